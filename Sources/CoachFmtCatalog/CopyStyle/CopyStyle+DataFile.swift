extension CopyStyle {
    /// The decoded `style.json`.
    struct DataFile: Decodable, Sendable {
        struct Kinds: Decodable, Sendable {
            var keys: [String: CopyStyle.Kind]
            var segments: [String: CopyStyle.Kind]
            var prefixes: [String: CopyStyle.Kind]
        }
        struct Arguments: Decodable, Sendable {
            var names: [String: CopyStyle.ArgumentClass]
            var samples: [String: [String: String]]
        }
        struct Shapes: Decodable, Sendable {
            var shapes: [String]
            var rangeConnectors: [String]
            enum CodingKeys: String, CodingKey {
                case shapes
                case rangeConnectors = "range_connectors"
            }
        }
        var kinds: Kinds
        var arguments: Arguments
        var formatterShapes: Shapes
        struct EnglishWords: Decodable, Sendable {
            var unitAbbreviations: [String]
            var properNouns: [String]
            enum CodingKeys: String, CodingKey {
                case unitAbbreviations = "unit_abbreviations"
                case properNouns = "proper_nouns"
            }
        }
        var englishWords: EnglishWords?
        struct LabelValue: Decodable, Sendable {
            /// Key → why it is truly a label beside its value.
            var allow: [String: String]
        }
        var labelValue: LabelValue?

        enum CodingKeys: String, CodingKey {
            case kinds, arguments
            case formatterShapes = "formatter_shapes"
            case englishWords = "en_words"
            case labelValue = "label_value"
        }

        static let empty = DataFile(
            kinds: Kinds(keys: [:], segments: [:], prefixes: [:]), arguments: Arguments(names: [:], samples: [:]),
            formatterShapes: Shapes(shapes: [], rangeConnectors: []), englishWords: nil, labelValue: nil)
    }
}

/// One source an element reads, as the row's Source column in data-binding.md writes it, with
/// what it stands for.
///
/// The row tables' sources are read once, when `swift run generate-sources` compiles
/// `Resources/screens/rows.json` (a cell it cannot read is refused); a resolver's own
/// sources are typed values. The render decides from `reading` and `paths`, never from the
/// text, which is what the element's `sources` show.
package struct Source: Sendable, Hashable, CustomStringConvertible {
    /// As the table writes it: `assessment.overall`, `NWPathMonitor.status`, `derived: today`.
    package let text: String
    /// What the source stands for.
    package let reading: Reading
    /// The paths it reads from the inputs' roots, each way it may be read (`onboarding.goal` is
    /// `me.onboarding.goal` or `local.onboarding.goal`); empty for a request, a catalog family
    /// or a value derived from nothing the inputs hold.
    package let paths: [JSONPath]

    /// A source written `text` that reads `reading`.
    package init(_ text: String, _ reading: Reading) {
        self.text = text
        self.reading = reading
        self.paths = reading.paths
    }

    /// A source known by its text alone (a decoded element's, or one an app set): it reads
    /// nothing the render knows of.
    init(textOnly text: String) {
        self.init(text, .textOnly)
    }

    /// Equal when the text is: the reading is worked out from the text, so a decoded element
    /// (whose sources are text only) equals the element it was encoded from.
    package static func == (lhs: Source, rhs: Source) -> Bool { lhs.text == rhs.text }

    /// Hashes the text, as `==` compares it.
    package func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The text.
    package var description: String { text }
}

extension Source {
    /// What a source stands for.
    package enum Reading: Sendable, Hashable {
        /// A field of a response or of local state: `home.level.title`, `local:home.selectedTopic`.
        /// data-binding.md names some objects without the response that holds them: `assessment.…`
        /// is `attempt.assessment.…`, `error.…` the envelope's `error.error.…`, `topics[]…`
        /// `topics.topics[]…`.
        case field(JSONPath)
        /// An onboarding answer (`onboarding.goal`), by its path below `onboarding`: the server's
        /// (`me.onboarding`) or, before it is sent, local state's (`local.onboarding`).
        case answer([JSONPath.Segment])
        /// A device input or local state the render reads in one place (`NWPathMonitor.status`,
        /// `local:cache.home.fetchedAt`).
        case local(LocalInput)
        /// A value the screen works out (`derived: lowest assessment.dimensions.<key>.score`):
        /// the rule as written, and the fields it names.
        case derived(rule: String, from: [JSONPath])
        /// A request the screen sends (`POST /v1/onboarding`, `PUT upload`); it reads no input.
        case request(method: String, target: String)
        /// A family of the client's catalog keys (`dimension.<key>`); it reads no input.
        case catalogFamily(String)
        /// Known by its text only; it reads no input.
        case textOnly

        /// The paths read, each way the source may be read.
        var paths: [JSONPath] {
            switch self {
            case .field(let path): [path]
            case .answer(let below):
                [JSONPath(.me, ["onboarding"] + below), JSONPath(.local, ["onboarding"] + below)]
            case .local(let input): [input.path]
            case .derived(_, let paths): paths
            case .request, .catalogFamily, .textOnly: []
            }
        }
    }
}

// A resolver's own sources, where a branch reads other fields than its row's: the text is
// written from the typed value the way the table writes it.
extension Source {
    /// `home.today_quest.stage`, `local:uploadQueue.state`: a field of `root`'s response, or of
    /// local state.
    package static func field(_ root: Endpoint, _ segments: JSONPath.Segment...) -> Source {
        let path = JSONPath(root, segments)
        let text = root == .local ? "local:" + JSONPath.suffix(segments).dropFirst() : path.description
        return Source(text, .field(path))
    }

    /// `assessment.evidence[].end_ms`: a field of the attempt's assessment.
    package static func assessment(_ segments: JSONPath.Segment...) -> Source {
        Source("assessment" + JSONPath.suffix(segments), .field(JSONPath(.attempt, ["assessment"] + segments)))
    }

    /// `error.code`: a field of the error envelope's body.
    package static func errorBody(_ segments: JSONPath.Segment...) -> Source {
        Source("error" + JSONPath.suffix(segments), .field(JSONPath(.error, ["error"] + segments)))
    }

    /// `onboarding.goal`: an onboarding answer, the server's or local state's.
    package static func answer(_ segments: JSONPath.Segment...) -> Source {
        Source("onboarding" + JSONPath.suffix(segments), .answer(segments))
    }

    /// `derived: sample_n 12`: a value the screen works out, from `paths`.
    package static func derived(_ rule: String, from paths: [JSONPath] = []) -> Source {
        Source("derived: " + rule, .derived(rule: rule, from: paths))
    }
}

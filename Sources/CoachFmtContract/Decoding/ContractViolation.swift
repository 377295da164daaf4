/// One field of a response that broke the contract, found by a tolerant decode, and what the
/// decode made of it:
///
///     home.json: home.level.title: expected a string, found a number
///
/// The decode goes on without the field: an optional parent or an array element becomes
/// absent (`absent`), or, when no optional parent holds it, the field is withheld and every
/// element that reads it is hidden with a reason that names this violation.
public struct ContractViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What became of the broken value.
    public enum Effect: String, Sendable, Hashable, Codable {
        /// `absentPath` was decoded as absent (nil, or the array element dropped); the elements
        /// that read it show what the table says for missing data.
        case madeAbsent = "absent"
        /// No optional parent holds the field: the elements that read it are hidden.
        case withheld
    }

    /// The file the response came from.
    public let file: String
    /// Where the value broke the contract: `home.today_quest.steps[2].key`.
    public let path: String
    /// What the contract expected and what came: `expected a string, found a number`.
    public let message: String
    /// The path that was made absent or withheld for it: the failing field, its nearest optional
    /// parent, or the array element holding it (`home.today_quest.steps[2]`).
    public let absentPath: String
    /// What became of the broken value.
    public let effect: Effect
    /// What the contract expected, as the message words it (`a string`); nil for a failure that
    /// names no expected value (a missing field).
    public let expected: String?

    /// A violation; `absentPath` defaults to `path`.
    public init(
        file: String, path: String, message: String, absentPath: String? = nil, effect: Effect, expected: String? = nil
    ) {
        self.file = file
        self.path = path
        self.message = message
        self.absentPath = absentPath ?? path
        self.effect = effect
        self.expected = expected
    }

    enum CodingKeys: String, CodingKey {
        case file, path, message, effect, expected
        case absentPath = "absent_path"
    }

    /// The one-line report: `file: path: message`, the same shape as a `ContractError`.
    public var description: String { "\(EchoedInput.bounded(file)): \(EchoedInput.bounded(path)): \(message)" }

    /// What an element that read the field says when it is hidden for it:
    /// `home.level.title is invalid (expected a string)`, or the message where nothing was expected.
    public var hiddenReason: String {
        "\(path) is invalid (\(expected.map { "expected \($0)" } ?? message))"
    }

    /// `path: message`, as an element that reads the field lists it.
    public var elementLine: String { "\(path): \(message)" }
}

/// How a response is decoded: tolerant (the default) degrades per field, strict refuses at the
/// first field that breaks the contract.
public enum DecodingMode: String, Sendable, Hashable, CaseIterable {
    /// Broken fields become absent and are reported as `ContractViolation`s.
    case tolerant
    /// The first broken field refuses the whole response with a `ContractError`.
    case strict
}

extension ContractViolation {
    /// One line per problem for a terminal: a violation's ``description``, except that a run of
    /// broken items of one list, alike but for their consecutive indices, is one line:
    ///
    ///     home.json: home.topics[0] to home.topics[799999] (800000 items): expected an object, found null
    ///
    /// The run's items are exactly those of the range; the JSON output still lists each path.
    package static func reportLines(_ violations: [ContractViolation]) -> [String] {
        var lines: [String] = []
        var index = violations.startIndex
        while index < violations.endIndex {
            let first = violations[index]
            var last = index
            if let (list, start) = first.listItem {
                var expected = start
                while last + 1 < violations.endIndex, let (nextList, next) = violations[last + 1].listItem,
                    expected < Int.max, next == expected + 1, nextList == list, violations[last + 1].isLike(first)
                {
                    expected = next
                    last += 1
                }
                if last > index {
                    let count = last - index + 1
                    lines.append(
                        "\(EchoedInput.bounded(first.file)): \(EchoedInput.bounded(first.path)) to \(EchoedInput.bounded(violations[last].path)) (\(count) items): \(first.message)"
                    )
                    index = last + 1
                    continue
                }
            }
            lines.append(first.description)
            index += 1
        }
        return lines
    }

    /// The list and index of a violation that made its own list item absent (`home.topics[7]`).
    private var listItem: (list: Substring, index: Int)? {
        guard absentPath == path, path.utf8.last == UInt8(ascii: "]"),
            let open = path.utf8.lastIndex(of: UInt8(ascii: "[")),
            let index = Int(path[path.index(after: open)..<path.index(before: path.endIndex)])
        else { return nil }
        return (path[..<open], index)
    }

    /// Alike in all but the path.
    private func isLike(_ other: ContractViolation) -> Bool {
        file == other.file && message == other.message && effect == other.effect && expected == other.expected
    }
}

/// One entry of the JSON output's `violations` list: the whole violation, or only its path
/// when it is like the violation before it (file, message, effect, expected) and made its own
/// path absent. 800,000 broken items of one list then cost a line each, not an object each.
enum ViolationEntry: Codable, Equatable {
    /// A violation written in full.
    case full(ContractViolation)
    /// A violation like the one before it, at this path.
    case path(String)

    /// The entries for `violations`, in order.
    static func entries(_ violations: [ContractViolation]) -> [ViolationEntry] {
        violations.indices.map { entry(violations, $0) }
    }

    /// The entry for `violations[index]`.
    static func entry(_ violations: [ContractViolation], _ index: Int) -> ViolationEntry {
        let violation = violations[index]
        guard index > violations.startIndex, violation.absentPath == violation.path else { return .full(violation) }
        let previous = violations[index - 1]
        return previous.file == violation.file && previous.message == violation.message
            && previous.effect == violation.effect && previous.expected == violation.expected
            ? .path(violation.path) : .full(violation)
    }

    /// Writes the entries for `violations` one by one, with no array of them held in memory.
    static func encode(_ violations: [ContractViolation], to container: inout some UnkeyedEncodingContainer) throws {
        for index in violations.indices { try container.encode(entry(violations, index)) }
    }

    /// The entries for `violations` as `JSONEncoder` writes them at depth 2 of a pretty,
    /// key-sorted document (each entry's lines indented by four spaces, `,\n` between entries),
    /// appended to `text` with nothing held per entry.
    static func writeJSON(_ violations: [ContractViolation], to text: inout String) {
        text.reserveCapacity(text.utf8.count + violations.count * 32)
        for index in violations.indices {
            if index > violations.startIndex { text += ",\n" }
            switch entry(violations, index) {
            case .path(let path):
                text += "    "
                JSONText.writeQuoted(path, to: &text)
            case .full(let violation):
                text += "    {\n"
                var fields = [("absent_path", violation.absentPath), ("effect", violation.effect.rawValue)]
                if let expected = violation.expected { fields.append(("expected", expected)) }
                fields += [("file", violation.file), ("message", violation.message), ("path", violation.path)]
                for (number, (key, value)) in fields.enumerated() {
                    text += "      \"\(key)\" : "
                    JSONText.writeQuoted(value, to: &text)
                    text += number == fields.count - 1 ? "\n" : ",\n"
                }
                text += "    }"
            }
        }
    }

    /// The violations `entries` stand for; a path with no violation before it is refused.
    static func violations<Key: CodingKey>(
        _ entries: [ViolationEntry], in container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> [ContractViolation] {
        var violations: [ContractViolation] = []
        violations.reserveCapacity(entries.count)
        for entry in entries {
            switch entry {
            case .full(let violation): violations.append(violation)
            case .path(let path):
                guard let previous = violations.last else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "\(EchoedInput.bounded(path)) has no violation before it to be like")
                }
                violations.append(
                    ContractViolation(
                        file: previous.file, path: path, message: previous.message, effect: previous.effect,
                        expected: previous.expected))
            }
        }
        return violations
    }

    /// A string is a path; anything else, a whole violation.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let path = try? container.decode(String.self) {
            self = .path(path)
        } else {
            self = .full(try container.decode(ContractViolation.self))
        }
    }

    /// The path alone, or the whole violation.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .full(let violation): try container.encode(violation)
        case .path(let path): try container.encode(path)
        }
    }
}

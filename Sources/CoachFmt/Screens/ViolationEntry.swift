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
        var entries: [ViolationEntry] = []
        entries.reserveCapacity(violations.count)
        var previous: ContractViolation?
        for violation in violations {
            if let previous, violation.absentPath == violation.path, previous.file == violation.file,
                previous.message == violation.message, previous.effect == violation.effect,
                previous.expected == violation.expected
            {
                entries.append(.path(violation.path))
            } else {
                entries.append(.full(violation))
            }
            previous = violation
        }
        return entries
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

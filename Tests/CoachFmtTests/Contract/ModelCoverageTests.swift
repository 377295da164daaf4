import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// Swift ignores keys it has no property for, so a field missing from a model
/// would be dropped silently. Re-encoding each example and comparing it with the
/// original (nulls removed, numbers compared by value) finds such a field.
@Suite("Models cover every field")
struct ModelCoverageTests {
    @Test("Re-encoding an example loses no field", arguments: Examples.all)
    func noFieldIsDropped(_ example: ExampleFile) throws {
        let bytes = try Examples.bytes(example.relativePath)
        let endpoint = try #require(Endpoint(file: example.name))
        let model = try endpoint.decode(from: bytes, file: example.name)
        let reencoded = try [UInt8](JSONEncoder().encode(model))

        let original = Self.normalized(try JSONParser.parse(bytes))
        let roundTripped = Self.normalized(try JSONParser.parse(reencoded))
        let difference = Self.firstDifference(original, roundTripped, at: endpoint.rawValue)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Drops null members (the encoder omits nil) and writes numbers canonically.
    static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let text): .number(Double(text).map { "\($0)" } ?? text)
        case .array(let elements): .array(elements.map(normalized))
        case .object(let members): .object(members.filter { $0.value != .null }.mapValues(normalized))
        default: value
        }
    }

    /// The path of the first difference, for a readable failure.
    static func firstDifference(_ lhs: JSONValue, _ rhs: JSONValue, at path: String) -> String? {
        switch (lhs, rhs) {
        case (.object(let l), .object(let r)):
            for key in Set(l.keys).union(r.keys).sorted() {
                guard let lv = l[key], let rv = r[key] else {
                    return "\(path).\(key): \(l[key] == nil ? "added" : "dropped") by the model"
                }
                if let difference = firstDifference(lv, rv, at: "\(path).\(key)") { return difference }
            }
            return nil
        case (.array(let l), .array(let r)) where l.count == r.count:
            for (index, pair) in zip(l, r).enumerated() {
                if let difference = firstDifference(pair.0, pair.1, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        default:
            return lhs == rhs ? nil : "\(path): \(lhs) became \(rhs)"
        }
    }
}

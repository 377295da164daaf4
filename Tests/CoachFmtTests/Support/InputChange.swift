import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// A change to one input file of an example state, by JSON path, never by text: it does not
/// depend on how tools/make_examples.py lays the JSON out.
///
/// In a case file: `{"file": "local", "set": "paywall.selectedWeeklyDays", "value": 7}` (the
/// member must exist, so a misspelt path fails), `{"file": "local", "add": "audio", "value": …}`
/// (a member the file lacks), `{"file": "articles", "remove": "items[2].best_overall"}` or
/// `{"file": "storekit", "use": "storekit.expired.json"}` (another example file) or
/// `{"file": "config", "drop": true}` (no such response: the request failed).
struct InputChange: Decodable, Sendable, CustomStringConvertible {
    enum Action: Sendable {
        case set(path: String, value: JSONTree)
        case add(path: String, value: JSONTree)
        case remove(path: String)
        case use(file: String)
        case drop
    }

    /// The endpoint whose file changes (`local`, `home`, `paywall`…).
    let file: Endpoint
    let action: Action

    init(_ file: Endpoint, _ action: Action) {
        self.file = file
        self.action = action
    }

    /// Sets `value` at `path` (`a.b[0].c`), an existing member.
    static func set(_ file: Endpoint, _ path: String, _ value: JSONTree) -> InputChange {
        InputChange(file, .set(path: path, value: value))
    }

    private enum CodingKeys: String, CodingKey { case file, set, add, value, remove, use, drop }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .file)
        guard let endpoint = Endpoint(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .file, in: container, debugDescription: "no endpoint \(name)")
        }
        file = endpoint
        if let path = try container.decodeIfPresent(String.self, forKey: .set) {
            action = .set(path: path, value: try container.decode(JSONTree.self, forKey: .value))
        } else if let path = try container.decodeIfPresent(String.self, forKey: .add) {
            action = .add(path: path, value: try container.decode(JSONTree.self, forKey: .value))
        } else if let path = try container.decodeIfPresent(String.self, forKey: .remove) {
            action = .remove(path: path)
        } else if let other = try container.decodeIfPresent(String.self, forKey: .use) {
            action = .use(file: other)
        } else if try container.decodeIfPresent(Bool.self, forKey: .drop) == true {
            action = .drop
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .file, in: container, debugDescription: "a change needs set, add, remove, use or drop")
        }
    }

    var description: String {
        switch action {
        case .set(let path, let value): "\(file.rawValue): set \(path) = \(value)"
        case .add(let path, let value): "\(file.rawValue): add \(path) = \(value)"
        case .remove(let path): "\(file.rawValue): remove \(path)"
        case .use(let other): "\(file.rawValue): use \(other)"
        case .drop: "\(file.rawValue): drop"
        }
    }
}

/// A JSON document as a tree the tests can change; numbers keep integers exact.
enum JSONTree: Codable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    var description: String {
        (try? String(decoding: JSONEncoder().encode(self), as: UTF8.self)) ?? "?"
    }

    /// One step of a path: a member name or an array index.
    private enum Step: CustomStringConvertible {
        case member(String)
        case index(Int)
        var description: String {
            switch self {
            case .member(let name): ".\(name)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// `a.b[0].c` (or `[1].c` in an array) as steps; nil for a malformed path.
    private static func steps(_ path: String) -> [Step]? {
        var steps: [Step] = []
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(component)
            let name = rest.prefix { $0 != "[" }
            // A file whose root is an array (storekit.json) starts with an index: `[1].price`.
            guard !name.isEmpty || (steps.isEmpty && rest.first == "[") else { return nil }
            if !name.isEmpty { steps.append(.member(String(name))) }
            rest = rest.dropFirst(name.count)
            while rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close])
                else { return nil }
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { return nil }
        }
        return steps
    }

    /// This tree with `value` at `path` (nil removes the member). The last member must exist
    /// unless `adding`, and must not exist when adding: a path that leads nowhere throws,
    /// naming it, so a case cannot silently change nothing.
    func changing(_ path: String, to value: JSONTree?, adding: Bool = false) throws -> JSONTree {
        guard let steps = Self.steps(path) else { throw InputChangeError("malformed path \(path)") }
        return try changing(steps[...], to: value, adding: adding, path: path)
    }

    private func changing(_ steps: ArraySlice<Step>, to value: JSONTree?, adding: Bool, path: String) throws
        -> JSONTree
    {
        guard let step = steps.first else { return value ?? .null }
        let last = steps.count == 1
        switch (self, step) {
        case (.object(var members), .member(let name)):
            if last {
                if adding != (members[name] == nil) {
                    throw InputChangeError("\(path): \(adding ? "already there" : "no member \(name)")")
                }
                members[name] = value
            } else {
                guard let child = members[name] else { throw InputChangeError("\(path): no member \(name)") }
                members[name] = try child.changing(steps.dropFirst(), to: value, adding: adding, path: path)
            }
            return .object(members)
        case (.array(var items), .index(let index)):
            if last, adding, index == items.count, let value {  // adding just past the end appends
                return .array(items + [value])
            }
            guard items.indices.contains(index) else { throw InputChangeError("\(path): no item \(index)") }
            if last, value == nil {
                items.remove(at: index)
            } else {
                items[index] = try items[index].changing(steps.dropFirst(), to: value, adding: adding, path: path)
            }
            return .array(items)
        default:
            throw InputChangeError("\(path): \(step) does not fit a \(self.kind)")
        }
    }

    private var kind: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSONTree {
    /// `bytes` with `edits` made in order; the bytes as they are when no edit changes values.
    static func applying(_ edits: [InputChange.Action], to bytes: [UInt8]) throws -> [UInt8] {
        guard edits.contains(where: { if case .use = $0 { false } else { true } }) else { return bytes }
        var tree = try JSONDecoder().decode(JSONTree.self, from: Data(bytes))
        for edit in edits {
            switch edit {
            case .set(let path, let value): tree = try tree.changing(path, to: value)
            case .add(let path, let value): tree = try tree.changing(path, to: value, adding: true)
            case .remove(let path): tree = try tree.changing(path, to: nil)
            case .use, .drop: break
            }
        }
        return Array(try JSONEncoder().encode(tree))
    }
}

/// Literals, so that code tests write edits as `.set(path: "range", value: "6w")`.
extension JSONTree: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int64) { self = .int(value) }
    init(nilLiteral: ()) { self = .null }
    init(arrayLiteral elements: JSONTree...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONTree)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Examples {
    /// An example file (`en/me.json`) with `edits` made by JSON path.
    static func bytes(_ relativePath: String, _ edits: [InputChange.Action]) throws -> [UInt8] {
        try JSONTree.applying(edits, to: try bytes(relativePath))
    }
}

struct InputChangeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ExampleIndex.State {
    /// This state's inputs in `locale`, each file changed as `changes` say, in order.
    func inputs(locale: String, changes: [InputChange]) throws -> ScreenInputs {
        var files: [Endpoint: String] = [:]
        for (name, file) in self.files { if let endpoint = Endpoint(rawValue: name) { files[endpoint] = file } }
        for change in changes {
            guard case .use(let other) = change.action else { continue }
            files[change.file] = other
        }
        for change in changes where files[change.file] == nil {
            throw InputChangeError("\(id) has no \(change.file.rawValue) file")
        }
        for change in changes { if case .drop = change.action { files[change.file] = nil } }
        var inputs = ScreenInputs()
        for (endpoint, file) in files.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let text = EmbeddedResources.text("examples/\(locale)/\(file)") else {
                throw InputChangeError("no example \(locale)/\(file)")
            }
            let edits = changes.filter { $0.file == endpoint }.map(\.action)
            try inputs.add(endpoint, bytes: try JSONTree.applying(edits, to: Array(text.utf8)), file: file)
        }
        return inputs
    }
}

/// Renders an example state of index.json in `locale` with `changes` made to its files.
func render(_ id: String, _ locale: String, changes: [InputChange]) throws -> RenderedScreen {
    let state = try #require(try ExampleIndex.builtIn().state(id))
    let tag = try LanguageTag(locale)
    return ScreenRenderer.render(
        state.section, inputs: try state.inputs(locale: locale, changes: changes), locale: tag,
        timeZone: state.zone(for: tag), now: state.now, state: id)
}

/// A path from the root of one of a screen's inputs, in data-binding.md's notation and the
/// decoder's: `home.today_quest.steps[].key`, `assessment.dimensions.<key>.score` read from
/// the attempt, `local.paywall.phase`. Element indices and filters drop out (`steps[2]` and
/// `items[n]` are both an item), and `<key>` stands for any member. A hidden reason names one
/// item where it matters: `paywall.products[yearly].trial_days`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step below the root.
    public enum Segment: Sendable, Hashable, ExpressibleByStringLiteral {
        /// A named member: `today_quest`.
        case member(String)
        /// Any member, as `<key>` writes it: the name is for people.
        case wildcard(String)
        /// An item of a list, whichever: `[]`, `[2]`, `[n]`, `[id]`, `[day = 14]`.
        case item
        /// One item of a list, named by its index, id or filter: `[0]`, `[yearly]`, `[day = 14]`.
        case element(String)

        /// A member named by a literal (`"today_quest"`); no text is parsed.
        public init(stringLiteral name: String) { self = .member(name) }

        /// Whether this step and `other` can name the same value.
        func matches(_ other: Segment) -> Bool {
            switch (self, other) {
            case (.wildcard, _), (_, .wildcard), (.item, .element), (.element, .item): true
            default: self == other
            }
        }
    }

    /// The input the path starts from: a response, or `.local` for `LocalState`.
    public let root: Endpoint
    /// The steps below the root, in order.
    public let segments: [Segment]

    /// The path from `root` through `segments`.
    public init(_ root: Endpoint, _ segments: [Segment]) {
        self.root = root
        self.segments = segments
    }

    /// The path from `root` through `segments`: `JSONPath(.home, "topics", .item, "name")`.
    public init(_ root: Endpoint, _ segments: Segment...) {
        self.init(root, segments)
    }

    /// This path with `more` below it.
    public func appending(_ more: Segment...) -> JSONPath { JSONPath(root, segments + more) }

    /// A path as ``description`` prints it (`home.today_quest.steps[].key`, `paywall.products[yearly]`,
    /// `growth.dimensions.<key>`); nil when its first name is no endpoint's or a bracket is unclosed.
    public init?(_ text: String) {
        var segments: [Segment] = []
        var rest = Substring(text)
        func name() -> Substring {
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            defer { rest = rest[end...] }
            return rest[..<end]
        }
        guard let root = Endpoint(rawValue: String(name())) else { return nil }
        while let first = rest.first {
            rest = rest.dropFirst()
            if first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[..<close]
                segments.append(inside.isEmpty ? .item : .element(String(inside)))
                rest = rest[rest.index(after: close)...]
            } else {
                let member = name()
                guard !member.isEmpty else { return nil }
                if member.hasPrefix("<"), member.hasSuffix(">"), member.count > 1 {
                    segments.append(.wildcard(String(member.dropFirst().dropLast())))
                } else {
                    segments.append(.member(String(member)))
                }
            }
        }
        self.init(root, segments)
    }

    /// A contract violation's path, as the decoder writes it (`home.today_quest.steps[2].key`):
    /// its first name is the endpoint's; nil when that names none. What is inside brackets is
    /// dropped, and every name is a member's, even one spelled `<…>`: the decoder names keys as sent.
    package init?(violationPath path: String) {
        var names: [Segment] = []
        var start = path.startIndex
        var index = path.startIndex
        var depth = 0
        func close(_ end: String.Index) {
            guard start < end else { return }
            names.append(.member(String(path[start..<end])))
        }
        while index < path.endIndex {
            let character = path[index]
            if character == "[" {
                if depth == 0 {
                    close(index)
                    names.append(.item)
                }
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { start = path.index(after: index) }
            } else if character == ".", depth == 0 {
                close(index)
                start = path.index(after: index)
            }
            index = path.index(after: index)
        }
        if depth == 0 { close(path.endIndex) }
        guard case .member(let root)? = names.first, let endpoint = Endpoint(rawValue: root) else { return nil }
        self.init(endpoint, Array(names.dropFirst()))
    }

    /// Whether one path lies within the other (or they are equal), `<key>` standing for any
    /// member: `home.today_quest.steps[].key` overlaps `home.today_quest.steps[2]` and `home`.
    package func overlaps(_ other: JSONPath) -> Bool {
        root == other.root && zip(segments, other.segments).allSatisfy { $0.matches($1) }
    }

    /// `home.today_quest.steps[].key`, `local.paywall.phase`.
    public var description: String { root.rawValue + Self.suffix(segments) }

    /// The segments as they follow a name: `.today_quest.steps[].key`.
    static func suffix(_ segments: [Segment]) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .member(let name): text += "." + name
            case .wildcard(let name): text += ".<" + name + ">"
            case .item: text += "[]"
            case .element(let name): text += "[" + name + "]"
            }
        }
        return text
    }
}

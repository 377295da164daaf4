/// A number's bounds in openapi.yaml (`minimum`, `maximum`), both inclusive.
package struct NumericRange: Sendable, Equatable {
    let minimum: Double?
    let maximum: Double?

    init(minimum: Double? = nil, maximum: Double? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    func contains(_ number: Double) -> Bool {
        (minimum.map { number >= $0 } ?? true) && (maximum.map { number <= $0 } ?? true)
    }

    /// `from 1 to 5`, `of at least 0`, `of at most 1`: the words after "expected an integer".
    var wording: String {
        switch (minimum, maximum) {
        case (let low?, let high?): "from \(Self.text(low)) to \(Self.text(high))"
        case (let low?, nil): "of at least \(Self.text(low))"
        case (nil, let high?): "of at most \(Self.text(high))"
        case (nil, nil): "of any size"
        }
    }

    /// The lowest value in range: the stand-in for a withheld number, which no element shows.
    var standIn: Double { minimum ?? min(0, maximum ?? 0) }

    package static func text(_ bound: Double) -> String {
        bound == bound.rounded() && abs(bound) < 1e15 ? String(Int64(bound)) : String(bound)
    }
}

/// The ranges of one response model's numbers, by JSON path pattern below the model's root:
/// `streak.current`, `quests[].progress` (`[]` stands for any array index). The tables are
/// generated from openapi.yaml into `ContractRanges+OpenAPI.swift`.
struct ContractRanges: Sendable {
    /// A model with no ranges: local inputs, and responses whose numbers are unbounded.
    static let none = ContractRanges([:])

    /// Patterns grouped by their last step, so a number whose field has no range costs one
    /// dictionary look-up and no path text.
    private let byLastStep: [String: [(pattern: String, range: NumericRange)]]

    init(_ ranges: [String: NumericRange]) {
        var grouped: [String: [(pattern: String, range: NumericRange)]] = [:]
        for (pattern, range) in ranges {
            grouped[Self.lastStep(of: pattern), default: []].append((pattern, range))
        }
        byLastStep = grouped
    }

    /// Every pattern with its range, sorted: what the tests hold the examples to.
    var all: [(pattern: String, range: NumericRange)] {
        byLastStep.values.flatMap { $0 }.sorted { $0.pattern < $1.pattern }
    }

    /// The ranges of `type`, when it is a response openapi.yaml bounds.
    static func of<T>(_ type: T.Type) -> ContractRanges {
        (type as? any RangeCheckedModel.Type)?.contractRanges ?? .none
    }

    /// The range of the number at `keys`, if openapi.yaml sets one.
    func range(at keys: [any CodingKey]) -> NumericRange? {
        guard let last = keys.last, let candidates = byLastStep[Self.step(last)] else { return nil }
        let pattern = Self.pattern(keys)
        return candidates.first { $0.pattern == pattern }?.range
    }

    /// Throws the contract's wording when `number` (read from `value`) is outside its path's range.
    func check(
        _ number: Double, _ value: JSONValue, at path: CodingPath, expected kind: String,
        kind expectedKind: ExpectedValue
    ) throws {
        // The last step first: most numbers have no range, and `path.keys` allocates.
        guard let last = path.last ?? path.parent.last, byLastStep[Self.step(last)] != nil,
            let range = range(at: path.keys), !range.contains(number)
        else { return }
        let found = if case .number(let text) = value { EchoedInput.bounded(text) } else { Self.text(number) }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: path.keys, debugDescription: "expected \(kind) \(range.wording), found \(found)",
                underlyingError: Mismatch(expectedKind, expected: "\(kind) \(range.wording)")))
    }

    /// `[quests, 2, progress]` → `quests[].progress`.
    static func pattern(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            let step = step(key)
            text += step == "[]" || text.isEmpty ? step : "." + step
        }
        return text
    }

    private static func step(_ key: any CodingKey) -> String { key is ArrayIndexKey ? "[]" : key.stringValue }

    private static func lastStep(of pattern: String) -> String {
        if pattern.hasSuffix("[]") { return "[]" }
        return pattern.split(separator: ".").last.map(String.init) ?? pattern
    }

    private static func text(_ number: Double) -> String { NumericRange.text(number) }
}

/// A response model whose numbers openapi.yaml bounds; the conformances are generated.
protocol RangeCheckedModel {
    static var contractRanges: ContractRanges { get }
}

/// A response model with strings the server localizes (Accept-Language), by JSON path pattern
/// below its root; the conformances are generated from openapi.yaml.
protocol ServerStringModel {
    static var serverStrings: Set<String> { get }
}

/// A response model with required strings in the article's language or as the API sends them,
/// whose rows stand without them (data-binding.md names no fallback that hides more than the
/// row): null or missing, each reads as absent like a server string, so that its optional parent
/// (`attempt.assessment`) and the screen's other rows stay.
protocol StandaloneStringModel {
    static var standaloneStrings: Set<String> { get }
}

extension Attempt: StandaloneStringModel {
    /// Feedback's summary, meta caption and one action: each row hides or drops its piece alone
    /// (the action's title falls back to `micro.<id>`).
    static let standaloneStrings: Set<String> = [
        "assessment.summary", "assessment.rubric_version", "assessment.model_ref", "assessment.one_action.title",
        "assessment.one_action.instruction", "assessment.one_action.example_sentence",
    ]
}

extension Session: StandaloneStringModel {
    /// The article's title (Read's "load error" fallback) and round 1's advice on round 2's card.
    static let standaloneStrings: Set<String> = [
        "article.title", "round1_assessment.one_action.title", "round1_assessment.one_action.instruction",
        "round1_assessment.one_action.example_sentence",
    ]
}

extension Home: StandaloneStringModel {
    /// Article titles on Home: without one the quest card, a quick pick or the resume sheet stays.
    static let standaloneStrings: Set<String> = [
        "today_quest.article.title", "quick_picks[].article.title", "resume_session.article.title",
    ]
}

extension ContractRanges {
    /// The server strings of `type`: null or missing, a tolerant decode reads one as absent.
    static func serverStrings<T>(of type: T.Type) -> Set<String> {
        (type as? any ServerStringModel.Type)?.serverStrings ?? []
    }

    /// The strings of `type` that a tolerant decode reads as absent when null or missing: its
    /// server strings and its standalone strings.
    static func absentableStrings<T>(of type: T.Type) -> Set<String> {
        serverStrings(of: type).union((type as? any StandaloneStringModel.Type)?.standaloneStrings ?? [])
    }
}

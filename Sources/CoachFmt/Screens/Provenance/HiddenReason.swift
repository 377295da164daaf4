/// Why an element is not shown, or why its fallback fired: a value with its data (the field, the
/// value it held, the request that failed, the violation), worded only where a render is printed
/// (text, JSON, preview). A test asserts `.null(field: JSONPath(.home, "today_quest", "summary"))`, not English.
public indirect enum HiddenReason: Sendable, Hashable, CustomStringConvertible {
    /// A field the row reads is null: `home.today_quest is null`.
    case null(field: JSONPath)
    /// A string or list the row reads is empty: `articles.items is empty`.
    case empty(field: JSONPath)
    /// A field the row reads is absent from the response: `session.article.length.label is missing`.
    case missing(field: JSONPath)
    /// A duration or count the row reads is negative: `attempt.duration_ms is negative`.
    case negative(field: JSONPath)
    /// A field holds the value for which the table hides the row: `attempt.status is failed`,
    /// `home.streak.at_risk is false`.
    case value(field: JSONPath, is: String)
    /// No response the row reads was given: `no me response`, `no topics response`.
    case noResponse(Endpoint)
    /// The request the row's data comes from failed: `GET /v1/home failed (internal)`; the code
    /// is the error envelope's, empty when it sent none.
    case requestFailed(request: APIRequest, code: String)
    /// The section shows another of its screens: `not on this screen (onboarding/goal)`.
    case otherScreen(String)
    /// A field the row reads broke the contract: `home.level.title is invalid (expected a string)`.
    case invalid(ContractViolation)
    /// Another element stands where this one would: `microphone permission denied: the denied card
    /// replaces the recorder`.
    case replaced(HiddenReason, by: StandIn)
    /// A rule of the row's table, in the table's words, where it names no single field:
    /// `weeks before the first session are blank`, `transcribe stage not done`.
    case rule(TableWords)
    /// The section a heading heads is hidden, and the heading with it: `topic chips is hidden`.
    case sectionHidden(String)
    /// Several reasons at once, in order: `home.level.title is invalid (…); home.focus is null`.
    case all([HiddenReason])
    /// A list or set the row looks in has no such item: `attempt.assessment.evidence has no e3`,
    /// `paywall.plan_preview has no day 14`.
    case lacks(field: JSONPath, item: String)
    /// A number the row reads is below the minimum it needs: `paywall.benchmarks[50–64].sample_n is 12, below 30`.
    case below(field: JSONPath, value: String, minimum: String)
    /// A number the row reads has reached the minimum past which the row hides:
    /// `local.recorder.effectiveMs is 00:45, at least 00:30`.
    case atLeast(field: JSONPath, value: String, minimum: String)
    /// A local or server value that is not among the options the row offers:
    /// `local.home.selectedTopic "travel" is not in home.topics`.
    case notOffered(field: JSONPath, value: String, among: OfferedValues)
    /// A catalog key the row builds from a value is not in the catalog: `no lang.short.fr`.
    case noKey(String)
    /// A number the row reads is one the kit cannot show exactly (a date past the year 9999, a
    /// count no formatter holds): `paywall.products[yearly].trial_days is 9223372036854775807, too large to show`.
    /// The row hides rather than show another number.
    case unrepresentable(field: JSONPath, value: String)
    /// A difference of two numbers the row reads, where the row hides for its value:
    /// `home.today_quest.xp_reward_max − home.today_quest.xp_reward is 0`.
    case difference(JSONPath, minus: JSONPath, is: String)
    /// The device has network (`local.network.satisfied`): an offline row hides.
    case online
    /// The device has no network (`local.network.satisfied` is false).
    case offline

    /// The reason as a golden, the JSON output and the preview print it.
    public var description: String {
        switch self {
        case .null(let field): "\(field) is null"
        case .empty(let field): "\(field) is empty"
        case .missing(let field): "\(field) is missing"
        case .negative(let field): "\(field) is negative"
        case .value(let field, let value): "\(field) is \(value)"
        case .noResponse(let endpoint): "no \(endpoint.rawValue) response"
        case .requestFailed(let request, let code): "\(request) failed" + (code.isEmpty ? "" : " (\(code))")
        case .otherScreen(let screen): "not on this screen (\(screen))"
        case .invalid(let violation): violation.hiddenReason
        case .replaced(let reason, let by): "\(reason): \(by)"
        case .rule(let words): words.rawValue
        case .sectionHidden(let label): "\(label) is hidden"
        case .all(let reasons): reasons.map(\.description).joined(separator: "; ")
        case .lacks(let field, let item): "\(field) has no \(item)"
        case .below(let field, let value, let minimum): "\(field) is \(value), below \(minimum)"
        case .atLeast(let field, let value, let minimum): "\(field) is \(value), at least \(minimum)"
        case .notOffered(let field, let value, let among): "\(field) \"\(value)\" is not \(among)"
        case .noKey(let key): "no \(key)"
        case .unrepresentable(let field, let value): "\(field) is \(value), too large to show"
        case .difference(let a, let b, let value): "\(a) − \(b) is \(value)"
        case .online: "online"
        case .offline: "offline"
        }
    }

    /// The reasons this one is made of, flattened: `.all` lists its members, every other
    /// reason is itself.
    public var members: [HiddenReason] {
        if case .all(let reasons) = self { return reasons.flatMap(\.members) }
        return [self]
    }

    /// The fields this reason names, in order (a violation's path, a replaced reason's fields).
    public var fields: [JSONPath] {
        switch self {
        case .null(let field), .empty(let field), .missing(let field), .negative(let field), .value(let field, _):
            [field]
        case .invalid(let violation): JSONPath(violationPath: violation.path).map { [$0] } ?? []
        case .replaced(let reason, _): reason.fields
        case .all(let reasons): reasons.flatMap(\.fields)
        case .lacks(let field, _), .below(let field, _, _), .atLeast(let field, _, _): [field]
        case .notOffered(let field, _, _), .unrepresentable(let field, _): [field]
        case .difference(let a, let b, _): [a, b]
        case .noResponse, .requestFailed, .otherScreen, .rule, .sectionHidden, .noKey, .online, .offline: []
        }
    }

    /// The contract violations this reason names, in order.
    var invalidPaths: [String] {
        switch self {
        case .invalid(let violation): [violation.absentPath]
        case .replaced(let reason, _): reason.invalidPaths
        case .all(let reasons): reasons.flatMap(\.invalidPaths)
        default: []
        }
    }

    /// `null` or `empty`, as a server string that is absent reads: nil gives `null`, `""` `empty`.
    static func absent(_ field: JSONPath, _ text: String?) -> HiddenReason {
        text == nil ? .null(field: field) : .empty(field: field)
    }
}

/// The fallback that fired for an element: what it shows instead of its data, and why, as a value.
public indirect enum Fallback: Sendable, Hashable, CustomStringConvertible {
    /// A catalog key (or key family, `home.no_quest.*`) shown in place of the data.
    case key(String)
    /// The table's fallback is to hide: `hide`, or what it hides (`line`, `section`, `badge`).
    case hide(FallbackPiece?)
    /// Some of a row's parts are hidden, the rest shown: `hide tag: topic, language`.
    case hideParts(FallbackPiece, [String])
    /// A piece of the text is left out: `omit sentence`, `omit date`.
    case omit(FallbackPiece)
    /// A skeleton stands while a response loads: `skeleton`, `skeleton: home is loading`.
    case skeleton(loading: Endpoint?)
    /// Offline, the value fetched at the cache time is shown: `cached`, `cached, fetched 9:41 AM`.
    case cached(fetchedAt: String?)
    /// A value shown instead, as the table names it or as the kit worked it out: `00:00`, `default 5`, `—`.
    case value(String)
    /// The table's fallback in its own words, where no case above says it: `spinner + retry`.
    case described(TableWords)
    /// A server value the catalog has no copy for, shown as the server sent it: `server-sent value`.
    case asSent
    /// Offline, these responses have no cache to show: `nothing cached for home, me`.
    case notCached([Endpoint])
    /// A fallback that fired for a reason: `band_label is empty: band.good`.
    case because(HiddenReason, Fallback)
    /// An HTTP status the table names, and its fallback: `410 → feedback.evidence.expired`.
    case status(Int, Fallback)
    /// Several fallbacks on one element, in order: `error.message is empty: …; request_id is empty: omitted`.
    case all([Fallback])
    /// Another field read in place of the row's own: `config.limits.round1_max_ms`.
    case field(JSONPath)

    /// The fallback as a golden, the JSON output and the preview print it.
    public var description: String {
        switch self {
        case .key(let key): key
        case .hide(let what): what.map { "hide \($0)" } ?? "hide"
        case .hideParts(let what, let parts): "hide \(what): " + parts.joined(separator: ", ")
        case .omit(let what): "omit \(what)"
        case .skeleton(let endpoint): endpoint.map { "skeleton: \($0.rawValue) is loading" } ?? "skeleton"
        case .cached(let time): time.map { "cached, fetched \($0)" } ?? "cached"
        case .value(let value): value
        case .described(let words): words.rawValue
        case .asSent: "server-sent value"
        case .notCached(let endpoints): "nothing cached for " + endpoints.map(\.rawValue).joined(separator: ", ")
        case .because(let reason, let fallback): "\(reason): \(fallback)"
        case .status(let status, let fallback): "\(status) → \(fallback)"
        case .all(let fallbacks): fallbacks.map(\.description).joined(separator: "; ")
        case .field(let field): field.description
        }
    }

    /// The catalog key this fallback shows, if it shows one.
    public var key: String? {
        switch self {
        case .key(let key): key
        case .because(_, let fallback), .status(_, let fallback): fallback.key
        case .all(let fallbacks): fallbacks.lazy.compactMap(\.key).first
        default: nil
        }
    }

    /// The withheld fields this fallback stands in for: the paths of the violations its reasons
    /// name. The row's fallback shows for them, so they do not hide the element.
    var standsInFor: [String] {
        switch self {
        case .because(let reason, let fallback): reason.invalidPaths + fallback.standsInFor
        case .status(_, let fallback): fallback.standsInFor
        case .all(let fallbacks): fallbacks.flatMap(\.standsInFor)
        default: []
        }
    }

    /// Why it fired, where it says.
    public var reason: HiddenReason? {
        switch self {
        case .because(let reason, _): reason
        case .all(let fallbacks): fallbacks.lazy.compactMap(\.reason).first
        default: nil
        }
    }
}

/// Something a render found worth saying about its inputs that no element shows: a key resolved
/// in another locale, a server value the catalog does not know.
public enum RenderNote: Sendable, Hashable, CustomStringConvertible {
    /// A catalog key missing in the render's locale, resolved in another.
    case keyFromOtherLocale(key: String, missingIn: LanguageTag, used: LanguageTag)
    /// A server enum value the kit does not know, and what it did with it.
    case unknownValue(field: JSONPath, value: String, outcome: RenderOutcome)
    /// A local or server value that is not among the options the screen offers.
    case notOffered(field: JSONPath, value: String, among: OfferedValues)
    /// A note in the table's words, or the kit's for a gap it records.
    case described(TableWords)
    /// Two responses disagree on one value: `plan.baseline_overall 62 differs from
    /// paywall.baseline.overall 60`.
    case differs(JSONPath, value: String, from: JSONPath, otherValue: String)
    /// What a render did about an input, and why: `attempt.progress.stage_count is 4: the screen
    /// draws 3 rows`.
    case because(HiddenReason, RenderOutcome)

    /// The note as a golden, the JSON output and the preview print it.
    public var description: String {
        switch self {
        case .keyFromOtherLocale(let key, let missingIn, let used): "\(key): missing in \(missingIn); \(used) used"
        case .unknownValue(let field, let value, let outcome): "\(field): unknown value \"\(value)\" \(outcome)"
        case .notOffered(let field, let value, let among): "\(field) \"\(value)\" is not \(among)"
        case .described(let words): words.rawValue
        case .differs(let used, let value, let other, let otherValue):
            "\(used) \(value) differs from \(other) \(otherValue)"
        case .because(let reason, let words): "\(reason): \(words)"
        }
    }
}

extension Fallback {
    /// The fallbacks that fired on one element, as one: nil for none, the one, or `.all`.
    static func combined(_ fallbacks: [Fallback?]) -> Fallback? {
        let fired = fallbacks.compactMap { $0 }.flatMap { fallback -> [Fallback] in
            if case .all(let members) = fallback { return members }
            return [fallback]
        }
        return fired.isEmpty ? nil : fired.count == 1 ? fired[0] : .all(fired)
    }
}

extension HiddenReason {
    /// Several reasons as one: the one, or `.all`.
    static func combined(_ reasons: [HiddenReason]) -> HiddenReason {
        let members = reasons.flatMap(\.members)
        return members.count == 1 ? members[0] : .all(members)
    }
}

extension Fallback {
    /// True for a loading skeleton.
    public var isSkeleton: Bool {
        if case .skeleton = self { return true }
        return false
    }
}

extension RenderedElement.Content {
    /// The reason, when the content is hidden.
    public var hiddenReason: HiddenReason? {
        if case .hidden(let reason) = self { return reason }
        return nil
    }
}

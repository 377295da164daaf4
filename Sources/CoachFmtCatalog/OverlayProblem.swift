import CoachFmtContract

/// One thing wrong with a catalog overlay (``CatalogOverlay``): a key whose value was not
/// applied, a key the kit does not have, or a file refused whole. One bounded line each:
///
///     overlay zh-Hans: error: [argument-missing] home.quest_badge: argument 'xp' is missing (en has it)
///     overlay zh-Hans: error: [plural-categories] notif.risk.body: plural 'count' lacks other (zh-Hans uses other)
///     overlay zh-Hans: error: [extra-key] home.no_such_key: not in the en catalog; ignored
///     overlay zh-Hans: error: [overlay-json] malformed JSON: expected ',' or '}' at line 1, column
/// 24, found end of input
///
/// The rule names are those of `coach-fmt check` (Documentation/Catalog.md), plus the
/// `overlay-*` rules of a file refused whole and `entry-type` for an entry that is not an object
/// with a string `value`.
public struct OverlayProblem: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The key kept its previous value, or the whole file was refused.
        case error
        /// Reported, and the value applied (a translation made from an older en value).
        case warning
    }

    /// An error was not applied; a warning was.
    public let severity: Severity
    /// Where the overlay came from, as the line begins: `overlay zh-Hans`, or a file's path.
    public let origin: String
    /// The key, as the file spells it; nil for a problem of the whole file.
    public let key: String?
    /// A short stable name for the rule (`argument-missing`, `plural-categories`, `overlay-json`).
    public let rule: CatalogRule
    /// Why, in one sentence.
    public let reason: String

    /// A problem; the overlay reader makes these.
    init(_ severity: Severity, origin: String, key: String?, rule: CatalogRule, reason: String) {
        (self.severity, self.origin, self.key, self.rule, self.reason) = (severity, origin, key, rule, reason)
    }

    /// `origin: error: [rule] key: reason`, as `coach-fmt check` prints a problem; the key and
    /// origin are cut at ``EchoedInput/maximumBytes`` and the line at ``EchoedInput/maximumLineBytes``.
    public var description: String {
        let subject = key.map { EchoedInput.bounded($0) + ": " } ?? ""
        let line = "\(EchoedInput.bounded(origin)): \(severity.rawValue): [\(rule)] \(subject)\(reason)"
        return EchoedInput.cut(line, limit: EchoedInput.maximumLineBytes)
    }
}

import CoachFmtFormatting

/// The catalog as typed accessors, generated from `Resources/copy/en.json` by the build plugin
/// that compiles the catalog (as Xcode compiles a String Catalog into symbols): one per key,
/// grouped by the key's first segment, with the message's arguments as typed parameters, so a
/// misspelt key, a missing argument or a wrong label does not compile. For the copy an app
/// raises itself, outside the screens (notifications, toasts, alerts), and for any key a view
/// needs by name.
///
/// ```swift
/// CoachCopy.notif.dailyBody(title: "How a Small Team Cut Meeting Time in Half").string(for: .en)
/// // "“How a Small Team Cut Meeting Time in Half” is ready for today’s practice."
/// CoachCopy.notif.riskBody(count: 7).string(for: .zhHans)  // "今天练一次，保住连续 7 天的记录。"
/// CoachCopy.common.retry.string(for: .zhHans)              // "重试"
/// ```
///
/// A number argument (`number`, `plural`, `selectordinal`) is an `Int`, a plain argument a
/// `String`, and a `select` an enum of the source message's cases (`CoachCopy.a11y.DeltaDirection`:
/// `.up`, `.down`), so a case the message lacks does not compile.
public enum CoachCopy {}

/// A catalog message with its arguments, from a ``CoachCopy`` accessor: resolve it for a locale.
public struct CopyMessage: Sendable, Hashable {
    /// The catalog key (`notif.daily.body`).
    public let key: String
    /// The arguments by name, as the accessor's parameters gave them.
    public let arguments: [String: MessageValue]

    /// A message; only the generated accessors build these, so that an app cannot name a key
    /// the catalog lacks or arguments its message does not take.
    package init(_ key: String, _ arguments: [String: MessageValue] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The message in `locale` (a catalog locale, or the source locale's message when the
    /// locale lacks it or its translation fails to format), numbers and dates formatted for it.
    /// Never throws: a message that formats in no locale returns its key, which no copy reads like.
    /// `catalog` is the built-in one, or one with an overlay (``Catalog/overlaid(with:locale:)``).
    public func string(for locale: LanguageTag, timeZone: TimeZoneID = .utc, catalog: Catalog = .builtIn) -> String {
        if let text = try? catalog.format(key, locale: locale, timeZone: timeZone, arguments) { return text }
        if let text = try? catalog.format(key, locale: Catalog.sourceLocale, timeZone: timeZone, arguments) {
            return text
        }
        return key
    }
}

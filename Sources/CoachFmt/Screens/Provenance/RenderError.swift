import CoachFmtContract

/// Why an element could not be resolved: never shown as copy, the render reports it
/// (``RenderedScreen/errors``) and fails. A value with its data, worded only where a render is
/// printed, as ``HiddenReason`` is.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No catalog has the key, in the render's locale or in the source locale.
    case missingKey(String, locale: LanguageTag)
    /// The key's message failed to format with the element's arguments; `reason` is the
    /// formatter's sentence.
    case unformattable(key: String, locale: LanguageTag, reason: String)
    /// A formatter refused a value the element shows (a negative duration, a week that ends
    /// before it starts); `reason` is its sentence, which names the value.
    case unshowable(reason: String)

    /// One sentence naming the key or value: `home.quest.cta.start: no message in zh-Hans or the
    /// source locale`.
    public var description: String {
        switch self {
        case .missingKey(let key, let locale):
            "\(EchoedInput.bounded(key)): no message in \(locale) or the source locale"
        case .unformattable(let key, let locale, let reason): "\(EchoedInput.bounded(key)) (\(locale)): \(reason)"
        case .unshowable(let reason): reason
        }
    }
}

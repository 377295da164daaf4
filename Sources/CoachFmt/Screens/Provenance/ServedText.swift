/// A string the server localized for the UI language (an `Accept-Language` field), as a screen
/// shows it, with the response it was read from: ``RenderContext/served(_:from:)`` returns one.
///
/// It is not a `String`, so that every element built from it says so: ``RenderContext`` records
/// on that element, when it is built, that it shows a server string (`pseudo_served` in the
/// pseudo-locale) and, when the response was fetched in another UI locale, that it is stale and
/// in which language its words are.
struct ServedText: Hashable {
    /// The string as shown: as sent, or pseudo-localized as a whole in the pseudo-locale.
    let text: String
    /// The response the string was read from.
    let endpoint: Endpoint
}

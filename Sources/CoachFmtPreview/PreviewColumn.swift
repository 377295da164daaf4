import CoachFmt

/// One locale's column of a preview page: the screen rendered in that locale.
public struct PreviewColumn: Sendable {
    /// The column's locale, as the renderer used it.
    public let locale: LanguageTag
    /// The state rendered in that locale.
    public let screen: RenderedScreen

    /// A column showing `screen` under `locale`.
    public init(locale: LanguageTag, screen: RenderedScreen) {
        self.locale = locale
        self.screen = screen
    }

    /// A pseudo-locale (`en-XA`, `ar-XB`: the private-use regions Android uses for them): its
    /// overflow is reported, not failed, unless the box is fixed-size.
    public var isPseudo: Bool {
        let subtags = locale.identifier.split(separator: "-")
        return subtags.dropFirst().contains { $0 == "XA" || $0 == "XB" }
    }
}

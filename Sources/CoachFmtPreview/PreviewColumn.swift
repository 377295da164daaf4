import CoachFmt

/// One locale's column of a preview page: the screen rendered in that locale.
package struct PreviewColumn: Sendable {
    /// The column's locale, as the renderer used it.
    package let locale: LanguageTag
    /// The state rendered in that locale.
    package let screen: RenderedScreen

    /// Whose copy the column shows, when columns of one locale stand side by side: `built-in
    /// copy`, `draft: overlay.json`.
    package let copy: String?

    /// A column showing `screen` under `locale`.
    package init(locale: LanguageTag, screen: RenderedScreen, copy: String? = nil) {
        self.locale = locale
        self.screen = screen
        self.copy = copy
    }

    /// A pseudo-locale (`en-XA`, `ar-XB`: the private-use regions Android uses for them): its
    /// overflow is reported, not failed, unless the box is fixed-size.
    package var isPseudo: Bool {
        let subtags = locale.identifier.split(separator: "-")
        return subtags.dropFirst().contains { $0 == "XA" || $0 == "XB" }
    }
}

// The library carries the style data because an overlay's values are checked against it on the
// device; it is text, parsed on first use, so an app that overlays nothing pays nothing for it.

extension Glossary {
    /// `Resources/copy/glossary.json`, compiled into the library by the catalog plugin.
    package static let builtIn: Glossary = {
        // The plugin embeds the file and the test suite checks it, so it parses.
        (try? parse(CopyStyle.builtInGlossaryText, file: "Resources/copy/glossary.json")) ?? Glossary(terms: [])
    }()
}

extension CopyStyle {
    /// The rules with `Resources/copy/style.json` and the built-in glossary.
    package static let builtIn: CopyStyle = {
        (try? parse(builtInStyleText, file: "Resources/copy/style.json", glossary: .builtIn))
            ?? .empty(glossary: .builtIn)
    }()
}

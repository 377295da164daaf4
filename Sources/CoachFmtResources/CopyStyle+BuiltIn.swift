import CoachFmt

// The copy-style data is for checks (`coach-fmt check`, the tests), not for rendering, so it
// lives here with the notes and examples, out of the library an app links.

extension Glossary {
    /// `Resources/copy/glossary.json`, as embedded in this module.
    package static let builtIn: Glossary = {
        // The build embeds the file and the test suite checks it, so it parses.
        (try? parse(EmbeddedResources.text("copy/glossary.json") ?? "", file: "Resources/copy/glossary.json"))
            ?? Glossary(terms: [])
    }()
}

extension CopyStyle {
    /// The rules with `Resources/copy/style.json` and the built-in glossary.
    package static let builtIn: CopyStyle = {
        (try? parse(
            EmbeddedResources.text("copy/style.json") ?? "{}", file: "Resources/copy/style.json",
            glossary: .builtIn)) ?? .empty(glossary: .builtIn)
    }()

    /// The rules for a catalog directory, with the built-in ones for what it lacks.
    package static func load(directory: String) throws(CatalogError) -> CopyStyle {
        try load(directory: directory, fallback: .builtIn)
    }
}

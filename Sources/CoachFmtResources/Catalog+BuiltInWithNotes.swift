import CoachFmt

extension Catalog {
    /// The built-in catalog as its files have it: values, translator notes and source
    /// fingerprints, parsed on first use from `Resources/copy/` as embedded in this module.
    ///
    /// Its values are those of ``Catalog/builtIn``, the tables compiled into the library; the
    /// test suite checks that the two agree. `coach-fmt check` and the XLIFF export read this one.
    package static let builtInWithNotes: Catalog = {
        var messages: [LanguageTag: [String: CatalogEntry]] = [:]
        for locale in LocaleNegotiation.catalogLocales {
            let file = "copy/\(locale.identifier).json"
            // The build embeds these files and the test suite checks them, so they parse.
            messages[locale] = (try? parse(EmbeddedResources.text(file) ?? "{}", file: "Resources/" + file)) ?? [:]
        }
        return Catalog(messages: messages, origin: builtInOrigin)
    }()
}

import CoachFmt

/// Every catalog key the kit asks for, so the catalog check can tell a missing key from an
/// unused one: the keys the formatters read themselves, and every key the screens ask for while
/// rendering each example state in each locale, with a key built from a server enum counting for
/// its whole family (``RenderedScreen/catalogKeys``). Tooling: the library's catalog knows
/// nothing of screens.
package enum CatalogReferences {
    /// Keys the formatters read from the catalog themselves (`lang.<tag>`), whatever a screen asks.
    package static let formatterKeys = Set(LanguageNames.catalogKeys)

    /// The formatters' keys and every key the example states ask for.
    package static let keys: Set<String> = {
        var keys = formatterKeys
        guard let index = try? ExampleIndex.builtIn() else { return keys }
        for state in index.states {
            for locale in LocaleNegotiation.catalogLocales {
                guard let inputs = try? state.inputs(locale: locale) else { continue }
                let screen = ScreenRenderer.render(
                    state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now,
                    state: state.id, collectingCatalogKeys: true)
                keys.formUnion(screen.catalogKeys)
            }
        }
        return keys
    }()
}

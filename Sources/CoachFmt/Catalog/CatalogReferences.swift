/// Every catalog key the kit asks for, so the catalog check can tell a missing key from an
/// unused one: the formatters' keys, and every key the screen resolvers ask for while
/// rendering each example state in each locale.
public enum CatalogReferences {
    /// Keys the formatters use directly.
    public static let formatterKeys: Set<String> = {
        var keys: Set<String> = ["processing.eta", "common.read_seconds", "common.read_minutes", "secs_delta"]
        for locale in LocaleNegotiation.catalogLocales {
            keys.insert("lang.\(locale.identifier)")
            keys.insert("lang.short.\(locale.identifier)")
        }
        return keys
    }()

    public static let keys: Set<String> = {
        var keys = formatterKeys
        guard let index = try? ExampleIndex.builtIn() else { return keys }
        RenderContext.$collectsKeyFamilies.withValue(true) {
            for state in index.states {
                for locale in LocaleNegotiation.catalogLocales {
                    if let screen = try? state.render(locale: locale) { keys.formUnion(screen.catalogKeys) }
                }
            }
        }
        return keys
    }()
}

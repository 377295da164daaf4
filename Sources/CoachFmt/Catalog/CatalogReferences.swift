/// Every catalog key the kit asks for, so the catalog check can tell a missing key from an
/// unused one: the formatters' keys, and every key the screen resolvers ask for while rendering.
///
/// The library has no example states; `CatalogReferences.keys` in `CoachFmtResources` renders
/// each of them in each locale through ``keys(askedWhileRendering:)``.
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

    /// The formatters' keys and every key the screens that `render` renders ask for, with a key
    /// built from a server enum counting for its whole family (see `RenderContext.copy(enumKey:)`).
    package static func keys(askedWhileRendering render: () -> [RenderedScreen]) -> Set<String> {
        var keys = formatterKeys
        RenderContext.$collectsKeyFamilies.withValue(true) {
            for screen in render() { keys.formUnion(screen.catalogKeys) }
        }
        return keys
    }
}

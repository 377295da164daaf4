/// Every catalog key the kit asks for, in one place, so the catalog check can tell a missing
/// key from an unused one. Formatters and screen resolvers register their keys here.
public enum CatalogReferences {
    public static var keys: Set<String> {
        var keys: Set<String> = ["processing.eta", "common.read_seconds", "common.read_minutes", "secs_delta"]
        for locale in LocaleNegotiation.catalogLocales {
            keys.insert("lang.\(locale.identifier)")
            keys.insert("lang.short.\(locale.identifier)")
        }
        return keys
    }
}

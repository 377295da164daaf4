import CoachFmt

extension CatalogReferences {
    /// The formatters' keys and every key the screens ask for while rendering each example state
    /// in each locale.
    public static let keys: Set<String> = {
        guard let index = try? ExampleIndex.builtIn() else { return formatterKeys }
        return keys(askedWhileRendering: {
            index.states.flatMap { state in
                LocaleNegotiation.catalogLocales.compactMap { try? state.render(locale: $0) }
            }
        })
    }()
}

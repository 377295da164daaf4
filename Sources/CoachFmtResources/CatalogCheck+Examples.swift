import CoachFmt

extension CatalogCheck {
    /// A check of `catalog` against the keys the formatters and every example state ask for
    /// (``CatalogReferences/keys``), as `coach-fmt check` runs it.
    public init(_ catalog: Catalog) {
        self.init(catalog, referenced: CatalogReferences.keys)
    }
}

import CoachFmt

extension CatalogCheck {
    /// A check of `catalog` against the keys the formatters and every example state ask for
    /// (`CatalogReferences.keys`) and the built-in copy style, as `coach-fmt check` runs it.
    package init(_ catalog: Catalog, style: CopyStyle = .builtIn) {
        self.init(catalog, referenced: CatalogReferences.keys, style: style)
    }
}

import CoachFmt

extension CopyStyle {
    /// The rules for a catalog directory, with the built-in ones for what it lacks.
    package static func load(directory: String) throws(CatalogError) -> CopyStyle {
        try load(directory: directory, fallback: .builtIn)
    }
}

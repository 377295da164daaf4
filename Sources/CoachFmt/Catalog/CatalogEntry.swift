/// One catalog message: an ICU MessageFormat pattern and, in the source locale, a note that
/// tells translators what each argument is and where the string appears.
public struct CatalogEntry: Sendable, Equatable, Decodable {
    public let value: String
    public let note: String?

    public init(value: String, note: String? = nil) {
        self.value = value
        self.note = note
    }
}

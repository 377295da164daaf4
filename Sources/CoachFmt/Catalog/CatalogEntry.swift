/// One catalog message: an ICU MessageFormat pattern and, in the source locale, a note that
/// tells translators what each argument is and where the string appears.
///
/// A translated entry may record the ``SourceFingerprint`` of the `en` value it was translated
/// from (`"source_fingerprint"` in the JSON file); when `en` changes, the entry is stale.
public struct CatalogEntry: Sendable, Equatable, Decodable {
    public let value: String
    public let note: String?
    /// The fingerprint of the source value this translation was made from; nil when unknown.
    public let sourceFingerprint: String?

    public init(value: String, note: String? = nil, sourceFingerprint: String? = nil) {
        self.value = value
        self.note = note
        self.sourceFingerprint = sourceFingerprint
    }

    enum CodingKeys: String, CodingKey {
        case value, note
        case sourceFingerprint = "source_fingerprint"
    }
}

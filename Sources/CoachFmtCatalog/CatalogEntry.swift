/// One catalog message: an ICU MessageFormat pattern and, in the source locale, a note that
/// tells translators what each argument is and where the string appears.
///
/// A translated entry may record the ``SourceFingerprint`` of the `en` value it was translated
/// from (`"source_fingerprint"` in the JSON file); when `en` changes, the entry is stale.
package struct CatalogEntry: Sendable, Equatable, Decodable {
    /// The ICU MessageFormat pattern.
    package let value: String
    /// The note for translators (en), or its copy (zh-Hans).
    package let note: String?
    /// The fingerprint of the source value this translation was made from; nil when unknown.
    package let sourceFingerprint: String?

    /// An entry; zh-Hans entries record the fingerprint of the en value they were translated from.
    package init(value: String, note: String? = nil, sourceFingerprint: String? = nil) {
        self.value = value
        self.note = note
        self.sourceFingerprint = sourceFingerprint
    }

    enum CodingKeys: String, CodingKey {
        case value, note
        case sourceFingerprint = "source_fingerprint"
    }
}

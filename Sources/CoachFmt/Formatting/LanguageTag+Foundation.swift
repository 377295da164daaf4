internal import CICUShim

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LanguageTag {
    /// The tag of a Foundation `Locale` (`Locale.current`): `zh_Hans_CN` gives `zh-Hans-CN`, and
    /// `th_TH@calendar=buddhist` gives `th-TH-u-ca-buddhist`. Throws for an identifier ICU
    /// cannot write as BCP 47.
    public init(_ locale: Locale) throws(FormatError) {
        let id = locale.identifier
        guard id.contains("_") || id.contains("@") else {
            try self.init(id)
            return
        }
        guard id.utf8.count < 128 else { throw .invalidLanguageTag(id) }
        let tag: String
        do {
            tag = try id.withUTF8Bytes { bytes, count throws(ICUError) in
                try ICUString.make { cf_locale_from_icu_id(bytes, count, $0, $1, &$2) }
            }
        } catch {
            throw .invalidLanguageTag(id)
        }
        try self.init(tag)
    }
}

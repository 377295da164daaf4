import CoachFmtICU

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
            tag = try ICULocales.tag(ofICUIdentifier: id)
        } catch {
            throw .invalidLanguageTag(id)
        }
        try self.init(tag)
    }
}

import CICUShim

/// Which of a server-sent list of languages serves a device locale (`zh-Hans-CN` → `zh-Hans`),
/// with ICU's LocaleMatcher, so the onboarding list can put the device's language first.
enum LanguageMatching {
    private static let matchers = HandleCache<String, ICUHandle>(limit: 16)

    /// The entry of `supported` (as sent) that serves `desired`, or nil when none is the same
    /// language: a French device gets nil from `[en, zh-Hans]`, not the matcher's default.
    static func bestMatch(for desired: String, in supported: [String]) -> String? {
        guard let wanted = try? LanguageTag(desired) else { return nil }
        let tags = supported.compactMap { sent in (try? LanguageTag(sent)).map { (sent: sent, tag: $0) } }
        guard !tags.isEmpty else { return nil }
        let csv = tags.map(\.tag.identifier).joined(separator: ",")
        guard
            let matcher = try? matchers.handle(
                for: csv,
                open: { () throws(ICUError) in
                    try ICUHandle(closing: cf_matcher_close) { cf_matcher_open(csv, &$0) }
                }),
            let best = try? wanted.identifier.withUTF8Bytes({ bytes, count throws(ICUError) in
                try ICUString.make { cf_matcher_best(matcher.pointer, bytes, count, $0, $1, &$2) }
            }),
            let match = tags.first(where: { $0.tag.identifier.lowercased() == best.lowercased() })
        else { return nil }
        // The matcher answers its default (the first entry) when nothing fits.
        return language(of: match.tag) == language(of: wanted) ? match.sent : nil
    }

    /// The primary language subtag, lowercased (`zh` for `zh-Hans-CN`).
    private static func language(of tag: LanguageTag) -> Substring {
        tag.identifier.lowercased().prefix { $0 != "-" }
    }
}

extension RenderContext {
    /// The device locale (`local:Locale.current`), as the device reports it.
    var deviceLocale: String? { inputs.local?.device.locale }
}

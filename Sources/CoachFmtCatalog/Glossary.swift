import CoachFmtContract
import CoachFmtFormatting

/// The copy glossary (`Resources/copy/glossary.json`): each concept's canonical term per
/// locale and the variants known to be wrong.
///
/// ```swift
/// Glossary.builtIn.violations(in: "基础不错", locale: .zhHans)
/// // [glossary.band.good] “基础不错” → “基础良好”
/// Glossary.builtIn.violations(in: "Practise 2 topics", locale: .en)
/// // [glossary.us-spelling] “Practise” → “Practice” (US English throughout: …)
/// ```
package struct Glossary: Sendable, Decodable {
    /// One concept.
    package struct Term: Sendable, Decodable {
        /// `band.good`: the rule id is `glossary.band.good`.
        package let id: String
        /// The term to use, by locale identifier (`en`, `zh-Hans`).
        package let canonical: [String: String]
        /// Why the term is what it is, for translators and reviewers.
        package let note: String?
        /// Spellings known to be wrong for this concept.
        package let variants: [Variant]
    }

    /// A wrong way to say a term, and where it counts as wrong.
    package struct Variant: Sendable, Decodable {
        /// The locale identifier whose copy must not use it.
        package let locale: String
        /// The wrong text, as it appears.
        package let text: String
        /// What to write instead, when it is not the term's canonical text.
        package let use: String?
        /// Only when it is the whole string (a one-character tag such as `新`).
        package let whole: Bool?
        /// Not when one of these follows it: `简洁` flags `简洁：` but not `简洁度`.
        package let notFollowedBy: [String]?
        /// Only in these catalog keys, and in rendered elements formatted from them.
        package let keys: [String]?
        /// Why it is wrong, or which context it is wrong in.
        package let note: String?

        enum CodingKeys: String, CodingKey {
            case locale, text, use, whole, keys, note
            case notFollowedBy = "not_followed_by"
        }
    }

    /// Every concept's terms.
    package let terms: [Term]

    /// A glossary of `terms`.
    package init(terms: [Term]) { self.terms = terms }

    /// Parses a glossary file; errors name the file and the JSON path.
    package static func parse(_ json: String, file: String) throws(CatalogError) -> Glossary {
        do {
            return try ContractDecoder.decode(Glossary.self, from: Array(json.utf8), file: file)
        } catch {
            throw .malformed(error)
        }
    }

    /// The rule of each term, `glossary.<term id>`, in the file's order.
    package var rules: [CatalogRule] { terms.map { .glossary(term: $0.id) } }

    /// Every variant in `text`, once per variant, for copy in `locale`; `key` is the catalog
    /// key the text came from, when known (a variant scoped to keys needs it).
    package func violations(in text: String, locale: LanguageTag, key: String? = nil) -> [CopyStyle.Violation] {
        var found: [CopyStyle.Violation] = []
        for term in terms {
            for variant in term.variants where variant.locale == locale.identifier {
                if let keys = variant.keys, !keys.contains(key ?? "") { continue }
                guard variant.matches(in: text) else { continue }
                let replacement = variant.use ?? term.canonical[locale.identifier] ?? ""
                var message = "“\(variant.text)” → “\(replacement)”"
                if let note = variant.note ?? term.note, !note.isEmpty { message += " (\(note))" }
                found.append(CopyStyle.Violation(rule: .glossary(term: term.id), message: message))
            }
        }
        return found
    }
}

extension Glossary.Variant {
    /// True when the variant occurs in `text` under its conditions. A variant that starts or
    /// ends with a letter matches only where no letter continues the word (`practise` is not
    /// found in `practised`); Han variants match anywhere.
    func matches(in text: String) -> Bool {
        if whole == true { return text.trimmingSpaces == self.text }
        let haystack = Array(text.unicodeScalars)
        let needle = Array(self.text.unicodeScalars)
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        let wordStart = needle.first.map(Self.isLatinLetter) ?? false
        let wordEnd = needle.last.map(Self.isLatinLetter) ?? false
        var start = 0
        while start + needle.count <= haystack.count {
            defer { start += 1 }
            guard haystack[start..<start + needle.count].elementsEqual(needle) else { continue }
            let end = start + needle.count
            if wordStart, start > 0, Self.isLatinLetter(haystack[start - 1]) { continue }
            if wordEnd, end < haystack.count, Self.isLatinLetter(haystack[end]) { continue }
            if let following = notFollowedBy, !following.isEmpty {
                let rest = String(String.UnicodeScalarView(haystack[end...]))
                if following.contains(where: { rest.hasPrefix($0) }) { continue }
            }
            return true
        }
        return false
    }

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 && scalar.properties.isAlphabetic
    }
}

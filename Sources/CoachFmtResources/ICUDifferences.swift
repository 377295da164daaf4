import CoachFmt
import CoachFmtICU

/// What an ICU provider writes differently from the reference, Debian's ICU 72 (`SystemICU`),
/// whose output the golden files and the exact-output tests hold.
///
/// One file per provider, `Resources/icu/<provider>.json`. Each difference is declared, with the
/// reason, rather than tolerated: the golden test applies `goldenLines` to each golden and fails
/// on any other difference, or on a declared one that no longer occurs; `outputs` are CLI calls
/// whose output differs, each run by a test under every provider.
package struct ICUDifferences: Decodable, Sendable {
    /// A golden line that the provider writes differently.
    package struct GoldenLine: Decodable, Sendable {
        /// The screen state, `home/home--normal`.
        package let state: String
        /// The golden's locale, `en` or `zh-Hans`.
        package let locale: String
        /// The id of the element or part the line shows.
        package let element: String
        /// The line as the golden has it (ICU 72).
        package let reference: String
        /// The line this provider writes.
        package let actual: String
        /// Why it differs, naming the CLDR or ICU change.
        package let why: String
    }

    /// A CLI call whose output this provider writes differently.
    package struct Output: Decodable, Sendable {
        /// The arguments after `coach-fmt`.
        package let command: [String]
        /// The output under the reference ICU, without the final newline.
        package let reference: String
        /// The output under this provider.
        package let actual: String
        /// Why it differs.
        package let why: String
    }

    /// The provider this file describes (`ICUInfo.provider`).
    package let provider: String
    /// `ICUInfo.summary` under this provider, as golden headers print it.
    package let summary: String
    /// Golden lines this provider writes differently; none for the reference.
    package let goldenLines: [GoldenLine]
    /// CLI outputs this provider writes differently; none for the reference.
    package let outputs: [Output]

    enum CodingKeys: String, CodingKey {
        case provider, summary, outputs
        case goldenLines = "golden_lines"
    }

    /// The file of the ICU this build links (`ICUInfo.provider`); without one, an empty file
    /// whose summary matches no ICU, so that the test holding it to `ICUInfo.summary` fails.
    package static let current: ICUDifferences =
        (try? of(ICUInfo.provider)) ?? nil
        ?? ICUDifferences(provider: ICUInfo.provider, summary: "", goldenLines: [], outputs: [])

    /// The reference provider, whose output the goldens hold.
    package static let referenceProvider = "SystemICU"

    /// The reference provider's file: its summary is the one golden headers hold.
    package static let reference: ICUDifferences =
        (try? of(referenceProvider)) ?? nil
        ?? ICUDifferences(provider: referenceProvider, summary: "", goldenLines: [], outputs: [])

    /// The file of `provider`; nil when none is embedded.
    package static func of(_ provider: String) throws(ContractError) -> ICUDifferences? {
        guard let text = EmbeddedResources.text("icu/\(provider).json") else { return nil }
        return try ContractDecoder.decode(ICUDifferences.self, from: Array(text.utf8), file: "\(provider).json")
    }

    /// `golden` as this provider should write it: the reference summary in its header replaced
    /// by this one's, and each declared line of (state, locale) replaced. Returns the lines it
    /// declared but could not find, which a test reports as stale.
    package func apply(to golden: String, state: String, locale: String) -> (text: String, unmatched: [GoldenLine]) {
        let referenceSummary = Self.reference.summary
        var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let header = lines.first, header.hasPrefix("#"), header.hasSuffix(" · " + referenceSummary) {
            lines[0] = String(header.dropLast(referenceSummary.count)) + summary
        }
        var unmatched: [GoldenLine] = []
        for declared in goldenLines where declared.state == state && declared.locale == locale {
            if let index = lines.firstIndex(of: declared.reference) {
                lines[index] = declared.actual
            } else {
                unmatched.append(declared)
            }
        }
        return (lines.joined(separator: "\n"), unmatched)
    }

    /// The provider's value where a test expects the reference output `reference` of a CLI
    /// call or formatter: the declared `actual`, or `reference` itself when none is declared.
    package func expected(_ reference: String) -> String {
        outputs.first { $0.reference == reference }?.actual ?? reference
    }
}

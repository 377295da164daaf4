import CoachFmt
import CoachFmtICU

/// What an ICU version writes differently from the reference, ICU 72 as Debian builds it
/// (`SystemICU`), whose output the golden files and the exact-output tests hold.
///
/// One file per ICU major version, `Resources/icu/ICU<major>.json`, chosen by the version this
/// build runs (`ICUInfo.icuVersion`), whichever provider brought it: apple/swift-foundation-icu
/// at ICU 72 is held to the same file as Debian's ICU 72. Each difference is declared, with the
/// reason, rather than tolerated: the golden test applies `goldenLines` to each golden and fails
/// on any other difference, or on a declared one that no longer occurs; `outputs` are CLI calls
/// whose output differs, each run by a test under every ICU. A version with no file fails.
package struct ICUDifferences: Decodable, Sendable {
    /// A golden line that the ICU version writes differently.
    package struct GoldenLine: Decodable, Sendable {
        /// The screen state, `home/home--normal`.
        package let state: String
        /// The golden's locale, `en` or `zh-Hans`.
        package let locale: String
        /// The id of the element or part the line shows.
        package let element: String
        /// The line as the golden has it (ICU 72).
        package let reference: String
        /// The line this ICU version writes.
        package let actual: String
        /// Why it differs, naming the CLDR or ICU change.
        package let why: String
    }

    /// A CLI call whose output this ICU version writes differently.
    package struct Output: Decodable, Sendable {
        /// The arguments after `coach-fmt`.
        package let command: [String]
        /// The output under the reference ICU, without the final newline.
        package let reference: String
        /// The output under this ICU version.
        package let actual: String
        /// Why it differs.
        package let why: String
    }

    /// The ICU version this file describes, `76.1` (`ICUInfo.icuVersion`).
    package let icu: String
    /// Its CLDR version (`ICUInfo.cldrVersion`).
    package let cldr: String
    /// Its Unicode version (`ICUInfo.unicodeVersion`).
    package let unicode: String
    /// Golden lines this ICU version writes differently; none for the reference.
    package let goldenLines: [GoldenLine]
    /// CLI outputs this ICU version writes differently; none for the reference.
    package let outputs: [Output]

    enum CodingKeys: String, CodingKey {
        case icu, cldr, unicode, outputs
        case goldenLines = "golden_lines"
    }

    /// The major versions that have a file, in `Resources/icu/`.
    package static let declaredMajors = ["72", "76"]

    /// The major version of an ICU version: `76` of `76.1`.
    package static func major(of version: String) -> String {
        String(version.prefix { $0 != "." })
    }

    /// The major version this file describes.
    package var major: String { Self.major(of: icu) }

    /// The file of the ICU this build runs; without one, an empty file whose versions match no
    /// ICU, so that the test holding it to `ICUInfo.summary` fails and names the version.
    package static let current: ICUDifferences =
        (try? of(major: major(of: ICUInfo.icuVersion))) ?? nil
        ?? ICUDifferences(icu: "", cldr: "", unicode: "", goldenLines: [], outputs: [])

    /// The reference ICU version and provider, whose output the goldens hold.
    package static let referenceMajor = "72"
    /// The provider the goldens were recorded with, which their headers name.
    package static let referenceProvider = "SystemICU"

    /// The reference version's file.
    package static let reference: ICUDifferences =
        (try? of(major: referenceMajor)) ?? nil
        ?? ICUDifferences(icu: "", cldr: "", unicode: "", goldenLines: [], outputs: [])

    /// Whether this build runs the ICU the goldens were recorded with, provider included.
    package static var runsReference: Bool {
        ICUInfo.summary == reference.summary(provider: referenceProvider)
    }

    /// The file of ICU `major` (`"76"`); nil when none is embedded.
    package static func of(major: String) throws(ContractError) -> ICUDifferences? {
        guard let text = EmbeddedResources.text("icu/ICU\(major).json") else { return nil }
        return try ContractDecoder.decode(ICUDifferences.self, from: Array(text.utf8), file: "ICU\(major).json")
    }

    /// `ICUInfo.summary` for these versions under `provider`, as golden headers print it.
    package func summary(provider: String) -> String {
        "ICU \(icu) (\(provider)) · CLDR \(cldr) · Unicode \(unicode)"
    }

    /// `ICUInfo.summary` for these versions under the provider of this build.
    package var summary: String { summary(provider: ICUInfo.provider) }

    /// `golden` as this ICU should write it: the reference summary in its header replaced by
    /// this build's, and each declared line of (state, locale) replaced. Returns the lines it
    /// declared but could not find, which a test reports as stale.
    package func apply(to golden: String, state: String, locale: String) -> (text: String, unmatched: [GoldenLine]) {
        let referenceSummary = Self.reference.summary(provider: Self.referenceProvider)
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

    /// This ICU's value where a test expects the reference output `reference` of a CLI
    /// call or formatter: the declared `actual`, or `reference` itself when none is declared.
    package func expected(_ reference: String) -> String {
        outputs.first { $0.reference == reference }?.actual ?? reference
    }
}

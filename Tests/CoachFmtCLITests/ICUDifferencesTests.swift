import CoachFmt
import CoachFmtICU
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

/// Every output an ICU version declares different from the reference ICU, run under the ICU this
/// build links: it prints the declared value of its own version's file and the reference value
/// of every other, so a difference that stops occurring fails as surely as an undeclared one.
@Suite struct ICUDifferencesTests {
    static let files = ICUDifferences.declaredMajors.map { major in
        (major, try? ICUDifferences.of(major: major))
    }

    @Test(arguments: files.map(\.0))
    func declaredOutputsHold(major: String) throws {
        let file = try #require(Self.files.first { $0.0 == major }?.1, "no Resources/icu/ICU\(major).json")
        #expect(file.major == major)
        let tool = CommandLineTool()
        for output in file.outputs {
            let expected = major == ICUDifferences.major(of: ICUInfo.icuVersion) ? output.actual : output.reference
            let result = tool.run(output.command)
            #expect(result.exitCode == 0, "\(output.command)")
            #expect(result.stdout == expected + "\n", "coach-fmt \(output.command.joined(separator: " "))")
            #expect(!output.why.isEmpty && output.reference != output.actual)
        }
    }

    /// The file is the one of the running ICU's major version, whichever provider brought it, and
    /// a version without a file has none to borrow.
    @Test func theFileIsChosenByMajorVersion() throws {
        #expect(ICUDifferences.current.major == ICUDifferences.major(of: ICUInfo.icuVersion))
        #expect(ICUDifferences.major(of: "74.1") == "74")
        #expect(try ICUDifferences.of(major: "74") == nil)
        #expect(try ICUDifferences.of(major: "76")?.icu == "76.1")
        #expect(try ICUDifferences.of(major: "72")?.icu == "72.1")
    }

    /// The ICU each tag of apple/swift-foundation-icu carries, from its
    /// `icuSources/include/_foundation_unicode/uvernum.h`.
    static let foundationICUTags = ["0.0.8": "72", "0.0.9": "72", "0.0.10": "74"]

    /// The manifest admits one tag of apple/swift-foundation-icu, whose ICU has a file: a range
    /// would let an app resolve an ICU that no test has declared.
    @Test func theApplePinAdmitsOnlyADeclaredICU() throws {
        let manifest = try String(
            contentsOf: URL(fileURLWithPath: #filePath).appendingPathComponent("../../../Package.swift").standardized,
            encoding: .utf8)
        let url = #".package(url: "https://github.com/apple/swift-foundation-icu", "#
        let requirements = manifest.split(separator: "\n").filter { $0.contains(url) }
        #expect(requirements.count == 1)
        let requirement = try #require(requirements.first?.split(separator: url).last)
        let tag = try #require(requirement.firstMatch(of: /^exact: "([0-9.]+)"\)$/)?.1, "\(requirement)")
        let major = try #require(Self.foundationICUTags[String(tag)], "the ICU of tag \(tag) is not known")
        #expect(ICUDifferences.declaredMajors.contains(major))
    }
}

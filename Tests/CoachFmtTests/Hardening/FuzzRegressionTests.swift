import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// Every crash the fuzzers found, replayed through the same entry point: `<target>-crash-*`.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "FuzzRegressions")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    /// A missing or emptied folder would turn the replay into zero cases that pass.
    @Test func theRegressionsAreThere() {
        #expect(Self.files.count >= 1, "\(Self.folder.path) holds \(Self.files.count) regressions")
    }

    @Test(arguments: files)
    func replay(_ name: String) throws {
        let target = try #require(FuzzEntryPoints.targets[String(name.prefix { $0 != "-" })], "\(name) names no target")
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        bytes.withUnsafeBufferPointer { target($0) }
    }

    /// The first crash: an argument style holding a newline broke describe's line format.
    @Test func stylesWithNewlinesAndTabsAreDescribed() throws {
        let info = try MessageFormat.describe("{n, number, a\nb\tc\\d} {m}")
        #expect(info.map(\.name) == ["n", "m"])
        #expect(info[0].style == "a\nb\tc\\d")
    }
}

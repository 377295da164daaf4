import CoachFmt
import Foundation
import Testing

/// The README's "Use it in an app" example is ReadmeExample.swift, verbatim: it compiles with
/// only the imports it shows, and the view model it declares renders Home.
@Suite struct ReadmeExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func theReadmeShowsTheExampleVerbatim() throws {
        let readme = try String(
            contentsOf: Self.folder.appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
        let section = try #require(readme.range(of: "## Use it in an app"), "README has no \"Use it in an app\"")
        let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        let example = try String(
            contentsOf: Self.folder.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        #expect(String(readme[open.upperBound..<close.lowerBound]) + "\n" == example)
    }

    @MainActor @Test func theViewModelRendersHome() throws {
        let model = HomeViewModel()
        model.willLoadHome()
        #expect(model.screen?.section(HomeScreen.self)?[.questBadge]?.looks == [.style(.skeleton)])
        #expect(model.questBadge == nil)
        try model.didLoadHome([UInt8](JSONEncoder().encode(App.home)), locale: .zhHans)
        #expect(model.screen?.locale == .zhHans)
        #expect(model.screen?.staleEndpoints == [:])
        #expect(model.questBadge == "+45 XP")
    }
}

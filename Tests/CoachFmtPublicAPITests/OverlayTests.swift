import CoachFmt
import Foundation
import Testing

/// An app lays downloaded copy over the built-in catalog with the public API alone, and renders
/// with it.
@Suite struct OverlayTests {
    /// What an app's download gives it: the file's bytes as `Data`.
    static let download = Data(
        #"{"home.streak.label": {"value": "{count, plural, other {已连续练习 # 天}}"}, "home.quest.xp": {"value": "+XP"}, "home.gone": {"value": "旧"}}"#
            .utf8)

    @Test func anAppOverlaysCopyAndRendersWithIt() throws {
        let overlay = Catalog.builtIn.overlaid(with: Self.download, locale: .zhHans)
        #expect(overlay.appliedKeys == ["home.streak.label"])
        #expect(overlay.locale == .zhHans)
        #expect(!overlay.isRefused)
        #expect(
            overlay.problems.map(\.description) == [
                "overlay zh-Hans: error: [extra-key] home.gone: not in the en catalog; ignored",
                "overlay zh-Hans: error: [argument-missing] home.quest.xp: argument 'xp' is missing (en has it)",
            ])
        let problem = try #require(overlay.problems.last)
        #expect(problem.key == "home.quest.xp")
        #expect(problem.rule == .argumentMissing)
        #expect(problem.severity == .error)

        let screen = ScreenRenderer.render(
            .home, inputs: ScreenInputs(home: App.home, local: App.local), locale: .zhHans, timeZone: App.zone,
            now: App.now, catalog: overlay.catalog)
        #expect(screen.errors == [])
        #expect(screen.section(HomeScreen.self)?[.streakPill]?.text == "已连续练习 7 天")
        #expect(screen.section(HomeScreen.self)?[.streakPill]?.overlay == true)
        // The broken value kept the built-in one, which is not marked.
        #expect(screen.section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
        #expect(screen.section(HomeScreen.self)?[.questBadge]?.overlay == false)
        // The mark survives a round trip through JSON, as a cache would store the element.
        let pill = try #require(screen.section(HomeScreen.self)?[.streakPill])
        let decoded = try JSONDecoder().decode(RenderedElement.self, from: JSONEncoder().encode(pill.element))
        #expect(decoded.overlay == true)
        #expect(CoachCopy.home.streakLabel(count: 3).string(for: .zhHans, catalog: overlay.catalog) == "已连续练习 3 天")
    }

    @Test func aBrokenDownloadChangesNothing() {
        let overlay = Catalog.builtIn.overlaid(with: Data("{\"home.streak.label\": ".utf8), locale: .zhHans)
        #expect(overlay.isRefused)
        #expect(overlay.appliedKeys == [])
        #expect(overlay.problems.map(\.rule) == [.overlayJSON])
        #expect(CoachCopy.home.streakLabel(count: 3).string(for: .zhHans, catalog: overlay.catalog) == "连续练习 3 天")
    }
}

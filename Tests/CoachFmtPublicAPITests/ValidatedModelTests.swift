import CoachFmt
import Foundation
import Testing

/// A model an app decoded itself is held to the contract as its bytes are: whichever way it gets
/// in, a field outside `openapi.yaml` is a violation with its JSON path and is withheld.
@Suite struct ValidatedModelTests {
    static let brokenStreak = Streak(current: -5, longest: 12, todayDone: false, atRisk: false, freezes: 1)

    /// `App.home` with a streak of -5, as the app's own `JSONDecoder` reads it from the API.
    static func decodedByTheApp() throws -> Home {
        let home = App.home
        let broken = Home(
            localDate: home.localDate, localDateLabel: home.localDateLabel, greeting: home.greeting,
            displayName: home.displayName, streak: brokenStreak, level: home.level, todayQuest: home.todayQuest,
            quickPicks: home.quickPicks, topics: home.topics)
        return try JSONDecoder().decode(Home.self, from: JSONEncoder().encode(broken))
    }

    @Test func aNegativeStreakInADecodedModelIsAViolation() throws {
        let home = try Self.decodedByTheApp()
        #expect(home.streak.current == -5)
        let screen = App.render(.home, ScreenInputs(home: home, local: App.local), .en)
        #expect(
            screen.violations.map(\.description) == [
                "home: home.streak.current: expected an integer of at least 0, found -5"
            ])
        let pill = try #require(screen.section(HomeScreen.self)?[.streakPill])
        #expect(pill.isShown == false)
        #expect(pill.text == nil)
    }

    @Test func addingTheModelLaterChecksItToo() throws {
        var inputs = ScreenInputs(local: App.local)
        inputs.add(try Self.decodedByTheApp())
        #expect(inputs.violations.map(\.path) == ["home.streak.current"])
        #expect(inputs.violations.map(\.file) == ["home"])
        // A valid model replaces it, and its violations with it.
        inputs.add(App.home)
        #expect(inputs.violations.isEmpty)
        #expect(inputs.home == App.home)
    }

    @Test func theModelAndItsBytesRenderAlike() throws {
        let model = App.render(.home, ScreenInputs(home: try Self.decodedByTheApp(), local: App.local), .en)
        var fromBytes = ScreenInputs(local: App.local)
        try fromBytes.add(.home, bytes: [UInt8](JSONEncoder().encode(try Self.decodedByTheApp())), file: "home")
        let bytes = App.render(.home, fromBytes, .en)
        #expect(model.elements == bytes.elements)
        #expect(model.violations == bytes.violations)
    }
}

import CoachFmt
import Testing

/// What an app asks of the inputs before and after a render: what a screen reads, what it was
/// not given, local state held to the contract, and responses fetched in another UI locale.
@Suite struct ScreenInputsUsageTests {
    @Test func aScreenSaysWhatItReadsAndWhatIsMissing() {
        #expect(ScreenSection.home.inputs.endpoints == [.me, .home, .error])
        #expect(ScreenSection.home.inputs.local.contains("local.home.selectedTopic"))
        let inputs = ScreenInputs(home: App.home, local: App.local)
        #expect(inputs.missing(for: .home) == SectionInputs(endpoints: [.me], local: []))
        // Only the offline banner reads a cache time.
        let offline = LocalState(
            device: App.local.device, app: App.local.app, network: .init(satisfied: false), home: App.local.home)
        #expect(
            ScreenInputs(home: App.home, local: offline).missing(for: .home)
                == SectionInputs(endpoints: [.me], local: ["local.cache.home.fetchedAt"]))
        #expect(ScreenInputs().missing(for: .feedback).endpoints == [.attempt, .exemplar])
    }

    @Test func aLocalValueOutsideTheContractIsAViolation() {
        let local = LocalState(
            device: App.local.device, app: App.local.app, network: App.local.network,
            home: .init(selectedTopic: "opera"))
        let screen = App.render(.home, ScreenInputs(home: App.home, local: local), .en)
        #expect(
            screen.violations.map(\.description) == [
                "local: local.home.selectedTopic: expected one of home.topics[].id (tech), found \"opera\""
            ])
        #expect(screen.section(HomeScreen.self)?[.quickPick]?.isShown == false)
    }

    @Test func stringsFetchedInAnotherLocaleAreTaggedAndStale() {
        var inputs = ScreenInputs(home: App.home, local: App.local)
        inputs.acceptLanguage[.home] = .en
        let zh = App.render(.home, inputs, .zhHans)
        #expect(zh.section(HomeScreen.self)?[.greetingName]?.language == .en)
        #expect(zh.section(HomeScreen.self)?[.greetingName]?.stale == true)
        #expect(zh.staleEndpoints == [.home: .en])
        let en = App.render(.home, inputs, .en)
        #expect(en.staleEndpoints.isEmpty)
        #expect(en.section(HomeScreen.self)?[.greetingName]?.stale == false)
    }
}

import CoachFmt
import Foundation
import Testing

/// An app keeps its responses in a `ScreenStore`: the store records each one's fetch state, UI
/// locale and cache time, so nothing the screens need is tracked by hand.
@Suite struct ScreenStoreTests {
    /// Home's body as the API sends it, fetched in English.
    static let homeBytes = try! [UInt8](JSONEncoder().encode(App.home))
    static let fetchedAt = Timestamp(epochMilliseconds: 1_795_786_200_000, offsetMinutes: -300)

    static func render(_ store: ScreenStore, _ section: ScreenSection, _ locale: LanguageTag) -> RenderedScreen {
        store.render(section, locale: locale, timeZone: App.zone, now: App.now)
    }

    @Test func aStoreRendersAsTheLowLevelAPI() throws {
        let overlay = Catalog.builtIn.overlaid(with: OverlayTests.download, locale: .zhHans).catalog
        var store = ScreenStore(local: App.local, catalog: overlay)
        store.willFetch(.home)
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .en, at: Self.fetchedAt)
        let local = LocalState(
            device: App.local.device, app: App.local.app, network: App.local.network,
            cache: ["home": .init(fetchedAt: Self.fetchedAt)], fetch: ["home": .known(.loaded)], home: App.local.home)
        let inputs = ScreenInputs(home: App.home, local: local, acceptLanguage: [.home: .en])
        for locale in [LanguageTag.en, .zhHans] {
            let low = ScreenRenderer.render(
                .home, inputs: inputs, locale: locale, timeZone: App.zone, now: App.now, catalog: overlay)
            #expect(Self.render(store, .home, locale) == low)
        }
        #expect(store.records[.home] == .init(fetch: .loaded, locale: .en, fetchedAt: Self.fetchedAt))
        #expect(store.missing(for: .home) == SectionInputs(endpoints: [.me], local: []))
    }

    @Test func aLocaleSwitchMarksTheResponseStaleWithNoManualBookkeeping() throws {
        var store = ScreenStore(local: App.local)
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .en, at: Self.fetchedAt)
        let zh = Self.render(store, .home, .zhHans)
        #expect(zh.section(HomeScreen.self)?[.greetingName]?.text == "Good morning，Mia")
        #expect(zh.section(HomeScreen.self)?[.greetingName]?.language == .en)
        #expect(zh.section(HomeScreen.self)?[.greetingName]?.stale == true)
        #expect(zh.staleEndpoints == [.home: .en])
        #expect(Self.render(store, .home, .en).staleEndpoints.isEmpty)
        // Fetched again after the switch: no longer stale.
        store.didFetch(App.home, locale: .zhHans, at: App.now)
        let again = Self.render(store, .home, .zhHans)
        #expect(again.staleEndpoints.isEmpty)
        #expect(again.section(HomeScreen.self)?[.greetingName]?.stale == false)
    }

    @Test func aLoadingScreenShowsSkeletonsThenTheResponse() throws {
        var store = ScreenStore(local: App.local)
        store.willFetch(.home)
        #expect(store.records[.home]?.fetch == .loading)
        let waiting = Self.render(store, .home, .en)
        #expect(waiting.section(HomeScreen.self)?[.questBadge]?.content == .visual)
        #expect(waiting.section(HomeScreen.self)?[.questBadge]?.looks == [.style(.skeleton)])
        #expect(waiting.section(HomeScreen.self)?[.streakPill]?.looks == [.style(.skeleton)])
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .en, at: Self.fetchedAt)
        #expect(Self.render(store, .home, .en).section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
    }

    @Test func offlineAfterAFailedRefreshShowsTheCachedResponseAndItsTime() throws {
        var store = ScreenStore(local: App.local)
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .en, at: Self.fetchedAt)
        store.setLocal(
            LocalState(
                device: App.local.device, app: App.local.app, network: .init(satisfied: false), home: App.local.home))
        store.willFetch(.home)
        try store.didFail(.home)
        #expect(store.records[.home]?.fetch == .failed)
        let cached = Self.render(store, .home, .en)
        #expect(cached.section(HomeScreen.self)?[.offlineBanner]?.text == "Offline · updated 8:30\u{202F}AM")
        #expect(cached.section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
        // Offline with nothing fetched, the banner's time is what is missing.
        let empty = ScreenStore(local: store.inputs.local!)
        #expect(
            empty.missing(for: .home) == SectionInputs(endpoints: [.me, .home], local: ["local.cache.home.fetchedAt"]))
    }

    @Test func theOverlayReachesEveryRenderAndEveryCopyString() throws {
        let overlay = Catalog.builtIn.overlaid(with: OverlayTests.download, locale: .zhHans).catalog
        var store = ScreenStore(local: App.local, catalog: overlay)
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .zhHans, at: Self.fetchedAt)
        let home = Self.render(store, .home, .zhHans)
        #expect(home.section(HomeScreen.self)?[.streakPill]?.text == "已连续练习 7 天")
        #expect(home.section(HomeScreen.self)?[.streakPill]?.overlay == true)
        #expect(store.string(CoachCopy.home.streakLabel(count: 3), locale: .zhHans) == "已连续练习 3 天")
        let builtIn = ScreenStore(local: App.local)
        #expect(builtIn.string(CoachCopy.home.streakLabel(count: 3), locale: .zhHans) == "连续练习 3 天")
    }

    @Test func aBrokenBodyLeavesTheStoreAsItWas() throws {
        var store = ScreenStore(local: App.local)
        try store.didFetch(.home, bytes: Self.homeBytes, locale: .en, at: Self.fetchedAt)
        #expect(throws: ContractError.self) {
            try store.didFetch(.home, bytes: Array("{\"greeting\": ".utf8), locale: .zhHans, at: App.now)
        }
        #expect(store.records[.home] == .init(fetch: .loaded, locale: .en, fetchedAt: Self.fetchedAt))
        #expect(store.inputs.home == App.home)
    }
}

import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md, "General fallbacks (unless a row says otherwise)": Loading, Offline and Null
/// optional number, for every section that reads a response, in one normal state each.
///
/// Global is left out: its sheets, alerts and toast lie over another screen, which shows the
/// banner and the skeletons, and its own `offline toast` row is its offline fallback. Processing
/// has no banner: its `offline` card is the row that says otherwise (held below).
@Suite struct GeneralFallbackTests {
    /// One normal state per section, each in New York, and the response its request fetches.
    struct Case: Sendable, CustomTestStringConvertible {
        let state: String
        let request: Endpoint
        var testDescription: String { state }
    }

    static let cases: [Case] = [
        .init(state: "onboarding/scenario", request: .topics),
        .init(state: "diagnostic/diag-read--normal", request: .session),
        .init(state: "plan/plan--default", request: .plan),
        .init(state: "paywall/paywall--default", request: .paywall),
        .init(state: "home/home--normal", request: .home),
        .init(state: "library/library--list", request: .articles),
        .init(state: "read/read--normal", request: .session),
        .init(state: "record/record--idle", request: .session),
        .init(state: "processing/processing--transcribing", request: .attempt),
        .init(state: "feedback/feedback--full", request: .attempt),
        .init(state: "complete/complete--improved", request: .settlement),
        .init(state: "growth/growth--ready", request: .growth),
        .init(state: "profile/settings--default", request: .me),
    ]

    @Test func everySectionButGlobalIsCovered() {
        let covered = Set(Self.cases.compactMap { try? ExampleIndex.builtIn().state($0.state)?.section })
        #expect(covered == Set(ScreenSection.allCases).subtracting([.global]))
    }

    // MARK: Inputs

    /// The state's inputs without `dropped`, with its local state changed by `change`.
    static func inputs(
        _ state: ExampleIndex.State, _ locale: LanguageTag, dropping dropped: Set<Endpoint> = [],
        _ change: (LocalState) -> LocalState = { $0 }
    ) throws -> ScreenInputs {
        var inputs = ScreenInputs()
        let folder = locale == .zhHans ? "zh-Hans" : "en"
        for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
            guard let endpoint = Endpoint(rawValue: name), !dropped.contains(endpoint) else { continue }
            try inputs.add(endpoint, bytes: Array(try Examples.text("\(folder)/\(file)").utf8), file: file)
        }
        inputs.local = change(try #require(inputs.local))
        return inputs
    }

    static func render(_ state: ExampleIndex.State, _ locale: LanguageTag, _ inputs: ScreenInputs) -> RenderedScreen {
        ScreenRenderer.render(
            state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
    }

    static func state(_ id: String) throws -> ExampleIndex.State {
        try #require(try ExampleIndex.builtIn().state(id))
    }

    /// Every text of the element and its parts.
    static func texts(_ element: RenderedElement) -> [String] {
        (element.text.map { [$0] } ?? []) + element.parts.flatMap(texts)
    }

    // MARK: Loading

    @Test(arguments: cases)
    func aLoadingRequestShowsSkeletonsWhereItsDataGoes(_ test: Case) throws {
        let state = try Self.state(test.state)
        for locale in [LanguageTag.en, .zhHans] {
            let loading = Self.render(
                state, locale,
                try Self.inputs(state, locale, dropping: [test.request]) { $0.with(fetch: [test.request: .loading]) })
            // The same inputs, with nothing said about the request: what shows without its data.
            let absent = Self.render(state, locale, try Self.inputs(state, locale, dropping: [test.request]))
            #expect(loading.elements.map(\.id) == absent.elements.map(\.id), "\(locale): rows changed")
            var skeletons = 0
            for (shown, without) in zip(loading.elements, absent.elements) {
                guard shown != without else {
                    // Unchanged: then it waited on nothing, and shows nothing of the request.
                    #expect(
                        RenderedElement.waitingEndpoint(without.reads, [test.request]) == nil || !without.isShown,
                        "\(locale) \(shown.id): shows \(Self.texts(shown)) while \(test.request) loads")
                    continue
                }
                skeletons += 1
                #expect(shown.content == .visual, "\(locale) \(shown.id)")
                #expect(shown.looks == [.style(.skeleton)], "\(locale) \(shown.id)")
                #expect(shown.parts.isEmpty && shown.key == nil && shown.arguments == nil, "\(locale) \(shown.id)")
                #expect(shown.accessibilityLabel == nil && Self.texts(shown).isEmpty, "\(locale) \(shown.id)")
                #expect(shown.fallback == .skeleton(loading: test.request), "\(locale) \(shown.id)")
                #expect(shown.sources == without.sources, "\(locale) \(shown.id)")
            }
            #expect(skeletons > 0, "\(locale): no skeleton while \(test.request) loads")
            // "Never "0" or "—" for a number that is still loading."
            for element in loading.elements where element.fallback?.isSkeleton == true {
                #expect(!Self.texts(element).contains { $0 == "0" || $0 == "—" }, "\(element.id)")
            }
        }
    }

    @Test func homeWhileLoadingIsSkeletonsUnderItsTabBar() throws {
        let state = try Self.state("home/home--loading")
        let screen = try state.render(locale: .en)
        let skeletons = screen.elements.filter { $0.looks == [.style(.skeleton)] }.map(\.id)
        #expect(skeletons.count == 20)
        #expect(skeletons.first == "home.streak_pill" && skeletons.contains("home.quest_badge"))
        #expect(screen[HomeScreen.Element.questBadge]?.fallback == .skeleton(loading: .home))
        #expect(screen[HomeScreen.Element.tabBar]?.parts.map(\.text) == ["Today", "Practice", "Progress", "Profile"])
        #expect(screen[HomeScreen.Element.offlineBanner]?.content == .hidden(reason: .online))
    }

    @Test func aRefreshKeepsTheResponseItHolds() throws {
        let state = try Self.state("home/home--normal")
        let refreshing = Self.render(
            state, .en, try Self.inputs(state, .en) { $0.with(fetch: [.home: .loading]) })
        #expect(refreshing.elements == (try state.render(locale: .en)).elements)
        #expect(refreshing[HomeScreen.Element.questBadge]?.text == "+45 XP")
    }

    @Test func anErrorEndsTheLoad() throws {
        let state = try Self.state("home/home--error")
        let failed = Self.render(state, .en, try Self.inputs(state, .en) { $0.with(fetch: [.home: .loading]) })
        #expect(failed.elements == (try state.render(locale: .en)).elements)
    }

    @Test func aFetchStateNamesARequestAndOneOfItsStates() {
        let local = LocalState(
            device: .init(locale: "en-US", notificationsAuthorized: true), app: .init(version: "1.4.2"),
            network: .init(satisfied: true), fetch: ["homee": .known(.loading), "home": .unknown("pending")])
        let checked = ScreenInputs(local: local).checkingLocal()
        let requests =
            "me, home, session, attempt, exemplar, settlement, articles, topics, growth, weekly_quests, plan, "
            + "paywall, config, storekit"
        #expect(
            checked.violations.map(\.description) == [
                "local: local.fetch.home: expected loading, loaded or failed, found \"pending\"",
                "local: local.fetch.homee: expected one of \(requests), found \"homee\"",
            ])
        // The unknown endpoint is dropped; the unknown state stays, and waits on nothing.
        #expect(checked.local?.fetch == ["home": .unknown("pending")])
    }

    // MARK: Offline

    /// When each cache was fetched: the request's response 40 minutes before the others.
    static let earlier = try! Timestamp(parsing: "2026-11-27T12:40:00Z")
    static let later = try! Timestamp(parsing: "2026-11-27T13:20:00Z")

    /// The banner each section shows offline with every response cached: New York time of the
    /// earliest cache its row reads (`home.offline` on Home; Record's reads that of `session`, as
    /// Read's does; Processing's offline card instead).
    static func expectedBanner(_ section: ScreenSection, _ locale: LanguageTag, earliest: Bool) -> String? {
        let time = locale == .en ? (earliest ? "7:40\u{202F}AM" : "8:20\u{202F}AM") : (earliest ? "07:40" : "08:20")
        switch (section, locale) {
        case (.processing, _): return nil
        case (.home, .en): return "Offline · updated \(time)"
        case (.home, _): return "离线 · 更新于 \(time)"
        case (_, .en): return "You’re offline. Showing what was saved at \(time)."
        default: return "当前离线，显示的是 \(time) 保存的内容。"
        }
    }

    @Test(arguments: cases)
    func offlineKeepsTheCachedValuesUnderABannerWithTheEarliestCacheTime(_ test: Case) throws {
        let state = try Self.state(test.state)
        for locale in [LanguageTag.en, .zhHans] {
            let online = Self.render(state, locale, try Self.inputs(state, locale))
            var cache: [Endpoint: Timestamp] = [:]
            for endpoint in state.section.inputs.endpoints { cache[endpoint] = Self.later }
            cache[test.request] = Self.earlier
            let offline = Self.render(
                state, locale, try Self.inputs(state, locale) { $0.with(network: false, cache: cache) })
            #expect(offline.elements.map(\.id) == online.elements.map(\.id))
            let banner = offline.element(id: "\(state.section.shortName).offline_banner")
            guard let expected = Self.expectedBanner(state.section, locale, earliest: readsCache(banner, test.request))
            else {
                // Processing: no banner row; its offline card shows.
                #expect(banner == nil)
                #expect(offline[ProcessingScreen.Element.offline]?.isShown == true)
                continue
            }
            #expect(banner?.text == expected, "\(locale)")
            // The cached values stay as they were online.
            for (cached, live) in zip(offline.elements, online.elements) where cached.id != banner?.id {
                #expect(cached.content == live.content, "\(locale) \(cached.id)")
                #expect(cached.parts.map(\.content) == live.parts.map(\.content), "\(locale) \(cached.id)")
            }
            #expect(online.element(id: banner?.id ?? "")?.content == .hidden(reason: .online))
        }
    }

    /// Whether the banner reads the cache of `endpoint` (Profile's reads only `me`'s).
    func readsCache(_ banner: RenderedElement?, _ endpoint: Endpoint) -> Bool {
        banner?.sources.contains("local:cache.\(endpoint.rawValue).fetchedAt") == true
    }

    @Test(arguments: cases)
    func offlineWithNothingCachedSaysSo(_ test: Case) throws {
        let state = try Self.state(test.state)
        let id = "\(state.section.shortName).offline_banner"
        for locale in [LanguageTag.en, .zhHans] {
            let en = locale == .en
            // The responses held, but no cache time: the banner without a time.
            let uncached = Self.render(
                state, locale, try Self.inputs(state, locale) { $0.with(network: false, cache: [:]) })
            // Nothing held either: nothing saved to show.
            let empty = Self.render(
                state, locale,
                try Self.inputs(state, locale, dropping: Set(state.section.inputs.endpoints)) {
                    $0.with(network: false, cache: [:])
                })
            guard state.section != .processing else {
                #expect(uncached.element(id: id) == nil && empty.element(id: id) == nil)
                continue
            }
            let noTime = en ? "You’re offline. Showing saved content." : "当前离线，显示的是已保存的内容。"
            let nothing = en ? "You’re offline. Nothing has been saved to show yet." : "当前离线，还没有可显示的已保存内容。"
            #expect(uncached.element(id: id)?.text == noTime, "\(locale)")
            #expect(empty.element(id: id)?.text == nothing, "\(locale)")
        }
    }

    /// "the cache time": one from before today names its date, so that yesterday's 9:08 is not
    /// read as this morning's. en is checked by its pieces, since CLDR 46 joins a date and a
    /// time with "at" where CLDR 42 uses a comma (zh-Hans, unchanged, is in the screen cases).
    @Test func anOldCacheTimeNamesItsDate() throws {
        let yesterday = try CoachFmtTests.render(
            "feedback/feedback--offline", "en",
            changes: [.set(.local, "cache.attempt.fetchedAt", .string("2026-11-26T09:08:00-05:00"))])
        let banner = try #require(yesterday.element(id: "feedback.offline_banner")?.text)
        #expect(banner.hasPrefix("You’re offline. Showing what was saved at Nov 26"), "\(banner)")
        #expect(banner.hasSuffix("9:08\u{202F}AM."), "\(banner)")
        #expect(!banner.contains("2026"), "\(banner)")
        let lastYear = try CoachFmtTests.render(
            "feedback/feedback--offline", "en",
            changes: [.set(.local, "cache.attempt.fetchedAt", .string("2025-11-26T09:08:00-05:00"))])
        let old = try #require(lastYear.element(id: "feedback.offline_banner")?.text)
        #expect(old.contains("Nov 26, 2025") && old.hasSuffix("9:08\u{202F}AM."), "\(old)")
        let lastNight = try CoachFmtTests.render(
            "home/home--offline", "en",
            changes: [.set(.local, "cache.home.fetchedAt", .string("2026-11-26T19:42:00-05:00"))])
        let home = try #require(lastNight.element(id: "home.offline_banner")?.text)
        #expect(home.hasPrefix("Offline · updated Nov 26") && home.hasSuffix("7:42\u{202F}PM"), "\(home)")
        // Today's cache keeps the time alone.
        let today = try CoachFmtTests.render("feedback/feedback--offline", "en", changes: [])
        #expect(
            today.element(id: "feedback.offline_banner")?.text
                == "You’re offline. Showing what was saved at 9:08\u{202F}AM.")
    }

    // MARK: Null optional number

    /// "Null optional number: hide the element, never 0": each number of the state's responses
    /// that the contract lets be null is made null alone, and no element that reads it shows a
    /// "0" it did not show before.
    @Test func aNullOptionalNumberNeverShowsAsZero() throws {
        var nulled = 0
        for test in Self.cases { nulled += try Self.nullNumbers(test) }
        #expect(nulled > 20, "optional numbers made null: \(nulled)")
    }

    /// Checks each optional number of `test`'s responses made null; how many there were.
    static func nullNumbers(_ test: Case) throws -> Int {
        let state = try Self.state(test.state)
        let reference = MutationTests.render(state, try state.inputs(locale: .en), .en)
        var nulled = 0
        for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
            guard let endpoint = Endpoint(rawValue: name), endpoint != .local, endpoint != .storekit else { continue }
            let tree = try JSONParser.parse(Array(try Examples.text("en/\(file)").utf8))
            for (path, value) in MutationTests.paths(tree) {
                guard case .number = value else { continue }
                let mutated = Array(MutationTests.replacing(tree, at: path[...], with: .null).compactText.utf8)
                guard case .success(let inputs) = try MutationTests.inputs(state, file: name, bytes: mutated),
                    inputs.violations.isEmpty
                else { continue }
                nulled += 1
                let field = MutationTests.pathText(name, path)
                let screen = MutationTests.render(state, inputs, .en)
                #expect(screen.elements.map(\.id) == reference.elements.map(\.id), "\(field): rows changed")
                for (element, before) in zip(screen.elements, reference.elements)
                where element.reads.contains(where: {
                    $0.paths.contains { JSONPath(violationPath: field).map($0.overlaps) ?? false }
                }) {
                    #expect(
                        Self.zeros(element) <= Self.zeros(before),
                        "\(field) null: \(element.id) shows \(Self.texts(element))")
                }
            }
        }
        return nulled
    }

    /// How many numbers "0" the element's texts hold.
    static func zeros(_ element: RenderedElement) -> Int {
        texts(element).reduce(0) { count, text in
            count + text.split(whereSeparator: { !$0.isNumber }).filter { $0 == "0" }.count
        }
    }
}

extension LocalState {
    /// This state with its network, caches or fetch states replaced.
    func with(
        network: Bool? = nil, cache: [Endpoint: Timestamp]? = nil, fetch: [Endpoint: FetchState]? = nil
    ) -> LocalState {
        LocalState(
            device: device, app: app, network: network.map { .init(satisfied: $0) } ?? self.network,
            cache: cache.map {
                Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, CacheEntry(fetchedAt: $0.value)) })
            } ?? self.cache,
            fetch: fetch.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, Open.known($0.value)) }) }
                ?? self.fetch,
            recorder: recorder, interruption: interruption, reader: reader, player: player, uploadQueue: uploadQueue,
            audio: audio, home: home, library: library, paywall: paywall, onboarding: onboarding)
    }
}

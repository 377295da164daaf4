import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The row tables' sources as `swift run generate-sources` read them from `Resources/screens/rows.json`,
/// the device phrases' one table, and the typed sources the resolvers write themselves.
@Suite struct SourceTests {
    /// Every source of every row, each once.
    static let rowSources = ScreenSection.allCases.flatMap(\.rowSources)

    @Test func aDerivedValueReadsTheFieldsItsRuleNames() {
        let reason = PlanScreen.Element.reason.sources
        #expect(
            reason.map(\.text) == [
                "derived: lowest assessment.dimensions.<key>.score", "assessment.dimensions.structure.note",
            ])
        #expect(
            reason.map(\.reading) == [
                .derived(
                    rule: "lowest assessment.dimensions.<key>.score",
                    from: [JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "score")]),
                .field(JSONPath(.attempt, "assessment", "dimensions", "structure", "note")),
            ])
        let timeline = PaywallScreen.Element.timelineDates.sources
        #expect(
            timeline.map(\.reading) == [
                .derived(rule: "today", from: []), .field(JSONPath(.paywall, "products", .item, "trial_days")),
                .field(JSONPath(.storekit, .item, "introductoryOffer")),
                .field(JSONPath(.paywall, "plan_preview", "days", .item, "date")),
            ])
        #expect(timeline[0].paths == [])
    }

    @Test func filtersAndIndicesReadAnItem() {
        #expect(
            RecordScreen.Element.lastDurationR2.sources.map(\.reading) == [
                .field(JSONPath(.session, "attempts", .item, "duration_ms"))
            ])
        #expect(
            HomeScreen.Element.quickPick.sources.map(\.reading) == [
                .field(JSONPath(.home, "quick_picks", .item)), .field(JSONPath(.local, "home", "selectedTopic")),
                .field(JSONPath(.home, "topics", .item, "glyph")),
                .field(JSONPath(.home, "topics", .item, "color_token")),
            ])
    }

    @Test func objectsNamedWithoutTheirResponseReadFromIt() {
        #expect(
            HomeScreen.Element.error.sources.flatMap(\.paths) == [
                JSONPath(.error, "error", "code"), JSONPath(.error, "error", "message"),
                JSONPath(.error, "error", "request_id"),
            ])
        let chips = OnboardingScreen.Element.scenarioTopicChips.sources
        #expect(chips.map(\.text) == ["topics[].name", "onboarding.preferred_topics"])
        #expect(
            chips.map(\.reading) == [.field(JSONPath(.topics, "topics", .item, "name")), .answer(["preferred_topics"])])
        #expect(
            chips[1].paths == [
                JSONPath(.me, "onboarding", "preferred_topics"), JSONPath(.local, "onboarding", "preferred_topics"),
            ])
    }

    @Test func requestsAndCatalogFamiliesReadNoInput() {
        let cta = ReadScreen.Element.cta.sources
        #expect(
            cta.map(\.reading) == [
                .request(method: "POST", target: "/v1/sessions/{id}/reading-complete"),
                .field(JSONPath(.local, "reader", "openedAt")),
            ])
        #expect(cta[0].paths == [])
        #expect(
            FeedbackScreen.Element.dimensionName.sources.map(\.reading) == [
                .catalogFamily("dimension.<key>"),
                .field(JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "label")),
            ])
        #expect(FeedbackScreen.Element.dimensionName.sources[0].paths == [])
    }

    @Test func theOfflineBannerReadsTheNetworkAndItsCacheTimes() {
        let banner = HomeScreen.Element.offlineBanner.sources
        #expect(banner.map(\.text) == ["device network", "local:cache.home.fetchedAt"])
        #expect(banner.map(\.reading) == [.local(.network), .local(.cacheTime(.home))])
        #expect(banner.flatMap(\.paths).map(\.description) == ["local.network", "local.cache.home.fetchedAt"])
        #expect(
            OnboardingScreen.Element.offlineBanner.sources.compactMap(RenderContext.cachedEndpoint) == [
                .me, .session, .topics, .paywall, .config,
            ])
    }

    /// The device phrases the row tables write, each with its typed input: the generator's one
    /// table covers them all (a phrase it lacks fails the build), and nothing else names them.
    @Test func everyDevicePhraseOfTheTablesIsATypedInput() {
        var inputs: [String: LocalInput] = [:]
        for source in Self.rowSources {
            guard case .local(let input) = source.reading else { continue }
            if case .cacheTime = input { continue }
            inputs[source.text] = input
        }
        #expect(
            inputs == [
                "AVAudioApplication.recordPermission": .recordPermission,
                "AVAudioSession.interruptionNotification": .interruption, "NWPathMonitor.status": .network,
                "UNUserNotificationCenter status": .notificationsAuthorized, "device network": .network,
                "local:Locale.current": .deviceLocale,
            ])
        #expect(
            [LocalInput.network, .recordPermission, .deviceLocale, .notificationsAuthorized, .interruption].map(
                \.path.description)
                == [
                    "local.network", "local.recorder.permission", "local.device.locale",
                    "local.device.notificationsAuthorized", "local.interruption",
                ])
        #expect(!Self.rowSources.contains { $0.reading == .textOnly })
    }

    /// A resolver's own sources read as the table's do, and are written as it writes them.
    @Test func typedSourcesAreWrittenAsTheTableWritesThem() throws {
        let written: [Source] = [
            .assessment("evidence", .item, "start_ms"), .field(.local, "uploadQueue", "state"), .errorBody("code"),
            .answer("goal"), .field(.home, "topics", .item, "name"), .field(.session, "language"),
        ]
        for source in written {
            let row = try #require(Self.rowSources.first { $0.text == source.text }, "\(source.text)")
            #expect(row.reading == source.reading, "\(source.text)")
        }
        #expect(Source.field(.settlement).text == "settlement")
        #expect(Source.assessment("evidence", .item, "end_ms").text == "assessment.evidence[].end_ms")
        #expect(Source.derived("sample_n 12").text == "derived: sample_n 12")
        #expect(Source.derived("sample_n 12").paths == [])
    }

    @Test func aViolationsPathIsReadWithoutItsIndices() throws {
        let path = try #require(JSONPath(violationPath: "home.today_quest.steps[2].key"))
        #expect(path == JSONPath(.home, "today_quest", "steps", .item, "key"))
        #expect(path.overlaps(JSONPath(.home, "today_quest")))
        #expect(
            JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "score").overlaps(
                try #require(JSONPath(violationPath: "attempt.assessment.dimensions.structure.score"))))
        #expect(!path.overlaps(JSONPath(.home, "today_quest", "steps", .item, "label")))
        #expect(!path.overlaps(JSONPath(.me, "today_quest")))
        #expect(JSONPath(violationPath: "nowhere.x") == nil)
    }

    /// A reason's path reads back from what it prints: members, items, named items and `<key>`.
    @Test func aPathReadsBackFromItsText() {
        let paths = [
            JSONPath(.home, "today_quest", "steps", .item, "key"),
            JSONPath(.paywall, "products", .element("coach.pro.yearly"), "trial_days"),
            JSONPath(.paywall, "benchmarks", .element("50–64"), "sample_n"),
            JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "score"),
            JSONPath(.local),
        ]
        for path in paths { #expect(JSONPath(path.description) == path, "\(path)") }
        // A variable, not a literal: the suite's literal conformance would parse a literal and trap.
        func read(_ text: String) -> JSONPath? { JSONPath(text) }
        #expect(
            read("paywall.products[coach.pro.yearly].trial_days")?.segments == [
                "products", .element("coach.pro.yearly"), "trial_days",
            ])
        #expect(read("today_quest") == nil)
        #expect(read("home.topics[2") == nil)
        #expect(read("home..topics") == nil)
        #expect(JSONPath(.paywall, "products", .element("yearly")).overlaps(JSONPath(.paywall, "products", .item)))
        #expect(
            !JSONPath(.paywall, "products", .element("yearly")).overlaps(
                JSONPath(.paywall, "products", .element("monthly"))))
    }

    /// A decoded element's sources are its text: it equals the element it was encoded from.
    @Test func aSourceSetByTextEqualsTheParsedOne() {
        var element = RenderedElement(
            label: "x", content: .text("x"), sources: HomeScreen.Element.offlineBanner.sources)
        let rendered = element
        element.sources = ["device network", "local:cache.home.fetchedAt"]
        #expect(element == rendered)
        #expect(element.reads.map(\.reading) == [.textOnly, .textOnly])
    }
}

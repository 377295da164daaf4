import CoachFmtResources
import Testing

@testable import CoachFmt

/// What the example states claim must agree with their own data, in every state of index.json
/// and both locales: a count beside the list it counts, an empty state beside the filter and the
/// learner, a settlement beside the week and the Home it follows, XP lines beside their total, a
/// card beside the title it replaces, a trial beside its eligibility, a tab beside its responses.
/// A state that does not load fails every test.
@Suite struct ExampleInvariantTests {
    /// One state of index.json in one locale: its decoded inputs and its render.
    struct Loaded {
        let id: String
        let locale: String
        let section: ScreenSection
        let inputs: ScreenInputs
        let screen: RenderedScreen

        /// `library/library--filtered (en)`, for messages.
        var name: String { "\(id) (\(locale))" }
    }

    struct NotEmbedded: Error, CustomStringConvertible {
        let id: String
        var description: String { "\(id) is in index.json but not embedded: rebuild" }
    }

    /// Every state of index.json (read from disk) in each locale, loaded and rendered once for
    /// all the tests; a locale's value is the first state's failure to load, if any.
    static let loaded: [String: Result<[Loaded], any Error>] = Dictionary(
        uniqueKeysWithValues: Examples.locales.map { locale in
            (
                locale,
                Result {
                    let tag = try LanguageTag(locale)
                    let embedded = try ExampleIndex.builtIn()
                    return try ExampleIndex.load().states.map { listed in
                        guard let state = embedded.state(listed.id) else { throw NotEmbedded(id: listed.id) }
                        return Loaded(
                            id: state.id, locale: locale, section: state.section,
                            inputs: try state.inputs(locale: tag), screen: try state.render(locale: tag))
                    }
                }
            )
        })

    /// Every state in one locale; throws, failing the test, when a state does not load.
    static func everyState(_ locale: String) throws -> [Loaded] {
        try #require(loaded[locale], "no locale \(locale)").get()
    }

    // MARK: Library

    @Test("A count shown equals the list it counts when the list is complete", arguments: Examples.locales)
    func countMatchesCompleteList(_ locale: String) throws {
        for s in try Self.everyState(locale) {
            guard let page = s.inputs.articles else { continue }
            let filter = s.inputs.local?.library?.filter
            for (i, item) in page.items.enumerated() {
                let path = "\(s.name) articles.items[\(i)]"
                if let topic = filter?.topic { #expect(item.topic.id == topic, "\(path).topic.id outside the filter") }
                if let language = filter?.language {
                    #expect(item.language == language, "\(path).language outside the filter")
                }
                if filter?.status.known == .completed {
                    #expect(item.userStatus.known == .completed, "\(path).user_status outside the filter")
                }
            }
            guard page.nextCursor == nil, let topicID = filter?.topic,
                let count = s.inputs.topics?.topics.first(where: { $0.id == topicID })?.articleCount
            else { continue }
            // The chip counts the topic's articles in every status and language.
            guard filter?.language == nil, (filter?.status.known ?? .all) == .all else {
                #expect(page.items.count <= count, "\(s.name) topics[\(topicID)].article_count \(count)")
                continue
            }
            #expect(
                count == page.items.count,
                "\(s.name) topics[\(topicID)].article_count is \(count), articles.items has \(page.items.count) and next_cursor is null"
            )
            let chips = try #require(s.screen[LibraryScreen.Element.topicChipsCounts], "\(s.name) topic chips")
            let shown = chips.part(id: "\(chips.id).\(ElementID.slug(topicID)).count")
            #expect(
                shown?.arguments?["count"] == .integer(page.items.count),
                "\(s.name) topic chips › \(topicID) › count shows \(String(describing: shown?.text))")
        }
    }

    @Test("An empty library says what the filter and the learner's data say", arguments: Examples.locales)
    func emptyStateMatchesFilterAndData(_ locale: String) throws {
        var empties = 0
        for s in try Self.everyState(locale) where s.section == .library {
            guard let page = s.inputs.articles, page.items.isEmpty, page.nextCursor == nil else { continue }
            empties += 1
            let filter = s.inputs.local?.library?.filter
            let empty = try #require(s.screen[LibraryScreen.Element.empty], "\(s.name) empty")
            let key = try #require(empty.key, "\(s.name) empty: shown without a catalog key")
            let counts = (s.inputs.topics?.topics ?? []).compactMap { topic in topic.articleCount.map { (topic.id, $0) }
            }
            let completed = s.inputs.me?.stats.completedSessions
            switch key {
            case "library.empty.completed.title":
                #expect(filter?.status.known == .completed, "\(s.name) \(key) without the completed filter")
                #expect(
                    completed == 0,
                    "\(s.name) \(key) (“nothing completed yet”) beside me.stats.completed_sessions \(completed.map(String.init) ?? "null")"
                )
            case "library.empty.unseen.title":
                #expect(filter?.status.known == .unseen, "\(s.name) \(key) without the unseen filter")
                #expect((completed ?? 0) > 0, "\(s.name) \(key) (“practiced them all”) for a learner with no session")
            case "library.empty.topic.title":
                let topic = try #require(filter?.topic, "\(s.name) \(key) without a topic filter")
                let count = counts.first { $0.0 == topic }?.1 ?? 0
                #expect(count == 0, "\(s.name) \(key) beside topics[\(topic)].article_count \(count)")
            case "library.empty.language.title":
                #expect(filter?.language != nil, "\(s.name) \(key) without a language filter")
            case "library.empty.all.title":
                #expect(filter?.topic == nil && filter?.language == nil, "\(s.name) \(key) under a filter")
                for (topic, count) in counts {
                    #expect(count == 0, "\(s.name) \(key) beside topics[\(topic)] \(count)")
                }
            default:
                Issue.record("\(s.name) empty shows \(key), no library.empty.* title")
            }
        }
        #expect(empties > 0, "no example state shows an empty library")
    }

    // MARK: Complete

    /// What a settlement starts from: the settlement that ended at its total XP, else the learner
    /// (`me`, with the week's quests fetched beside it) at that total. Total XP only grows, so
    /// it places a settlement after the moment it names.
    struct Before {
        let source: String
        let quests: WeeklyQuests?
        let ability: Int?
        let samples: Int
        let streak: Int
    }

    static func before(_ settlement: Settlement, in states: [Loaded]) -> Before? {
        guard let total = settlement.levelBefore.totalXP else { return nil }
        for s in states {
            guard let previous = s.inputs.settlement, previous.levelAfter.totalXP == total else { continue }
            return Before(
                source: "\(s.id) settlement", quests: previous.weeklyQuests, ability: previous.abilityAfter,
                samples: previous.abilitySampleCount, streak: previous.streak.current)
        }
        let weeks = states.filter { $0.inputs.me?.level.totalXP == total && $0.inputs.weeklyQuests != nil }
        for s in states {
            guard let me = s.inputs.me, me.level.totalXP == total else { continue }
            return Before(
                source: "\(s.id) me", quests: weeks.first?.inputs.weeklyQuests, ability: me.stats.ability,
                samples: me.stats.abilitySampleCount, streak: me.streak.current)
        }
        return nil
    }

    @Test("A completed session moves the learner on from where it started", arguments: Examples.locales)
    func settlementFollowsItsStart(_ locale: String) throws {
        let states = try Self.everyState(locale)
        var followed = 0
        for s in states {
            guard let settlement = s.inputs.settlement, let before = Self.before(settlement, in: states) else {
                continue
            }
            followed += 1
            let at = "\(s.name) settlement, after \(before.source)"
            if let week = before.quests {
                var moved = false
                var open = false
                for (i, quest) in settlement.weeklyQuests.quests.enumerated() {
                    guard let was = week.quests.first(where: { $0.id == quest.id }) else { continue }
                    let path = "\(at): weekly_quests.quests[\(i)] \(quest.id)"
                    #expect(quest.progress >= was.progress, "\(path).progress \(quest.progress), was \(was.progress)")
                    if !was.completed {
                        open = true
                        if quest.progress > was.progress { moved = true }
                    }
                }
                #expect(
                    moved || !open,
                    "\(at): no open weekly quest moved (\(settlement.weeklyQuests.quests.map { "\($0.id) \($0.progress)/\($0.target)" }))"
                )
            }
            if let ability = before.ability, let abilityBefore = settlement.abilityBefore {
                #expect(abilityBefore == ability, "\(at): ability_before \(abilityBefore), was \(ability)")
            }
            #expect(
                settlement.abilitySampleCount == before.samples + 1,
                "\(at): ability_sample_count \(settlement.abilitySampleCount), was \(before.samples)")
            let streak = before.streak + (settlement.streak.streakIncremented ? 1 : 0)
            #expect(
                settlement.streak.current == streak,
                "\(at): streak.current \(settlement.streak.current), was \(before.streak)")
        }
        #expect(followed > 0, "no settlement starts from a moment another state shows")
    }

    @Test("Home's completed quest is the settlement that ended where Home stands", arguments: Examples.locales)
    func homeQuestMatchesSettlement(_ locale: String) throws {
        let states = try Self.everyState(locale)
        var matched = 0
        for s in states {
            guard let home = s.inputs.home, let quest = home.todayQuest, let summary = quest.summary else { continue }
            let at = "\(s.name) home.today_quest"
            let settled = states.compactMap(\.inputs.settlement).first {
                $0.levelAfter.totalXP == home.level.totalXP && $0.sessionID == summary.id && !$0.replayed
            }
            let settlement = try #require(settled, "\(at).summary: no settlement of \(summary.id) ends at home.level")
            matched += 1
            #expect(quest.status.known == .completed, "\(at).status \(quest.status.rawValue) after its settlement")
            #expect(summary.xpAwarded == settlement.xp.awarded, "\(at).summary.xp_awarded")
            #expect(summary.round1Overall == settlement.round1Overall, "\(at).summary.round1_overall")
            #expect(summary.round2Overall == settlement.round2Overall, "\(at).summary.round2_overall")
            #expect(summary.durationDeltaMs == settlement.comparison.durationDeltaMs, "\(at).summary.duration_delta_ms")
            #expect(home.streak.current == settlement.streak.current, "\(s.name) home.streak.current")
        }
        #expect(matched > 0, "no Home state shows a completed quest")
    }

    @Test(
        "The XP lines add up to the XP earned, or the cap note and a line for what it kept say why not",
        arguments: Examples.locales)
    func xpLinesAgreeWithTotal(_ locale: String) throws {
        for s in try Self.everyState(locale) {
            guard let settlement = s.inputs.settlement else { continue }
            let xp = settlement.xp
            let lines = xp.breakdown.reduce(0) { $0 + $1.amount }
            if let before = settlement.levelBefore.totalXP, let after = settlement.levelAfter.totalXP {
                #expect(
                    after - before == xp.awarded,
                    "\(s.name) settlement.level_after.total_xp − level_before.total_xp is \(after - before), xp.awarded \(xp.awarded)"
                )
            }
            let tile = s.screen[CompleteScreen.Element.xpTile]
            #expect(
                tile?.arguments?["xp"] == .integer(xp.awarded),
                "\(s.name) XP tile shows \(String(describing: tile?.text))")
            guard lines != xp.awarded else { continue }
            #expect(
                xp.dailyCapHit,
                "\(s.name) settlement.xp: lines add up to \(lines), awarded \(xp.awarded), daily_cap_hit false")
            let cap = s.screen[CompleteScreen.Element.capRepeatNotes].flatMap { $0.part(id: "\($0.id).cap") }
            #expect(
                cap?.isShown == true, "\(s.name) XP lines add up to \(lines) beside +\(xp.awarded) without the cap note"
            )
            let overCap = s.screen[CompleteScreen.Element.xpLines]?.parts.first { $0.label == "over cap" }
            #expect(
                overCap?.parts.first?.arguments?["xp"] == .integer(lines - xp.awarded),
                "\(s.name) XP lines add up to \(lines) beside +\(xp.awarded) with no line for what the cap kept")
        }
    }

    @Test("An offline banner's saved time is not older than the settlement it shows", arguments: Examples.locales)
    func cacheIsNotOlderThanItsSettlement(_ locale: String) throws {
        var checked = 0
        for s in try Self.everyState(locale) {
            guard let settlement = s.inputs.settlement, let cache = s.inputs.local?.cache else { continue }
            for name in ["settlement", "session"] {
                guard let entry = cache[name] else { continue }
                checked += 1
                #expect(
                    entry.fetchedAt.epochMilliseconds >= settlement.settledAt.epochMilliseconds,
                    "\(s.name) local.cache.\(name).fetchedAt \(entry.fetchedAt) before settled_at \(settlement.settledAt)"
                )
            }
        }
        #expect(checked > 0, "no state caches a settlement or its session")
    }

    // MARK: Cards and titles

    @Test("A failure or unreliable card replaces the processing title", arguments: Examples.locales)
    func cardReplacesProcessingTitle(_ locale: String) throws {
        var cards = 0
        for s in try Self.everyState(locale) {
            let rows: (title: RenderedElement?, cards: [RenderedElement?])
            switch s.section {
            case .diagnostic:
                rows = (
                    s.screen[DiagnosticScreen.Element.diagProcessingScreen],
                    [s.screen[DiagnosticScreen.Element.failed], s.screen[DiagnosticScreen.Element.unreliable]]
                )
            case .processing:
                rows = (
                    s.screen[ProcessingScreen.Element.title],
                    [s.screen[ProcessingScreen.Element.failed], s.screen[ProcessingScreen.Element.unreliable]]
                )
            default: continue
            }
            for card in rows.cards.compactMap({ $0 }) where card.isShown {
                cards += 1
                #expect(
                    rows.title?.isShown != true,
                    "\(s.name) \(rows.title?.id ?? "title") “\(rows.title?.text ?? "")” above \(card.id) “\(card.text ?? "")”"
                )
            }
        }
        #expect(cards > 0, "no example state shows a failure or unreliable card")
    }

    // MARK: Paywall

    @Test(
        "The pilot tag names no learner count: the projection's group changes with the days",
        arguments: Examples.locales)
    func pilotLabelNamesNoCount(_ locale: String) throws {
        var checked = 0
        for s in try Self.everyState(locale) {
            guard let label = s.inputs.paywall?.benchmarkLabel else { continue }
            checked += 1
            let counts = label.contains { $0.isNumber }
            #expect(!counts, "\(s.name) paywall.benchmark_label “\(label)” counts learners")
        }
        #expect(checked > 0, "no paywall state sends a benchmark label")
    }

    @Test("The paywall promises a trial only once StoreKit says the learner gets one", arguments: Examples.locales)
    func trialNeedsKnownEligibility(_ locale: String) throws {
        var unknown = 0
        for s in try Self.everyState(locale) {
            guard s.section == .paywall, let paywall = s.inputs.paywall else { continue }
            let local = s.inputs.local?.paywall
            let product = PaywallScreen.selectedProduct(paywall.products, selectedID: local?.selectedProductID)
            let store = product.flatMap { product in s.inputs.storekit?.first { $0.id == product.id } }
            let loaded = store != nil && local?.phase.known != .loadingProducts
            let trial =
                loaded && (product?.trialDays ?? 0) > 0 && store?.isEligibleForIntroOffer == true
                && store?.introductoryOffer?.paymentMode.known == .freeTrial
            guard !trial else { continue }
            if !loaded { unknown += 1 }
            let why = loaded ? "no free trial for this learner" : "StoreKit has not answered"
            let reminder = s.screen[PaywallScreen.Element.timelineDates].flatMap { $0.part(id: "\($0.id).reminder") }
            #expect(reminder?.isShown != true, "\(s.name) timeline › reminder “\(reminder?.text ?? "")”: \(why)")
            for day in s.screen[PaywallScreen.Element.calendarDays]?.parts ?? [] where day.marks.contains(.firstCharge)
            {
                #expect(Bool(false), "\(s.name) \(day.id) marked first charge: \(why)")
            }
            let legend = s.screen[PaywallScreen.Element.calendarLegend].flatMap { $0.part(id: "\($0.id).billing") }
            #expect(legend?.isShown != true, "\(s.name) calendar legend › billing “\(legend?.text ?? "")”: \(why)")
        }
        #expect(unknown > 0, "no paywall state renders before StoreKit answers")
    }

    // MARK: Tabs

    /// Whether the state says why it has no `endpoint` response yet: its request is loading, or
    /// the device is offline with nothing cached for it (the general fallbacks).
    static func mayLack(_ inputs: ScreenInputs, _ endpoint: Endpoint) -> Bool {
        guard let local = inputs.local else { return false }
        return local.fetch?[endpoint.rawValue]?.known == .loading
            || (!local.network.satisfied && local.cache?[endpoint.rawValue] == nil)
    }

    @Test("A tab screen carries every response its rows read, unless its request failed", arguments: Examples.locales)
    func tabScreensCarryTheirResponses(_ locale: String) throws {
        var tabs = 0
        for s in try Self.everyState(locale) {
            guard s.screen.elements.last?.label == "tab bar", s.inputs.error == nil else { continue }
            tabs += 1
            for endpoint in s.section.inputs.endpoints where endpoint != .error && !Self.mayLack(s.inputs, endpoint) {
                #expect(
                    s.inputs.files[endpoint] != nil,
                    "\(s.name) has no \(endpoint.rawValue) response, which the \(s.section.rawValue) tab reads")
            }
        }
        #expect(tabs > 0, "no example state is a tab screen")
    }
}

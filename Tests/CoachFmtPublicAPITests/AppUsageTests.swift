import CoachFmt
import Foundation
import Testing

// Uses CoachFmt the way an app does: `import CoachFmt`, no `@testable`. Models are built in
// Swift (no JSON), rendered with ScreenRenderer, and elements are found by typed handles and
// ids. This target compiles only while the public API is enough for that.

/// What every screen here shares: a learner in New York on Friday 27 November 2026, 09:15.
enum App {
    static let now = Timestamp(epochMilliseconds: 1_795_788_900_000, offsetMinutes: -300)
    static let zone = try! TimeZoneID("America/New_York")
    static let local = LocalState(
        device: .init(locale: "en-US", timeZone: "America/New_York", notificationsAuthorized: true),
        app: .init(version: "1.4.2", build: "318"), network: .init(satisfied: true),
        home: .init(selectedTopic: "tech"))
    static let level = Level(level: 6, title: "Clear Speaker", xpIntoLevel: 410, xpForNext: 500)
    static let tech = Topic(id: "tech", name: "Technology", glyph: "Te", colorToken: "topic.sky")
    static let article = ArticleSummary(
        id: "art_en_notifications", title: "The Quiet Cost of Notifications", language: "en", topic: tech,
        length: TextLength(value: 168, unit: .known(.words), label: "168 words"), estReadSeconds: 67, difficulty: 2,
        userStatus: .known(.new), locked: false)

    /// Home on that morning: a quest not started, one quick pick.
    static let home = Home(
        localDate: CalendarDate(year: 2026, month: 11, day: 27)!, localDateLabel: "Friday, November 27",
        greeting: "Good morning", displayName: "Mia",
        streak: Streak(current: 7, longest: 12, todayDone: false, atRisk: false, freezes: 1), level: level,
        todayQuest: .init(
            status: .known(.notStarted), article: article, xpReward: 45, xpRewardMax: 55,
            steps: [
                .init(key: .known(.read), label: "Read", state: .known(.current)),
                .init(key: .known(.record), label: "Summarize", state: .known(.pending)),
                .init(key: .known(.compress), label: "Shorten", state: .known(.pending)),
            ]),
        quickPicks: [.init(topicID: "tech", title: "Under 2 minutes", article: article)], topics: [tech])

    /// The paywall after the diagnostic, one yearly product with a week's trial, the slider at
    /// `weeklyDays`.
    static func paywallInputs(weeklyDays: Int, planPreview: Paywall.PlanPreview? = nil) -> ScreenInputs {
        let paywall = Paywall(
            diagnostic: .init(overall: 62, band: .known(.good), bandLabel: "Good foundation"),
            baseline: .init(overall: 62, source: .known(.diagnostic)), defaultWeeklyDays: 5,
            benchmarkSource: .known(.pilotBenchmark), planPreview: planPreview,
            products: [.init(id: "coach.pro.yearly", kind: .known(.yearly), trialDays: 7, isDefault: true)],
            legal: Legal(termsURL: "https://coach.example.com/terms", privacyURL: "https://coach.example.com/privacy"))
        let yearly = StoreKitProduct(
            id: "coach.pro.yearly", displayPrice: "$59.99", price: DecimalAmount("59.99")!, currencyCode: "USD",
            subscriptionPeriod: .init(unit: .known(.year), value: 1),
            introductoryOffer: .init(paymentMode: .known(.freeTrial), period: .init(unit: .known(.week), value: 1)),
            isEligibleForIntroOffer: true)
        let local = LocalState(
            device: local.device, app: local.app, network: local.network,
            paywall: .init(selectedWeeklyDays: weeklyDays, selectedProductID: "coach.pro.yearly", phase: .known(.ready))
        )
        return ScreenInputs(paywall: paywall, storekit: [yearly], local: local)
    }

    static func render(_ section: ScreenSection, _ inputs: ScreenInputs, _ locale: LanguageTag) -> RenderedScreen {
        ScreenRenderer.render(section, inputs: inputs, locale: locale, timeZone: zone, now: now)
    }
}

@Suite struct AppUsageTests {
    @Test func homeFromModelsByTypedHandle() throws {
        let screen = App.render(.home, ScreenInputs(home: App.home, local: App.local), .en)
        #expect(screen.errors == [])
        #expect(screen.section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
        #expect(screen.section(HomeScreen.self)?[.questBadge]?.id == "home.quest_badge")
        #expect(screen.section(HomeScreen.self)?[.greetingName]?.text == "Good morning, Mia")
        #expect(screen.section(HomeScreen.self)?[.quickPick]?.text == "Under 2 minutes")
        #expect(screen.element(id: "home.3_step_path.record")?.marks == [.pending])
        #expect(screen.section(HomeScreen.self)?[.completedSummary]?.isShown == false)

        // One name per tab: the part's handle and its catalog key.
        let tabs = try #require(screen.section(HomeScreen.self)?[.tabBar])
        #expect(tabs.parts.map(\.id) == ["today", "practice", "progress", "profile"].map { "home.tab_bar." + $0 })
        #expect(tabs.parts.map(\.key) == ["today", "practice", "progress", "profile"].map { "tab." + $0 })
        #expect(tabs[.today]?.selected == true)
        #expect(CoachCopy.tab.progress.string(for: .zhHans) == "成长")
        // The level bar's numbers are typed fields of its progress line.
        let level = try #require(screen.section(HomeScreen.self)?[.level]?[.progress])
        #expect(level.progress == .init(current: 410, total: 500))
        #expect(screen.section(HomeScreen.self)?[.questBadge]?.progress == nil)

        let zh = App.render(.home, ScreenInputs(home: App.home, local: App.local), .zhHans)
        #expect(zh.section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
        #expect(zh.section(HomeScreen.self)?[.streakPill]?.text == "连续练习 7 天")
    }

    @Test func homeWhileItLoadsAndOffline() throws {
        // GET /v1/home in flight: skeletons, never a number.
        let loading = LocalState(
            device: App.local.device, app: App.local.app, network: App.local.network, fetch: ["home": .known(.loading)])
        let waiting = App.render(.home, ScreenInputs(local: loading), .en)
        #expect(waiting.section(HomeScreen.self)?[.questBadge]?.content == .visual)
        #expect(waiting.section(HomeScreen.self)?[.questBadge]?.looks == [.style(.skeleton)])
        // Offline with Home cached at 08:30: the cached values under the banner.
        let offline = LocalState(
            device: App.local.device, app: App.local.app, network: .init(satisfied: false),
            cache: ["home": .init(fetchedAt: Timestamp(epochMilliseconds: 1_795_786_200_000, offsetMinutes: -300))])
        let cached = App.render(.home, ScreenInputs(home: App.home, local: offline), .en)
        #expect(cached.section(HomeScreen.self)?[.offlineBanner]?.text == "Offline · updated 8:30\u{202F}AM")
        #expect(cached.section(HomeScreen.self)?[.questBadge]?.text == "+45 XP")
    }

    @Test func paywallFromModelsAndStoreKit() throws {
        // The learner moved the slider to 3 days: local state, not JSON.
        let screen = App.render(.paywall, App.paywallInputs(weeklyDays: 3), .en)
        #expect(screen.errors == [])
        let slider = try #require(screen.section(PaywallScreen.self)?[.kSlider])
        #expect(slider.content == .composite)
        #expect(slider.parts.map(\.text) == ["3 days", "5 days", "7 days"])
        #expect(screen.element(id: "paywall.k_slider.3")?.selected == true)
        #expect(screen.section(PaywallScreen.self)?[.ctaCaption]?.text == "Try 7 days free")
        #expect(screen.element(id: "paywall.product_cards.coach_pro_yearly.price")?.text == "$59.99/year")
        #expect(screen.section(PaywallScreen.self)?[.calendarDays]?.isShown == false)
    }

    /// A slider at 6 days breaks the contract: every element drawn from the fallback K (the
    /// server's default, 5) names the violation, the projection as the slider and calendar do.
    @Test func aSliderOutsideTheContractMarksEveryElementDrawnFromItsFallback() throws {
        let days = (1...14).map { day in
            Plan.Day(
                day: day, date: CalendarDate(year: 2026, month: 11, day: 27)!.adding(days: day - 1), title: "",
                status: .known(day == 1 ? .today : .upcoming))
        }
        let preview = Paywall.PlanPreview(days: days)
        let screen = App.render(.paywall, App.paywallInputs(weeklyDays: 6, planPreview: preview), .en)
        let violation = ["local: local.paywall.selectedWeeklyDays: expected 3, 5 or 7, found 6"]
        #expect(screen.violations.map(\.description) == violation)
        let projection = try #require(screen.section(PaywallScreen.self)?[.projection])
        #expect(projection.sources.last == "derived: baseline 62 (diagnostic), K = 5")
        let paywall = try #require(screen.section(PaywallScreen.self))
        for element in [paywall[.kSlider]?.element, paywall[.projection]?.element, paywall[.calendarDays]?.element] {
            #expect(element?.violations(in: screen).map(\.description) == violation, "\(element?.id ?? "nil")")
        }
        let valid = App.render(.paywall, App.paywallInputs(weeklyDays: 3, planPreview: preview), .en)
        #expect(valid.section(PaywallScreen.self)?[.projection]?.element.violations(in: valid) == [])
    }

    /// Parts by their generated handles: no part id is spelled.
    @Test func paywallPartsByHandle() throws {
        let days = (1...14).map { day in
            Plan.Day(
                day: day, date: CalendarDate(year: 2026, month: 11, day: 27)!.adding(days: day - 1), title: "",
                status: .known(day == 1 ? .today : .upcoming))
        }
        let screen = App.render(.paywall, App.paywallInputs(weeklyDays: 5, planPreview: .init(days: days)), .en)
        #expect(screen.errors == [])
        // A paywall render reads as the paywall, and as the global rows any screen may show.
        #expect(screen.section(HomeScreen.self) == nil)
        #expect(screen.section(GlobalScreen.self) != nil)
        let paywall = try #require(screen.section(PaywallScreen.self))
        let calendar = try #require(paywall[.calendarDays])
        guard case .headline = calendar.content else {
            Issue.record("calendar days: \(calendar.content)")
            return
        }
        let day3 = try #require(calendar[.day(3)])
        #expect(day3.text == "29")
        #expect(day3.accessibilityLabel == "Sunday, November 29, rest day")
        #expect(day3.looks == [.weekday(.sunday)])
        #expect(calendar[.day(1)]?.marks == [.practice, .today])
        #expect(paywall[.ctaCaption]?[.caption]?.text == "Free until Dec 4, then $59.99/year. Cancel anytime.")
        #expect(paywall[.productCards]?[.product("coach.pro.yearly")]?[.price]?.text == "$59.99/year")
        #expect(paywall[.productCards]?[.product("coach.pro.monthly")] == nil)
    }

    @Test func completeFromASettlement() throws {
        let settlement = Settlement(
            sessionID: "ses_9Qm4Tz", kind: .known(.daily), replayed: false, settledAt: App.now,
            round1Overall: 68, round2Overall: 79, round1DurationMs: 138_000, round2DurationMs: 97_000,
            comparison: .init(verdict: .known(.improved), overallDelta: 11, durationDeltaMs: -41_000),
            xp: .init(
                awarded: 55,
                breakdown: [.init(type: .known(.round1), amount: 15), .init(type: .known(.improve), amount: 10)],
                dailyCapHit: false, repeatDiscount: true),
            streak: .init(current: 8, streakIncremented: true), abilitySampleCount: 5, levelBefore: App.level,
            levelAfter: App.level,
            weeklyQuests: WeeklyQuests(
                weekStart: CalendarDate("2026-11-23")!, weekEnd: CalendarDate("2026-11-29")!, quests: []))
        let screen = App.render(.complete, ScreenInputs(settlement: settlement, local: App.local), .en)
        #expect(screen.errors == [])
        #expect(screen.section(CompleteScreen.self)?[.sessionDelta]?.text == "+11")
        #expect(screen.section(CompleteScreen.self)?[.sessionDelta]?.parts.map(\.text) == ["41 seconds shorter"])
        #expect(
            screen.element(id: "complete.cap_repeat_notes.repeat")?.text
                == "You practiced this recently, so XP is reduced.")
        #expect(
            screen.section(CompleteScreen.self)?[.xpLines]?.parts.map(\.text) == ["Round 1", "Improvement bonus"])
        #expect(
            screen.section(CompleteScreen.self)?[.xpLines]?.parts.map { $0.parts.first?.text } == ["+15 XP", "+10 XP"])
    }

    /// Every number Complete draws (a count-up, a bar, a duration, a progress line) is a typed
    /// field of the element, its part or its looks: nothing here reads `arguments`.
    @Test func completeDrawsFromTypedNumbers() throws {
        let quest = WeeklyQuests.Quest(
            id: "wq_5_sessions", title: "Practice 5 times", progress: 3, target: 5, xpReward: 50, completed: false)
        let settlement = Settlement(
            sessionID: "ses_9Qm4Tz", kind: .known(.daily), replayed: false, settledAt: App.now,
            round1Overall: 68, round2Overall: 79, round1DurationMs: 138_000, round2DurationMs: 97_000,
            comparison: .init(verdict: .known(.improved), overallDelta: 11, durationDeltaMs: -41_000),
            xp: .init(
                awarded: 55, breakdown: [.init(type: .known(.round1), amount: 15)], dailyCapHit: false,
                repeatDiscount: false),
            streak: .init(current: 8, streakIncremented: true), abilitySampleCount: 5,
            levelBefore: App.level,
            levelAfter: Level(level: 6, title: "Clear Speaker", xpIntoLevel: 465, xpForNext: 500),
            weeklyQuests: WeeklyQuests(
                weekStart: CalendarDate("2026-11-23")!, weekEnd: CalendarDate("2026-11-29")!, quests: [quest]))
        let screen = App.render(.complete, ScreenInputs(settlement: settlement, local: App.local), .en)
        #expect(screen.errors == [])

        // Count-ups: from and to.
        let scoreCountUp: [RenderedElement.Look] = [.countUp(from: 68, to: 79, milliseconds: nil)]
        let xpCountUp: [RenderedElement.Look] = [.countUp(from: nil, to: 55, milliseconds: nil)]
        #expect(screen.section(CompleteScreen.self)?[.beforeAfter]?.looks == scoreCountUp)
        #expect(screen.section(CompleteScreen.self)?[.xpTile]?.looks == xpCountUp)
        // The level bar: where it starts, its fraction, how long it fills; then where it ends.
        let level = try #require(screen.section(CompleteScreen.self)?[.levelCard])
        let bar: [RenderedElement.Look] = [.barFill(fromLevel: 6, value: 410, of: 500, milliseconds: 900)]
        #expect(level.looks == bar)
        #expect(level[.progress]?.progress == .init(current: 465, total: 500))
        // Durations in milliseconds, beside their mm:ss text.
        let beforeAfter = try #require(screen.section(CompleteScreen.self)?[.beforeAfter])
        #expect(beforeAfter[.before]?[.duration]?.milliseconds == 138_000)
        #expect(beforeAfter[.after]?[.duration]?.milliseconds == 97_000)
        #expect(beforeAfter[.after]?[.duration]?.text == "01:37")
        #expect(beforeAfter[.after]?[.score]?.milliseconds == nil)
        // A weekly quest's progress line.
        let quests = try #require(screen.section(CompleteScreen.self)?[.weeklyQuests])
        #expect(quests[.quest("wq_5_sessions")]?[.progress]?.progress == .init(current: 3, total: 5))
        #expect(screen.section(CompleteScreen.self)?[.xpTile]?.progress == nil)

        // The same fields in the JSON render, read back.
        let decoded = try JSONDecoder().decode(RenderedScreen.self, from: JSONEncoder().encode(screen))
        #expect(
            decoded.section(CompleteScreen.self)?[.levelCard]?[.progress]?.progress == .init(current: 465, total: 500))
        #expect(decoded.section(CompleteScreen.self)?[.beforeAfter]?[.before]?[.duration]?.milliseconds == 138_000)
    }

    /// The growth chart's points carry the number each plots: a view draws its bars or line
    /// from `plotted`, never from the text or `arguments`. A week without a point (before the
    /// first session, a gap, too few sessions) plots nothing.
    @Test func growthChartPlotsTypedNumbers() throws {
        func week(_ day: String, _ value: Int?, sessions: Int, partial: Bool = false) -> Growth.Point {
            Growth.Point(weekStart: CalendarDate(day)!, value: value, sampleN: sessions, isPartial: partial)
        }
        let growth = Growth(
            state: .known(.ready), range: .known(.fourWeeks), ability: 58, sampleCount: 6, algoVersion: "a1",
            trend: .known(.up), minSessionsPerPoint: 2,
            series: [
                week("2026-10-26", nil, sessions: 0), week("2026-11-02", 54, sessions: 3),
                week("2026-11-09", nil, sessions: 0), week("2026-11-16", nil, sessions: 1),
                week("2026-11-23", 58, sessions: 2, partial: true),
            ])
        for locale in [LanguageTag.en, .zhHans] {
            let screen = App.render(.growth, ScreenInputs(growth: growth, local: App.local), locale)
            #expect(screen.errors == [])
            let weeks = ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]
            let chart = try #require(screen.section(GrowthScreen.self)?[.chart])
            #expect(weeks.map { chart[.weekOf($0)]?[.chartPoint]?.plotted } == [nil, 54, nil, nil, 58])
            #expect(chart[.weekOf("2026-11-02")]?[.chartPoint]?.plotted == 54)
            // The gap is drawn as its marker, not at 0.
            #expect(chart[.weekOf("2026-11-09")]?[.chartPoint]?.looks == [.style(.gapMarker)])
            #expect(chart[.weekOf("2026-11-23")]?.looks == [.style(.dashed)])
            #expect(chart.parts.allSatisfy { $0.plotted == nil })

            let decoded = try JSONDecoder().decode(RenderedScreen.self, from: JSONEncoder().encode(screen))
            let decodedChart = try #require(decoded.section(GrowthScreen.self)?[.chart])
            #expect(weeks.map { decodedChart[.weekOf($0)]?[.chartPoint]?.plotted } == [nil, 54, nil, nil, 58])
        }
    }

    @Test func timestampsAndZonesFromThePlatform() throws {
        #expect(Timestamp(epochMilliseconds: 0).rawValue == "1970-01-01T00:00:00Z")
        #expect(App.now.rawValue == "2026-11-27T09:15:00-05:00")
        #expect(!TimeZoneID.current.identifier.isEmpty)
    }
}

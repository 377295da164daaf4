import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

// Models built in Swift with the public initialisers equal the decoded examples, and render the same
// screen; Timestamps built from a Date or milliseconds equal, and format like, the ISO string.

@Suite("Model initialisers")
struct ModelInitTests {
    static let fetched = Timestamp("2026-11-27T09:13:00-05:00")!

    static let device = LocalState.Device(locale: "en-US", timeZone: "America/New_York", notificationsAuthorized: true)
    static let app = LocalState.App(version: "1.4.2", build: "318")
    static func cache(_ endpoints: String...) -> [String: LocalState.CacheEntry] {
        Dictionary(uniqueKeysWithValues: endpoints.map { ($0, LocalState.CacheEntry(fetchedAt: fetched)) })
    }

    /// `en/local.json`, as an app holds it.
    static let local = LocalState(
        device: device, app: app, network: .init(satisfied: true), cache: cache("home", "me", "config"),
        home: .init(selectedTopic: "tech"))

    static func decoded<T: ContractModel>(_ type: T.Type, _ file: String) throws -> T {
        try ContractDecoder.decode(type, from: Examples.bytes(file), file: file)
    }

    @Test("LocalState built in Swift equals the decoded local.json files")
    func localStates() throws {
        #expect(try Self.decoded(LocalState.self, "en/local.json") == Self.local)

        let paywall = LocalState(
            device: .init(locale: "en-US", timeZone: "America/New_York", notificationsAuthorized: false), app: Self.app,
            network: .init(satisfied: true), cache: Self.cache("me", "config", "paywall"),
            paywall: .init(selectedWeeklyDays: 5, selectedProductID: "coach.pro.yearly", phase: .known(.ready)))
        #expect(try Self.decoded(LocalState.self, "en/local.paywall-ready.json") == paywall)

        let recording = LocalState(
            device: Self.device, app: Self.app, network: .init(satisfied: true),
            cache: Self.cache("home", "me", "config"),
            recorder: .init(
                state: .known(.recording), effectiveMs: 47_200, levelDb: -18.5,
                fileURL: "file:///var/mobile/Containers/Data/Application/3C1D/Library/Recordings/ses_9Qm4Tz-r1.m4a",
                permission: .known(.granted)))
        #expect(try Self.decoded(LocalState.self, "en/local.recording.json") == recording)

        let filtered = LocalState(
            device: Self.device, app: Self.app, network: .init(satisfied: true),
            cache: Self.cache("home", "me", "config", "topics", "articles"),
            library: .init(filter: .init(topic: "business", status: .known(.all))))
        #expect(try Self.decoded(LocalState.self, "en/local.library-filtered.json") == filtered)
    }

    @Test("The typed UI inputs decode from local.json and build from Swift")
    func uiInputs() throws {
        let json = #"""
            {"device": {"locale": "zh-Hans-CN", "timeZone": "Asia/Shanghai", "notificationsAuthorized": true,
                        "uses24HourClock": false},
             "app": {"version": "1.4.2"}, "network": {"satisfied": false},
             "audio": {"status": "gone"}, "home": {"selectedTopic": "health"},
             "paywall": {"phase": "purchasing"}}
            """#
        let decoded = try ContractDecoder.decode(LocalState.self, from: Array(json.utf8), file: "local.json")
        let built = LocalState(
            device: .init(
                locale: "zh-Hans-CN", timeZone: "Asia/Shanghai", notificationsAuthorized: true, uses24HourClock: false),
            app: .init(version: "1.4.2"), network: .init(satisfied: false), audio: .init(status: .known(.gone)),
            home: .init(selectedTopic: "health"), paywall: .init(phase: .known(.purchasing)))
        #expect(decoded == built)
        #expect(decoded.device.uses24HourClock == false)
        #expect(decoded.audio?.status == .known(.gone))
        #expect(decoded.home?.selectedTopic == "health")
        #expect(decoded.paywall?.selectedWeeklyDays == nil)
        // Absent, they are nil: the locale's hour cycle, no fetch yet, the first chip.
        #expect(Self.local.device.uses24HourClock == nil)
        #expect(Self.local.audio == nil && Self.local.home?.selectedTopic == "tech")
        // An unknown status is kept, as other local enums are.
        let unknown = json.replacing(#""gone""#, with: #""forbidden""#)
        let open = try ContractDecoder.decode(LocalState.self, from: Array(unknown.utf8), file: "local.json")
        #expect(open.audio?.status == .unknown("forbidden"))
    }

    @Test("StoreKit products built in Swift equal storekit.json")
    func storeKit() throws {
        let products = [
            StoreKitProduct(
                id: "coach.pro.yearly", displayPrice: "$59.99", price: DecimalAmount("59.99")!, currencyCode: "USD",
                subscriptionPeriod: .init(unit: .known(.year), value: 1),
                introductoryOffer: .init(paymentMode: .known(.freeTrial), period: .init(unit: .known(.week), value: 1)),
                isEligibleForIntroOffer: true),
            StoreKitProduct(
                id: "coach.pro.monthly", displayPrice: "$9.99", price: DecimalAmount("9.99")!, currencyCode: "USD",
                subscriptionPeriod: .init(unit: .known(.month), value: 1), isEligibleForIntroOffer: true),
        ]
        #expect(try Self.decoded([StoreKitProduct].self, "en/storekit.json") == products)
    }

    /// `en/home.json`, built field by field.
    static func home() -> Home {
        func topic(_ id: String, _ name: String, _ glyph: String, _ color: String) -> Topic {
            Topic(id: id, name: name, glyph: glyph, colorToken: "topic.\(color)")
        }
        let business = topic("business", "Business", "Bu", "amber")
        let tech = topic("tech", "Technology", "Te", "sky")
        let health = topic("health", "Health", "He", "rose")
        func article(
            _ id: String, _ title: String, _ topic: Topic, words: Int, seconds: Int,
            _ status: ArticleSummary.UserStatus,
            best: Int? = nil
        ) -> ArticleSummary {
            ArticleSummary(
                id: id, title: title, language: "en", topic: topic,
                length: TextLength(value: words, unit: .known(.words), label: "\(words) words"),
                estReadSeconds: seconds,
                difficulty: 2, userStatus: .known(status), bestOverall: best, locked: false)
        }
        return Home(
            localDate: CalendarDate("2026-11-27")!, localDateLabel: "Friday, November 27", greeting: "Good morning",
            displayName: "👩‍💻 Mia",
            streak: Streak(
                current: 7, longest: 12, todayDone: false, atRisk: false, freezes: 1,
                lastFreezeUsedLocalDate: CalendarDate(year: 2026, month: 11, day: 26)),
            level: Level(level: 6, title: "Clear Speaker", xpIntoLevel: 410, xpForNext: 500, totalXP: 2410),
            focus: Focus(microSkillID: .known(.cutFiller), title: "Cut the filler", suggestedCount: 4),
            todayQuest: Home.TodayQuest(
                status: .known(.notStarted),
                article: article(
                    "art_en_meetings_half", "How a Small Team Cut Meeting Time in Half", business, words: 139,
                    seconds: 56,
                    .new),
                xpReward: 45, xpRewardMax: 55,
                steps: [
                    .init(key: .known(.read), label: "Read", state: .known(.current)),
                    .init(key: .known(.record), label: "Summarize", state: .known(.pending)),
                    .init(key: .known(.compress), label: "Shorten", state: .known(.pending)),
                ]),
            quickPicks: [
                .init(
                    topicID: "tech", title: "Under 2 minutes", subtitle: "Helps you cut the filler",
                    article: article(
                        "art_en_notifications", "The Quiet Cost of Notifications", tech, words: 168, seconds: 67,
                        .completed, best: 74)),
                .init(
                    topicID: "health", title: "Something new", subtitle: "You haven’t tried Health yet",
                    article: article(
                        "art_en_sleep_memory", "What Sleep Does for Memory", health, words: 144, seconds: 58, .new)),
                .init(
                    topicID: "business", title: "Back to basics",
                    article: ArticleSummary(
                        id: "art_zh_noodle_ledger", title: "一家面馆的数字账本", language: "zh-Hans", topic: business,
                        length: TextLength(value: 298, unit: .known(.chars), label: "298 characters"),
                        estReadSeconds: 74,
                        difficulty: 2, userStatus: .known(.new), locked: false)),
            ],
            topics: [
                business, tech, health, topic("science", "Science", "Sc", "teal"),
                topic("culture", "Culture", "Cu", "violet"),
            ])
    }

    @Test("Home built in Swift equals home.json and renders the same screen")
    func homeFromModels() throws {
        #expect(try Self.decoded(Home.self, "en/home.json") == Self.home())

        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let inputs = ScreenInputs(
            me: try Self.decoded(Me.self, "en/me.json"), home: Self.home(),
            config: try Self.decoded(Config.self, "en/config.json"), local: Self.local)
        #expect(inputs.endpoints == [.me, .home, .config, .local])
        #expect(ScreenRenderer.inferSection(from: inputs.endpoints) == .home)
        let fromModels = ScreenRenderer.render(
            .home, inputs: inputs, locale: .en, timeZone: state.zone(for: .en), now: state.now, state: state.id)
        #expect(fromModels == (try state.render(locale: .en)))
    }

    @Test("ScreenInputs() is empty and endpoints follow the models")
    func screenInputs() throws {
        #expect(ScreenInputs().endpoints.isEmpty)
        var inputs = ScreenInputs(storekit: [])
        #expect(inputs.endpoints == [.storekit])
        try inputs.add(.local, bytes: Examples.bytes("en/local.json"), file: "local.json")
        #expect(inputs.endpoints == [.storekit, .local])
        // A model given in Swift is named by its endpoint in the violations it may cause.
        #expect(inputs.files == [.storekit: "storekit", .local: "local.json"])
        inputs.local = nil
        #expect(inputs.endpoints == [.storekit])
    }
}

@Suite("Timestamp from a Date or milliseconds")
struct TimestampInitTests {
    @Test(
        "Milliseconds and an offset give the ISO string the server would send",
        arguments: [
            (0, 0, "1970-01-01T00:00:00Z"),
            (1_795_768_200_000, 0, "2026-11-27T08:30:00Z"),
            (1_795_768_200_000, 480, "2026-11-27T16:30:00+08:00"),
            (1_795_788_900_000, -300, "2026-11-27T09:15:00-05:00"),
            (951_805_800_500, 330, "2000-02-29T12:00:00.500+05:30"),
            (1_795_768_200_007, 0, "2026-11-27T08:30:00.007Z"),
            (-1, 0, "1969-12-31T23:59:59.999Z"),
            (-2_203_891_200_000, 0, "1900-03-01T00:00:00Z"),
            (1_795_768_200_000, -(23 * 60 + 59), "2026-11-26T08:31:00-23:59"),
            (-62_135_596_800_000, 0, "0001-01-01T00:00:00Z"),
            (253_402_300_799_999, 0, "9999-12-31T23:59:59.999Z"),
        ] as [(Int64, Int, String)])
    func milliseconds(_ milliseconds: Int64, _ offset: Int, _ text: String) throws {
        let built = Timestamp(epochMilliseconds: milliseconds, offsetMinutes: offset)
        #expect(built.rawValue == text)
        #expect(built == Timestamp(text))
        #expect(built.epochMilliseconds == milliseconds)
        #expect(built.offsetMinutes == offset)
    }

    @Test("A Date gives the UTC ISO string, truncated to the millisecond")
    func date() {
        #expect(Timestamp(Date(timeIntervalSince1970: 1_795_768_200)) == Timestamp("2026-11-27T08:30:00Z"))
        #expect(Timestamp(Date(timeIntervalSince1970: 1_795_768_200.25)) == Timestamp("2026-11-27T08:30:00.250Z"))
        // 0.001 is not exact in binary; the millisecond is kept anyway.
        #expect(Timestamp(Date(timeIntervalSince1970: 1_795_768_200.001)).rawValue == "2026-11-27T08:30:00.001Z")
        #expect(Timestamp(Date(timeIntervalSince1970: 1_795_768_200.0009)).rawValue == "2026-11-27T08:30:00Z")
        #expect(Timestamp(Date(timeIntervalSince1970: -0.0005)).rawValue == "1969-12-31T23:59:59.999Z")
        #expect(Timestamp(Date(timeIntervalSinceReferenceDate: 0)) == Timestamp("2001-01-01T00:00:00Z"))
    }

    @Test("Values an ISO string cannot carry are clamped, never trapped on")
    func clamped() {
        #expect(Timestamp(epochMilliseconds: .max).rawValue == "9999-12-31T23:59:59.999Z")
        #expect(Timestamp(epochMilliseconds: .min).rawValue == "0001-01-01T00:00:00Z")
        #expect(Timestamp(epochMilliseconds: .max, offsetMinutes: 600).rawValue == "9999-12-31T23:59:59.999+10:00")
        #expect(Timestamp(epochMilliseconds: 0, offsetMinutes: 10_000).rawValue == "1970-01-01T23:59:00+23:59")
        #expect(Timestamp(Date.distantFuture).rawValue == "4001-01-01T00:00:00Z")
        for date in [
            Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: -.infinity),
            Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: 1e300),
        ] {
            let timestamp = Timestamp(date)
            #expect(Timestamp(timestamp.rawValue) == timestamp, "\(timestamp)")
        }
    }

    @Test("A built Timestamp formats exactly as the parsed string", arguments: ["en", "zh-Hans"])
    func formatsAlike(_ locale: String) throws {
        let tag = try LanguageTag(locale)
        let cases: [(Timestamp, String)] = [
            (Timestamp(Date(timeIntervalSince1970: 1_795_788_900)), "2026-11-27T14:15:00Z"),
            (Timestamp(epochMilliseconds: 1_795_788_900_000, offsetMinutes: -300), "2026-11-27T09:15:00-05:00"),
            (Timestamp(epochMilliseconds: 1_795_788_900_000, offsetMinutes: 480), "2026-11-27T22:15:00+08:00"),
            (Timestamp(Date(timeIntervalSince1970: -86_399.5)), "1969-12-31T00:00:00.500Z"),
        ]
        for id in ["America/New_York", "Asia/Shanghai", "Pacific/Kiritimati", "UTC"] {
            let zone = try TimeZoneID(id)
            let format = try DateFormat(skeleton: "yMMMEdjmsSSS", locale: tag, timeZone: zone)
            for (built, text) in cases {
                let parsed = try Timestamp(parsing: text)
                #expect(built == parsed)
                #expect(format.format(built) == format.format(parsed))
                #expect(built.localDate == parsed.localDate)
                #expect(built.localDate(in: zone) == parsed.localDate(in: zone))
            }
        }
    }

    @Test("TimeZoneID.current is the host's zone, valid for ICU")
    func currentZone() throws {
        let current = TimeZoneID.current
        #expect(try TimeZoneID(current.identifier) == current)
        // CI runs the suite under TZ=Pacific/Kiritimati and others: the host zone is that one.
        // CI also runs this test under TZ=JST-9, a POSIX rule: nine hours east, never UTC.
        if let tz = ProcessInfo.processInfo.environment["TZ"] {
            if let zone = try? TimeZoneID(environmentValue: tz) {
                #expect(current == zone)
            } else if tz == "JST-9" {
                #expect(current.identifier == "Etc/GMT-9")
            }
        }
    }
}

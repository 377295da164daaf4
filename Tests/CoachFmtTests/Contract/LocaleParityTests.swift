import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract

/// A state's en and zh-Hans inputs describe the same learner at the same moment.
/// They differ only in what the UI locale changes: the UI locale itself and the strings the server
/// localizes from Accept-Language. Everything else (the learner, flags, numbers, ids, dates,
/// content in an article's language, `now` and the zone) is the same, so that the two goldens of a
/// state can be read side by side. Content in another language is a state of its own
/// (`diagnostic/diag-read--zh-article`), the same in both locales.
@Suite("en and zh-Hans inputs describe the same learner")
struct LocaleParityTests {
    /// A field the UI locale may change, and how.
    struct LocalizedField: Sendable, CustomStringConvertible {
        enum Kind: Sendable {
            /// A string the server localizes from Accept-Language: any string in each locale,
            /// never a string in one and null in the other.
            case acceptLanguage
            /// Names the UI locale: `en…` and `zh-Hans…` with the same rest (`en-US` / `zh-Hans-US`),
            /// or null in both.
            case uiLocale
            /// Localized only as this pair, the server's fallback (`"Learner"` / `"练习者"`); a real
            /// name is the same in both.
            case only(en: String, zhHans: String)
        }

        /// data-binding.md's notation, rooted at the endpoint the file is named after:
        /// `[n]` is every item of an array, `<key>` every member of an object.
        let path: String
        let kind: Kind

        init(_ path: String, _ kind: Kind = .acceptLanguage) {
            self.path = path
            self.kind = kind
        }

        var description: String { path }
        var segments: [Substring] { path.split(separator: ".") }
    }

    /// Every field an example may localize: the fields data-binding.md marks "(Accept-Language)"
    /// (and openapi.yaml describes as "Accept-Language"), at each place the examples send them,
    /// plus the UI locale. Nothing else may differ.
    static let localized: [LocalizedField] = [
        // The UI locale: `local:Locale.current` (`settings.ui_locale` ?? device) and the setting itself.
        .init("local.device.locale", .uiLocale),
        .init("me.settings.ui_locale", .uiLocale),
        // "name fallback "练习者 / Learner" from API".
        .init("me.display_name", .only(en: "Learner", zhHans: "练习者")),
        .init("home.display_name", .only(en: "Learner", zhHans: "练习者")),
        // Topic: name (Accept-Language), glyph (Accept-Language: 产 / Pr).
        .init("topics.topics[n].name"), .init("topics.topics[n].glyph"),
        .init("home.topics[n].name"), .init("home.topics[n].glyph"),
        .init("home.today_quest.article.topic.name"), .init("home.today_quest.article.topic.glyph"),
        .init("home.quick_picks[n].article.topic.name"), .init("home.quick_picks[n].article.topic.glyph"),
        .init("articles.items[n].topic.name"), .init("articles.items[n].topic.glyph"),
        .init("session.article.topic.name"), .init("session.article.topic.glyph"),
        // TextLength.label: "length.label (Accept-Language)", transcript length, validity floor.
        .init("home.today_quest.article.length.label"), .init("home.quick_picks[n].article.length.label"),
        .init("articles.items[n].length.label"), .init("session.article.length.label"),
        .init("attempt.transcript.length.label"), .init("attempt.validity_floor.label"),
        // ArticleSummary.unlock_hint (CCR-3); only the library sends a locked article.
        .init("articles.items[n].unlock_hint"),
        // Home.
        .init("home.local_date_label"), .init("home.greeting"), .init("home.today_quest.steps[n].label"),
        .init("home.quick_picks[n].title"), .init("home.quick_picks[n].subtitle"),
        // Level titles.
        .init("home.level.title"), .init("me.level.title"),
        .init("settlement.level_before.title"), .init("settlement.level_after.title"),
        // Focus and micro-skill titles.
        .init("home.focus.title"), .init("me.focus.title"), .init("session.previous_focus.title"),
        .init("settlement.next_suggestion.title"), .init("settlement.next_suggestion.instruction"),
        .init("plan.target_micro_skill.title"), .init("growth.micro_skills[n].title"),
        .init("attempt.assessment.previous_action.title"), .init("session.round1_assessment.previous_action.title"),
        // Assessment labels (its content is in the article's language and is not listed).
        .init("attempt.assessment.band_label"), .init("session.round1_assessment.band_label"),
        .init("attempt.assessment.dimensions.<key>.label"),
        .init("session.round1_assessment.dimensions.<key>.label"),
        // Errors.
        .init("attempt.error.message"), .init("error.error.message"),
        // Exemplar label (its text is in the article's language).
        .init("exemplar.label"),
        // Settlement.
        .init("settlement.headline"), .init("settlement.subline"),
        .init("settlement.weekly_quests.quests[n].title"),
        .init("settlement.achievements_unlocked[n].title"), .init("settlement.achievements_unlocked[n].description"),
        // Weekly quests, growth.
        .init("weekly_quests.quests[n].title"),
        .init("growth.next_unlock"), .init("growth.dimensions[n].label"),
        .init("growth.achievements[n].title"), .init("growth.achievements[n].description"),
        // Plan and paywall.
        .init("plan.days[n].title"), .init("paywall.plan_preview.days[n].title"),
        .init("paywall.diagnostic.band_label"), .init("paywall.diagnostic.weakest_label"),
        .init("paywall.diagnostic.one_action_title"), .init("paywall.benchmark_label"),
        .init("paywall.products[n].badge"),
    ]

    static var stateIDs: [String] { (try? ExampleIndex.load().states.map(\.id)) ?? [] }

    @Test("A state's inputs are the same in en and zh-Hans but for the localized fields", arguments: stateIDs)
    func sameLearner(_ id: String) throws {
        let state = try #require(try ExampleIndex.load().state(id))
        #expect(Set(state.timeZone.values).count == 1, "time zones differ: \(state.timeZone)")
        for (endpoint, file) in state.files.sorted(by: { $0.key < $1.key }) {
            let en = try JSONParser.parse(Examples.bytes("en/\(file)"))
            let zh = try JSONParser.parse(Examples.bytes("zh-Hans/\(file)"))
            let differences = Self.differences(en, zh, at: [Substring(endpoint)])
            #expect(differences == [], "\(file): \(differences.joined(separator: "; "))")
        }
    }

    @Test("The index has states to compare")
    func hasStates() {
        #expect(Self.stateIDs.count >= IndexTests.requiredStates.count)
    }

    @Test("Every declared localized field occurs in some example, and differs there")
    func noStaleField() throws {
        var occurs = Set<String>()
        var differs = Set<String>()
        for name in Examples.fileNames(in: "en") {
            let endpoint = try #require(Endpoint(file: name)).rawValue
            let en = try JSONParser.parse(Examples.bytes("en/\(name)"))
            let zh = try JSONParser.parse(Examples.bytes("zh-Hans/\(name)"))
            Self.visit(en, zh, at: [Substring(endpoint)]) { path, lhs, rhs in
                guard let field = Self.field(at: path) else { return }
                occurs.insert(field.path)
                if lhs != rhs { differs.insert(field.path) }
            }
        }
        #expect(Self.localized.map(\.path).filter { !occurs.contains($0) } == [])
        #expect(Self.localized.map(\.path).filter { !differs.contains($0) } == [])
    }

    @Test("A flag, a number, a content string or a null that differs is reported; a localized string is not")
    func catchesDifferences() throws {
        let en = try JSONParser.parse(Examples.bytes("en/home.json"))
        func edited(_ old: String, _ new: String) throws -> JSONValue {
            let text = try Examples.text("zh-Hans/home.json")
            #expect(text.contains(old), "home.json has no \(old)")
            return try JSONParser.parse(Array(text.replacingOccurrences(of: old, with: new).utf8))
        }
        let zh = try JSONParser.parse(Examples.bytes("zh-Hans/home.json"))
        #expect(Self.differences(en, zh, at: ["home"]) == [])
        #expect(
            Self.differences(en, try edited("\"at_risk\": false", "\"at_risk\": true"), at: ["home"])
                == ["home.streak.at_risk: false ≠ true"])
        #expect(
            Self.differences(en, try edited("\"xp_reward\": 45", "\"xp_reward\": 40"), at: ["home"])
                == ["home.today_quest.xp_reward: 45 ≠ 40"])
        #expect(
            Self.differences(en, try edited("\"display_name\": \"👩‍💻 Mia\"", "\"display_name\": \"林晓\""), at: ["home"])
                == ["home.display_name: \"👩‍💻 Mia\" ≠ \"林晓\""])
        #expect(
            Self.differences(en, try edited("\"subtitle\": null", "\"subtitle\": \"回到基础\""), at: ["home"])
                == ["home.quick_picks[2].subtitle: null ≠ \"回到基础\""])
        #expect(
            Self.differences(en, try edited("How a Small Team", "How a Tiny Team"), at: ["home"]).count == 1)
        #expect(Self.differences(en, try edited("\"greeting\": \"早上好\"", "\"greeting\": \"你好\""), at: ["home"]) == [])
    }

    // MARK: Comparing

    /// The declared field at a concrete path (array indexes already written as `[n]`).
    static func field(at path: [Substring]) -> LocalizedField? {
        localized.first { field in
            let pattern = field.segments
            return pattern.count == path.count && zip(pattern, path).allSatisfy { $0 == "<key>" || $0 == $1 }
        }
    }

    /// Calls `body` with every leaf pair (or the first pair whose shapes differ), paths in `[n]` form.
    static func visit(
        _ lhs: JSONValue, _ rhs: JSONValue, at path: [Substring], _ body: ([Substring], JSONValue, JSONValue) -> Void
    ) {
        switch (lhs, rhs) {
        case (.object(let l), .object(let r)):
            for key in Set(l.keys).union(r.keys).sorted() {
                visit(l[key] ?? .null, r[key] ?? .null, at: path + [Substring(key)], body)
            }
        case (.array(let l), .array(let r)) where l.count == r.count:
            let last = path.last.map { "\($0)[n]" } ?? "[n]"
            for (a, b) in zip(l, r) { visit(a, b, at: path.dropLast() + [Substring(last)], body) }
        default:
            body(path, lhs, rhs)
        }
    }

    /// The differences between a file's en and zh-Hans trees that no declared field allows, each as
    /// `path: en ≠ zh-Hans` with the array indexes written out.
    static func differences(_ en: JSONValue, _ zh: JSONValue, at path: [Substring]) -> [String] {
        var found: [String] = []
        func walk(_ lhs: JSONValue, _ rhs: JSONValue, _ notation: [Substring], _ concrete: String) {
            switch (lhs, rhs) {
            case (.object(let l), .object(let r)):
                for key in Set(l.keys).union(r.keys).sorted() {
                    if (l[key] == nil) != (r[key] == nil) {
                        found.append("\(concrete).\(key): \(l[key] == nil ? "absent" : "present") in en only")
                        continue
                    }
                    walk(l[key]!, r[key]!, notation + [Substring(key)], "\(concrete).\(key)")
                }
            case (.array(let l), .array(let r)) where l.count == r.count:
                let last = Substring("\(notation.last ?? "")[n]")
                for (index, pair) in zip(l, r).enumerated() {
                    walk(pair.0, pair.1, notation.dropLast() + [last], "\(concrete)[\(index)]")
                }
            default:
                guard lhs != rhs, !allowed(lhs, rhs, field(at: notation)) else { return }
                found.append("\(concrete): \(show(lhs)) ≠ \(show(rhs))")
            }
        }
        walk(en, zh, path, path.joined(separator: "."))
        return found
    }

    /// Whether a declared field allows this en / zh-Hans pair.
    static func allowed(_ en: JSONValue, _ zh: JSONValue, _ field: LocalizedField?) -> Bool {
        switch (field?.kind, en, zh) {
        case (.acceptLanguage?, .string, .string):
            return true
        case (.uiLocale?, .string(let l), .string(let r)):
            guard let lrest = rest(of: l, after: "en"), let rrest = rest(of: r, after: "zh-Hans") else { return false }
            return lrest == rrest
        case (.only(let pairEn, let pairZh)?, .string(let l), .string(let r)):
            return l == pairEn && r == pairZh
        default:
            return false
        }
    }

    /// What follows the language in a tag that starts with `language` (`en-US` → `-US`, `en` → "").
    static func rest(of tag: String, after language: String) -> Substring? {
        guard tag.hasPrefix(language) else { return nil }
        let rest = tag.dropFirst(language.count)
        return rest.isEmpty || rest.hasPrefix("-") ? rest : nil
    }

    static func show(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): n
        case .string(let s): "\"\(s.count > 60 ? String(s.prefix(60)) + "…" : s)\""
        case .array(let a): "an array of \(a.count)"
        case .object: "an object"
        }
    }
}

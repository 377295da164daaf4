import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

@Suite("Preview: layout budgets")
struct LayoutBudgetsTests {
    @Test func patterns() throws {
        let cases: [(String, String, Bool)] = [
            ("paywall.calendar_days.day_*", "paywall.calendar_days.day_3", true),
            ("paywall.calendar_days.day_*", "paywall.calendar_days.day_3.note", false),
            ("home.*", "home.level", true),
            ("home.*", "home.level.title", false),
            ("**.a11y", "feedback.score_ring.a11y", true),
            ("**.a11y", "a11y", true),
            ("**.a11y", "feedback.a11y_note", false),
            ("library.status_tag.**", "library.status_tag", true),
            ("library.status_tag.**", "library.status_tag.art_en.lock", true),
            ("complete.*_tile", "complete.xp_tile", true),
            ("complete.*_tile", "complete.tile", false),
            ("a.*b*c", "a.xbyc", true),
        ]
        for (pattern, name, expected) in cases {
            #expect(try #require(ElementPattern(pattern)).matches(name) == expected, "\(pattern) ~ \(name)")
        }
        #expect(ElementPattern("home..title") == nil)
        #expect(ElementPattern("home.") == nil)
    }

    /// Stars within a segment: a glob that backtracks to every earlier star tries on the order
    /// of C(2000, 120) splits here, and one that recurses per star overflows the stack on
    /// 60,000 of them; backtracking to the last star only is linear.
    @Test func manyStarsMatchInLinearWork() throws {
        let stars = try #require(ElementPattern(String(repeating: "*a", count: 120) + "*b"))
        #expect(stars.matches(String(repeating: "a", count: 2000)) == false)
        #expect(stars.matches(String(repeating: "a", count: 2000) + "b") == true)
        let exact = try #require(ElementPattern(String(repeating: "*a", count: 120)))
        #expect(exact.matches(String(repeating: "a", count: 2000)) == true)
        #expect(exact.matches(String(repeating: "a", count: 119)) == false)
        #expect(try #require(ElementPattern("a*b*c")).matches("aXbYbZc") == true)
        #expect(try #require(ElementPattern("a*b*c")).matches("aXbYbZ") == false)
    }

    /// `**` among segments: fifty of them, each before an `a`, against 300 segments, which a
    /// matcher that tries every split of the segments among the `**`s never finishes.
    @Test func nestedDoubleStarsMatchInLinearWork() throws {
        let pattern = try #require(ElementPattern(Array(repeating: "**.a", count: 50).joined(separator: ".") + ".b"))
        let name = Array(repeating: "a", count: 300).joined(separator: ".")
        #expect(pattern.matches(name) == false)
        #expect(pattern.matches(name + ".b") == true)
        #expect(try #require(ElementPattern("**.**.**.a11y")).matches("feedback.score_ring.a11y") == true)
        #expect(try #require(ElementPattern("home.**.**")).matches("home") == true)
        #expect(try #require(ElementPattern("**.x.**.y")).matches("a.x.b.x.c.y") == true)
        #expect(try #require(ElementPattern("**.x.**.y")).matches("a.y.x") == false)
    }

    /// A pattern longer than the limit is refused with the file and the rule, so that no rule
    /// costs more than the limit times the id to match.
    @Test func longPatternsAreRefused() throws {
        let stars = String(repeating: "*", count: 60_000)
        #expect(throws: ElementPattern.Problem.tooLong(bytes: 60_000)) { try ElementPattern.validated(stars) }
        #expect(ElementPattern(stars) == nil)
        let limit = String(repeating: "*", count: ElementPattern.maximumBytes)
        #expect(try ElementPattern.validated(limit).matches("anything") == true)
        let kind = #""body": { "width": 343, "font_size": 17, "line_height": 22, "max_lines": 6 }"#
        let json =
            #"{ "default": "body", "kinds": { \#(kind) }, "rules": [ { "id": "a.b", "kind": "body" }, { "id": "\#(stars)", "kind": "body" } ] }"#
        do {
            _ = try LayoutBudgets.decode(Array(json.utf8), file: "budgets.json")
            Issue.record("decoded")
        } catch {
            #expect(
                error.description
                    == "budgets.json: budgets.rules[1].id: a pattern of 60000 bytes is longer than the limit of 256")
        }
    }

    /// Every text of every state in every default column gets its box from a rule, not the default:
    /// an element added to a screen is mapped in budgets.json before the tests pass.
    @Test func everyTextIsMapped() throws {
        let budgets = try PreviewFixture.budgets.get()
        var unmapped: Set<String> = []
        for state in try PreviewFixture.index.get().states {
            for locale in PreviewSite.defaultLocales {
                for element in PreviewFixture.flatten(try state.render(locale: locale).elements) {
                    guard element.text != nil else { continue }
                    if budgets.box(id: element.id, key: element.key).rule == nil { unmapped.insert(element.id) }
                }
            }
        }
        #expect(unmapped.sorted() == [], "map these ids in Resources/layout/budgets.json")
    }

    @Test func rulesOverrideTheirKind() throws {
        let budgets = try PreviewFixture.budgets.get()
        let building = budgets.box(id: "complete.ability_tile", key: "complete.ability.building")
        let delta = budgets.box(id: "complete.ability_tile", key: "complete.ability.delta")
        #expect(building.kind == "stat_tile_label")
        #expect(delta.kind == "stat_tile_value")
        #expect(budgets.box(id: "feedback.score_ring.a11y", key: "common.score_a11y").box.measured == false)
        let manage = budgets.box(id: "profile.delete_account.manage_subscription", key: nil)
        #expect(manage.kind == "alert_button" && manage.box.width == 238)
        #expect(budgets.box(id: "profile.delete_data.confirm", key: nil).box.width == 119)
    }

    @Test func badFilesAreRefusedWithTheirPlace() throws {
        func error(_ json: String) -> String {
            do {
                _ = try LayoutBudgets.decode(Array(json.utf8), file: "budgets.json")
                return "no error"
            } catch { return error.description }
        }
        let kind = #""body": { "width": 343, "font_size": 17, "line_height": 22, "max_lines": 6 }"#
        #expect(
            error(#"{ "default": "body", "kinds": { \#(kind) }, "rules": [ { "id": "a.b", "kind": "chipp" } ] }"#)
                == "budgets.json: rules[0]: unknown kind 'chipp'")
        #expect(
            error(#"{ "default": "body", "kinds": { \#(kind) }, "rules": [ { "kind": "body" } ] }"#)
                == "budgets.json: rules[0]: needs an id or a key pattern")
        #expect(
            error(
                #"{ "default": "body", "kinds": { \#(kind) }, "rules": [ { "id": "a", "kind": "body", "max_line": 2 } ] }"#
            )
            .contains("unknown field 'max_line'"))
        #expect(
            error(
                #"{ "default": "body", "kinds": { "body": { "width": 343, "font_size": 17, "line_height": 22 } }, "rules": [] }"#
            )
            .contains("max_lines is required"))
        #expect(
            error(#"{ "default": "title", "kinds": { \#(kind) }, "rules": [] }"#)
                == "budgets.json: default: unknown kind 'title'")
    }
}

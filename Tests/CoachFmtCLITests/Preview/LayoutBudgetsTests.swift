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

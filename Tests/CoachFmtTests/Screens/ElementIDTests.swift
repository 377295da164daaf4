import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// Element ids: unique within a screen, the same in en and zh-Hans, and every top-level id
/// one that its section declares (`HomeScreen.Element`), so typed handles never go stale.
@Suite struct ElementIDTests {
    /// `shortName` is a literal per section (it prefixes every id); it must stay the heading's first word.
    @Test func shortNamesAreTheHeadingsFirstWord() {
        for section in ScreenSection.allCases {
            #expect(section.shortName == String(section.rawValue.lowercased().prefix { $0.isLetter }))
        }
    }

    static let index = try! ExampleIndex.builtIn()

    /// Every id of a screen, parts included, depth first.
    static func ids(_ screen: RenderedScreen) -> [String] {
        func walk(_ element: RenderedElement) -> [String] { [element.id] + element.parts.flatMap(walk) }
        return screen.elements.flatMap(walk)
    }

    @Test(arguments: index.states.map(\.id))
    func idsAreUniqueAndTheSameInBothLocales(state id: String) throws {
        let state = try #require(Self.index.state(id))
        let en = try state.render(locale: .en)
        let zh = try state.render(locale: .zhHans)
        for screen in [en, zh] {
            let ids = Self.ids(screen)
            var seen = Set<String>()
            let repeated = ids.filter { !seen.insert($0).inserted }
            #expect(repeated == [], "\(screen.locale): repeated ids")
            #expect(!ids.contains { $0.isEmpty || $0.hasSuffix(".") }, "\(screen.locale): an empty id")
        }
        // The same set: only the order may follow the locale (the device's language is listed first).
        let (enIDs, zhIDs) = (Set(Self.ids(en)), Set(Self.ids(zh)))
        #expect(enIDs.subtracting(zhIDs).sorted() == [], "only in en")
        #expect(zhIDs.subtracting(enIDs).sorted() == [], "only in zh-Hans")
    }

    @Test func everyRenderedRowIsDeclaredAndEveryDeclaredRowRenders() throws {
        var rendered: [ScreenSection: Set<String>] = [:]
        for state in Self.index.states {
            let screen = try state.render(locale: .en)
            rendered[screen.section, default: []].formUnion(screen.elements.map(\.id))
        }
        for section in ScreenSection.allCases {
            let declared = Set(section.elementIDs)
            let shown = rendered[section] ?? []
            #expect(shown.subtracting(declared).sorted() == [], "\(section.shortName): rendered but not declared")
            #expect(declared.subtracting(shown).sorted() == [], "\(section.shortName): declared but never rendered")
        }
    }

    @Test func aTypedHandleFindsItsElementAndAPartById() throws {
        let screen = try render("paywall/paywall--default", "zh-Hans")
        let slider = try #require(screen[PaywallScreen.Element.kSlider])
        #expect(slider.id == "paywall.k_slider")
        #expect(slider.content == .composite)
        #expect(slider.parts.map(\.id) == ["paywall.k_slider.3", "paywall.k_slider.5", "paywall.k_slider.7"])
        #expect(screen.element(id: "paywall.k_slider.5")?.text == "5 天")
        #expect(screen.element(id: "paywall.k_slider.5")?.selected == true)
        #expect(screen.element(id: "paywall.k_slider.3")?.selected == false)
        #expect(screen.element(id: "paywall.calendar_days.day_3")?.looksNote == "Sun")
        #expect(screen.element(id: "paywall.calendar_days.day_3")?.marks == [.rest])
        #expect(HomeScreen.Element.questBadge.id == "home.quest_badge")
    }

    @Test func slugsAreLocaleFreeAndStable() {
        #expect(ElementID.slug("result · score ring + count-up") == "result.score_ring_count_up")
        #expect(ElementID.slug("\"You did it ✓\"") == "you_did_it")
        #expect(ElementID.slug("3-step path") == "3_step_path")
        #expect(ElementID.slug("option · zh-Hans") == "option.zh_hans")
    }

    @Test func theFastSlugAgreesWithTheUnicodeRuleOnEveryLabel() throws {
        var labels = Set<String>()
        for state in Self.index.states {
            func walk(_ element: RenderedElement) {
                labels.insert(element.label)
                element.parts.forEach(walk)
            }
            try state.render(locale: .en).elements.forEach(walk)
        }
        for label in labels.sorted() + ["A · B", " · lead", "x ·  y", "Day 1 · Fri", "a--b", "Ünïcode · ok"] {
            #expect(ElementID.slug(label) == ElementID.unicodeSlug(label), "\(label)")
            #expect(ElementID.slug(label, under: "home") == "home." + ElementID.unicodeSlug(label), "\(label)")
        }
        #expect(ElementID.slug("", under: "home") == "home.")
        #expect(ElementID.slug("—", under: "home.x") == "home.x.")
        #expect(ElementID.slug("day 3 · 周日", under: "paywall") == "paywall.day_3.周日")
    }

    @Test func anElementRoundTripsThroughJSON() throws {
        let screen = try render("complete/complete--improved", "en")
        for element in screen.elements {
            let data = try JSONEncoder().encode(element)
            #expect(try JSONDecoder().decode(RenderedElement.self, from: data) == element)
        }
    }
}

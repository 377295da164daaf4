import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The element a view reads: one meaning per content, typed looks and marks, and a screen that
/// decodes its own JSON.
@Suite struct ElementModelTests {
    static func walk(_ element: RenderedElement, _ body: (RenderedElement) -> Void) {
        body(element)
        for part in element.parts { walk(part, body) }
    }

    /// `text` has no parts, `headline` and `composite` have some: a view that switches on the
    /// content never drops an item.
    @Test func everyElementOfEveryStateHasOneMeaning() throws {
        var wrong: [String] = []
        var headlines = 0
        for screen in try EveryState.screens {
            for element in screen.elements {
                Self.walk(element) { element in
                    let place = "\(screen.state ?? "") \(screen.locale) \(element.id)"
                    switch element.content {
                    case .text where !element.parts.isEmpty: wrong.append("\(place): text with parts")
                    case .headline where element.parts.isEmpty: wrong.append("\(place): headline without parts")
                    case .composite where element.parts.isEmpty: wrong.append("\(place): composite without parts")
                    case .composite where element.key != nil: wrong.append("\(place): composite with a key")
                    case .headline: headlines += 1
                    default: break
                    }
                }
            }
        }
        #expect(wrong == [])
        // The rows that show a line over their items are typed, not gone.
        #expect(headlines > 0)
    }

    @Test func theCalendarIsAHeadlineOverItsDays() throws {
        let screen = try render("paywall/paywall--default", "en")
        let calendar = try #require(screen[PaywallScreen.Element.calendarDays])
        guard case .headline(let line) = calendar.content else {
            Issue.record("calendar days: \(calendar.content)")
            return
        }
        #expect(line == calendar.text)
        #expect(calendar.key == "paywall.calendar.title")
        #expect(calendar.parts.first?.id == "paywall.calendar_days.day_1")
        #expect(
            calendar.looks == [.calendarGrid(columns: 7, firstWeekday: .monday, leadingBlanks: 4, rows: 3)])
        let day3 = try #require(screen.element(id: "paywall.calendar_days.day_3"))
        #expect(day3.looks == [.weekday(.sunday)])
        #expect(day3.marks == [.rest])
    }

    /// Encode → decode → equal, for every example state in both locales.
    @Test func everyStateRoundTripsThroughItsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for screen in try EveryState.screens {
            let data = try encoder.encode(screen)
            let decoded = try JSONDecoder().decode(RenderedScreen.self, from: data)
            #expect(decoded == screen, "\(screen.state ?? "") \(screen.locale)")
            #expect(try encoder.encode(decoded) == data, "\(screen.state ?? "") \(screen.locale)")
        }
    }

    @Test func looksEncodeAsOneMemberObjects() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let looks: [RenderedElement.Look] = [
            .countUp(from: 0, to: 62, milliseconds: 1200), .style(.warningBanner), .weekday(.friday),
            .waveform(bars: 34, levelDb: -18.5, sampleHz: 30),
        ]
        #expect(
            String(decoding: try encoder.encode(looks), as: UTF8.self)
                == #"[{"count_up":{"from":0,"milliseconds":1200,"to":62}},{"style":"warning_banner"},{"weekday":"friday"},"#
                + #"{"waveform":{"bars":34,"level_db":-18.5,"sample_hz":30}}]"#)
        #expect(try JSONDecoder().decode([RenderedElement.Look].self, from: encoder.encode(looks)) == looks)
        #expect(
            looks.map(\.note) == ["count-up 0 → 62 in 1200 ms", "warning banner", "Fri", "34 bars at -18.5 dB, 30 Hz"])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RenderedElement.Look.self, from: Data(#"{"style":"banner","icon":"lock"}"#.utf8))
        }
    }

    @Test func anElementsViolationsAreTyped() throws {
        let violation = ContractViolation(
            file: "home.json", path: "home.level.title", message: "expected a string, found a number",
            effect: .madeAbsent)
        var element = RenderedElement(label: "level", content: .text("Level 6"))
        element.violationGroups = [0]
        let data = try JSONEncoder().encode(element)
        let decoded = try JSONDecoder().decode(RenderedElement.self, from: data)
        #expect(decoded.violationGroups == [0])
        #expect(violation.elementLine == "home.level.title: expected a string, found a number")
    }
}

/// The part ids rows.json declares, against the parts the example states render.
@Suite struct PartDeclarationTests {
    /// Whether `path` (segments under the row, `/` between levels) fits `pattern`: each segment
    /// the same, or the pattern's `prefix<name>` / `prefix<name:int>` with a slug or digits after the prefix.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        let actual = path.split(separator: "/")
        let declared = pattern.split(separator: "/")
        guard actual.count == declared.count else { return false }
        return zip(actual, declared).allSatisfy { segment, rule in
            guard let open = rule.firstIndex(of: "<") else { return segment == rule }
            let prefix = rule[..<open]
            guard segment.hasPrefix(prefix), segment.count > prefix.count else { return false }
            let rest = segment.dropFirst(prefix.count)
            return rule.hasSuffix(":int>")
                ? rest.allSatisfy(\.isASCII) && rest.allSatisfy(\.isNumber)
                : rest.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
        }
    }

    static func paths(of element: RenderedElement, under prefix: String = "") -> [String] {
        element.parts.flatMap { part -> [String] in
            let path = prefix + part.id.dropFirst(element.id.count + 1)
            return [path] + paths(of: part, under: path + "/")
        }
    }

    @Test func everyPartOfEveryStateIsDeclaredAndEveryDeclaredPartAppears() throws {
        var undeclared: Set<String> = []
        var used: Set<String> = []
        // The error rows show only on the error paths, which no example state is.
        let errorPaths = try RowTableTests.paths.flatMap { path in
            try [path.render(), path.render(error: "error.json")]
        }
        for screen in try EveryState.screens + errorPaths {
            let declared = screen.section.declaredParts
            for element in screen.elements {
                let patterns = try #require(declared[element.id], "\(element.id) is not a row")
                for path in Self.paths(of: element) {
                    // A fixed id before a family that would take it too (`plan_day` beside `<achievement>`).
                    let fixedFirst = patterns.filter { !$0.contains("<") } + patterns.filter { $0.contains("<") }
                    if let pattern = fixedFirst.first(where: { Self.matches(path, $0) }) {
                        used.insert(element.id + " " + pattern)
                    } else {
                        undeclared.insert("\(element.id): \(path)")
                    }
                }
            }
        }
        #expect(undeclared.sorted() == [])
        let unused = ScreenSection.allCases.flatMap { section in
            section.declaredParts.flatMap { id, patterns in patterns.map { id + " " + $0 } }
        }.filter { !used.contains($0) }
        #expect(unused.sorted() == [])
    }

    @Test func familiesMatchTheirMembersOnly() {
        #expect(Self.matches("day_3", "day_<n:int>"))
        #expect(!Self.matches("day_x", "day_<n:int>"))
        #expect(!Self.matches("day_", "day_<n:int>"))
        #expect(Self.matches("coach_pro_yearly/price", "<product>/price"))
        #expect(!Self.matches("coach_pro_yearly/price", "<product>"))
        #expect(Self.matches("dimension.fluency/name", "dimension.<dimension>/name"))
        #expect(!Self.matches("caption", "message"))
    }

    @Test func handlesSpellTheDeclaredIds() {
        typealias Calendar = PartHandle<PaywallScreen.Element.CalendarDaysParts, NoParts>
        typealias Card = PartHandle<
            PaywallScreen.Element.ProductCardsParts, PaywallScreen.Element.ProductCardsParts.ProductParts
        >
        #expect(Calendar.day(3).id == "day_3")
        #expect(PartHandle<PaywallScreen.Element.CtaCaptionParts, NoParts>.caption.id == "caption")
        #expect(Card.product("coach.pro.yearly").id == "coach_pro_yearly")
        #expect(PartHandle<PaywallScreen.Element.ProductCardsParts.ProductParts, NoParts>.perMonth.id == "per_month")
        #expect(
            PartHandle<OnboardingScreen.Element.LanguageOptionsParts, NoParts>.practiceLanguage("zh-Hans").id
                == "zh_hans")
        typealias XPLine = PartHandle<
            CompleteScreen.Element.XpLinesParts, CompleteScreen.Element.XpLinesParts.WeeklyQuestParts
        >
        #expect(XPLine.weeklyQuest("wq_2026w48_sessions").id == "weekly_quest_wq_2026w48_sessions")
        typealias Summary = DiagnosticScreen.Element.ResultSummaryNotesEvidenceOneActionParts
        #expect(
            PartHandle<Summary, Summary.SummaryDimensionParts>.summaryDimension("fluency").id == "dimension.fluency")
        #expect(PartHandle<PaywallScreen.Element.KSliderParts, NoParts>.daysAWeek(5).id == "5")
    }
}

import Foundation
import Testing

@testable import CoachFmt

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
        element.violations = [violation]
        let data = try JSONEncoder().encode(element)
        let decoded = try JSONDecoder().decode(RenderedElement.self, from: data)
        #expect(decoded.violations == [violation])
        #expect(violation.elementLine == "home.level.title: expected a string, found a number")
    }
}


import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// A broken field is recorded on the element where a resolver builds it from the fields it
/// reads, so that the resolver is handed what the field leaves of it; nothing after the resolver
/// rewrites its elements.
@Suite("A broken field is recorded where its element is built")
struct ViolationRecordingTests {
    static let title = Source.field(.home, "level", "title")

    static func context(_ violation: ContractViolation) throws -> RenderContext {
        var inputs = ScreenInputs()
        inputs.violations = [violation]
        return try exampleContext(inputs, LanguageTag("en"))
    }

    static let withheld = ContractViolation(
        file: "home.json", path: "home.level.title", message: "expected a string, found a number", effect: .withheld,
        expected: "a string")

    @Test("An element that reads a withheld field is hidden when it is built, and stays as built")
    func withheldFieldHidesWhenBuilt() throws {
        let c = try Self.context(Self.withheld)
        let built = c.text("level", [Self.title], "Fluent", look: [.color("amber")])
        #expect(built.content == .hidden(reason: .invalid(Self.withheld)))
        #expect(built.looks.isEmpty && built.violationGroups == [0])
        // What a resolver does to it afterwards was decided from the stand-in value.
        #expect(built.labeled("Level: Fluent").looking(.icon(.lock)).selecting(true) == built)
        // Copy that reads nothing broken is built as asked.
        #expect(c.text("level", [.field(.home, "level", "number")], "3").text == "3")
    }

    @Test("In the pseudo-locale, an element a withheld field hid is not marked as showing a server string")
    func withheldElementShowsNoServerString() throws {
        var inputs = ScreenInputs()
        inputs.violations = [Self.withheld]
        let c = try exampleContext(inputs, LanguageTag("en-XA"))
        let served = try #require(c.served("Fluent", from: .home))
        let built = c.text("level", [Self.title], served)
        #expect(!built.isShown && !built.isPseudoServed)
        #expect(c.text("level", [.field(.home, "level", "number")], served).isPseudoServed)
    }

    @Test("A part that names the broken field costs that part, not the element that holds it")
    func partNamingTheFieldTakesTheCost() throws {
        let c = try Self.context(Self.withheld)
        let part = c.reading([Self.title], c.part("title", "Fluent"))
        let holder = c.list("level", [Self.title, .field(.home, "level", "number")], [part, c.part("number", "3")])
        #expect(part.content == .hidden(reason: .invalid(Self.withheld)))
        #expect(holder.isShown && holder.violationGroups == [0])
        #expect(holder.parts.map(\.isShown) == [false, true])
    }

    @Test("A field made absent keeps what the resolver did for missing data, naming the violation")
    func absentFieldNamesItsViolation() throws {
        let absent = ContractViolation(
            file: "home.json", path: "home.focus.title", message: "expected a string, found a number",
            absentPath: "home.focus", effect: .madeAbsent, expected: "a string")
        let c = try Self.context(absent)
        let hidden = c.hidden("focus chip", [.field(.home, "focus")], .null(field: JSONPath(.home, "focus")))
        #expect(hidden.content == .hidden(reason: .all([.invalid(absent), .null(field: JSONPath(.home, "focus"))])))
        let shown = c.text("focus chip", [.field(.home, "focus")], "Pausing")
        #expect(shown.text == "Pausing" && shown.violationGroups == [0])
    }

    @Test("An element a withheld field hid reads back from its JSON as it was built")
    func withheldElementReadsBack() throws {
        let screen = try render(
            "profile/settings--default", "en", changes: [.set(.config, "rubric_version", .int(5))])
        let rubric = try #require(screen.element(id: "profile.version")?.parts.first)
        #expect(rubric.isHiddenByWithheldField && !rubric.isShown)
        let decoded = try JSONDecoder().decode(RenderedScreen.self, from: try JSONEncoder().encode(screen))
        #expect(decoded.element(id: "profile.version") == screen.element(id: "profile.version"))
        #expect(decoded.element(id: "profile.version")?.parts.first?.isHiddenByWithheldField == true)
    }
}

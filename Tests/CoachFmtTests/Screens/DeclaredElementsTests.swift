import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// Every render of a section has every row its table declares, in the table's order, each
/// shown or hidden with a reason: a view never tells a missing element from a hidden one.
@Suite struct DeclaredElementsTests {
    static let index = try! ExampleIndex.builtIn()

    @Test(arguments: index.states.map(\.id))
    func everyDeclaredRowIsInTheRender(state id: String) throws {
        let state = try #require(Self.index.state(id))
        for locale in [LanguageTag.en, .zhHans] {
            let screen = try state.render(locale: locale)
            let ids = screen.elements.map(\.id)
            let declared = screen.section.elementIDs
            let missing = declared.filter { !ids.contains($0) }
            #expect(missing == [], "\(locale): declared but missing")
            #expect(ids == declared, "\(locale): not the table's rows in its order")
        }
    }

    /// The same for each section's error path (the failed request, no cached data), with the
    /// path's own error and with a generic one.
    @Test(arguments: RowTableTests.paths)
    func everyDeclaredRowIsOnTheErrorPath(_ path: RowTableTests.ErrorPath) throws {
        for error in [path.error, "error.json"] {
            let screen = try path.render(error: error)
            #expect(screen.elements.map(\.id) == path.section.elementIDs, "\(error)")
        }
    }

    /// The error row of a section with one reports a generic failure, and is hidden naming the
    /// code when another row reports it (`plan not ready`).
    @Test func theErrorRowShowsOnlyForAFailureItReports() throws {
        let plan = try #require(RowTableTests.paths.first { $0.section == .plan })
        let notReady = try plan.render()
        #expect(
            notReady[PlanScreen.Element.error]?.content
                == .hidden(
                    reason: .replaced(
                        .value(field: "error.error.code", is: "plan_not_ready"), by: .row("plan not ready"))))
        #expect(notReady[PlanScreen.Element.planNotReady]?.isShown == true)
        let failed = try plan.render(error: "error.json")
        #expect(failed[PlanScreen.Element.error]?.isShown == true)
        #expect(
            failed[PlanScreen.Element.planNotReady]?.content
                == .hidden(reason: .value(field: "error.error.code", is: "internal")))
        let normal = try render("plan/plan--default", "en")
        #expect(normal[PlanScreen.Element.error]?.content == .hidden(reason: .noResponse(.error)))
        #expect(normal[PlanScreen.Element.planNotReady]?.content == .hidden(reason: .noResponse(.error)))
        for section in [ScreenSection.onboarding, .diagnostic, .paywall] {
            let path = try #require(RowTableTests.paths.first { $0.section == section })
            let screen = try path.render()
            #expect(screen.element(id: "\(section.shortName).error")?.isShown == true, "\(section.shortName)")
        }
    }

    /// With no inputs at all each section still lists every row.
    @Test(arguments: ScreenSection.allCases)
    func everyDeclaredRowRendersWithoutInputs(_ section: ScreenSection) {
        let screen = ScreenRenderer.render(
            section, inputs: ScreenInputs(), locale: .en, timeZone: .utc, now: Timestamp("2026-11-27T09:15:00Z")!)
        #expect(screen.elements.map(\.id) == section.elementIDs)
    }

    /// A row left out of a render is hidden with one of the typed reasons, never an empty one.
    @Test(arguments: index.states.map(\.id))
    func everyHiddenRowSaysWhy(state id: String) throws {
        let screen = try #require(Self.index.state(id)).render(locale: .en)
        for element in screen.elements {
            guard case .hidden(let reason) = element.content else { continue }
            #expect(!reason.members.isEmpty && !reason.description.isEmpty, "\(element.id)")
        }
    }
}

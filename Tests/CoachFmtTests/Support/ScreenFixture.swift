import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

// Helpers the screen tests share: render an example state (optionally edited), find elements.
// Edits by JSON path (InputChange) live in InputChange.swift; cases in Screens/Cases/.

/// Renders an example state of index.json in `locale`, after `edit` changes its inputs.
func render(
    _ id: String, _ locale: String, edit: (inout ScreenInputs) throws -> Void = { _ in }
) throws -> RenderedScreen {
    let state = try #require(try ExampleIndex.builtIn().state(id))
    let tag = try LanguageTag(locale)
    var inputs = try state.inputs(locale: tag)
    try edit(&inputs)
    return ScreenRenderer.render(
        state.section, inputs: inputs, locale: tag, timeZone: state.zone(for: tag), now: state.now, state: id)
}

/// The inputs of an example state of index.json in each catalog locale (en, zh-Hans).
func inputsInEachLocale(_ id: String) throws -> [ScreenInputs] {
    let state = try #require(try ExampleIndex.builtIn().state(id))
    return try LocaleNegotiation.catalogLocales.map { try state.inputs(locale: $0) }
}

/// The element labelled `label`, or a recorded failure.
func element(_ screen: RenderedScreen, _ label: String) throws -> RenderedElement {
    try #require(screen.elements.first { $0.label == label }, "no element \(label)")
}

/// A context for `inputs` at the examples' moment in the learner's zone, New York in both locales.
func exampleContext(_ inputs: ScreenInputs, _ locale: LanguageTag) throws -> RenderContext {
    RenderContext(
        inputs: inputs, locale: locale, timeZone: try TimeZoneID("America/New_York"),
        now: Timestamp("2026-11-27T09:15:00-05:00")!, catalog: .builtIn)
}

/// A context with no inputs, for the resolvers' helper functions.
func emptyContext(_ locale: LanguageTag) throws -> RenderContext {
    RenderContext(
        inputs: ScreenInputs(), locale: locale, timeZone: .utc, now: try Timestamp(parsing: "2026-11-27T14:15:00Z"),
        catalog: .builtIn)
}

extension RenderedScreen {
    func element(_ label: String) -> RenderedElement? { elements.first { $0.label == label } }
    func text(_ label: String) -> String? { element(label)?.text }
    func part(_ label: String, _ part: String) -> String? { element(label)?.parts.first { $0.label == part }?.text }
    func hiddenReason(_ label: String) -> String? {
        if case .hidden(let reason) = element(label)?.content { return reason.description }
        return nil
    }
}

/// Every state of index.json rendered in each catalog locale, once per test process.
enum EveryState {
    private static let renders: Result<[RenderedScreen], any Error> = Result {
        let index = try ExampleIndex.builtIn()
        return try index.states.flatMap { state in
            try LocaleNegotiation.catalogLocales.map { try state.render(locale: $0) }
        }
    }

    /// The renders; a state that fails to render throws here, so a test that iterates every
    /// state fails rather than leaving that one out.
    static var screens: [RenderedScreen] {
        get throws { try renders.get() }
    }
}

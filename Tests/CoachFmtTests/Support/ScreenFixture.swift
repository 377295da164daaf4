import CoachFmtResources
import Testing

@testable import CoachFmt

// Helpers the screen tests share: render an example state (optionally edited), find elements.

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

/// Renders an example state with exact text edits per endpoint file (each must match) and
/// files swapped for other examples; the render must have no errors.
func renderEdited(
    _ id: String, _ locale: String, replacing: [Endpoint: [(String, String)]] = [:], files: [Endpoint: String] = [:]
) throws -> RenderedScreen {
    let state = try #require(try ExampleIndex.builtIn().state(id))
    let tag = try LanguageTag(locale)
    var inputs = ScreenInputs()
    var map = Dictionary(
        uniqueKeysWithValues: state.files.compactMap { key, value in Endpoint(rawValue: key).map { ($0, value) } })
    for (endpoint, file) in files { map[endpoint] = file }
    for (endpoint, file) in map {
        var text = try #require(EmbeddedResources.text("examples/\(locale)/\(file)"))
        for (old, new) in replacing[endpoint] ?? [] {
            try #require(text.contains(old), "\(file) has no \(old)")
            text = text.replacing(old, with: new)
        }
        try inputs.add(endpoint, bytes: Array(text.utf8), file: file)
    }
    let screen = ScreenRenderer.render(
        state.section, inputs: inputs, locale: tag, timeZone: state.zone(for: tag), now: state.now, state: id)
    #expect(screen.errors == [])
    return screen
}

/// The element labelled `label`, or a recorded failure.
func element(_ screen: RenderedScreen, _ label: String) throws -> RenderedElement {
    try #require(screen.elements.first { $0.label == label }, "no element \(label)")
}

/// Re-adds an example file of `locale` with `old` replaced by `new`.
func replace(
    _ endpoint: Endpoint, _ file: String, _ locale: String, _ old: String, _ new: String, _ inputs: inout ScreenInputs
) throws {
    let text = try Examples.text("\(locale)/\(file)")
    #expect(text.contains(old))
    try inputs.add(
        endpoint, bytes: Array(text.replacingOccurrences(of: old, with: new).utf8), file: "\(locale)/\(file)")
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
        if case .hidden(let reason) = element(label)?.content { return reason }
        return nil
    }
}

import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Renders the read → record → processing sections from the example files, each file optionally
/// edited as JSON first, so a test can change one field and assert the exact string it yields.
enum RecordingFlowFixture {
    typealias Edit = (inout [String: Any]) -> Void

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Screens
        .deletingLastPathComponent()  // CoachFmtTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Resources/examples")

    /// `files`: endpoint name → example file name in the locale's folder.
    static func render(
        _ section: ScreenSection, locale: String = "en", files: [String: String], edits: [String: Edit] = [:],
        now: String = "2026-11-27T09:15:00-05:00"
    ) throws -> RenderedScreen {
        var inputs = ScreenInputs()
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            let endpoint = try #require(Endpoint(rawValue: name))
            var data = try Data(contentsOf: examples.appendingPathComponent("\(locale)/\(file)"))
            if let edit = edits[name] {
                var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                edit(&object)
                data = try JSONSerialization.data(withJSONObject: object)
            }
            try inputs.add(endpoint, bytes: [UInt8](data), file: "\(locale)/\(file)")
        }
        let zone = "America/New_York"  // the learner's, in both locales
        return ScreenRenderer.render(
            section, inputs: inputs, locale: try LanguageTag(locale), timeZone: try TimeZoneID(zone),
            now: try #require(Timestamp(now)))
    }

    static func element(_ screen: RenderedScreen, _ label: String) throws -> RenderedElement {
        try #require(screen.elements.first { $0.label == label }, "no element \(label)")
    }

    /// The element's text, or nil when it is hidden.
    static func text(_ screen: RenderedScreen, _ label: String) throws -> String? {
        try element(screen, label).text
    }

    /// The hidden reason, or nil when the element is shown.
    static func hiddenReason(_ screen: RenderedScreen, _ label: String) throws -> String? {
        if case .hidden(let reason) = try element(screen, label).content { return reason.description }
        return nil
    }

    /// A part's text by its label.
    static func part(_ screen: RenderedScreen, _ label: String, _ part: String) throws -> String? {
        try element(screen, label).parts.first { $0.label == part }?.text
    }

    /// Sets a value at a dotted path of objects (`article.source`), creating nothing.
    static func set(_ object: inout [String: Any], _ path: String, _ value: Any) {
        let keys = path.split(separator: ".").map(String.init)
        guard let first = keys.first else { return }
        if keys.count == 1 {
            object[first] = value
            return
        }
        guard var inner = object[first] as? [String: Any] else { return }
        set(&inner, keys.dropFirst().joined(separator: "."), value)
        object[first] = inner
    }
}

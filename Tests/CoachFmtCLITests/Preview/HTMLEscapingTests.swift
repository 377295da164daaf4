import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

@Suite("Preview: HTML escaping")
struct HTMLEscapingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let text: String
        let attribute: String
        var testDescription: String { input.debugDescription }
    }

    static let cases = [
        Case(input: "plain 简体中文", text: "plain 简体中文", attribute: "plain 简体中文"),
        Case(
            input: "<script>alert(1)</script>", text: "&lt;script&gt;alert(1)&lt;/script&gt;",
            attribute: "&lt;script&gt;alert(1)&lt;/script&gt;"),
        Case(input: "Tom & Jerry", text: "Tom &amp; Jerry", attribute: "Tom &amp; Jerry"),
        Case(input: "&amp;", text: "&amp;amp;", attribute: "&amp;amp;"),
        Case(input: #"say "hi" it's"#, text: #"say "hi" it's"#, attribute: "say &quot;hi&quot; it&#39;s"),
        Case(
            input: "a\u{0}b\u{7}c\u{85}d\u{FFFF}", text: "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}",
            attribute: "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}"),
        Case(input: "tab\tand\nline", text: "tab\tand\nline", attribute: "tab\tand\nline"),
        Case(input: "\u{202E}exe.txt", text: "\u{202E}exe.txt", attribute: "\u{202E}exe.txt"),
    ]

    @Test(arguments: cases)
    func escapes(_ testCase: Case) {
        #expect(HTML.text(testCase.input) == testCase.text)
        #expect(HTML.attribute(testCase.input) == testCase.attribute)
    }

    /// A server string with markup or bidi controls is text: escaped wherever it appears, its
    /// controls marked as the text output marks them, and the page's only script the preview's.
    @Test func serverStringsRenderAsText() throws {
        let hostileName = "<script>alert(\"x\")</script>\u{202E}gnp.exe"
        let hostileTopic = "Tom & Jerry's <b>bold</b>"
        let state = try #require(try PreviewFixture.index.get().state("home/home--normal"))
        var inputs = try state.inputs(locale: .en)
        var home = try PreviewFixture.text("Resources/examples/en/home.json")
        home = home.replacingOccurrences(of: "\"👩‍💻 Mia\"", with: "\"<script>alert(\\\"x\\\")</script>\\u202Egnp.exe\"")
        home = home.replacingOccurrences(of: "\"name\": \"Business\"", with: "\"name\": \"Tom & Jerry's <b>bold</b>\"")
        try inputs.add(.home, bytes: Array(home.utf8), file: "home.json")
        let screen = ScreenRenderer.render(
            .home, inputs: inputs, locale: .en, timeZone: state.zone(for: .en), now: state.now, state: state.id)
        let greeting = try #require(screen[HomeScreen.Element.greetingName]?.text)
        #expect(greeting.contains(hostileName))
        #expect(screen.elements.flatMap { PreviewFixture.flatten([$0]) }.contains { $0.text == hostileTopic })

        let html = try PreviewFixture.page(state, PreviewColumn(locale: .en, screen: screen)).html

        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>bold"))
        #expect(html.components(separatedBy: "<script").count == 2, "only the measuring script")
        #expect(html.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;\u{202E}gnp.exe"))
        #expect(html.contains("Tom &amp; Jerry's &lt;b&gt;bold&lt;/b&gt;"))
        // The marked copy under the box, and the provenance, show the override as a marker.
        #expect(html.contains("⟨RLO⟩gnp.exe"))
        // A raw override occurs only inside a text box of the rows or a text of the phone, each of
        // which isolates it (unicode-bidi: isolate).
        var inPhone = 0
        for occurrence in html.components(separatedBy: "\u{202E}").dropLast() {
            let box = occurrence.range(of: "<div class=\"box", options: .backwards)
            let text = occurrence.range(of: "<a class=\"ph-text\"", options: .backwards)
            if let text, box.map({ $0.lowerBound < text.lowerBound }) ?? true {
                inPhone += 1
                #expect(!occurrence[text.upperBound...].contains("</a>"), "a raw U+202E outside a phone's text")
            } else {
                let box = try #require(box)
                #expect(!occurrence[box.upperBound...].contains("</div>"), "a raw U+202E outside a text box")
            }
        }
        #expect(inPhone == 1)
    }
}

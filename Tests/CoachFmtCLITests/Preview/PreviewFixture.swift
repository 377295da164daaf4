import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation

/// The repository's files and the built-in preview, shared by the preview tests.
enum PreviewFixture {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Preview
        .deletingLastPathComponent()  // CoachFmtCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    static let budgets = Result { try LayoutBudgets.builtIn() }
    static let index = Result { try ExampleIndex.builtIn() }
    static let order = Result { try FlowOrder.builtIn() }

    /// The site in its default columns (en, zh-Hans and en-XA where this build has it), built once.
    static let site = Result {
        try PreviewSite(
            locales: PreviewSite.defaultLocales, budgets: budgets.get(), index: index.get(), order: order.get()
        ).files()
    }

    /// The page of `state` with one column, as a site of that column's locale draws it.
    static func page(_ state: ExampleIndex.State, _ column: PreviewColumn) throws -> PreviewPage {
        try PreviewSite(locales: [column.locale], budgets: budgets.get(), index: index.get(), order: order.get())
            .page(state.id, description: state.description, columns: [column])
    }

    /// Every element and part of a screen, depth first.
    static func flatten(_ elements: [RenderedElement]) -> [RenderedElement] {
        elements.flatMap { [$0] + flatten($0.parts) }
    }

    /// The attributes of each element card (`<div class="el …" …>`) of a page, in order.
    static func cards(in html: String) -> [[String: String]] {
        var cards: [[String: String]] = []
        var rest = html[...]
        while let start = rest.range(of: "<div class=\"cell el") {
            let tag = rest[start.lowerBound...].prefix { $0 != ">" }
            cards.append(attributes(of: String(tag)))
            rest = rest[start.upperBound...]
        }
        return cards
    }

    /// `name="value"` pairs of one start tag, values unescaped for `&quot;` and `&amp;`.
    static func attributes(of tag: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let afterQuote = rest[equals.upperBound...]
            guard let close = afterQuote.firstIndex(of: "\"") else { break }
            result[name] = String(afterQuote[..<close]).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            rest = afterQuote[afterQuote.index(after: close)...]
        }
        return result
    }
}

import CoachFmt
import CoachFmtICU

/// One screen state as an HTML page: a column per locale, each a 375 px phone with one card
/// per element. A card shows the element's text in its budget box (`LayoutBudgets`), its parts
/// beneath, a hidden element struck out with its reason, and the provenance in a `<details>`
/// row. Every card carries `data-id` (the element id) and `lang` (the element's language, else
/// its parent's, else the column's locale), so that Chinese gets CJK fonts and line breaking.
package struct PreviewPage {
    /// Links to the index and to the states before and after this one, relative to the page.
    package struct Links: Sendable {
        /// The site's `index.html`.
        package var index: String
        /// The state before this one in the flow order.
        package var previous: (href: String, title: String)?
        /// The state after this one in the flow order.
        package var next: (href: String, title: String)?

        /// Links from a page to the index and its neighbours.
        package init(
            index: String, previous: (href: String, title: String)? = nil, next: (href: String, title: String)? = nil
        ) {
            self.index = index
            self.previous = previous
            self.next = next
        }
    }

    /// The state id (`home/home--normal`), the page's heading.
    package let title: String
    /// The state's description from index.json.
    package let description: String
    /// The flow of user-flows.md the state belongs to.
    package let flow: String?
    /// One column per locale, in order.
    package let columns: [PreviewColumn]
    /// The boxes the texts are drawn in.
    package let budgets: LayoutBudgets
    /// Where the page's navigation leads.
    package let links: Links

    /// A page for one state; `html` draws it.
    package init(
        title: String, description: String, flow: String? = nil, columns: [PreviewColumn], budgets: LayoutBudgets,
        links: Links
    ) {
        self.title = title
        self.description = description
        self.flow = flow
        self.columns = columns
        self.budgets = budgets
        self.links = links
    }

    /// The page, one self-contained HTML document: style and measuring script inline.
    package var html: String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.text(title)) · coach-fmt preview</title>
            <style>
            \(PreviewAssets.style)
            </style>
            </head>
            <body data-state="\(HTML.attribute(title))">
            <header class="page">
            <nav class="steps"><a href="\(HTML.attribute(links.index))">All states</a>
            """
        if let previous = links.previous {
            html += "<a href=\"\(HTML.attribute(previous.href))\" rel=\"prev\">← \(HTML.text(previous.title))</a>"
        }
        if let next = links.next {
            html += "<a href=\"\(HTML.attribute(next.href))\" rel=\"next\">\(HTML.text(next.title)) →</a>"
        }
        html += "</nav>\n<h1>\(HTML.text(title))</h1>\n"
        html += "<p>\(HTML.text(description))</p>\n"
        if let screen = columns.first?.screen {
            var meta = "\(screen.section.rawValue) · now \(screen.now.rawValue)"
            if let flow { meta = "Flow \(flow) · " + meta }
            meta += " · \(ICUInfo.summary)"
            html += "<p>\(HTML.text(meta))</p>\n"
        }
        html += "</header>\n<main class=\"columns\">\n"
        for column in columns { html += self.column(column) }
        html += "</main>\n<script>\n\(PreviewAssets.measureScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    func column(_ column: PreviewColumn) -> String {
        let locale = column.locale.identifier
        var html = """
            <section class="column" lang="\(HTML.attribute(locale))" data-locale="\(HTML.attribute(locale))" \
            data-pseudo="\(column.isPseudo)">
            <h2>\(HTML.text(locale))</h2>

            """
        var meta = column.screen.timeZone.identifier
        if column.isPseudo { meta += " · pseudo-locale: overflow is reported, and fails only in fixed-size boxes" }
        html += "<p class=\"meta\">\(HTML.text(meta))</p>\n<div class=\"phone\">\n"
        for element in column.screen.elements { html += card(element, language: locale, column: locale, depth: 0) }
        html += "</div>\n"
        if !column.screen.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in column.screen.notes {
                html += "<li>note: \(HTML.text(VisibleText.escape(note.description)))</li>"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// A card for an element and, inside it, one for each part.
    func card(_ element: RenderedElement, language inherited: String, column: String, depth: Int) -> String {
        let language = element.language?.identifier ?? inherited
        var classes = ["el"]
        var attributes = "data-id=\"\(HTML.attribute(element.id))\" lang=\"\(HTML.attribute(language))\""
        var resolved: LayoutBudgets.Resolved?
        switch element.content {
        case .text, .headline:
            let box = budgets.box(id: element.id, key: element.key)
            resolved = box
            attributes += " data-kind=\"\(HTML.attribute(box.kind))\""
            if box.rule == nil { attributes += " data-default-kind=\"true\"" }
            if box.box.measured {
                let lines = box.box.maxLines.map(String.init) ?? "none"
                attributes +=
                    " data-width=\"\(box.box.width)\" data-font-size=\"\(box.box.fontSize)\" data-line-height=\"\(box.box.lineHeight)\" data-weight=\"\(box.box.weight)\" data-max-lines=\"\(lines)\" data-fixed=\"\(box.box.fixed)\""
            }
        case .hidden: classes.append("hidden")
        case .visual: classes.append("visual")
        case .composite: classes.append("composite")
        case .error: classes.append("error")
        }
        var html = "<div class=\"\(classes.joined(separator: " "))\" \(attributes)>"
        let prefix = depth > 0 ? "› " : ""
        switch element.content {
        case .hidden: html += "<div class=\"label\"><s>\(HTML.text(prefix + element.label))</s>"
        default: html += "<div class=\"label\">\(HTML.text(prefix + element.label))"
        }
        html += "<code>\(HTML.text(element.id))</code></div>"
        switch element.content {
        case .text(let text), .headline(let text):
            if let resolved, resolved.box.measured {
                let box = resolved.box
                let style =
                    "width:\(box.width)px;font-size:\(box.fontSize)px;line-height:\(box.lineHeight)px;font-weight:\(box.weight)"
                html +=
                    "<div class=\"box\(box.maxLines == 1 ? " one" : "")\" style=\"\(style)\">\(Self.boxText(text, language: language))</div>"
            } else {
                html += "<div class=\"spoken\">\(HTML.text(text))</div>"
            }
            let marked = VisibleText.escape(text)
            if marked != text { html += "<div class=\"marks\">\(HTML.text(marked))</div>" }
        case .hidden(let reason):
            html += "<div class=\"reason\">hidden: \(HTML.text(VisibleText.escape(reason.description)))</div>"
        case .visual: html += "<div class=\"what\">visual</div>"
        case .composite: html += "<div class=\"what\">\(element.parts.count) parts</div>"
        case .error(let message):
            html += "<div class=\"message\">ERROR: \(HTML.text(VisibleText.escape(message)))</div>"
        }
        if language != column {
            html += "<div class=\"other-language\">in \(HTML.text(language))</div>"
        }
        if let look = element.lookNote { html += "<div class=\"look\">{\(HTML.text(VisibleText.escape(look)))}</div>" }
        // What VoiceOver says instead of the text, in the column's locale (never measured).
        if let spoken = element.accessibilityLabel {
            html +=
                "<div class=\"spoken\" lang=\"\(HTML.attribute(column))\">\(HTML.text(VisibleText.escape(spoken)))</div>"
        }
        if element.isPseudoServed { html += "<div class=\"pseudo\">pseudo-localized server string</div>" }
        html += provenance(element, box: resolved)
        for part in element.parts { html += card(part, language: language, column: column, depth: depth + 1) }
        return html + "</div>\n"
    }

    /// The catalog key and arguments, the source fields, the fallback and the budget box.
    func provenance(_ element: RenderedElement, box: LayoutBudgets.Resolved?) -> String {
        var rows: [(String, String)] = []
        if let key = element.key { rows.append(("key", key)) }
        if let arguments = element.arguments, !arguments.isEmpty {
            rows.append(
                (
                    "arguments",
                    arguments.sorted { $0.key < $1.key }.map { "\($0.key) = \(Self.describe($0.value))" }
                        .joined(separator: "; ")
                ))
        }
        if !element.sources.isEmpty { rows.append(("sources", element.sources.joined(separator: ", "))) }
        if let fallback = element.fallback { rows.append(("fallback", fallback.description)) }
        if element.isPseudoServed { rows.append(("pseudo", "server string")) }
        if let box { rows.append(("box", Self.describe(box))) }
        guard !rows.isEmpty else { return "" }
        var html = "<details class=\"prov\"><summary>provenance</summary><dl>"
        for (name, value) in rows {
            html += "<dt>\(HTML.text(name))</dt><dd>\(HTML.text(VisibleText.escape(value)))</dd>"
        }
        return html + "</dl></details>"
    }

    /// A box's text, each run that must not break inside (``LineBreaks``: `27日`, `第 14 天`)
    /// in a `keep` span: the style sheet keeps it on one line and the measuring script checks
    /// that no line breaks inside it.
    static func boxText(_ text: String, language: String) -> String {
        guard let tag = try? LanguageTag(language) else { return HTML.text(text) }
        let runs = LineBreaks.keepTogether(in: text, language: tag)
        guard !runs.isEmpty else { return HTML.text(text) }
        var html = ""
        var at = text.startIndex
        for run in runs {
            html += HTML.text(String(text[at..<run.lowerBound]))
            html += "<span class=\"keep\">" + HTML.text(String(text[run])) + "</span>"
            at = run.upperBound
        }
        return html + HTML.text(String(text[at...]))
    }

    static func describe(_ value: MessageValue) -> String {
        switch value {
        case .string(let text): "“\(text)”"
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .decimal(let numeral): numeral
        case .date(let milliseconds): "date \(Int(milliseconds)) ms"
        }
    }

    /// `calendar_cell · 45 px · 12/14 px 500 · 1 line · fixed · rule id paywall.calendar_days.day_*`
    static func describe(_ resolved: LayoutBudgets.Resolved) -> String {
        let box = resolved.box
        var parts = [resolved.kind]
        if box.measured {
            parts.append("\(box.width) px")
            parts.append("\(box.fontSize)/\(box.lineHeight) px \(box.weight)")
            parts.append(box.maxLines.map { $0 == 1 ? "1 line" : "up to \($0) lines" } ?? "any number of lines")
            if box.fixed { parts.append("fixed") }
        } else {
            parts.append("not drawn, not measured")
        }
        parts.append(resolved.ruleDescription.map { "rule \($0)" } ?? "no rule: default kind")
        if let why = box.why { parts.append(why) }
        return parts.joined(separator: " · ")
    }
}

import CoachFmt
import CoachFmtICU

/// One screen state as an HTML page: its problems first, then one grid with a column per locale
/// (a 375 px phone) and a row per element id, so that an element starts at the same height in
/// every column. A card shows the element's text in its budget box (`LayoutBudgets`), a hidden
/// element folded to one struck-out line with its reason, and its details (provenance, fallback,
/// violations, stale) in a `<details>`.
/// The page's chrome is English (`<html lang="en">`); each text carries `lang` of its own
/// language (the element's, else its parent's, else the column's), so that it is drawn, broken
/// and measured in that language's font: English article content in a zh-Hans column is Latin.
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

    /// The rows of the page, one per element id (`PreviewRow.rows`).
    package var rows: [PreviewRow] { PreviewRow.rows(columns) }

    /// Per problem, how many texts (an element in one column) have it and the first row that
    /// does; `overflow` is left out: the page's script counts it once Chromium has measured.
    package var problemCounts: [PreviewProblem: (count: Int, first: String)] {
        var counts: [PreviewProblem: (count: Int, first: String)] = [:]
        for row in rows {
            for cell in row.cells.compactMap({ $0 }) {
                for problem in PreviewProblem.recorded(on: cell.element) {
                    counts[problem] = ((counts[problem]?.count ?? 0) + 1, counts[problem]?.first ?? row.id)
                }
            }
        }
        return counts
    }

    /// The anchor of a row: `row-` and the element id.
    package static func anchor(_ id: String) -> String { "row-" + id }

    /// The page, one self-contained HTML document: style and measuring script inline.
    package var html: String {
        var html = PreviewAssets.head(title: title)
        html += """
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
        let rows = self.rows
        html += "</header>\n" + summary(rows)
        html +=
            "<nav class=\"views\"><a href=\"#screens\">Screens</a><a href=\"#rows\">Rows, with details</a></nav>\n"
        html += "<section class=\"phones\" id=\"screens\">\n"
        for column in columns { html += PhoneScreen(column: column, budgets: budgets).html }
        html += "</section>\n"
        html += """
            <input type="checkbox" id="only-problems" class="toggle"><label for="only-problems">Only rows with problems</label>
            <input type="checkbox" id="show-hidden" class="toggle"><label for="show-hidden">Hidden elements in full</label>
            <main class="grid" id="rows" style="--columns:\(columns.count)">
            <div class="row head">
            """
        for column in columns { html += head(column) }
        html += "</div>\n"
        for row in rows { html += self.row(row) }
        html += "<div class=\"row foot\">"
        for column in columns {
            html += "<div class=\"cell\" data-column=\"\(HTML.attribute(column.locale.identifier))\">"
            if !column.screen.notes.isEmpty {
                html += "<ul class=\"notes\">"
                for note in column.screen.notes {
                    html += "<li>note: \(HTML.text(VisibleText.escape(note.description)))</li>"
                }
                html += "</ul>"
            }
            html += "</div>"
        }
        html += "</div>\n</main>\n<script>\n\(PreviewAssets.measureScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// The page's problems: a count per kind, each linking to its first row.
    func summary(_ rows: [PreviewRow]) -> String {
        let counts = problemCounts
        var html = "<section class=\"summary\" id=\"problems\"><h2>Problems</h2><ul>"
        for problem in PreviewProblem.allCases {
            let kind = HTML.attribute(problem.rawValue)
            if problem == .overflow {
                html +=
                    "<li data-problem=\"\(kind)\"><span class=\"count\" id=\"count-overflow\">?</span> \(HTML.text(problem.title)) <span class=\"aside\">(measured when the page's script runs)</span></li>"
            } else if let found = counts[problem] {
                html +=
                    "<li data-problem=\"\(kind)\"><a href=\"#\(HTML.attribute(Self.anchor(found.first)))\"><span class=\"count\">\(found.count)</span> \(HTML.text(problem.title))</a></li>"
            } else {
                html += "<li data-problem=\"\(kind)\"><span class=\"count\">0</span> \(HTML.text(problem.title))</li>"
            }
        }
        let hidden = rows.filter(\.isHidden).count
        html += "</ul><p>\(rows.count) rows, \(hidden) hidden in every column (folded to one line).</p></section>\n"
        return html
    }

    func head(_ column: PreviewColumn) -> String {
        let locale = column.locale.identifier
        var meta = column.screen.timeZone.identifier
        if let copy = column.copy { meta = copy + " · " + meta }
        if column.isPseudo { meta += " · pseudo-locale: overflow is reported, and fails only in fixed-size boxes" }
        return """
            <div class="cell" data-column="\(HTML.attribute(locale))" data-pseudo="\(column.isPseudo)">\
            <h2>\(HTML.text(locale))</h2><p class="meta">\(HTML.text(meta))</p></div>
            """
    }

    /// One grid row: the element in each column, or an empty cell where a column lacks it.
    func row(_ row: PreviewRow) -> String {
        var attributes =
            "id=\"\(HTML.attribute(Self.anchor(row.id)))\" data-id=\"\(HTML.attribute(row.id))\" data-depth=\"\(row.depth)\""
        let problems = row.problems
        if !problems.isEmpty {
            attributes += " data-problems=\"\(HTML.attribute(problems.map(\.rawValue).joined(separator: " ")))\""
        }
        var html = "<div class=\"row\(row.isHidden ? " folded" : "")\" \(attributes)>\n"
        for (column, cell) in zip(columns, row.cells) {
            let locale = column.locale.identifier
            if let cell {
                html += card(cell.element, language: cell.language, column: column, depth: row.depth)
            } else {
                html +=
                    "<div class=\"cell absent\" data-column=\"\(HTML.attribute(locale))\">not in \(HTML.text(locale))</div>\n"
            }
        }
        return html + "</div>\n"
    }

    /// A card for one element in one column: its label and id, its text in its budget box
    /// (tagged with the text's own language), and its details. Parts have rows of their own.
    func card(_ element: RenderedElement, language: String, column: PreviewColumn, depth: Int) -> String {
        let locale = column.locale.identifier
        var classes = ["cell", "el"]
        var attributes =
            "data-id=\"\(HTML.attribute(element.id))\" data-lang=\"\(HTML.attribute(language))\" data-column=\"\(HTML.attribute(locale))\" data-pseudo=\"\(column.isPseudo)\""
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
        let problems = PreviewProblem.recorded(on: element)
        if !problems.isEmpty {
            attributes += " data-problems=\"\(HTML.attribute(problems.map(\.rawValue).joined(separator: " ")))\""
        }
        var html = "<div class=\"\(classes.joined(separator: " "))\" \(attributes)>"
        let prefix = String(repeating: "› ", count: depth)
        html += "<div class=\"label\">"
        switch element.content {
        case .hidden: html += "<s>\(HTML.text(prefix + element.label))</s>"
        default: html += HTML.text(prefix + element.label)
        }
        html += "<code>\(HTML.text(element.id))</code>"
        for problem in problems { html += "<span class=\"flag\">\(HTML.text(problem.rawValue))</span>" }
        html += "</div>"
        let lang = "lang=\"\(HTML.attribute(language))\""
        switch element.content {
        case .text(let text), .headline(let text):
            if let resolved, resolved.box.measured {
                let box = resolved.box
                let style =
                    "width:\(box.width)px;font-size:\(box.fontSize)px;line-height:\(box.lineHeight)px;font-weight:\(box.weight)"
                html +=
                    "<div class=\"box\(box.maxLines == 1 ? " one" : "")\" \(lang) style=\"\(style)\">\(Self.boxText(text, language: language))</div>"
            } else {
                html += "<div class=\"spoken\" \(lang)>\(HTML.text(text))</div>"
            }
            let marked = VisibleText.escape(text)
            if marked != text { html += "<div class=\"marks\" \(lang)>\(HTML.text(marked))</div>" }
        case .hidden(let reason):
            html += "<div class=\"reason\">hidden: \(HTML.text(VisibleText.escape(reason.description)))</div>"
        case .visual: html += "<div class=\"what\">visual</div>"
        case .composite: html += "<div class=\"what\">\(element.parts.count) parts</div>"
        case .error(let message):
            html += "<div class=\"message\">ERROR: \(HTML.text(VisibleText.escape(message.description)))</div>"
        }
        if language != locale {
            html += "<div class=\"other-language\">in \(HTML.text(language))</div>"
        }
        if let look = element.lookNote { html += "<div class=\"look\">{\(HTML.text(VisibleText.escape(look)))}</div>" }
        // What VoiceOver says instead of the text, in the column's locale (never measured).
        if let spoken = element.accessibilityLabel {
            html +=
                "<div class=\"spoken\" lang=\"\(HTML.attribute(locale))\">\(HTML.text(VisibleText.escape(spoken)))</div>"
        }
        if element.isPseudoServed { html += "<div class=\"pseudo\">pseudo-localized server string</div>" }
        html += details(element, box: resolved, screen: column.screen)
        return html + "</div>\n"
    }

    /// The element's details: the catalog key and arguments, the source fields, the fallback
    /// that fired, each contract violation among the fields it read (file, JSON path, what was
    /// wrong), whether its server string is stale, the numbers a view draws it from, and the
    /// budget box.
    func details(_ element: RenderedElement, box: LayoutBudgets.Resolved?, screen: RenderedScreen) -> String {
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
        for violation in element.violations(in: screen).prefix(Self.violationsShown) {
            rows.append(("violation", violation.description))
        }
        let more = element.violationCount(in: screen) - Self.violationsShown
        if more > 0 { rows.append(("violation", "and \(more) more like them")) }
        if element.stale {
            rows.append(("stale", "a server string fetched in another UI locale than the column's: fetch it again"))
        }
        if element.isPseudoServed { rows.append(("pseudo", "server string")) }
        if let progress = element.progress { rows.append(("progress", "\(progress.current) of \(progress.total)")) }
        if let milliseconds = element.milliseconds { rows.append(("milliseconds", String(milliseconds))) }
        if let plotted = element.plotted { rows.append(("plotted", String(plotted))) }
        if let box { rows.append(("box", Self.describe(box))) }
        guard !rows.isEmpty else { return "" }
        var html = "<details class=\"prov\"><summary>details</summary><dl>"
        for (name, value) in rows {
            html += "<dt>\(HTML.text(name))</dt><dd>\(HTML.text(VisibleText.escape(value)))</dd>"
        }
        return html + "</dl></details>"
    }

    /// How many of an element's violations its details list: a list with thousands of broken
    /// items costs a line, not a line each.
    static let violationsShown = 3

    /// A box's text, each token that must not break inside in a `keep` span: the style sheet
    /// keeps it on one line and the measuring script checks that no line breaks inside it.
    /// A token is a run of ``LineBreaks`` (`27日`, `第 14 天`), and runs that touch are one
    /// token: a date's fields (`11月27日`) stay whole, so a box too narrow for the date overflows
    /// and the budget check fails it, rather than drawing the month over the day.
    static func boxText(_ text: String, language: String) -> String {
        guard let tag = try? LanguageTag(language) else { return HTML.text(text) }
        var tokens: [Range<String.Index>] = []
        for run in LineBreaks.keepTogether(in: text, language: tag) {
            if let last = tokens.last, last.upperBound == run.lowerBound {
                tokens[tokens.count - 1] = last.lowerBound..<run.upperBound
            } else {
                tokens.append(run)
            }
        }
        guard !tokens.isEmpty else { return HTML.text(text) }
        var html = ""
        var at = text.startIndex
        for token in tokens {
            html += HTML.text(String(text[at..<token.lowerBound]))
            html += "<span class=\"keep\">" + HTML.text(String(text[token])) + "</span>"
            at = token.upperBound
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

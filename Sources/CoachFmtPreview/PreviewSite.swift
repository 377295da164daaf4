import CoachFmt
import CoachFmtICU
import CoachFmtResources

/// The static preview site: `index.html`, listing every state of `index.json` in the order of
/// user-flows.md, and one page per state (`home/home--normal.html`) with a column per locale.
/// Plain files with inline style: it opens from disk and uses no network.
package struct PreviewSite {
    /// One file of the site, its path relative to the site's folder.
    package struct File: Sendable {
        /// Relative to the site's folder: `index.html`, `home/home--normal.html`.
        package let path: String
        /// The HTML text.
        package let contents: String
    }

    /// The columns a preview shows without `--locale`, when this build renders each as itself:
    /// the catalog locales, then the pseudo-locale. The one list to edit; a tag that this build
    /// negotiates to another locale (`en-XA` before the pseudo-locale exists) is left out.
    package static let defaultLocaleTags = ["en", "zh-Hans", "en-XA"]

    /// `defaultLocaleTags` that render as themselves.
    package static var defaultLocales: [LanguageTag] { defaultLocaleTags.compactMap(renderedLocale) }

    /// The tag when the renderer uses it as it is; nil when it negotiates to another locale.
    package static func renderedLocale(_ tag: String) -> LanguageTag? {
        guard let locale = try? LanguageTag(tag), let negotiated = try? LocaleNegotiation.catalogLocale(for: [tag]),
            negotiated == locale
        else { return nil }
        return locale
    }

    /// The columns of every page, in order.
    package let locales: [LanguageTag]
    /// The copy the states are rendered with.
    package let catalog: Catalog
    /// The boxes the texts are drawn in.
    package let budgets: LayoutBudgets
    /// The states, with their inputs.
    package let index: ExampleIndex
    /// The order in which the index lists the states.
    package let order: FlowOrder

    /// A site of every state of `index` in `locales`.
    package init(
        locales: [LanguageTag], catalog: Catalog = .builtIn, budgets: LayoutBudgets, index: ExampleIndex,
        order: FlowOrder
    ) {
        self.locales = locales
        self.catalog = catalog
        self.budgets = budgets
        self.index = index
        self.order = order
    }

    /// The page of a state, relative to the site's folder: its id's segments, each limited to
    /// letters, digits, `.`, `_` and `-`, plus `.html`.
    package static func pagePath(for state: String) -> String {
        let segments = state.split(separator: "/").map { segment -> String in
            let cleaned = String(
                segment.unicodeScalars.map { scalar -> Character in
                    ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || scalar == "-" || scalar == "_" || scalar == "." ? Character(scalar) : "_"
                })
            return cleaned.allSatisfy { $0 == "." } ? "_" : cleaned
        }
        return segments.joined(separator: "/") + ".html"
    }

    /// The path from a page back to the site's folder (`../`).
    package static func up(from path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// Every file: the index first, then the pages in the index's order.
    package func files() throws(ContractError) -> [File] {
        let flows = order.arrange(index)
        let ordered = flows.flatMap { flow in flow.states.map { (state: $0, flow: flow.title) } }
        var files: [File] = []
        var counts: [String: [PreviewProblem: (count: Int, first: String)]] = [:]
        for (position, entry) in ordered.enumerated() {
            guard let state = index.state(entry.state) else { continue }
            let path = Self.pagePath(for: state.id)
            let up = Self.up(from: path)
            func link(_ offset: Int) -> (href: String, title: String)? {
                let other = position + offset
                guard ordered.indices.contains(other) else { return nil }
                return (up + Self.pagePath(for: ordered[other].state), ordered[other].state)
            }
            var columns: [PreviewColumn] = []
            for locale in locales {
                columns.append(
                    PreviewColumn(locale: locale, screen: try state.render(locale: locale, catalog: catalog)))
            }
            let page = self.page(
                state.id, description: state.description, flow: entry.flow, columns: columns, previous: link(-1),
                next: link(1))
            files.append(File(path: path, contents: page.html))
            counts[state.id] = page.problemCounts
        }
        return [File(path: "index.html", contents: indexPage(flows, counts: counts))] + files
    }

    /// The page of `id` in this site: its columns drawn in the site's boxes, linked to the index
    /// and to the states before and after it in the flow order.
    package func page(
        _ id: String, description: String, flow: String? = nil, columns: [PreviewColumn],
        previous: (href: String, title: String)? = nil, next: (href: String, title: String)? = nil
    ) -> PreviewPage {
        let index = Self.up(from: Self.pagePath(for: id)) + "index.html"
        return PreviewPage(
            title: id, description: description, flow: flow, columns: columns, budgets: budgets,
            links: .init(index: index, previous: previous, next: next))
    }

    /// A site of one page, for a screen rendered from a reviewer's input (a column per locale
    /// and copy): the index lists it under `title` as it lists a state, with its problem counts.
    package func files(id: String, description: String, columns: [PreviewColumn], title: String) -> [File] {
        let page = self.page(id, description: description, columns: columns)
        let flows = [FlowOrder.Flow(title: title, states: [id])]
        return [
            File(path: "index.html", contents: indexPage(flows, counts: [id: page.problemCounts])),
            File(path: Self.pagePath(for: id), contents: page.html),
        ]
    }

    /// `index.html`: the flows of user-flows.md, each a table of its states with their problem
    /// counts (each linking to the first row that has it) and descriptions. Budget overflows
    /// are measured in Chromium: `tools/check_budgets.py` fills in their cells (`?` until then).
    func indexPage(_ flows: [FlowOrder.Flow], counts: [String: [PreviewProblem: (count: Int, first: String)]])
        -> String
    {
        let count = flows.reduce(0) { $0 + $1.states.count }
        let columns = locales.map(\.identifier).joined(separator: " | ")
        var totals: [PreviewProblem: Int] = [:]
        for problems in counts.values {
            for (problem, found) in problems { totals[problem, default: 0] += found.count }
        }
        let recorded = PreviewProblem.allCases.filter { $0 != .overflow }
        let total = recorded.map { "\(totals[$0] ?? 0) \($0.title)" }.joined(separator: " · ")
        var html = PreviewAssets.head(title: nil)
        html += """
            <body>
            <header class="page">
            <h1>coach-fmt preview</h1>
            <p>\(count) screen states of index.json in the order of user-flows.md · columns \(HTML.text(columns)) · \
            \(HTML.text(ICUInfo.summary))</p>
            <p>Each page draws every element at a 375 px phone's width, its text in the box \
            Resources/layout/budgets.json gives it; tools/check_budgets.py measures the boxes in Chromium.</p>
            </header>
            <section class="summary" id="problems"><h2>Problems</h2><p>\(HTML.text(total)); budget overflows \
            are counted per page when Chromium measures it.</p></section>
            <input type="checkbox" id="only-problems" class="toggle"><label for="only-problems">Only states with problems</label>

            """
        var heading = "<tr><th>state</th>"
        for problem in PreviewProblem.allCases { heading += "<th>\(HTML.text(problem.title))</th>" }
        heading += "<th>description</th></tr>\n"
        for flow in flows {
            html += "<section class=\"flow\">\n<h2>\(HTML.text(flow.title))</h2>\n<table class=\"states\">\n\(heading)"
            for id in flow.states {
                let state = index.state(id)
                let page = Self.pagePath(for: id)
                let found = counts[id] ?? [:]
                let problems = found.values.reduce(0) { $0 + $1.count }
                let coverage = state?.coverage == true ? " <span class=\"coverage\">coverage</span>" : ""
                html +=
                    "<tr data-problems=\"\(problems)\"><td><a href=\"\(HTML.attribute(page))\" data-state=\"\(HTML.attribute(id))\">\(HTML.text(id))</a>\(coverage)</td>"
                for problem in PreviewProblem.allCases {
                    let kind = HTML.attribute(problem.rawValue)
                    if problem == .overflow {
                        html +=
                            "<td class=\"n\" data-problem=\"\(kind)\" data-overflow-state=\"\(HTML.attribute(id))\">?</td>"
                    } else if let hit = found[problem] {
                        let href = page + "#" + PreviewPage.anchor(hit.first)
                        html +=
                            "<td class=\"n\" data-problem=\"\(kind)\"><a href=\"\(HTML.attribute(href))\">\(hit.count)</a></td>"
                    } else {
                        html += "<td class=\"n zero\" data-problem=\"\(kind)\">0</td>"
                    }
                }
                html += "<td class=\"description\">\(HTML.text(state?.description ?? ""))</td></tr>\n"
            }
            html += "</table>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }
}

import CoachFmt

/// One column's state drawn as the phone shows it, from the element model alone: the screen's
/// title first, then the rows in the table's order, each text at its budget kind's size; a
/// calendar as its grid, chips and pills as pills, bars by their value, the growth chart from
/// its points' numbers, sheets and alerts as cards below the screen. Hidden elements are not
/// drawn. Each text links to its row in the aligned list, where its details are.
struct PhoneScreen {
    let column: PreviewColumn
    let budgets: LayoutBudgets

    /// Where on the phone an element is drawn.
    enum Place { case top, body, footer, overlay }

    var html: String {
        let locale = column.locale.identifier
        let shown = column.screen.elements.filter(\.isShown)
        let placed = shown.map { (element: $0, place: place(of: $0)) }
        func drawn(_ place: Place) -> [String] {
            placed.filter { $0.place == place }.map { draw($0.element, language: locale) }
        }
        var html = "<section class=\"phone\" data-column=\"\(HTML.attribute(locale))\">"
        html += "<h2>\(HTML.text(locale))\(column.copy.map { " · " + HTML.text($0) } ?? "")</h2>"
        html += "<div class=\"ph-screen\" lang=\"\(HTML.attribute(locale))\">"
        html += (drawn(.top) + drawn(.body)).joined()
        let footer = drawn(.footer)
        if !footer.isEmpty { html += "<div class=\"ph-footer\">" + footer.joined() + "</div>" }
        if shown.isEmpty {
            html += "<p class=\"ph-empty\" lang=\"en\">Every element is hidden.</p>"
        } else if placed.allSatisfy({ $0.place == .overlay }) {
            html +=
                "<p class=\"ph-empty\" lang=\"en\">The screen underneath: this state draws only what sits over it.</p>"
        }
        html += "</div>"
        for overlay in drawn(.overlay) {
            html += "<div class=\"ph-overlay\" lang=\"\(HTML.attribute(locale))\">\(overlay)</div>"
        }
        return html + "</section>\n"
    }

    /// A title at the top; a sheet or an alert over the screen; a full-width button at the foot.
    func place(of element: RenderedElement) -> Place {
        let kind = kind(of: element)
        if Self.titleKinds.contains(kind) { return .top }
        if isOverlay(element) { return .overlay }
        return kind == "button" ? .footer : .body
    }

    /// Kinds drawn at the top of the screen, before the rows.
    static let titleKinds: Set<String> = ["screen_title", "article_title"]

    /// Kinds drawn as pills, side by side where they fit.
    static let pillKinds: Set<String> = [
        "chip", "scroll_chip", "wide_chip", "chip_count", "time_chip", "badge", "tag", "pill", "status_tag",
        "segment", "detent", "legend",
    ]

    func kind(of element: RenderedElement) -> String {
        budgets.box(id: element.id, key: element.key).kind
    }

    /// A sheet or an alert: its id says so, or its parts are an alert's.
    func isOverlay(_ element: RenderedElement) -> Bool {
        let name = element.id.split(separator: ".").last.map(String.init) ?? element.id
        if name.hasSuffix("sheet") || name.hasSuffix("alert") { return true }
        return element.parts.contains { kind(of: $0).hasPrefix("alert_") }
    }

    func draw(_ element: RenderedElement, language inherited: String) -> String {
        guard element.isShown else { return "" }
        let language = element.language?.identifier ?? inherited
        let kind = kind(of: element)
        var classes = ["ph-el"]
        if Self.pillKinds.contains(kind) { classes.append("ph-pill") }
        if kind == "button" || kind == "alert_button" { classes.append("ph-button") }
        if element.selected { classes.append("ph-selected") }
        classes += element.marks.map { "ph-mark-" + $0.rawValue }
        classes += element.looks.compactMap(Self.lookClass)
        var html = "<div class=\"\(classes.joined(separator: " "))\" data-kind=\"\(HTML.attribute(kind))\">"
        switch element.content {
        case .text(let text), .headline(let text):
            html += self.text(text, of: element, kind: kind, language: language)
        case .visual:
            let note = element.lookNote ?? element.label
            html += "<span class=\"ph-visual\" lang=\"en\">\(HTML.text(VisibleText.escape(note)))</span>"
        case .error(let error):
            let message = HTML.text(VisibleText.escape(error.description))
            html += "<span class=\"ph-error\" lang=\"en\">ERROR: \(message)</span>"
        case .composite, .hidden: break
        }
        for look in element.looks { html += bar(look) }
        let parts = element.parts.filter(\.isShown)
        if isChart(parts) {
            html += chart(parts, language: language)
        } else if !parts.isEmpty {
            html += "<div class=\"\(layout(of: element, parts: parts))\"\(gridStyle(element))>"
            for _ in 0..<leadingBlanks(element) { html += "<div class=\"ph-blank\"></div>" }
            for part in parts { html += draw(part, language: language) }
            html += "</div>"
        }
        return html + "</div>"
    }

    /// A text at its kind's size and weight, in its own language, linked to its row.
    func text(_ text: String, of element: RenderedElement, kind: String, language: String) -> String {
        let box = budgets.box(id: element.id, key: element.key).box
        let style = "font-size:\(box.fontSize)px;line-height:\(box.lineHeight)px;font-weight:\(box.weight)"
        return """
            <a class="ph-text" href="#\(HTML.attribute(PreviewPage.anchor(element.id)))" \
            title="\(HTML.attribute(element.label))" lang="\(HTML.attribute(language))" \
            style="\(style)">\(PreviewPage.boxText(text, language: language))</a>
            """
    }

    /// Parts that are a chart's weeks: each one an x-axis label over its point.
    func isChart(_ parts: [RenderedElement]) -> Bool {
        !parts.isEmpty && parts.allSatisfy { kind(of: $0) == "chart_label" }
    }

    /// A chart drawn from its points' numbers (`plotted`), never from their text: a column per
    /// week, its bar at the point's share of the scale with the value above it, a gap's marker
    /// where the week has none, the axis label below; a dashed week's bar dashed. A week's other
    /// parts (the current week's "This week so far") follow the chart as its legend.
    func chart(_ weeks: [RenderedElement], language: String) -> String {
        var html = "<div class=\"ph-chart\" style=\"grid-template-columns:repeat(\(min(weeks.count, 53)),1fr)\">"
        var legend = ""
        for week in weeks {
            let weekLanguage = week.language?.identifier ?? language
            let styles = week.looks.compactMap(Self.lookClass)
            html +=
                "<div class=\"\((["ph-el", "ph-week"] + styles).joined(separator: " "))\" data-kind=\"chart_label\">"
            html += "<div class=\"ph-plot\">"
            for part in week.parts where part.isShown {
                guard kind(of: part) == "chart_value" else {
                    legend += "<div class=\"\((["ph-legend-item"] + styles).joined(separator: " "))\">"
                    legend += "<span class=\"ph-swatch\"></span>\(draw(part, language: weekLanguage))</div>"
                    continue
                }
                html += point(part, language: weekLanguage)
            }
            html += "</div>"
            if let label = week.text { html += text(label, of: week, kind: "chart_label", language: weekLanguage) }
            html += "</div>"
        }
        html += "</div>"
        return legend.isEmpty ? html : html + "<div class=\"ph-legend\">\(legend)</div>"
    }

    /// The values a chart's points are plotted on: openapi.yaml bounds `series[].value` to 0…100.
    static let chartScale = 0...100
    /// The height of a bar at the top of the scale, in px.
    static let chartHeight = 96

    /// One week's point: its value's text over a bar as tall as its share of the scale; a
    /// point without a number (the gap marker "None") is its text alone.
    func point(_ point: RenderedElement, language: String) -> String {
        let language = point.language?.identifier ?? language
        let classes = ["ph-el", "ph-point"] + point.looks.compactMap(Self.lookClass)
        var html = "<div class=\"\(classes.joined(separator: " "))\" data-kind=\"chart_value\">"
        if let value = point.text { html += text(value, of: point, kind: "chart_value", language: language) }
        if let plotted = point.plotted {
            // Clamped first, so the product stays small whatever the number.
            let share = min(max(plotted, Self.chartScale.lowerBound), Self.chartScale.upperBound)
            let span = Self.chartScale.upperBound - Self.chartScale.lowerBound
            let height = (share - Self.chartScale.lowerBound) * Self.chartHeight / span
            html += "<span class=\"ph-column\" style=\"height:\(height)px\"></span>"
        }
        return html + "</div>"
    }

    /// How an element's parts sit: a calendar's grid, a row of pills, or a stack.
    func layout(of element: RenderedElement, parts: [RenderedElement]) -> String {
        if leadingBlanks(element) > 0 || element.looks.contains(where: Self.isCalendar) { return "ph-grid" }
        let kinds = parts.map(kind(of:))
        if kinds.allSatisfy({ Self.pillKinds.contains($0) || $0.hasPrefix("tile_") || $0.hasPrefix("stat_tile_") }) {
            return "ph-row"
        }
        if kinds.allSatisfy({ ["legal_link", "alert_button", "summary_part", "tab_label"].contains($0) }) {
            return "ph-row"
        }
        return "ph-stack"
    }

    /// The grid's columns: the calendar's own count.
    func gridStyle(_ element: RenderedElement) -> String {
        for look in element.looks {
            if case .calendarGrid(let columns, _, _, _) = look, columns > 0, columns <= 31 {
                return " style=\"grid-template-columns:repeat(\(columns),1fr)\""
            }
        }
        return ""
    }

    /// The empty cells before a calendar's first day, bounded by a week.
    func leadingBlanks(_ element: RenderedElement) -> Int {
        for look in element.looks {
            if case .calendarGrid(let columns, _, let blanks, _) = look { return max(0, min(blanks, columns - 1, 31)) }
        }
        return 0
    }

    static func isCalendar(_ look: RenderedElement.Look) -> Bool {
        if case .calendarGrid = look { return true }
        return false
    }

    /// A bar drawn at its value's share; nothing for a share that is not a number between 0 and 1.
    func bar(_ look: RenderedElement.Look) -> String {
        let share: Double
        switch look {
        case .bar(let value, let of), .barFill(_, let value, let of, _):
            guard of > 0 else { return "" }
            share = Double(value) / Double(of)
        default: return ""
        }
        guard share.isFinite else { return "" }
        let percent = Int((min(max(share, 0), 1) * 100).rounded())
        return "<div class=\"ph-bar\"><span style=\"width:\(percent)%\"></span></div>"
    }

    /// The class a look draws with, where the style sheet has one.
    static func lookClass(_ look: RenderedElement.Look) -> String? {
        switch look {
        case .style(let style): "ph-style-" + style.rawValue
        case .icon(let icon): "ph-icon-" + icon.rawValue
        case .toggle(let isOn): isOn ? "ph-on" : "ph-off"
        default: nil
        }
    }
}

import CoachFmt

/// One column's state drawn as the phone shows it, from the element model alone: the screen's
/// title first, then the rows in the table's order, each text in its budget box; a
/// calendar as its grid, chips and pills as pills, bars by their value, the growth chart from
/// its points' numbers, sheets and alerts as cards below the screen. Hidden elements are not
/// drawn. Each text links to its row in the aligned list, where its details are.
struct PhoneScreen {
    let column: PreviewColumn
    let budgets: LayoutBudgets

    /// Where on the phone an element is drawn.
    enum Place { case top, body, footer, tabs, overlay }

    var html: String {
        let locale = column.locale.identifier
        let elsewhere = Self.drawnAsAPart(column.screen.elements)
        let shown = column.screen.elements.filter { $0.isShown && !elsewhere.contains($0.id) }
        let placed = shown.map { (element: $0, place: place(of: $0)) }
        func drawn(_ place: Place) -> [String] {
            placed.filter { $0.place == place }.map { draw($0.element, language: locale) }
        }
        var html = "<section class=\"phone\" data-column=\"\(HTML.attribute(locale))\">"
        html += "<h2>\(HTML.text(locale))\(column.copy.map { " · " + HTML.text($0) } ?? "")</h2>"
        html += "<div class=\"ph-screen\" lang=\"\(HTML.attribute(locale))\">"
        html += drawn(.top).joined()
        html += Self.itemRuns(placed.filter { $0.place == .body }.map(\.element)).map { run in
            run.count > 1 ? items(run, language: locale) : draw(run[0], language: locale)
        }.joined()
        let footer = drawn(.footer) + drawn(.tabs)
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

    /// The item of a list's part: the last segment of its id (`art_en_notifications`).
    static func item(_ part: RenderedElement) -> Substring {
        part.id.split(separator: ".").last ?? Substring(part.id)
    }

    /// The elements in order, lists of the same items one after another grouped into one run
    /// (the library's tile, title, language tag and meta of each article), every other element
    /// a run of its own. A list here is a composite of two or more parts, each a different item.
    static func itemRuns(_ elements: [RenderedElement]) -> [[RenderedElement]] {
        func items(_ element: RenderedElement) -> [Substring]? {
            guard case .composite = element.content else { return nil }
            let items = element.parts.filter(\.isShown).map(item)
            return items.count > 1 && Set(items).count == items.count ? items : nil
        }
        var runs: [[RenderedElement]] = []
        for element in elements {
            if let mine = items(element), let last = runs.last?.last, items(last) == mine {
                runs[runs.count - 1].append(element)
            } else {
                runs.append([element])
            }
        }
        return runs
    }

    /// Lists of the same items drawn as the app draws them: a row per item, holding each
    /// list's part for it, the tile beside the rest.
    func items(_ lists: [RenderedElement], language: String) -> String {
        var html = "<div class=\"ph-items\">"
        for item in lists[0].parts.filter(\.isShown).map(Self.item) {
            html += "<div class=\"ph-item\">"
            for list in lists {
                guard let part = list.parts.first(where: { $0.isShown && Self.item($0) == item }) else { continue }
                html += draw(part, language: list.language?.identifier ?? language)
            }
            html += "</div>"
        }
        return html + "</div>"
    }

    /// The rows whose line another row shows as one of its parts: the same catalog message with
    /// the same arguments and text (`billing price` is the timeline's billing line). The app
    /// shows such a line once, where the part sits, so the phone draws it there only.
    static func drawnAsAPart(_ elements: [RenderedElement]) -> Set<String> {
        let parts = elements.filter(\.isShown).flatMap { $0.parts.filter(\.isShown) }
        var ids: Set<String> = []
        for element in elements where element.isShown && element.parts.isEmpty {
            guard let key = element.key, let text = element.text else { continue }
            if parts.contains(where: { $0.key == key && $0.arguments == element.arguments && $0.text == text }) {
                ids.insert(element.id)
            }
        }
        return ids
    }

    /// A title at the top; a sheet or an alert over the screen; a full-width button at the foot,
    /// and the tab bar under it.
    func place(of element: RenderedElement) -> Place {
        let kind = kind(of: element)
        if Self.titleKinds.contains(kind) { return .top }
        if isOverlay(element) { return .overlay }
        let parts = element.parts.filter(\.isShown)
        if !parts.isEmpty && parts.allSatisfy({ self.kind(of: $0) == "tab_label" }) { return .tabs }
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

    /// An element and its parts. A pill is a text and pills (a chip and its count); a pill kind
    /// without a text of its own or with other parts (the level card's title) is a block. `option` when it is one of
    /// a choice's options (a sibling is selected) with parts of its own: a card, so that its
    /// parts (a product's price and badge) sit inside its outline. A button's parts (its
    /// caption) go under it, not inside it.
    func draw(_ element: RenderedElement, language inherited: String, option: Bool = false) -> String {
        guard element.isShown else { return "" }
        let language = element.language?.identifier ?? inherited
        let kind = kind(of: element)
        let parts = element.parts.filter(\.isShown)
        let isButton = kind == "button" || kind == "alert_button"
        var classes = ["ph-el"]
        if Self.pillKinds.contains(kind) && element.text != nil
            && parts.allSatisfy({ Self.pillKinds.contains(self.kind(of: $0)) })
        {
            classes.append("ph-pill")
        } else if option && !parts.isEmpty {
            classes.append("ph-option")
        }
        if isButton { classes.append("ph-button") }
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
        if isButton && !parts.isEmpty { html += "</div>" }
        if isChart(parts) {
            html += chart(parts, language: language)
        } else if !parts.isEmpty {
            html += "<div class=\"\(layout(of: element, parts: parts))\"\(gridStyle(element))>"
            for _ in 0..<leadingBlanks(element) { html += "<div class=\"ph-blank\"></div>" }
            let choice = parts.contains(where: \.selected)
            for part in parts { html += draw(part, language: language, option: choice) }
            html += "</div>"
        }
        return isButton && !parts.isEmpty ? html : html + "</div>"
    }

    /// A text in its budget box, in its own language, linked to its row: the box's width (a
    /// pill's at most, as a pill hugs a short text), font and lines, so that a text over its
    /// budget runs past its box here as `tools/check_budgets.py` measures it in the rows: a
    /// one-line box does not wrap, lines past `max_lines` spill below it, and the page's script
    /// outlines it in red.
    func text(_ text: String, of element: RenderedElement, kind: String, language: String) -> String {
        let box = budgets.box(id: element.id, key: element.key).box
        var style = "font-size:\(box.fontSize)px;line-height:\(box.lineHeight)px;font-weight:\(box.weight)"
        var classes = "ph-text"
        var measure = ""
        if box.measured {
            style = (Self.pillKinds.contains(kind) ? "max-width" : "width") + ":\(box.width)px;" + style
            if let maxLines = box.maxLines {
                let height = maxLines.multipliedReportingOverflow(by: box.lineHeight)
                if !height.overflow { style += ";max-height:\(height.partialValue)px" }
                if maxLines == 1 { classes += " one" }
            }
            let lines = box.maxLines.map(String.init) ?? "none"
            measure =
                " data-width=\"\(box.width)\" data-max-lines=\"\(lines)\" data-line-height=\"\(box.lineHeight)\""
        }
        return """
            <a class="\(classes)" href="#\(HTML.attribute(PreviewPage.anchor(element.id)))" \
            title="\(HTML.attribute(element.label))" lang="\(HTML.attribute(language))"\(measure) \
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
        // A tab bar spans the screen, its tabs sharing the width, as its budget's 93 px assume.
        if kinds.allSatisfy({ $0 == "tab_label" }) { return "ph-tabs" }
        if kinds.allSatisfy({ ["legal_link", "alert_button", "summary_part"].contains($0) }) {
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

import CoachFmt

/// `Resources/copy/accessibility.json`: the texts a screen reader would speak wrongly (arrows,
/// fractions, `mm:ss` durations, check marks and rings, signed amounts, ` · ` lines, calendar
/// days), as data beside `style.json`. Every rendered text in a class needs an accessibility
/// label; `coach-fmt check` and the tests find the ones that lack it.
package struct AccessibilityClasses: Sendable {
    /// One class, as the file declares it. Its patterns are built once and never changed, so
    /// sharing them across tasks is safe; `Regex<AnyRegexOutput>` is not declared `Sendable`.
    package struct Class: @unchecked Sendable {
        /// The class's name (`arrow`), for the rule `a11y.arrow`.
        package let name: String
        let text: Regex<AnyRegexOutput>?
        let look: Regex<AnyRegexOutput>?
        let ids: [Regex<AnyRegexOutput>]
        let except: [(id: Regex<AnyRegexOutput>, text: Regex<AnyRegexOutput>?)]

        /// Whether the element's own text, looks and marks, or id puts it in this class. An
        /// element without text (an icon button) is in a class by its looks or id alone.
        func contains(_ element: RenderedElement) -> Bool {
            guard let shown = AccessibilityClasses.shown(element) else { return false }
            let matched =
                (text.map { shown.contains($0) } ?? false)
                || (look.map { element.drawnNote.contains($0) } ?? false)
                || ids.contains { element.id.wholeMatch(of: $0) != nil }
            guard matched else { return false }
            return !except.contains { rule in
                element.id.wholeMatch(of: rule.id) != nil && (rule.text.map { shown.contains($0) } ?? true)
            }
        }
    }

    /// A label that says the wrong thing (`2分钟18秒钟`), as the file's `misread` declares it.
    package struct Misreading: @unchecked Sendable {
        /// The rule's name (`zh_duration_units`), for the rule `a11y.zh_duration_units`.
        package let name: String
        let label: Regex<AnyRegexOutput>
        let ids: [Regex<AnyRegexOutput>]

        /// Whether the element's label reads wrongly by this rule.
        package func matches(_ element: RenderedElement) -> Bool {
            guard let spoken = element.accessibilityLabel, spoken.contains(label) else { return false }
            return ids.isEmpty || ids.contains { element.id.wholeMatch(of: $0) != nil }
        }
    }

    /// An element a screen reader skips, as the file's `decorative` declares it.
    package struct Decoration: @unchecked Sendable {
        let ids: [Regex<AnyRegexOutput>]

        /// Whether the element is one the file declares decorative.
        func contains(_ element: RenderedElement) -> Bool {
            ids.contains { element.id.wholeMatch(of: $0) != nil }
        }
    }

    /// A text in a class, where it was rendered.
    package struct Text: Sendable, Equatable {
        /// The state of `index.json` it was rendered in.
        package let state: String
        /// The locale.
        package let locale: String
        /// The element or part id.
        package let id: String
        /// The class (`duration`).
        package let className: String
        /// The text shown.
        package let text: String
        /// The accessibility label, nil when it has none.
        package let label: String?
    }

    /// The classes, in the file's order.
    package let classes: [Class]
    /// The labels that read wrongly, in the file's order.
    package let misreadings: [Misreading]
    /// The elements a screen reader skips.
    package var decorations: [Decoration] = []

    private struct File: Decodable {
        struct Entry: Decodable {
            struct Exception: Decodable {
                let id: String
                let text: String?
                let why: String
            }
            let `class`: String
            let text: String?
            let look: String?
            let ids: [String]?
            let except: [Exception]?
            let why: String
        }
        struct Misread: Decodable {
            let rule: String
            let label: String
            let ids: [String]?
            let why: String
        }
        struct Decorative: Decodable {
            let ids: [String]
            let why: String
        }
        let about: String
        let classes: [Entry]
        let misread: [Misread]?
        let decorative: [Decorative]?

        enum CodingKeys: String, CodingKey {
            case about = "//"
            case classes, misread, decorative
        }
    }

    /// The rules the file declares, `a11y.<class>` then `a11y.<misreading>`, in its order.
    package var rules: [CatalogRule] {
        classes.map { .accessibility($0.name) } + misreadings.map { .accessibility($0.name) }
    }

    /// Parses the file; a malformed pattern or file throws, naming it.
    package static func parse(_ text: String) throws -> AccessibilityClasses {
        let file = try ContractDecoder.decode(File.self, from: Array(text.utf8), file: "accessibility.json")
        return try AccessibilityClasses(
            classes: file.classes.map { entry in
                Class(
                    name: entry.class, text: try entry.text.map { try Regex($0) },
                    look: try entry.look.map { try Regex($0) }, ids: try (entry.ids ?? []).map(glob),
                    except: try (entry.except ?? []).map { (try glob($0.id), try $0.text.map { try Regex($0) }) })
            },
            misreadings: try (file.misread ?? []).map {
                Misreading(name: $0.rule, label: try Regex($0.label), ids: try ($0.ids ?? []).map(glob))
            },
            decorations: try (file.decorative ?? []).map { Decoration(ids: try $0.ids.map(glob)) })
    }

    /// What the element shows, for the classes: its text, or its looks when it is an icon.
    static func shown(_ element: RenderedElement) -> String? {
        if let text = element.text { return text }
        if case .visual = element.content { return element.drawnNote }
        return nil
    }

    /// `paywall.calendar_days.day_*`: `*` is one segment of an id, `**` any number of them.
    static func glob(_ pattern: String) throws -> Regex<AnyRegexOutput> {
        var regex = ""
        var rest = Substring(pattern)
        while let character = rest.first {
            if rest.hasPrefix("**") {
                regex += ".*"
                rest = rest.dropFirst(2)
            } else if character == "*" {
                regex += "[^.]*"
                rest = rest.dropFirst()
            } else {
                regex += character.isLetter || character.isNumber ? String(character) : "\\" + String(character)
                rest = rest.dropFirst()
            }
        }
        return try Regex(regex)
    }

    /// The embedded file, parsed; a test parses it and fails if it does not.
    package static let builtIn: AccessibilityClasses =
        (try? parse(EmbeddedResources.text("copy/accessibility.json") ?? ""))
        ?? AccessibilityClasses(classes: [], misreadings: [])

    /// Every text of `screen`, parts included, that is in a class, with its label.
    package func texts(in screen: RenderedScreen) -> [Text] {
        var found: [Text] = []
        func visit(_ element: RenderedElement) {
            if let shown = Self.shown(element), let inClass = classes.first(where: { $0.contains(element) }) {
                found.append(
                    Text(
                        state: screen.state ?? screen.section.rawValue, locale: screen.locale.identifier,
                        id: element.id, className: inClass.name, text: shown, label: element.accessibilityLabel))
            }
            element.parts.forEach(visit)
        }
        screen.elements.forEach(visit)
        return found
    }

    /// Every element of `screen`, parts included, whose label a `misread` rule catches; `className`
    /// is the rule's name and `text` the label.
    package func misread(in screen: RenderedScreen) -> [Text] {
        var found: [Text] = []
        func visit(_ element: RenderedElement) {
            if let rule = misreadings.first(where: { $0.matches(element) }), let spoken = element.accessibilityLabel {
                found.append(
                    Text(
                        state: screen.state ?? screen.section.rawValue, locale: screen.locale.identifier,
                        id: element.id, className: rule.name, text: spoken, label: spoken))
            }
            element.parts.forEach(visit)
        }
        screen.elements.forEach(visit)
        return found
    }

    /// Every element of `screen`, parts included, whose label mixes two languages, so that one
    /// voice would read both (`Meetings fell…，已覆盖`); `className` is `one_language` and `text`
    /// the label. A label is read in its element's language. The resolvers word labels in the UI
    /// language, so an element in another language (an article's key point) may only carry its
    /// own text as a label; and a label in the UI language may not quote a text that the screen
    /// shows in another language.
    package func mixedLanguageLabels(in screen: RenderedScreen) -> [Text] {
        mixedLanguageLabels(
            in: screen.elements, locale: screen.locale, state: screen.state ?? screen.section.rawValue)
    }

    /// ``mixedLanguageLabels(in:)`` over `elements` of a screen in `locale`.
    package func mixedLanguageLabels(in elements: [RenderedElement], locale: LanguageTag, state: String) -> [Text] {
        var foreign: Set<String> = []
        func collect(_ element: RenderedElement) {
            if element.isShown, let text = element.text, let language = element.language, language != locale {
                foreign.insert(text)
            }
            element.parts.forEach(collect)
        }
        elements.forEach(collect)
        var found: [Text] = []
        func visit(_ element: RenderedElement) {
            if let spoken = element.accessibilityLabel, element.isShown {
                let voice = element.language ?? locale
                let mixed =
                    voice != locale
                    ? spoken != element.text
                    : foreign.contains { !$0.isEmpty && spoken != $0 && spoken.contains($0) }
                if mixed {
                    found.append(
                        Text(
                            state: state, locale: locale.identifier,
                            id: element.id, className: "one_language", text: spoken, label: spoken))
                }
            }
            element.parts.forEach(visit)
        }
        elements.forEach(visit)
        return found
    }

    /// Every shown element of `screen`, parts included, that the file declares decorative but
    /// that a screen reader would still read (not hidden from it, or labelled); `className` is
    /// `decorative`.
    package func exposedDecorations(in screen: RenderedScreen) -> [Text] {
        var found: [Text] = []
        func visit(_ element: RenderedElement) {
            if exposesDecoration(element) {
                found.append(
                    Text(
                        state: screen.state ?? screen.section.rawValue, locale: screen.locale.identifier,
                        id: element.id, className: "decorative", text: Self.shown(element) ?? "",
                        label: element.accessibilityLabel))
            }
            element.parts.forEach(visit)
        }
        screen.elements.forEach(visit)
        return found
    }

    /// Whether `element` is shown, declared decorative, and still read: not hidden from screen
    /// readers, or labelled.
    package func exposesDecoration(_ element: RenderedElement) -> Bool {
        element.isShown && decorations.contains { $0.contains(element) }
            && (!element.accessibilityHidden || element.accessibilityLabel != nil)
    }

    /// The check's problems: each text in a class without a label, each label that mixes two
    /// languages, and each label a `misread` rule catches, in every example state in
    /// each catalog locale, rendered with `catalog`.
    package func problems(catalog: Catalog) -> [CatalogCheck.Problem] {
        guard let index = try? ExampleIndex.builtIn() else { return [] }
        var problems: [CatalogCheck.Problem] = []
        for state in index.states {
            for locale in LocaleNegotiation.catalogLocales {
                guard let screen = try? state.render(locale: locale, catalog: catalog) else { continue }
                for text in texts(in: screen) where (text.label ?? "").isEmpty {
                    problems.append(
                        CatalogCheck.Problem(
                            severity: .error, file: "Resources/copy/accessibility.json",
                            rule: .accessibility(text.className),
                            key: text.id,
                            reason: "“\(text.text)” (\(text.state), \(text.locale)) has no accessibility label"))
                }
                for text in exposedDecorations(in: screen) {
                    problems.append(
                        CatalogCheck.Problem(
                            severity: .error, file: "Resources/copy/accessibility.json", rule: .accessibilityDecorative,
                            key: text.id,
                            reason: "“\(text.text)” (\(text.state), \(text.locale)) is decoration a screen reader reads"
                        ))
                }
                for text in mixedLanguageLabels(in: screen) {
                    problems.append(
                        CatalogCheck.Problem(
                            severity: .error, file: "Resources/copy/accessibility.json",
                            rule: .accessibilityOneLanguage,
                            key: text.id,
                            reason: "label “\(text.text)” (\(text.state), \(text.locale)) mixes two languages"))
                }
                for text in misread(in: screen) {
                    problems.append(
                        CatalogCheck.Problem(
                            severity: .error, file: "Resources/copy/accessibility.json",
                            rule: .accessibility(text.className),
                            key: text.id, reason: "label “\(text.text)” (\(text.state), \(text.locale)) reads wrongly"))
                }
            }
        }
        return problems
    }
}

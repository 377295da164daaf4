import CoachFmt
import CoachFmtResources

/// `Resources/layout/budgets.json`: the box each element's text must fit in on a 375 px phone,
/// and the rules that give each element (by id, or by the catalog key it was formatted from)
/// its kind of box. The preview draws each text in its box; `tools/check_budgets.py` measures
/// the boxes in headless Chromium with real fonts.
///
///     let budgets = try LayoutBudgets.builtIn()
///     budgets.box(id: "paywall.calendar_days.day_3", key: nil).kind // "calendar_cell"
package struct LayoutBudgets: Sendable {
    /// A box: the width the text gets, its font, and how many lines it may take.
    package struct Box: Sendable, Equatable {
        /// In px; the text's own width inside the element's padding.
        package var width: Int
        /// In px.
        package var fontSize: Int
        /// In px: the height of one line, by which lines are counted.
        package var lineHeight: Int
        /// CSS font weight: 400 regular, 600 semibold, 700 bold.
        package var weight: Int
        /// The most lines the text may wrap to; nil for no limit.
        package var maxLines: Int?
        /// The box cannot grow (a chip, a button): the pseudo-locale fails on it too.
        package var fixed: Bool
        /// False for text that is never drawn (VoiceOver labels): not measured.
        package var measured: Bool
        /// How the box was derived, for people.
        package var why: String?
    }

    /// The box an element gets, the kind it was given and the rule that gave it.
    package struct Resolved: Sendable, Equatable {
        /// The kind's name (`calendar_cell`).
        package let kind: String
        /// The box, with the rule's overrides applied.
        package let box: Box
        /// The rule's position in `rules` and its patterns; nil when `default` applied.
        package let rule: Int?
        /// The rule's patterns (`id paywall.calendar_days.day_*`); nil when `default` applied.
        package let ruleDescription: String?
    }

    /// One mapping rule: patterns, a kind and the fields it overrides.
    package struct Rule: Sendable {
        /// The pattern over the element id, if the rule has one.
        package let id: ElementPattern?
        /// The pattern over the catalog key, if the rule has one.
        package let key: ElementPattern?
        /// The kind whose box the element gets.
        package let kind: String
        let overrides: Overrides
        /// Why the element gets this box, for people.
        package let why: String?

        /// `id home.quest_title`, `id complete.ability_tile, key complete.ability.building`.
        package var description: String {
            [id.map { "id \($0)" }, key.map { "key \($0)" }].compactMap { $0 }.joined(separator: ", ")
        }

        func matches(id elementID: String, key elementKey: String?) -> Bool {
            if let id, !id.matches(elementID) { return false }
            if let key {
                guard let elementKey, key.matches(elementKey) else { return false }
            }
            return true
        }
    }

    struct Overrides: Sendable {
        var width: Int?
        var fontSize: Int?
        var lineHeight: Int?
        var weight: Int?
        /// Outer nil: not overridden; inner nil: overridden to no limit.
        var maxLines: Int??
        var fixed: Bool?
    }

    /// Each kind of element's box, by name (`calendar_cell`).
    package let kinds: [String: Box]
    /// The mapping, in order: the first rule that matches an element decides its kind.
    package let rules: [Rule]
    /// The kind an element no rule matches gets; the preview tests fail on such elements.
    package let defaultKind: String

    /// The box for an element or part with this id, formatted from this catalog key.
    package func box(id: String, key: String?) -> Resolved {
        for (index, rule) in rules.enumerated() where rule.matches(id: id, key: key) {
            var box = kinds[rule.kind]!
            let overrides = rule.overrides
            if let width = overrides.width { box.width = width }
            if let fontSize = overrides.fontSize { box.fontSize = fontSize }
            if let lineHeight = overrides.lineHeight { box.lineHeight = lineHeight }
            if let weight = overrides.weight { box.weight = weight }
            if let maxLines = overrides.maxLines { box.maxLines = maxLines }
            if let fixed = overrides.fixed { box.fixed = fixed }
            if let why = rule.why { box.why = why }
            return Resolved(kind: rule.kind, box: box, rule: index, ruleDescription: rule.description)
        }
        return Resolved(kind: defaultKind, box: kinds[defaultKind]!, rule: nil, ruleDescription: nil)
    }

    /// The budgets embedded from `Resources/layout/budgets.json` (in `CoachFmtResources`).
    package static func builtIn() throws(LayoutBudgetsError) -> LayoutBudgets {
        try decode(Array(PreviewResources.budgets.utf8), file: "budgets.json")
    }

    /// Parses and checks a budgets file: every rule names a kind that exists and has a pattern,
    /// every measured kind has a positive width, font size and line height.
    package static func decode(_ bytes: [UInt8], file: String) throws(LayoutBudgetsError) -> LayoutBudgets {
        let document: BudgetsDocument
        do { document = try ContractDecoder.decode(BudgetsDocument.self, from: bytes, file: file) } catch {
            throw LayoutBudgetsError(file: file, message: error.description)
        }
        func fail(_ message: String) -> LayoutBudgetsError { LayoutBudgetsError(file: file, message: message) }
        guard document.kinds[document.defaultKind] != nil else {
            throw fail("default: unknown kind '\(document.defaultKind)'")
        }
        for (name, box) in document.kinds.sorted(by: { $0.key < $1.key }) where box.measured {
            guard box.width > 0, box.fontSize > 0, box.lineHeight > 0 else {
                throw fail("kinds.\(name): width, font_size and line_height must be positive")
            }
            if let maxLines = box.maxLines, maxLines < 1 { throw fail("kinds.\(name): max_lines must be 1 or more") }
        }
        for (index, rule) in document.rules.enumerated() {
            guard document.kinds[rule.kind] != nil else { throw fail("rules[\(index)]: unknown kind '\(rule.kind)'") }
            guard rule.id != nil || rule.key != nil else { throw fail("rules[\(index)]: needs an id or a key pattern") }
            if let maxLines = rule.overrides.maxLines, let lines = maxLines, lines < 1 {
                throw fail("rules[\(index)]: max_lines must be 1 or more")
            }
        }
        return LayoutBudgets(kinds: document.kinds, rules: document.rules, defaultKind: document.defaultKind)
    }
}

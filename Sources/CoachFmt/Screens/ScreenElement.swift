/// One row of a section (`HomeScreen.Element.questBadge`): its id and label. Each section
/// declares its rows once, as an enum whose raw values are the rows' labels; a view reads a row
/// through its typed handle (``RowHandle``), `screen.section(HomeScreen.self)?[.questBadge]`.
public protocol ScreenElement: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The section whose row this is.
    static var section: ScreenSection { get }
}

extension ScreenElement {
    /// The element's id in a rendered screen: `home.quest_badge`, the same in every locale.
    public var id: String { Self.section.shortName + "." + ElementID.slug(rawValue) }
    /// The row's label, as data-binding.md and the text output write it.
    public var label: String { rawValue }
}

extension RenderedScreen {
    /// The element for a row, when this screen is that row's section: tooling's untyped read;
    /// an app reads through ``section(_:)``, which only that section's handles compile against.
    package subscript<Row: ScreenElement>(_ row: Row) -> RenderedElement? {
        element(id: row.id)
    }

    /// The element or part with this id (`paywall.calendar_days.day_3`), searched depth first.
    public func element(id: String) -> RenderedElement? {
        for element in elements {
            if element.id == id { return element }
            if id.hasPrefix(element.id + "."), let part = element.part(id: id) { return part }
        }
        return nil
    }
}

extension ScreenSection {
    /// The typed rows of this section.
    var rowType: any SectionRow.Type {
        switch self {
        case .onboarding: OnboardingScreen.Element.self
        case .diagnostic: DiagnosticScreen.Element.self
        case .plan: PlanScreen.Element.self
        case .paywall: PaywallScreen.Element.self
        case .home: HomeScreen.Element.self
        case .library: LibraryScreen.Element.self
        case .read: ReadScreen.Element.self
        case .record: RecordScreen.Element.self
        case .processing: ProcessingScreen.Element.self
        case .feedback: FeedbackScreen.Element.self
        case .complete: CompleteScreen.Element.self
        case .growth: GrowthScreen.Element.self
        case .profile: ProfileScreen.Element.self
        case .global: GlobalScreen.Element.self
        }
    }

    /// The ids of every row this section declares, in the table's order.
    package var elementIDs: [String] { rowType.rowIDs }

    /// Each row's id with the part ids it declares (``SectionRow/partPatterns``).
    package var declaredParts: [String: [String]] {
        func table<Row: SectionRow>(_: Row.Type) -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: zip(Row.rowIDs, Row.allCases.map(\.partPatterns)))
        }
        return table(rowType)
    }
}

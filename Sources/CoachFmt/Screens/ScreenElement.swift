/// A typed handle on one row of a section (`HomeScreen.Element.questBadge`), so that a view
/// finds its element by id and never by matching prose. Each section declares its rows once,
/// as an enum whose raw values are the rows' labels.
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
    /// The element for a row, when this screen is that row's section.
    public subscript<Row: ScreenElement>(_ row: Row) -> RenderedElement? {
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
    /// The ids of every row this section declares, in the table's order.
    package var elementIDs: [String] {
        switch self {
        case .onboarding: OnboardingScreen.Element.rowIDs
        case .diagnostic: DiagnosticScreen.Element.rowIDs
        case .plan: PlanScreen.Element.rowIDs
        case .paywall: PaywallScreen.Element.rowIDs
        case .home: HomeScreen.Element.rowIDs
        case .library: LibraryScreen.Element.rowIDs
        case .read: ReadScreen.Element.rowIDs
        case .record: RecordScreen.Element.rowIDs
        case .processing: ProcessingScreen.Element.rowIDs
        case .feedback: FeedbackScreen.Element.rowIDs
        case .complete: CompleteScreen.Element.rowIDs
        case .growth: GrowthScreen.Element.rowIDs
        case .profile: ProfileScreen.Element.rowIDs
        case .global: GlobalScreen.Element.rowIDs
        }
    }
}

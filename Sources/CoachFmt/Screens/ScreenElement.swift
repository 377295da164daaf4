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
        case .onboarding: OnboardingScreen.Element.allCases.map(\.id)
        case .diagnostic: DiagnosticScreen.Element.allCases.map(\.id)
        case .plan: PlanScreen.Element.allCases.map(\.id)
        case .paywall: PaywallScreen.Element.allCases.map(\.id)
        case .home: HomeScreen.Element.allCases.map(\.id)
        case .library: LibraryScreen.Element.allCases.map(\.id)
        case .read: ReadScreen.Element.allCases.map(\.id)
        case .record: RecordScreen.Element.allCases.map(\.id)
        case .processing: ProcessingScreen.Element.allCases.map(\.id)
        case .feedback: FeedbackScreen.Element.allCases.map(\.id)
        case .complete: CompleteScreen.Element.allCases.map(\.id)
        case .growth: GrowthScreen.Element.allCases.map(\.id)
        case .profile: ProfileScreen.Element.allCases.map(\.id)
        case .global: GlobalScreen.Element.allCases.map(\.id)
        }
    }
}

/// A section of data-binding.md: one resolver each, named exactly as the document's headings.
public enum ScreenSection: String, Sendable, CaseIterable, Codable {
    case onboarding = "Onboarding"
    case diagnostic = "Diagnostic"
    case plan = "Plan"
    case paywall = "Paywall"
    case home = "Home"
    case library = "Library"
    case read = "Read"
    case record = "Record (round 1, round 2)"
    case processing = "Processing"
    case feedback = "Feedback"
    case complete = "Complete"
    case growth = "Growth"
    case profile = "Profile & settings"
    case global = "Global"

    /// Parses a section name as users type it: the heading, or a short form (`profile`).
    package init?(name: String) {
        let folded = name.lowercased()
        guard
            let section = Self.allCases.first(where: {
                $0.rawValue.lowercased() == folded || $0.shortName == folded
            })
        else { return nil }
        self = section
    }

    /// `home`, `record`, `profile`: the first word of the heading, lowercased. A literal per case:
    /// it prefixes every element id, and deriving it from the heading cost a tenth of a render.
    package var shortName: String {
        switch self {
        case .onboarding: "onboarding"
        case .diagnostic: "diagnostic"
        case .plan: "plan"
        case .paywall: "paywall"
        case .home: "home"
        case .library: "library"
        case .read: "read"
        case .record: "record"
        case .processing: "processing"
        case .feedback: "feedback"
        case .complete: "complete"
        case .growth: "growth"
        case .profile: "profile"
        case .global: "global"
        }
    }
}

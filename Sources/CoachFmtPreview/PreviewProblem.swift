import CoachFmt

/// What a reviewer looks at first: the kinds of problem a preview counts on its index and on
/// each page, each a value of `data-problems` on the rows that have it, so that the page's
/// filter and `tools/check_preview.py` find them without reading prose.
package enum PreviewProblem: String, CaseIterable, Sendable {
    /// A text runs past its box (`LayoutBudgets`): known only once Chromium has measured it,
    /// so the page's script adds it to the row and fills in the page's count.
    case overflow
    /// A shown element whose row's fallback fired (`RenderedElement.fallback`).
    case fallback
    /// An element hidden because a field it reads broke the contract.
    case violation
    /// A shown element drawn around a contract violation among the fields it reads (a list
    /// that keeps its valid items, a slider at its default): it may show a fallback for
    /// another reason too, and then counts under both.
    case violationShown = "violation-shown"
    /// A server string fetched in another UI locale than the column's.
    case stale
    /// An element that could not be resolved.
    case error

    /// The count's heading on the index and in a page's summary.
    package var title: String {
        switch self {
        case .overflow: "budget overflows"
        case .fallback: "fallbacks fired"
        case .violation: "hidden by a violation"
        case .violationShown: "shown with a violation"
        case .stale: "stale strings"
        case .error: "error elements"
        }
    }

    /// The problems the renderer recorded on one element in one locale; never `overflow`,
    /// which only a browser measures.
    package static func recorded(on element: RenderedElement) -> [PreviewProblem] {
        var problems: [PreviewProblem] = []
        switch element.content {
        case .hidden: if !element.violationGroups.isEmpty { problems.append(.violation) }
        case .error: problems.append(.error)
        default:
            if element.fallback != nil { problems.append(.fallback) }
            if !element.violationGroups.isEmpty { problems.append(.violationShown) }
        }
        if element.stale { problems.append(.stale) }
        return problems
    }
}

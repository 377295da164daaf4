import CoachFmt
import CoachFmtResources

/// `Resources/preview/flow-order.json`: the order of user-flows.md, in which the preview lists
/// the screen states: flows in the document's order, each with the states it reaches first.
package struct FlowOrder: Sendable, Decodable {
    /// One flow of user-flows.md and the states it reaches first.
    package struct Flow: Sendable, Decodable, Equatable {
        /// `1. First launch → diagnostic → paywall → first real session`
        package let title: String
        /// State ids of `index.json`, in the order the flow reaches them.
        package let states: [String]
    }

    /// The flows in the document's order, then `otherTitle` when any state is in none.
    package let flows: [Flow]

    /// The title under which states that no flow lists are shown.
    package static let otherTitle = "Not in a flow"

    /// Every state of `index`, grouped by flow in this order; a state of the index this file
    /// does not list goes under `otherTitle`, and a listed state the index lacks is left out,
    /// so that the preview always shows exactly the index's states.
    package func arrange(_ index: ExampleIndex) -> [Flow] {
        let known = Set(index.states.map(\.id))
        var seen: Set<String> = []
        var arranged: [Flow] = []
        for flow in flows {
            let states = flow.states.filter { known.contains($0) && seen.insert($0).inserted }
            if !states.isEmpty { arranged.append(Flow(title: flow.title, states: states)) }
        }
        let rest = index.states.map(\.id).filter { !seen.contains($0) }
        if !rest.isEmpty {
            if let last = arranged.indices.last, arranged[last].title == Self.otherTitle {
                arranged[last] = Flow(title: Self.otherTitle, states: arranged[last].states + rest)
            } else {
                arranged.append(Flow(title: Self.otherTitle, states: rest))
            }
        }
        return arranged
    }

    /// The order embedded from `Resources/preview/flow-order.json` (in `CoachFmtResources`).
    package static func builtIn() throws(ContractError) -> FlowOrder {
        try ContractDecoder.decode(
            FlowOrder.self, from: Array(PreviewResources.flowOrder.utf8),
            file: "flow-order.json")
    }
}

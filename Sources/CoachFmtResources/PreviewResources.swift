/// The data files of the HTML preview, for `CoachFmtPreview`: the length budgets
/// (`Resources/layout/budgets.json`) and the order of user-flows.md
/// (`Resources/preview/flow-order.json`), embedded here with the examples they go with.
package enum PreviewResources {
    /// The text of `Resources/layout/budgets.json`; empty when the build embedded none.
    package static var budgets: String { EmbeddedResources.text("layout/budgets.json") ?? "" }

    /// The text of `Resources/preview/flow-order.json`; empty when the build embedded none.
    package static var flowOrder: String { EmbeddedResources.text("preview/flow-order.json") ?? "" }
}

extension RenderContext {
    /// A row whose items are stacked lines or cards (notes, quotes, XP lines), not a phrase:
    /// a composite like `list`, whose parts may each be in their own language.
    func stack(
        _ label: String, _ sources: [String], _ parts: [RenderedElement], fallback: String? = nil
    ) -> RenderedElement {
        list(label, sources, parts, fallback: fallback)
    }
}

extension RenderContext {
    /// A row whose items are stacked lines or cards (notes, quotes, XP lines), not a phrase:
    /// `list`'s parts, with the shown texts one per line instead of joined into a sentence
    /// ("A, B, and C" would join article-language sentences with UI-locale words). The
    /// element's language is the parts' when they share one, else unset.
    func stack(
        _ label: String, _ sources: [String], _ parts: [RenderedElement], fallback: String? = nil
    ) -> RenderedElement {
        var element = list(label, sources, parts, fallback: fallback)
        let shown = parts.filter { $0.text != nil }
        element.content = .text(shown.compactMap(\.text).joined(separator: "\n"))
        let languages = Set(shown.map { $0.language?.identifier ?? "" })
        element.language = languages.count == 1 ? shown.first?.language : nil
        return element
    }
}

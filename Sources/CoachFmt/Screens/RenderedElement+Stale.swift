extension RenderedElement {
    /// Marks this element and each part that shows one of `texts` (the server strings the render
    /// showed) while reading a response of `stale` (fetched in another UI locale, with the
    /// language its strings are in). Such an element is `stale`; its `language` becomes that
    /// language when the server strings make up all its words (the greeting "Good morning，Mia"
    /// on a zh-Hans screen is `en`), and stays the UI locale's when they sit inside copy of it
    /// ("本周重点：Pausing"). Content in another language than `uiLocale` (an article) is left alone.
    mutating func markStale(
        _ texts: [String], reading stale: [Endpoint: LanguageTag], uiLocale: LanguageTag,
        inherited: Set<Endpoint> = []
    ) {
        let read = inherited.union(SectionInputs(sources: reads).endpoints.filter { stale[$0] != nil })
        guard !read.isEmpty else { return }
        if language == uiLocale, let text {
            let shown = texts.filter { text.contains($0) }
            if !shown.isEmpty {
                self.stale = true
                let languages = Set(read.compactMap { stale[$0] })
                var rest = text
                for served in shown.sorted(by: { $0.count > $1.count }) { rest = rest.replacing(served, with: "") }
                for case .string(let value) in (arguments ?? [:]).values { rest = rest.replacing(value, with: "") }
                if languages.count == 1, let fetched = languages.first, !rest.contains(where: \.isLetter) {
                    language = fetched
                }
            }
        }
        for index in parts.indices {
            parts[index].markStale(texts, reading: stale, uiLocale: uiLocale, inherited: read)
        }
    }
}

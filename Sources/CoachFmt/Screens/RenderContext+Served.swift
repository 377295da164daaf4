extension RenderContext {
    /// Records on `element`, as it is built, that its text shows `served`: in the pseudo-locale it
    /// is `isPseudoServed`; when one of their responses was fetched in another UI locale
    /// (``staleLanguages``) it is `stale`, and its `language` becomes that language when the
    /// server strings make up all its words (the greeting "Good morning，Mia" on a zh-Hans screen
    /// is `en`), staying the UI locale's when they sit inside copy of it ("本周重点：Pausing").
    /// Content in another language than the UI locale's (an article) is left alone, and so is an
    /// element a withheld field hid, which shows nothing.
    func record(_ served: [ServedText], on element: inout RenderedElement) {
        guard recordsServed, !served.isEmpty, !element.isHiddenByWithheldField else { return }
        if locale.isPseudo { element.isPseudoServed = true }
        guard !staleLanguages.isEmpty, element.language == locale, let text = element.text else { return }
        let fetched = Set(served.compactMap { staleLanguages[$0.endpoint] })
        guard !fetched.isEmpty else { return }
        element.stale = true
        guard fetched.count == 1, let language = fetched.first else { return }
        var rest = text
        for shown in served.sorted(by: { $0.text.count > $1.text.count }) {
            rest = rest.replacing(shown.text, with: "")
        }
        for case .string(let value) in (element.arguments ?? [:]).values { rest = rest.replacing(value, with: "") }
        if !rest.contains(where: \.isLetter) { element.language = language }
    }
}

extension RenderContext {
    /// `element`, built by hand from `served`, recorded as showing them.
    func element(_ element: RenderedElement, showing served: [ServedText]) -> RenderedElement {
        guard recordsServed, !served.isEmpty else { return element }
        var element = element
        record(served, on: &element)
        return element
    }

    /// `element`, built by hand from `served` when there is one, recorded as showing it.
    func element(_ element: RenderedElement, showing served: ServedText?) -> RenderedElement {
        guard recordsServed, let served else { return element }
        return self.element(element, showing: [served])
    }
}

extension RenderContext {
    /// A server string shown as sent, as copy in the UI locale.
    func copy(_ served: ServedText) -> Copy {
        Copy(content: .text(served.text), language: locale, served: recordsServed ? [served] : [])
    }
}

/// What the library rows derive from the inputs before any of them renders: whether the list mixes
/// languages, a row's meta line, and the empty state's key.
extension LibraryScreen {
    /// The language tag shows only when the loaded list mixes content languages.
    static func mixesLanguages(_ items: [ArticleSummary]) -> Bool {
        Set(items.map(\.language)).count > 1
    }

    /// `topic · length · Level n`, dropping what is missing, with the list a screen reader reads
    /// and the fallback naming a server string left out; `served` are the server strings it shows.
    static func rowMeta(_ c: RenderContext, _ item: ArticleSummary) -> (
        text: String, spoken: String?, fallback: Fallback?, served: [ServedText]
    )? {
        let level = item.difficulty > 0 ? c.copy(CoachCopy.library.rowLevel(level: item.difficulty)).text : nil
        let served = c.metaItems(
            topic: item.topic.name, length: item.length.label, of: JSONPath(.articles, "items", .item))
        let parts = served.items.map(\.text) + (level.map { [$0] } ?? [])
        return parts.isEmpty
            ? nil
            : (parts.joined(separator: DesignValues.metaSeparator), c.spokenList(parts), served.fallback, served.items)
    }

    /// The catalog key of the empty state for the filter: the status segment first (it is relative
    /// to the learner's history), then the topic, then the language, else the unfiltered list.
    static func emptyKey(_ filter: LocalState.Library.Filter?) -> String {
        switch filter?.status.known {
        case .completed: return "library.empty.completed"
        case .unseen: return "library.empty.unseen"
        case .all, nil: break
        }
        if filter?.topic != nil { return "library.empty.topic" }
        if filter?.language != nil { return "library.empty.language" }
        return "library.empty.all"
    }
}

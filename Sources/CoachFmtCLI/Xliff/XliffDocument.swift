/// An XLIFF 2.0 document: the units of one catalog locale, each with its source, target,
/// translation state and notes. ``xml`` writes it; ``init(xml:)`` reads it back.
///
/// Each unit is one catalog key with one segment whose `<source>` (en) and `<target>` are
/// whole ICU MessageFormat messages, kept as text: Documentation/Translating.md says why
/// arguments and plural keywords are not turned into inline codes.
struct XliffDocument: Equatable {
    static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    var sourceLanguage: String
    var targetLanguage: String
    var fileID: String
    var original: String?
    var notes: [Note] = []
    var units: [Unit] = []

    /// A `<note>`: free text with an optional category (`format`, `stale`, …).
    struct Note: Equatable {
        var category: String?
        var text: String
    }

    /// XLIFF 2.0's segment states, in their order of progress.
    enum State: String, CaseIterable, Comparable {
        case initial, translated, reviewed, final

        static func < (a: State, b: State) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    struct Unit: Equatable {
        var id: String
        var notes: [Note] = []
        var state: State
        /// A finer state, `prefix:value` (`coach-fmt:stale`).
        var subState: String?
        var source: String
        /// Nil when the unit has no translation yet.
        var target: String?
    }
}

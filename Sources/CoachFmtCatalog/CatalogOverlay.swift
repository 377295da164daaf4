import CoachFmtFormatting

/// A catalog with copy downloaded after release laid over it: what an app gets from
/// ``Catalog/overlaid(with:locale:)``.
///
/// An overlay is a file in the catalog's own format (`Resources/copy/zh-Hans.json`: key →
/// `{"value": ICU MessageFormat, "note": …}`) for one locale, holding only the keys it changes.
/// Each value is held, key by key, to the rules `coach-fmt check` applies to the built-in copy:
/// it parses with ICU and nests at most ``MessageNesting``'s limit, is at most 4 KiB, has the
/// arguments of the built-in source message (names and kinds), every plural category the
/// locale's rules use, the source's select cases and plural offsets, and keeps the copy style
/// and glossary. A value that breaks a rule is not applied: the key keeps its built-in value
/// and a problem names the key and the rule. A key the kit does not have is ignored and
/// reported. A file that is not JSON, is over 1 MiB, nests deeper than 256 levels, or is not an
/// object is refused whole, and the catalog is unchanged. Nothing here throws or traps, and the
/// cost is linear in the file.
///
/// ```swift
/// let overlay = Catalog.builtIn.overlaid(with: Array(#"{"common.retry": {"value": "再试一次"}}"#.utf8), locale: .zhHans)
/// overlay.appliedKeys  // ["common.retry"]
/// overlay.problems     // []
/// CoachCopy.common.retry.string(for: .zhHans, catalog: overlay.catalog)  // "再试一次"
/// ```
///
/// A render with `overlay.catalog` marks each element whose text came from the overlay
/// (``RenderedElement/overlay``).
public struct CatalogOverlay: Sendable {
    /// The catalog with every accepted value on top of the one overlaid; that catalog itself
    /// when the file was refused whole.
    public let catalog: Catalog
    /// The locale the overlay's values are in.
    public let locale: LanguageTag
    /// The keys whose values the overlay replaced, sorted.
    public let appliedKeys: [String]
    /// Every problem: the file's first, then by key. An error kept the key's previous value;
    /// a warning did not stop it.
    public let problems: [OverlayProblem]

    /// True when the file was refused whole (unreadable, too large, not an object, a locale
    /// without a catalog).
    public var isRefused: Bool { problems.contains { $0.key == nil } }
}

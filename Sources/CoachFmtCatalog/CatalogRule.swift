/// The name of a rule that `coach-fmt check`, a catalog overlay or the copy style reports, as
/// swift-format names a finding's category: `[missing-translation]`, `[style.han-latin-space]`,
/// `[glossary.band.good]`, `[a11y.duration]`.
///
/// A fixed rule is a case; the families that data declares carry their id: a glossary term
/// (`Resources/copy/glossary.json`) and an accessibility class or misreading
/// (`Resources/copy/accessibility.json`). ``name`` is what a problem prints, and
/// ``init(name:)`` reads one back, nil for a name no rule has. Documentation/Catalog.md lists
/// ``allFixed`` in its table of rules.
public enum CatalogRule: Sendable, Hashable, CustomStringConvertible {
    // The catalog's rules (CatalogCheck).
    /// A key of en is missing in a translated locale.
    case missingTranslation
    /// A key the en catalog does not have.
    case extraKey
    /// A message that does not parse as ICU MessageFormat.
    case messageSyntax
    /// Arguments nested deeper than 8 levels.
    case messageDepth
    /// A value over 4 KiB.
    case valueSize
    /// A value that shows nothing.
    case emptyValue
    /// A control character other than tab and line break.
    case controlCharacter
    /// A `}` that closes nothing.
    case strayBrace
    /// White space at an end of a translation that its source lacks.
    case edgeWhitespace
    /// Select cases that are not exactly the source's.
    case selectCases
    /// A plural offset that is not the source's.
    case pluralOffset
    /// An argument of the source missing in its translation.
    case argumentMissing
    /// An argument of a translation that its source lacks.
    case argumentExtra
    /// An argument used as two kinds, in one message or against its source.
    case argumentKind
    /// An argument written in a type, style or skeleton its source does not use.
    case argumentStyle
    /// A plural without a category its locale's rules use.
    case pluralCategories
    /// A source message with arguments and no note for translators.
    case translatorNote
    /// A key the kit asks for that the catalog lacks.
    case missingKey
    /// A key nothing reaches.
    case unusedKey
    /// A translation made from an older source value (a warning).
    case staleTranslation

    // An overlay's (Catalog+Overlay).
    /// An overlay entry that is not an object with a string `value`.
    case entryType
    /// An overlay for a locale without a catalog.
    case overlayLocale
    /// An overlay file over 1 MiB.
    case overlaySize
    /// An overlay file that is not well-formed JSON.
    case overlayJSON
    /// An overlay whose root is not an object.
    case overlayRoot

    // The copy style's (CopyStyle, one file each in CopyStyle/Rules/).
    /// zh-Hans: no space between Han and a Latin letter, a digit or a number sign.
    case styleHanLatinSpace
    /// zh-Hans: a space between two Han characters.
    case styleHanSpace
    /// zh-Hans: a space next to full-width punctuation.
    case styleFullwidthSpace
    /// zh-Hans: half-width punctuation next to Han.
    case styleHalfwidthPunctuation
    /// zh-Hans: an argument of any script not set off.
    case styleAnyScriptArgument
    /// zh-Hans: a number and a measure word without its noun.
    case styleBareMeasureWord
    /// A final period on a title, button, label or tag.
    case styleFinalPunctuation
    /// Sibling sentences that do not all end alike.
    case styleSiblingEndings
    /// en: a plain argument without a class in style.json.
    case styleArgumentClass
    /// en: a short unit after a number in a sentence.
    case styleUnitAbbreviation
    /// en: a button not in sentence case.
    case styleSentenceCase
    /// A `+0`.
    case styleSignedZero
    /// A machine id inside a sentence.
    case styleIDInProse
    /// A label and a value joined by a colon.
    case styleLabelValue

    // The accessibility labels' (CoachFmtResources' AccessibilityClasses).
    /// A decorative element a screen reader still reads.
    case accessibilityDecorative
    /// A label that mixes two languages.
    case accessibilityOneLanguage

    // The families data declares.
    /// A variant of the glossary term with this id (`band.good`): `glossary.band.good`.
    case glossary(term: String)
    /// A text of this accessibility class without a label, or a label this misreading catches
    /// (`duration`, `zh_duration_units`): `a11y.duration`.
    case accessibility(String)

    /// Every rule with a fixed name, in the order Documentation/Catalog.md lists them.
    public static let allFixed: [CatalogRule] = [
        .missingTranslation, .extraKey, .messageSyntax, .messageDepth, .valueSize, .emptyValue, .controlCharacter,
        .strayBrace, .edgeWhitespace, .selectCases, .pluralOffset, .argumentMissing, .argumentExtra, .argumentKind,
        .argumentStyle, .pluralCategories, .translatorNote, .missingKey, .unusedKey, .staleTranslation,
        .entryType, .overlayLocale, .overlaySize, .overlayJSON, .overlayRoot,
        .styleHanLatinSpace, .styleHanSpace, .styleFullwidthSpace, .styleHalfwidthPunctuation,
        .styleAnyScriptArgument, .styleBareMeasureWord, .styleFinalPunctuation, .styleSiblingEndings,
        .styleArgumentClass, .styleUnitAbbreviation, .styleSentenceCase, .styleSignedZero, .styleIDInProse,
        .styleLabelValue, .accessibilityDecorative, .accessibilityOneLanguage,
    ]

    /// The name a problem prints between brackets: `missing-translation`, `glossary.band.good`.
    public var name: String {
        switch self {
        case .missingTranslation: "missing-translation"
        case .extraKey: "extra-key"
        case .messageSyntax: "message-syntax"
        case .messageDepth: "message-depth"
        case .valueSize: "value-size"
        case .emptyValue: "empty-value"
        case .controlCharacter: "control-character"
        case .strayBrace: "stray-brace"
        case .edgeWhitespace: "edge-whitespace"
        case .selectCases: "select-cases"
        case .pluralOffset: "plural-offset"
        case .argumentMissing: "argument-missing"
        case .argumentExtra: "argument-extra"
        case .argumentKind: "argument-kind"
        case .argumentStyle: "argument-style"
        case .pluralCategories: "plural-categories"
        case .translatorNote: "translator-note"
        case .missingKey: "missing-key"
        case .unusedKey: "unused-key"
        case .staleTranslation: "stale-translation"
        case .entryType: "entry-type"
        case .overlayLocale: "overlay-locale"
        case .overlaySize: "overlay-size"
        case .overlayJSON: "overlay-json"
        case .overlayRoot: "overlay-root"
        case .styleHanLatinSpace: "style.han-latin-space"
        case .styleHanSpace: "style.han-space"
        case .styleFullwidthSpace: "style.fullwidth-space"
        case .styleHalfwidthPunctuation: "style.halfwidth-punctuation"
        case .styleAnyScriptArgument: "style.any-script-argument"
        case .styleBareMeasureWord: "style.bare-measure-word"
        case .styleFinalPunctuation: "style.final-punctuation"
        case .styleSiblingEndings: "style.sibling-endings"
        case .styleArgumentClass: "style.argument-class"
        case .styleUnitAbbreviation: "style.unit-abbreviation"
        case .styleSentenceCase: "style.sentence-case"
        case .styleSignedZero: "style.signed-zero"
        case .styleIDInProse: "style.id-in-prose"
        case .styleLabelValue: "style.label-value"
        case .accessibilityDecorative: "a11y.decorative"
        case .accessibilityOneLanguage: "a11y.one_language"
        case .glossary(let term): Self.glossaryPrefix + term
        case .accessibility(let name): Self.accessibilityPrefix + name
        }
    }

    /// The printed name.
    public var description: String { name }

    /// The rule named `name`: a fixed rule, `glossary.` and a term id, or `a11y.` and a class
    /// or misreading; nil for any other name. Whether a term or class exists is the data's to
    /// say: `Glossary.rules` and `AccessibilityClasses.rules` list the built-in ones.
    public init?(name: String) {
        if let fixed = Self.byName[name] {
            self = fixed
        } else if name.hasPrefix(Self.glossaryPrefix), Self.isID(name.dropFirst(Self.glossaryPrefix.count)) {
            self = .glossary(term: String(name.dropFirst(Self.glossaryPrefix.count)))
        } else if name.hasPrefix(Self.accessibilityPrefix),
            Self.isID(name.dropFirst(Self.accessibilityPrefix.count))
        {
            self = .accessibility(String(name.dropFirst(Self.accessibilityPrefix.count)))
        } else {
            return nil
        }
    }

    /// Two rules are the same when they print the same: `.accessibility("decorative")` is
    /// ``accessibilityDecorative``.
    public static func == (lhs: CatalogRule, rhs: CatalogRule) -> Bool { lhs.name == rhs.name }

    /// Hashes the printed name, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static let glossaryPrefix = "glossary."
    private static let accessibilityPrefix = "a11y."
    private static let byName: [String: CatalogRule] = Dictionary(
        uniqueKeysWithValues: allFixed.map { ($0.name, $0) })

    /// An id as glossary.json and accessibility.json write them: lowercase letters, digits and
    /// `. _ -`, starting with a letter.
    private static func isID(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
        }
    }
}

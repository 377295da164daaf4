/// What a render did about an input a note names, in the kit's words: with a server value it
/// does not know (`rendered as ready`), or with an input it cannot use as sent (`the screen
/// draws 3 rows`). A note prints it after the input: `growth.state: unknown value "paused"
/// rendered as ready`.
public enum RenderOutcome: Sendable, Hashable, CustomStringConvertible {
    /// An unknown `growth.state` renders the ready state.
    case renderedAsReady
    /// An unknown plan day status draws the day without a mark.
    case drawnWithoutAMark
    /// An unknown exemplar status hides the section.
    case hidesTheSection
    /// An unknown value takes the catalog's catch-all: `shown as complete.xp.other`.
    case shownAs(key: String)
    /// An onboarding answer that none of the step's options has.
    case matchesNoOption
    /// A version that is not a dotted number does not block the app.
    case notADottedNumberNotBlocking
    /// A server enum value with no catalog key, shown as sent: `"streak_bonus" shown as the server sent it`.
    case shownAsSent(String)
    /// Growth's micro-skills without `me`: none is tagged as the current focus.
    case noCurrentFocusTag
    /// No local state: the render's locale stands for the device's language.
    case renderLocaleStandsForDevice
    /// The screen draws its own rows, whatever the input says: `the screen draws 3 rows`.
    case screenDraws(rows: Int)
    /// A product whose period the catalog has no copy for: `coach.pro.yearly shows its display price alone`.
    case displayPriceAlone(product: String)

    /// The words, as a note prints them.
    public var description: String {
        switch self {
        case .renderedAsReady: "rendered as ready"
        case .drawnWithoutAMark: "drawn without a mark"
        case .hidesTheSection: "hides the section"
        case .shownAs(let key): Self.shownAsPrefix + key
        case .matchesNoOption: "matches no option"
        case .notADottedNumberNotBlocking: "is not a dotted number; not blocking"
        case .shownAsSent(let value): "\"\(value)" + Self.sentSuffix
        case .noCurrentFocusTag: "micro-skills: no current focus tag"
        case .renderLocaleStandsForDevice: "app language: the render's locale stands for the device's"
        case .screenDraws(let rows): Self.drawsPrefix + String(rows) + " rows"
        case .displayPriceAlone(let product): product + Self.priceSuffix
        }
    }

    private static let shownAsPrefix = "shown as "
    private static let sentSuffix = "\" shown as the server sent it"
    private static let drawsPrefix = "the screen draws "
    private static let priceSuffix = " shows its display price alone"
    private static let fixed: [RenderOutcome] = [
        .renderedAsReady, .drawnWithoutAMark, .hidesTheSection, .matchesNoOption, .notADottedNumberNotBlocking,
        .noCurrentFocusTag, .renderLocaleStandsForDevice,
    ]

    /// The outcome `description` prints as `text`; nil for words no case prints.
    public init?(_ text: String) {
        if let fixed = Self.fixed.first(where: { $0.description == text }) {
            self = fixed
        } else if text.hasPrefix("\""), text.hasSuffix(Self.sentSuffix), text.count > Self.sentSuffix.count {
            self = .shownAsSent(String(text.dropFirst().dropLast(Self.sentSuffix.count)))
        } else if text.hasPrefix(Self.drawsPrefix), text.hasSuffix(" rows"),
            let rows = Int(text.dropFirst(Self.drawsPrefix.count).dropLast(" rows".count))
        {
            self = .screenDraws(rows: rows)
        } else if text.hasSuffix(Self.priceSuffix), text.count > Self.priceSuffix.count {
            self = .displayPriceAlone(product: String(text.dropLast(Self.priceSuffix.count)))
        } else if text.hasPrefix(Self.shownAsPrefix), text.count > Self.shownAsPrefix.count {
            self = .shownAs(key: String(text.dropFirst(Self.shownAsPrefix.count)))
        } else {
            return nil
        }
    }
}

/// What a value was expected to be among, when it is not: a note or reason prints it after the
/// value, `local.home.selectedTopic "travel" is not in home.topics`.
public enum OfferedValues: Sendable, Hashable, CustomStringConvertible {
    /// One number: `plan.days.count "13" is not 14`.
    case count(Int)
    /// The items of a list: `in home.topics`.
    case listedIn(JSONPath)
    /// The options the screen offers.
    case optionsOffered
    /// One of these numbers: `a 3/5/7 option`.
    case oneOf([Int])
    /// A time of day as `HH:mm`.
    case timeOfDay

    /// The words, as a note or reason prints them.
    public var description: String {
        switch self {
        case .count(let count): String(count)
        case .listedIn(let path): "in \(path)"
        case .optionsOffered: "among the options offered"
        case .oneOf(let numbers): "a " + numbers.map(String.init).joined(separator: "/") + " option"
        case .timeOfDay: "HH:mm"
        }
    }

    /// The values `description` prints as `text`; nil for words no case prints.
    public init?(_ text: String) {
        if let count = Int(text) {
            self = .count(count)
        } else if text == "among the options offered" {
            self = .optionsOffered
        } else if text == "HH:mm" {
            self = .timeOfDay
        } else if text.hasPrefix("in "), let path = JSONPath(String(text.dropFirst(3))) {
            self = .listedIn(path)
        } else if text.hasPrefix("a "), text.hasSuffix(" option") {
            let numbers = text.dropFirst(2).dropLast(" option".count).split(
                separator: "/", omittingEmptySubsequences: false)
            let parsed = numbers.compactMap { Int($0) }
            guard !parsed.isEmpty, parsed.count == numbers.count else { return nil }
            self = .oneOf(parsed)
        } else {
            return nil
        }
    }
}

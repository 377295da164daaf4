/// A fallback or rule in words, where no typed reason or fallback says it: the table's own words,
/// quoted from `seeds/data-binding.md` or `seeds/user-flows.md`, or, where the table is silent,
/// the kit's words for the decision `Documentation/SpecGaps.md` records. `TableWordsTests` holds
/// each quote to the spec, so no payload is free text.
public enum TableWords: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Quoted from the tables.
    /// A CTA with no target yet.
    case ctaDisabled = "CTA disabled"
    /// Growth's chart with nothing to chart.
    case flatBars = "flat bars"
    /// A UI language setting that is null.
    case followDevice = "follow device"
    /// A failure with no code of its own.
    case genericError = "generic error"
    /// An unreliable attempt whose reason the catalog does not word.
    case genericUnreliableCopy = "generic unreliable copy"
    /// A failed onboarding submit.
    case inlineRetryAnswersKept = "inline retry, answers kept"
    /// A recording submitted offline.
    case persistAndQueue = "persist + queue (processing--offline)"
    /// Products still loading.
    case skeletonCardsCTADisabled = "skeleton cards, CTA disabled"
    /// A request in flight, or failed.
    case spinnerAndRetry = "spinner + retry"
    /// Transcription done without a length.
    case transcribedWithoutCount = "\"Transcribed\" without count"
    /// The upload row, which no response describes.
    case uploadStageIsClientSide = "upload stage is client-side"
    /// Reading-complete sent offline.
    case queuedProceed = "queued, proceed"
    /// A meta line without one of its pieces.
    case dropMissingParts = "drop missing parts"
    /// Legal links without the server's URLs.
    case bundledURLs = "bundled URLs"
    /// Chart weeks before the first session.
    case weeksBeforeTheFirstSessionAreBlank = "weeks before the first session are blank"
    /// Home's date label without the server's: the device's weekday.
    case weekdayFromDevice = "weekday from device"
    /// The practice language picked for the learner: the device's, when offered.
    case deviceLocale = "device locale"
    /// A language named by its own name where the catalog has no `lang.<tag>`.
    case endonym = "endonym"

    // The kit's words, for what the tables leave open (SpecGaps.md).
    /// The offline banner with no cache time to name (SpecGaps.md "Cache time.").
    case noCacheTime = "no cache time"
    /// Offline with neither a response nor a cache (SpecGaps.md "General fallbacks.").
    case nothingCachedOrLoaded = "nothing cached or loaded"
    /// The UI language row without `config`'s languages (SpecGaps.md "General fallbacks.").
    case noOptions = "no options"
    /// The practice languages row without `config`'s languages (SpecGaps.md "General fallbacks.").
    case theLearnersLanguagesOnly = "the learner's languages only"
    /// An exemplar request queued offline (SpecGaps.md "General fallbacks.").
    case theAnswerIsQueued = "the answer is queued"
    /// Home's completed summary with a piece missing (SpecGaps.md "General fallbacks.").
    case thePiecesSent = "the pieces sent"
    /// Complete's lost points without the session's language (SpecGaps.md "Article strings.").
    case thePointsLanguageIsUnknown = "the points' language is unknown"
    /// A library tile without its glyph (SpecGaps.md "Server strings with no client key.").
    case theTileWithoutAGlyph = "the tile without a glyph"
    /// The paywall before StoreKit answers (SpecGaps.md "Billing line.").
    case trialEligibilityUnknown = "trial eligibility unknown, no first charge day"
    /// An upload that failed before reaching the server (SpecGaps.md "Processing stages.").
    case uploadFailedOnTheDevice = "upload failed on the device"
    /// A summary piece that did not format (SpecGaps.md "General fallbacks.").
    case aSummaryPieceDidNotFormat = "a summary piece did not format"
    /// The device's language is not offered (SpecGaps.md "Language screen.").
    case deviceLocaleNotOffered = "device locale not offered"
    /// Transcription has not finished (SpecGaps.md "Processing stages.").
    case transcribeStageNotDone = "transcribe stage not done"
    /// The paywall calendar marks no streak milestone: no contract field gives the thresholds
    /// (SpecGaps.md "Streak milestones.").
    case streakMilestonesNotMarked =
        "calendar days: streak milestones not marked; the contract has no milestone thresholds"
    /// A row asked for its static copy that has none: a kit fault the declared-rows test catches.
    case notAStaticRow = "not a static row"

    /// The words, as renders print them.
    public var description: String { rawValue }

    /// The SpecGaps.md entry that records a decision worded in the kit's words; nil for a quote.
    package var specGap: String? {
        switch self {
        case .ctaDisabled, .flatBars, .followDevice, .genericError, .genericUnreliableCopy, .inlineRetryAnswersKept,
            .persistAndQueue, .skeletonCardsCTADisabled, .spinnerAndRetry, .transcribedWithoutCount,
            .uploadStageIsClientSide, .queuedProceed, .dropMissingParts, .bundledURLs,
            .weeksBeforeTheFirstSessionAreBlank, .weekdayFromDevice, .deviceLocale, .endonym:
            nil
        case .noCacheTime: "Cache time."
        case .nothingCachedOrLoaded, .noOptions, .theLearnersLanguagesOnly, .theAnswerIsQueued, .thePiecesSent,
            .aSummaryPieceDidNotFormat, .notAStaticRow:
            "General fallbacks."
        case .thePointsLanguageIsUnknown: "Article strings."
        case .streakMilestonesNotMarked: "Streak milestones."
        case .theTileWithoutAGlyph: "Server strings with no client key."
        case .trialEligibilityUnknown: "Billing line."
        case .uploadFailedOnTheDevice, .transcribeStageNotDone: "Processing stages."
        case .deviceLocaleNotOffered: "Language screen."
        }
    }
}

/// What a fallback hides or leaves out, as the table names it after "hide" or "omit": `hide
/// badge`, `omit date`.
public enum FallbackPiece: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A piece the table names by one noun: `hide badge`, `hide section`, `omit date`.
    case badge, card, clause, counts, line, player, row, section, tag, date, sentence
    /// The paywall calendar, its timeline kept.
    case calendarKeepTimeline = "calendar, keep timeline"
    /// An error's request id.
    case requestID = "request id"
    /// The rubric or model id, or both, of Feedback's caption.
    case id, ids
    /// Profile's rubric version.
    case rubric
    /// An amount the row cannot state.
    case amount
    /// The projection's weakest-area clause.
    case weakestDeltaClause = "weakest_delta clause"

    /// The piece, as renders print it.
    public var description: String { rawValue }
}

/// What stands where a hidden element would be (``HiddenReason/replaced(_:by:)``): another row of
/// the section, or a card or state that the section draws in its place.
public enum StandIn: Sendable, Hashable, CustomStringConvertible {
    /// Another row of the section reports it, by that row's label: `plan not ready`.
    case row(String)
    /// Record's and Diagnostic's card for a denied microphone.
    case deniedCard
    /// Growth's empty state.
    case emptyState
    /// A status card with a title of its own.
    case cardTitle
    /// Processing's offline card, with a title of its own.
    case offlineCardTitle
    /// Processing's unreliable card.
    case unreliableCard
    /// The leave-recording alert, once the recording is saved.
    case recordingSaved
    /// Read's load error, with no article to show.
    case noArticle
    /// The paywall's hero for a learner whose access expired.
    case expiredReturnHero
    /// The paywall's CTA caption, which states the price.
    case ctaCaption
    /// Home, which follows a restored purchase.
    case homeFollows

    /// The words a render prints after the reason.
    public var description: String {
        switch self {
        case .row(let label): label
        case .deniedCard: "the denied card replaces the recorder"
        case .emptyState: "the empty state replaces it"
        case .cardTitle: "the card has its own title"
        case .offlineCardTitle: "the offline card has its own title"
        case .unreliableCard: "the unreliable card replaces the rows"
        case .recordingSaved: "the recording is saved"
        case .noArticle: "no article"
        case .expiredReturnHero: "the expired-return hero replaces the diagnostic"
        case .ctaCaption: "the CTA caption states the price"
        case .homeFollows: "home follows"
        }
    }

    /// The stand-in `text` prints: one of the cases' words, else a row's label.
    init(_ text: String) {
        let fixed: [StandIn] = [
            .deniedCard, .emptyState, .cardTitle, .offlineCardTitle, .unreliableCard, .recordingSaved, .noArticle,
            .expiredReturnHero, .ctaCaption, .homeFollows,
        ]
        self = fixed.first { $0.description == text } ?? .row(text)
    }
}

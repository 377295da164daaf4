extension DiagnosticScreen {
    /// The rows of data-binding.md § Diagnostic, as a typed handle: `screen[DiagnosticScreen.Element.introLanguageTag]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `intro · language tag`
        case introLanguageTag = "intro · language tag"
        /// `read · title / byline / paragraphs / hint`
        case readTitleBylineParagraphsHint = "read · title / byline / paragraphs / hint"
        /// `read · length`
        case readLength = "read · length"
        /// `read · read time`
        case readReadTime = "read · read time"
        /// `record · max`
        case recordMax = "record · max"
        /// `record · timer, waveform, states`
        case recordTimerWaveformStates = "record · timer, waveform, states"
        /// `processing · stages`
        case processingStages = "processing · stages"
        /// `processing · ETA`
        case processingEta = "processing · ETA"
        /// `result · score ring + count-up`
        case resultScoreRingCountUp = "result · score ring + count-up"
        /// `result · summary, notes, evidence, one-action`
        case resultSummaryNotesEvidenceOneAction = "result · summary, notes, evidence, one-action"
        /// `result · evidence chips`
        case resultEvidenceChips = "result · evidence chips"
        /// `result · key points`
        case resultKeyPoints = "result · key points"
        /// `diag-intro · screen`
        case diagIntroScreen = "diag-intro · screen"
        /// `diag-read · screen`
        case diagReadScreen = "diag-read · screen"
        /// `diag-record · screen`
        case diagRecordScreen = "diag-record · screen"
        /// `mic-purpose sheet`
        case micPurposeSheet = "mic-purpose sheet"
        /// `permission denied`
        case permissionDenied = "permission denied"
        /// `diag-processing · screen`
        case diagProcessingScreen = "diag-processing · screen"
        /// `unreliable`
        case unreliable = "unreliable"
        /// `failed`
        case failed = "failed"
        /// `diag-result · screen`
        case diagResultScreen = "diag-result · screen"

        /// data-binding.md § Diagnostic.
        public static var section: ScreenSection { .diagnostic }
    }
}

extension DiagnosticScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .introLanguageTag: ["onboarding.practice_language", "session.language"]
        case .readTitleBylineParagraphsHint:
            ["session.article.title", "session.article.byline", "session.article.paragraphs", "session.article.hint"]
        case .readLength: ["session.article.length.label"]
        case .readReadTime: ["session.article.est_read_seconds"]
        case .recordMax: ["config.limits.diagnostic_max_ms"]
        case .recordTimerWaveformStates:
            ["local:recorder.effectiveMs", "local:recorder.levelDb", "local:recorder.state"]
        case .processingStages:
            [
                "attempt.progress.stage", "attempt.progress.stage_index", "attempt.progress.stage_count",
                "attempt.status", "local:uploadQueue",
            ]
        case .processingEta: ["attempt.progress.eta_ms"]
        case .resultScoreRingCountUp: ["assessment.overall", "assessment.band", "assessment.band_label"]
        case .resultSummaryNotesEvidenceOneAction:
            [
                "assessment.summary", "assessment.dimensions.<key>.note", "assessment.dimensions.<key>.score",
                "assessment.evidence[]", "assessment.one_action",
            ]
        case .resultEvidenceChips: ["assessment.evidence[].start_ms"]
        case .resultKeyPoints: ["assessment.key_point_coverage[]"]
        case .diagIntroScreen: []
        case .diagReadScreen: ["session.kind"]
        case .diagRecordScreen: []
        case .micPurposeSheet: ["local:recorder.permission"]
        case .permissionDenied: ["local:recorder.permission"]
        case .diagProcessingScreen: []
        case .unreliable:
            [
                "attempt.unreliable_reason", "attempt.transcript.length.label", "attempt.validity_floor.label",
                "session.language",
            ]
        case .failed:
            [
                "attempt.error.code", "attempt.error.message", "attempt.error.retryable", "attempt.error.stage",
                "attempt.error.request_id",
            ]
        case .diagResultScreen: []
        }
    }
}

extension DiagnosticScreen {
    /// The rows of data-binding.md § Diagnostic, as a typed handle: `screen[DiagnosticScreen.Element.introLanguageTag]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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

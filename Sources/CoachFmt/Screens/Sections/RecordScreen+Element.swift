extension RecordScreen {
    /// The rows of data-binding.md § Record (round 1, round 2), as a typed handle: `screen[RecordScreen.Element.step]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `step`
        case step = "step"
        /// `title`
        case title = "title"
        /// `body`
        case body = "body"
        /// `focus chip (R1)`
        case focusChipR1 = "focus chip (R1)"
        /// `previous advice card (R2)`
        case previousAdviceCardR2 = "previous advice card (R2)"
        /// `last duration (R2)`
        case lastDurationR2 = "last duration (R2)"
        /// `timer`
        case timer = "timer"
        /// `max`
        case max = "max"
        /// `min`
        case min = "min"
        /// `waveform`
        case waveform = "waveform"
        /// `indicator`
        case indicator = "indicator"
        /// `record button`
        case recordButton = "record button"
        /// `interrupted sheet`
        case interruptedSheet = "interrupted sheet"
        /// `permission`
        case permission = "permission"
        /// `submit`
        case submit = "submit"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Record (round 1, round 2).
        public static var section: ScreenSection { .record }
    }
}

extension RecordScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .step: ["session.stage"]
        case .title: ["session.stage"]
        case .body: ["session.stage"]
        case .focusChipR1: ["session.previous_focus.title"]
        case .previousAdviceCardR2:
            [
                "session.round1_assessment.one_action.instruction",
                "session.round1_assessment.one_action.example_sentence",
            ]
        case .lastDurationR2: ["session.attempts[round=1, status=assessed].duration_ms"]
        case .timer: ["local:recorder.effectiveMs"]
        case .max: ["session.max_round1_ms", "session.max_round2_ms", "config.limits"]
        case .min: ["session.min_valid_ms", "local:recorder.effectiveMs"]
        case .waveform: ["local:recorder.levelDb"]
        case .indicator: ["local:recorder.state"]
        case .recordButton: ["local:recorder.state"]
        case .interruptedSheet:
            ["AVAudioSession.interruptionNotification", "local:interruption", "local:recorder.fileURL"]
        case .permission: ["AVAudioApplication.recordPermission"]
        case .submit:
            [
                "POST /v1/sessions/{id}/attempts", "PUT upload", "POST /v1/attempts/{id}/submit",
                "session.min_valid_ms", "local:recorder.effectiveMs",
            ]
        case .offlineBanner: ["device network"]
        }
    }
}

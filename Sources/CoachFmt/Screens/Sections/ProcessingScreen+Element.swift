extension ProcessingScreen {
    /// The rows of data-binding.md § Processing, as a typed handle: `screen[ProcessingScreen.Element.title]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `title`
        case title = "title"
        /// `stage rows`
        case stageRows = "stage rows"
        /// `upload sub`
        case uploadSub = "upload sub"
        /// `transcribed length`
        case transcribedLength = "transcribed length"
        /// `ETA`
        case eta = "ETA"
        /// `long wait`
        case longWait = "long wait"
        /// `failed`
        case failed = "failed"
        /// `unreliable`
        case unreliable = "unreliable"
        /// `own-audio playback`
        case ownAudioPlayback = "own-audio playback"
        /// `offline`
        case offline = "offline"

        /// data-binding.md § Processing.
        public static var section: ScreenSection { .processing }
    }
}

extension ProcessingScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .title: ["attempt.status", "local:uploadQueue.state"]
        case .stageRows:
            [
                "attempt.status", "attempt.progress.stage", "attempt.progress.stage_index",
                "attempt.progress.stage_count", "local:uploadQueue",
            ]
        case .uploadSub: ["local:recorder.effectiveMs"]
        case .transcribedLength: ["attempt.transcript.length.label"]
        case .eta: ["attempt.progress.eta_ms"]
        case .longWait: ["config.limits.poll_timeout_ms", "local:uploadQueue.submittedAt"]
        case .failed: ["attempt.error.code", "attempt.error.message", "attempt.error.retryable", "attempt.error.stage"]
        case .unreliable:
            ["attempt.unreliable_reason", "attempt.transcript.length", "attempt.validity_floor", "session.language"]
        case .ownAudioPlayback: ["GET /v1/attempts/{id}/audio", "local:audio.status", "attempt.duration_ms"]
        case .offline: ["device network", "local:uploadQueue.state"]
        }
    }
}

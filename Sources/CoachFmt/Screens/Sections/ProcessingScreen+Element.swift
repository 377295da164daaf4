extension ProcessingScreen {
    /// The rows of data-binding.md § Processing, as a typed handle: `screen[ProcessingScreen.Element.title]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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

extension RecordScreen {
    /// The rows of data-binding.md § Record (round 1, round 2), as a typed handle: `screen[RecordScreen.Element.step]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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

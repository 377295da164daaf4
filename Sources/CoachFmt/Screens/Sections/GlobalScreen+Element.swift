extension GlobalScreen {
    /// The rows of data-binding.md § Global, as a typed handle: `screen[GlobalScreen.Element.resumeSheet]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
    public enum Element: String, ScreenElement {
        /// `resume sheet`
        case resumeSheet = "resume sheet"
        /// `leave recording`
        case leaveRecording = "leave recording"
        /// `offline toast`
        case offlineToast = "offline toast"
        /// `generic error`
        case genericError = "generic error"
        /// `force update`
        case forceUpdate = "force update"

        /// data-binding.md § Global.
        public static var section: ScreenSection { .global }
    }
}

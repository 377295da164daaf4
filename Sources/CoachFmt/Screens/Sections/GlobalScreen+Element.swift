extension GlobalScreen {
    /// The rows of data-binding.md § Global, as a typed handle: `screen[GlobalScreen.Element.resumeSheet]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
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

extension GlobalScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .resumeSheet:
            [
                "home.resume_session.article.title", "home.resume_session.stage", "home.resume_session.created_at",
                "home.resume_session.round1_overall", "local:uploadQueue.pendingCount",
            ]
        case .leaveRecording: ["local:recorder.effectiveMs", "local:recorder.state"]
        case .offlineToast: ["NWPathMonitor.status"]
        case .genericError: ["error.code", "error.message", "error.request_id"]
        case .forceUpdate: ["config.min_app_version", "local:app.version"]
        }
    }
}

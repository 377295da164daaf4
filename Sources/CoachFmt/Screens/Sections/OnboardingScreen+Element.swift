extension OnboardingScreen {
    /// The rows of data-binding.md § Onboarding, as a typed handle: `screen[OnboardingScreen.Element.welcomeLegalLinks]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `welcome · legal links`
        case welcomeLegalLinks = "welcome · legal links"
        /// `language · options`
        case languageOptions = "language · options"
        /// `language · selection`
        case languageSelection = "language · selection"
        /// `language · UI note`
        case languageUiNote = "language · UI note"
        /// `goal / scenario / self-level · options`
        case goalScenarioSelfLevelOptions = "goal / scenario / self-level · options"
        /// `scenario · topic chips`
        case scenarioTopicChips = "scenario · topic chips"
        /// `commitment · 3/5/7`
        case commitment357 = "commitment · 3/5/7"
        /// `commitment · wheel`
        case commitmentWheel = "commitment · wheel"
        /// `notification-priming · preview`
        case notificationPrimingPreview = "notification-priming · preview"
        /// `notification-priming · submit`
        case notificationPrimingSubmit = "notification-priming · submit"
        /// `welcome · screen`
        case welcomeScreen = "welcome · screen"
        /// `language · screen`
        case languageScreen = "language · screen"
        /// `goal · screen`
        case goalScreen = "goal · screen"
        /// `scenario · screen`
        case scenarioScreen = "scenario · screen"
        /// `self-level · screen`
        case selfLevelScreen = "self-level · screen"
        /// `commitment · screen`
        case commitmentScreen = "commitment · screen"
        /// `notification-priming · screen`
        case notificationPrimingScreen = "notification-priming · screen"

        /// data-binding.md § Onboarding.
        public static var section: ScreenSection { .onboarding }
    }
}

extension OnboardingScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .welcomeLegalLinks: ["paywall.legal.terms_url", "paywall.legal.privacy_url"]
        case .languageOptions: ["config.supported_practice_languages", "local:Locale.current"]
        case .languageSelection: ["onboarding.practice_language"]
        case .languageUiNote: ["local:Locale.current"]
        case .goalScenarioSelfLevelOptions: ["onboarding.goal", "onboarding.scenario", "onboarding.self_level"]
        case .scenarioTopicChips: ["topics[].name", "onboarding.preferred_topics"]
        case .commitment357: ["onboarding.weekly_days"]
        case .commitmentWheel: ["onboarding.reminder_time"]
        case .notificationPrimingPreview: ["onboarding.reminder_time", "session.article.title"]
        case .notificationPrimingSubmit: ["POST /v1/onboarding", "PUT /v1/me/push-token"]
        case .welcomeScreen: []
        case .languageScreen: []
        case .goalScreen: []
        case .scenarioScreen: []
        case .selfLevelScreen: []
        case .commitmentScreen: []
        case .notificationPrimingScreen: []
        }
    }
}

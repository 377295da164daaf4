extension OnboardingScreen {
    /// The rows of data-binding.md § Onboarding, as a typed handle: `screen[OnboardingScreen.Element.welcomeLegalLinks]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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

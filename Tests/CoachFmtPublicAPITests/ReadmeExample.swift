import CoachFmt

@MainActor final class HomeViewModel {
    private(set) var screen: RenderedScreen?

    func update(home: Home, selectedTopic: String?, online: Bool) {
        let local = LocalState(
            device: .init(locale: "en-US", timeZone: TimeZoneID.current.identifier, notificationsAuthorized: true),
            app: .init(version: "1.4.2"), network: .init(satisfied: online), home: .init(selectedTopic: selectedTopic))
        screen = ScreenRenderer.render(
            .home, inputs: ScreenInputs(home: home, local: local), locale: .zhHans, timeZone: .current, now: .now)
    }

    /// "+45 XP", or nil when the row is hidden (no quest today).
    var questBadge: String? { screen?[HomeScreen.Element.questBadge]?.text }
}

import CoachFmt

@MainActor final class HomeViewModel {
    private var store = ScreenStore(
        local: LocalState(
            device: .init(locale: "zh-Hans-CN", timeZone: TimeZoneID.current.identifier, notificationsAuthorized: true),
            app: .init(version: "1.4.2"), network: .init(satisfied: true), home: .init(selectedTopic: "tech")))
    private(set) var screen: RenderedScreen?

    /// Before `GET /v1/home` goes out: Home shows skeletons.
    func willLoadHome() {
        store.willFetch(.home)
        render()
    }

    /// Its body (`[UInt8](data)`), as the server sent it in `locale`: a field outside the contract
    /// hides only its rows.
    func didLoadHome(_ body: [UInt8], locale: LanguageTag) throws {
        try store.didFetch(.home, bytes: body, locale: locale, at: .now)
        render()
    }

    private func render() {
        screen = store.render(.home, locale: .zhHans, timeZone: .current, now: .now)
    }

    /// "+45 XP", or nil when the row is hidden (no quest today) or still loading.
    var questBadge: String? { screen?.section(HomeScreen.self)?[.questBadge]?.text }
}

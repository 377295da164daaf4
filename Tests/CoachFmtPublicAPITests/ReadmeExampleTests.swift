import CoachFmt
import Foundation
import Testing

// The README's "Use it in an app" example, verbatim, so that it keeps compiling.
@MainActor final class HomeViewModel {
    private(set) var screen: RenderedScreen?

    func update(home: Home, me: Me, selectedTopic: String?, online: Bool) {
        let local = LocalState(
            device: .init(locale: "en-US", timeZone: TimeZoneID.current.identifier, notificationsAuthorized: true),
            app: .init(version: "1.4.2"), network: .init(satisfied: online), home: .init(selectedTopic: selectedTopic))
        screen = ScreenRenderer.render(
            .home, inputs: ScreenInputs(me: me, home: home, local: local), locale: try! LanguageTag("zh-Hans"),
            timeZone: .current, now: Timestamp(Date()))
    }

    /// "+45 XP", or nil when the row is hidden (no quest today).
    var questBadge: String? { screen?[HomeScreen.Element.questBadge]?.text }
}

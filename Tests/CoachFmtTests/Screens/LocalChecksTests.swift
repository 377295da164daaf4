import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// Local state held to the contract like a response: built in Swift or decoded, tolerant or strict.
@Suite struct LocalChecksTests {
    static let device = LocalState.Device(locale: "en-US", notificationsAuthorized: true)

    func local(
        player: LocalState.Player? = nil, paywall: LocalState.Paywall? = nil, onboarding: OnboardingAnswers? = nil,
        recorder: LocalState.Recorder? = nil
    ) -> LocalState {
        LocalState(
            device: Self.device, app: .init(version: "1.4.2"), network: .init(satisfied: true), recorder: recorder,
            player: player, paywall: paywall, onboarding: onboarding)
    }

    @Test func stateBuiltInSwiftIsCheckedByTheRender() {
        let inputs = ScreenInputs(
            local: local(
                player: .init(positionMs: -1), paywall: .init(selectedWeeklyDays: 6, phase: .known(.ready)),
                onboarding: .init(weeklyDays: 4),
                recorder: .init(state: .unknown("flying"), effectiveMs: 0, permission: .known(.granted))))
        let checked = inputs.checkingLocal()
        #expect(
            checked.violations.map(\.description) == [
                "local: local.recorder.state: expected idle, recording, paused or stopped, found \"flying\"",
                "local: local.player.positionMs: expected an integer of at least 0, found -1",
                "local: local.paywall.selectedWeeklyDays: expected 3, 5 or 7, found 6",
                "local: local.onboarding.weekly_days: expected 3, 5 or 7, found 4",
            ])
        #expect(checked.violations.map(\.effect) == [.madeAbsent, .madeAbsent, .madeAbsent, .madeAbsent])
        // Made absent: the readers see nil, never a substitute.
        #expect(checked.local?.paywall?.selectedWeeklyDays == nil)
        #expect(checked.local?.player?.positionMs == nil)
        #expect(checked.local?.onboarding?.weeklyDays == nil)
        // Nothing to report leaves the inputs as they are.
        let valid = ScreenInputs(local: local(paywall: .init(selectedWeeklyDays: 7, phase: .known(.ready))))
        #expect(valid.checkingLocal().violations == [])
        #expect(valid.checkingLocal().local == valid.local)
    }

    @Test func strictDecodingRefusesAnOutOfRangeSlider() throws {
        let bytes = Array(
            #"{"device": {"locale": "en-US", "notificationsAuthorized": true}, "app": {"version": "1.4.2"}, "network": {"satisfied": true}, "paywall": {"selectedWeeklyDays": 6, "phase": "ready"}}"#
                .utf8)
        var inputs = ScreenInputs()
        #expect(
            throws: ContractError.invalidValue(
                file: "local.json", path: "local.paywall.selectedWeeklyDays", message: "expected 3, 5 or 7, found 6")
        ) {
            try inputs.add(.local, bytes: bytes, file: "local.json", mode: .strict)
        }
        try inputs.add(.local, bytes: bytes, file: "local.json")
        #expect(inputs.violations == [])
        let screen = ScreenRenderer.render(
            .paywall, inputs: inputs, locale: .en, timeZone: .utc, now: try Timestamp(parsing: "2026-11-27T14:15:00Z"))
        #expect(
            screen.violations.map(\.description) == [
                "local.json: local.paywall.selectedWeeklyDays: expected 3, 5 or 7, found 6"
            ])
    }
}

import CoachFmt
import Testing

// The copy an app raises itself, outside the screens, through the typed accessors the build
// generates from the catalog: a key or an argument label that does not exist does not compile
// (CopyAccessorCompileTests in CoachFmtCLITests type-checks such calls with swiftc).

@Suite struct CopyAccessorTests {
    /// The streak-risk notification the app schedules, in both locales, with the plural.
    @Test func notificationsFromTypedAccessors() {
        #expect(CoachCopy.notif.riskTitle.string(for: .en) == "Your streak is at risk")
        #expect(CoachCopy.notif.riskBody(count: 7).string(for: .en) == "Practice today to keep your 7-day streak.")
        #expect(CoachCopy.notif.riskBody(count: 7).string(for: .zhHans) == "今天练一次，保住连续 7 天的记录。")
        let title = "The Quiet Cost of Notifications"
        #expect(
            CoachCopy.notif.dailyBody(title: title).string(for: .en)
                == "“The Quiet Cost of Notifications” is ready for today’s practice.")
        #expect(
            CoachCopy.notif.dailyBody(title: title).string(for: .zhHans) == "今日文章《The Quiet Cost of Notifications》已准备好。"
        )
    }

    /// Toasts after an action, and a key whose last segment is a Swift keyword.
    @Test func toastsAndKeywordNames() {
        #expect(CoachCopy.profile.deleteDataDone.string(for: .zhHans) == "练习记录已删除")
        #expect(CoachCopy.settings.languageChangeFailed.string(for: .en) == "Couldn’t change the language. Try again.")
        #expect(CoachCopy.common.continue.string(for: .zhHans) == "继续")
        #expect(CoachCopy.common.retry.key == "common.retry")
    }

    /// A one-segment key is an accessor of its own, its unit spelled out in every locale.
    @Test func selectAndNumberArguments() {
        let shorter = CoachCopy.secsDelta(direction: .shorter, seconds: 41)
        #expect(shorter.string(for: .en) == "41 seconds shorter")
        #expect(shorter.string(for: .zhHans) == "短了 41 秒")
        #expect(shorter.arguments == ["direction": .string("shorter"), "seconds": .integer(41)])
        #expect(CoachCopy.secsDelta(direction: .shorter, seconds: 1).string(for: .en) == "1 second shorter")
        #expect(shorter.key == "secs_delta")
    }
}

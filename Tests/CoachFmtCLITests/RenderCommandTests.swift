import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

@Suite struct RenderCommandTests {
    let tool = CommandLineTool()
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Resources/examples/en").path
    static let goldens = root.appendingPathComponent("Tests/CoachFmtTests/Screens/Golden").path

    @Test func rendersAStateAsItsGolden() throws {
        let result = tool.run(["render", "home/home--completed", "--locale", "zh-Hans"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let golden = try String(contentsOfFile: Self.goldens + "/zh-Hans/home/home--completed.txt", encoding: .utf8)
        #expect(
            result.stdout
                == ICUDifferences.current.apply(to: golden, state: "home/home--completed", locale: "zh-Hans").text)
    }

    @Test func rendersFilesNamedByEndpoint() {
        let result = tool.run([
            "render", Self.examples + "/home.json", "me=\(Self.examples)/me.json", "--locale", "en",
            "--now", "2026-11-27T09:15:00-05:00", "--time-zone", "America/New_York",
        ])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n")
        let icu = ICUDifferences.current.summary
        #expect(
            lines.first.map(String.init) == "# Home · en · now 2026-11-27T09:15:00-05:00 · America/New_York · \(icu)")
        #expect(
            lines.contains(
                "quest badge: “+45 XP” ⟨VO: 45 XP to earn⟩  ‹home.today_quest.xp_reward, home.today_quest.status›"))
    }

    /// Responses fetched in English, shown after a switch to zh-Hans: English and stale, and `home` to fetch again.
    @Test func fetchedInMarksServerStringsStale() {
        let files = [Self.examples + "/home.json", "me=\(Self.examples)/me.json"]
        let clock = ["--now", "2026-11-27T09:15:00-05:00", "--time-zone", "America/New_York"]
        let stale = tool.run(["render"] + files + ["--locale", "zh-Hans", "--fetched-in", "en"] + clock)
        #expect(stale.exitCode == 0)
        let lines = stale.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("greeting + name: “Good morning，👩‍💻 Mia” [en, stale]  ‹home.greeting, home.display_name›"))
        #expect(
            lines.suffix(2) == [
                "refetch: me (fetched in en, shown in zh-Hans)", "refetch: home (fetched in en, shown in zh-Hans)",
            ])
        let home = tool.run(["render"] + files + ["--locale", "zh-Hans", "--fetched-in", "home=en"] + clock)
        #expect(home.stdout.split(separator: "\n").last == "refetch: home (fetched in en, shown in zh-Hans)")
        let same = tool.run(["render"] + files + ["--locale", "en", "--fetched-in", "en-US"] + clock)
        #expect(!same.stdout.contains("stale") && !same.stdout.contains("refetch"))
        let bad = tool.run(["render"] + files + ["--locale", "en", "--fetched-in", "homes=en"] + clock)
        #expect(bad.exitCode != 0)
        #expect(
            bad.stderr.hasPrefix("Error: --fetched-in: expected ENDPOINT=TAG, found 'homes=en' (endpoints: me, home,"))
    }

    @Test func jsonCarriesEveryField() {
        let result = tool.run(["render", "home/home--normal", "--locale", "en", "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains(#""label" : "quest badge""#))
        #expect(result.stdout.contains(#""hidden" : "home.today_quest.plan_day is null""#))
        #expect(result.stdout.contains(#""sources" : ["#))
    }

    @Test func rendersThePseudoLocale() {
        let one = tool.run(["render", "home/home--normal", "--locale", "en-XA"])
        #expect(one.exitCode == 0)
        #expect(one.stderr == "")
        let lines = one.stdout.split(separator: "\n")
        let icu = ICUDifferences.current.summary
        #expect(
            lines.first.map(String.init)
                == "# home/home--normal · en-XA · now 2026-11-27T09:15:00-05:00 · America/New_York · \(icu)"
        )
        #expect(
            lines.contains(
                "quest badge: “[+45 ẊÞÞ]” ⟨VO: [45 ẊÞÞ ţöö éééåŕñ]⟩  ‹home.today_quest.xp_reward, home.today_quest.status›"
            ))
        #expect(
            lines.contains(
                "date label: “[Ƒŕîîîðåý, Ñööööṽéḿƀéŕ 27]”  ‹home.local_date_label; pseudo-localized server string›"))
        let json = tool.run(["render", "home/home--normal", "--locale", "en-XA", "--format", "json"])
        #expect(json.stdout.contains(#""locale" : "en-XA""#))
        #expect(json.stdout.contains(#""pseudo_served" : true"#))
        let all = tool.run(["render", "--all", "--locale", "en-XA"])
        #expect(all.exitCode == 0)
        let headers = all.stdout.split(separator: "\n").filter { $0.hasPrefix("# ") }
        #expect(!headers.isEmpty && headers.allSatisfy { $0.contains(" · en-XA · ") })
        // Without --locale, --all renders the catalog locales only.
        let both = tool.run(["render", "--all"]).stdout.split(separator: "\n").filter { $0.hasPrefix("# ") }
        #expect(both.count == 2 * headers.count)
        #expect(!both.contains { $0.contains(" · en-XA · ") })
    }

    @Test func sameOutputWhateverTheMachineZone() {
        let a = tool.run([
            "render", Self.examples + "/home.json", "--locale", "en", "--now", "2026-11-27T09:15:00-05:00",
            "--time-zone", "Asia/Tokyo",
        ])
        setenv("TZ", "Pacific/Kiritimati", 1)
        let b = tool.run([
            "render", Self.examples + "/home.json", "--locale", "en", "--now", "2026-11-27T09:15:00-05:00",
            "--time-zone", "Asia/Tokyo",
        ])
        unsetenv("TZ")
        #expect(a == b)
    }

    /// A STATE is rendered as index.json gives it (its golden): --now, --time-zone, --screen and
    /// --strict would change or not apply to it, so each is a usage error, not silently ignored.
    @Test func stateRefusesTheOptionsOfFiles() {
        for option in [
            ["--now", "garbage"], ["--now", "2026-11-28T23:30:00Z"], ["--time-zone", "Asia/Tokyo"],
            ["--screen", "home"], ["--strict"],
        ] {
            let refused = tool.run(["render", "home/home--normal", "--locale", "en"] + option)
            #expect(refused.exitCode == 2)
            #expect(refused.stdout == "")
            #expect(
                refused.stderr.hasPrefix(
                    "Error: \(option[0]) does not apply to a STATE (it takes --locale, --format, --catalog, --overlay, --fetched-in)\n"
                ))
        }
        let all = tool.run(["render", "--all", "--now", "2026-11-28T23:30:00Z"])
        #expect(all.exitCode == 2)
        #expect(
            all.stderr.hasPrefix(
                "Error: --now does not apply to --all (it takes --all, --locale, --format, --catalog)\n"))
    }

    /// The machine zone of FILE... comes from TZ, which must name an IANA zone.
    @Test func machineZoneFromTZ() throws {
        #expect(try RenderCommand.machineZone("Asia/Tokyo").identifier == "Asia/Tokyo")
        #expect(try RenderCommand.machineZone(":Asia/Tokyo").identifier == "Asia/Tokyo")
        #expect(try RenderCommand.machineZone(":/usr/share/zoneinfo/Asia/Tokyo").identifier == "Asia/Tokyo")
        for posix in ["JST-9", "EST5EDT,M3.2.0,M11.1.0", "<+09>-9"] {
            #expect(throws: (any Error).self) { try RenderCommand.machineZone(posix) }
            do { _ = try RenderCommand.machineZone(posix) } catch {
                #expect(
                    "\(error)"
                        == "TZ is '\(posix)', which is not an IANA time zone id (such as Asia/Tokyo); set TZ to one, or pass --time-zone IANA"
                )
            }
        }
    }

    @Test func anOverlayChangesTheRenderAndReportsItsProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-overlay-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let overlay = folder.appendingPathComponent("zh-Hans.json")
        try #"{"home.quest.title": {"value": "今天的任务"}, "home.quest.xp": {"value": "+XP"}}"#.write(
            to: overlay, atomically: true, encoding: .utf8)
        let result = tool.run(["render", "home/home--normal", "--locale", "zh-Hans", "--overlay", overlay.path])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "\(overlay.path): error: [argument-missing] home.quest.xp: argument 'xp' is missing (en has it)\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("quest heading: “今天的任务”  ‹home.today_quest, me.stats.completed_sessions; overlay›"))
        #expect(
            lines.contains(
                "quest badge: “+45 XP” ⟨VO: 可获得 45 XP⟩  ‹home.today_quest.xp_reward, home.today_quest.status›"))
        let json = tool.run([
            "render", "home/home--normal", "--locale", "zh-Hans", "--format", "json", "--overlay", overlay.path,
        ])
        #expect(json.stdout.contains(#""overlay" : true"#))
        let all = tool.run(["render", "--all", "--overlay", overlay.path])
        #expect(all.exitCode == 2)
        #expect(all.stderr.hasPrefix("Error: --overlay is for one state or one set of files, not --all\n"))
    }

    @Test func badInput() throws {
        #expect(
            tool.run(["render", "/nonexistent/home.json", "--locale", "en"]).stderr
                == "Error: /nonexistent/home.json: cannot read: No such file or directory\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-render-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("home.json")
        var json = try String(contentsOfFile: Self.examples + "/home.json", encoding: .utf8)
        json = json.replacingOccurrences(of: #""xp_reward": 45"#, with: #""xp_reward": "45""#)
        try json.write(to: bad, atomically: true, encoding: .utf8)
        // Tolerant: the full render, the violation on stderr, exit 1. today_quest, the field's
        // nearest optional parent, is absent: its rows take the table's no-quest fallback.
        let result = tool.run(["render", bad.path, "--locale", "en", "--now", "2026-11-27T09:15:00Z"])
        #expect(result.stderr == "\(bad.path): home.today_quest.xp_reward: expected a number, found a string\n")
        #expect(result.exitCode == 1)
        #expect(
            result.stdout.contains(
                "quest badge: (hidden: home.today_quest.xp_reward is invalid (expected a number); home.today_quest is null)"
            )
        )
        #expect(
            result.stdout.contains(
                "quest title: “No new article for today”  ‹home.today_quest; fallback: home.today_quest is null: home.no_quest.*; violation 1›"
            ))
        #expect(
            result.stdout.contains(
                "\nviolation 1: \(bad.path): home.today_quest.xp_reward: expected a number, found a string\n"))
        #expect(result.stdout.contains("greeting + name: “Good "))
        let strict = tool.run(["render", bad.path, "--locale", "en", "--strict"])
        #expect(strict.stderr == "Error: \(bad.path): home.today_quest.xp_reward: expected a number, found a string\n")
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.isEmpty)
        let unknown = tool.run(["render", folder.appendingPathComponent("data.json").path, "--locale", "en"])
        #expect(
            unknown.stderr.hasPrefix("Error: \(folder.path)/data.json: cannot tell which response this is from 'data'"))
        #expect(tool.run(["render", Self.examples + "/me.json", "--locale", "en"]).exitCode == 2)
        #expect(tool.run(["render", "home/home--normal", "--locale", "en", "--format", "xml"]).exitCode == 2)
    }
}

import Foundation
import Testing

/// The typed copy accessors (`CoachCopy`) hold a message's arguments in the type system: a call
/// the catalog agrees with type-checks against the built `CoachFmt` module, and a wrong
/// argument label, a missing argument or a key the catalog lacks does not compile. Each snippet
/// is type-checked by the toolchain's `swiftc`, as an app's code would be.
@Suite struct CopyAccessorCompileTests {
    /// The folder of the build's products: the test bundle sits in it.
    static let products = EndToEndTests.binary.deletingLastPathComponent()
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `swiftc -typecheck` of `source` against the built module: the exit status and stderr.
    static func typecheck(_ source: String) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coach-fmt-accessors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: file)
        let (_, errors, status) = try EndToEndTests.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            // No module map of the shim: a client of CoachFmt never loads it.
            ["swiftc", "-typecheck", "-I", products.appendingPathComponent("Modules").path, file.path])
        return (status, errors)
    }

    /// Type-checks `source` and expects it refused, its errors holding each of `messages`.
    static func expectRefused(
        _ source: String, saying messages: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try typecheck(source)
        #expect(result.status == 1, "\(result.errors)", sourceLocation: sourceLocation)
        for message in messages {
            #expect(result.errors.contains(message), "\(result.errors)", sourceLocation: sourceLocation)
        }
    }

    @Test func aCallTheCatalogAgreesWithCompiles() throws {
        let result = try Self.typecheck(
            """
            import CoachFmt
            let body: String = CoachCopy.notif.dailyBody(title: "The Quiet Cost of Notifications").string(for: .en)
            let risk: String = CoachCopy.notif.riskBody(count: 7).string(for: .zhHans)
            let title: CopyMessage = CoachCopy.notif.riskTitle
            let delta = CoachCopy.a11y.delta(direction: .down, points: 3)
            """)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aWrongArgumentLabelDoesNotCompile() throws {
        try Self.expectRefused(
            """
            import CoachFmt
            let body = CoachCopy.notif.dailyBody(name: "The Quiet Cost of Notifications")
            """, saying: ["error: incorrect argument label in call (have 'name:', expected 'title:')"])
    }

    @Test func aWrongArgumentTypeOrKeyDoesNotCompile() throws {
        try Self.expectRefused(
            "import CoachFmt\nlet risk = CoachCopy.notif.riskBody(count: \"seven\")\n",
            saying: ["cannot convert value of type 'String' to expected argument type 'Int'"])
        try Self.expectRefused(
            "import CoachFmt\nlet risk = CoachCopy.notif.riskHeadline\n", saying: ["has no member 'riskHeadline'"])
    }

    @Test func aSelectCaseTheSourceLacksDoesNotCompile() throws {
        try Self.expectRefused(
            "import CoachFmt\nlet delta = CoachCopy.a11y.delta(direction: .sideways, points: 3)\n",
            saying: ["type 'CoachCopy.a11y.DeltaDirection' has no member 'sideways'"])
        try Self.expectRefused(
            "import CoachFmt\nlet delta = CoachCopy.a11y.delta(direction: \"up\", points: 3)\n",
            saying: ["cannot convert value of type 'String' to expected argument type"])
    }

    @Test func aMessageFromAnUncheckedKeyDoesNotCompile() throws {
        try Self.expectRefused(
            "import CoachFmt\nlet message = CopyMessage(\"any.key\")\n",
            saying: ["'CopyMessage' initializer is inaccessible due to 'package' protection level"])
    }

    /// A row's element takes its own parts' handles, nested parts theirs, through a render read as
    /// its section; a handle of another element or section does not compile.
    @Test func theRightHandlesCompile() throws {
        let result = try Self.typecheck(
            """
            import CoachFmt
            func read(_ screen: RenderedScreen) -> [String?] {
                let paywall = screen.section(PaywallScreen.self)
                let complete = screen.section(CompleteScreen.self)
                let beforeAfter = complete?[.beforeAfter]
                return [
                    paywall?[.calendarDays]?[.day(3)]?.accessibilityLabel,
                    paywall?[.productCards]?[.product("coach.pro.yearly")]?[.price]?.text,
                    beforeAfter?[.before]?[.duration]?.milliseconds.map(String.init),
                    screen.section(HomeScreen.self)?[.questBadge]?.text,
                    screen.section(GlobalScreen.self)?[.forceUpdate]?.text,
                ]
            }
            """)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aPartOfAnotherElementDoesNotCompile() throws {
        // A paywall calendar's day on a home badge. `.day` is a member of two elements' parts
        // (the plan's day rows have one too), and swiftc words no cause for that expression, so
        // the error is held to its line, and the same handle spelt out to its types.
        try Self.expectRefused(
            """
            import CoachFmt
            func read(_ home: RenderedScreen) {
                _ = home.section(HomeScreen.self)?[.questBadge]?[.day(3)]
            }
            """, saying: ["App.swift:3:"])
        try Self.expectRefused(
            """
            import CoachFmt
            func read(_ home: RenderedScreen) {
                let badge = home.section(HomeScreen.self)?[.questBadge]
                let day: PartHandle<PaywallScreen.Element.CalendarDaysParts, NoParts> = .day(3)
                _ = badge?[day]
            }
            """,
            saying: [
                "error: cannot convert value of type 'PartHandle<PaywallScreen.Element.CalendarDaysParts, NoParts>' to expected argument type 'PartHandle<NoParts, "
            ])
        // A card's own part, asked of the cards' row.
        try Self.expectRefused(
            """
            import CoachFmt
            func read(_ paywall: RenderedScreen) {
                _ = paywall.section(PaywallScreen.self)?[.productCards]?[.price]
            }
            """,
            saying: [
                "error: member 'productCards' in 'RowHandle<PaywallScreen.Element, PaywallScreen.Element.ProductCardsParts.ProductParts>' produces result of type 'RowHandle<PaywallScreen.Element, PaywallScreen.Element.ProductCardsParts>'"
            ])
    }

    @Test func aRowOfAnotherSectionDoesNotCompile() throws {
        try Self.expectRefused(
            """
            import CoachFmt
            func read(_ homeRender: RenderedScreen) {
                _ = homeRender.section(HomeScreen.self)?[.calendarDays]
            }
            """,
            saying: [
                "error: static property 'calendarDays' requires the types 'HomeScreen.Element' and 'PaywallScreen.Element' be equivalent"
            ])
        // The row itself, and the untyped read a render had: neither compiles.
        try Self.expectRefused(
            """
            import CoachFmt
            func read(_ homeRender: RenderedScreen) {
                _ = homeRender.section(HomeScreen.self)?[PaywallScreen.Element.calendarDays]
                _ = homeRender[PaywallScreen.Element.calendarDays]
            }
            """,
            saying: [
                "error: cannot convert value of type 'PaywallScreen.Element' to expected argument type 'RowHandle<HomeScreen.Element, Parts>'",
                "App.swift:4:19: error: 'subscript' is inaccessible due to 'package' protection level",
            ])
    }
}

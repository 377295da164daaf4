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
        let result = try Self.typecheck(
            """
            import CoachFmt
            let body = CoachCopy.notif.dailyBody(name: "The Quiet Cost of Notifications")
            """)
        #expect(result.status == 1)
        #expect(result.errors.contains("error: incorrect argument label in call (have 'name:', expected 'title:')"))
    }

    @Test func aWrongArgumentTypeOrKeyDoesNotCompile() throws {
        let wrongType = try Self.typecheck("import CoachFmt\nlet risk = CoachCopy.notif.riskBody(count: \"seven\")\n")
        #expect(wrongType.status == 1)
        #expect(wrongType.errors.contains("cannot convert value of type 'String' to expected argument type 'Int'"))
        let noKey = try Self.typecheck("import CoachFmt\nlet risk = CoachCopy.notif.riskHeadline\n")
        #expect(noKey.status == 1)
        #expect(noKey.errors.contains("has no member 'riskHeadline'"))
    }

    @Test func aSelectCaseTheSourceLacksDoesNotCompile() throws {
        let sideways = try Self.typecheck(
            "import CoachFmt\nlet delta = CoachCopy.a11y.delta(direction: .sideways, points: 3)\n")
        #expect(sideways.status == 1)
        #expect(sideways.errors.contains("type 'CoachCopy.a11y.DeltaDirection' has no member 'sideways'"))
        let string = try Self.typecheck(
            "import CoachFmt\nlet delta = CoachCopy.a11y.delta(direction: \"up\", points: 3)\n")
        #expect(string.status == 1)
        #expect(string.errors.contains("cannot convert value of type 'String' to expected argument type"))
    }

    @Test func aMessageFromAnUncheckedKeyDoesNotCompile() throws {
        let result = try Self.typecheck("import CoachFmt\nlet message = CopyMessage(\"any.key\")\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("'CopyMessage' initializer is inaccessible due to 'package' protection level"))
    }
}

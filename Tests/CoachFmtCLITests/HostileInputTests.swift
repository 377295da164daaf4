import CoachFmt
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

/// Inputs made to break the tool: messages nested too deep for ICU, files that are not regular
/// files, symlinked catalogs, oversized values and names, and a lock another import holds.
/// Each is refused at once with one line that says what and where.
@Suite struct HostileInputTests {
    let tool = CommandLineTool()
    typealias Folder = XliffCommandTests.Folder

    /// A plural nested `depth` deep, about 23 bytes a level.
    static func nested(_ depth: Int) -> String {
        String(repeating: "{n, plural, other {x ", count: depth) + "#" + String(repeating: "}}", count: depth)
    }
    /// About 69 KB nested 3000 deep, the kind of pattern that overflowed ICU's stack.
    static let deep = nested(3000)
    /// Nested 100 deep, within a catalog value's size limit.
    static let deepValue = nested(100)
    static let tooDeep =
        "message arguments (plural, select, selectordinal, choice) nest deeper than the limit of 8 levels"

    static let fixture: [String: (en: String, zh: String)] = [
        "band.good": ("Good foundation", "基础良好"),
        "band.strong": ("Strong", "表现出色"),
        "complete.streak.days": ("{count, plural, one {# day} other {# days}}", "{count, plural, other {# 天}}"),
        "confidence.level": (
            "{level, select, high {High} low {Low} other {Unknown}}", "{level, select, high {高} low {低} other {未知}}"
        ),
    ]

    func xliff(_ units: [(id: String, source: String, target: String)]) -> String {
        """
        <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans"><file id="f">
        \(units.map { #"<unit id="\#($0.id)"><segment state="translated"><source>\#(XMLEscaping.content($0.source))</source><target>\#($0.target)</target></segment></unit>"# }.joined(separator: "\n"))
        </file></xliff>
        """
    }

    func importing(_ folder: Folder, _ name: String) -> CommandLineTool.Result {
        tool.run(["import", "xliff", folder.url.appendingPathComponent(name).path, "--catalog", folder.path])
    }

    func checking(_ folder: Folder) -> CommandLineTool.Result {
        tool.run(["check", "--catalog", folder.path])
    }

    /// What a command that refuses its input returns: one error line and exit code 1.
    /// The two commands that read a file the user names, `import xliff` and `render`, refuse
    /// `path` before opening it, as `kind` (`a socket`).
    func expectReadersRefuse(
        _ path: String, as kind: String, catalog folder: Folder, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let refusal = Self.refused("\(path): cannot read: is \(kind), not a regular file")
        let imported = tool.run(["import", "xliff", path, "--catalog", folder.path])
        #expect(imported == refusal, sourceLocation: sourceLocation)
        #expect(tool.run(["render", "home=\(path)", "--locale", "en"]) == refusal, sourceLocation: sourceLocation)
    }

    static func refused(_ message: String) -> CommandLineTool.Result {
        CommandLineTool.Result(stderr: "Error: \(message)\n", exitCode: 1)
    }

    // MARK: Nesting

    @Test func deepMessagesAreRefusedByEveryCommand() throws {
        #expect(tool.run(["format", "message", Self.deep, "n=3", "--locale", "en"]) == Self.refused(Self.tooDeep))

        let folder = try Folder("deep-catalog", fixture: Self.fixture)
        defer { folder.remove() }
        var entries = try folder.catalog().messages[.zhHans]!
        let before = try folder.bytes(folder.zh)
        entries["band.good"] = CatalogEntry(value: Self.deepValue)
        try folder.write(CatalogFile.json(entries), "zh-Hans.json")
        let refusal = Self.refused("\(folder.path)/zh-Hans.json: band.good: \(Self.tooDeep)")
        #expect(checking(folder) == refusal)
        #expect(tool.run(["render", "home/home--normal", "--locale", "zh-Hans", "--catalog", folder.path]) == refusal)
        #expect(tool.run(["export", "xliff", "--locale", "zh-Hans", "--catalog", folder.path]) == refusal)

        // A translator's XLIFF: the import refuses the target and names its key.
        try before.write(to: folder.zh)
        try folder.write(xliff([("band.good", "Good foundation", Self.deepValue)]), "deep.xlf")
        let file = folder.url.appendingPathComponent("deep.xlf").path
        #expect(
            importing(folder, "deep.xlf")
                == CommandLineTool.Result(
                    stderr: """
                        \(file): band.good: [message-depth] \(Self.tooDeep)
                        \(file): refused (1 problem); \(folder.path)/zh-Hans.json is unchanged

                        """, exitCode: 1))
        #expect(try folder.bytes(folder.zh) == before)
        // Deeper still, the value is over the size limit, refused before it is scanned.
        try folder.write(xliff([("band.good", "Good foundation", Self.deep)]), "deeper.xlf")
        let deeper = folder.url.appendingPathComponent("deeper.xlf").path
        #expect(
            importing(folder, "deeper.xlf").stderr.hasPrefix(
                "\(deeper): band.good: [value-size] value is 69001 bytes, over the limit of 4096 bytes\n"))
    }

    // MARK: Files

    @Test func specialFilesAreRefusedAtOnce() throws {
        let folder = try Folder("special", fixture: Self.fixture)
        defer { folder.remove() }
        let fifo = folder.url.appendingPathComponent("pipe.xlf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Nobody writes to the FIFO: opening it without O_NONBLOCK would wait forever.
        expectReadersRefuse(fifo, as: "a FIFO (named pipe)", catalog: folder)
        #expect(
            tool.run(["import", "xliff", folder.path, "--catalog", folder.path])
                == Self.refused("\(folder.path): cannot read: is a directory, not a regular file"))

        // The folder's own style data, when present, is read the same way.
        let glossary = folder.url.appendingPathComponent("glossary.json").path
        #expect(mkfifo(glossary, 0o600) == 0)
        #expect(
            checking(folder) == Self.refused("\(glossary): cannot read: is a FIFO (named pipe), not a regular file"))
        #expect(unlink(glossary) == 0)

        try FileManager.default.removeItem(at: folder.zh)
        try FileManager.default.createDirectory(at: folder.zh, withIntermediateDirectories: false)
        #expect(
            checking(folder)
                == Self.refused("\(folder.path)/zh-Hans.json: cannot read: is a directory, not a regular file"))
        try FileManager.default.removeItem(at: folder.zh)
        #expect(mkfifo(folder.zh.path, 0o600) == 0)
        #expect(
            checking(folder)
                == Self.refused("\(folder.path)/zh-Hans.json: cannot read: is a FIFO (named pipe), not a regular file"))
    }

    /// A socket is named as a socket (opening one fails with "No such device or address"), and
    /// a device as a device, before anything opens it.
    @Test func socketsAndDevicesAreNamed() throws {
        let folder = try Folder("sockets", fixture: Self.fixture)
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("s.xlf").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        #expect(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        expectReadersRefuse(path, as: "a socket", catalog: folder)
        #expect(
            tool.run(["render", "home=/dev/null", "--locale", "en"])
                == Self.refused("/dev/null: cannot read: is a character device, not a regular file"))
    }

    /// A symlinked catalog file is refused, not replaced by a regular file nor written through.
    @Test func symlinkedCatalogFileIsRefused() throws {
        let folder = try Folder("symlink", fixture: Self.fixture)
        defer { folder.remove() }
        let real = folder.url.appendingPathComponent("real-zh.json")
        try FileManager.default.moveItem(at: folder.zh, to: real)
        #expect(symlink(real.path, folder.zh.path) == 0)
        let before = try Data(contentsOf: real)
        try folder.write(xliff([("band.good", "Good foundation", "基础扎实")]), "zh.xlf")
        #expect(
            importing(folder, "zh.xlf")
                == Self.refused(
                    "\(folder.path)/zh-Hans.json: cannot write: is a symbolic link, not a regular file; it is left as it is"
                ))
        #expect(try Data(contentsOf: real) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.zh.path) == real.path)
    }

    /// The written file keeps the mode of the one it replaces, and no temporary or lock file is
    /// left: the folder holds what it held, with the new catalog.
    @Test func importKeepsTheFileModeAndLeavesNoTemporaryFile() throws {
        let folder = try Folder("mode", fixture: Self.fixture)
        defer { folder.remove() }
        #expect(chmod(folder.zh.path, 0o600) == 0)
        try folder.write(xliff([("band.good", "Good foundation", "基础扎实")]), "zh.xlf")
        #expect(importing(folder, "zh.xlf").exitCode == 0)
        #expect(try folder.catalog().messages[.zhHans]!["band.good"]?.value == "基础扎实")
        var status = stat()
        #expect(stat(folder.zh.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "en.json", "zh-Hans.json", "zh.xlf",
            ])
    }

    @Test func catalogSizeLimits() throws {
        let folder = try Folder("limits", fixture: Self.fixture)
        defer { folder.remove() }
        var entries = try folder.catalog().messages[.zhHans]!
        entries["band.good"] = CatalogEntry(value: String(repeating: "好", count: 2000))
        try folder.write(CatalogFile.json(entries), "zh-Hans.json")
        #expect(
            checking(folder)
                == Self.refused(
                    "\(folder.path)/zh-Hans.json: band.good: value is 6000 bytes, over the limit of 4096 bytes"))
        try folder.write("{" + String(repeating: " ", count: Catalog.maximumFileBytes) + "}", "zh-Hans.json")
        #expect(
            checking(folder)
                == Self.refused(
                    "\(folder.path)/zh-Hans.json: cannot read: is 1048578 bytes, over the limit of 1048576 bytes"))
    }

    /// An input an error line quotes is cut, with its length; the line stays short.
    @Test func errorLinesAreBounded() throws {
        let folder = try Folder("long-names", fixture: Self.fixture)
        defer { folder.remove() }
        let key = String(repeating: "k", count: 1_000_000)
        try folder.write(xliff([(key, "Strong", "很强")]), "key.xlf")
        let file = folder.url.appendingPathComponent("key.xlf").path
        // 120 bytes in all: 101 of the key, then `… (1000000 bytes)`.
        let kept = String(repeating: "k", count: 101)
        #expect(
            importing(folder, "key.xlf").stderr == """
                \(file): \(kept)… (1000000 bytes): [extra-key] not in the en catalog
                \(file): refused (1 problem); \(folder.path)/zh-Hans.json is unchanged

                """)
        let name = String(repeating: "e", count: 1_000_000)
        try folder.write(
            xliff([]).replacingOccurrences(of: "<file id=\"f\">", with: "<file id=\"f\"><\(name)/>"), "name.xlf")
        let named = folder.url.appendingPathComponent("name.xlf").path
        #expect(
            tool.run(["import", "xliff", named, "--catalog", folder.path]).stderr
                == "Error: \(named): line 1: <\(String(repeating: "e", count: 101))… (1000000 bytes)> is not expected in <file>\n"
        )
        let message = tool.run(["format", "message", "{" + String(repeating: "a", count: 1_000_000), "--locale", "en"])
        #expect(message.stderr.utf8.count < 300)
        #expect(
            message.stderr.hasSuffix(
                "a… (1000001 bytes)' at offset 1: a part of the pattern is longer or larger than ICU allows (U_INDEX_OUTOFBOUNDS_ERROR)\n"
            ))
        #expect(EchoedInput.bounded("a\u{1B}[31mb") == "a⟨ESC⟩[31mb")
    }

    /// A quote is cut after its marks are counted, and a line with its suffix: neither grows
    /// past its limit (a cut that appended its suffix to 2,048 bytes made lines of 2,066).
    @Test func limitsIncludeMarksAndSuffixes() {
        let escapes = String(repeating: "\u{1B}", count: 100)
        let quote = EchoedInput.bounded(escapes)
        #expect(quote == String(repeating: "⟨ESC⟩", count: 11) + "… (100 bytes)")
        #expect(quote.utf8.count <= EchoedInput.maximumBytes)
        let line = EchoedInput.line(Substring(String(repeating: "z", count: 5000)))
        #expect(line == String(repeating: "z", count: 2032) + "… (5000 bytes)")
        #expect(line.utf8.count == EchoedInput.maximumLineBytes)
        let marked = EchoedInput.line(Substring("a\u{9B}b\u{202E}c\u{A0}d"))
        #expect(marked == "a⟨U+009B⟩b⟨RLO⟩c\u{A0}d")
        // A character is never split: 2,046 bytes of `z`, then a 4-byte emoji that does not fit.
        let emoji = EchoedInput.line(Substring(String(repeating: "z", count: 2046) + "😀"))
        #expect(emoji == String(repeating: "z", count: 2032) + "… (2050 bytes)")
        #expect(EchoedInput.lines("a\u{1B}\nb\n") == "a⟨ESC⟩\nb\n")
    }

    // MARK: Concurrent imports

    /// While another import holds the folder's lock, an import waits, then refuses.
    @Test func aHeldLockRefusesAfterTheTimeout() throws {
        let folder = try Folder("locked", fixture: Self.fixture)
        defer { folder.remove() }
        try folder.write(xliff([("band.good", "Good foundation", "基础扎实")]), "zh.xlf")
        let before = try folder.bytes(folder.zh)
        let holder = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        do {
            _ = try ImportCommand.run(
                ["xliff", folder.url.appendingPathComponent("zh.xlf").path, "--catalog", folder.path],
                lockTimeout: 0.1)
            Issue.record("the import ran while the lock was held")
        } catch {
            #expect(
                "\(error)"
                    == "\(folder.path): another import is writing this catalog (the folder is locked); waited 0.1 s, nothing written"
            )
        }
        #expect(try folder.bytes(folder.zh) == before)
        close(holder)
        #expect(importing(folder, "zh.xlf").exitCode == 0)
    }

    /// Two import processes at once, each changing its own unit, for several rounds: both
    /// report success every time, and the catalog has both changes.
    @Test func concurrentImportsLoseNoChange() throws {
        for (round, word) in ["甲", "乙", "丙", "丁", "戊", "己"].enumerated() {
            let folder = try Folder("concurrent-\(round)", fixture: Self.fixture)
            defer { folder.remove() }
            try folder.write(xliff([("band.good", "Good foundation", "基础\(word)等")]), "a.xlf")
            try folder.write(xliff([("band.strong", "Strong", "出色\(word)级")]), "b.xlf")
            let processes = ["a.xlf", "b.xlf"].map { name in
                let process = Process()
                process.executableURL = EndToEndTests.binary
                process.arguments = [
                    "import", "xliff", folder.url.appendingPathComponent(name).path, "--catalog", folder.path,
                ]
                process.standardOutput = Pipe()
                process.standardError = Pipe()
                return process
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
                let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
                #expect(process.terminationStatus == 0, "\(String(decoding: err, as: UTF8.self))")
                #expect(String(decoding: out, as: UTF8.self).contains(": written: 1 target imported"))
            }
            let merged = try folder.catalog().messages[.zhHans]!
            #expect(merged["band.good"]?.value == "基础\(word)等", "round \(round)")
            #expect(merged["band.strong"]?.value == "出色\(word)级", "round \(round)")
        }
    }
}

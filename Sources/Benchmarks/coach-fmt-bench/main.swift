// Benchmark: the kit's calls beside the same ICU operation on a raw, cached handle (the floor)
// and beside Foundation's reused Date.FormatStyle, as ratios of medians from one run; screen
// renders; whole processes and the first render in a fresh process.
// Run: swift run -c release coach-fmt-bench [calls | startup | renders [STATE...] | hostile [NULLS [ROUNDS]]]
// Under callgrind (tools/check_render_counts.sh): coach-fmt-bench instructions N STATE@LOCALE...
import CICUBench
import CICUShim
import CoachFmt
import CoachFmtResources
import Foundation
import ProcessTiming

/// Whole processes (ProcessBenchmark) and the first render (FirstRenderBenchmark), which spawn
/// the release build's `bench-spawn`, `coach-fmt`, `bench-hello` and this binary from the same
/// directory. `swift run coach-fmt-bench` builds only this binary (and the modules it uses,
/// CoachFmt among them), so a binary older than an object file of its modules is reported as
/// stale rather than timed silently.
func startupTables() throws {
    let binaries = ChildProcess.binaryDirectory()
    let modules = [
        "bench-hello": ["bench_hello"],
        "bench-spawn": ["bench_spawn", "ProcessTiming"],
        "coach-fmt": ["coach_fmt", "CoachFmtCLI", "CoachFmt", "CICUShim"],
    ]
    for (name, modules) in modules.sorted(by: { $0.key < $1.key }) {
        guard let linked = ChildProcess.modificationTime(binaries + "/" + name) else {
            throw ChildProcess.Failure(description: "\(binaries)/\(name) is missing: run swift build -c release first")
        }
        let objects = modules.flatMap { module -> [String] in
            let folder = binaries + "/" + module + ".build"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.filter { $0.hasSuffix(".o") }.map { folder + "/" + $0 }
        }
        if objects.contains(where: { (ChildProcess.modificationTime($0) ?? 0) > linked }) {
            print("(warning: \(name) is older than its compiled modules: run swift build -c release first)")
        }
    }
    print("")
    try ProcessBenchmark.run(binaries: binaries).printTable()
    print("")
    try FirstRenderBenchmark.run(binaries: binaries).printTable()
}

// A fresh process started by FirstRenderBenchmark: nothing else may run before it.
switch CommandLine.arguments.dropFirst().first {
case FirstRenderBenchmark.childArgument?:
    try FirstRenderBenchmark.runChild(CommandLine.arguments.dropFirst(2))
    exit(0)
case "startup"?:
    try startupTables()
    exit(0)
case "instructions"?:
    // Run under callgrind by tools/render_instructions.py (Documentation/Benchmarks.md).
    try WarmRenderCount.run(CommandLine.arguments.dropFirst(2))
    exit(0)
case "hostile"?:
    // `hostile [NULLS [ROUNDS]]`: Home with NULLS null topics (800,000, just under 4 MiB), rendered
    // ROUNDS times per format.
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    let benchmark = try HostileBenchmark.run(
        binaries: ChildProcess.binaryDirectory(), nulls: numbers.first ?? HostileBenchmark.defaultNulls,
        rounds: numbers.dropFirst().first ?? HostileBenchmark.defaultRounds)
    benchmark.printTable()
    exit(0)
case "renders"?:
    // `COACH_FMT_BENCH_LOOPS=1x10` shortens the loops for a run under valgrind; the figures
    // printed then are not the benchmark's.
    let loops = ProcessInfo.processInfo.environment["COACH_FMT_BENCH_LOOPS"]?.split(separator: "x").compactMap {
        Int($0)
    }
    let (rounds, perRound) = loops?.count == 2 ? (max(loops![0], 1), max(loops![1], 1)) : (15, 50)
    RenderBenchmark.printTable(
        try RenderBenchmark.run(
            only: Set(CommandLine.arguments.dropFirst(2)), rounds: rounds, perRound: Int32(perRound)))
    exit(0)
default: break
}

let rounds = 41
let iterations: Int32 = 10_000

/// The kit's and the floor's medians, and the median of their ratio round by round.
struct Paired {
    let kit: Double, floor: Double, ratio: Double
}

/// Times the kit's and the floor's loops in alternation, each round's order swapped, so that
/// both see the same machine (this one is noisy); each round's ratio compares two loops run
/// back to back, so drift between rounds cancels out of the ratio's median.
func paired(kit: () -> Double, floor: () -> Double) -> Paired {
    var kits: [Double] = []
    var floors: [Double] = []
    for round in 0..<rounds {
        if round.isMultiple(of: 2) {
            kits.append(kit())
            floors.append(floor())
        } else {
            floors.append(floor())
            kits.append(kit())
        }
    }
    let ratios = zip(kits, floors).map { $0 / $1 }
    return Paired(
        kit: kits.sorted()[rounds / 2], floor: floors.sorted()[rounds / 2], ratio: ratios.sorted()[rounds / 2])
}

/// Median nanoseconds per call over `rounds` timed loops.
func median(_ body: () -> Double) -> Double {
    let samples = (0..<rounds).map { _ in body() }.sorted()
    return samples[rounds / 2]
}

func timed(_ count: Int32 = iterations, _ call: (Int32) -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for i in 0..<count { call(i) }
    let elapsed = start.duration(to: clock.now)
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return ns / Double(count)
}

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A message handle called the way the kit calls it, minus the kit's argument matching: the
/// values of `{count, plural, …}` and `{name}` go straight into the slots the handle expects.
final class ShimMessage: @unchecked Sendable {
    let handle: OpaquePointer
    let countSlot: Int, nameSlot: Int

    init(_ pattern: String, locale: String) throws {
        var status: Int32 = 0
        var offset: Int32 = 0
        guard
            let handle = pattern.withCString({ cf_message_open(locale, $0, Int32(strlen($0)), "UTC", &offset, &status) }
            ),
            status <= 0
        else { throw CocoaError(.formatting) }
        self.handle = handle
        let names = (0..<cf_message_argument_count(handle)).map { index in
            var buffer = [CChar](repeating: 0, count: 64)
            var status: Int32 = 0
            let count = cf_message_argument_name(handle, index, &buffer, 64, &status)
            return String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let count = names.firstIndex(of: "count"), let name = names.firstIndex(of: "name"), names.count == 2
        else { throw CocoaError(.formatting) }
        countSlot = count
        nameSlot = name
    }

    deinit { cf_message_close(handle) }

    /// The result's UTF-8 length: ICU's work and the shim's, nothing on the Swift side.
    func length(count: Int, name: StaticString) -> Int32 { call(count, name) { _, length in length } }

    /// The result as a String, as the kit returns it.
    func string(count: Int, name: StaticString) -> String {
        call(count, name) { out, length in
            UnsafeRawPointer(out).withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
        }
    }

    private func call<R>(_ count: Int, _ name: StaticString, _ finish: (UnsafeMutablePointer<CChar>, Int32) -> R) -> R {
        withUnsafeTemporaryAllocation(of: cf_arg.self, capacity: 2) { slots in
            slots[countSlot] = cf_arg(
                kind: Int32(CF_ARG_INT), text_offset: 0, text_length: 0, number: 0, integer: Int64(count))
            slots[nameSlot] = cf_arg(
                kind: Int32(CF_ARG_STRING), text_offset: 0, text_length: Int32(name.utf8CodeUnitCount), number: 0,
                integer: 0)
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { out in
                var status: Int32 = 0
                let length = UnsafeRawPointer(name.utf8Start).withMemoryRebound(to: CChar.self, capacity: 1) {
                    cf_message_format(handle, $0, slots.baseAddress, out.baseAddress, 512, &status)
                }
                return finish(out.baseAddress!, length)
            }
        }
    }
}

struct Row {
    let name: String
    let timing: Paired
    var note = ""
}

// The kit's loops are written in a nonisolated function: a closure formed in top-level code is
// main-actor isolated, and Swift 6 checks the executor each time it is called (about 70 ns
// here), a cost of the harness that the floor's C++ loop does not pay.
nonisolated func perCallRows() throws -> [Row] {
    var rows: [Row] = []

    // Dates: MMMd of a calendar day, zh-Hans.
    let day = try CalendarDate(parsing: "2025-10-17")
    let dateFormat = try DateFormat(skeleton: "MMMd", locale: .zhHans)
    // Both sides format 64 days prepared beforehand, so neither loop times making its input.
    let days = (0..<64).map { day.adding(days: $0) }
    let kitDate = { timed { i in keep(dateFormat.format(days[Int(i & 63)])) } }
    let date = paired(
        kit: kitDate, floor: { cf_bench_raw_date("zh_Hans", "MMMd", day.utcMidnightMilliseconds, iterations) })
    var style = Date.FormatStyle(date: .omitted, time: .omitted).month(.abbreviated).day()
    style.locale = Locale(identifier: "zh-Hans")
    style.timeZone = TimeZone(identifier: "UTC")!
    let dates = days.map { Date(timeIntervalSince1970: $0.utcMidnightMilliseconds / 1000) }
    let foundation = paired(kit: kitDate, floor: { timed { i in keep(style.format(dates[Int(i & 63)])) } })
    let calendarFloor = paired(
        kit: kitDate, floor: { cf_bench_raw_date_calendar("zh_Hans", "MMMd", day.utcMidnightMilliseconds, iterations) })
    let faster = String(format: "%.2f", 1 / foundation.ratio)
    rows.append(
        Row(
            name: "date MMMd (zh-Hans), reused DateFormat", timing: date,
            note: "Foundation Date.FormatStyle: \(Int(foundation.floor)) ns, kit is \(faster)× faster"))
    rows.append(
        Row(
            name: "date MMMd (zh-Hans), reused DateFormat", timing: calendarFloor,
            note: "floor: ICU with a reused Calendar instead of udat_format's per-call clone"))

    // Messages: a plural with a name, en.
    let pattern = "{count, plural, one {# day left, {name}} other {# days left, {name}}}"
    let message = try MessageFormat(pattern, locale: .en)
    let argumentSets: [[String: MessageValue]] = (0..<8).map { ["count": .integer($0), "name": "Mia"] }
    let messageTiming = paired(
        kit: { timed { i in keep(try? message.format(argumentSets[Int(i & 7)])) } },
        floor: { cf_bench_raw_message("en", pattern, 5, iterations) })
    rows.append(Row(name: "message plural + name (en), reused MessageFormat", timing: messageTiming))
    // The message call's lower bounds for any Swift caller: the shim's own call with its
    // arguments already laid out (ICU, the handle's lock, UTF-8 in and out), and that plus
    // the result String. What the kit adds beyond them is matching and laying out the values.
    let shim = try ShimMessage(pattern, locale: "en")
    for makesString in [false, true] {
        // Chosen outside the loop, so the timed calls take no branch the floor does not.
        let kit: () -> Double =
            makesString
            ? { timed { i in keep(shim.string(count: Int(i & 7), name: "Mia")) } }
            : { timed { i in keep(shim.length(count: Int(i & 7), name: "Mia")) } }
        rows.append(
            Row(
                name: makesString ? "message, shim call + result String" : "message, shim call with laid-out arguments",
                timing: paired(kit: kit, floor: { cf_bench_raw_message("en", pattern, 5, iterations) }),
                note: makesString
                    ? "lower bound: no argument matching" : "lower bound: no argument matching, no Swift String"
            ))
    }

    // Plural category.
    let rules = try PluralRules(locale: try LanguageTag("ru"))
    let plural = paired(
        kit: { timed { i in keep(rules.category(of: Double(i & 7))) } },
        floor: { cf_bench_raw_plural("ru", 0, iterations) })
    rows.append(Row(name: "plural category (ru), reused PluralRules", timing: plural))

    // Avatar initial and endonym.
    let initial = paired(
        kit: { timed { _ in keep(AvatarInitial.of("👩‍💻 Mia", locale: .en)) } },
        floor: { cf_bench_raw_initial("en", "👩‍💻 Mia", iterations) })
    rows.append(Row(name: "avatar initial (emoji ZWJ)", timing: initial))
    let ja = try LanguageTag("ja")
    let endonym = median { timed { _ in keep(LanguageNames.endonym(of: ja)) } }
    rows.append(
        Row(name: "endonym (ja), warm", timing: Paired(kit: endonym, floor: .nan, ratio: .nan), note: "target < 100 ns")
    )
    return rows
}

let rows = try perCallRows()
print("| call | kit ns | raw ICU ns | ratio | note |")
print("|---|---:|---:|---:|---|")
for row in rows {
    let ratio = row.timing.ratio.isNaN ? "—" : String(format: "%.2f×", row.timing.ratio)
    let floor = row.timing.floor.isNaN ? "—" : String(Int(row.timing.floor.rounded()))
    print("| \(row.name) | \(Int(row.timing.kit.rounded())) | \(floor) | \(ratio) | \(row.note) |")
}

// MARK: Screens

// `coach-fmt-bench calls` stops after the per-call table.
if CommandLine.arguments.dropFirst().first == "calls" { exit(0) }

/// Decodes with Foundation's JSONDecoder into the same model, the floor for decoding.
func foundationDecode<T: ContractModel>(_ type: T.Type, _ data: Data) -> Bool {
    (try? JSONDecoder().decode(type, from: data)) != nil
}

func foundationDecode(_ endpoint: Endpoint, _ data: Data) -> Bool {
    func open<T: ContractModel>(_ type: T.Type) -> Bool { foundationDecode(type, data) }
    return open(endpoint.modelType)
}

let index = try ExampleIndex.builtIn()
let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../Resources/examples"
).standardizedFileURL
var screenRows: [(String, Double, Double, Double)] = []
let screenRounds = 7
for state in index.states {
    let locale = LanguageTag.en
    let decoded = try state.inputs(locale: locale)
    let files = state.files.compactMap { name, file -> (Endpoint, Data)? in
        guard let endpoint = Endpoint(rawValue: name),
            let data = FileManager.default.contents(atPath: examplesFolder.appendingPathComponent("en/\(file)").path)
        else { return nil }
        return (endpoint, data)
    }
    func perCall(_ body: () -> Void) -> Double {
        let samples = (0..<screenRounds).map { _ in timed(100) { _ in body() } }.sorted()
        return samples[screenRounds / 2] / 1000
    }
    let renderOnly = perCall {
        keep(
            ScreenRenderer.render(
                state.section, inputs: decoded, locale: locale, timeZone: state.zone(for: locale), now: state.now))
    }
    let withDecode = perCall { keep(try? state.render(locale: locale)) }
    let bareDecode = perCall { for (endpoint, data) in files { keep(foundationDecode(endpoint, data)) } }
    screenRows.append((state.id, renderOnly, withDecode, bareDecode))
}

// Scaling: the same screen with its lists 1×, 10× and 100× as long.
func scaled(_ file: String, arrays keys: [String], factor: Int) -> [UInt8] {
    let data = FileManager.default.contents(atPath: examplesFolder.appendingPathComponent("en/\(file)").path)!
    var object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    for key in keys {
        if let items = object[key] as? [Any] { object[key] = Array(repeating: items, count: factor).flatMap { $0 } }
    }
    return [UInt8](try! JSONSerialization.data(withJSONObject: object))
}
var scalingRows: [(String, Int, Int, Double)] = []
for (stateID, endpoint, file, keys) in [
    ("library/library--list", Endpoint.articles, "articles.json", ["items"]),
    ("growth/growth--ready", Endpoint.growth, "growth.json", ["series", "recent_sessions", "achievements"]),
] {
    let state = index.state(stateID)!
    for factor in [1, 10, 100] {
        let bytes = scaled(file, arrays: keys, factor: factor)
        var base = try state.inputs(locale: .en)
        let samples = (0..<screenRounds).map { _ in
            timed(factor == 100 ? 5 : 50) { _ in
                var inputs = base
                try? inputs.add(endpoint, bytes: bytes, file: file)
                keep(
                    ScreenRenderer.render(
                        state.section, inputs: inputs, locale: .en, timeZone: state.zone(for: .en), now: state.now))
            }
        }.sorted()
        scalingRows.append((stateID, factor, bytes.count, samples[screenRounds / 2] / 1000))
        base = try state.inputs(locale: .en)
    }
}

print("")
print("| screen state (en) | render µs | decode + render µs | JSONDecoder µs | (decode + render) / JSONDecoder |")
print("|---|---:|---:|---:|---:|")
for (id, render, both, bare) in screenRows {
    print(
        "| \(id) | \(String(format: "%.1f", render)) | \(String(format: "%.1f", both)) | \(String(format: "%.1f", bare)) | \(String(format: "%.2f×", both / bare)) |"
    )
}
print("")
print("| scaling (decode + render, en) | lists | input bytes | µs | µs per KB |")
print("|---|---:|---:|---:|---:|")
for (id, factor, bytes, micros) in scalingRows {
    print(
        "| \(id) | \(factor)× | \(bytes) | \(String(format: "%.0f", micros)) | \(String(format: "%.1f", micros / (Double(bytes) / 1024))) |"
    )
}
let renders = screenRows.map(\.1).sorted()
let ratios = screenRows.map { $0.2 / $0.3 }.sorted()
print("")
print(
    "Median over states: render \(String(format: "%.1f", renders[renders.count / 2])) µs; (decode + render) / JSONDecoder \(String(format: "%.2f×", ratios[ratios.count / 2]))."
)
try startupTables()

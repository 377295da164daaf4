import CoachFmtResources
import Foundation
import ProcessTiming

/// A hostile input under the CLI's 4 MiB limit: Home's example response with its `topics` list
/// replaced by `nulls` nulls, each a violation of one shape. `coach-fmt render` of it, as text
/// and as JSON, is spawned from bench-spawn (so that the peak RSS is the child's own, see
/// ChildProcess), and each figure is reported beside the input's size: the render must stay
/// linear and small however many violations share one shape.
struct HostileBenchmark {
    struct Row {
        let format: String
        let medianMilliseconds: Double
        let peakRSSBytes: Int
        let stdoutBytes: Int
        let stderrBytes: Int
    }

    static let defaultNulls = 800_000
    static let defaultRounds = 5

    let nulls: Int
    let rounds: Int
    let inputBytes: Int
    let rows: [Row]
    let launcherPeakRSSBytes: Int

    /// Home's example with `count` nulls for its topics, compact.
    static func input(nulls count: Int) throws -> [UInt8] {
        guard let example = EmbeddedResources.text("examples/en/home.json"),
            var home = try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any]
        else { throw ChildProcess.Failure(description: "examples/en/home.json is not embedded") }
        home["topics"] = nil
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: home, options: [.sortedKeys]))
        bytes.removeLast()  // the closing brace
        bytes += Array(",\"topics\":[".utf8)
        bytes.reserveCapacity(bytes.count + count * 5 + 2)
        for index in 0..<count { bytes += Array((index == 0 ? "null" : ",null").utf8) }
        bytes += Array("]}".utf8)
        return bytes
    }

    static func run(binaries: String, nulls: Int, rounds: Int) throws -> HostileBenchmark {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.json")
        let bytes = try input(nulls: nulls)
        try Data(bytes).write(to: file)
        let formats = ["text", "json"]
        let commands = formats.map { format in
            [
                binaries + "/coach-fmt", "render", file.path, "--locale", "en", "--screen", "home", "--now",
                "2026-11-27T09:15:00-05:00", "--time-zone", "America/New_York", "--format", format,
            ]
        }
        // A render with violations exits 1; each command's stdout and stderr go to files of the folder.
        let spawned = try BenchSpawnRounds(
            binaries: binaries,
            arguments: [String(rounds), "--exit", "1", "--output", folder.path] + commands.flatMap { ["--"] + $0 },
            commands: commands.count, rounds: rounds)
        let (floor, samples) = (spawned.floor, spawned.samples)
        func size(_ name: String) -> Int {
            let path = folder.appendingPathComponent(name).path
            return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
        }
        let rows = formats.indices.map { index in
            Row(
                format: formats[index], medianMilliseconds: Double(samples[index].map(\.nanoseconds).median) / 1e6,
                peakRSSBytes: samples[index].map(\.peakRSS).median, stdoutBytes: size("stdout.\(index)"),
                stderrBytes: size("stderr.\(index)"))
        }
        return HostileBenchmark(
            nulls: nulls, rounds: rounds, inputBytes: bytes.count, rows: rows, launcherPeakRSSBytes: floor)
    }

    func printTable() {
        let input = Double(inputBytes)
        print(
            "home.json with \(nulls) null topics: \(inputBytes) bytes (limit 4,194,304); medians of \(rounds) runs each, alternating"
        )
        print("")
        print(
            "| --format | wall ms | peak RSS MiB | RSS / input | stdout bytes | stdout / input | stderr bytes | stderr / input |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            print(
                "| \(row.format) | \(fixed(row.medianMilliseconds, 0)) | \(fixed(Double(row.peakRSSBytes) / 1_048_576, 1)) "
                    + "| \(fixed(Double(row.peakRSSBytes) / input, 1))× | \(row.stdoutBytes) "
                    + "| \(fixed(Double(row.stdoutBytes) / input, 2))× | \(row.stderrBytes) | \(fixed(Double(row.stderrBytes) / input, 2))× |"
            )
        }
        print("")
        print(
            "Targets: wall < 5000 ms, peak RSS ≤ 50× and stdout ≤ 10× the input. Peak RSS is wait4's ru_maxrss; "
                + "the launcher, bench-spawn, peaks at \(fixed(Double(launcherPeakRSSBytes) / 1_048_576, 1)) MiB."
        )
    }
}

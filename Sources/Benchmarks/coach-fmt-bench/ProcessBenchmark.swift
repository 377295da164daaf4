import ProcessTiming

/// Whole processes: `coach-fmt render STATE` against a hello world that imports Foundation,
/// plus two short commands, each spawned and reaped by `ChildProcess` (no Foundation) from
/// bench-spawn, a small launcher, so that the peak RSS `wait4` reports is the child's own.
///
/// The commands run in alternation, 31 rounds, each round in a different order (rotated, and
/// reversed every other round), so all of them see the same drift of this shared machine.
/// Each row reports the median and the minimum wall time and the median peak RSS; the render
/// is compared with the hello world as a ratio of medians, and as the median of the ratios of
/// the two within each round.
struct ProcessBenchmark {
    struct Command {
        let label: String
        let path: String
        let arguments: [String]
    }

    struct Row {
        let label: String
        let medianMilliseconds: Double
        let minimumMilliseconds: Double
        let peakRSSMebibytes: Double
    }

    static let rounds = 31
    static let state = "home/home--normal"

    let rows: [Row]
    /// The render's median over the hello world's.
    let ratioOfMedians: Double
    /// The median of the render's time over the hello world's within each round.
    let medianPairedRatio: Double
    /// bench-spawn's own peak RSS: no child can report less.
    let launcherPeakRSSMebibytes: Double

    static func run(binaries: String) throws -> ProcessBenchmark {
        let coachFmt = binaries + "/coach-fmt"
        let commands = [
            Command(
                label: "coach-fmt render \(state) --locale en", path: coachFmt,
                arguments: ["render", state, "--locale", "en"]),
            Command(
                label: "hello world importing Foundation (bench-hello)", path: binaries + "/bench-hello", arguments: []),
            Command(label: "coach-fmt --version", path: coachFmt, arguments: ["--version"]),
            Command(
                label: "coach-fmt format plural 1 --locale en", path: coachFmt,
                arguments: ["format", "plural", "1", "--locale", "en"]),
        ]
        // bench-spawn runs the rounds: it is small, so the children's peak RSS is their own.
        let spawned = try BenchSpawnRounds(
            binaries: binaries,
            arguments: [String(rounds)] + commands.flatMap { ["--", $0.path] + $0.arguments },
            commands: commands.count, rounds: rounds)
        let (floor, samples) = (spawned.floor, spawned.samples)
        let rows = zip(commands, samples).map { command, runs in
            Row(
                label: command.label, medianMilliseconds: Double(runs.map(\.nanoseconds).median) / 1e6,
                minimumMilliseconds: Double(runs.map(\.nanoseconds).min()!) / 1e6,
                peakRSSMebibytes: Double(runs.map(\.peakRSS).median) / 1_048_576)
        }
        let paired = zip(samples[0], samples[1]).map { Double($0.nanoseconds) / Double($1.nanoseconds) }
        return ProcessBenchmark(
            rows: rows, ratioOfMedians: rows[0].medianMilliseconds / rows[1].medianMilliseconds,
            medianPairedRatio: paired.median, launcherPeakRSSMebibytes: Double(floor) / 1_048_576)
    }

    func printTable() {
        print("| whole process (\(Self.rounds) runs each, alternating) | median ms | min ms | peak RSS MiB |")
        print("|---|---:|---:|---:|")
        for row in rows {
            print(
                "| \(row.label) | \(fixed(row.medianMilliseconds, 1)) | \(fixed(row.minimumMilliseconds, 1)) | \(fixed(row.peakRSSMebibytes, 1)) |"
            )
        }
        print("")
        print(
            "render / hello world: \(fixed(ratioOfMedians, 2))× (ratio of medians); \(fixed(medianPairedRatio, 2))× (median of the \(Self.rounds) rounds' ratios). Target: ≤ 1.00×."
        )
        print(
            "Peak RSS is wait4's ru_maxrss; the launcher, bench-spawn, peaks at \(fixed(launcherPeakRSSMebibytes, 1)) MiB, the least a child can report."
        )
    }
}

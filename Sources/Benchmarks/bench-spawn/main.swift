// The benchmark's launcher for whole processes, kept small on purpose: the standard library,
// libc and ProcessTiming, no Foundation.
//
//     bench-spawn ROUNDS [--exit CODE] [--output DIR] -- PATH [ARG...] [-- PATH [ARG...]]...
//
// `--exit CODE` accepts that exit status besides 0 (a render with violations exits 1);
// `--output DIR` writes the Nth command's stdout and stderr to DIR/stdout.N and DIR/stderr.N,
// rewritten by each run, so that their sizes can be read afterwards.
// Runs each command twice untimed (page cache), then ROUNDS rounds of all commands in
// alternation, each round in another order: rotated by the round, and reversed every other
// round. Prints `floor BYTES` (this launcher's own peak RSS, the least peak RSS any child can
// report on Linux) and one line per timed run: `COMMAND ROUND NANOSECONDS PEAK_RSS_BYTES`.
//
// coach-fmt-bench spawns this rather than the commands themselves: Linux counts the spawning
// process's RSS into a child's peak RSS, and coach-fmt-bench, with Foundation loaded, is
// larger than the hello world it compares with (see ChildProcess).
import ProcessTiming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
/// The options before the first `--`, and what follows them.
func options(_ arguments: ArraySlice<String>) -> (exitCodes: Set<Int32>, folder: String?, rest: ArraySlice<String>) {
    var (exitCodes, folder, rest): (Set<Int32>, String?, ArraySlice<String>) = ([0], nil, arguments)
    while rest.count >= 2, rest.first != "--" {
        let value = rest[rest.startIndex + 1]
        if rest.first == "--exit", let code = Int32(value) {
            exitCodes.insert(code)
        } else if rest.first == "--output" {
            folder = value
        } else {
            break
        }
        rest = rest.dropFirst(2)
    }
    return (exitCodes, folder, rest)
}
let (exitCodes, outputFolder, rest) = options(arguments.dropFirst())
guard let rounds = arguments.first.flatMap({ Int($0) }), rest.first == "--" else {
    print("usage: bench-spawn ROUNDS [--exit CODE] [--output DIR] -- PATH [ARG...] [-- PATH [ARG...]]...")
    exit(2)
}
let commands = rest.split(separator: "--", omittingEmptySubsequences: true).map(Array.init)

/// Runs the command at `index` as the options say.
@MainActor func run(_ index: Int) throws -> ChildProcess {
    let command = commands[index]
    return try ChildProcess.run(
        command[0], Array(command.dropFirst()), stdoutFile: outputFolder.map { "\($0)/stdout.\(index)" },
        stderrFile: outputFolder.map { "\($0)/stderr.\(index)" }, exitCodes: exitCodes)
}
guard !commands.isEmpty else {
    print("bench-spawn: no command")
    exit(2)
}

do {
    for index in commands.indices {
        for _ in 0..<2 { _ = try run(index) }
    }
    var lines: [String] = []
    for round in 0..<rounds {
        var order = (0..<commands.count).map { ($0 + round) % commands.count }
        if !round.isMultiple(of: 2) { order.reverse() }
        for index in order {
            let child = try run(index)
            lines.append("\(index) \(round) \(child.nanoseconds) \(child.peakRSSBytes)")
        }
    }
    print("floor \(ChildProcess.ownPeakRSSBytes() ?? 0)")
    for line in lines { print(line) }
} catch {
    print("bench-spawn: \(error)")
    exit(1)
}

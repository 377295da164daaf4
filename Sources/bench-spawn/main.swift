// The benchmark's launcher for whole processes, kept small on purpose: the standard library,
// libc and ProcessTiming, no Foundation.
//
//     bench-spawn ROUNDS -- PATH [ARG...] [-- PATH [ARG...]]...
//
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
guard let rounds = arguments.first.flatMap({ Int($0) }), arguments.dropFirst().first == "--" else {
    print("usage: bench-spawn ROUNDS -- PATH [ARG...] [-- PATH [ARG...]]...")
    exit(2)
}
let commands = arguments.dropFirst(2).split(separator: "--", omittingEmptySubsequences: true).map(Array.init)
guard !commands.isEmpty else {
    print("bench-spawn: no command")
    exit(2)
}

do {
    for command in commands {
        for _ in 0..<2 { _ = try ChildProcess.run(command[0], Array(command.dropFirst())) }
    }
    var lines: [String] = []
    for round in 0..<rounds {
        var order = (0..<commands.count).map { ($0 + round) % commands.count }
        if !round.isMultiple(of: 2) { order.reverse() }
        for index in order {
            let run = try ChildProcess.run(commands[index][0], Array(commands[index].dropFirst()))
            lines.append("\(index) \(round) \(run.nanoseconds) \(run.peakRSSBytes)")
        }
    }
    print("floor \(ChildProcess.ownPeakRSSBytes() ?? 0)")
    for line in lines { print(line) }
} catch {
    print("bench-spawn: \(error)")
    exit(1)
}

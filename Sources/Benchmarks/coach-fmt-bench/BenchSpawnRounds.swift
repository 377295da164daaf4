import ProcessTiming

/// What bench-spawn reports for rounds of several commands: its own peak RSS (the floor a
/// child's peak cannot go below) and, per command, each round's wall time and peak RSS.
struct BenchSpawnRounds {
    let floor: Int
    let samples: [[(nanoseconds: Int, peakRSS: Int)]]

    /// Runs bench-spawn with `arguments` (its rounds, options and `-- command` groups) and reads
    /// its lines; throws on a line it cannot read or a command short of `rounds` runs.
    init(binaries: String, arguments: [String], commands: Int, rounds: Int) throws {
        let launcher = try ChildProcess.run(binaries + "/bench-spawn", arguments, keepOutput: true)
        var floor = 0
        var samples = [[(nanoseconds: Int, peakRSS: Int)]](repeating: [], count: commands)
        for line in launcher.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == "floor", let bytes = Int(fields[1]) {
                floor = bytes
            } else if fields.count == 4, let index = Int(fields[0]), samples.indices.contains(index),
                let nanoseconds = Int(fields[2]), let peak = Int(fields[3])
            {
                samples[index].append((nanoseconds, peak))
            } else {
                throw ChildProcess.Failure(description: "bench-spawn printed \"\(line)\"")
            }
        }
        guard samples.allSatisfy({ $0.count == rounds }) else {
            throw ChildProcess.Failure(description: "bench-spawn: expected \(rounds) runs of each command")
        }
        (self.floor, self.samples) = (floor, samples)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One child process, started with `posix_spawn` and reaped with `wait4`: no Foundation, no
/// run loop, nothing between the two calls but the child's own life.
///
/// `Foundation.Process.waitUntilExit()` cannot time a short process on Linux: it returns about
/// 51 ms after launch whether the child takes 8 ms or 20 ms.
///
/// On Linux the peak RSS that `wait4` reports for a child is at least the RSS of the process it
/// was spawned from: `exec` records the outgoing address space's high-water mark in the
/// child's `maxrss`, and `posix_spawn` execs from the parent's address space. So a child's
/// `peakRSSBytes` is only its own when the spawning process is smaller than the child (see
/// `ownPeakRSSBytes` and bench-spawn).
package struct ChildProcess {
    /// Wall time from just before `posix_spawn` to `wait4`'s return (CLOCK_MONOTONIC).
    package let nanoseconds: UInt64
    /// The child's peak resident set, from `wait4`'s `rusage`.
    package let peakRSSBytes: Int
    /// What the child wrote to stdout, when asked to keep it; empty otherwise.
    package let output: String
    /// The child's exit status.
    package let exitCode: Int32

    /// A child that could not start or did not exit with 0, or output the benchmark cannot read.
    package struct Failure: Error, CustomStringConvertible {
        /// One line naming the command and what went wrong.
        package let description: String
        /// A failure described by one line.
        package init(description: String) { self.description = description }
    }

    /// Runs `path` with `arguments` and waits for it. Its stdout goes to /dev/null unless
    /// `keepOutput` (then through a pipe, read to the end before the child is reaped) or
    /// `stdoutFile` (created or truncated); its stderr is inherited unless `stderrFile`. A child
    /// that fails to start, or exits with a status outside `exitCodes`, throws.
    package static func run(
        _ path: String, _ arguments: [String], keepOutput: Bool = false, stdoutFile: String? = nil,
        stderrFile: String? = nil, exitCodes: Set<Int32> = [0]
    ) throws -> ChildProcess {
        var actions = FileActions()
        defer { actions.destroy() }
        if let stderrFile {
            posix_spawn_file_actions_addopen(&actions.value, 2, stderrFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        var pipe: [Int32] = [-1, -1]
        if keepOutput {
            guard pipeFlags(&pipe) == 0 else { throw Failure(description: "pipe: \(errorText())") }
            posix_spawn_file_actions_adddup2(&actions.value, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions.value, pipe[0])
            posix_spawn_file_actions_addclose(&actions.value, pipe[1])
        } else if let stdoutFile {
            posix_spawn_file_actions_addopen(&actions.value, 1, stdoutFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions.value, 1, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }

        var pid: pid_t = 0
        let start = Monotonic.nanoseconds()
        let spawned = posix_spawn(&pid, path, &actions.value, nil, argv, environment())
        guard spawned == 0 else {
            if keepOutput {
                close(pipe[0])
                close(pipe[1])
            }
            throw Failure(description: "\(path): posix_spawn: \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        if keepOutput {
            close(pipe[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            close(pipe[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "\(path): wait4: \(errorText())") }
        }
        let elapsed = Monotonic.nanoseconds() - start
        // WIFEXITED and WEXITSTATUS are macros, which Swift does not import.
        guard status & 0x7f == 0, exitCodes.contains((status >> 8) & 0xff) else {
            throw Failure(description: "\(([path] + arguments).joined(separator: " ")): exit status \(status)")
        }
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            let peak = Int(usage.ru_maxrss) * 1024  // KiB on Linux
        #endif
        return ChildProcess(
            nanoseconds: elapsed, peakRSSBytes: peak, output: String(decoding: output, as: UTF8.self),
            exitCode: (status >> 8) & 0xff)
    }

    /// The directory this benchmark's binary is in, where `swift build` puts its siblings.
    package static func binaryDirectory() -> String {
        #if os(Linux)
            let own = "/proc/self/exe"
        #else
            let own = CommandLine.arguments[0]
        #endif
        guard let resolved = realpath(own, nil) else { return "." }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// Modification time of a file in seconds, nil when it does not exist.
    package static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return Int(info.st_mtimespec.tv_sec)
        #else
            return Int(info.st_mtim.tv_sec)
        #endif
    }

    /// This process's own peak RSS (VmHWM: its address space's high-water mark, which is what
    /// a child spawned from it inherits as a floor), or nil where /proc is missing.
    package static func ownPeakRSSBytes() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let kibibytes = text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap {
                Int($0)
            }
            return kibibytes.map { $0 * 1024 }
        }
        return nil
    }

    private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            return _NSGetEnviron().pointee
        #else
            return environ
        #endif
    }

    private static func pipeFlags(_ ends: inout [Int32]) -> Int32 {
        ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress) }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }

    /// `posix_spawn_file_actions_t` is a struct on Linux and an opaque pointer on Darwin.
    private struct FileActions {
        #if canImport(Darwin)
            var value: posix_spawn_file_actions_t? = nil
        #else
            var value = posix_spawn_file_actions_t()
        #endif
        init() { posix_spawn_file_actions_init(&value) }
        mutating func destroy() { posix_spawn_file_actions_destroy(&value) }
    }
}

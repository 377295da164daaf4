import CoachFmtCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `text` to a file descriptor (stdout is 1, stderr is 2). Named apart from libc's
/// `write`, so that the call below needs no module name (Glibc, Musl or Darwin).
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

let result = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
writeAll(result.stdout, to: 1)
writeAll(result.stderr, to: 2)
exit(result.exitCode)

import CoachFmtCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Writes all of `text` to a file descriptor (stdout is 1, stderr is 2).
func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

let result = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
write(result.stdout, to: 1)
write(result.stderr, to: 2)
exit(result.exitCode)

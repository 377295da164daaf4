import CoachFmt
import CoachFmtICU

/// The `coach-fmt` command: glue over the CoachFmt library, callable in-process for tests.
package struct CommandLineTool {
    /// What a run printed and its exit code: 0 success, 1 bad input, 2 bad usage.
    /// What a command line printed and how it ended.
    package struct Result: Equatable, Sendable {
        /// The output: the result of the command.
        package var stdout = ""
        /// One line per problem, usage errors with the usage line.
        package var stderr = ""
        /// 0 on success, 1 on bad input or a failed check, 2 on bad usage.
        package var exitCode: Int32 = 0

        /// A report that goes to stdout when it passed and to stderr, with exit code 1, when it failed.
        mutating func report(_ output: String, failed: Bool) {
            if failed {
                stderr = output
                exitCode = 1
            } else {
                stdout = output
            }
        }
    }

    /// The kit's version, as `--version` prints it.
    package static let version = "0.1.0"

    /// A tool that runs command lines in-process.
    package init() {}

    /// Runs one command line (without the program name).
    package func run(_ arguments: [String]) -> Result {
        var result = Result()
        // `render --format json` and `export xliff` without `--out` print a document: its JSON
        // writes controls as `\u` escapes, its XML as character references.
        var printsDocument = false
        // A `format` result is printed whole, its controls marked, however long it is.
        var printsResult = false
        guard let command = arguments.first else {
            result.stdout = Usage.overview
            return result
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--help", "-h", "help":
                result.stdout = try Usage.help(for: rest.first)
            case "--version":
                result.stdout = "coach-fmt \(Self.version) · \(ICUInfo.summary)\n"
            case "format":
                result.stdout = try FormatCommand.run(rest) + "\n"
                printsResult = true
            case "locale":
                result.stdout = try LocaleCommand.run(rest) + "\n"
            case "render":
                let render = try RenderCommand.run(rest)
                result.stdout = render.output
                printsDocument = render.json
                // A violation is reported, not fatal: the full render is on stdout, and the exit
                // status still tells CI that the input was bad.
                result.stderr = render.violations.map { "\($0)\n" }.joined()
                result.stderr += render.errors.map { "Error: \($0)\n" }.joined()
                if !render.errors.isEmpty || !render.violations.isEmpty { result.exitCode = 1 }
            case "check":
                let check = try CheckCommand.run(rest)
                result.report(check.output, failed: check.failed)
            case "preview":
                let preview = try PreviewCommand.run(rest)
                result.stdout = preview.output
                result.stderr = preview.problems.map { "\($0)\n" }.joined()
            case "export":
                let export = try ExportCommand.run(rest)
                result.stdout = export.output
                printsDocument = export.isDocument
            case "import":
                let merge = try ImportCommand.run(rest)
                result.report(merge.output, failed: merge.failed)
            default:
                throw UsageError.unknownCommand(command)
            }
        } catch let error as UsageError {
            // Only a command that exists is named again: an unknown one was quoted in the error.
            let topic = CommandSpec.named(command) == nil ? nil : command
            result.stderr =
                "Error: \(error)\n" + Usage.line(for: topic, rest)
                + "See 'coach-fmt help\(topic.map { " " + $0 } ?? "")'.\n"
            result.exitCode = 2
        } catch let error as InputError {
            result.stderr = "Error: \(error)\n"
            result.exitCode = 1
        } catch {
            result.stderr = "Error: \(error)\n"
            result.exitCode = 1
        }
        // Each input a line quotes is bounded where it is quoted (EchoedInput.bounded); every
        // line printed passes here, so that none drives a terminal or floods it, whatever it
        // quotes. A document on stdout (XLIFF, JSON) is data and escapes in its own syntax.
        result.stderr = EchoedInput.lines(result.stderr)
        if !printsDocument { result.stdout = EchoedInput.lines(result.stdout, cutting: !printsResult) }
        return result
    }
}

/// Input the command understood but could not use (exit code 1): a bad value, an unreadable
/// file, a catalog that fails its check.
struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    init(_ error: some Error) { description = String(describing: error) }
}

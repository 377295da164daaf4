/// Help text, printed from the commands' declarations (``CommandSpec``): the overview, one
/// command's help and the usage line shown after a usage error.
enum Usage {
    static var overview: String {
        var text = "coach-fmt: localized strings for the speaking-coach app's screens, built on ICU.\n\nUSAGE:\n"
        for command in CommandSpec.all { text += command.usageLines.map { "  \($0)\n" }.joined() }
        text += "  coach-fmt --version\n\nSee 'coach-fmt help COMMAND' for one command.\n"
        return text
    }

    static func help(for topic: String?) throws(UsageError) -> String {
        guard let topic else { return overview }
        guard let command = CommandSpec.named(topic) else { throw .unknownCommand(topic) }
        return help(command)
    }

    /// The summary, every usage line, and every option with its help, aligned.
    static func help(_ command: CommandSpec) -> String {
        var text = command.summary + "\n\nUSAGE:\n" + command.usageLines.map { "  \($0)\n" }.joined()
        let options = command.options
        guard !options.isEmpty else { return text }
        let width = options.map(\.synopsis.count).max()! + 2
        text += "\nOPTIONS:\n"
        for option in options {
            text += "  " + option.synopsis + String(repeating: " ", count: width - option.synopsis.count) + option.help
            text += "\n"
        }
        return text
    }

    /// The usage line for what the user was calling (the matching `format` kind when known).
    static func line(for topic: String?, _ rest: [String]) -> String {
        guard let topic, let command = CommandSpec.named(topic) else { return "Usage: coach-fmt COMMAND ...\n" }
        let form = rest.first.flatMap(command.form) ?? command.forms[0]
        return "Usage: " + command.usage(form) + "\n"
    }
}

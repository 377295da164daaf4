import CoachFmt

/// argv split into positional values and `--name value` options, each remembering what the
/// user typed, so that errors can point at it. `--` ends options; `--name=value` works too.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var options: [OptionName: String] = [:]
    private var flags: Set<OptionName> = []
    private var repeated: [OptionName: [String]] = [:]
    /// The names of the options and flags given, in order, each once.
    private(set) var given: [OptionName] = []

    /// Splits `arguments` for a form that takes `options` (``CommandSpec/Form/options``): flags,
    /// options with one value, and repeatable options that may be given more than once
    /// (`--locale en --locale zh-Hans`). Any other `--name` is an unknown option.
    init(_ arguments: [String], options declared: [CommandSpec.Option]) throws(UsageError) {
        let allowedFlags = Set(declared.filter { $0.value == nil }.map(\.name))
        let repeatable = Set(declared.filter { $0.value != nil && $0.repeatable }.map(\.name))
        let valued = Set(declared.filter { $0.value != nil && !$0.repeatable }.map(\.name))
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("--"), argument.count > 2 else {
                if argument == "--" && !optionsEnded { optionsEnded = true } else { positionals.append(argument) }
                continue
            }
            var written = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = written.firstIndex(of: "=") {
                inlineValue = String(written[written.index(after: equals)...])
                written = String(written[..<equals])
            }
            guard let name = OptionName(rawValue: written) else { throw .unknownOption(argument) }
            if !given.contains(name), allowedFlags.union(repeatable).union(valued).contains(name) { given.append(name) }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw .unexpectedValue(option: "--" + written) }
                flags.insert(name)
            } else if repeatable.contains(name) {
                if let inlineValue {
                    repeated[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    repeated[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw .missingValue(option: "--" + written)
                }
            } else if valued.contains(name) {
                guard options[name] == nil else { throw .repeatedOption("--" + written) }
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: "--" + written)
                }
            } else {
                throw .unknownOption(argument)
            }
        }
    }

    func option(_ name: OptionName) -> String? { options[name] }

    /// Every value of a repeatable option, in the order given.
    func values(_ name: OptionName) -> [String] { repeated[name] ?? [] }

    func required(_ name: OptionName) throws(UsageError) -> String {
        guard let value = options[name] else { throw .missingOption("--" + name.rawValue) }
        return value
    }

    func flag(_ name: OptionName) -> Bool { flags.contains(name) }

    /// Refuses an option given that `form` does not take, for a command that parses with the
    /// options of all its forms before it knows which one it is (`render`): `what` names the form.
    func refuseOptions(outside form: CommandSpec.Form, _ what: String) throws(UsageError) {
        let taken = Set(form.options.map(\.name))
        guard let name = given.first(where: { !taken.contains($0) }) else { return }
        throw .invalid(
            "--\(name.rawValue) does not apply to \(what) (it takes \(form.options.map { "--" + $0.name.rawValue }.joined(separator: ", ")))"
        )
    }

    /// Exactly `count` positional values, named for the error message.
    @discardableResult
    func positionals(_ names: String...) throws(UsageError) -> [String] {
        guard positionals.count >= names.count else { throw .missingArgument(names[positionals.count]) }
        guard positionals.count == names.count else { throw .unexpectedArgument(positionals[names.count]) }
        return positionals
    }
}

/// A mistake in how the command was called (exit code 2), as opposed to bad input (exit code 1).
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(String)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case repeatedOption(String)
    case missingOption(String)
    case missingArgument(String)
    case unexpectedArgument(String)
    case invalid(String)

    var description: String {
        switch self {
        case .unknownCommand(let name): "unknown command '\(EchoedInput.bounded(name))'"
        case .unknownOption(let option): "unknown option '\(EchoedInput.bounded(option))'"
        case .missingValue(let option): "missing value for '\(option)'"
        case .unexpectedValue(let option): "'\(option)' takes no value"
        case .repeatedOption(let option): "'\(option)' given more than once"
        case .missingOption(let option): "missing '\(option)'"
        case .missingArgument(let name): "missing \(name)"
        case .unexpectedArgument(let value): "unexpected argument '\(EchoedInput.bounded(value))'"
        case .invalid(let message): message
        }
    }
}

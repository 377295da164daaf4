import CoachFmt

/// `coach-fmt locale negotiate TAG...`: the catalog locale for a priority list of tags.
enum LocaleCommand {
    static func run(_ arguments: [String]) throws -> String {
        guard arguments.first == "negotiate" else {
            throw UsageError.invalid(
                arguments.first.map { "unknown locale command '\(EchoedInput.bounded($0))'" } ?? "missing 'negotiate'")
        }
        let args = try ParsedArguments(Array(arguments.dropFirst()), options: CommandSpec.locale.options)
        guard !args.positionals.isEmpty else { throw UsageError.missingArgument("TAG") }
        do {
            return try LocaleNegotiation.catalogLocale(for: args.positionals).identifier
        } catch {
            throw InputError(error)
        }
    }
}

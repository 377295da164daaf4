import CoachFmt

/// `coach-fmt format KIND …`: one formatter, one line of output.
enum FormatCommand {
    /// The kinds of value, in the order of their usage lines (``CommandSpec/format``).
    static let kinds = CommandSpec.format.forms.map { $0.words[0] }

    static func run(_ arguments: [String]) throws -> String {
        guard let kind = arguments.first else {
            throw UsageError.missingArgument("KIND (one of \(kinds.joined(separator: ", ")))")
        }
        guard let form = CommandSpec.format.form(kind) else {
            throw UsageError.invalid(
                "unknown format kind '\(EchoedInput.bounded(kind))' (one of \(kinds.joined(separator: ", ")))")
        }
        let args = try ParsedArguments(Array(arguments.dropFirst()), options: form.options)
        do {
            switch kind {
            case "initials":
                let name = try args.positionals("NAME")[0]
                return AvatarInitial.of(name, locale: try LanguageTag(args.option(.locale) ?? "en"))
            case "date":
                let value = try args.positionals("VALUE")[0]
                let format = try DateFormat(
                    skeleton: try args.required(.skeleton), locale: try LanguageTag(try args.required(.locale)),
                    timeZone: try TimeZoneID(args.option(.timeZone) ?? "UTC"))
                return try DateValue(value).format(with: format)
            case "interval":
                let values = try args.positionals("START", "END")
                let format = try DateRangeFormat(
                    skeleton: try args.required(.skeleton), locale: try LanguageTag(try args.required(.locale)),
                    timeZone: try TimeZoneID(args.option(.timeZone) ?? "UTC"))
                return try DateValue.formatRange(values[0], values[1], with: format)
            case "plural":
                let number = try args.positionals("NUMBER")[0]
                return try PluralCategory.of(decimal: number, locale: try LanguageTag(try args.required(.locale)))
                    .rawValue
            case "number":
                let number = try args.positionals("NUMBER")[0]
                let format = try NumberFormat(
                    skeleton: args.option(.skeleton) ?? "", locale: try LanguageTag(try args.required(.locale)))
                return try format.format(decimal: number)
            case "endonym":
                let tag = try LanguageTag(try args.positionals("TAG")[0])
                if let ui = args.option(.locale) { return LanguageNames.name(of: tag, in: try LanguageTag(ui)) }
                return LanguageNames.endonym(of: tag)
            case "duration":
                return try DurationFormat.clock(milliseconds: try integer(try args.positionals("MILLISECONDS")[0]))
            case "eta":
                return try catalogMessage(args, "MILLISECONDS", CatalogMessage.eta(milliseconds:)) {
                    "ETA \($0) ms is hidden: the screen shows no ETA line when it is null or not positive"
                }
            case "read-time":
                return try catalogMessage(args, "SECONDS", CatalogMessage.readTime(seconds:)) {
                    "read time \($0) s is hidden: the screen shows no read time when it is not positive"
                }
            case "message":
                guard let pattern = args.positionals.first else { throw UsageError.missingArgument("PATTERN") }
                var values: [String: MessageValue] = [:]
                var written: [String: String] = [:]
                for assignment in args.positionals.dropFirst() {
                    guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                        throw UsageError.invalid("argument '\(EchoedInput.bounded(assignment))' is not NAME=VALUE")
                    }
                    let name = String(assignment[..<equals])
                    written[name] = String(assignment[assignment.index(after: equals)...])
                    values[name] = try messageValue(written[name]!)
                }
                let format = try MessageFormat(
                    pattern, locale: try LanguageTag(try args.required(.locale)),
                    timeZone: try TimeZoneID(args.option(.timeZone) ?? "UTC"))
                // The first unexpected name in order, found without sorting all of them.
                let used = Set(format.arguments.map(\.name))
                if let name = values.keys.filter({ !used.contains($0) }).min() {
                    throw FormatError.unexpectedArgument(name, pattern: pattern)
                }
                // ICU would refuse a date argument's text with a bare code: say how to write one.
                for argument in format.arguments where ["date", "time"].contains(argument.kind.lowercased()) {
                    guard let value = values[argument.name], let text = written[argument.name] else { continue }
                    if case .date = value { continue }
                    let name = EchoedInput.bounded(argument.name)
                    throw InputError(
                        "argument '\(name)' is a \(argument.kind.lowercased()) in the message, but '\(EchoedInput.bounded(text))' is not a date: write it as \(name)=\(datePrefix)2026-10-17T08:00:00Z"
                    )
                }
                return try format.format(values)
            default:
                preconditionFailure("format \(kind) is declared but not run")
            }
        } catch let error as FormatError {
            throw InputError(error)
        } catch let error as CatalogError {
            throw InputError(error)
        }
    }

    /// The UI locale for a tag (a catalog locale, or the pseudo-locale `en-XA`), after checking
    /// that the tag is well formed.
    static func catalogLocale(_ tag: String) throws -> LanguageTag {
        try LocaleNegotiation.catalogLocale(for: [tag])
    }

    /// A catalog message built from one whole-number argument (an ETA, a read time) in `--locale`;
    /// an input error saying why when the screen would hide it.
    static func catalogMessage(
        _ args: ParsedArguments, _ argument: String, _ message: (Int) -> CatalogMessage?,
        hidden: (Int) -> String
    ) throws -> String {
        let value = try integer(try args.positionals(argument)[0])
        let locale = try catalogLocale(try args.required(.locale))
        guard let message = message(value) else { throw InputError(hidden(value)) }
        return try Catalog.builtIn.format(message, locale: locale)
    }

    static func integer(_ text: String) throws -> Int {
        guard let value = Int(text) else {
            throw InputError(
                "invalid integer '\(EchoedInput.bounded(text))': expected whole milliseconds or seconds such as 138400")
        }
        return value
    }

    /// The prefix of a date argument's value: `when=date:2026-10-17T08:00:00Z`.
    static let datePrefix = "date:"

    /// Numbers become numbers (so plurals and `{n, number}` work); `date:` and an ISO-8601
    /// instant with its zone become a date (for `{when, date, ::MMMd}`); anything else is
    /// literal text.
    static func messageValue(_ text: String) throws -> MessageValue {
        if text.hasPrefix(datePrefix) {
            let instant = String(text.dropFirst(datePrefix.count))
            guard let timestamp = Timestamp(instant) else {
                throw InputError(
                    "invalid date argument '\(EchoedInput.bounded(instant))': after date:, expected an ISO-8601 instant with its zone (2026-10-17T08:00:00Z)"
                )
            }
            return .date(timestamp.millisecondsSinceEpoch)
        }
        // Digits a double cannot hold are passed as a decimal, so what was written is what is formatted.
        if NumberLiteral.isDecimal(text), let number = MessageValue(numeral: text) { return number }
        return .string(text)
    }
}

/// A date argument: `YYYY-MM-DD` (a calendar day) or an ISO-8601 timestamp (an instant).
enum DateValue {
    case day(CalendarDate)
    case instant(Timestamp)

    init(_ text: String) throws(FormatError) {
        if text.utf8.count == 10 {
            self = .day(try CalendarDate(parsing: text))
        } else {
            self = .instant(try Timestamp(parsing: text))
        }
    }

    func format(with format: DateFormat) -> String {
        switch self {
        case .day(let day): format.format(day)
        case .instant(let instant): format.format(instant)
        }
    }

    static func formatRange(_ start: String, _ end: String, with format: DateRangeFormat) throws(FormatError) -> String
    {
        switch (try DateValue(start), try DateValue(end)) {
        case (.day(let a), .day(let b)): return try format.format(from: a, to: b)
        case (.instant(let a), .instant(let b)): return try format.format(from: a, to: b)
        default: throw .invalidRange(start: start, end: end)
        }
    }
}

enum NumberLiteral {
    static func isDecimal(_ text: String) -> Bool {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}

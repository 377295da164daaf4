import CoachFmt
import CoachFmtResources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `coach-fmt render`: every string of a screen, from API files or from an example state.
///
/// Its forms and options are declared in ``CommandSpec/render``.
enum RenderCommand {
    /// Input files larger than this are refused before they are read.
    static let maximumFileBytes = 4 << 20

    /// The render's text or JSON (`json`), the elements in error, and one line per contract
    /// violation of the inputs.
    static func run(_ arguments: [String]) throws -> (
        output: String, json: Bool, errors: [String], violations: [String]
    ) {
        // One parse for all three forms: which form it is shows only in what was parsed.
        let args = try ParsedArguments(arguments, options: CommandSpec.render.options)
        let format = args.option(.format) ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError.invalid("--format is text or json, not '\(EchoedInput.bounded(format))'")
        }
        let catalog: Catalog
        do { catalog = try args.option(.catalog).map { try Catalog.load(directory: $0) } ?? .builtIn } catch {
            throw InputError(error)
        }
        var screens: [RenderedScreen] = []
        var overlayProblems: [String] = []
        do {
            let index = try ExampleIndex.builtIn()
            if args.flag(.all) {
                try args.positionals()
                if args.option(.overlay) != nil {
                    throw UsageError.invalid("--overlay is for one state or one set of files, not --all")
                }
                try args.refuseOptions(outside: CommandSpec.render.forms[2], "--all")
                let locales =
                    try args.option(.locale).map { [try FormatCommand.catalogLocale($0)] }
                    ?? LocaleNegotiation.catalogLocales
                for locale in locales {
                    for state in index.states { screens.append(try state.render(locale: locale, catalog: catalog)) }
                }
            } else if args.positionals.count == 1, let state = index.state(args.positionals[0]) {
                // A state is its section, files, moment and zone as index.json gives them, and its
                // golden holds exactly that render: options that would change one are refused.
                try args.refuseOptions(outside: CommandSpec.render.forms[1], "a STATE")
                let locale = try FormatCommand.catalogLocale(try args.required(.locale))
                let (overlaid, problems) = try overlay(catalog, args)
                overlayProblems = problems
                screens.append(
                    try state.render(
                        locale: locale, catalog: overlaid,
                        acceptLanguage: try acceptLanguage(
                            args, endpoints: Set(state.files.keys.compactMap { Endpoint(rawValue: $0) }))))
            } else {
                guard !args.positionals.isEmpty else { throw UsageError.missingArgument("FILE or STATE") }
                let (overlaid, problems) = try overlay(catalog, args)
                overlayProblems = problems
                screens.append(try renderFiles(args, catalog: overlaid))
            }
        } catch let error as ContractError {
            throw InputError(error)
        } catch let error as FormatError {
            throw InputError(error)
        }
        let output: String
        if format == "json" {
            var json = screens.count == 1 ? screens[0].json() : "[\n"
            if screens.count != 1 { json += screens.map { $0.json() }.joined(separator: ",\n") + "\n]" }
            json += "\n"  // in place: `+` would copy a document of 800,000 violations
            output = jsonEscapingControls(json)
        } else {
            output = screens.map { $0.text() }.joined(separator: "\n")
        }
        let errors = screens.flatMap { screen in
            screen.errors.map { "\(screen.state ?? screen.section.rawValue) (\(screen.locale)): \($0)" }
        }
        var violations = overlayProblems
        var seen: Set<String> = []
        for screen in screens {
            for violation in ContractViolation.reportLines(screen.violations) where seen.insert(violation).inserted {
                violations.append(violation)
            }
        }
        return (output, format == "json", errors, violations)
    }

    /// `json` with DEL, the C1 controls and the bidi controls written as `\u` escapes, which
    /// JSONEncoder writes raw (it escapes only C0): the same JSON value, safe on a terminal.
    /// Outside strings JSON has no such characters, so each one is inside a string.
    static func jsonEscapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && VisibleText.isControl($0) }) else {
            return json
        }
        var result = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && VisibleText.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func renderFiles(_ args: ParsedArguments, catalog: Catalog, locale: LanguageTag? = nil) throws
        -> RenderedScreen
    {
        var inputs = ScreenInputs()
        for argument in args.positionals {
            let (name, path) = split(argument)
            guard let endpoint = Endpoint(rawValue: name) else {
                throw InputError(
                    "\(EchoedInput.bounded(path)): cannot tell which response this is from '\(EchoedInput.bounded(name))'; name it as ENDPOINT=PATH (one of \(Endpoint.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            try inputs.add(endpoint, bytes: try read(path), file: path, mode: args.flag(.strict) ? .strict : .tolerant)
        }
        inputs.acceptLanguage = try acceptLanguage(args, endpoints: inputs.endpoints)
        let section: ScreenSection
        if let name = args.option(.screen) {
            guard let named = ScreenSection(name: name) else {
                throw UsageError.invalid(
                    "unknown screen '\(EchoedInput.bounded(name))' (one of \(ScreenSection.allCases.map(\.shortName).joined(separator: ", ")))"
                )
            }
            section = named
        } else {
            guard let inferred = ScreenRenderer.inferSection(from: inputs.endpoints) else {
                throw UsageError.invalid("cannot tell the screen from these files; add --screen SECTION")
            }
            section = inferred
        }
        let locale = try locale ?? FormatCommand.catalogLocale(try args.required(.locale))
        let zone =
            try args.option(.timeZone).map { try TimeZoneID($0) }
            ?? machineZone(getenv("TZ").map { String(cString: $0) })
        let now = try args.option(.now).map { try Timestamp(parsing: $0) } ?? machineNow()
        return ScreenRenderer.render(
            section, inputs: inputs, locale: locale, timeZone: zone, now: now, catalog: catalog)
    }

    /// `catalog` with the `--overlay` file laid over it for the render's locale (the source
    /// locale for the pseudo-locale, whose copy is en's), checked with the style of
    /// `--catalog DIR` when given, and one line per problem of the overlay.
    static func overlay(_ catalog: Catalog, _ args: ParsedArguments, locale: LanguageTag? = nil) throws -> (
        Catalog, [String]
    ) {
        guard let path = args.option(.overlay) else { return (catalog, []) }
        let locale = try locale ?? FormatCommand.catalogLocale(try args.required(.locale))
        let style: CopyStyle
        do { style = try args.option(.catalog).map { try CopyStyle.load(directory: $0) } ?? .builtIn } catch {
            throw InputError(error)
        }
        let result = catalog.overlaid(
            with: try read(path), locale: locale.isPseudo ? Catalog.sourceLocale : locale, origin: path, style: style)
        return (result.catalog, result.problems.map(\.description))
    }

    /// `--fetched-in`: one tag for every endpoint given, or `ENDPOINT=TAG` pairs separated by commas.
    static func acceptLanguage(_ args: ParsedArguments, endpoints: Set<Endpoint>) throws -> [Endpoint: LanguageTag] {
        guard let value = args.option(.fetchedIn) else { return [:] }
        func tag(_ text: Substring) throws -> LanguageTag {
            do { return try LanguageTag(String(text)) } catch {
                throw UsageError.invalid("--fetched-in: '\(EchoedInput.bounded(String(text)))' is not a language tag")
            }
        }
        guard value.contains("=") else {
            let language = try tag(value[...])
            return Dictionary(uniqueKeysWithValues: endpoints.map { ($0, language) })
        }
        var languages: [Endpoint: LanguageTag] = [:]
        for pair in value.split(separator: ",") {
            let sides = pair.split(separator: "=", maxSplits: 1)
            guard sides.count == 2, let endpoint = Endpoint(rawValue: String(sides[0])) else {
                throw UsageError.invalid(
                    "--fetched-in: expected ENDPOINT=TAG, found '\(EchoedInput.bounded(String(pair)))' (endpoints: \(Endpoint.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            languages[endpoint] = try tag(sides[1])
        }
        return languages
    }

    /// `NAME=PATH`, or a path whose file name starts with the endpoint (`home.completed.json`).
    static func split(_ argument: String) -> (name: String, path: String) {
        if let equals = argument.firstIndex(of: "="), !argument[..<equals].contains("/") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return (ContractDecoder.rootName(of: argument), argument)
    }

    /// The bytes of an input file: a regular file of at most ``maximumFileBytes``. A FIFO, a
    /// directory or a device is refused at once, saying what it is (``RegularFile``).
    static func read(_ path: String) throws -> [UInt8] {
        do { return try RegularFile.read(path, limit: maximumFileBytes) } catch {
            throw InputError("\(EchoedInput.bounded(path)): cannot read: \(error.reason)")
        }
    }

    /// The machine's zone, the default `--time-zone` of FILE...: `TZ` (its value, the environment
    /// variable's) when set, else `/etc/localtime`. A `TZ` that names no IANA zone is refused:
    /// a POSIX rule such as `JST-9` has no zone history, and ICU would take it for UTC.
    static func machineZone(_ variable: String?) throws -> TimeZoneID {
        guard let variable, !variable.isEmpty else { return .machine }
        guard let zone = try? TimeZoneID(environmentValue: variable) else {
            throw InputError(
                "TZ is '\(EchoedInput.bounded(variable))', which is not an IANA time zone id (such as Asia/Tokyo); set TZ to one, or pass --time-zone IANA"
            )
        }
        return zone
    }

    /// The machine's clock as an ISO-8601 instant: the default `--now`.
    static func machineNow() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let seconds = Int(spec.tv_sec)
        let day = CalendarDate(daysSinceEpoch: seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1)
        let inDay = seconds - day.daysSinceEpoch * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return Timestamp("\(day)T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))Z")!
    }
}

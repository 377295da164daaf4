import Foundation

extension RowTables {
    // Each cell of the Source column is read here, once, into the typed `Source` the render uses;
    // a cell none of these forms reads is a problem, and nothing is written.

    /// The one table of the phrases data-binding.md writes for device inputs, each with the
    /// `LocalInput` it stands for. Nothing else knows the phrases: the render reads the typed input.
    static let devicePhrases: [String: String] = [
        "NWPathMonitor.status": ".network", "device network": ".network",
        "AVAudioApplication.recordPermission": ".recordPermission",
        "local:Locale.current": ".deviceLocale", "device locale": ".deviceLocale",
        "device locale if supported, else `en`": ".deviceLocale",
        "UNUserNotificationCenter status": ".notificationsAuthorized",
        "AVAudioSession.interruptionNotification": ".interruption",
    ]

    /// The responses, by the name the table writes (`Endpoint`'s raw value), with the `Endpoint` case:
    /// every case but `local` (RowTableCompilerTests holds this to `Endpoint.allCases`).
    static let endpoints: [String: String] = [
        "me": "me", "home": "home", "session": "session", "attempt": "attempt", "exemplar": "exemplar",
        "settlement": "settlement", "articles": "articles", "topics": "topics", "growth": "growth",
        "weekly_quests": "weeklyQuests", "plan": "plan", "paywall": "paywall", "config": "config", "error": "error",
        "storekit": "storekit",
    ]

    /// Objects data-binding.md names without the response that holds them (`assessment.overall`,
    /// `error.code`, `topics[].name`): the response, and the member of it they are.
    static let nestedRoots: [String: (endpoint: String, member: String)] = [
        "assessment": ("attempt", "assessment"), "error": ("error", "error"), "topics": ("topics", "topics"),
    ]

    /// The onboarding answers' root: the server's `me.onboarding`, or local state's.
    static let answersRoot = "onboarding"

    /// The methods of the requests a screen sends: `POST /v1/onboarding`, `PUT upload`.
    static let requestMethods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Families of the client's catalog keys a row may name (`dimension.<key>`).
    static let catalogFamilies: Set<String> = ["dimension"]

    /// `home.steps[2].key` → `home`, `steps`, `[]`, `key`; nil when it is not a path: names of
    /// letters, digits and `_`, or `<name>` for any member, between dots; `[…]` for an item.
    static func pathTokens(_ path: Substring) -> [Substring]? {
        var tokens: [Substring] = []
        var rest = path
        while !rest.isEmpty {
            if rest.first == "[" {
                guard !tokens.isEmpty, let close = rest.firstIndex(of: "]") else { return nil }
                tokens.append("[]")
                rest = rest[rest.index(after: close)...]
                continue
            }
            if !tokens.isEmpty {
                guard rest.first == "." else { return nil }
                rest = rest.dropFirst()
            }
            let name = rest.prefix { $0 != "." && $0 != "[" }
            guard name.wholeMatch(of: /[A-Za-z0-9_]+|<[a-z_]+>/) != nil else { return nil }
            tokens.append(name)
            rest = rest[name.endIndex...]
        }
        return tokens.isEmpty ? nil : tokens
    }

    /// The Swift literal of a `JSONPath.Segment`.
    static func segmentLiteral(_ token: Substring) -> String {
        if token == "[]" { return ".item" }
        if token.hasPrefix("<") { return ".wildcard(\(literal(String(token.dropFirst().dropLast()))))" }
        return ".member(\(literal(String(token))))"
    }

    static func jsonPath(_ endpoint: String, _ segments: [String]) -> String {
        "JSONPath(.\(endpoint), [\(segments.joined(separator: ", "))])"
    }

    /// What a field path written from its first name reads.
    enum PathReading {
        /// A field of one response: the literal of its `JSONPath`.
        case field(String)
        /// An onboarding answer: the literals of its segments below `onboarding`.
        case answer([String])
        case catalogFamily
    }

    /// `home.level.title`, `assessment.overall`, `onboarding.goal`, `dimension.<key>`; nil when the
    /// first name is no response, nested object, answer or catalog family.
    static func pathReading(_ path: Substring) -> PathReading? {
        guard let tokens = pathTokens(path), let root = tokens.first else { return nil }
        let segments = tokens.dropFirst().map(segmentLiteral)
        if let nested = nestedRoots[String(root)] {
            return .field(jsonPath(nested.endpoint, [segmentLiteral(Substring(nested.member))] + segments))
        }
        if let endpoint = endpoints[String(root)] { return .field(jsonPath(endpoint, segments)) }
        if root == answersRoot, !segments.isEmpty { return .answer(segments) }
        if catalogFamilies.contains(String(root)), !segments.isEmpty { return .catalogFamily }
        return nil
    }

    /// The Swift literal of the `Source` one cell of the Source column is, or nil when it is none
    /// of: a device phrase, `derived: <rule>`, a request (`POST /v1/onboarding`), `local:<path>`
    /// or a field path.
    static func sourceLiteral(_ cell: String) -> String? {
        let reading: String
        if let input = devicePhrases[cell] {
            reading = ".local(\(input))"
        } else if cell.hasPrefix("derived: ") {
            // The rule is prose; its words with a dot (not a request's `/v1/…`) are the fields it reads.
            let rule = cell.dropFirst("derived: ".count)
            var paths: [String] = []
            for word in rule.split(separator: " ") where word.contains(".") && !word.hasPrefix("/") {
                switch pathReading(word) {
                case .field(let path): paths.append(path)
                case .answer(let segments):
                    paths += ["me", "local"].map { jsonPath($0, [segmentLiteral(Substring(answersRoot))] + segments) }
                case .catalogFamily: break
                case nil: return nil
                }
            }
            reading = ".derived(rule: \(literal(String(rule))), from: [\(paths.joined(separator: ", "))])"
        } else if let space = cell.firstIndex(of: " "), requestMethods.contains(String(cell[..<space])) {
            let target = cell[cell.index(after: space)...]
            guard !target.isEmpty, !target.contains(" ") else { return nil }
            reading = ".request(method: \(literal(String(cell[..<space]))), target: \(literal(String(target))))"
        } else if cell.hasPrefix("local:") {
            guard let tokens = pathTokens(cell.dropFirst("local:".count)) else { return nil }
            if tokens.count == 3, tokens[0] == "cache", tokens[2] == "fetchedAt",
                let endpoint = endpoints[String(tokens[1])]
            {
                reading = ".local(.cacheTime(.\(endpoint)))"
            } else {
                reading = ".field(\(jsonPath("local", tokens.map(segmentLiteral))))"
            }
        } else {
            switch pathReading(cell[...]) {
            case .field(let path): reading = ".field(\(path))"
            case .answer(let segments): reading = ".answer([\(segments.joined(separator: ", "))])"
            case .catalogFamily: reading = ".catalogFamily(\(literal(cell)))"
            case nil: return nil
            }
        }
        return "Source(\(literal(cell)), \(reading))"
    }
}

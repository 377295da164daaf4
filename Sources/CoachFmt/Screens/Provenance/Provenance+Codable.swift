/// The JSON form of provenance, for front ends and tools that read a render without parsing its
/// prose: an object with a `kind` and the case's data (`{"kind": "null", "field": "today_quest"}`).
/// The prose sits beside it under `hidden`, `fallback` and `notes`.
///
/// Reasons, fallbacks and notes all take this one shape, so each key and its type is declared
/// once; a case sets the keys it carries and leaves the rest out. `Part` is what an `all` lists.
private struct ProvenanceObject<Part: Codable>: Codable {
    var kind: String
    var field, value, endpoint, request, code, screen: String?
    var violation: ContractViolation?
    var reason: HiddenReason?
    var by, words: String?
    var of: [Part]?
    var key, what: String?
    var status: Int?
    var then: Fallback?
    var used, outcome, among, missingIn, item, minimum, locale, minus: String?
    var parts, endpoints: [String]?
    /// Where the object was read, for the errors of a case that lacks its data; not in the JSON.
    var codingPath: [any CodingKey] = []

    enum CodingKeys: String, CodingKey {
        case kind, field, value, endpoint, request, code, screen, violation, reason, by, words, of, key, what,
            status, then, used, outcome, among
        case missingIn = "missing_in"
        case item, minimum, locale, minus, parts, endpoints
    }

    static func read(from decoder: any Decoder) throws -> Self {
        var object = try Self(from: decoder)
        object.codingPath = decoder.codingPath
        return object
    }

    /// The value the object's kind needs at `path`.
    func needs<T>(_ path: KeyPath<Self, T?>) throws -> T {
        guard let value = self[keyPath: path] else {
            throw DecodingError.valueNotFound(
                T.self,
                .init(codingPath: codingPath, debugDescription: "a \"\(kind)\" object lacks \(path)"))
        }
        return value
    }

    /// The endpoint named at `path`, one of ``Endpoint``'s raw values.
    func endpoint(_ path: KeyPath<Self, String?>) throws -> Endpoint {
        try endpoint(named: needs(path))
    }

    /// The endpoint `name` names, one of ``Endpoint``'s raw values.
    func endpoint(named name: String) throws -> Endpoint {
        try read(name, as: "an endpoint", Endpoint.init(rawValue:))
    }

    /// The request under `request`, one of ``APIRequest``'s raw values.
    func apiRequest() throws -> APIRequest {
        try read(needs(\.request), as: "a request", APIRequest.init(rawValue:))
    }

    /// The values under `among`, as ``OfferedValues/description`` prints them.
    func offered() throws -> OfferedValues {
        try read(needs(\.among), as: "offered values", OfferedValues.init)
    }

    /// The outcome under `key`, as ``RenderOutcome/description`` prints it.
    func outcome(_ key: KeyPath<Self, String?>) throws -> RenderOutcome {
        try read(needs(key), as: "an outcome", RenderOutcome.init)
    }

    /// The table's words under `words`, one of ``TableWords``' raw values.
    func tableWords() throws -> TableWords {
        try read(needs(\.words), as: "the table's words", TableWords.init(rawValue:))
    }

    /// The piece under `what`, one of ``FallbackPiece``'s raw values.
    func piece() throws -> FallbackPiece {
        try read(needs(\.what), as: "a piece a fallback hides", FallbackPiece.init(rawValue:))
    }

    /// The field path under `key`, as ``JSONPath/description`` prints it.
    func path(_ key: KeyPath<Self, String?> = \.field) throws -> JSONPath {
        try read(needs(key), as: "a field path") { JSONPath($0) }
    }

    /// `text` read by `parse`, or an error that quotes it: `not an endpoint "homes"`.
    private func read<T>(_ text: String, as what: String, _ parse: (String) -> T?) throws -> T {
        guard let value = parse(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "not \(what) \"\(EchoedInput.bounded(text))\""))
        }
        return value
    }

    /// The error for a kind that none of `what`'s cases writes.
    func unknownKind(of what: String) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: codingPath + [CodingKeys.kind],
                debugDescription: "unknown \(what) kind \"\(EchoedInput.bounded(kind))\""))
    }
}

extension HiddenReason: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let o = try ProvenanceObject<HiddenReason>.read(from: decoder)
        switch o.kind {
        case "null": self = .null(field: try o.path())
        case "empty": self = .empty(field: try o.path())
        case "missing": self = .missing(field: try o.path())
        case "negative": self = .negative(field: try o.path())
        case "value": self = .value(field: try o.path(), is: try o.needs(\.value))
        case "no_response": self = .noResponse(try o.endpoint(\.endpoint))
        case "request_failed": self = .requestFailed(request: try o.apiRequest(), code: try o.needs(\.code))
        case "other_screen": self = .otherScreen(try o.needs(\.screen))
        case "invalid": self = .invalid(try o.needs(\.violation))
        case "replaced": self = .replaced(try o.needs(\.reason), by: StandIn(try o.needs(\.by)))
        case "rule": self = .rule(try o.tableWords())
        case "section_hidden": self = .sectionHidden(try o.needs(\.screen))
        case "all": self = .all(try o.needs(\.of))
        case "lacks": self = .lacks(field: try o.path(), item: try o.needs(\.item))
        case "below":
            self = .below(field: try o.path(), value: try o.needs(\.value), minimum: try o.needs(\.minimum))
        case "at_least":
            self = .atLeast(field: try o.path(), value: try o.needs(\.value), minimum: try o.needs(\.minimum))
        case "not_offered":
            self = .notOffered(field: try o.path(), value: try o.needs(\.value), among: try o.offered())
        case "no_key": self = .noKey(try o.needs(\.key))
        case "unrepresentable": self = .unrepresentable(field: try o.path(), value: try o.needs(\.value))
        case "difference":
            self = .difference(try o.path(), minus: try o.path(\.minus), is: try o.needs(\.value))
        case "online": self = .online
        case "offline": self = .offline
        default: throw o.unknownKind(of: "hidden reason")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws { try object.encode(to: encoder) }

    private var object: ProvenanceObject<HiddenReason> {
        switch self {
        case .null(let field): .init(kind: "null", field: field.description)
        case .empty(let field): .init(kind: "empty", field: field.description)
        case .missing(let field): .init(kind: "missing", field: field.description)
        case .negative(let field): .init(kind: "negative", field: field.description)
        case .value(let field, let value): .init(kind: "value", field: field.description, value: value)
        case .noResponse(let endpoint): .init(kind: "no_response", endpoint: endpoint.rawValue)
        case .requestFailed(let request, let code): .init(kind: "request_failed", request: request.rawValue, code: code)
        case .otherScreen(let screen): .init(kind: "other_screen", screen: screen)
        case .invalid(let violation): .init(kind: "invalid", violation: violation)
        case .replaced(let reason, let by): .init(kind: "replaced", reason: reason, by: by.description)
        case .rule(let words): .init(kind: "rule", words: words.rawValue)
        case .sectionHidden(let label): .init(kind: "section_hidden", screen: label)
        case .all(let reasons): .init(kind: "all", of: reasons)
        case .lacks(let field, let item): .init(kind: "lacks", field: field.description, item: item)
        case .below(let field, let value, let minimum):
            .init(kind: "below", field: field.description, value: value, minimum: minimum)
        case .atLeast(let field, let value, let minimum):
            .init(kind: "at_least", field: field.description, value: value, minimum: minimum)
        case .notOffered(let field, let value, let among):
            .init(kind: "not_offered", field: field.description, value: value, among: among.description)
        case .noKey(let key): .init(kind: "no_key", key: key)
        case .unrepresentable(let field, let value):
            .init(kind: "unrepresentable", field: field.description, value: value)
        case .difference(let a, let b, let value):
            .init(kind: "difference", field: a.description, value: value, minus: b.description)
        case .online: .init(kind: "online")
        case .offline: .init(kind: "offline")
        }
    }
}

extension Fallback: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let o = try ProvenanceObject<Fallback>.read(from: decoder)
        switch o.kind {
        case "key": self = .key(try o.needs(\.key))
        case "hide": self = .hide(o.what == nil ? nil : try o.piece())
        case "hide_parts": self = .hideParts(try o.piece(), try o.needs(\.parts))
        case "omit": self = .omit(try o.piece())
        case "skeleton": self = .skeleton(loading: o.endpoint == nil ? nil : try o.endpoint(\.endpoint))
        case "cached": self = .cached(fetchedAt: o.value)
        case "value": self = .value(try o.needs(\.value))
        case "described": self = .described(try o.tableWords())
        case "as_sent": self = .asSent
        case "not_cached": self = .notCached(try o.needs(\.endpoints).map { try o.endpoint(named: $0) })
        case "because": self = .because(try o.needs(\.reason), try o.needs(\.then))
        case "status": self = .status(try o.needs(\.status), try o.needs(\.then))
        case "all": self = .all(try o.needs(\.of))
        case "field": self = .field(try o.path())
        default: throw o.unknownKind(of: "fallback")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws { try object.encode(to: encoder) }

    private var object: ProvenanceObject<Fallback> {
        switch self {
        case .key(let key): .init(kind: "key", key: key)
        case .hide(let what): .init(kind: "hide", what: what?.rawValue)
        case .hideParts(let what, let parts): .init(kind: "hide_parts", what: what.rawValue, parts: parts)
        case .omit(let what): .init(kind: "omit", what: what.rawValue)
        case .skeleton(let endpoint): .init(kind: "skeleton", endpoint: endpoint?.rawValue)
        case .cached(let time): .init(kind: "cached", value: time)
        case .value(let value): .init(kind: "value", value: value)
        case .described(let words): .init(kind: "described", words: words.rawValue)
        case .asSent: .init(kind: "as_sent")
        case .notCached(let endpoints): .init(kind: "not_cached", endpoints: endpoints.map(\.rawValue))
        case .because(let reason, let fallback): .init(kind: "because", reason: reason, then: fallback)
        case .status(let status, let fallback): .init(kind: "status", status: status, then: fallback)
        case .all(let fallbacks): .init(kind: "all", of: fallbacks)
        case .field(let field): .init(kind: "field", field: field.description)
        }
    }
}

extension RenderNote: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let o = try ProvenanceObject<Never>.read(from: decoder)
        switch o.kind {
        case "key_from_other_locale":
            self = .keyFromOtherLocale(
                key: try o.needs(\.key), missingIn: try LanguageTag(o.needs(\.missingIn)),
                used: try LanguageTag(o.needs(\.used)))
        case "unknown_value":
            self = .unknownValue(
                field: try o.path(), value: try o.needs(\.value), outcome: try o.outcome(\.outcome))
        case "not_offered":
            self = .notOffered(field: try o.path(), value: try o.needs(\.value), among: try o.offered())
        case "described": self = .described(try o.tableWords())
        case "differs":
            self = .differs(
                try o.path(), value: try o.needs(\.value), from: try o.path(\.minus), otherValue: try o.needs(\.item))
        case "because": self = .because(try o.needs(\.reason), try o.outcome(\.words))
        default: throw o.unknownKind(of: "note")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws { try object.encode(to: encoder) }

    /// A note lists no parts: it has no `all`.
    private var object: ProvenanceObject<Never> {
        switch self {
        case .keyFromOtherLocale(let key, let missingIn, let used):
            .init(kind: "key_from_other_locale", key: key, used: used.identifier, missingIn: missingIn.identifier)
        case .unknownValue(let field, let value, let outcome):
            .init(kind: "unknown_value", field: field.description, value: value, outcome: outcome.description)
        case .notOffered(let field, let value, let among):
            .init(kind: "not_offered", field: field.description, value: value, among: among.description)
        case .described(let words): .init(kind: "described", words: words.rawValue)
        case .differs(let used, let value, let other, let otherValue):
            .init(kind: "differs", field: used.description, value: value, item: otherValue, minus: other.description)
        case .because(let reason, let words): .init(kind: "because", reason: reason, words: words.description)
        }
    }
}

extension RenderError: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let o = try ProvenanceObject<RenderError>.read(from: decoder)
        func locale() throws -> LanguageTag { try LanguageTag(o.needs(\.locale)) }
        switch o.kind {
        case "missing_key": self = .missingKey(try o.needs(\.key), locale: try locale())
        case "unformattable":
            self = .unformattable(key: try o.needs(\.key), locale: try locale(), reason: try o.needs(\.words))
        case "unshowable": self = .unshowable(reason: try o.needs(\.words))
        default: throw o.unknownKind(of: "render error")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws { try object.encode(to: encoder) }

    private var object: ProvenanceObject<RenderError> {
        switch self {
        case .missingKey(let key, let locale): .init(kind: "missing_key", key: key, locale: locale.identifier)
        case .unformattable(let key, let locale, let reason):
            .init(kind: "unformattable", words: reason, key: key, locale: locale.identifier)
        case .unshowable(let reason): .init(kind: "unshowable", words: reason)
        }
    }
}

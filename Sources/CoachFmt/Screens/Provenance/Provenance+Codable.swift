/// The JSON form of provenance, for front ends and tools that read a render without parsing its
/// prose: an object with a `kind` and the case's data (`{"kind": "null", "field": "today_quest"}`).
/// The prose sits beside it under `hidden`, `fallback` and `notes`.
private enum ProvenanceKey: String, CodingKey {
    case kind, field, value, endpoint, request, code, screen, violation, reason, by, words, of, key, what,
        status, then, used, outcome, among
    case missingIn = "missing_in"
    case item, minimum
}

extension HiddenReason: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ProvenanceKey.self)
        let kind = try c.decode(String.self, forKey: .kind)
        func string(_ key: ProvenanceKey) throws -> String { try c.decode(String.self, forKey: key) }
        switch kind {
        case "null": self = .null(field: try string(.field))
        case "empty": self = .empty(field: try string(.field))
        case "missing": self = .missing(field: try string(.field))
        case "negative": self = .negative(field: try string(.field))
        case "value": self = .value(field: try string(.field), is: try string(.value))
        case "no_response": self = .noResponse(try string(.endpoint))
        case "request_failed": self = .requestFailed(request: try string(.request), code: try string(.code))
        case "other_screen": self = .otherScreen(try string(.screen))
        case "invalid": self = .invalid(try c.decode(ContractViolation.self, forKey: .violation))
        case "replaced": self = .replaced(try c.decode(HiddenReason.self, forKey: .reason), by: try string(.by))
        case "rule": self = .rule(try string(.words))
        case "all": self = .all(try c.decode([HiddenReason].self, forKey: .of))
        case "lacks": self = .lacks(field: try string(.field), item: try string(.item))
        case "below":
            self = .below(field: try string(.field), value: try string(.value), minimum: try string(.minimum))
        case "not_offered":
            self = .notOffered(field: try string(.field), value: try string(.value), among: try string(.among))
        case "no_key": self = .noKey(try string(.key))
        case "online": self = .online
        case "offline": self = .offline
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c, debugDescription: "unknown hidden reason kind \"\(EchoedInput.bounded(kind))\"")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ProvenanceKey.self)
        switch self {
        case .null(let field):
            try c.encode("null", forKey: .kind)
            try c.encode(field, forKey: .field)
        case .empty(let field):
            try c.encode("empty", forKey: .kind)
            try c.encode(field, forKey: .field)
        case .missing(let field):
            try c.encode("missing", forKey: .kind)
            try c.encode(field, forKey: .field)
        case .negative(let field):
            try c.encode("negative", forKey: .kind)
            try c.encode(field, forKey: .field)
        case .value(let field, let value):
            try c.encode("value", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(value, forKey: .value)
        case .noResponse(let endpoint):
            try c.encode("no_response", forKey: .kind)
            try c.encode(endpoint, forKey: .endpoint)
        case .requestFailed(let request, let code):
            try c.encode("request_failed", forKey: .kind)
            try c.encode(request, forKey: .request)
            try c.encode(code, forKey: .code)
        case .otherScreen(let screen):
            try c.encode("other_screen", forKey: .kind)
            try c.encode(screen, forKey: .screen)
        case .invalid(let violation):
            try c.encode("invalid", forKey: .kind)
            try c.encode(violation, forKey: .violation)
        case .replaced(let reason, let by):
            try c.encode("replaced", forKey: .kind)
            try c.encode(reason, forKey: .reason)
            try c.encode(by, forKey: .by)
        case .rule(let words):
            try c.encode("rule", forKey: .kind)
            try c.encode(words, forKey: .words)
        case .all(let reasons):
            try c.encode("all", forKey: .kind)
            try c.encode(reasons, forKey: .of)
        case .lacks(let field, let item):
            try c.encode("lacks", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(item, forKey: .item)
        case .below(let field, let value, let minimum):
            try c.encode("below", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(value, forKey: .value)
            try c.encode(minimum, forKey: .minimum)
        case .notOffered(let field, let value, let among):
            try c.encode("not_offered", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(value, forKey: .value)
            try c.encode(among, forKey: .among)
        case .noKey(let key):
            try c.encode("no_key", forKey: .kind)
            try c.encode(key, forKey: .key)
        case .online:
            try c.encode("online", forKey: .kind)
        case .offline:
            try c.encode("offline", forKey: .kind)
        }
    }
}

extension Fallback: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ProvenanceKey.self)
        let kind = try c.decode(String.self, forKey: .kind)
        func string(_ key: ProvenanceKey) throws -> String { try c.decode(String.self, forKey: key) }
        switch kind {
        case "key": self = .key(try string(.key))
        case "hide": self = .hide(try c.decodeIfPresent(String.self, forKey: .what))
        case "omit": self = .omit(try string(.what))
        case "skeleton": self = .skeleton(loading: try c.decodeIfPresent(String.self, forKey: .endpoint))
        case "cached": self = .cached(fetchedAt: try c.decodeIfPresent(String.self, forKey: .value))
        case "value": self = .value(try string(.value))
        case "described": self = .described(try string(.words))
        case "because":
            self = .because(
                try c.decode(HiddenReason.self, forKey: .reason), try c.decode(Fallback.self, forKey: .then))
        case "status":
            self = .status(try c.decode(Int.self, forKey: .status), try c.decode(Fallback.self, forKey: .then))
        case "all": self = .all(try c.decode([Fallback].self, forKey: .of))
        case "field": self = .field(try string(.field))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c, debugDescription: "unknown fallback kind \"\(EchoedInput.bounded(kind))\"")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ProvenanceKey.self)
        switch self {
        case .key(let key):
            try c.encode("key", forKey: .kind)
            try c.encode(key, forKey: .key)
        case .hide(let what):
            try c.encode("hide", forKey: .kind)
            try c.encodeIfPresent(what, forKey: .what)
        case .omit(let what):
            try c.encode("omit", forKey: .kind)
            try c.encode(what, forKey: .what)
        case .skeleton(let endpoint):
            try c.encode("skeleton", forKey: .kind)
            try c.encodeIfPresent(endpoint, forKey: .endpoint)
        case .cached(let time):
            try c.encode("cached", forKey: .kind)
            try c.encodeIfPresent(time, forKey: .value)
        case .value(let value):
            try c.encode("value", forKey: .kind)
            try c.encode(value, forKey: .value)
        case .described(let words):
            try c.encode("described", forKey: .kind)
            try c.encode(words, forKey: .words)
        case .because(let reason, let fallback):
            try c.encode("because", forKey: .kind)
            try c.encode(reason, forKey: .reason)
            try c.encode(fallback, forKey: .then)
        case .status(let status, let fallback):
            try c.encode("status", forKey: .kind)
            try c.encode(status, forKey: .status)
            try c.encode(fallback, forKey: .then)
        case .all(let fallbacks):
            try c.encode("all", forKey: .kind)
            try c.encode(fallbacks, forKey: .of)
        case .field(let field):
            try c.encode("field", forKey: .kind)
            try c.encode(field, forKey: .field)
        }
    }
}

extension RenderNote: Codable {
    /// Decodes the object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ProvenanceKey.self)
        let kind = try c.decode(String.self, forKey: .kind)
        func string(_ key: ProvenanceKey) throws -> String { try c.decode(String.self, forKey: key) }
        switch kind {
        case "key_from_other_locale":
            self = .keyFromOtherLocale(
                key: try string(.key), missingIn: try string(.missingIn), used: try string(.used))
        case "unknown_value":
            self = .unknownValue(field: try string(.field), value: try string(.value), outcome: try string(.outcome))
        case "not_offered":
            self = .notOffered(field: try string(.field), value: try string(.value), among: try string(.among))
        case "described": self = .described(try string(.words))
        case "because": self = .because(try c.decode(HiddenReason.self, forKey: .reason), try string(.words))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c, debugDescription: "unknown note kind \"\(EchoedInput.bounded(kind))\"")
        }
    }

    /// `{"kind": …}` and the case's data.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ProvenanceKey.self)
        switch self {
        case .keyFromOtherLocale(let key, let missingIn, let used):
            try c.encode("key_from_other_locale", forKey: .kind)
            try c.encode(key, forKey: .key)
            try c.encode(missingIn, forKey: .missingIn)
            try c.encode(used, forKey: .used)
        case .unknownValue(let field, let value, let outcome):
            try c.encode("unknown_value", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(value, forKey: .value)
            try c.encode(outcome, forKey: .outcome)
        case .notOffered(let field, let value, let among):
            try c.encode("not_offered", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(value, forKey: .value)
            try c.encode(among, forKey: .among)
        case .described(let words):
            try c.encode("described", forKey: .kind)
            try c.encode(words, forKey: .words)
        case .because(let reason, let words):
            try c.encode("because", forKey: .kind)
            try c.encode(reason, forKey: .reason)
            try c.encode(words, forKey: .words)
        }
    }
}

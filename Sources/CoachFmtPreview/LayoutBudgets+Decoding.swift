import CoachFmt

/// The file's JSON shape. Unknown fields are refused, so that a misspelt `max_line` is an
/// error rather than a silently missing limit.
struct BudgetsDocument: Decodable {
    let kinds: [String: LayoutBudgets.Box]
    let rules: [LayoutBudgets.Rule]
    let defaultKind: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case about, phone, kinds, rules
        case defaultKind = "default"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try refuseUnknownKeys(decoder, allowed: CodingKeys.allCases)
        kinds = try container.decode([String: LayoutBudgets.Box].self, forKey: .kinds)
        rules = try container.decode([LayoutBudgets.Rule].self, forKey: .rules)
        defaultKind = try container.decode(String.self, forKey: .defaultKind)
    }
}

/// The fields a kind or a rule may set.
enum BoxField: String, CodingKey, CaseIterable {
    case id, key, kind, width
    case fontSize = "font_size"
    case lineHeight = "line_height"
    case weight
    case maxLines = "max_lines"
    case fixed, measure, why
}

extension LayoutBudgets.Box: Decodable {
    /// Reads the JSON shape `budgets.json` documents; unknown fields are refused.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: BoxField.self)
        try refuseUnknownKeys(
            decoder, allowed: [BoxField.width, .fontSize, .lineHeight, .weight, .maxLines, .fixed, .measure, .why])
        why = try container.decodeIfPresent(String.self, forKey: .why)
        measured = try container.decodeIfPresent(Bool.self, forKey: .measure) ?? true
        guard measured else {
            (width, fontSize, lineHeight, weight, maxLines, fixed) = (0, 0, 0, 400, nil, false)
            return
        }
        width = try container.decode(Int.self, forKey: .width)
        fontSize = try container.decode(Int.self, forKey: .fontSize)
        lineHeight = try container.decode(Int.self, forKey: .lineHeight)
        weight = try container.decodeIfPresent(Int.self, forKey: .weight) ?? 400
        // Required, so that "no limit" is always said, never assumed.
        guard container.contains(.maxLines) else {
            throw DecodingError.keyNotFound(
                BoxField.maxLines,
                .init(codingPath: container.codingPath, debugDescription: "max_lines is required (null for no limit)"))
        }
        maxLines = try container.decodeNil(forKey: .maxLines) ? nil : try container.decode(Int.self, forKey: .maxLines)
        fixed = try container.decodeIfPresent(Bool.self, forKey: .fixed) ?? false
    }
}

extension LayoutBudgets.Rule: Decodable {
    /// Reads the JSON shape `budgets.json` documents; unknown fields are refused.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: BoxField.self)
        try refuseUnknownKeys(
            decoder,
            allowed: [BoxField.id, .key, .kind, .width, .fontSize, .lineHeight, .weight, .maxLines, .fixed, .why])
        func pattern(_ field: BoxField) throws -> ElementPattern? {
            guard let text = try container.decodeIfPresent(String.self, forKey: field) else { return nil }
            do { return try ElementPattern.validated(text) } catch {
                let reason =
                    switch error {
                    case .emptySegment: "'\(EchoedInput.bounded(text))' has an empty segment"
                    case .tooLong(let bytes):
                        "a pattern of \(bytes) bytes is longer than the limit of \(ElementPattern.maximumBytes)"
                    }
                throw DecodingError.dataCorruptedError(forKey: field, in: container, debugDescription: reason)
            }
        }
        id = try pattern(.id)
        key = try pattern(.key)
        kind = try container.decode(String.self, forKey: .kind)
        why = try container.decodeIfPresent(String.self, forKey: .why)
        var overrides = LayoutBudgets.Overrides()
        overrides.width = try container.decodeIfPresent(Int.self, forKey: .width)
        overrides.fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize)
        overrides.lineHeight = try container.decodeIfPresent(Int.self, forKey: .lineHeight)
        overrides.weight = try container.decodeIfPresent(Int.self, forKey: .weight)
        if container.contains(.maxLines) {
            overrides.maxLines = .some(
                try container.decodeNil(forKey: .maxLines) ? nil : try container.decode(Int.self, forKey: .maxLines))
        }
        overrides.fixed = try container.decodeIfPresent(Bool.self, forKey: .fixed)
        self.overrides = overrides
    }
}

/// Any member name, to see the keys a typed container leaves out.
private struct AnyKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// Throws on the first member whose name is not one of `allowed`.
private func refuseUnknownKeys<Key: CodingKey>(_ decoder: any Decoder, allowed: [Key]) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let names = Set(allowed.map(\.stringValue))
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !names.contains($0) }) {
        throw DecodingError.dataCorruptedError(
            forKey: AnyKey(stringValue: unknown), in: container,
            debugDescription: "unknown field '\(unknown)' (known: \(names.sorted().joined(separator: ", ")))")
    }
}

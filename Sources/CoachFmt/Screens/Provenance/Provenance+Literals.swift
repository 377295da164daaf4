// Transitional: string literals still in the resolvers stand for rules in the table's words.
extension HiddenReason: ExpressibleByStringInterpolation {
    /// A rule in the table's words.
    public init(stringLiteral value: String) { self = .rule(value) }
}

extension Fallback: ExpressibleByStringInterpolation {
    /// A fallback in the table's words.
    public init(stringLiteral value: String) { self = .described(value) }
}

extension RenderNote: ExpressibleByStringInterpolation {
    /// A note in its own words.
    public init(stringLiteral value: String) { self = .described(value) }
}

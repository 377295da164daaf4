@testable import CoachFmt

/// A path written as a golden prints it (`"home.today_quest"`), for the expectations: the library
/// builds its paths from typed segments and never parses one from a literal.
extension JSONPath: ExpressibleByStringLiteral {
    /// The path `text` prints; a literal that is none stops the suite at its line.
    public init(stringLiteral text: String) {
        guard let path = JSONPath(text) else { fatalError("not a field path: \(text)") }
        self = path
    }
}

/// A budgets file that cannot be used, with the file and the place: `budgets.json: rules[3]: unknown kind 'chipp'`.
public struct LayoutBudgetsError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let message: String
    public var description: String { message.hasPrefix(file + ":") ? message : "\(file): \(message)" }
}

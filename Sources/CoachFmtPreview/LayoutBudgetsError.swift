/// A budgets file that cannot be used, with the file and the place: `budgets.json: rules[3]: unknown kind 'chipp'`.
package struct LayoutBudgetsError: Error, Sendable, CustomStringConvertible {
    /// The budgets file, as given.
    package let file: String
    /// What is wrong, and where in the file.
    package let message: String
    /// `budgets.json: rules[3]: unknown kind 'chipp'`
    package var description: String { message.hasPrefix(file + ":") ? message : "\(file): \(message)" }
}

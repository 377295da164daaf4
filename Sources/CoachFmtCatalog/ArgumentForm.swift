import CoachFmtFormatting

/// How one occurrence of a message argument is written: its ICU type and style or skeleton
/// (`number, ::sign-except-zero`, `date, ::MMMd`), so that a translation can be held to the
/// forms its source uses.
///
/// A style changes the value shown, not only its look: `::scale/1000000` shows 45 as
/// 45,000,000, `percent` as 4,500%, `spellout` and `ordinal` as words. A translation that adds
/// one says something other than its source (and than the spoken label, which reads the source's
/// value). Forms that show the plain value need no match: `{n}`, `{n, number}`, a select, and a
/// plural or choice without an offset (its `#` is the plain number); dropping a source's style
/// for one of them keeps the value (zh-Hans writes `{seconds, number} 秒` for en's unit skeleton).
struct ArgumentForm: Hashable, Sendable, CustomStringConvertible {
    /// ICU's type, lowercased as ICU matches it (`number`, `date`, `plural`).
    let type: String
    /// The style or skeleton, white space at its ends removed; a plural's `offset:N`.
    let style: String

    init(_ argument: MessageArgumentInfo) {
        type = argument.kind.lowercased()
        switch type {
        case "plural", "selectordinal":
            // By value, as the plural-offset rule compares: `offset:1` and `offset:1.0` are one form.
            let offset = argument.offsetValue.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" }
            style = offset == "0" ? "" : "offset:" + (offset ?? argument.offset)
        case "select", "choice", "none": style = ""
        default: style = argument.style.trimmingBlanks
        }
    }

    /// True for a plural or selectordinal.
    var isPlural: Bool { type == "plural" || type == "selectordinal" }

    /// True when the occurrence shows the argument's value as it is, in the locale's digits.
    var showsPlainValue: Bool {
        switch type {
        case "none", "select", "choice": true
        case "number", "plural", "selectordinal": style.isEmpty
        default: false
        }
    }

    /// `number, ::scale/1000000`, `plural`, `plain` (`{name}`).
    var description: String {
        type == "none" ? "plain" : style.isEmpty ? type : "\(type), \(style)"
    }

    /// Each argument's forms, in the order written, each form once.
    static func forms(_ arguments: [MessageArgumentInfo]) -> [String: [ArgumentForm]] {
        var forms: [String: [ArgumentForm]] = [:]
        for argument in arguments {
            let form = ArgumentForm(argument)
            if !(forms[argument.name]?.contains(form) ?? false) { forms[argument.name, default: []].append(form) }
        }
        return forms
    }

    /// `'number'`, or `'plural', 'number, ::sign-always'`.
    static func list(_ forms: [ArgumentForm]) -> String {
        forms.isEmpty ? "none" : forms.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension String {
    /// The string without white space at either end.
    fileprivate var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}

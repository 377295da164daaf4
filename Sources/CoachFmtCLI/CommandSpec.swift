/// A command as it is declared once: its summary, and the forms it is called in, each form with
/// its positional arguments and its options, each option with its one-line help.
///
/// The parser accepts exactly the options of a form (``ParsedArguments/init(_:options:)``), or
/// those of all its forms for a command that parses before it knows the form (`render`), and
/// `coach-fmt --help`, `coach-fmt help COMMAND` and the usage line after a usage error are
/// printed from the same declaration (``Usage``), so that they cannot disagree.
struct CommandSpec: Sendable {
    /// One option: `--name VALUE`, a repeatable `--name VALUE ...`, or a flag `--name`.
    struct Option: Sendable, Equatable {
        /// The name without its dashes: `locale`.
        let name: OptionName
        /// What help calls the value (`TAG`, `text|json`); nil for a flag.
        let value: String?
        /// Whether the option may be given more than once, each value kept in order.
        let repeatable: Bool
        /// One line for `coach-fmt help COMMAND`.
        let help: String

        static func value(_ name: OptionName, _ value: String, repeatable: Bool = false, help: String) -> Option {
            Option(name: name, value: value, repeatable: repeatable, help: help)
        }

        static func flag(_ name: OptionName, help: String) -> Option {
            Option(name: name, value: nil, repeatable: false, help: help)
        }

        /// `--locale TAG`, `--locale TAG ...` or `--strict`, as usage lines and help show it.
        var synopsis: String { "--" + name.rawValue + (value.map { " " + $0 } ?? "") + (repeatable ? " ..." : "") }
    }

    /// One way of calling a command: one usage line, one set of options the parser accepts.
    struct Form: Sendable {
        /// The words after the command's name that select the form (`date` in `format date`).
        let words: [String]
        /// The positional arguments as help names them: `FILE...`, `[NAME=VALUE ...]`.
        let arguments: [String]
        /// Options the form needs, shown first and without brackets.
        let required: [Option]
        /// Options the form may take, shown in brackets.
        let optional: [Option]

        init(_ words: [String] = [], arguments: [String] = [], required: [Option] = [], optional: [Option] = []) {
            self.words = words
            self.arguments = arguments
            self.required = required
            self.optional = optional
        }

        /// Every option the parser accepts for this form.
        var options: [Option] { required + optional }
    }

    /// The first word after `coach-fmt`.
    let name: String
    /// What the command does, the first paragraph of its help.
    let summary: String
    /// Its forms, in the order help lists them; the first is the usage line when the form is unknown.
    let forms: [Form]

    /// The usage line of one form: `coach-fmt format date VALUE --skeleton SKELETON --locale TAG [--time-zone IANA]`.
    func usage(_ form: Form) -> String {
        let words = ["coach-fmt", name] + form.words + form.arguments
        return (words + form.required.map(\.synopsis) + form.optional.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }

    /// Every form's usage line, in order.
    var usageLines: [String] { forms.map(usage) }

    /// The form selected by its first word (`date` for `format date`).
    func form(_ word: String) -> Form? { forms.first { $0.words.first == word } }

    /// Every option of every form once, in the order of first use: the command's OPTIONS.
    var options: [Option] {
        var options: [Option] = []
        for option in forms.flatMap(\.options) where !options.contains(option) { options.append(option) }
        return options
    }
}

/// An option's name without its dashes: the one list that the declarations and the commands'
/// reads share, so that a misspelt name does not compile.
enum OptionName: String, Sendable, Hashable, CaseIterable {
    case all, budgets, catalog, format, locale, now, out, overlay, quiet, screen, skeleton, strict
    case fetchedIn = "fetched-in"
    case timeZone = "time-zone"
}

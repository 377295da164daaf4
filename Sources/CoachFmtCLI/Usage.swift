/// Help text: an overview, per-command help and the usage line shown after an error.
enum Usage {
    static let commands: [(name: String, usage: [String], summary: String)] = [
        (
            "format",
            [
                "coach-fmt format initials NAME [--locale TAG]",
                "coach-fmt format date VALUE --skeleton SKELETON --locale TAG [--time-zone IANA]",
                "coach-fmt format interval START END --skeleton SKELETON --locale TAG [--time-zone IANA]",
                "coach-fmt format plural NUMBER --locale TAG",
                "coach-fmt format number NUMBER --locale TAG [--skeleton ICU_NUMBER_SKELETON]",
                "coach-fmt format endonym TAG [--locale UI_TAG]",
                "coach-fmt format duration MILLISECONDS",
                "coach-fmt format eta MILLISECONDS --locale TAG",
                "coach-fmt format read-time SECONDS --locale TAG",
                "coach-fmt format message PATTERN [NAME=VALUE ...] --locale TAG [--time-zone IANA]",
            ],
            "Format one value with ICU and print one line. With --locale en-XA, a message's literal text is pseudo-localized; numbers, dates and plural rules are en's."
        ),
        (
            "locale", ["coach-fmt locale negotiate TAG..."],
            "Print the UI locale (en, zh-Hans, or the pseudo-locale en-XA, which only en-XA gets) chosen for a priority list."
        ),
        (
            "render",
            [
                "coach-fmt render FILE... --locale TAG [--screen SECTION] [--now ISO-8601] [--time-zone IANA] [--format text|json] [--strict]",
                "coach-fmt render STATE --locale TAG [--format text|json]",
                "coach-fmt render --all [--locale TAG] [--format text|json]",
            ],
            "Render every string of a screen from API files (NAME=PATH or a file named after its endpoint) or from an example state in index.json. --locale en-XA renders the pseudo-locale; --all without --locale renders en and zh-Hans. A field that breaks the contract degrades only the elements that read it: the full render is printed, one line per violation (file: path: message) goes to stderr, and the exit status is 1; --strict refuses the file at its first violation instead."
        ),
        (
            "preview", ["coach-fmt preview --out DIR [--locale TAG ...] [--catalog DIR] [--budgets FILE]"],
            "Write a static HTML preview to DIR: index.html lists every example state in the order of user-flows.md, and each state's page shows its elements at a 375 px phone's width in one column per locale (default: en, zh-Hans, and en-XA when this build has it), each text in its box from Resources/layout/budgets.json. No network; tools/check_budgets.py measures the boxes in Chromium."
        ),
        (
            "check", ["coach-fmt check [--catalog DIR] [--quiet]"],
            "Validate the copy catalog (built-in, or en.json and zh-Hans.json in DIR, with DIR's glossary.json and style.json if it has them): keys, ICU syntax, arguments, plurals, the copy style and the glossary; one line per problem, exit 1 on errors."
        ),
        (
            "export", ["coach-fmt export xliff --locale TAG [--catalog DIR] [--out FILE]"],
            "Write a locale's copy as XLIFF 2.0 for translators (stdout unless --out): one unit per key, the en note, state final, translated, or initial when the en value changed since the translation."
        ),
        (
            "import", ["coach-fmt import xliff FILE --catalog DIR"],
            "Merge a translated XLIFF 2.0 file into DIR/<trgLang>.json. Targets are checked like 'coach-fmt check'; any broken target refuses the whole file (exit 1) and the catalog stays unchanged."
        ),
    ]

    static var overview: String {
        var text = "coach-fmt: localized strings for the speaking-coach app's screens, built on ICU.\n\nUSAGE:\n"
        for command in commands { text += command.usage.map { "  \($0)\n" }.joined() }
        text += "  coach-fmt --version\n\nSee 'coach-fmt help COMMAND' for one command.\n"
        return text
    }

    static func help(for topic: String?) throws(UsageError) -> String {
        guard let topic else { return overview }
        guard let command = commands.first(where: { $0.name == topic }) else { throw .unknownCommand(topic) }
        return command.summary + "\n\nUSAGE:\n" + command.usage.map { "  \($0)\n" }.joined()
    }

    /// The usage line for what the user was calling (the matching `format` kind when known).
    static func line(for topic: String?, _ rest: [String]) -> String {
        guard let topic, let command = commands.first(where: { $0.name == topic }) else {
            return "Usage: coach-fmt COMMAND ...\n"
        }
        let specific = rest.first.flatMap { kind in
            command.usage.first { $0.hasPrefix("coach-fmt \(topic) \(kind) ") || $0 == "coach-fmt \(topic) \(kind)" }
        }
        return "Usage: " + (specific ?? command.usage[0]) + "\n"
    }
}

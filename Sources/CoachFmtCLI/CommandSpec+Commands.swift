/// Every command of `coach-fmt`, in the order `coach-fmt --help` lists them.
extension CommandSpec {
    static let all: [CommandSpec] = [format, locale, render, preview, check, export, `import`]

    /// The command named `name`.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    static let format: CommandSpec = {
        let locale = Option.value(.locale, "TAG", help: "The locale: a BCP 47 tag such as en, zh-Hans or en-XA.")
        let skeleton = Option.value(.skeleton, "SKELETON", help: "An ICU date skeleton such as yMMMd or MMMEd.")
        let timeZone = Option.value(.timeZone, "IANA", help: "The IANA time zone of an instant (default UTC).")
        let numberSkeleton = Option.value(
            .skeleton, "ICU_NUMBER_SKELETON", help: "An ICU number skeleton such as sign-always (default: none).")
        let uiLocale = Option.value(
            .locale, "UI_TAG", help: "The UI language to name TAG in (default: TAG's own language).")
        return CommandSpec(
            name: "format",
            summary:
                "Format one value with ICU and print one line. With --locale en-XA, a message's literal text is pseudo-localized; numbers, dates and plural rules are en's. A message's NAME=VALUE is a number, a date written date:ISO-8601 with its zone (when=date:2026-10-17T08:00:00Z, for {when, date, ::MMMEd}), or text.",
            forms: [
                Form(["initials"], arguments: ["NAME"], optional: [locale]),
                Form(["date"], arguments: ["VALUE"], required: [skeleton, locale], optional: [timeZone]),
                Form(["interval"], arguments: ["START", "END"], required: [skeleton, locale], optional: [timeZone]),
                Form(["plural"], arguments: ["NUMBER"], required: [locale]),
                Form(["number"], arguments: ["NUMBER"], required: [locale], optional: [numberSkeleton]),
                Form(["endonym"], arguments: ["TAG"], optional: [uiLocale]),
                Form(["duration"], arguments: ["MILLISECONDS"]),
                Form(["eta"], arguments: ["MILLISECONDS"], required: [locale]),
                Form(["read-time"], arguments: ["SECONDS"], required: [locale]),
                Form(
                    ["message"], arguments: ["PATTERN", "[NAME=VALUE ...]"], required: [locale], optional: [timeZone]),
            ])
    }()

    static let locale = CommandSpec(
        name: "locale",
        summary:
            "Print the UI locale (en, zh-Hans, or the pseudo-locale en-XA, which only en-XA gets) chosen for a priority list.",
        forms: [Form(["negotiate"], arguments: ["TAG..."])])

    static let render: CommandSpec = {
        let locale = Option.value(
            .locale, "TAG",
            help: "The UI locale (en, zh-Hans, en-XA; other tags are negotiated); with --all, only this one.")
        let screen = Option.value(
            .screen, "SECTION", help: "The screen the files are for, when they do not tell it (home, growth, ...).")
        let now = Option.value(
            .now, "ISO-8601", help: "The instant to render FILE... at (default: the machine's clock).")
        let timeZone = Option.value(
            .timeZone, "IANA",
            help:
                "The IANA time zone to render FILE... in (default: the machine's zone: TZ when set, which must then name an IANA zone, else /etc/localtime)."
        )
        let format = Option.value(.format, "text|json", help: "Print text (the default) or JSON.")
        let catalog = Option.value(
            .catalog, "DIR",
            help: "Take the copy from en.json and zh-Hans.json in DIR instead of the built-in catalog.")
        let strict = Option.flag(
            .strict, help: "Refuse a FILE at its first contract violation instead of rendering around it.")
        let all = Option.flag(.all, help: "Render every example state of index.json.")
        let overlay = Option.value(
            .overlay, "FILE",
            help:
                "Lay a catalog overlay for the render's locale over the copy (en for en-XA); its problems go to stderr."
        )
        let fetchedIn = Option.value(
            .fetchedIn, "TAGS",
            help:
                "The UI locale the responses were fetched in (their Accept-Language), for all of them or per endpoint (home=en,me=en), when not --locale: their strings are marked stale."
        )
        return CommandSpec(
            name: "render",
            summary:
                "Render every string of a screen from API files (NAME=PATH or a file named after its endpoint) or from an example state in index.json. --locale en-XA renders the pseudo-locale; --all without --locale renders en and zh-Hans. A field that breaks the contract degrades only the elements that read it: the full render is printed, one line per violation (file: path: message; alike broken items at consecutive indices of one list as one line) goes to stderr, and the exit status is 1; --strict refuses the file at its first violation instead.",
            forms: [
                Form(
                    arguments: ["FILE..."], required: [locale],
                    optional: [screen, now, timeZone, format, catalog, overlay, strict, fetchedIn]),
                Form(arguments: ["STATE"], required: [locale], optional: [format, catalog, overlay, fetchedIn]),
                Form(required: [all], optional: [locale, format, catalog]),
            ])
    }()

    static let preview: CommandSpec = {
        let out = Option.value(.out, "DIR", help: "The folder to write the site into.")
        let locale = Option.value(
            .locale, "TAG", repeatable: true, help: "A column's locale; repeat it for more columns.")
        let catalog = Option.value(
            .catalog, "DIR",
            help:
                "Take the copy from DIR instead of the built-in catalog; with STATE or FILE..., its columns stand beside the built-in copy's."
        )
        let budgets = Option.value(
            .budgets, "FILE", help: "Take the text boxes from FILE instead of the built-in budgets.")
        let overlay = Option.value(
            .overlay, "FILE",
            help:
                "Lay a catalog overlay over each column's copy (en's for en-XA); its columns stand beside the built-in copy's, and its problems go to stderr."
        )
        let render = Dictionary(uniqueKeysWithValues: CommandSpec.render.options.map { ($0.name, $0) })
        let fromRender = [OptionName.fetchedIn, .screen, .now, .timeZone, .strict].compactMap { render[$0] }
        return CommandSpec(
            name: "preview",
            summary:
                "Write a static HTML preview to DIR: index.html lists every example state in the order of user-flows.md with its problems (budget overflows, fallbacks, violations, stale strings, errors), and each state's page draws its elements at a 375 px phone's width, one row per element and one column per locale (default: en, zh-Hans, and en-XA when this build has it), each text in its box from Resources/layout/budgets.json. With a STATE or FILE... as render takes them, the site is that one screen, a draft's columns (--catalog, --overlay) beside the built-in copy's. No network; tools/check_budgets.py measures the boxes in Chromium.",
            forms: [
                Form(required: [out], optional: [locale, catalog, budgets]),
                Form(
                    arguments: ["STATE"], required: [out],
                    optional: [locale, catalog, overlay, budgets] + fromRender.prefix(1)),
                Form(
                    arguments: ["FILE..."], required: [out], optional: [locale, catalog, overlay, budgets] + fromRender),
            ])
    }()

    static let check = CommandSpec(
        name: "check",
        summary:
            "Validate the copy catalog (built-in, or en.json and zh-Hans.json in DIR, with DIR's glossary.json and style.json if it has them): keys, ICU syntax, arguments, plurals, the copy style and the glossary; one line per problem, exit 1 on errors.",
        forms: [
            Form(optional: [
                .value(.catalog, "DIR", help: "Check the catalog in DIR instead of the built-in one."),
                .flag(.quiet, help: "Print errors only, not warnings."),
            ])
        ])

    static let export = CommandSpec(
        name: "export",
        summary:
            "Write a locale's copy as XLIFF 2.0 for translators (stdout unless --out): one unit per key, the en note, state final, translated, or initial when the en value changed since the translation.",
        forms: [
            Form(
                ["xliff"], required: [.value(.locale, "TAG", help: "The translated locale to export (zh-Hans).")],
                optional: [
                    .value(.catalog, "DIR", help: "Export the catalog in DIR instead of the built-in one."),
                    .value(.out, "FILE", help: "Write the XLIFF to FILE and print a count of units by state."),
                ])
        ])

    static let `import` = CommandSpec(
        name: "import",
        summary:
            "Merge a translated XLIFF 2.0 file into DIR/<trgLang>.json. Targets are checked like 'coach-fmt check'; any broken target refuses the whole file (exit 1) and the catalog stays unchanged.",
        forms: [
            Form(
                ["xliff"], arguments: ["FILE"],
                required: [.value(.catalog, "DIR", help: "The catalog folder to merge into.")])
        ])
}

import CoachFmtContract
import CoachFmtFormatting

/// The style rules applied to catalog messages.
///
/// A message is checked as ICU formats it, not as it is written: every branch of every plural
/// and select (one value per selector: `=0` → 0, `one` → 1, `other` → 12), with each argument
/// replaced by the sample of its class (style.json: `12` for a number, `10月17日` for a date,
/// `技巧` for a UI string, a marked `Xy` for any script). So `已于 {date}结束` is checked as
/// `已于 10月17日结束`, and `第{n, number}天` fails as `第12天`. This needs no second parser of
/// MessageFormat: ICU's own parse (`MessageFormat.describe`) names the arguments and their
/// selectors, and ICU's own formatting lays out the text.
extension CopyStyle {
    /// 2026-10-17T08:30:00Z, for arguments of ICU type date or time.
    static let sampleInstant = 1_792_225_800_000.0
    /// A message has at most this many branch combinations checked.
    static let maximumCombinations = 64

    /// What one catalog message breaks, in any branch, and whether its first branch ends in
    /// sentence punctuation (for ``siblingViolations(endings:)``); nil when it does not format.
    func check(message pattern: String, key: String, locale: LanguageTag, isSource: Bool) -> (
        violations: [Violation], endsInPunctuation: Bool?
    ) {
        guard let arguments = try? MessageFormat.describe(pattern),
            let format = try? MessageFormat(pattern, locale: locale)
        else { return ([], nil) }
        var violations: [Violation] = []
        if pattern.contains("sign-always") {
            violations.append(
                Violation(
                    rule: .styleSignedZero,
                    message: "sign-always writes “+0” where nothing changed: use the skeleton sign-except-zero"))
        }
        if let labelValue = labelValue(pattern: pattern, key: key) { violations.append(labelValue) }
        // Each name's candidate values: every selector of a plural or select, else one sample.
        var order: [String] = []
        var choices: [String: [MessageValue]] = [:]
        var anyScript: [String] = []
        for argument in arguments {
            let branching = ["plural", "selectordinal", "select"].contains(argument.kind)
            if choices[argument.name] != nil && !branching { continue }
            if choices[argument.name] == nil { order.append(argument.name) }
            switch argument.kind {
            case "plural", "selectordinal":
                choices[argument.name] = argument.selectors.map(Self.number(for:))
            case "select":
                choices[argument.name] = argument.selectors.map { .string($0) }
            case "date", "time":
                choices[argument.name] = [.date(Self.sampleInstant)]
            case "none":
                var argumentClass = argumentNames[argument.name]
                if argumentClass == nil {
                    if isSource {
                        violations.append(
                            Violation(
                                rule: .styleArgumentClass,
                                message:
                                    "{\(argument.name)} has no class in style.json (number, date, ui or any), so its spacing cannot be checked"
                            ))
                    }
                    argumentClass = .any
                }
                let sample = samples[argumentClass!]?[locale.identifier] ?? samples[argumentClass!]?["en"] ?? "12"
                if argumentClass == .any, anyScript.count < 0xFF {
                    let mark = Unicode.Scalar(0xE000 + UInt32(anyScript.count))!
                    anyScript.append(argument.name)
                    choices[argument.name] = [.string("\(Character(mark))\(sample)\u{E100}")]
                } else {
                    choices[argument.name] = [.string(sample)]
                }
            default:
                choices[argument.name] = [.integer(12)]
            }
        }
        let kind = kind(ofKey: key)
        var ending: Bool?
        var combination = 0
        var total = 1
        for name in order { total = min(total * max(choices[name]!.count, 1), Self.maximumCombinations) }
        while combination < total {
            var values: [String: MessageValue] = [:]
            var rest = combination
            for name in order {
                let options = choices[name]!
                guard !options.isEmpty else { continue }
                values[name] = options[rest % options.count]
                rest /= options.count
            }
            combination += 1
            guard let text = try? format.format(values) else { continue }
            let sample = Sample(formatted: text, names: anyScript)
            if ending == nil { ending = sample.endsInPunctuation }
            violations += check(sample, locale: locale, kind: kind, key: key)
        }
        var seen: Set<Violation> = []
        return (violations.filter { seen.insert($0).inserted }, ending)
    }

    /// A value that selects a plural branch: `=3` → 3, `one` → 1, `other` → 12.
    static func number(for selector: String) -> MessageValue {
        if selector.hasPrefix("="), let value = Int(selector.dropFirst()) { return .integer(value) }
        switch selector {
        case "zero": return .integer(0)
        case "one": return .integer(1)
        case "two": return .integer(2)
        case "few": return .integer(3)
        case "many": return .integer(11)
        default: return .integer(12)
        }
    }

    /// The sibling groups of ``siblingViolations(endings:)`` that `key` is in:
    /// `complete.subline.*`, and `library.empty.*.body` where the last segment gave the kind.
    func siblingGroups(of key: String) -> [String] {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.count > 1 else { return [] }
        var groups = [segments.dropLast().joined(separator: ".") + ".*"]
        if let match = kindMatch(ofKey: key), match.segment == segments.count - 1, segments.count > 2 {
            var wild = segments
            wild[segments.count - 2] = "*"
            groups.append(wild.joined(separator: "."))
        }
        return groups
    }

    /// `style.sibling-endings`: sentences whose keys differ only in the last segment
    /// (`complete.subline.*`), or only in the one before a last segment that gave the kind
    /// (`library.empty.*.body`), all end in sentence punctuation or none does. The minority is
    /// reported (on a tie, the ones without punctuation), each key once.
    func siblingViolations(endings: [String: Bool]) -> [(key: String, violation: Violation)] {
        var groups: [String: [String]] = [:]
        for key in endings.keys.sorted() {
            for group in siblingGroups(of: key) { groups[group, default: []].append(key) }
        }
        var reported: Set<String> = []
        var found: [(String, Violation)] = []
        for group in groups.keys.sorted() {
            let keys = groups[group]!
            let punctuated = keys.filter { endings[$0]! }
            guard !punctuated.isEmpty, punctuated.count < keys.count else { continue }
            let majority = punctuated.count * 2 >= keys.count
            for key in keys where endings[key]! != majority && !reported.contains(key) {
                reported.insert(key)
                let siblings = keys.filter { endings[$0]! == majority }
                let named = siblings.prefix(3).joined(separator: ", ") + (siblings.count > 3 ? ", …" : "")
                found.append(
                    (
                        key,
                        Violation(
                            rule: .styleSiblingEndings,
                            message:
                                "ends \(majority ? "without" : "in") sentence punctuation, unlike its siblings (\(group)): \(named)"
                        )
                    ))
            }
        }
        return found
    }
}

extension CopyStyle {
    /// A string being checked, as Unicode scalars, with the ranges that an argument of any
    /// script filled (their text is a sample, so the spacing rules skip it).
    struct Sample {
        let scalars: [Unicode.Scalar]
        /// Per scalar, the name of the any-script argument that wrote it.
        let argument: [String?]
        let anyScriptRegions: [(name: String, range: Range<Int>)]

        var text: String { String(String.UnicodeScalarView(scalars)) }

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            argument = Array(repeating: nil, count: scalars.count)
            anyScriptRegions = []
        }

        /// Text formatted with marked samples: U+E000 + n opens the n-th name, U+E100 closes it.
        init(formatted: String, names: [String]) {
            var scalars: [Unicode.Scalar] = []
            var argument: [String?] = []
            var regions: [(String, Range<Int>)] = []
            var open: (name: String, start: Int)?
            for scalar in formatted.unicodeScalars {
                if (0xE000..<0xE100).contains(scalar.value), Int(scalar.value - 0xE000) < names.count {
                    open = (names[Int(scalar.value - 0xE000)], scalars.count)
                } else if scalar.value == 0xE100, let region = open {
                    regions.append((region.name, region.start..<scalars.count))
                    open = nil
                } else {
                    scalars.append(scalar)
                    argument.append(open?.name)
                }
            }
            self.scalars = scalars
            self.argument = argument
            anyScriptRegions = regions
        }

        /// Ends in `. ! ? …` or `。！？`, closing quotes and brackets aside.
        var endsInPunctuation: Bool {
            let closing = Set("”’\"')）》」".unicodeScalars)
            guard let last = scalars.last(where: { !CopyStyle.isSpace($0) && !closing.contains($0) }) else {
                return false
            }
            return ".!?…。！？".unicodeScalars.contains(last)
        }

        /// A broken rule, its message ending in the excerpt around the scalars from..<to.
        func violation(_ rule: CatalogRule, _ what: String, excerpting from: Int, _ to: Int) -> Violation {
            Violation(rule: rule, message: what + ": " + excerpt(from, to))
        }

        /// `“已于11月2…”`: the scalars from..<to with up to three on each side, quoted as every
        /// input is (``EchoedInput/bounded(_:)``: marks for the invisible ones, at most 120 bytes).
        func excerpt(_ from: Int, _ to: Int) -> String {
            let low = max(0, from - 3)
            let high = min(scalars.count, max(to, from) + 3)
            guard low < high else { return "“”" }
            let middle = EchoedInput.bounded(String(String.UnicodeScalarView(scalars[low..<high])))
            return "“" + (low > 0 ? "…" : "") + middle + (high < scalars.count ? "…" : "") + "”"
        }
    }
}

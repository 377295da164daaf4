import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Every number of every example state, API files and local state alike, set in turn to the
/// values that break arithmetic (the Int64 extremes, 2^31 and 2^53 either side, the floating
/// extremes), rendered through the Swift API in both catalog locales. A render must not trap,
/// must lose no element, and must show no number that is not the input: every new number in a
/// changed text is the input (or a rounding or difference of it the screen documents), or the
/// element is hidden, or falls back, naming why.
@Suite struct ExtremeValueMutationTests {
    static let integerExtremes = [
        "-9223372036854775808", "-9223372036854775807", "-9007199254740993", "-2147483649", "-1", "0", "2147483648",
        "9007199254740993", "9223372036854775807",
    ]
    static let floatingExtremes = ["1e308", "-1e308", "-0.0", "4.9e-324"]

    /// A JSON number token is an integer field's when it has no fraction and no exponent.
    static func isInteger(_ token: String) -> Bool { !token.contains { $0 == "." || $0 == "e" || $0 == "E" } }

    static let stateIDs: [String] = (try? ExampleIndex.builtIn().states.map(\.id)) ?? []

    /// The states whose screens compute on durations, minimums, days and deltas, tried on every
    /// `swift test`; all states with `COACH_FMT_EXTREMES=all` (about 55,000 renders, minutes in a
    /// debug build), a step of its own in CI.
    static let arithmeticStateIDs = [
        "record/record--recording", "diagnostic/diag-record--recording", "paywall/paywall--default",
        "complete/complete--improved", "processing/processing--long-wait", "growth/growth--partial",
    ]
    static let triesAll = ProcessInfo.processInfo.environment["COACH_FMT_EXTREMES"] == "all"

    @Test func theStatesTriedExist() {
        #expect(Self.stateIDs.count > 80)
        #expect(Set(Self.arithmeticStateIDs).isSubset(of: Self.stateIDs))
    }

    @Test(arguments: arithmeticStateIDs)
    func extremeNumbersRenderExactlyOrDegrade(_ id: String) throws {
        try Self.tryExtremes(id)
    }

    @Test(
        .enabled(if: triesAll, "every state: COACH_FMT_EXTREMES=all"),
        arguments: stateIDs.filter { !arithmeticStateIDs.contains($0) })
    func extremeNumbersRenderExactlyOrDegradeInEveryState(_ id: String) throws {
        try Self.tryExtremes(id)
    }

    static func tryExtremes(_ id: String) throws {
        let started = ContinuousClock.now
        let state = try #require(try ExampleIndex.builtIn().state(id))
        var problems: [String] = []
        var renders = 0
        for locale in LocaleNegotiation.catalogLocales {
            let files = try state.files.sorted { $0.key < $1.key }.map { name, file in
                let text = try #require(EmbeddedResources.text("examples/\(locale.identifier)/\(file)"))
                return (endpoint: try #require(Endpoint(rawValue: name)), file: file, bytes: Array(text.utf8))
            }
            // The other files decoded once per mutated file: only the mutated one is decoded per value.
            func inputs(without index: Int?) throws -> ScreenInputs {
                var inputs = ScreenInputs()
                for (position, entry) in files.enumerated() where position != index {
                    try inputs.add(
                        entry.endpoint, bytes: entry.bytes, file: "\(locale.identifier)/\(entry.file)", mode: .tolerant)
                }
                return inputs
            }
            func render(_ inputs: ScreenInputs) -> RenderedScreen {
                ScreenRenderer.render(
                    state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
            }
            let reference = render(try inputs(without: nil))
            // Every integer the state's inputs hold, and each list's total (the XP lines' sum): a
            // difference of the input and one of them (a remaining time, an ability change, the XP
            // the daily cap kept) is a number the screen may show.
            var others: Set<Int> = []
            let trees = try files.map { try JSONParser.parse($0.bytes) }
            for tree in trees {
                var totals: [String: Int] = [:]
                for case (let path, .number(let token)) in MutationTests.paths(tree) {
                    guard let value = Int(token) else { continue }
                    others.insert(value)
                    guard path.contains(where: { if case .index = $0 { true } else { false } }) else { continue }
                    let list = NullServerStringTests.pattern(path)
                    let (sum, overflow) = totals[list, default: 0].addingReportingOverflow(value)
                    if !overflow { totals[list] = sum }
                }
                others.formUnion(totals.values)
            }
            for (index, tree) in trees.enumerated() {
                let base = try inputs(without: index)
                for case (let path, .number(let token)) in MutationTests.paths(tree) {
                    let field = MutationTests.pathText(files[index].endpoint.rawValue, path)
                    let extremes = Self.isInteger(token) ? Self.integerExtremes : Self.floatingExtremes
                    for extreme in extremes where extreme != token {
                        let text = MutationTests.replacing(tree, at: path[...], with: .number(extreme)).compactText
                        let mutated: RenderedScreen
                        do {
                            var inputs = base
                            try inputs.add(
                                files[index].endpoint, bytes: Array(text.utf8),
                                file: "\(locale.identifier)/\(files[index].file)", mode: .tolerant)
                            mutated = render(inputs)
                        } catch {
                            problems.append("\(locale) \(field)=\(extreme): refused whole: \(error)")
                            continue
                        }
                        renders += 1
                        problems += Self.problems(
                            section: state.section, reference: reference, mutated: mutated, field: field,
                            value: extreme, others: others, locale: locale
                        ).map { "\(locale) \(field)=\(extreme): \($0)" }
                    }
                }
            }
        }
        print("extremes: \(id): \(renders) renders in \(ContinuousClock.now - started)")
        #expect(
            problems.isEmpty,
            "\(id): \(problems.count) problems in \(renders) renders:\n\(problems.prefix(30).joined(separator: "\n"))")
    }

    // MARK: The checks

    /// What is wrong with one mutated render, against the render of the untouched inputs.
    static func problems(
        section: ScreenSection, reference: RenderedScreen, mutated: RenderedScreen, field: String, value: String,
        others: Set<Int>, locale: LanguageTag
    ) -> [String] {
        var problems: [String] = []
        // No element lost: a field that decides which sub-screen shows may switch it, and then
        // every element is marked with the violation.
        let present = Set(mutated.elements.map(\.id))
        let switched =
            !ScreenRenderer.stateViolations(section, mutated.violations).isEmpty
            && mutated.elements.allSatisfy { !$0.violationGroups.isEmpty }
        for element in reference.elements where element.isShown && !present.contains(element.id) && !switched {
            problems.append("\(element.id) lost")
        }
        func shows(_ screen: RenderedScreen) -> Bool {
            screen.elements.contains {
                if case .hidden = $0.content { false } else { $0.looks != [.style(.skeleton)] }
            }
        }
        if section != .global, shows(reference), !shows(mutated) { problems.append("every element hidden") }
        let allowed = { (number: String) in isAllowed(number, token: value, others: others, locale: locale) }
        let before = Dictionary(reference.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for element in mutated.elements {
            problems += changes(element, before[element.id], field: field, allowed: allowed, inherited: false)
        }
        return problems
    }

    /// The problems of one element and its parts: a newly hidden one must name the field, a
    /// changed text may show only allowed new numbers, unless the element reads a violation
    /// or a new fallback fired (both declared degradations).
    static func changes(
        _ element: RenderedElement, _ before: RenderedElement?, field: String, allowed: (String) -> Bool,
        inherited: Bool, sources: [String] = []
    ) -> [String] {
        guard element != before else { return [] }
        let declared =
            inherited || !element.violationGroups.isEmpty
            || (element.fallback != nil && element.fallback != before?.fallback)
        var problems: [String] = []
        let sources = sources + element.sources
        if case .hidden(let reason) = element.content {
            // Hidden for a typed reason: one that names the field, or one on an element that
            // declares it reads the field (a comparison or a rule names the other side).
            if before?.isShown ?? true, !declared, !names(reason, field), !reads(sources, field) {
                problems.append("\(element.label) hidden without naming the field: \(reason)")
            }
        } else if !declared {
            let old = numbers(in: [before?.text, before?.accessibilityLabel, before?.label].compactMap { $0 })
            var new = numbers(in: [element.text, element.accessibilityLabel, element.label].compactMap { $0 })
            for number in old {
                if let at = new.firstIndex(of: number) { new.remove(at: at) }
            }
            for number in new where !allowed(number) {
                problems.append(
                    "\(element.label) shows \(number): \(element.text ?? "") ⟨\(element.accessibilityLabel ?? "")⟩")
            }
        }
        let parts = Dictionary(before?.parts.map { ($0.label, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        for part in element.parts {
            problems += changes(
                part, parts[part.label], field: field, allowed: allowed, inherited: declared, sources: sources)
        }
        return problems
    }

    /// Whether a reason names the mutated field: its path, or its last member (a reason may
    /// name a product's `trial_days` by the product's id).
    static func names(_ reason: HiddenReason, _ field: String) -> Bool {
        let plain = field.replacing(/\[\d+\]/, with: "")
        let leaf = plain.split(separator: ".").last.map(String.init) ?? plain
        return reason.fields.map(\.description).contains {
            $0 == field || $0.replacing(/\[[^\]]*\]/, with: "") == plain || $0.contains(leaf)
        }
    }

    /// Whether an element's sources name the field, or an object or list that holds it
    /// (`storekit[id].subscriptionPeriod` holds `storekit[0].subscriptionPeriod.value`).
    static func reads(_ sources: [String], _ field: String) -> Bool {
        func segments(_ path: String) -> [Substring] {
            path.replacing("local:", with: "local.").replacing(/\[[^\]]*\]/, with: "").split(separator: ".")
        }
        let target = segments(field)
        return sources.contains { source in
            let read = segments(source)
            return !read.isEmpty && (target.starts(with: read) || read.starts(with: target))
        }
    }

    /// The numbers in texts, as digit strings: grouping separators between digits dropped, a
    /// decimal point kept, signs left out (a sign is a word's job: "down 3 points").
    static func numbers(in texts: [String]) -> [String] {
        var result: [String] = []
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            var current = ""
            func isDigit(_ i: Int) -> Bool { i >= 0 && i < scalars.count && ("0"..."9").contains(scalars[i]) }
            for (i, scalar) in scalars.enumerated() {
                if ("0"..."9").contains(scalar) {
                    current.unicodeScalars.append(scalar)
                } else if isDigit(i - 1), isDigit(i + 1), [",", ".", "\u{00A0}", "\u{202F}", " "].contains(scalar) {
                    if scalar == "." { current.unicodeScalars.append(scalar) }
                } else if !current.isEmpty {
                    result.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { result.append(current) }
        }
        return result
    }

    /// Whether a screen may show `number` for the input: the input itself, its seconds (floored,
    /// rounded, rounded up), its clock, its spoken minutes and seconds, its ETA and read-time steps, or its difference or sum
    /// with any other integer of the inputs (in whole seconds too); for a floating input, its
    /// formatted forms.
    static func isAllowed(_ number: String, token: String, others: Set<Int>, locale: LanguageTag) -> Bool {
        if number == "0" { return true }
        guard let value = Int(token) else {
            guard let double = Double(token) else { return false }
            return ["", "percent", "scale/100", "precision-integer", "percent precision-integer"].contains { skeleton in
                guard let format = try? NumberFormat(skeleton: skeleton, locale: locale) else { return false }
                return numbers(in: [format.format(double)]).contains(number)
            }
        }
        var small: [String] = []
        if value >= 0 {
            small += numbers(in: [(try? DurationFormat.clock(milliseconds: value)) ?? ""])
            if let spoken = try? DurationFormat.minutesAndSeconds(milliseconds: value) {
                small += [String(spoken.minutes), String(spoken.seconds)]
            }
            if let eta = TimeRounding.etaSeconds(milliseconds: value) { small.append(String(eta)) }
            if let read = TimeRounding.readSeconds(value) {
                small += [String(read), String(read / 60) + (read % 60 == 0 ? "" : ".5")]
            }
        }
        if small.contains(number) { return true }
        guard let shown = UInt128(number) else { return false }
        // |n| itself, or n ms shown as whole seconds (floored, rounded or rounded up).
        func matches(_ n: Int128) -> Bool {
            let magnitude = n.magnitude
            return magnitude == shown || (magnitude / 1000 <= shown && shown <= (magnitude + 999) / 1000)
        }
        return matches(Int128(value))
            || others.contains { matches(Int128(value) - Int128($0)) || matches(Int128(value) + Int128($0)) }
    }
}

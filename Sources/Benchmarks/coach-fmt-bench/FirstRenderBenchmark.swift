import CICUBench
import CoachFmt
import CoachFmtResources
import ProcessTiming

/// The first render in a fresh process against a warm one, with ICU's share taken out.
///
/// The target: the first render in a fresh process costs no more than 1 ms above a
/// warm render, apart from ICU opening its own objects. Each sample is a fresh process, this
/// benchmark's own binary started with ``childArgument``. The child decodes the state's models
/// from the embedded examples (untimed: an app renders from models it already has), then, with
/// CICUBench counting the time spent inside the shim's entry points (`cf_bench_count_shim_time`),
/// times the first render and 200 more. ICU's first-use work is the shim time of the first
/// render minus the median shim time of a warm one: opening ICU objects, loading their locale
/// data, and whatever an ICU object builds lazily on its first call. What remains of
/// (first − warm) is the kit's own: its lazy statics (the built-in catalog above all), its
/// handle caches, the Swift runtime's first look at its types, page faults in its code.
///
/// A second kind of child touches `Catalog.builtIn` before its first render and times that
/// apart, to show how much of the kit's share is the catalog's parse at start-up. A third, the
/// control, renders the state in the other locale first: the kit's statics are then warm and
/// only the new locale's ICU objects open, so its remainder is the part of the kit's share
/// that belongs to a locale rather than to the process.
struct FirstRenderBenchmark {
    static let childArgument = "--first-render-child"
    static let processes = 15
    static let warmRenders = 200
    static let state = "home/home--normal"
    static let locales = ["en", "zh-Hans"]

    /// One child's figures, in nanoseconds.
    struct Sample {
        var first: Double
        var warm: Double
        var shimFirst: Double
        var shimWarm: Double
        var catalog: Double

        /// ICU's first-use work: shim time of the first render beyond a warm one.
        var icu: Double { shimFirst - shimWarm }
        /// What the first render costs beyond a warm one, ICU's first-use work taken out.
        var kit: Double { first - warm - icu }
    }

    enum Variant: String, CaseIterable {
        /// Models decoded, then the first render.
        case plain
        /// Models decoded, `Catalog.builtIn` loaded and timed, then the first render.
        case catalogFirst = "catalog-first"
        /// The control: the same state rendered in the other locale first, so the kit's statics
        /// are warm and only the locale's ICU objects are new; its remainder is the kit's side
        /// of a new locale (handles, caches, memos, code paths only this locale takes).
        case otherLocaleFirst = "other-locale-first"
    }

    /// Runs in the child: `coach-fmt-bench --first-render-child STATE LOCALE VARIANT`; prints
    /// one line of five numbers (first, warm, shim first, shim warm, catalog; nanoseconds).
    static func runChild(_ arguments: ArraySlice<String>) throws {
        let arguments = Array(arguments)
        guard arguments.count == 3, let variant = Variant(rawValue: arguments[2]) else {
            throw ChildProcess.Failure(
                description: "usage: \(childArgument) STATE LOCALE plain|catalog-first|other-locale-first")
        }
        let index = try ExampleIndex.builtIn()
        guard let state = index.state(arguments[0]) else {
            throw ChildProcess.Failure(description: "no state \(arguments[0])")
        }
        let locale = try LanguageTag(arguments[1])
        let inputs = try state.inputs(locale: locale)
        let zone = state.zone(for: locale)
        let now = state.now

        var catalog = 0.0
        if variant == .catalogFirst {
            let start = Monotonic.nanoseconds()
            // The first lookup is all the start-up the catalog has (static tables, nothing parsed).
            let found = Catalog.builtIn.has("common.retry")
            catalog = Double(Monotonic.nanoseconds() - start)
            guard found else { throw ChildProcess.Failure(description: "empty built-in catalog") }
        }
        if variant == .otherLocaleFirst {
            let other: LanguageTag = locale == .en ? .zhHans : .en
            let screen = try state.render(locale: other)
            withExtendedLifetime(screen) {}
        }

        cf_bench_count_shim_time(1)
        /// One render, timed, with the shim time it spent.
        func render() -> (Double, Double) {
            let shim = cf_bench_shim_nanoseconds()
            let start = Monotonic.nanoseconds()
            let screen = ScreenRenderer.render(
                state.section, inputs: inputs, locale: locale, timeZone: zone, now: now, state: state.id)
            let elapsed = Monotonic.nanoseconds() - start
            withExtendedLifetime(screen) {}
            return (Double(elapsed), Double(cf_bench_shim_nanoseconds() - shim))
        }
        let (first, shimFirst) = render()
        try requireShimTimer()
        let warm = (0..<warmRenders).map { _ in render() }
        let sample = Sample(
            first: first, warm: warm.map(\.0).median, shimFirst: shimFirst, shimWarm: warm.map(\.1).median,
            catalog: catalog)
        print(sample.first, sample.warm, sample.shimFirst, sample.shimWarm, sample.catalog)
    }

    /// Samples by locale and variant.
    let samples: [String: [Variant: [Sample]]]

    /// Spawns the children, alternating locales and variants, each round in another order.
    static func run(binaries: String) throws -> FirstRenderBenchmark {
        let bench = binaries + "/coach-fmt-bench"
        var runs: [(String, Variant)] = []
        for locale in locales { for variant in Variant.allCases { runs.append((locale, variant)) } }
        var samples: [String: [Variant: [Sample]]] = [:]
        for round in 0..<processes {
            let order = round.isMultiple(of: 2) ? runs : runs.reversed()
            for (locale, variant) in order {
                let child = try ChildProcess.run(
                    bench, [childArgument, state, locale, variant.rawValue], keepOutput: true)
                let numbers = child.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
                guard numbers.count == 5 else {
                    throw ChildProcess.Failure(description: "first-render child printed \"\(child.output)\"")
                }
                samples[locale, default: [:]][variant, default: []].append(
                    Sample(
                        first: numbers[0], warm: numbers[1], shimFirst: numbers[2], shimWarm: numbers[3],
                        catalog: numbers[4]))
            }
        }
        return FirstRenderBenchmark(samples: samples)
    }

    func printTable() {
        let locales = Self.locales
        print(
            "| first render in a fresh process, \(Self.state) (median of \(Self.processes) processes) | "
                + locales.map { "\($0) µs" }.joined(separator: " | ") + " |")
        print("|---|" + locales.map { _ in "---:" }.joined(separator: "|") + "|")
        /// One row: the median over processes of a figure of each sample, in µs.
        func row(_ label: String, _ variant: Variant, _ figure: (Sample) -> Double) {
            let cells = locales.map { locale in
                fixed((samples[locale]?[variant] ?? []).map(figure).median / 1000, 1)
            }
            print("| \(label) | " + cells.joined(separator: " | ") + " |")
        }
        row("first render", .plain) { $0.first }
        row("warm render (median of \(Self.warmRenders) in the same process)", .plain) { $0.warm }
        row("first − warm", .plain) { $0.first - $0.warm }
        row("… ICU's first-use work (shim time, first − warm)", .plain) { $0.icu }
        row("… the kit's own: first − warm − ICU (target ≤ 1000)", .plain) { $0.kit }
        row("Catalog.builtIn on first use (other processes, before their first render)", .catalogFirst) {
            $0.catalog
        }
        row("… then the kit's own: first − warm − ICU", .catalogFirst) { $0.kit }
        row("control, other locale rendered first: first − warm", .otherLocaleFirst) { $0.first - $0.warm }
        row("… ICU's first-use work", .otherLocaleFirst) { $0.icu }
        row("… the kit's own, for the new locale only", .otherLocaleFirst) { $0.kit }
    }
}

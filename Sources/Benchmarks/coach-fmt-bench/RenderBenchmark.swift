import CICUBench
import CoachFmt
import CoachFmtICU
import CoachFmtResources

/// Render time of every example state from decoded models, in each locale: what an app pays
/// per screen update. Each figure is the median of `rounds` loops of `perRound` renders. The ICU
/// share is the time inside the shim's entry points, timed in separate loops with CICUBench's
/// timer on (it costs two clock reads per call, so the total is timed with it off). Before
/// timing, the state's first render and one warm render are counted in ICU objects opened
/// (`ICUObjectCount`): a warm render should open none.
enum RenderBenchmark {
    struct Figure {
        let total: Double, icu: Double
        /// ICU objects opened by the state's first render in this locale (states run in index
        /// order, so objects an earlier state opened are not opened again) and by a warm one.
        let openedFirst: Int, openedWarm: Int
        var kit: Double { total - icu }
    }

    struct Row {
        let state: String
        let figures: [LanguageTag: Figure]
    }

    static let locales: [LanguageTag] = [.en, .zhHans]

    static func run(only ids: Set<String> = [], rounds: Int = 15, perRound: Int32 = 50) throws -> [Row] {
        let index = try ExampleIndex.builtIn()
        return try index.states.filter { ids.isEmpty || ids.contains($0.id) }.map { state in
            var figures: [LanguageTag: Figure] = [:]
            for locale in locales {
                let inputs = try state.inputs(locale: locale)
                let zone = state.zone(for: locale)
                func render() {
                    keep(
                        ScreenRenderer.render(
                            state.section, inputs: inputs, locale: locale, timeZone: zone, now: state.now))
                }
                let before = ICUObjectCount.opened
                render()
                let openedFirst = ICUObjectCount.opened - before
                render()
                let openedWarm = ICUObjectCount.opened - before - openedFirst
                let totals = (0..<rounds).map { _ in timed(perRound) { _ in render() } }.sorted()
                cf_bench_count_shim_time(1)
                let shares = (0..<rounds).map { _ in
                    let before = cf_bench_shim_nanoseconds()
                    for _ in 0..<perRound { render() }
                    return Double(cf_bench_shim_nanoseconds() - before) / Double(perRound)
                }.sorted()
                cf_bench_count_shim_time(0)
                try requireShimTimer()
                figures[locale] = Figure(
                    total: totals[rounds / 2] / 1000, icu: shares[rounds / 2] / 1000, openedFirst: openedFirst,
                    openedWarm: openedWarm)
            }
            return Row(state: state.id, figures: figures)
        }
    }

    static func printTable(_ rows: [Row], limit: Double = 50) {
        print(
            "| screen state | en µs | … ICU | … kit | ICU objects opened: first / warm "
                + "| zh-Hans µs | … ICU | … kit | ICU objects opened: first / warm |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        let sorted = rows.sorted {
            ($0.figures.values.map(\.total).max() ?? 0) > ($1.figures.values.map(\.total).max() ?? 0)
        }
        for row in sorted {
            let cells = locales.flatMap { locale -> [String] in
                guard let figure = row.figures[locale] else { return ["—", "—", "—", "—"] }
                return [
                    fixed(figure.total, 1), fixed(figure.icu, 1), fixed(figure.kit, 1),
                    "\(figure.openedFirst) / \(figure.openedWarm)",
                ]
            }
            print("| \(row.state) | \(cells.joined(separator: " | ")) |")
        }
        let figures = rows.flatMap { $0.figures.values }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let over = rows.filter { $0.figures.values.contains { $0.total > limit } }.count
        let kitOver = rows.filter { $0.figures.values.contains { $0.kit > limit } }.count
        print("")
        print(
            "\(rows.count) states × \(locales.count) locales: median \(fixed(median(figures.map(\.total)), 1)) µs "
                + "(ICU \(fixed(median(figures.map(\.icu)), 1)), kit \(fixed(median(figures.map(\.kit)), 1))), "
                + "max \(fixed(figures.map(\.total).max() ?? 0, 1)) µs; \(over) states over \(fixed(limit, 0)) µs "
                + "in a locale, \(kitOver) with the kit's own share over \(fixed(limit, 0)) µs.")
        let warmOpeners = rows.filter { $0.figures.values.contains { $0.openedWarm > 0 } }.map(\.state)
        let which = warmOpeners.isEmpty ? "" : " (" + warmOpeners.joined(separator: ", ") + ")"
        print(
            "ICU objects opened: \(figures.map(\.openedFirst).reduce(0, +)) by first renders (in index order), "
                + "\(figures.map(\.openedWarm).reduce(0, +)) by warm renders\(which).")
    }
}

import CoachFmt
import CoachFmtResources

/// Render time of every example state from decoded models, in each locale: what an app pays
/// per screen update. Each figure is the median of `rounds` loops of `perRound` renders.
enum RenderBenchmark {
    struct Row {
        let state: String
        let microseconds: [LanguageTag: Double]
    }

    static func run(locales: [LanguageTag] = [.en, .zhHans], rounds: Int = 15, perRound: Int32 = 50) throws -> [Row] {
        let index = try ExampleIndex.builtIn()
        return try index.states.map { state in
            var figures: [LanguageTag: Double] = [:]
            for locale in locales {
                let inputs = try state.inputs(locale: locale)
                let zone = state.zone(for: locale)
                let samples = (0..<rounds).map { _ in
                    timed(perRound) { _ in
                        keep(
                            ScreenRenderer.render(
                                state.section, inputs: inputs, locale: locale, timeZone: zone, now: state.now))
                    }
                }.sorted()
                figures[locale] = samples[rounds / 2] / 1000
            }
            return Row(state: state.id, microseconds: figures)
        }
    }

    static func printTable(_ rows: [Row], limit: Double = 50) {
        let locales: [LanguageTag] = [.en, .zhHans]
        print("| screen state | en µs | zh-Hans µs |")
        print("|---|---:|---:|")
        for row in rows.sorted(by: { ($0.microseconds.values.max() ?? 0) > ($1.microseconds.values.max() ?? 0) }) {
            let cells = locales.map { row.microseconds[$0].map { fixed($0, 1) } ?? "—" }
            print("| \(row.state) | \(cells.joined(separator: " | ")) |")
        }
        let all = rows.flatMap { $0.microseconds.values }.sorted()
        let over = rows.filter { $0.microseconds.values.contains { $0 > limit } }.count
        print("")
        print(
            "\(rows.count) states × \(locales.count) locales: median \(fixed(all[all.count / 2], 1)) µs, "
                + "max \(fixed(all.last ?? 0, 1)) µs; \(over) states over \(fixed(limit, 0)) µs in a locale.")
    }
}

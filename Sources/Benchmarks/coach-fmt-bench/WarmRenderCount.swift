import CoachFmt
import CoachFmtResources

/// What `tools/render_instructions.py` runs under callgrind: `coach-fmt-bench instructions N
/// STATE@LOCALE...`. Each case's models are decoded and rendered three times outside the count
/// (ICU opens its objects, the kit's lazy tables fill); then N renders run inside
/// ``warmRendersCountedByCallgrind(_:_:)``, the one function callgrind counts and dumps after,
/// so each dump holds one case's N warm renders and nothing else.
enum WarmRenderCount {
    struct Case {
        let state: ExampleIndex.State
        let locale: LanguageTag
        let inputs: ScreenInputs
        let zone: TimeZoneID
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ arguments: ArraySlice<String>) throws {
        guard let renders = arguments.first.flatMap({ Int($0) }), renders > 0, arguments.count > 1 else {
            throw Failure(description: "usage: coach-fmt-bench instructions N STATE@LOCALE...")
        }
        let index = try ExampleIndex.builtIn()
        for argument in arguments.dropFirst() {
            let parts = argument.split(separator: "@", maxSplits: 1).map(String.init)
            guard parts.count == 2, let state = index.state(parts[0]) else {
                throw Failure(description: "unknown case '\(argument)': expected STATE@LOCALE, a state of index.json")
            }
            let locale = try LanguageTag(parts[1])
            let measured = Case(
                state: state, locale: locale, inputs: try state.inputs(locale: locale), zone: state.zone(for: locale))
            for _ in 0..<3 { render(measured) }
            warmRendersCountedByCallgrind(measured, renders)
        }
    }

    static func render(_ measured: Case) {
        keep(
            ScreenRenderer.render(
                measured.state.section, inputs: measured.inputs, locale: measured.locale, timeZone: measured.zone,
                now: measured.state.now))
    }
}

/// N warm renders of one case: the only function callgrind counts (`--toggle-collect`), so its
/// name must stay unique, and it is neither inlined nor specialized (a specialization or a
/// closure named after it would toggle the count off inside it). The loop is a counter, not a
/// `Range`: unoptimized, `0..<renders` looks up `Range<Int>`'s metadata by its mangled name on
/// entry, about 1.1 million instructions counted once per case as if they were render work.
@_optimize(none) @inline(never) func warmRendersCountedByCallgrind(_ measured: WarmRenderCount.Case, _ renders: Int) {
    var done = 0
    while done < renders {
        WarmRenderCount.render(measured)
        done += 1
    }
}

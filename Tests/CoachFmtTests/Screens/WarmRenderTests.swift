import CoachFmtICU
import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// A warm render formats with cached ICU handles only: opening an ICU object (or building one
/// inside a shim call) costs tens to hundreds of times a call on an open one. Counted per
/// thread (`ICUObjectCount.openedOnThisThread`), so suites running alongside do not move it.
@Suite struct WarmRenderTests {
    /// Objects the calling thread opens while `body` runs.
    static func opened(by body: () throws -> Void) rethrows -> Int {
        let before = ICUObjectCount.openedOnThisThread
        try body()
        return ICUObjectCount.openedOnThisThread - before
    }

    @Test func aSecondRenderOfEveryStateOpensNoICUObject() throws {
        let index = try ExampleIndex.builtIn()
        var openedByWarmRenders: [String: Int] = [:]
        var openedByFirstRenders = 0
        for state in index.states {
            for locale in LocaleNegotiation.catalogLocales {
                let inputs = try state.inputs(locale: locale)
                let zone = state.zone(for: locale)
                func render() {
                    _ = ScreenRenderer.render(
                        state.section, inputs: inputs, locale: locale, timeZone: zone, now: state.now)
                }
                openedByFirstRenders += Self.opened(by: render)
                let warm = Self.opened(by: render)
                if warm != 0 { openedByWarmRenders["\(locale)/\(state.id)"] = warm }
            }
        }
        #expect(openedByWarmRenders == [:])
        // The count sees the renders' objects (in a fresh process they open all of them;
        // alongside other suites, the ones nobody opened before).
        #expect(openedByFirstRenders > 0 || ICUObjectCount.opened > 0)
    }

    @Test func theCountSeesEveryOpenFailedOrNot() throws {
        // A skeleton no other test uses, so that this thread opens it.
        var offset: Int32 = 0
        let valid = Self.opened {
            _ = try? ICUNumbers.open(skeleton: "integer-width/*0000000", locale: "en", offset: &offset)
        }
        #expect(valid == 1)
        let invalid = Self.opened { _ = try? ICUNumbers.open(skeleton: "no-such-stem", locale: "en", offset: &offset) }
        #expect(invalid == 1)
    }

    @Test func aWarmLocalDateOpensNoICUObject() throws {
        let zone = try TimeZoneID("America/Adak")
        let now = Timestamp(epochMilliseconds: 1_790_000_000_000)
        _ = now.localDate(in: zone)
        #expect(Self.opened { _ = now.localDate(in: zone) } == 0)
    }
}

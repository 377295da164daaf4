import CoachFmt
import Foundation

/// What this build's ICU writes where the reference ICU (72, whose output the tests hold) writes
/// `reference`: the difference `Resources/icu/ICU<major>.json` declares, which
/// `ICUDifferencesTests` holds to the real output. Read here from the file, since this target
/// sees only the public API.
func icuExpected(_ reference: String) -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Resources/icu/ICU\(icuMajorVersion).json")
    guard let data = try? Data(contentsOf: file),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let outputs = root["outputs"] as? [[String: Any]]
    else { return "no declared differences in \(file.path)" }
    let declared = outputs.first { $0["reference"] as? String == reference }
    return declared?["actual"] as? String ?? reference
}

/// The major version of the ICU this build runs, `76`, as a render's JSON names it (`"icu"`).
let icuMajorVersion: String = {
    let screen = ScreenRenderer.render(
        .home, inputs: ScreenInputs(home: App.home, local: App.local), locale: .en, timeZone: App.zone, now: App.now)
    guard let data = try? JSONEncoder().encode(screen),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let icu = root["icu"] as? String
    else { return "" }
    return String(icu.prefix { $0 != "." })
}()

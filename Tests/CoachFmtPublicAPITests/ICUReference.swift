import Foundation

/// What this build's ICU writes where the reference ICU (`SystemICU`, whose output the tests
/// hold) writes `reference`: the difference `Resources/icu/<provider>.json` declares, which
/// `ICUDifferencesTests` holds to the real output. Read here from the file, since this target
/// sees only the public API.
func icuExpected(_ reference: String) -> String {
    #if FoundationICU
        let provider = "FoundationICU"
    #else
        let provider = "SystemICU"
    #endif
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Resources/icu/\(provider).json")
    guard let data = try? Data(contentsOf: file),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let outputs = root["outputs"] as? [[String: Any]]
    else { return "no declared differences in \(file.path)" }
    let declared = outputs.first { $0["reference"] as? String == reference }
    return declared?["actual"] as? String ?? reference
}

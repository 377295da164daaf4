internal import CICUShim

/// The ICU in use (its provider and versions), for golden-file headers and `--version`.
package enum ICUInfo {
    /// The package trait that chose the ICU the shim was built against: `SystemICU` (Debian's
    /// libicu-dev) or `FoundationICU` (the `_FoundationICU` sources).
    package static let provider: String = String(cString: cf_icu_provider())
    /// ICU's version, e.g. `72.1`.
    package static let icuVersion: String = read(cf_icu_version)
    /// The CLDR data version ICU carries, e.g. `42.0`.
    package static let cldrVersion: String = read(cf_cldr_version)
    /// The Unicode version of ICU's character data, e.g. `15.0`.
    package static let unicodeVersion: String = read(cf_unicode_version)

    /// One line naming all of them: `ICU 72.1 (SystemICU) · CLDR 42.0 · Unicode 15.0`.
    package static let summary = "ICU \(icuVersion) (\(provider)) · CLDR \(cldrVersion) · Unicode \(unicodeVersion)"

    private static func read(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            body(buffer.baseAddress!, 32)
            return String(cString: buffer.baseAddress!)
        }
    }
}

import CICUShim

/// The versions of the ICU library and CLDR data in use, for golden-file headers and `--version`.
package enum ICUInfo {
    /// ICU's version, e.g. `72.1`.
    package static let icuVersion: String = read(cf_icu_version)
    /// The CLDR data version ICU carries, e.g. `42.0`.
    package static let cldrVersion: String = read(cf_cldr_version)

    private static func read(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            body(buffer.baseAddress!, 32)
            return String(cString: buffer.baseAddress!)
        }
    }
}

/// The fingerprint a translation records of the source (`en`) value it was translated from:
/// FNV-1a 64 of the value's UTF-8 bytes, as 16 lowercase hex digits.
///
/// Simple and stable across machines and releases, so that `coach-fmt check` and the XLIFF
/// export can tell that an `en` value changed after its translation was made. It detects edits,
/// not tampering. `"Developing"` gives `22f990e9edb5c686`.
package enum SourceFingerprint {
    /// FNV-1a 64 of the value's UTF-8, as 16 lowercase hex digits.
    package static func of(_ value: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

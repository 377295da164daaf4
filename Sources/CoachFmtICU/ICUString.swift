internal import CICUShim

/// The one place that turns a shim's UTF-8 output into a `String`.
///
/// Every shim call that returns text writes into `(out, capacity)` and returns the length it
/// needs. A stack buffer serves the common case; when ICU reports `U_BUFFER_OVERFLOW_ERROR`, the
/// call runs once more into a heap buffer of the size it asked for, so no text is truncated.
package enum ICUString {
    package typealias Call = (_ out: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32

    package static func make(_ call: Call) throws(ICUError) -> String {
        var status: Int32 = 0
        var needed: Int32 = 0
        let text: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            needed = call(buffer.baseAddress!, 512, &status)
            guard status <= 0 else { return nil }
            return string(buffer.baseAddress!, needed)
        }
        if let text { return text }
        guard status == Int32(CF_BUFFER_OVERFLOW) else { throw ICUError(code: status) }
        var heap = [CChar](repeating: 0, count: Int(needed) + 1)
        status = 0
        let written = heap.withUnsafeMutableBufferPointer { call($0.baseAddress!, Int32($0.count), &status) }
        try ICUError.check(status)
        return heap.withUnsafeBufferPointer { string($0.baseAddress!, written) }
    }

    private static func string(_ bytes: UnsafePointer<CChar>, _ count: Int32) -> String {
        bytes.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
            String(decoding: UnsafeBufferPointer(start: $0, count: Int(count)), as: UTF8.self)
        }
    }
}

extension String {
    /// Calls `body` with this string's UTF-8 bytes and their count; native Swift strings are
    /// contiguous UTF-8 already, so nothing is copied.
    package func withUTF8Bytes<R, E: Error>(_ body: (UnsafePointer<CChar>, Int32) throws(E) -> R) throws(E) -> R {
        var copy = self
        let result: Result<R, E> = copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                // An empty string may have no storage; ICU only needs a valid pointer then.
                withUnsafePointer(to: CChar(0)) { empty in
                    Result { () throws(E) -> R in try body(chars.baseAddress ?? empty, Int32(chars.count)) }
                }
            }
        }
        return try result.get()
    }
}

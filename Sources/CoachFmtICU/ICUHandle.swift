internal import CICUShim

/// Owns one shim handle: created open, closed on deinit.
///
/// Sendable because the shim serializes calls on every handle whose ICU object mutates while
/// formatting (SimpleDateFormat, DateIntervalFormat, MessageFormat, BreakIterator, display
/// names); the others (LocaleMatcher, ListFormatter, PluralRules, LocalizedNumberFormatter)
/// are immutable once open.
package final class ICUHandle: @unchecked Sendable {
    package let pointer: OpaquePointer
    private let close: @convention(c) (OpaquePointer?) -> Void

    /// Opens a handle, turning a failed open into the status ICU set; counted by
    /// ``ICUObjectCount``, failed or not.
    package init(
        closing close: @convention(c) (OpaquePointer?) -> Void,
        open: (inout Int32) -> OpaquePointer?
    ) throws(ICUError) {
        ICUObjectCount.recordOpening()
        var status: Int32 = 0
        let pointer = open(&status)
        try ICUError.check(status)
        // 5 is U_MEMORY_ALLOCATION_ERROR: an open call that returned no object and no error.
        guard let pointer else { throw ICUError(code: 5) }
        self.pointer = pointer
        self.close = close
    }

    deinit { close(pointer) }
}

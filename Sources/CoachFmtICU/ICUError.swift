internal import CICUShim

/// A failed ICU call: the `UErrorCode` it returned, by value and by name.
package struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `UErrorCode` value.
    package let code: Int32
    /// ICU's own name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    package var name: String { String(cString: cf_error_name(code)) }
    /// An ICU status above zero is an error; zero and below are success and warnings.
    package static func check(_ status: Int32) throws(ICUError) {
        if status > 0 { throw ICUError(code: status) }
    }
    /// The code's name, as ICU spells it.
    package var description: String { name }
}

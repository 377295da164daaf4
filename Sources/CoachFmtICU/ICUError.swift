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

    /// What the code means, in words, then its name: `a plural or select has no 'other' case
    /// (U_DEFAULT_KEYWORD_MISSING)`. Messages quote this, never the name alone.
    package var explained: String { "\(Self.meaning(of: name)) (\(name))" }

    /// The one table of ICU codes in words; a code not listed says that ICU refused.
    static func meaning(of name: String) -> String {
        switch name {
        case "U_DEFAULT_KEYWORD_MISSING": "a plural or select has no 'other' case, which ICU requires"
        case "U_DUPLICATE_KEYWORD": "a plural or select has the same case twice"
        case "U_UNDEFINED_KEYWORD": "a plural case is neither a category (zero, one, two, few, many, other) nor =N"
        case "U_UNMATCHED_BRACES": "a brace is not closed, or closes nothing"
        case "U_PATTERN_SYNTAX_ERROR": "the message syntax is broken"
        case "U_ARGUMENT_TYPE_MISMATCH":
            "a value is not of the kind ICU needs here (a number for number and plural, a date for date)"
        case "U_ILLEGAL_ARGUMENT_ERROR": "ICU was given a value it cannot use here"
        case "U_INDEX_OUTOFBOUNDS_ERROR": "a part of the pattern is longer or larger than ICU allows"
        case "U_NUMBER_SKELETON_SYNTAX_ERROR": "not a valid ICU number skeleton"
        case "U_NUMBER_ARG_OUTOFBOUNDS_ERROR": "a number in the skeleton is out of the range ICU allows"
        case "U_UNSUPPORTED_ERROR": "ICU does not support this"
        case "U_MISSING_RESOURCE_ERROR": "ICU has no data for this"
        case "U_INVALID_FORMAT_ERROR", "U_PARSE_ERROR": "ICU cannot read this format"
        case "U_INVALID_CHAR_FOUND", "U_ILLEGAL_CHAR_FOUND", "U_TRUNCATED_CHAR_FOUND":
            "a character that is not allowed here"
        case "U_MEMORY_ALLOCATION_ERROR": "out of memory"
        case "U_FORMAT_INEXACT_ERROR": "the value cannot be formatted exactly"
        default: "ICU refused it"
        }
    }
}

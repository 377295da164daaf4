/// A pattern over a dotted name (an element id such as `paywall.calendar_days.day_3`, or a
/// catalog key): `.` separates segments, `*` matches any run of characters within one segment,
/// `**` as a whole segment matches any number of segments, none included.
///
///     ElementPattern("paywall.calendar_days.day_*").matches("paywall.calendar_days.day_3") // true
///     ElementPattern("**.a11y").matches("feedback.score_ring.a11y")                       // true
///     ElementPattern("home.*").matches("home.level.title")                                 // false
///
/// Matching is iterative and backtracks only to the last star (of a segment, or the last `**`
/// among segments), so it takes time linear in the pattern's length times the name's, whatever
/// the pattern: a budgets file cannot make it recurse or backtrack combinatorially.
package struct ElementPattern: Sendable, Hashable, CustomStringConvertible {
    /// The longest pattern a rule may have, in UTF-8 bytes; the longest in budgets.json has 69.
    package static let maximumBytes = 256

    /// Why a pattern is refused.
    package enum Problem: Error, Equatable, Sendable {
        /// A segment is empty (`home..title`, a trailing dot).
        case emptySegment
        /// Longer than ``ElementPattern/maximumBytes``, with its length.
        case tooLong(bytes: Int)
    }

    /// One segment: `**`, or a glob over the characters of one name segment.
    private enum Segment: Sendable, Hashable {
        case anySegments
        case glob([UInt8])
    }

    /// The pattern as written.
    package let description: String
    private let segments: [Segment]

    /// Nil when a segment is empty or the pattern is too long (``validated(_:)`` says which).
    package init?(_ pattern: String) {
        guard let pattern = try? Self.validated(pattern) else { return nil }
        self = pattern
    }

    private init(checked pattern: String) {
        description = pattern
        var segments: [Segment] = []
        for segment in pattern.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            if segment.elementsEqual("**".utf8) {
                // `**.**` matches what `**` does: one is kept, so that the matcher meets one star.
                if segments.last != .anySegments { segments.append(.anySegments) }
            } else {
                segments.append(.glob(Array(segment)))
            }
        }
        self.segments = segments
    }

    /// The pattern, or why it is refused.
    package static func validated(_ pattern: String) throws(Problem) -> ElementPattern {
        let bytes = pattern.utf8.count
        guard bytes <= maximumBytes else { throw .tooLong(bytes: bytes) }
        let segments = pattern.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !segments.contains(where: \.isEmpty) else { throw .emptySegment }
        return ElementPattern(checked: pattern)
    }

    /// Whether the whole of `name` matches, segment by segment: `**` is the star among segments,
    /// and a glob segment must match its name segment whole.
    package func matches(_ name: String) -> Bool {
        let parts = Array(name.utf8).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return Self.wildcardMatch(
            segments, parts, isStar: { $0 == .anySegments },
            matches: { segment, part in
                guard case .glob(let glob) = segment else { return false }
                return Self.glob(glob, part)
            })
    }

    /// `*` matches any run of characters, including none; every other byte matches itself. Bytes
    /// compare as characters do, since a literal run of UTF-8 can only match where a character starts.
    private static func glob(_ pattern: [UInt8], _ text: ArraySlice<UInt8>) -> Bool {
        wildcardMatch(pattern, text, isStar: { $0 == UInt8(ascii: "*") }, matches: ==)
    }

    /// Whether the whole of `text` matches `pattern`, whose stars (`isStar`) match any run of
    /// elements, none included, and whose other elements match one element each (`matches`).
    /// Two pointers; on a mismatch, the last star takes one more element and matching resumes
    /// after it, and earlier stars never move again.
    private static func wildcardMatch<Element, Text: Collection>(
        _ pattern: [Element], _ text: Text, isStar: (Element) -> Bool, matches: (Element, Text.Element) -> Bool
    ) -> Bool where Text.Index == Int {
        var (p, t) = (0, text.startIndex)
        var last: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.count, isStar(pattern[p]) {
                last = (p, t)
                p += 1
            } else if p < pattern.count, matches(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let resume = last {
                last = (resume.pattern, resume.text + 1)
                (p, t) = (resume.pattern + 1, resume.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}

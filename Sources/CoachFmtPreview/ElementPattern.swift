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

    /// Whether the whole of `name` matches, segment by segment.
    package func matches(_ name: String) -> Bool {
        let parts = Array(name.utf8).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        // Two pointers over segments; `**` is the star. On a mismatch, the last `**` takes one
        // more name segment and matching resumes after it; earlier stars never move again.
        var (p, n) = (0, 0)
        var star: (pattern: Int, name: Int)?
        while n < parts.count {
            if p < segments.count, case .glob(let glob) = segments[p], Self.glob(glob, parts[n]) {
                p += 1
                n += 1
            } else if p < segments.count, segments[p] == .anySegments {
                star = (p, n)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                (p, n) = (last.pattern + 1, last.name + 1)
            } else {
                return false
            }
        }
        while p < segments.count, segments[p] == .anySegments { p += 1 }
        return p == segments.count
    }

    /// `*` matches any run of characters, including none; every other byte matches itself. Two
    /// pointers with backtracking to the last `*` only. Bytes compare as characters do, since a
    /// literal run of UTF-8 can only match where a character starts.
    private static func glob(_ pattern: [UInt8], _ text: ArraySlice<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        var (p, t) = (0, text.startIndex)
        var last: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.count, pattern[p] == star {
                last = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let resume = last {
                last = (resume.pattern, resume.text + 1)
                (p, t) = (resume.pattern + 1, resume.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}

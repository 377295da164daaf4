/// A pattern over a dotted name (an element id such as `paywall.calendar_days.day_3`, or a
/// catalog key): `.` separates segments, `*` matches any run of characters within one segment,
/// `**` as a whole segment matches any number of segments, none included.
///
///     ElementPattern("paywall.calendar_days.day_*").matches("paywall.calendar_days.day_3") // true
///     ElementPattern("**.a11y").matches("feedback.score_ring.a11y")                       // true
///     ElementPattern("home.*").matches("home.level.title")                                 // false
package struct ElementPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let description: String
    private let segments: [Substring]

    /// Nil when a segment is empty (`home..title`, a trailing dot).
    package init?(_ pattern: String) {
        let segments = pattern.split(separator: ".", omittingEmptySubsequences: false)
        guard !segments.contains(where: \.isEmpty) else { return nil }
        self.description = pattern
        self.segments = segments
    }

    /// Whether the whole of `name` matches, segment by segment.
    package func matches(_ name: String) -> Bool {
        Self.match(segments[...], name.split(separator: ".", omittingEmptySubsequences: false)[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ name: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "**" {
            var rest = name
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let segment = name.first, glob(first[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), name.dropFirst())
    }

    /// `*` matches any run of characters, including none; everything else matches itself.
    private static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == text }
        let prefix = pattern[..<star]
        guard text.hasPrefix(prefix) else { return false }
        let rest = pattern[pattern.index(after: star)...]
        var candidate = text.dropFirst(prefix.count)
        while true {
            if glob(rest, candidate) { return true }
            guard !candidate.isEmpty else { return false }
            candidate = candidate.dropFirst()
        }
    }
}

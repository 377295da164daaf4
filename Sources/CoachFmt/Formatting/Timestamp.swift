/// An instant as the API sends it: ISO-8601 with a zone (`2026-11-27T08:30:00Z`,
/// `2026-11-27T16:30:00.250+08:00`).
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSinceEpoch: Double
    /// The offset the text was written with, in minutes east of UTC.
    public let offsetMinutes: Int
    /// The text as sent.
    public let text: String

    public init(_ text: String) throws(FormatError) {
        let b = Array(text.utf8)
        func digits(_ r: Range<Int>) -> Int? { r.upperBound <= b.count ? ISODigits.number(b[r]) : nil }
        func byte(_ i: Int, _ c: Character) -> Bool { i < b.count && b[i] == c.asciiValue! }
        guard b.count >= 20, byte(10, "T") || byte(10, "t"), byte(13, ":"), byte(16, ":"),
            let hour = digits(11..<13), let minute = digits(14..<16), let second = digits(17..<19),
            hour < 24, minute < 60, second < 60
        else { throw .invalidDate(text) }
        let date: CalendarDate
        do { date = try CalendarDate(String(decoding: b[0..<10], as: UTF8.self)) } catch { throw .invalidDate(text) }
        var i = 19
        var fraction = 0.0
        if byte(i, ".") {
            i += 1
            var scale = 100.0
            let start = i
            while i < b.count, let d = ISODigits.number(b[i..<i + 1]) {
                fraction += Double(d) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { throw .invalidDate(text) }
        }
        var offset = 0
        if byte(i, "Z") || byte(i, "z") {
            i += 1
        } else if byte(i, "+") || byte(i, "-"), byte(i + 3, ":"), let h = digits(i + 1..<i + 3), let m = digits(i + 4..<i + 6),
            h < 24, m < 60
        {
            offset = (h * 60 + m) * (byte(i, "-") ? -1 : 1)
            i += 6
        } else {
            throw .invalidDate(text)
        }
        guard i == b.count else { throw .invalidDate(text) }
        let seconds = ((date.daysSinceEpoch * 24 + hour) * 60 + minute - offset) * 60 + second
        millisecondsSinceEpoch = Double(seconds) * 1000 + fraction.rounded(.down)
        offsetMinutes = offset
        self.text = text
    }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.millisecondsSinceEpoch < b.millisecondsSinceEpoch }

    public static func == (a: Timestamp, b: Timestamp) -> Bool { a.millisecondsSinceEpoch == b.millisecondsSinceEpoch }
    public func hash(into hasher: inout Hasher) { hasher.combine(millisecondsSinceEpoch) }

    public var description: String { text }
}

/// A local wall-clock time sent as `HH:mm` (`onboarding.reminder_time`, `me.settings.reminder_time`):
/// not an instant, so it has no zone; parsed strictly and shown through ICU.
struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    let hour: Int
    let minute: Int

    init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses exactly two digits, a colon and two digits naming a real time: `07:45`, not `7:45`.
    init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 5, utf8[2] == UInt8(ascii: ":"),
            let hour = ASCIIDigits.value(utf8[0..<2]), let minute = ASCIIDigits.value(utf8[3..<5])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    var minutesSinceMidnight: Int { hour * 60 + minute }

    /// The wheel's value at or before this time, on a `step`-minute detent (`07:47` → `07:45`).
    func snapped(toMinutes step: Int) -> TimeOfDay {
        guard step > 0 else { return self }
        return TimeOfDay(hour: hour, minute: minute - minute % step) ?? self
    }

    /// `HH:mm`, as on the wire.
    var description: String { ASCIIDigits.padded(hour, 2) + ":" + ASCIIDigits.padded(minute, 2) }
}

extension RenderContext {
    /// A time of day in the locale's hour cycle, through ICU's `jmm` skeleton (`8:30 AM` in en,
    /// `08:30` in zh-Hans), or the device's 24-hour setting. Formatted as that wall time in
    /// UTC, so no zone shifts it.
    func timeOfDay(_ time: TimeOfDay) -> String {
        guard let format = try? DateFormat(skeleton: hourCycle("jmm"), locale: locale, timeZone: .utc) else {
            return time.description
        }
        let text = format.format(milliseconds: Double(time.minutesSinceMidnight) * 60_000)
        return text.isEmpty ? time.description : text
    }

    /// `skeleton` with `j` (the locale's preferred hour) made `H` or `h` when the device's
    /// 24-hour setting says so: on iOS that setting overrides the locale, in either direction.
    func hourCycle(_ skeleton: String) -> String {
        guard let uses24Hour = inputs.local?.device.uses24HourClock else { return skeleton }
        return String(skeleton.map { $0 == "j" ? (uses24Hour ? "H" : "h") : $0 })
    }
}

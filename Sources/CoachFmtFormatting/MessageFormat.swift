import CoachFmtContract
import CoachFmtICU

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value for a named message argument.
public enum MessageValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// Inserted literally: MessageFormat syntax inside the value (`O'Brien {0} #`) is text.
    case string(String)
    case integer(Int)
    case double(Double)
    /// A numeral formatted exactly as written (`12345678901234567890`, `0.12345678901234567890`):
    /// for numbers that neither `Int` nor `Double` holds exactly. See ``init(numeral:)``.
    case decimal(String)
    /// Milliseconds since 1970, for `{when, date, ...}` arguments.
    case date(Double)

    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The value of a JSON-style numeral (`-?digits(.digits)?(e±digits)?`), without changing it:
    /// `.integer` when it fits `Int`, `.double` when a double keeps every digit (15 significant
    /// digits or fewer), `.decimal` otherwise. Nil when `text` is not a numeral.
    package init?(numeral text: String) {
        guard let digits = Self.significantDigits(text) else { return nil }
        if let integer = Int(text) {
            self = .integer(integer)
        } else if digits <= 15, let double = Double(text), double.isFinite {
            self = .double(double)
        } else {
            self = .decimal(text)
        }
    }

    /// The count of significant digits in a numeral, or nil when `text` is not one.
    private static func significantDigits(_ text: String) -> Int? {
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        var mantissa: [UInt8] = []
        var seenDigit = false
        var seenPoint = false
        while let byte = utf8.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: ".") {
                guard seenDigit, !seenPoint else { return nil }
                seenPoint = true
                seenDigit = false
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                seenDigit = true
                mantissa.append(byte)
            } else {
                return nil
            }
        }
        guard seenDigit else { return nil }
        if !utf8.isEmpty {
            utf8 = utf8.dropFirst()
            if utf8.first == UInt8(ascii: "+") || utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
            guard !utf8.isEmpty, utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                return nil
            }
        }
        let significant = mantissa.drop { $0 == UInt8(ascii: "0") }.reversed().drop { $0 == UInt8(ascii: "0") }
        return significant.count
    }
}

/// One argument a message pattern uses: its name, kind (`none`, `number`, `date`, `plural`,
/// `select`, `selectordinal`, …), style and the selectors of a plural or select.
package struct MessageArgumentInfo: Sendable, Equatable {
    /// The argument's name (`count`).
    package let name: String
    /// ICU's argument type: `none`, `number`, `date`, `plural`, `select`, `selectordinal`…
    package let kind: String
    /// The style or skeleton after the type, if any (`::sign-always`).
    package let style: String
    /// The keywords of a plural or select (`one`, `other`, `=0`).
    package let selectors: [String]
    /// A plural's `offset:` as written (`1`), or "" when it has none (an offset of 0).
    package var offset: String = ""
    /// The offset's value: 0 when none is written, nil when the text is not a finite number.
    package var offsetValue: Double? {
        offset.isEmpty ? 0 : Double(offset).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// An ICU MessageFormat pattern with named arguments.
///
/// ```swift
/// let days = try MessageFormat("{count, plural, one {# day} other {# days}}", locale: .en)
/// try days.format(["count": 5])   // "5 days"; "{count, plural, other {# 天}}" gives "5 天"
/// ```
/// Formatting checks that every argument the pattern uses is given, so a missing one is an
/// error rather than a literal `{name}` in the output. In the pseudo-locale `en-XA` the
/// pattern's literal text is pseudo-localized (``PseudoLocale``) and en's rules format it:
/// `"[5 ðåååýš]"`.
public struct MessageFormat: Sendable {
    /// The ICU MessageFormat pattern.
    public let pattern: String
    /// The locale of plural rules, numbers and dates.
    public let locale: LanguageTag
    /// Every argument occurrence in the pattern, nested ones included.
    package let arguments: [MessageArgumentInfo]
    private let compiled: Compiled

    /// Parses `pattern` with ICU (or reuses the parsed handle); throws with ICU's error and offset
    /// when it does not parse.
    public init(_ pattern: String, locale: LanguageTag, timeZone: TimeZoneID = .utc) throws(FormatError) {
        self.pattern = pattern
        self.locale = locale
        compiled = try Self.compile(pattern, locale, timeZone)
        arguments = compiled.arguments
    }

    /// The message at `entry` of a built-in catalog table, compiled once per entry of `cache`
    /// (its locale and zone): a screen formats dozens of messages per render, and finding each by
    /// its pattern's hash cost a third of formatting it.
    package init(_ pattern: String, entry: Int, in cache: EntryCache) throws(FormatError) {
        self.pattern = pattern
        locale = cache.locale
        compiled = try cache.compiled(entry) { () throws(FormatError) in
            try Self.compile(pattern, cache.locale, cache.zone)
        }
        arguments = compiled.arguments
    }

    /// The compiled messages of one catalog table in one locale and zone, by entry index: the
    /// table of `locale` (the source locale's for the pseudo-locale). A renderer keeps the few
    /// it uses, so a message is found by its index alone.
    package final class EntryCache: Sendable {
        package let locale: LanguageTag
        let zone: TimeZoneID
        private let handles = Locked<[Compiled?]>([])

        private init(locale: LanguageTag, zone: TimeZoneID) {
            self.locale = locale
            self.zone = zone
        }

        fileprivate func compiled(_ entry: Int, compile: () throws(FormatError) -> Compiled) throws(FormatError)
            -> Compiled
        {
            if let cached = handles.withLock({ entry < $0.count ? $0[entry] : nil }) { return cached }
            let opened = try compile()
            handles.withLock { handles in
                if handles.count <= entry {
                    handles.append(contentsOf: repeatElement(nil, count: entry + 1 - handles.count))
                }
                handles[entry] = opened
            }
            return opened
        }

        private static let caches = Locked<[StringPair: EntryCache]>([:])

        /// The cache of `locale` and `zone`, shared by every render in them.
        package static func shared(locale: LanguageTag, zone: TimeZoneID) -> EntryCache {
            caches.withLock { caches in
                let key = StringPair(locale.identifier, zone.identifier)
                if let cache = caches[key] { return cache }
                // An app renders in one zone or two; a tool looping over zones starts over.
                if caches.count >= 64 { caches.removeAll() }
                let cache = EntryCache(locale: locale, zone: zone)
                caches[key] = cache
                return cache
            }
        }
    }

    /// The message with `values` by argument name; throws when an argument is missing or the wrong kind.
    public func format(_ values: [String: MessageValue]) throws(FormatError) -> String {
        if !compiled.pluralNames.isEmpty, let exact = try formatSelectingExactly(values, compiled) { return exact }
        var missing = -1
        do throws(ICUError) {
            if let text = try compiled.format(values, missing: &missing) { return text }
        } catch {
            throw .icu(error.explained, during: "formatting message '\(EchoedInput.bounded(pattern))'")
        }
        throw .missingArgument(compiled.names[missing], pattern: pattern)
    }

    /// Refuses a pattern that ICU must not see: one whose arguments nest deeper than
    /// ``MessageNesting/maximumDepth`` (ICU parses and formats nesting by recursion). Every path
    /// into ICU's MessagePattern or MessageFormat calls this first.
    package static func admit(_ pattern: String) throws(FormatError) {
        if MessageNesting(pattern).isTooDeep { throw .nestedTooDeep(limit: MessageNesting.maximumDepth) }
    }

    /// Lists the arguments of a pattern without opening a formatter (used by the catalog check).
    package static func describe(_ pattern: String) throws(FormatError) -> [MessageArgumentInfo] {
        try admit(pattern)
        var offset: Int32 = 0
        let text: String
        do {
            text = try ICUMessage.describe(pattern, offset: &offset)
        } catch {
            throw .invalidPattern(pattern, offset: Int(offset), icu: error.explained)
        }
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            return MessageArgumentInfo(
                name: field(0), kind: field(1), style: unescape(field(2)).trimmingSpaces,
                selectors: field(3).split(separator: ",").map(String.init), offset: field(4))
        }
    }

    /// Undoes the shim's escaping of `\\`, tab and newline in argument styles.
    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Compared and hashed byte by byte: String's own hashing normalizes to NFC first, which for
    /// a Chinese pattern cost more than the rest of the lookup. Two patterns that differ only in
    /// normalization get a handle each, which is harmless.
    private struct Key: Hashable, Sendable {
        let pattern: String, locale: String, zone: String

        func hash(into hasher: inout Hasher) {
            Self.combine(pattern, into: &hasher)
            Self.combine(locale, into: &hasher)
            Self.combine(zone, into: &hasher)
        }

        private static func combine(_ text: String, into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(0xFF as UInt8)  // never in UTF-8: ends each field
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            sameBytes(lhs.pattern, rhs.pattern) && sameBytes(lhs.locale, rhs.locale) && sameBytes(lhs.zone, rhs.zone)
        }

        private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
            var lhs = lhs
            var rhs = rhs
            return lhs.withUTF8 { left in
                rhs.withUTF8 { right in
                    left.count == right.count
                        && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                }
            }
        }
    }
    final class Compiled: Sendable {
        let message: ICUMessage
        let arguments: [MessageArgumentInfo]
        /// The zone date arguments format in.
        let zone: TimeZoneID
        /// The distinct names of plural and selectordinal arguments, which select through doubles.
        let pluralNames: [String]
        /// Distinct argument names in the order the shim takes their values.
        var names: [String] { message.names }
        /// ICU's text of a message without arguments, formatted when the handle opens: it is the
        /// same at every call, and about half a screen's messages have no arguments.
        private let constantText: String?

        init(message: ICUMessage, arguments: [MessageArgumentInfo], zone: TimeZoneID) {
            self.message = message
            self.arguments = arguments
            self.zone = zone
            var plurals: [String] = []
            for argument in arguments where argument.kind == "plural" || argument.kind == "selectordinal" {
                if !plurals.contains(argument.name) { plurals.append(argument.name) }
            }
            pluralNames = plurals
            constantText = message.names.isEmpty ? message.formatWithoutArguments() : nil
        }

        /// The formatted text, or nil with `missing` set to the index of a name that has no value.
        ///
        /// The hot path lives here, on the class, so that its closures capture one reference
        /// rather than a copy of the `MessageFormat` value.
        func format(_ values: [String: MessageValue], missing: inout Int) throws(ICUError) -> String? {
            if let constantText { return constantText }
            return try message.format(values, missing: &missing) { $0.icuArgument }
        }
    }
    private static let cache = HandleCache<Key, Compiled>(limit: 1024)

    private static func compile(_ pattern: String, _ locale: LanguageTag, _ zone: TimeZoneID) throws(FormatError)
        -> Compiled
    {
        try cache.handle(for: Key(pattern: pattern, locale: locale.identifier, zone: zone.identifier)) {
            () throws(FormatError) in
            let arguments = try describe(pattern)  // admits the pattern first
            // The pseudo-locale formats its pseudo-localized pattern with en's rules; the cache
            // keeps the result under en-XA, so the pattern is rewritten once.
            let source = locale.isPseudo ? try PseudoLocale.pattern(pattern) : pattern
            let data = locale.dataLocale.identifier
            var offset: Int32 = 0
            do throws(ICUError) {
                let message = try ICUMessage(pattern: source, locale: data, zone: zone.identifier, offset: &offset)
                return Compiled(message: message, arguments: arguments, zone: zone)
            } catch {
                throw .invalidPattern(pattern, offset: Int(offset), icu: error.explained)
            }
        }
    }
}

extension String {
    /// ICU's argument styles keep the spaces around them (`{when, date, short}` has " short").
    package var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

import CICUShim

/// A value for a named message argument.
public enum MessageValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// Inserted literally: MessageFormat syntax inside the value (`O'Brien {0} #`) is text.
    case string(String)
    case integer(Int)
    case double(Double)
    /// Milliseconds since 1970, for `{when, date, ...}` arguments.
    case date(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
}

/// One argument a message pattern uses: its name, kind (`none`, `number`, `date`, `plural`,
/// `select`, `selectordinal`, …), style and the selectors of a plural or select.
public struct MessageArgumentInfo: Sendable, Equatable {
    public let name: String
    public let kind: String
    public let style: String
    public let selectors: [String]
}

/// An ICU MessageFormat pattern with named arguments.
///
/// ```swift
/// let days = try MessageFormat("{count, plural, one {# day} other {# days}}", locale: .en)
/// try days.format(["count": 5])   // "5 days"; "{count, plural, other {# 天}}" gives "5 天"
/// ```
/// Formatting checks that every argument the pattern uses is given, so a missing one is an
/// error rather than a literal `{name}` in the output.
public struct MessageFormat: Sendable {
    public let pattern: String
    public let locale: LanguageTag
    /// Every argument occurrence in the pattern, nested ones included.
    public let arguments: [MessageArgumentInfo]
    private let handle: ICUHandle
    private let names: Set<String>

    public init(_ pattern: String, locale: LanguageTag, timeZone: TimeZoneID = .utc) throws(FormatError) {
        self.pattern = pattern
        self.locale = locale
        let compiled = try Self.compile(pattern, locale, timeZone)
        handle = compiled.handle
        arguments = compiled.arguments
        names = Set(compiled.arguments.map(\.name))
    }

    public func format(_ values: [String: MessageValue]) throws(FormatError) -> String {
        for name in names where values[name] == nil { throw .missingArgument(name, pattern: pattern) }
        // Argument names and string values go to the shim in one UTF-8 pool.
        var pool: [UInt8] = []
        var args: [cf_arg] = []
        args.reserveCapacity(values.count)
        for (name, value) in values where names.contains(name) {
            var arg = cf_arg()
            arg.name_offset = Int32(pool.count)
            pool.append(contentsOf: name.utf8)
            arg.name_length = Int32(pool.count) - arg.name_offset
            switch value {
            case .string(let text):
                arg.kind = Int32(CF_ARG_STRING)
                arg.text_offset = Int32(pool.count)
                pool.append(contentsOf: text.utf8)
                arg.text_length = Int32(pool.count) - arg.text_offset
            case .integer(let n): arg.kind = Int32(CF_ARG_INT); arg.number = Double(n)
            case .double(let n): arg.kind = Int32(CF_ARG_DOUBLE); arg.number = n
            case .date(let ms): arg.kind = Int32(CF_ARG_DATE); arg.number = ms
            }
            args.append(arg)
        }
        do {
            return try pool.withUnsafeBufferPointer { poolBytes throws(ICUError) in
                try poolBytes.withMemoryRebound(to: CChar.self) { chars throws(ICUError) in
                    try ICUString.make { cf_message_format(handle.pointer, chars.baseAddress, args, Int32(args.count), $0, $1, &$2) }
                }
            }
        } catch {
            throw .icu(error.name, during: "formatting message '\(pattern)'")
        }
    }

    /// Lists the arguments of a pattern without opening a formatter (used by the catalog check).
    public static func describe(_ pattern: String) throws(FormatError) -> [MessageArgumentInfo] {
        var offset: Int32 = 0
        let text: String
        do {
            text = try pattern.withUTF8Bytes { bytes, count throws(ICUError) in
                try ICUString.make { cf_message_describe(bytes, count, $0, $1, &offset, &$2) }
            }
        } catch {
            throw .invalidPattern(pattern, offset: Int(offset), icu: error.name)
        }
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return MessageArgumentInfo(
                name: fields[0], kind: fields[1], style: fields[2].trimmingSpaces,
                selectors: fields[3].split(separator: ",").map(String.init))
        }
    }

    private struct Key: Hashable, Sendable {
        let pattern: String, locale: String, zone: String
    }
    private final class Compiled: Sendable {
        let handle: ICUHandle
        let arguments: [MessageArgumentInfo]
        init(handle: ICUHandle, arguments: [MessageArgumentInfo]) {
            self.handle = handle
            self.arguments = arguments
        }
    }
    private static let cache = HandleCache<Key, Compiled>(limit: 1024)

    private static func compile(_ pattern: String, _ locale: LanguageTag, _ zone: TimeZoneID) throws(FormatError) -> Compiled {
        try cache.handle(for: Key(pattern: pattern, locale: locale.identifier, zone: zone.identifier)) { () throws(FormatError) in
            let arguments = try describe(pattern)
            var offset: Int32 = 0
            do throws(ICUError) {
                let handle = try ICUHandle(closing: cf_message_close) { status in
                    pattern.withUTF8Bytes { cf_message_open(locale.identifier, $0, $1, zone.identifier, &offset, &status) }
                }
                return Compiled(handle: handle, arguments: arguments)
            } catch {
                throw .invalidPattern(pattern, offset: Int(offset), icu: error.name)
            }
        }
    }
}

extension String {
    /// ICU's argument styles keep the spaces around them (`{when, date, short}` has " short").
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

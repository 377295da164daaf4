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
    private let compiled: Compiled

    public init(_ pattern: String, locale: LanguageTag, timeZone: TimeZoneID = .utc) throws(FormatError) {
        self.pattern = pattern
        self.locale = locale
        compiled = try Self.compile(pattern, locale, timeZone)
        arguments = compiled.arguments
    }

    public func format(_ values: [String: MessageValue]) throws(FormatError) -> String {
        var missing = -1
        do throws(ICUError) {
            if let text = try compiled.format(values, missing: &missing) { return text }
        } catch {
            throw .icu(error.name, during: "formatting message '\(pattern)'")
        }
        throw .missingArgument(compiled.names[missing], pattern: pattern)
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
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            return MessageArgumentInfo(
                name: field(0), kind: field(1), style: unescape(field(2)).trimmingSpaces,
                selectors: field(3).split(separator: ",").map(String.init))
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

    private struct Key: Hashable, Sendable {
        let pattern: String, locale: String, zone: String
    }
    private final class Compiled: Sendable {
        let handle: ICUHandle
        let arguments: [MessageArgumentInfo]
        /// Distinct argument names in the order the shim takes their values.
        let names: [String]
        init(handle: ICUHandle, arguments: [MessageArgumentInfo]) {
            self.handle = handle
            self.arguments = arguments
            names = (0..<cf_message_argument_count(handle.pointer)).map { index in
                (try? ICUString.make { cf_message_argument_name(handle.pointer, index, $0, $1, &$2) }) ?? ""
            }
        }

        /// The formatted text, or nil with `missing` set to the index of a name that has no value.
        ///
        /// The hot path lives here, on the class, so that its closures capture one reference
        /// rather than a copy of the `MessageFormat` value.
        func format(_ values: [String: MessageValue], missing: inout Int) throws(ICUError) -> String? {
            var poolSize = 0
            for value in values.values { if case .string(let text) = value { poolSize += text.utf8.count } }
            // One cf_arg per argument name, in the handle's order, filled by walking the
            // dictionary: comparing short names costs less than hashing them. String values
            // share one pool.
            return try withUnsafeTemporaryAllocation(of: cf_arg.self, capacity: max(1, names.count)) {
                args throws(ICUError) -> String? in
                try withUnsafeTemporaryAllocation(of: CChar.self, capacity: max(1, poolSize)) {
                    pool throws(ICUError) -> String? in
                    for index in names.indices { args[index].kind = -1 }
                    var used = 0
                    for (name, value) in values {
                        guard let index = names.firstIndex(of: name) else { continue }
                        switch value {
                        case .string(var text):
                            let start = used
                            text.withUTF8 { bytes in
                                guard let base = bytes.baseAddress else { return }
                                UnsafeMutableRawPointer(pool.baseAddress! + used).copyMemory(
                                    from: base, byteCount: bytes.count)
                                used += bytes.count
                            }
                            args[index] = cf_arg(
                                kind: Int32(CF_ARG_STRING), text_offset: Int32(start),
                                text_length: Int32(used - start), number: 0)
                        case .integer(let n):
                            args[index] = cf_arg(
                                kind: Int32(CF_ARG_INT), text_offset: 0, text_length: 0, number: Double(n))
                        case .double(let n):
                            args[index] = cf_arg(kind: Int32(CF_ARG_DOUBLE), text_offset: 0, text_length: 0, number: n)
                        case .date(let ms):
                            args[index] = cf_arg(kind: Int32(CF_ARG_DATE), text_offset: 0, text_length: 0, number: ms)
                        }
                    }
                    if let index = names.indices.first(where: { args[$0].kind < 0 }) {
                        missing = index
                        return nil
                    }
                    return try ICUString.make {
                        cf_message_format(handle.pointer, pool.baseAddress, args.baseAddress, $0, $1, &$2)
                    }
                }
            }
        }
    }
    private static let cache = HandleCache<Key, Compiled>(limit: 1024)

    private static func compile(_ pattern: String, _ locale: LanguageTag, _ zone: TimeZoneID) throws(FormatError)
        -> Compiled
    {
        try cache.handle(for: Key(pattern: pattern, locale: locale.identifier, zone: zone.identifier)) {
            () throws(FormatError) in
            let arguments = try describe(pattern)
            var offset: Int32 = 0
            do throws(ICUError) {
                let handle = try ICUHandle(closing: cf_message_close) { status in
                    pattern.withUTF8Bytes {
                        cf_message_open(locale.identifier, $0, $1, zone.identifier, &offset, &status)
                    }
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

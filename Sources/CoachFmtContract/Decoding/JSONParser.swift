/// A strict RFC 8259 parser that turns bytes into a `JSONValue`.
///
/// JSONDecoder reports every syntax error as "The given data was not valid JSON."
/// with no position, and it accepts trailing commas. This parser rejects what the
/// RFC rejects (trailing commas, duplicate keys, control characters in strings,
/// invalid UTF-8) and says where: `expected ',' or '}' at line 3, column 7, found '"'`.
package struct JSONParser {
    /// A syntax error; `reason` is the whole sentence shown after "malformed JSON:".
    package struct SyntaxError: Error, Equatable {
        package let reason: String
    }

    /// Deep enough for any API response, shallow enough that recursion cannot
    /// overflow the stack on hostile input.
    private static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one complete JSON text; whitespace may surround it, nothing else.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // RFC 8259 §8.1: a parser may ignore a leading byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error(expected: "the end of the document")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error(expected: "a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(expected: "a value")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enterContainer()
        var members: [String: JSONValue] = [:]
        if peek() == UInt8(ascii: "}") { return leaveContainer(.object(members)) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error(expected: "a string key") }
            let keyStart = index
            let key = try parseString()
            guard members[key] == nil else {
                throw SyntaxError(reason: "duplicate key \"\(key)\" at \(position(of: keyStart))")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error(expected: "':'") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): return leaveContainer(.object(members))
            default: throw error(expected: "',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        if peek() == UInt8(ascii: "]") { return leaveContainer(.array(elements)) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): return leaveContainer(.array(elements))
            default: throw error(expected: "',' or ']'")
            }
        }
    }

    /// Consumes a container's opening bracket and the whitespace after it, one level deeper.
    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw SyntaxError(reason: "nesting deeper than \(Self.maxDepth) levels at \(position(of: index))")
        }
        index += 1
        skipWhitespace()
    }

    /// Consumes the closing bracket of the container `value` holds, one level up again.
    private mutating func leaveContainer(_ value: JSONValue) -> JSONValue {
        index += 1
        depth -= 1
        return value
    }

    private mutating func parseLiteral(_ word: StaticString) throws(SyntaxError) {
        let start = index
        let expected = word.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard peek() == byte else {
                index = start
                throw error(expected: "a value")
            }
            index += 1
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as its source text.
    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try skipDigits() else { throw error(expected: "a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard try skipDigits() else { throw error(expected: "a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard try skipDigits() else { throw error(expected: "a digit in the exponent") }
        }
        // Number text is ASCII, so this never replaces anything.
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips a run of digits; returns false when there was none.
    private mutating func skipDigits() throws(SyntaxError) -> Bool {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw SyntaxError(reason: "unterminated string starting at \(position(of: start))")
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw SyntaxError(reason: "invalid UTF-8 in the string starting at \(position(of: start))")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error(expected: "'\\u' escape for a control character")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek() else { throw error(expected: "an escape character") }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw error(expected: "a valid escape character")
        }
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard peek() == UInt8(ascii: "\\"), peek(at: index + 1) == UInt8(ascii: "u") else {
                throw error(expected: "a low surrogate '\\u' escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
                throw error(expected: "a low surrogate '\\u' escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw SyntaxError(reason: "unpaired low surrogate before \(position(of: index))")
        }
        // Every value left is a valid scalar: surrogates were handled above.
        utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error(expected: "a hexadecimal digit")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Positions and errors

    private func peek() -> UInt8? { peek(at: index) }

    private func peek(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            index += 1
        }
    }

    /// "expected X at line L, column C, found Y", the one shape of every syntax error.
    private func error(expected: String) -> SyntaxError {
        SyntaxError(reason: "expected \(expected) at \(position(of: index)), found \(found(at: index))")
    }

    /// Line and column, both 1-based; the column counts characters, not bytes.
    private func position(of offset: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // skip UTF-8 continuation bytes
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    private func found(at offset: Int) -> String {
        guard let byte = peek(at: offset) else { return "the end of the document" }
        switch byte {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x0A: return "a line break"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
        }
    }
}

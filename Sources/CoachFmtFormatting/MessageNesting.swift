/// How deep a message's plural, select, selectordinal and choice arguments nest, and where a
/// closing brace stands outside every argument, read without ICU.
///
/// ICU's MessagePattern parses a nested message by recursion, and MessageFormat formats one the
/// same way, so a pattern nested a few thousand deep overflows the stack in either. Every
/// message is measured here first, in one pass and constant stack, and one nested deeper than
/// ``maximumDepth`` never reaches ICU. The scan follows MessagePattern's reading of the
/// pattern (ICU's default apostrophe mode: `'` quotes only before `{`, `}`, `#` in a plural,
/// `|` in a choice, and `''` is one apostrophe), and where ICU would stop at a syntax error it
/// goes on, so that it never counts less nesting than ICU would recurse into.
///
/// `{count, plural, one {# day} other {# days}}` has depth 1; a plural inside a select's
/// branch, depth 2.
package struct MessageNesting: Sendable, Equatable {
    /// The deepest nesting a message may have. The catalog's messages nest two levels at most (a
    /// plural inside a select), and a translation may need three (for a language that inflects
    /// both); 8 leaves room for any message a translator could mean, and
    /// is thousands of levels short of where ICU's recursion runs out of stack.
    package static let maximumDepth = 8

    /// The deepest nesting found, at most ``maximumDepth`` + 1: the scan stops there.
    package let depth: Int
    /// The UTF-8 offset of the first closing brace outside every argument, which ICU keeps as
    /// literal text (`5 天}`); nil when there is none.
    package let strayBraceOffset: Int?

    /// True when the message nests deeper than ``maximumDepth``.
    package var isTooDeep: Bool { depth > Self.maximumDepth }

    /// What the scan is inside of, innermost last.
    private enum Frame {
        /// The text of a message; `parent` is the argument kind it is a branch of.
        case message(parent: Parent)
        /// An argument's name and type, up to the `,` before its style or the closing `}`.
        case argumentHeader
        /// The branches of a plural, select, selectordinal or choice argument.
        case complexStyle(Parent)
        /// A simple argument's style or skeleton: braces inside it only nest as text.
        case simpleStyle(braces: Int)
    }

    private enum Parent { case none, plural, select, choice }

    /// Measures `pattern`.
    package init(_ pattern: String) {
        var depth = 0
        var deepest = 0
        var stray: Int?
        var stack: [Frame] = [.message(parent: .none)]
        var bytes = pattern.utf8.makeIterator()
        var offset = -1
        // One byte of look-ahead: the syntax is ASCII, and UTF-8 never puts an ASCII byte inside
        // another character.
        var lookahead: UInt8? = nil
        func next() -> UInt8? {
            offset += 1
            if let byte = lookahead {
                lookahead = nil
                return byte
            }
            return bytes.next()
        }
        func peek() -> UInt8? {
            if lookahead == nil { lookahead = bytes.next() }
            return lookahead
        }
        let apostrophe = UInt8(ascii: "'")
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let comma = UInt8(ascii: ",")
        let pipe = UInt8(ascii: "|")
        let pound = UInt8(ascii: "#")
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var headerType: [UInt8] = []
        var headerCommas = 0

        scan: while let byte = next() {
            switch stack[stack.count - 1] {
            case .message(let parent):
                if byte == apostrophe {
                    guard let following = peek() else { break }
                    if following == apostrophe {
                        _ = next()
                    } else if following == open || following == close || (parent == .choice && following == pipe)
                        || (parent == .plural && following == pound)
                    {
                        // Quoted text, to the next single apostrophe ('' inside it is one).
                        while let quoted = next() {
                            if quoted == apostrophe {
                                if peek() == apostrophe { _ = next() } else { break }
                            }
                        }
                    }
                } else if byte == open {
                    stack.append(.argumentHeader)
                    headerType = []
                    headerCommas = 0
                } else if byte == close {
                    if stack.count == 1 {
                        if stray == nil { stray = offset }
                    } else {
                        stack.removeLast()
                        depth -= 1
                        // A choice's branch ends at the argument's own closing brace.
                        if parent == .choice { stack.removeLast() }
                    }
                } else if byte == pipe, parent == .choice {
                    stack.removeLast()
                    depth -= 1
                }
            case .argumentHeader:
                if byte == close {
                    stack.removeLast()
                } else if byte == comma {
                    headerCommas += 1
                    if headerCommas == 2 {
                        let kind: Parent? =
                            switch String(decoding: headerType, as: UTF8.self) {
                            case "plural", "selectordinal": .plural
                            case "select": .select
                            case "choice": .choice
                            default: nil
                            }
                        stack[stack.count - 1] = kind.map { .complexStyle($0) } ?? .simpleStyle(braces: 0)
                    }
                } else if headerCommas == 1, !isSpace(byte) {
                    headerType.append(byte)
                }
            case .complexStyle(let kind):
                if byte == close {
                    stack.removeLast()
                } else if byte == open || (kind == .choice && (byte == pound || byte == UInt8(ascii: "<"))) {
                    stack.append(.message(parent: kind))
                    depth += 1
                    deepest = max(deepest, depth)
                    if deepest > Self.maximumDepth { break scan }
                } else if kind == .choice, byte == 0xE2 {
                    // ≤ (U+2264, E2 89 A4) also starts a choice's branch.
                    if peek() == 0x89 {
                        _ = next()
                        if peek() == 0xA4 {
                            _ = next()
                            stack.append(.message(parent: kind))
                            depth += 1
                            deepest = max(deepest, depth)
                            if deepest > Self.maximumDepth { break scan }
                        }
                    }
                }
            case .simpleStyle(let braces):
                if byte == apostrophe {
                    while let quoted = next(), quoted != apostrophe {}
                } else if byte == open {
                    stack[stack.count - 1] = .simpleStyle(braces: braces + 1)
                } else if byte == close {
                    if braces == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .simpleStyle(braces: braces - 1)
                    }
                }
            }
        }
        self.depth = deepest
        strayBraceOffset = stray
    }
}

import CoachFmt

/// A small, strict XML 1.0 reader for what the XLIFF export writes and what CAT tools send
/// back: elements, attributes, text, the five predefined entities, numeric character
/// references, CDATA sections and comments, with namespaces resolved.
///
/// Anything else is refused with its line and column: a document type declaration (so no
/// entity expansion), a processing instruction other than the XML declaration, an encoding
/// other than UTF-8, a character XML does not allow, unbalanced tags, an unbound prefix.
/// Line breaks are normalized to LF and whitespace in attribute values to spaces, as XML says.
struct XMLReader {
    /// An element with its namespace resolved; attributes keep their written (qualified) names.
    struct Element: Equatable {
        var namespace: String
        var name: String
        var attributes: [String: String]
        var children: [Node]
        /// The 1-based line of the start tag.
        var line: Int

        /// The child elements, in order.
        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        /// The text children joined (elements skipped).
        var text: String {
            children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        }
    }

    enum Node: Equatable {
        case element(Element)
        case text(String)
    }

    /// Why the input is not XML this reader accepts, and where.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let reason: String
        let line: Int
        let column: Int
        var description: String { "\(reason) at line \(line), column \(column)" }
    }

    /// Deeper nesting is refused: XLIFF needs six levels, and deep trees cost stack to free.
    static let maximumDepth = 64
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Parses a whole UTF-8 document and returns its root element.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> Element {
        var reader = XMLReader(scalars: try decode(bytes))
        return try reader.document()
    }

    private let scalars: [Unicode.Scalar]
    /// Offsets where lines start, for positions in messages.
    private let lineStarts: [Int]
    private var index = 0
    /// The namespace bindings in scope, as a stack per prefix (innermost last). An element's
    /// declarations are pushed when its start tag is read and popped when it closes, so a
    /// declaration costs the same however many are in scope; copying the whole table for each
    /// element made a document of many declarations quadratic.
    private var bindings: [String: [String]] = ["xml": [Self.xmlNamespace]]

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
    }

    /// UTF-8 to scalars, CR LF and CR to LF, refusing invalid UTF-8 and characters XML excludes.
    private static func decode(_ bytes: [UInt8]) throws(Failure) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        var previousWasCR = false
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if previousWasCR, scalar == "\n" {
                    previousWasCR = false
                    continue
                }
                previousWasCR = scalar == "\r"
                guard isCharacter(scalar.value) else {
                    throw Failure(
                        reason: "character \(hex(scalar.value)) is not allowed in XML", line: line, column: column)
                }
                if scalar == "\n" || scalar == "\r" {
                    scalars.append("\n")
                    line += 1
                    column = 1
                } else {
                    scalars.append(scalar)
                    column += 1
                }
            case .emptyInput: break decoding
            case .error: throw Failure(reason: "invalid UTF-8", line: line, column: column)
            }
        }
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return scalars
    }

    /// XML 1.0's `Char` production.
    static func isCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: - Document

    /// An element being read, with the namespace prefixes it declared.
    private struct Open {
        var element: Element
        var qualifiedName: String
        var declared: [String]
    }

    private mutating func undeclare(_ prefixes: [String]) {
        for prefix in prefixes {
            bindings[prefix]!.removeLast()
            if bindings[prefix]!.isEmpty { bindings[prefix] = nil }
        }
    }

    private mutating func document() throws(Failure) -> Element {
        if starts(with: "<?xml") && index + 5 < scalars.count && isSpace(scalars[index + 5]) {
            try declaration()
        }
        var stack: [Open] = []
        var root: Element?
        var text = ""

        func flush(_ stack: inout [Open], _ text: inout String) {
            guard !text.isEmpty, !stack.isEmpty else { return }
            if case .text(let previous) = stack[stack.count - 1].element.children.last {
                stack[stack.count - 1].element.children[stack[stack.count - 1].element.children.count - 1] = .text(
                    previous + text)
            } else {
                stack[stack.count - 1].element.children.append(.text(text))
            }
            text = ""
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    guard !stack.isEmpty else { throw failure("CDATA section outside the root element") }
                    text += try cdata()
                } else if starts(with: "<!") {
                    throw failure("document type and markup declarations are not supported")
                } else if starts(with: "<?") {
                    throw failure("processing instructions are not supported (only the XML declaration, first)")
                } else if starts(with: "</") {
                    flush(&stack, &text)
                    let start = index
                    index += 2
                    let name = try self.name()
                    skipSpaces()
                    try expect(">")
                    guard let open = stack.popLast() else {
                        throw failure("end tag '</\(EchoedInput.bounded(name))>' without a start tag", at: start)
                    }
                    guard open.qualifiedName == name else {
                        throw failure(
                            "end tag '</\(EchoedInput.bounded(name))>' does not match '<\(EchoedInput.bounded(open.qualifiedName))>'",
                            at: start)
                    }
                    undeclare(open.declared)
                    if stack.isEmpty {
                        root = open.element
                    } else {
                        stack[stack.count - 1].element.children.append(.element(open.element))
                    }
                } else {
                    flush(&stack, &text)
                    guard root == nil else { throw failure("content after the root element") }
                    guard stack.count < Self.maximumDepth else {
                        throw failure("elements nested deeper than \(Self.maximumDepth) levels")
                    }
                    let (open, selfClosing) = try startTag()
                    if selfClosing { undeclare(open.declared) }
                    if !selfClosing {
                        stack.append(open)
                    } else if stack.isEmpty {
                        root = open.element
                    } else {
                        stack[stack.count - 1].element.children.append(.element(open.element))
                    }
                }
            } else if stack.isEmpty {
                guard isSpace(scalar) else {
                    throw failure(root == nil ? "text before the root element" : "content after the root element")
                }
                index += 1
            } else if scalar == "&" {
                text.unicodeScalars.append(try reference())
            } else {
                if scalar == "]", starts(with: "]]>") { throw failure("']]>' outside a CDATA section") }
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        if let open = stack.last { throw failure("'<\(EchoedInput.bounded(open.qualifiedName))>' is not closed") }
        guard let root else { throw failure("no root element") }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: version 1.0, encoding UTF-8 when given.
    private mutating func declaration() throws(Failure) {
        index += 5
        var pseudo: [String: String] = [:]
        while true {
            skipSpaces()
            if starts(with: "?>") { break }
            let start = index
            let name = try self.name()
            skipSpaces()
            try expect("=")
            skipSpaces()
            pseudo[name] = try attributeValue()
            guard ["version", "encoding", "standalone"].contains(name) else {
                throw failure("unknown '\(EchoedInput.bounded(name))' in the XML declaration", at: start)
            }
        }
        index += 2
        guard pseudo["version"] == "1.0" else { throw failure("the XML declaration must say version=\"1.0\"") }
        if let encoding = pseudo["encoding"], encoding.lowercased() != "utf-8" {
            throw failure("encoding '\(EchoedInput.bounded(encoding))' is not supported; write UTF-8")
        }
    }

    private mutating func comment() throws(Failure) {
        let start = index
        index += 4
        while index < scalars.count {
            if starts(with: "-->") {
                index += 3
                return
            }
            index += 1
        }
        throw failure("comment is not closed", at: start)
    }

    private mutating func cdata() throws(Failure) -> String {
        let start = index
        index += 9
        var text = ""
        while index < scalars.count {
            if starts(with: "]]>") {
                index += 3
                return text
            }
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        throw failure("CDATA section is not closed", at: start)
    }

    /// `<name attr="value" …>` or `…/>`, with `xmlns` declarations applied.
    private mutating func startTag() throws(Failure) -> (Open, selfClosing: Bool) {
        let start = index
        let line = position(of: start).line
        index += 1
        let qualifiedName = try name()
        var attributes: [String: String] = [:]
        var declarations: [String: String] = [:]
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            if starts(with: "/>") {
                index += 2
                selfClosing = true
                break
            }
            if starts(with: ">") {
                index += 1
                break
            }
            guard index < scalars.count else {
                throw failure("'<\(EchoedInput.bounded(qualifiedName))' is not closed", at: start)
            }
            guard hadSpace else { throw failure("expected a space, '>' or '/>'") }
            let attributeStart = index
            let attribute = try name()
            skipSpaces()
            try expect("=")
            skipSpaces()
            let value = try attributeValue()
            if attribute == "xmlns" {
                declarations[""] = value
            } else if attribute.hasPrefix("xmlns:") {
                guard !value.isEmpty else {
                    throw failure("'\(EchoedInput.bounded(attribute))' cannot be empty", at: attributeStart)
                }
                declarations[String(attribute.dropFirst(6))] = value
            } else {
                guard attributes[attribute] == nil else {
                    throw failure("attribute '\(EchoedInput.bounded(attribute))' given twice", at: attributeStart)
                }
                attributes[attribute] = value
            }
        }
        let declared = Array(declarations.keys)
        for (prefix, value) in declarations { bindings[prefix, default: []].append(value) }
        func namespace(_ prefix: String) -> String? { bindings[prefix]?.last }
        for attribute in attributes.keys {
            if let colon = attribute.firstIndex(of: ":"), namespace(String(attribute[..<colon])) == nil {
                throw failure(
                    "prefix of attribute '\(EchoedInput.bounded(attribute))' is not bound to a namespace", at: start)
            }
        }
        let elementNamespace: String
        let localName: String
        if let colon = qualifiedName.firstIndex(of: ":") {
            guard let bound = namespace(String(qualifiedName[..<colon])) else {
                throw failure(
                    "prefix of '<\(EchoedInput.bounded(qualifiedName))>' is not bound to a namespace", at: start)
            }
            elementNamespace = bound
            localName = String(qualifiedName[qualifiedName.index(after: colon)...])
        } else {
            elementNamespace = namespace("") ?? ""
            localName = qualifiedName
        }
        let element = Element(
            namespace: elementNamespace, name: localName, attributes: attributes, children: [], line: line)
        return (Open(element: element, qualifiedName: qualifiedName, declared: declared), selfClosing)
    }

    /// A quoted value; references resolved, literal tabs and line breaks made spaces.
    private mutating func attributeValue() throws(Failure) -> String {
        guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
            throw failure("expected a quoted attribute value")
        }
        let quote = scalars[index]
        let start = index
        index += 1
        var value = ""
        while index < scalars.count, scalars[index] != quote {
            switch scalars[index] {
            case "<": throw failure("'<' in an attribute value")
            case "&": value.unicodeScalars.append(try reference())
            case "\t", "\n":
                value.unicodeScalars.append(" ")
                index += 1
            default:
                value.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        guard index < scalars.count else { throw failure("attribute value is not closed", at: start) }
        index += 1
        return value
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#NN;` and `&#xHH;`.
    private mutating func reference() throws(Failure) -> Unicode.Scalar {
        let start = index
        index += 1
        var body = ""
        while index < scalars.count, scalars[index] != ";", body.unicodeScalars.count < 10 {
            body.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";" else {
            throw failure("'&' starts no reference; write '&amp;'", at: start)
        }
        index += 1
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var number: UInt32?
        if body.hasPrefix("#x") {
            number = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            number = UInt32(body.dropFirst(1), radix: 10)
        } else {
            throw failure(
                "unknown entity '&\(EchoedInput.bounded(body));' (only lt, gt, amp, quot, apos and numeric references)",
                at: start)
        }
        guard let number, Self.isCharacter(number), let scalar = Unicode.Scalar(number) else {
            throw failure("'&\(EchoedInput.bounded(body));' is not a character XML allows", at: start)
        }
        return scalar
    }

    private mutating func name() throws(Failure) -> String {
        var name = ""
        while index < scalars.count {
            let scalar = scalars[index]
            let isStart =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == ":"
                || scalar.value >= 0xC0
            let isOther = ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar.value == 0xB7
            guard isStart || (!name.isEmpty && isOther) else { break }
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard !name.isEmpty else { throw failure("expected a name") }
        return name
    }

    // MARK: - Scanning

    private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n"
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < scalars.count, isSpace(scalars[index]) { index += 1 }
        return index > start
    }

    private func starts(with literal: String) -> Bool {
        var position = index
        for scalar in literal.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func expect(_ literal: String) throws(Failure) {
        guard starts(with: literal) else { throw failure("expected '\(literal)'") }
        index += literal.unicodeScalars.count
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    private func failure(_ reason: String, at offset: Int? = nil) -> Failure {
        let (line, column) = position(of: offset ?? index)
        return Failure(reason: reason, line: line, column: column)
    }
}

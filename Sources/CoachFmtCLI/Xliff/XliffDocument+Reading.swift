import CoachFmt

extension XliffDocument {
    /// Why a file is not an XLIFF 2.0 document this import understands, and where.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        let line: Int?
        let reason: String
        var description: String { (line.map { "line \($0): " } ?? "") + reason }
    }

    /// Reads what ``xml`` writes, and what CAT tools make of it: several `<file>`s, `<group>`s,
    /// a unit split into several segments (joined, with `<ignorable>` text between them),
    /// `<cp hex="…"/>` for characters XML cannot carry, and elements of other namespaces
    /// (skipped). Inline codes (`<ph>`, `<pc>`, `<mrk>`, …) in a source or target are refused,
    /// since the catalog holds ICU MessageFormat text.
    init(xml bytes: [UInt8]) throws(ReadError) {
        let root: XMLReader.Element
        do { root = try XMLReader.parse(bytes) } catch {
            throw ReadError(line: nil, reason: "malformed XML: \(error)")
        }
        guard root.name == "xliff", root.namespace == Self.namespace else {
            let version1 = root.namespace.hasPrefix("urn:oasis:names:tc:xliff:document:1.")
            throw ReadError(
                line: root.line,
                reason: version1
                    ? "XLIFF 1.x is not supported; export XLIFF 2.0"
                    : "the root element is not <xliff> in the XLIFF 2.0 namespace \(Self.namespace)")
        }
        guard let version = root.attributes["version"], version == "2.0" || version == "2.1" else {
            throw ReadError(
                line: root.line,
                reason: "version '\(EchoedInput.bounded(root.attributes["version"] ?? ""))' is not XLIFF 2.0 or 2.1")
        }
        guard let source = root.attributes["srcLang"] else {
            throw ReadError(line: root.line, reason: "<xliff> has no srcLang")
        }
        guard let target = root.attributes["trgLang"] else {
            throw ReadError(line: root.line, reason: "<xliff> has no trgLang: the import needs the target language")
        }
        self.init(sourceLanguage: source, targetLanguage: target, fileID: "")
        var ids: Set<String> = []
        var files = 0
        for file in try Self.children(of: root, allowed: ["file"]) {
            files += 1
            if files == 1 {
                fileID = file.attributes["id"] ?? ""
                original = file.attributes["original"]
            }
            try readContainer(file, ids: &ids)
        }
        guard files > 0 else { throw ReadError(line: root.line, reason: "<xliff> has no <file>") }
    }

    /// The units of a `<file>` or `<group>`, depth first.
    private mutating func readContainer(_ container: XMLReader.Element, ids: inout Set<String>) throws(ReadError) {
        for child in try Self.children(of: container, allowed: ["skeleton", "notes", "unit", "group"]) {
            switch child.name {
            case "notes" where container.name == "file": notes += try Self.notes(child)
            case "unit":
                let unit = try Self.unit(child)
                guard ids.insert(unit.id).inserted else {
                    throw ReadError(line: child.line, reason: "unit '\(EchoedInput.bounded(unit.id))' appears twice")
                }
                units.append(unit)
            case "group": try readContainer(child, ids: &ids)
            default: break
            }
        }
    }

    private static func unit(_ element: XMLReader.Element) throws(ReadError) -> Unit {
        guard let id = element.attributes["id"], !id.isEmpty else {
            throw ReadError(line: element.line, reason: "<unit> has no id")
        }
        func failure(_ line: Int, _ reason: String) -> ReadError {
            ReadError(line: line, reason: "unit '\(EchoedInput.bounded(id))': \(reason)")
        }
        var notes: [Note] = []
        var source = ""
        var target = ""
        var segments = 0
        var targets = 0
        var state: State?
        var subState: String?
        for child in try children(of: element, allowed: ["notes", "originalData", "segment", "ignorable"]) {
            switch child.name {
            case "notes": notes += try Self.notes(child)
            case "segment", "ignorable":
                let parts = try children(of: child, allowed: ["source", "target"])
                guard let first = parts.first, first.name == "source", parts.count <= 2,
                    parts.count == 1 || parts[1].name == "target"
                else {
                    throw failure(
                        child.line, "<\(child.name)> needs one <source> and at most one <target>, in that order")
                }
                let sourceText = try content(first, unit: id)
                let targetText = try parts.count == 2 ? content(parts[1], unit: id) : nil
                source += sourceText
                guard child.name == "segment" else {
                    target += targetText ?? sourceText
                    continue
                }
                segments += 1
                if let targetText {
                    targets += 1
                    target += targetText
                }
                let stateName = child.attributes["state"] ?? State.initial.rawValue
                guard let segmentState = State(rawValue: stateName) else {
                    throw failure(
                        child.line,
                        "state '\(stateName)' is not one of \(State.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if state == nil || segmentState < state! {
                    state = segmentState
                    subState = child.attributes["subState"]
                }
            default: break
            }
        }
        guard let state else { throw failure(element.line, "no <segment>") }
        guard targets == 0 || targets == segments else {
            throw failure(element.line, "some segments have a <target> and some do not")
        }
        return Unit(
            id: id, notes: notes, state: state, subState: subState, source: source,
            target: targets == 0 ? nil : target)
    }

    private static func notes(_ element: XMLReader.Element) throws(ReadError) -> [Note] {
        try children(of: element, allowed: ["note"]).map { note throws(ReadError) in
            if let child = note.elements.first {
                throw ReadError(
                    line: child.line,
                    reason: "<note> holds an element <\(EchoedInput.bounded(child.name))>; notes are text")
            }
            return Note(category: note.attributes["category"], text: note.text)
        }
    }

    /// The text of a `<source>` or `<target>`, with `<cp/>` turned back into its character.
    private static func content(_ element: XMLReader.Element, unit: String) throws(ReadError) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let part): text += part
            case .element(let code):
                guard code.namespace == namespace, code.name == "cp", code.children.isEmpty,
                    let hex = code.attributes["hex"], let value = UInt32(hex, radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    throw ReadError(
                        line: code.line,
                        reason:
                            "unit '\(EchoedInput.bounded(unit))': <\(EchoedInput.bounded(code.name))> in the \(element.name): write the message as ICU MessageFormat text, without inline codes"
                    )
                }
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The XLIFF child elements of `element`, refusing XLIFF elements not in `allowed` and
    /// text other than whitespace; elements of other namespaces (modules, tools) are skipped.
    private static func children(of element: XMLReader.Element, allowed: Set<String>) throws(ReadError)
        -> [XMLReader.Element]
    {
        var result: [XMLReader.Element] = []
        for child in element.children {
            switch child {
            case .text(let text):
                if !text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) {
                    throw ReadError(
                        line: element.line, reason: "text directly inside <\(EchoedInput.bounded(element.name))>")
                }
            case .element(let child) where child.namespace == namespace:
                guard allowed.contains(child.name) else {
                    throw ReadError(
                        line: child.line,
                        reason:
                            "<\(EchoedInput.bounded(child.name))> is not expected in <\(EchoedInput.bounded(element.name))>"
                    )
                }
                result.append(child)
            case .element: break
            }
        }
        return result
    }
}

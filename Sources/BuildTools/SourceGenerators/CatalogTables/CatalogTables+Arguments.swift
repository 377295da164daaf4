import Foundation

extension CatalogTables {
    /// An argument of a message: its name and what the message does with it.
    struct Argument: Equatable {
        enum Kind { case text, number, select, date }
        let name: String
        let kind: Kind
        /// A select's cases, in order, without `other` (the fallback no caller picks).
        var cases: [String] = []
    }

    /// The arguments of an ICU MessageFormat pattern, in the order they first appear, nested plural
    /// and select branches included. Apostrophe quoting is honoured (`'{'` is text). A pattern this
    /// reader cannot follow is a problem, and nothing is written: `coach-fmt check` parses every
    /// message with ICU, so a catalog it passes is well formed.
    struct ArgumentReader {
        let characters: [Character]
        var index = 0
        var found: [Argument] = []

        init(_ pattern: String) { characters = Array(pattern) }

        mutating func message(until close: Bool) throws {
            while index < characters.count {
                let character = characters[index]
                if character == "'" {
                    if index + 1 < characters.count, characters[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    if index + 1 < characters.count, "{}#|".contains(characters[index + 1]) {
                        index += 1
                        while index < characters.count, characters[index] != "'" { index += 1 }
                    }
                    index += 1
                    continue
                }
                if character == "}" {
                    guard close else { throw ReaderError.unbalanced }
                    index += 1
                    return
                }
                index += 1
                if character == "{" { try argument() }
            }
            if close { throw ReaderError.unbalanced }
        }

        mutating func word() -> String {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            var word = ""
            while index < characters.count, !",}{".contains(characters[index]) {
                word.append(characters[index])
                index += 1
            }
            return word.trimmingCharacters(in: .whitespaces)
        }

        mutating func argument() throws {
            let name = word()
            guard index < characters.count else { throw ReaderError.unbalanced }
            if characters[index] == "}" {
                add(name, .text)
                index += 1
                return
            }
            index += 1  // the comma
            let type = word()
            switch type {
            case "plural", "selectordinal", "select":
                add(name, type == "select" ? .select : .number)
                guard index < characters.count, characters[index] == "," else { throw ReaderError.unbalanced }
                index += 1
                // `selector {message}` … `}`
                while index < characters.count {
                    while index < characters.count, characters[index].isWhitespace { index += 1 }
                    guard index < characters.count else { break }
                    if characters[index] == "}" {
                        index += 1
                        return
                    }
                    var selector = ""
                    while index < characters.count, characters[index] != "{" {
                        selector.append(characters[index])
                        index += 1
                    }
                    if type == "select" { addCase(selector.trimmingCharacters(in: .whitespaces), to: name) }
                    index += 1
                    try message(until: true)
                }
                throw ReaderError.unbalanced
            default:
                add(name, type == "date" || type == "time" ? .date : .number)
                // The style, if any, up to the argument's closing brace.
                var depth = 0
                while index < characters.count {
                    if characters[index] == "{" { depth += 1 }
                    if characters[index] == "}" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    index += 1
                }
                index += 1
            }
        }

        mutating func add(_ name: String, _ kind: Argument.Kind) {
            if let existing = found.firstIndex(where: { $0.name == name }) {
                // A plain use and a typed use of one name: the typed use decides.
                if found[existing].kind == .text, kind != .text { found[existing] = Argument(name: name, kind: kind) }
                return
            }
            found.append(Argument(name: name, kind: kind))
        }

        mutating func addCase(_ selector: String, to name: String) {
            guard selector != "other", let argument = found.firstIndex(where: { $0.name == name }),
                !found[argument].cases.contains(selector)
            else { return }
            found[argument].cases.append(selector)
        }

        enum ReaderError: Error { case unbalanced }
    }
}

import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtFormatting

/// Proves that no row of data-binding.md is left out, and that no rendered string leaks a key,
/// an argument, a nil or an empty string.
@Suite struct SpecCoverageTests {
    static let specification = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds/data-binding.md")

    /// Every (section heading, element text) of the document's section tables, in order.
    static func rows() throws -> [(section: ScreenSection, element: String)] {
        let text = try String(contentsOf: specification, encoding: .utf8)
        var rows: [(ScreenSection, String)] = []
        var section: ScreenSection?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                section = ScreenSection(rawValue: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            guard let section, line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 2 else { continue }
            let element = cells[1]
            // The header row and the alignment row.
            if element == "Element" || element == "Screen · element" || element.allSatisfy({ $0 == "-" || $0 == ":" }) {
                continue
            }
            rows.append((section, element))
        }
        return rows
    }

    static var screens: [RenderedScreen] {
        get throws { try EveryState.screens }
    }

    @Test func theDocumentHasEverySection() throws {
        let sections = Set(try Self.rows().map(\.section))
        #expect(sections == Set(ScreenSection.allCases))
        #expect(try Self.rows().count > 150)
    }

    @Test func everyRowRendersInSomeStatePerLocale() throws {
        var missing: [String] = []
        for locale in LocaleNegotiation.catalogLocales {
            var labels: [ScreenSection: Set<String>] = [:]
            for screen in try Self.screens where screen.locale == locale {
                labels[screen.section, default: []].formUnion(screen.elements.map(\.label))
            }
            for (section, element) in try Self.rows() where labels[section]?.contains(element) != true {
                missing.append("\(section.rawValue) › \(element) (\(locale))")
            }
        }
        #expect(missing == [], "rows of data-binding.md no state renders")
    }

    @Test func noRenderedTextLeaksInternals() throws {
        let keys = Set(Catalog.builtIn.messages[.en]!.keys)
        let argument = /\{[a-z_]+[,}]/
        var leaks: [String] = []
        for screen in try Self.screens {
            func visit(_ element: RenderedElement, _ path: String) {
                if let text = element.text {
                    let words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
                    if text.trimmingCharacters(in: .whitespaces).isEmpty { leaks.append("\(path): empty text") }
                    if keys.contains(text) { leaks.append("\(path): raw key \(text)") }
                    if text.contains(argument) { leaks.append("\(path): unreplaced argument in \(text)") }
                    if text.contains("Optional(") || words.contains("nil") || words.contains("null")
                        || words.contains("NaN")
                    {
                        leaks.append("\(path): \(text)")
                    }
                }
                for part in element.parts { visit(part, path + " › " + part.label) }
            }
            for element in screen.elements {
                visit(element, "\(screen.state ?? "") (\(screen.locale)) \(element.label)")
            }
        }
        #expect(leaks == [])
    }

    @Test func everyStateRendersWithoutErrors() throws {
        let errors = try Self.screens.flatMap { screen in
            screen.errors.map { "\(screen.state ?? "") (\(screen.locale)): \($0)" }
        }
        #expect(errors == [])
    }
}

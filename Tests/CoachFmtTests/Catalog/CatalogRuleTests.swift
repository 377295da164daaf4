import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCatalog

/// The rules' names: each prints as it always has, reads back to its rule, and the documented
/// table lists exactly the fixed ones and the two families.
@Suite struct CatalogRuleTests {
    @Test func everyFixedRuleReadsBackFromItsName() {
        for rule in CatalogRule.allFixed {
            #expect(CatalogRule(name: rule.name) == rule, "\(rule.name)")
            #expect("\(rule)" == rule.name)
        }
        #expect(Set(CatalogRule.allFixed.map(\.name)).count == CatalogRule.allFixed.count)
    }

    /// Every case without a payload is in `allFixed`, which `init(name:)` reads back from: the
    /// declarations are read from the source, since Swift lists no cases of an enum with payloads.
    @Test func allFixedHoldsEveryFixedCase() throws {
        let source = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/CoachFmtCatalog/CatalogRule.swift"), encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "case", words[1].allSatisfy({ $0.isLetter || $0.isNumber }) else {
                return nil
            }
            return String(words[1])
        }
        let list = try #require(source.firstRange(of: "static let allFixed"))
        let open = try #require(source[list.upperBound...].firstRange(of: "= ["))
        let end = try #require(source[open.upperBound...].firstIndex(of: "]"))
        let listed = source[open.upperBound..<end].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
            .filter { $0.hasPrefix(".") }.map { String($0.dropFirst()) }
        #expect(declared.count == CatalogRule.allFixed.count)
        #expect(listed.count == CatalogRule.allFixed.count)
        #expect(Set(declared).subtracting(listed) == [])
    }

    @Test func namesPrintAsTheCheckPrintsThem() {
        #expect(CatalogRule.missingTranslation.name == "missing-translation")
        #expect(CatalogRule.overlayJSON.name == "overlay-json")
        #expect(CatalogRule.styleIDInProse.name == "style.id-in-prose")
        #expect(CatalogRule.accessibilityOneLanguage.name == "a11y.one_language")
        #expect(CatalogRule.glossary(term: "band.good").name == "glossary.band.good")
        #expect(CatalogRule.accessibility("duration").name == "a11y.duration")
    }

    @Test func familiesReadBackWithTheirIDs() {
        #expect(CatalogRule(name: "glossary.band.good") == .glossary(term: "band.good"))
        #expect(CatalogRule(name: "glossary.us-spelling") == .glossary(term: "us-spelling"))
        #expect(CatalogRule(name: "a11y.calendar_cell") == .accessibility("calendar_cell"))
        // A fixed a11y rule is its case, however it was made.
        #expect(CatalogRule(name: "a11y.decorative") == .accessibilityDecorative)
        #expect(CatalogRule.accessibility("decorative") == .accessibilityDecorative)
        #expect(Set([CatalogRule.accessibility("decorative"), .accessibilityDecorative]).count == 1)
    }

    @Test(arguments: [
        "", "missing-translations", "Missing-translation", "[unused-key]", " unused-key", "style.", "style.han-latin",
        "style.json", "glossary.", "glossary.Band", "glossary.band good", "a11y.", "a11y._x", "a11y", "overlay",
    ])
    func anUnknownNameIsNoRule(_ name: String) {
        #expect(CatalogRule(name: name) == nil)
    }

    /// Every term of glossary.json and every class and misreading of accessibility.json names a
    /// rule that reads back, and none takes a fixed rule's name.
    @Test func theBuiltInDataNamesRulesThatReadBack() {
        let data = Glossary.builtIn.rules + AccessibilityClasses.builtIn.rules
        #expect(Glossary.builtIn.rules.count == Glossary.builtIn.terms.count)
        #expect(
            AccessibilityClasses.builtIn.rules.count
                == AccessibilityClasses.builtIn.classes.count + AccessibilityClasses.builtIn.misreadings.count)
        #expect(AccessibilityClasses.builtIn.rules.contains(.accessibility("duration")))
        for rule in data {
            #expect(CatalogRule(name: rule.name) == rule, "\(rule.name)")
            #expect(!CatalogRule.allFixed.contains(rule), "\(rule.name) is a fixed rule's name")
        }
        #expect(Set(data).count == data.count)
    }

    /// Documentation/Catalog.md's table of rules: one backquoted name per fixed rule, in
    /// `allFixed`'s order, then the families.
    @Test func theDocumentedTableListsEveryRule() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Documentation/Catalog.md").standardized
        let document = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(document.range(of: "| rule | severity | what it means |\n|---|---|---|\n"))
        let rows = document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("| ") }
        let documented = rows.flatMap { row in
            row.dropFirst(2).prefix { $0 != "|" }.matches(of: /`([^`]+)`/).map { String($0.output.1) }
        }
        #expect(documented == CatalogRule.allFixed.map(\.name) + ["a11y.<class>", "glossary.<term>"])
    }
}

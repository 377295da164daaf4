import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtFormatting

/// The tables compiled into the library (`Catalog.builtIn`) hold exactly the keys and values of
/// the catalog files, which `Catalog.builtInWithNotes` parses, and nothing else.
@Suite struct CatalogTableTests {
    @Test(arguments: LocaleNegotiation.catalogLocales.map(\.identifier))
    func compiledTableHasTheFileValues(_ identifier: String) throws {
        let locale = try LanguageTag(identifier)
        let file = try #require(Catalog.builtInWithNotes.messages[locale])
        let table = try #require(CatalogTable.builtIn(identifier))
        #expect(table.keys.sorted() == file.keys.sorted())
        #expect(table.values == table.keys.map { file[$0]?.value })
        #expect(table.hashes == table.keys.map(CatalogTable.hash))
        #expect(table.hashes == table.hashes.sorted())
        let missed = file.filter { Catalog.builtIn.pattern($0.key, in: locale) != $0.value.value }.map(\.key)
        #expect(missed == [])
        #expect(Catalog.builtIn.messages[locale] == file.mapValues { CatalogEntry(value: $0.value) })
    }

    @Test func absentKeysAreNotFound() throws {
        let keys = try #require(CatalogTable.builtIn("en")).keys.sorted()
        let absent = ["", " ", "a", "zzzz", keys[0] + ".", String(keys[0].dropLast()), keys.last! + "x", "BAND.GOOD"]
        for key in absent { #expect(Catalog.builtIn.pattern(key, in: .en) == nil, "\(key)") }
        #expect(CatalogTable.builtIn("fr") == nil)
        #expect(Catalog.builtIn.pattern(keys[0], in: try LanguageTag("fr")) == nil)
    }

    @Test func smallTables() {
        #expect(CatalogTable(hashes: [], keys: [], values: []).value("band.good") == nil)
        let one = CatalogTable(hashes: [CatalogTable.hash("b")], keys: ["b"], values: ["B"])
        #expect(one.value("a") == nil && one.value("b") == "B" && one.value("c") == nil)
        // Keys that share a hash sit side by side and are told apart by comparing them.
        let hash = CatalogTable.hash("a")
        let shared = CatalogTable(hashes: [hash, hash], keys: ["b", "a"], values: ["B", "A"])
        #expect(shared.value("a") == "A")
        #expect(shared.value("b") == nil)  // "b" has a hash of its own
        #expect(CatalogTable.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(CatalogTable.hash("Developing") == 0x22f9_90e9_edb5_c686)  // as SourceFingerprint
    }
}

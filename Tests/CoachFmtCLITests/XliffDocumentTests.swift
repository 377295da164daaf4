import Testing

@testable import CoachFmtCLI

/// The XLIFF writer and the strict XML reader behind `export xliff` and `import xliff`.
@Suite struct XliffDocumentTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans">

        """

    func read(_ xml: String) throws(XliffDocument.ReadError) -> XliffDocument {
        try XliffDocument(xml: Array(xml.utf8))
    }

    /// A unit wrapped in a minimal document.
    func document(unit: String) -> String {
        Self.header + "<file id=\"f\">\n" + unit + "\n</file>\n</xliff>\n"
    }

    @Test func escaping() {
        #expect(XMLEscaping.text(#"a < b & c > d "q" 'a'"#) == #"a &lt; b &amp; c &gt; d "q" 'a'"#)
        #expect(XMLEscaping.attribute(#"a<b&c>"d"'e'"#) == "a&lt;b&amp;c&gt;&quot;d&quot;&apos;e&apos;")
        #expect(XMLEscaping.attribute("tab\tline\nreturn\r") == "tab&#9;line&#10;return&#13;")
        #expect(XMLEscaping.text("line\nreturn\r") == "line\nreturn&#13;")
        #expect(XMLEscaping.content("bell\u{7}") == "bell<cp hex=\"0007\"/>")
        #expect(XMLEscaping.text("bell\u{7}") == "bell\u{FFFD}")
    }

    @Test func writesOneUnitPerKeyWithNotesAndState() {
        var document = XliffDocument(
            sourceLanguage: "en", targetLanguage: "zh-Hans", fileID: "copy", original: "copy/zh-Hans.json")
        document.units = [
            XliffDocument.Unit(
                id: "a.b", notes: [XliffDocument.Note(text: "Tom & Jerry's <title>")], state: .final,
                source: "{count, plural, one {# <day>} other {# days & more}}",
                target: "{count, plural, other {# 天}}"),
            XliffDocument.Unit(
                id: #"odd"id'"#, notes: [XliffDocument.Note(category: #"c"1'"#, text: "n")], state: .initial,
                subState: "coach-fmt:stale", source: "Say \"hi\"", target: "说“嗨”"),
            XliffDocument.Unit(id: "new", state: .initial, source: "New"),
        ]
        #expect(
            document.xml == Self.header + """
                  <file id="copy" original="copy/zh-Hans.json" xml:space="preserve">
                    <unit id="a.b">
                      <notes>
                        <note>Tom &amp; Jerry's &lt;title&gt;</note>
                      </notes>
                      <segment state="final">
                        <source>{count, plural, one {# &lt;day&gt;} other {# days &amp; more}}</source>
                        <target>{count, plural, other {# 天}}</target>
                      </segment>
                    </unit>
                    <unit id="odd&quot;id&apos;">
                      <notes>
                        <note category="c&quot;1&apos;">n</note>
                      </notes>
                      <segment state="initial" subState="coach-fmt:stale">
                        <source>Say "hi"</source>
                        <target>说“嗨”</target>
                      </segment>
                    </unit>
                    <unit id="new">
                      <segment state="initial">
                        <source>New</source>
                      </segment>
                    </unit>
                  </file>
                </xliff>

                """)
    }

    /// Whatever a message holds comes back as it was: markup characters, quotes, `]]>`, line
    /// breaks, a carriage return, spaces at the ends, controls XML cannot carry, emoji.
    @Test func writtenDocumentsReadBackEqual() throws {
        let tricky = [
            "a < b && c > d", #"He said "yes" and 'no'"#, "]]> <![CDATA[ x", "two\nlines\r\nand\ttab",
            "  padded  ", "bell\u{7} and nul\u{0}", "👩‍💻 {name} 中文", "&amp; &lt; literally", "",
        ]
        var document = XliffDocument(sourceLanguage: "en", targetLanguage: "zh-Hans", fileID: "copy")
        document.notes = [XliffDocument.Note(category: "format", text: "Keep {x} & <y>")]
        for (index, text) in tricky.enumerated() {
            document.units.append(
                XliffDocument.Unit(
                    id: "k\(index)", notes: [XliffDocument.Note(text: text.replacingControls)],
                    state: XliffDocument.State.allCases[index % 4], source: text, target: index == 3 ? nil : text))
        }
        #expect(try XliffDocument(xml: Array(document.xml.utf8)) == document)
    }

    /// What CAT tools write besides our own layout: a declaration and BOM, a prefix for the
    /// XLIFF namespace, comments, CDATA, character references, groups, a unit split into
    /// segments with ignorable space between them, other namespaces' metadata, CR LF.
    @Test func readsWhatCATToolsWrite() throws {
        let xml = """
            \u{FEFF}<?xml version='1.0' encoding='utf-8'?>\r
            <!-- exported by a CAT tool -->\r
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" xmlns:mda="urn:oasis:names:tc:xliff:metadata:2.0" version="2.1" srcLang="en" trgLang="zh-Hans">
              <x:file id="f1">
                <mda:metadata><mda:metaGroup><mda:meta type="tool">T</mda:meta></mda:metaGroup></mda:metadata>
                <x:group id="g">
                  <x:unit id="a">
                    <x:segment state="reviewed"><x:source>One.</x:source><x:target>&#x4E00;&#12290;</x:target></x:segment>
                    <x:ignorable><x:source> </x:source></x:ignorable>
                    <x:segment state="final"><x:source>&lt;Two&gt;</x:source><x:target><![CDATA[<二>]]> &amp; &apos;&quot;</x:target></x:segment>
                  </x:unit>
                </x:group>
              </x:file>
              <x:file id="f2"><x:unit id="b"><x:segment><x:source>B</x:source></x:segment></x:unit></x:file>
            </x:xliff>
            <!-- end -->
            """
        let document = try read(xml)
        #expect(document.sourceLanguage == "en")
        #expect(document.targetLanguage == "zh-Hans")
        #expect(
            document.units == [
                XliffDocument.Unit(id: "a", state: .reviewed, source: "One. <Two>", target: "一。 <二> & '\""),
                XliffDocument.Unit(id: "b", state: .initial, source: "B"),
            ])
    }

    /// Each refusal is one line naming the place; nothing outside the subset gets through.
    @Test(arguments: [
        (
            "<!DOCTYPE x [<!ENTITY e \"boom\">]>\n<xliff/>",
            "malformed XML: document type and markup declarations are not supported at line 1, column 1"
        ),
        (
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff/>",
            "malformed XML: encoding 'ISO-8859-1' is not supported; write UTF-8 at line 1, column 44"
        ),
        (
            "<xliff><?php x ?></xliff>",
            "malformed XML: processing instructions are not supported (only the XML declaration, first) at line 1, column 8"
        ),
        ("<xliff>a ]]> b</xliff>", "malformed XML: ']]>' outside a CDATA section at line 1, column 10"),
        (
            "<xliff>&nbsp;</xliff>",
            "malformed XML: unknown entity '&nbsp;' (only lt, gt, amp, quot, apos and numeric references) at line 1, column 8"
        ),
        ("<xliff>a & b</xliff>", "malformed XML: '&' starts no reference; write '&amp;' at line 1, column 10"),
        ("<xliff>&#1;</xliff>", "malformed XML: '&#1;' is not a character XML allows at line 1, column 8"),
        ("<xliff>\u{1}</xliff>", "malformed XML: character U+0001 is not allowed in XML at line 1, column 8"),
        ("<xliff>\n<file>\n</xliff>", "malformed XML: end tag '</xliff>' does not match '<file>' at line 3, column 1"),
        ("<xliff>", "malformed XML: '<xliff>' is not closed at line 1, column 8"),
        ("<xliff/><xliff/>", "malformed XML: content after the root element at line 1, column 9"),
        ("text<xliff/>", "malformed XML: text before the root element at line 1, column 1"),
        ("<xliff a=\"1\" a=\"2\"/>", "malformed XML: attribute 'a' given twice at line 1, column 14"),
        ("<xliff a=\"<\"/>", "malformed XML: '<' in an attribute value at line 1, column 11"),
        ("<p:xliff/>", "malformed XML: prefix of '<p:xliff>' is not bound to a namespace at line 1, column 1"),
        (
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"/>",
            "line 1: XLIFF 1.x is not supported; export XLIFF 2.0"
        ),
        (
            "<xliff/>",
            "line 1: the root element is not <xliff> in the XLIFF 2.0 namespace urn:oasis:names:tc:xliff:document:2.0"
        ),
        (
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\"/>",
            "line 1: <xliff> has no trgLang: the import needs the target language"
        ),
    ])
    func refusesWithOneLine(xml: String, expected: String) {
        do {
            _ = try read(xml)
            Issue.record("accepted \(xml)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: XliffDocument.ReadError(line: nil, reason: "malformed XML: invalid UTF-8 at line 2, column 4"))
        {
            try XliffDocument(xml: Array("<xliff>\nabc".utf8) + [0xFF] + Array("</xliff>".utf8))
        }
    }

    @Test(arguments: [
        (
            "<unit id=\"a\"><segment><source>A</source><target>{n} <ph id=\"1\"/></target></segment></unit>",
            "line 4: unit 'a': <ph> in the target: write the message as ICU MessageFormat text, without inline codes"
        ),
        (
            "<unit id=\"a\"><segment state=\"done\"><source>A</source></segment></unit>",
            "line 4: unit 'a': state 'done' is not one of initial, translated, reviewed, final"
        ),
        (
            "<unit id=\"a\"><segment><target>A</target></segment></unit>",
            "line 4: unit 'a': <segment> needs one <source> and at most one <target>, in that order"
        ),
        ("<unit id=\"a\"><notes/></unit>", "line 4: unit 'a': no <segment>"),
        ("<unit><segment><source>A</source></segment></unit>", "line 4: <unit> has no id"),
        (
            "<unit id=\"a\"><segment><source>A</source></segment></unit>\n<unit id=\"a\"><segment><source>A</source></segment></unit>",
            "line 5: unit 'a' appears twice"
        ),
        ("<unit id=\"a\">text<segment><source>A</source></segment></unit>", "line 4: text directly inside <unit>"),
        (
            "<unit id=\"a\"><segment><source>A</source><target>A</target></segment><segment><source>B</source></segment></unit>",
            "line 4: unit 'a': some segments have a <target> and some do not"
        ),
    ])
    func refusesUnitsItCannotMap(unit: String, expected: String) {
        do {
            _ = try read(document(unit: unit))
            Issue.record("accepted \(unit)")
        } catch {
            #expect(error.description == expected)
        }
    }
}

extension String {
    /// Notes are plain XML text, which cannot carry most controls; the test keeps them out.
    fileprivate var replacingControls: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { XMLReader.isCharacter($0.value) }))
    }
}

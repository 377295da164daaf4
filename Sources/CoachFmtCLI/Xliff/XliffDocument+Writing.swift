extension XliffDocument {
    /// The document as XLIFF 2.0, two-space indented, each unit with one segment.
    ///
    /// ```xml
    /// <unit id="common.level">
    ///   <notes>
    ///     <note>User level next to the level title …</note>
    ///   </notes>
    ///   <segment state="final">
    ///     <source>Level {level, number}</source>
    ///     <target>{level, number} 级</target>
    ///   </segment>
    /// </unit>
    /// ```
    var xml: String {
        func attribute(_ value: String) -> String { XMLEscaping.attribute(value) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<xliff version=\"2.0\" xmlns=\"\(Self.namespace)\""
        xml += " srcLang=\"\(attribute(sourceLanguage))\" trgLang=\"\(attribute(targetLanguage))\">\n"
        xml += "  <file id=\"\(attribute(fileID))\""
        if let original { xml += " original=\"\(attribute(original))\"" }
        xml += " xml:space=\"preserve\">\n"
        Self.write(notes, indent: "    ", to: &xml)
        for unit in units {
            xml += "    <unit id=\"\(attribute(unit.id))\">\n"
            Self.write(unit.notes, indent: "      ", to: &xml)
            xml += "      <segment state=\"\(unit.state.rawValue)\""
            if let subState = unit.subState { xml += " subState=\"\(attribute(subState))\"" }
            xml += ">\n"
            xml += "        <source>\(XMLEscaping.content(unit.source))</source>\n"
            if let target = unit.target { xml += "        <target>\(XMLEscaping.content(target))</target>\n" }
            xml += "      </segment>\n"
            xml += "    </unit>\n"
        }
        xml += "  </file>\n</xliff>\n"
        return xml
    }

    private static func write(_ notes: [Note], indent: String, to xml: inout String) {
        guard !notes.isEmpty else { return }
        xml += indent + "<notes>\n"
        for note in notes {
            xml += indent + "  <note"
            if let category = note.category { xml += " category=\"\(XMLEscaping.attribute(category))\"" }
            xml += ">\(XMLEscaping.text(note.text))</note>\n"
        }
        xml += indent + "</notes>\n"
    }
}

import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// Every string a screen shows says its language, and words from the article or another
/// language carry that language, not the UI locale's, in every example state in both locales:
/// a front end sets `lang=` (VoiceOver's voice, line breaking) from it.
@Suite struct ContentLanguageTests {
    @Test func everyContentStringCarriesItsLanguage() throws {
        var problems: [String] = []
        var contentShown = 0
        for locale in LocaleNegotiation.catalogLocales {
            for state in try ExampleIndex.builtIn().states {
                var content: [String: String] = [:]
                for (name, file) in state.files {
                    let text = try #require(EmbeddedResources.text("examples/\(locale.identifier)/\(file)"))
                    let served = Endpoint(rawValue: name).map { ContractRanges.serverStrings(of: $0.modelType) } ?? []
                    Self.collect(
                        try JSONParser.parse(Array(text.utf8)), "", served: served, language: nil, into: &content)
                }
                let screen = ScreenRenderer.render(
                    state.section, inputs: try state.inputs(locale: locale), locale: locale,
                    timeZone: state.zone(for: locale), now: state.now)
                func visit(_ element: RenderedElement) {
                    defer { element.parts.forEach(visit) }
                    guard let text = element.text else { return }
                    let at = "\(state.id) \(locale) \(element.id)"
                    guard let language = element.language?.identifier else {
                        problems.append("\(at): “\(text)” has no language")
                        return
                    }
                    if let expected = content[text] {
                        contentShown += 1
                        if language != expected {
                            problems.append("\(at): “\(text)” is \(expected), tagged \(language)")
                        }
                    }
                    if element.key == nil, let other = Self.otherScript(text, locale: locale),
                        language == locale.identifier
                    {
                        problems.append("\(at): “\(text)” reads as \(other), tagged \(language)")
                    }
                }
                screen.elements.forEach(visit)
            }
        }
        #expect(contentShown > 300, "content strings shown: \(contentShown)")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// The strings under each object with a `language` member (an article, a session, an
    /// exemplar), by that language; an object with its own `language` starts again. A server
    /// string (`served`, by the generated tables' paths) is in the UI language, not content, and
    /// only strings of words count: an id or enum value is not content.
    static func collect(
        _ value: JSONValue, _ path: String, served: Set<String>, language: String?,
        into content: inout [String: String]
    ) {
        switch value {
        case .object(let members):
            var language = language
            if case .string(let own)? = members["language"] { language = own }
            for (key, member) in members where key != "language" {
                collect(
                    member, path.isEmpty ? key : path + "." + key, served: served, language: language, into: &content)
            }
        case .array(let items):
            for item in items { collect(item, path + "[]", served: served, language: language, into: &content) }
        case .string(let text):
            if let language, !served.contains(path), text.contains(" ") || text.unicodeScalars.contains(where: isHan) {
                content[text] = content[text] ?? language
            }
        default: break
        }
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(scalar.value) }

    /// For a string shown as sent (no catalog key): "English" when it is Latin words only on a
    /// zh-Hans screen, "Chinese" when it holds Han on an en screen.
    static func otherScript(_ text: String, locale: LanguageTag) -> String? {
        let scalars = text.unicodeScalars
        if locale == .en, scalars.contains(where: isHan) { return "Chinese" }
        let words = text.split(whereSeparator: { !$0.isLetter && $0 != "_" }).filter {
            $0.count >= 3 && $0.allSatisfy { $0.isASCII && $0.isLetter }
        }
        if locale == .zhHans, words.count >= 2, !scalars.contains(where: isHan) { return "English" }
        return nil
    }
}

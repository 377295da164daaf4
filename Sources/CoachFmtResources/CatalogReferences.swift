import CoachFmt

/// Every catalog key the kit asks for, so the catalog check can tell a missing key from an
/// unused one: the keys the formatters read themselves, and every key the screens ask for while
/// rendering each example state in each locale, with a key built from a server enum counting for
/// its whole family (``RenderedScreen/catalogKeys``). Tooling: the library's catalog knows
/// nothing of screens.
package enum CatalogReferences {
    /// Keys the formatters read from the catalog themselves (`lang.<tag>`), whatever a screen asks.
    package static let formatterKeys = Set(LanguageNames.catalogKeys)

    /// `Resources/copy/outside_screens.json`: the copy the app raises itself, outside every
    /// screen's rows (notifications, the offline launch screen, toasts and alerts after an
    /// action), each key with when the app shows it. The app reaches them through `CoachCopy`.
    package struct OutsideScreens: Decodable, Sendable {
        /// What the file is, for people.
        package let about: String
        /// Key → when the app shows it.
        package let keys: [String: String]

        enum CodingKeys: String, CodingKey {
            case about = "//"
            case keys
        }
    }

    /// The keys of `outside_screens.json`; empty if the embedded file does not decode (a test
    /// decodes it and fails then).
    package static let outsideScreenKeys: [String: String] = {
        let text = EmbeddedResources.text("copy/outside_screens.json") ?? ""
        return (try? ContractDecoder.decode(OutsideScreens.self, from: Array(text.utf8), file: "outside_screens.json"))?
            .keys ?? [:]
    }()

    /// The formatters' keys, the copy outside screens and every key the example states ask for,
    /// with the keys their rows declare for other states.
    package static let keys: Set<String> = {
        var keys = formatterKeys.union(outsideScreenKeys.keys)
        guard let index = try? ExampleIndex.builtIn() else { return keys }
        for state in index.states {
            for locale in LocaleNegotiation.catalogLocales {
                guard let inputs = try? state.inputs(locale: locale) else { continue }
                let screen = ScreenRenderer.render(
                    state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now,
                    state: state.id, collectingCatalogKeys: true)
                keys.formUnion(screen.catalogKeys)
            }
        }
        // A message's screen-reader form (`<key>.spoken`) is reached with the message.
        let source = Catalog.builtInWithNotes.messages[Catalog.sourceLocale] ?? [:]
        for key in keys where source[key + ".spoken"] != nil { keys.insert(key + ".spoken") }
        return keys
    }()
}

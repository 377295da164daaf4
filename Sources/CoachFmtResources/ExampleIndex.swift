import CoachFmt

/// `Resources/examples/index.json`: every screen state of user-flows.md and data-binding.md,
/// with the example files, `now` and time zone it renders with. Embedded in this module, not in
/// the library an app links.
package struct ExampleIndex: Sendable, Decodable {
    /// One screen state of index.json: its section, files per endpoint, `now` and zones.
    package struct State: Sendable, Decodable {
        /// `home/home--normal`: the folder and the state's name.
        package let id: String
        /// The section of data-binding.md it renders.
        package let section: ScreenSection
        /// What the state shows, in a sentence.
        package let description: String
        /// Endpoint name to file name, relative to the locale's folder.
        package let files: [String: String]
        /// The moment the state is rendered at.
        package let now: Timestamp
        /// Zone per locale (`en`, `zh-Hans`): the learner's, the same in both.
        package let timeZone: [String: String]
        /// A state user-flows.md does not name, added to cover inputs the named states do not
        /// show (a Chinese article, Shanghai at night); nil for the named states.
        package let coverage: Bool?

        enum CodingKeys: String, CodingKey {
            case id, section, description, files, now, coverage
            case timeZone = "time_zone"
        }

        /// Decodes this state's files for a UI locale from the embedded examples. The
        /// pseudo-locale reads the source locale's files: a server answers `en-XA` in English, and
        /// the render pseudo-localizes its UI-language strings.
        package func inputs(locale: LanguageTag) throws(ContractError) -> ScreenInputs {
            let locale = Self.exampleLocale(locale)
            var inputs = ScreenInputs()
            for (name, file) in files.sorted(by: { $0.key < $1.key }) {
                let path = "examples/\(locale.identifier)/\(file)"
                guard let endpoint = Endpoint(rawValue: name), let text = EmbeddedResources.text(path) else {
                    throw .invalidValue(
                        file: "index.json", path: "index.states.\(id).files.\(name)", message: "no example \(path)")
                }
                // The examples keep the contract: one that breaks it is refused, not degraded.
                try inputs.add(endpoint, bytes: Array(text.utf8), file: "\(locale.identifier)/\(file)", mode: .strict)
            }
            return inputs
        }

        /// The zone this state renders with in `locale`, UTC when the index names none.
        package func zone(for locale: LanguageTag) -> TimeZoneID {
            timeZone[Self.exampleLocale(locale).identifier].flatMap { try? TimeZoneID($0) } ?? .utc
        }

        /// The folder of examples a UI locale reads: its own, or en's for the pseudo-locale.
        static func exampleLocale(_ locale: LanguageTag) -> LanguageTag {
            locale.isPseudo ? Catalog.sourceLocale : locale
        }

        /// Renders this state in a UI locale (a catalog locale or `en-XA`); `acceptLanguage` says
        /// which responses were fetched in another UI locale (``ScreenInputs/acceptLanguage``).
        package func render(
            locale: LanguageTag, catalog: Catalog = .builtIn, acceptLanguage: [Endpoint: LanguageTag] = [:]
        ) throws(ContractError) -> RenderedScreen {
            var inputs = try inputs(locale: locale)
            inputs.acceptLanguage = acceptLanguage
            return ScreenRenderer.render(
                section, inputs: inputs, locale: locale, timeZone: zone(for: locale), now: now, catalog: catalog,
                state: id)
        }
    }

    /// Every state, in the order of user-flows.md.
    package let states: [State]

    /// The state with this id.
    package func state(_ id: String) -> State? { states.first { $0.id == id } }

    /// The index embedded in this module, compiled into Swift values at build time: the CLI
    /// finds its state without parsing index.json (a tenth of a `render` process's time).
    package static func builtIn() throws(ContractError) -> ExampleIndex {
        ExampleIndex(states: compiledStates)
    }

    /// index.json as embedded, decoded at run time: what `builtIn()` must equal.
    package static func decodedFromJSON() throws(ContractError) -> ExampleIndex {
        try ContractDecoder.decode(
            ExampleIndex.self, from: Array((EmbeddedResources.text("examples/index.json") ?? "").utf8),
            file: "index.json")
    }
}

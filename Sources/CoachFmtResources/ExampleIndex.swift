import CoachFmt

/// `Resources/examples/index.json`: every screen state of user-flows.md and data-binding.md,
/// with the example files, `now` and time zone it renders with. Embedded in this module, not in
/// the library an app links.
public struct ExampleIndex: Sendable, Decodable {
    public struct State: Sendable, Decodable {
        public let id: String
        public let section: ScreenSection
        public let description: String
        /// Endpoint name to file name, relative to the locale's folder.
        public let files: [String: String]
        public let now: Timestamp
        /// Zone per locale (`en`, `zh-Hans`).
        public let timeZone: [String: String]

        enum CodingKeys: String, CodingKey {
            case id, section, description, files, now
            case timeZone = "time_zone"
        }

        /// Decodes this state's files for a catalog locale from the embedded examples.
        public func inputs(locale: LanguageTag) throws(ContractError) -> ScreenInputs {
            var inputs = ScreenInputs()
            for (name, file) in files.sorted(by: { $0.key < $1.key }) {
                let path = "examples/\(locale.identifier)/\(file)"
                guard let endpoint = Endpoint(rawValue: name), let text = EmbeddedResources.text(path) else {
                    throw .invalidValue(
                        file: "index.json", path: "index.states.\(id).files.\(name)", message: "no example \(path)")
                }
                try inputs.add(endpoint, bytes: Array(text.utf8), file: "\(locale.identifier)/\(file)")
            }
            return inputs
        }

        /// The zone this state renders with in `locale`, UTC when the index names none.
        public func zone(for locale: LanguageTag) -> TimeZoneID {
            timeZone[locale.identifier].flatMap { try? TimeZoneID($0) } ?? .utc
        }

        /// Renders this state in a catalog locale.
        public func render(locale: LanguageTag, catalog: Catalog = .builtIn) throws(ContractError) -> RenderedScreen {
            ScreenRenderer.render(
                section, inputs: try inputs(locale: locale), locale: locale, timeZone: zone(for: locale), now: now,
                catalog: catalog, state: id)
        }
    }

    public let states: [State]

    public func state(_ id: String) -> State? { states.first { $0.id == id } }

    /// The index embedded in this module.
    public static func builtIn() throws(ContractError) -> ExampleIndex {
        try ContractDecoder.decode(
            ExampleIndex.self, from: Array((EmbeddedResources.text("examples/index.json") ?? "").utf8),
            file: "index.json")
    }
}

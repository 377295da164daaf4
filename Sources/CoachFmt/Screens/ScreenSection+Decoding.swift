extension ScreenSection {
    /// Decodes a section by its heading (`"Home"`); an unknown name fails, naming what it found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let section = ScreenSection(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown section \"\(name)\"")
        }
        self = section
    }
}

extension RenderedElement {
    /// The source fields read, as the row's Source column names them (`home.level.title`,
    /// `NWPathMonitor.status`, `derived: today`). Sources set here are known by their text only.
    public var sources: [String] {
        get { reads.map(\.text) }
        set { reads = newValue.map(Source.init(textOnly:)) }
    }
}

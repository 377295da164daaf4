/// The decoded API responses and local state behind one screen, each optional: a screen
/// reads what it needs and hides what is absent by its fallback rules.
public struct ScreenInputs: Sendable {
    public var me: Me?
    public var home: Home?
    public var session: Session?
    public var attempt: Attempt?
    public var exemplar: Exemplar?
    public var settlement: Settlement?
    public var articles: ArticlePage?
    public var topics: Topics?
    public var growth: Growth?
    public var weeklyQuests: WeeklyQuests?
    public var plan: Plan?
    public var paywall: Paywall?
    public var config: Config?
    public var error: ErrorEnvelope?
    public var storekit: [StoreKitProduct]?
    public var local: LocalState?
    /// The file each endpoint came from, for provenance.
    public var files: [Endpoint: String] = [:]

    public init() {}

    /// Decodes one file into its endpoint's slot.
    public mutating func add(_ endpoint: Endpoint, bytes: [UInt8], file: String) throws(ContractError) {
        let model = try endpoint.decode(from: bytes, file: file)
        files[endpoint] = file
        switch model {
        case let model as Me: me = model
        case let model as Home: home = model
        case let model as Session: session = model
        case let model as Attempt: attempt = model
        case let model as Exemplar: exemplar = model
        case let model as Settlement: settlement = model
        case let model as ArticlePage: articles = model
        case let model as Topics: topics = model
        case let model as Growth: growth = model
        case let model as WeeklyQuests: weeklyQuests = model
        case let model as Plan: plan = model
        case let model as Paywall: paywall = model
        case let model as Config: config = model
        case let model as ErrorEnvelope: error = model
        case let model as [StoreKitProduct]: storekit = model
        case let model as LocalState: local = model
        default: break
        }
    }

    /// The endpoints present.
    public var endpoints: Set<Endpoint> { Set(files.keys) }
}

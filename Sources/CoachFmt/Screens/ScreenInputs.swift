/// The decoded API responses and local state behind one screen, each optional: a screen
/// reads what it needs and hides what is absent by its fallback rules.
public struct ScreenInputs: Sendable {
    /// `GET /v1/me`: the learner, settings, entitlement and stats.
    public var me: Me?
    /// `GET /v1/home`.
    public var home: Home?
    /// `GET /v1/sessions/{id}` or `POST /v1/sessions`, with its article.
    public var session: Session?
    /// `GET /v1/attempts/{id}`: processing state and, once assessed, the assessment.
    public var attempt: Attempt?
    /// `GET /v1/attempts/{id}/exemplar`.
    public var exemplar: Exemplar?
    /// `POST /v1/sessions/{id}/complete`.
    public var settlement: Settlement?
    /// `GET /v1/articles` with the library's filters.
    public var articles: ArticlePage?
    /// `GET /v1/topics`.
    public var topics: Topics?
    /// `GET /v1/growth`.
    public var growth: Growth?
    /// `GET /v1/weekly-quests`.
    public var weeklyQuests: WeeklyQuests?
    /// `GET /v1/plan`.
    public var plan: Plan?
    /// `GET /v1/paywall`.
    public var paywall: Paywall?
    /// `GET /v1/config`: limits, supported locales, the rubric version.
    public var config: Config?
    /// The error body of a failed request; a screen shows its error state from it.
    public var error: ErrorEnvelope?
    /// StoreKit 2 products for the paywall's ids (never the API); nil while loading.
    public var storekit: [StoreKitProduct]?
    /// Device state: locale, network, recorder, filters, the paywall's and Home's own state.
    public var local: LocalState?
    /// The file each endpoint came from, for provenance.
    public var files: [Endpoint: String] = [:]
    /// The UI locale each response was fetched in: the `Accept-Language` its request sent, which
    /// the server localized its strings for (`home.greeting` "Good morning"). An endpoint left out
    /// was fetched in the render's locale. When a render's locale differs (the learner switched
    /// the UI language since), that response's strings are tagged with the language they are in
    /// and marked stale, and the render lists the endpoint in `RenderedScreen.staleEndpoints`.
    public var acceptLanguage: [Endpoint: LanguageTag] = [:]
    /// The fields that broke the contract in the files added tolerantly, in file order; a render
    /// reports them, after them the local state's (checked by every render), and degrades only
    /// the elements that read them.
    public var violations: [ContractViolation] = []

    /// Creates inputs from models an app already holds (decoded, cached or built in Swift);
    /// omitted ones are absent. `ScreenInputs()` is empty, to fill with `add(_:bytes:file:)`.
    /// `acceptLanguage` says which UI locale a response was fetched in, where it was not the render's.
    public init(
        me: Me? = nil, home: Home? = nil, session: Session? = nil, attempt: Attempt? = nil, exemplar: Exemplar? = nil,
        settlement: Settlement? = nil, articles: ArticlePage? = nil, topics: Topics? = nil, growth: Growth? = nil,
        weeklyQuests: WeeklyQuests? = nil, plan: Plan? = nil, paywall: Paywall? = nil, config: Config? = nil,
        error: ErrorEnvelope? = nil, storekit: [StoreKitProduct]? = nil, local: LocalState? = nil,
        files: [Endpoint: String] = [:], acceptLanguage: [Endpoint: LanguageTag] = [:]
    ) {
        self.me = me
        self.home = home
        self.session = session
        self.attempt = attempt
        self.exemplar = exemplar
        self.settlement = settlement
        self.articles = articles
        self.topics = topics
        self.growth = growth
        self.weeklyQuests = weeklyQuests
        self.plan = plan
        self.paywall = paywall
        self.config = config
        self.error = error
        self.storekit = storekit
        self.local = local
        self.files = files
        self.acceptLanguage = acceptLanguage
    }

    /// Decodes one file into its endpoint's slot. Tolerant (the default): a field that breaks
    /// the contract is added to `violations` and only what reads it degrades. Strict: it throws,
    /// refusing the file. Unreadable input (malformed JSON, …) throws in both modes. Local state
    /// is also held to the rules of ``ScreenInputs/checkingLocal()`` (a slider day of 3, 5 or 7,
    /// a product the paywall offers): by a render in either mode, and here, when strict, against
    /// the responses added before it.
    public mutating func add(
        _ endpoint: Endpoint, bytes: [UInt8], file: String, mode: DecodingMode = .tolerant
    ) throws(ContractError) {
        let model: (any ContractModel)?
        switch mode {
        case .strict:
            model = try endpoint.decode(from: bytes, file: file)
            if let local = model as? LocalState {
                var probe = self
                (probe.local, probe.files[.local], probe.violations) = (local, file, [])
                if let first = probe.checkingLocal().violations.first {
                    throw .invalidValue(file: file, path: first.path, message: first.message)
                }
            }
        case .tolerant:
            let decoded = try endpoint.decodeTolerantly(from: bytes, file: file)
            model = decoded.model
            violations.removeAll { $0.file == file || $0.file == files[endpoint] }
            // The decode's own array when there is nothing before it: 800,000 violations are not copied.
            if violations.isEmpty { violations = decoded.violations } else { violations += decoded.violations }
        }
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

    /// The endpoints present: those with a model, whether decoded by `add` or set from Swift.
    package var endpoints: Set<Endpoint> { Set(Endpoint.allCases.filter(has)) }

    /// Whether the model of `endpoint` is present.
    func has(_ endpoint: Endpoint) -> Bool {
        switch endpoint {
        case .me: me != nil
        case .home: home != nil
        case .session: session != nil
        case .attempt: attempt != nil
        case .exemplar: exemplar != nil
        case .settlement: settlement != nil
        case .articles: articles != nil
        case .topics: topics != nil
        case .growth: growth != nil
        case .weeklyQuests: weeklyQuests != nil
        case .plan: plan != nil
        case .paywall: paywall != nil
        case .config: config != nil
        case .error: error != nil
        case .storekit: storekit != nil
        case .local: local != nil
        }
    }
}

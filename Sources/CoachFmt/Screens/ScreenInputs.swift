/// The decoded API responses and local state behind one screen, each optional: a screen
/// reads what it needs and hides what is absent by its fallback rules.
///
/// Every model gets in through the contract's checks: bytes through ``add(_:bytes:file:mode:)``,
/// a model an app holds through ``add(_:file:)`` or the initialiser, which encode it and decode
/// it as bytes. So the models are read-only here, and a `Home` with a streak of -5 renders as a
/// response with that field broken would (`screen.violations`), never as "-5 days".
/// ``ScreenStore`` holds these with their fetch state and locale for an app.
public struct ScreenInputs: Sendable {
    /// `GET /v1/me`: the learner, settings, entitlement and stats.
    public internal(set) var me: Me?
    /// `GET /v1/home`.
    public internal(set) var home: Home?
    /// `GET /v1/sessions/{id}` or `POST /v1/sessions`, with its article.
    public internal(set) var session: Session?
    /// `GET /v1/attempts/{id}`: processing state and, once assessed, the assessment.
    public internal(set) var attempt: Attempt?
    /// `GET /v1/attempts/{id}/exemplar`.
    public internal(set) var exemplar: Exemplar?
    /// `POST /v1/sessions/{id}/complete`.
    public internal(set) var settlement: Settlement?
    /// `GET /v1/articles` with the library's filters.
    public internal(set) var articles: ArticlePage?
    /// `GET /v1/topics`.
    public internal(set) var topics: Topics?
    /// `GET /v1/growth`.
    public internal(set) var growth: Growth?
    /// `GET /v1/weekly-quests`.
    public internal(set) var weeklyQuests: WeeklyQuests?
    /// `GET /v1/plan`.
    public internal(set) var plan: Plan?
    /// `GET /v1/paywall`.
    public internal(set) var paywall: Paywall?
    /// `GET /v1/config`: limits, supported locales, the rubric version.
    public internal(set) var config: Config?
    /// The error body of a failed request; a screen shows its error state from it.
    public internal(set) var error: ErrorEnvelope?
    /// StoreKit 2 products for the paywall's ids (never the API); nil while loading.
    public internal(set) var storekit: [StoreKitProduct]?
    /// Device state: locale, network, recorder, filters, the paywall's and Home's own state.
    public internal(set) var local: LocalState?
    /// The file each endpoint came from, for provenance.
    public internal(set) var files: [Endpoint: String] = [:]
    /// The UI locale each response was fetched in: the `Accept-Language` its request sent, which
    /// the server localized its strings for (`home.greeting` "Good morning"). An endpoint left out
    /// was fetched in the render's locale. When a render's locale differs (the learner switched
    /// the UI language since), that response's strings are tagged with the language they are in
    /// and marked stale, and the render lists the endpoint in `RenderedScreen.staleEndpoints`.
    public var acceptLanguage: [Endpoint: LanguageTag] = [:]
    /// The fields that broke the contract in the files added tolerantly, in file order; a render
    /// reports them, after them the local state's (checked by every render), and degrades only
    /// the elements that read them.
    public internal(set) var violations: [ContractViolation] = []

    /// Creates inputs from models an app already holds (decoded, cached or built in Swift), each
    /// held to the contract as ``add(_:file:)`` holds it; omitted ones are absent. `ScreenInputs()`
    /// is empty, to fill with `add(_:bytes:file:)`. `files` names where a model came from (its
    /// endpoint's name by default); `acceptLanguage` says which UI locale a response was fetched
    /// in, where it was not the render's.
    public init(
        me: Me? = nil, home: Home? = nil, session: Session? = nil, attempt: Attempt? = nil, exemplar: Exemplar? = nil,
        settlement: Settlement? = nil, articles: ArticlePage? = nil, topics: Topics? = nil, growth: Growth? = nil,
        weeklyQuests: WeeklyQuests? = nil, plan: Plan? = nil, paywall: Paywall? = nil, config: Config? = nil,
        error: ErrorEnvelope? = nil, storekit: [StoreKitProduct]? = nil, local: LocalState? = nil,
        files: [Endpoint: String] = [:], acceptLanguage: [Endpoint: LanguageTag] = [:]
    ) {
        self.acceptLanguage = acceptLanguage
        // In the order of `Endpoint.allCases`, so that the violations read in that order; a new
        // endpoint does not compile here until it has a parameter.
        for endpoint in Endpoint.allCases {
            let model: (any ContractModel)? =
                switch endpoint {
                case .me: me
                case .home: home
                case .session: session
                case .attempt: attempt
                case .exemplar: exemplar
                case .settlement: settlement
                case .articles: articles
                case .topics: topics
                case .growth: growth
                case .weeklyQuests: weeklyQuests
                case .plan: plan
                case .paywall: paywall
                case .config: config
                case .error: error
                case .storekit: storekit
                case .local: local
                }
            if let model { addChecked(model, file: files[endpoint]) }
        }
    }

    /// Adds a model an app holds (decoded by its own networking layer, cached, built in Swift)
    /// by the rules bytes follow: it is encoded as the API sends it and decoded tolerantly, so
    /// each field outside the contract (types, nullability, `openapi.yaml`'s ranges and enums)
    /// is in `violations` with its JSON path (`home.streak.current: expected an integer of at least 0, found -5`)
    /// and withheld or made absent as in a decoded file. `file` names it in those lines; the
    /// endpoint's name by default.
    public mutating func add(_ model: some ContractModel, file: String? = nil) {
        addChecked(model, file: file)
    }

    private mutating func addChecked(_ model: any ContractModel, file: String?) {
        let endpoint = type(of: model).endpoint
        let file = file ?? endpoint.rawValue
        let checked = endpoint.checkedModel(model, file: file)
        replace(endpoint, with: checked.model, file: file, violations: checked.violations)
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
            replace(endpoint, with: decoded.model, file: file, violations: decoded.violations)
            return
        }
        replace(endpoint, with: model, file: file, violations: nil)
    }

    /// Puts `model` in `endpoint`'s slot (nil empties it) with the violations its decode found in
    /// place of the previous file's; nil keeps the others as they are (a strict decode finds none).
    mutating func replace(
        _ endpoint: Endpoint, with model: (any ContractModel)?, file: String, violations found: [ContractViolation]?
    ) {
        if let found {
            violations.removeAll { $0.file == file || $0.file == files[endpoint] }
            // The decode's own array when there is nothing before it: 800,000 violations are not copied.
            if violations.isEmpty { violations = found } else { violations += found }
        }
        files[endpoint] = file
        switch endpoint {
        case .me: me = model as? Me
        case .home: home = model as? Home
        case .session: session = model as? Session
        case .attempt: attempt = model as? Attempt
        case .exemplar: exemplar = model as? Exemplar
        case .settlement: settlement = model as? Settlement
        case .articles: articles = model as? ArticlePage
        case .topics: topics = model as? Topics
        case .growth: growth = model as? Growth
        case .weeklyQuests: weeklyQuests = model as? WeeklyQuests
        case .plan: plan = model as? Plan
        case .paywall: paywall = model as? Paywall
        case .config: config = model as? Config
        case .error: error = model as? ErrorEnvelope
        case .storekit: storekit = model as? [StoreKitProduct]
        case .local: local = model as? LocalState
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

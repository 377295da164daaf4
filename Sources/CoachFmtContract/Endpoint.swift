/// The name of a source a screen reads, as used in example file names
/// (`home.completed.json`), `index.json` file maps, and the root of error paths.
public enum Endpoint: String, Sendable, Hashable, CaseIterable {
    /// API responses by their `data-bind` prefix: `GET /v1/me`, `GET /v1/home`, `GET /v1/sessions/{id}`,
    /// `GET /v1/attempts/{id}`, its exemplar, `POST /v1/sessions/{id}/complete`, `GET /v1/articles`, `GET /v1/topics`,
    /// `GET /v1/growth`.
    case me, home, session, attempt, exemplar, settlement, articles, topics, growth
    /// `GET /v1/weekly-quests`.
    case weeklyQuests = "weekly_quests"
    /// `GET /v1/plan`, `GET /v1/paywall` and `GET /v1/config`.
    case plan, paywall, config
    /// An `ErrorEnvelope`, the body of any non-2xx response.
    case error
    /// `[StoreKitProduct]`.
    case storekit
    /// `LocalState`.
    case local

    /// The endpoint a file stands for: the name up to its first dot.
    package init?(file: String) {
        self.init(rawValue: ContractDecoder.rootName(of: file))
    }

    /// Where an endpoint's body comes from, which decides what treats it as a response.
    package enum Origin: Sendable, Hashable {
        /// A response of the API, localized by the request's `Accept-Language` and described by
        /// `openapi.yaml`; an app requests it, so `local.fetch` and `local.cache` name it.
        case api
        /// The body of a failed request: described by `openapi.yaml` and localized, never requested.
        case errorBody
        /// StoreKit's products: requested from the store (never the API), not localized by it.
        case storeKit
        /// The device's own state: neither requested nor localized.
        case device
    }

    /// Where this endpoint's body comes from.
    package var origin: Origin {
        switch self {
        case .me, .home, .session, .attempt, .exemplar, .settlement, .articles, .topics, .growth, .weeklyQuests, .plan,
            .paywall, .config:
            .api
        case .error: .errorBody
        case .storekit: .storeKit
        case .local: .device
        }
    }

    /// Whether an app requests it, so that `local.fetch` and `local.cache` may name it.
    package var isRequested: Bool { origin == .api || origin == .storeKit }

    /// Whether its strings are localized by the server from the request's `Accept-Language`, so
    /// that a response fetched in another UI locale is stale.
    package var isServerLocalized: Bool { origin == .api || origin == .errorBody }

    /// Whether `openapi.yaml` describes it (a schema named as `modelType`).
    package var hasOpenAPISchema: Bool { origin == .api || origin == .errorBody }

    /// The model this endpoint decodes into.
    package var modelType: any ContractModel.Type {
        switch self {
        case .me: Me.self
        case .home: Home.self
        case .session: Session.self
        case .attempt: Attempt.self
        case .exemplar: Exemplar.self
        case .settlement: Settlement.self
        case .articles: ArticlePage.self
        case .topics: Topics.self
        case .growth: Growth.self
        case .weeklyQuests: WeeklyQuests.self
        case .plan: Plan.self
        case .paywall: Paywall.self
        case .config: Config.self
        case .error: ErrorEnvelope.self
        case .storekit: [StoreKitProduct].self
        case .local: LocalState.self
        }
    }

    /// Decodes `bytes` as this endpoint's model.
    package func decode(from bytes: [UInt8], file: String) throws(ContractError) -> any ContractModel {
        try Self.decode(modelType, from: bytes, file: file)
    }

    /// Decodes `bytes` as this endpoint's model, going on past fields that break the contract;
    /// see `ContractDecoder.decodeTolerantly(_:from:file:root:)`. Paths start at the endpoint's
    /// name, whatever the file is called, as the elements' sources do.
    package func decodeTolerantly(
        from bytes: [UInt8], file: String
    ) throws(ContractError) -> (model: (any ContractModel)?, violations: [ContractViolation]) {
        try Self.decodeTolerantly(modelType, from: bytes, file: file, root: rawValue)
    }

    // Open the existential so ContractDecoder gets a concrete type.
    private static func decode<T: ContractModel>(
        _ type: T.Type, from bytes: [UInt8], file: String
    ) throws(ContractError) -> any ContractModel {
        try ContractDecoder.decode(type, from: bytes, file: file)
    }

    private static func decodeTolerantly<T: ContractModel>(
        _ type: T.Type, from bytes: [UInt8], file: String, root: String
    ) throws(ContractError) -> (model: (any ContractModel)?, violations: [ContractViolation]) {
        let decoded = try ContractDecoder.decodeTolerantly(type, from: bytes, file: file, root: root)
        return (decoded.value, decoded.violations)
    }
}

/// A contract model: an API response or a local input the screens read.
public protocol ContractModel: Codable, Sendable, Equatable {
    /// The endpoint this model is the body of. Required, so that a new model type names its
    /// endpoint and an `any ContractModel` always finds its slot (`Endpoint.modelType` maps back).
    static var endpoint: Endpoint { get }
}

extension Me: ContractModel {
    /// `me`.
    public static var endpoint: Endpoint { .me }
}

extension Home: ContractModel {
    /// `home`.
    public static var endpoint: Endpoint { .home }
}

extension Session: ContractModel {
    /// `session`.
    public static var endpoint: Endpoint { .session }
}

extension Attempt: ContractModel {
    /// `attempt`.
    public static var endpoint: Endpoint { .attempt }
}

extension Exemplar: ContractModel {
    /// `exemplar`.
    public static var endpoint: Endpoint { .exemplar }
}

extension Settlement: ContractModel {
    /// `settlement`.
    public static var endpoint: Endpoint { .settlement }
}

extension ArticlePage: ContractModel {
    /// `articles`.
    public static var endpoint: Endpoint { .articles }
}

extension Topics: ContractModel {
    /// `topics`.
    public static var endpoint: Endpoint { .topics }
}

extension Growth: ContractModel {
    /// `growth`.
    public static var endpoint: Endpoint { .growth }
}

extension WeeklyQuests: ContractModel {
    /// `weekly_quests`.
    public static var endpoint: Endpoint { .weeklyQuests }
}

extension Plan: ContractModel {
    /// `plan`.
    public static var endpoint: Endpoint { .plan }
}

extension Paywall: ContractModel {
    /// `paywall`.
    public static var endpoint: Endpoint { .paywall }
}

extension Config: ContractModel {
    /// `config`.
    public static var endpoint: Endpoint { .config }
}

extension ErrorEnvelope: ContractModel {
    /// `error`.
    public static var endpoint: Endpoint { .error }
}

extension LocalState: ContractModel {
    /// `local`.
    public static var endpoint: Endpoint { .local }
}

extension Array: ContractModel where Element == StoreKitProduct {
    /// `storekit`.
    public static var endpoint: Endpoint { .storekit }
}

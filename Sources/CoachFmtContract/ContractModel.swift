/// A contract model: an API response or a local input the screens read.
public protocol ContractModel: Codable, Sendable, Equatable {}

extension Me: ContractModel {}
extension Home: ContractModel {}
extension Session: ContractModel {}
extension Attempt: ContractModel {}
extension Exemplar: ContractModel {}
extension Settlement: ContractModel {}
extension ArticlePage: ContractModel {}
extension Topics: ContractModel {}
extension Growth: ContractModel {}
extension WeeklyQuests: ContractModel {}
extension Plan: ContractModel {}
extension Paywall: ContractModel {}
extension Config: ContractModel {}
extension ErrorEnvelope: ContractModel {}
extension LocalState: ContractModel {}
extension Array: ContractModel where Element == StoreKitProduct {}

/// An input of the device, or of local state, that the render reads in one place: the platform
/// APIs data-binding.md names (`NWPathMonitor.status`, `AVAudioApplication.recordPermission`)
/// and the cache times of the offline banner. Each knows where `LocalState` keeps it; which
/// phrase of the table names which input is the row tables' compiler's one table.
package enum LocalInput: Sendable, Hashable {
    /// `NWPathMonitor.status`, `device network`: `local.network`.
    case network
    /// `AVAudioApplication.recordPermission`: `local.recorder.permission`.
    case recordPermission
    /// `local:Locale.current`, `device locale`: `local.device.locale`.
    case deviceLocale
    /// `UNUserNotificationCenter status`: `local.device.notificationsAuthorized`.
    case notificationsAuthorized
    /// `AVAudioSession.interruptionNotification`: `local.interruption`.
    case interruption
    /// `local:cache.home.fetchedAt`: when the response of an endpoint was cached.
    case cacheTime(Endpoint)

    /// Where `LocalState` keeps the input.
    package var path: JSONPath {
        switch self {
        case .network: JSONPath(.local, "network")
        case .recordPermission: JSONPath(.local, "recorder", "permission")
        case .deviceLocale: JSONPath(.local, "device", "locale")
        case .notificationsAuthorized: JSONPath(.local, "device", "notificationsAuthorized")
        case .interruption: JSONPath(.local, "interruption")
        case .cacheTime(let endpoint): JSONPath(.local, "cache", .member(endpoint.rawValue), "fetchedAt")
        }
    }
}

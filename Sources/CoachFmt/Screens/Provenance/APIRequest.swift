/// A request to the API whose failure a screen reports, as data-binding.md writes it: a hidden
/// reason names it (`GET /v1/home failed (E_UPSTREAM)`), so a misspelt request does not compile.
public enum APIRequest: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `GET /v1/me`: the learner, their stats and entitlement.
    case getMe = "GET /v1/me"
    /// `GET /v1/home`: Home's greeting, quest and streak.
    case getHome = "GET /v1/home"
    /// `GET /v1/sessions/{id}`: a session's article and rules.
    case getSession = "GET /v1/sessions/{id}"
    /// `GET /v1/attempts/{id}`: a recording's status and assessment.
    case getAttempt = "GET /v1/attempts/{id}"
    /// `GET /v1/attempts/{id}/audio`: the learner's recording, for playback.
    case getAttemptAudio = "GET /v1/attempts/{id}/audio"
    /// `GET /v1/articles`: the library.
    case getArticles = "GET /v1/articles"
    /// `GET /v1/growth`: the growth screen.
    case getGrowth = "GET /v1/growth"
    /// `GET /v1/plan`: the plan.
    case getPlan = "GET /v1/plan"
    /// `GET /v1/paywall`: the paywall's products and diagnostic.
    case getPaywall = "GET /v1/paywall"
    /// `POST /v1/onboarding`: the onboarding answers.
    case postOnboarding = "POST /v1/onboarding"
    /// `POST /v1/sessions/{id}/complete`: the settlement.
    case completeSession = "POST /v1/sessions/{id}/complete"

    /// The request as data-binding.md writes it.
    public var description: String { rawValue }
}

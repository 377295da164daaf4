/// Links to the terms and privacy policy (welcome, paywall; bundled URLs are the fallback).
public struct Legal: Sendable, Hashable, Codable {
    /// The terms of service page; the welcome and paywall legal links open it.
    public let termsURL: String
    /// The privacy policy page; the welcome and paywall legal links open it.
    public let privacyURL: String

    // Generated init: Creates the legal links from their fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}

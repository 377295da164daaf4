/// The body of every non-2xx response: `{"error": {"code", "message", "request_id"}}`.
public struct ErrorEnvelope: Sendable, Hashable, Codable {
    /// The error itself.
    public struct Body: Sendable, Hashable, Codable {
        /// Machine-readable, e.g. `internal`, `not_found`, `entitlement_required`.
        public let code: String
        /// Accept-Language.
        public let message: String
        /// For support: "request 7f3a-91c2" (CCR-6).
        public let requestID: String

        // Generated init: Creates an error body from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The error: its code, the localized message and the request id that the error screens show.
    public let error: Body

    // Generated init: Creates the body of a non-2xx response from its fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}

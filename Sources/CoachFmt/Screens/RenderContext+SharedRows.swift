/// Elements several screens show the same way.
extension RenderContext {
    /// General fallbacks, "Offline": the last cached value with an offline banner that names
    /// the cache time (`local:cache.<endpoint>.fetchedAt`). Home words it its own way
    /// (`home.offline`); a screen with no cached endpoint shows the banner without a time.
    func offlineBanner(cache endpoint: String?, key: String = "offline.banner.updated") -> RenderedElement {
        let sources = ["device network"] + (endpoint.map { ["local:cache.\($0).fetchedAt"] } ?? [])
        guard isOffline else { return hidden("offline banner", sources, "online") }
        guard let endpoint, let fetched = inputs.local?.cache?[endpoint]?.fetchedAt else {
            return message(
                "offline banner", sources, "offline.banner", fallback: endpoint == nil ? nil : "no cache time")
        }
        return message("offline banner", sources, key, ["time": .string(instant(fetched, "jmm"))])
    }

    /// A failed request's error envelope: title, the server's message, code and request id
    /// (CCR-6), and a retry button where the screen offers one.
    func errorElement(_ error: ErrorEnvelope.Body, retry: Bool = false) -> RenderedElement {
        // "Null server string: use the client fallback key."
        var parts = [
            error.message.isEmpty ? part("message", copy("error.generic.body")) : part("message", error.message),
            part("code", copy("error.code", ["code": .string(error.code)])),
            part("request", copy("error.request_id", ["id": .string(error.requestID)])),
        ]
        if retry { parts.append(part("retry", copy("common.retry"))) }
        return message(
            "error", ["error.code", "error.message", "error.request_id"], "error.generic.title", parts: parts)
    }
}

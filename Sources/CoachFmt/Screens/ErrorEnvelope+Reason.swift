extension ErrorEnvelope.Body {
    /// `GET /v1/home failed (internal)`, for the reason of the rows a failed request hides.
    func failure(of request: APIRequest) -> HiddenReason { .requestFailed(request: request, code: code) }
}

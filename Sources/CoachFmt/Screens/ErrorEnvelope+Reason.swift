extension ErrorEnvelope.Body {
    /// `GET /v1/home failed (internal)`, for the reason of the rows a failed request hides.
    func failure(of request: String) -> HiddenReason { .requestFailed(request: request, code: code) }

    /// ` (internal)`; nothing for an empty code (sent so, or withheld because it broke the
    /// contract), which would read `()`.
    var codeNote: String { code.isEmpty ? "" : " (\(code))" }
}

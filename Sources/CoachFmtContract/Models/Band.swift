/// The score band of an overall score (ADR D3 thresholds live on the server).
/// The server also sends a `band_label` in the UI locale; the band picks the colour.
public enum Band: String, Sendable, Hashable, CaseIterable {
    /// From lowest to highest; the client fallback labels are `band.<value>` ("Emerging" … "Strong").
    case emerging, developing, good, strong
}

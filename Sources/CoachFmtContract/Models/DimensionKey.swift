/// The four assessed dimensions; the client labels them with `dimension.<key>`.
public enum DimensionKey: String, Sendable, Hashable, CaseIterable {
    /// Key points covered, how the summary is organised, saying it in few words, delivery without stalls.
    case coverage, structure, concision, fluency
}

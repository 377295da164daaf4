/// The four assessed dimensions; the client labels them with `dimension.<key>`.
public enum DimensionKey: String, Sendable, Hashable, CaseIterable {
    case coverage, structure, concision, fluency
}

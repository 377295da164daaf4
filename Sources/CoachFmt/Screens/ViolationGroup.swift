/// The violations of a render whose absent paths share one shape (`home.topics[]`): 800,000
/// broken items of one list are one group, so that an element that reads the list refers to the
/// group once instead of carrying every violation.
///
/// Members are indices into ``RenderedScreen/violations``, kept as runs of consecutive indices
/// (broken items of one list are reported one after another, so one run usually holds them all).
/// ``RenderedElement/violationGroups`` holds indices of groups in ``RenderedScreen/violationGroups``;
/// ``RenderedElement/violations(in:)`` resolves them.
public struct ViolationGroup: Sendable, Hashable, Codable {
    /// The shape of the paths its members made absent or withheld, array indices dropped
    /// (`home.topics[]`); nil for paths that start from no endpoint, which no element reads.
    public let shape: String?
    /// The members, as half-open runs of indices into ``RenderedScreen/violations``, in report order.
    public let runs: [Range<Int>]

    /// A group of the violations at `runs`.
    public init(shape: String?, runs: [Range<Int>]) {
        self.shape = shape
        self.runs = runs
    }

    /// A group of the violations at `indices`, ascending: consecutive ones make one run.
    init(shape: String?, indices: [Int]) {
        var runs: [Range<Int>] = []
        for index in indices {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        self.init(shape: shape, runs: runs)
    }

    /// How many violations the group holds.
    public var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// The members' indices into ``RenderedScreen/violations``, ascending.
    public var indices: [Int] { runs.flatMap { Array($0) } }

    /// The index of the first member.
    public var first: Int? { runs.first?.lowerBound }

    enum CodingKeys: String, CodingKey {
        case shape, count, runs
    }

    /// `shape`, `count`, and `runs` as `[start, end)` pairs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(shape, forKey: .shape)
        try container.encode(count, forKey: .count)
        try container.encode(runs.map { [$0.lowerBound, $0.upperBound] }, forKey: .runs)
    }

    /// Reads what `encode(to:)` writes; a run that is not an ascending pair of indices is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shape = try container.decodeIfPresent(String.self, forKey: .shape)
        var runs: [Range<Int>] = []
        for pair in try container.decode([[Int]].self, forKey: .runs) {
            guard pair.count == 2, pair[0] >= (runs.last?.upperBound ?? 0), pair[0] < pair[1] else {
                throw DecodingError.dataCorruptedError(
                    forKey: .runs, in: container,
                    debugDescription: "run \(runs.count) is not [start, end) after the last")
            }
            runs.append(pair[0]..<pair[1])
        }
        self.runs = runs
        guard try container.decode(Int.self, forKey: .count) == count else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "count is not the runs' length \(count)")
        }
    }
}

/// A render's contract violations, grouped by the shape of the path each made absent, so that
/// an element finds the ones it reads by comparing its sources with each shape once.
///
/// Paths are parsed once, here. Element indices drop out of a shape (`topics.topics[7].title`
/// and `topics.topics[9].title` are both `topics.topics[].title`), so 20,000 broken items of one
/// list make one group, and degrading a screen costs the number of elements times the number of
/// shapes, plus each element's own list of the violations it reads.
struct ViolationIndex {
    /// The violations, in the order the decode reported them.
    let violations: [ContractViolation]
    /// The segments of each shape (``SourcePath/segments(_:)``), and the violations of it, in order.
    private(set) var shapes: [[Substring]] = []
    private(set) var members: [[Int]] = []
    /// The shape of each violation.
    private(set) var shapeOf: [Int] = []

    init(_ violations: [ContractViolation]) {
        self.violations = violations
        var byShape: [[Substring]: Int] = [:]
        shapeOf.reserveCapacity(violations.count)
        for (index, violation) in violations.enumerated() {
            let segments = SourcePath.segments(violation.absentPath)
            let shape: Int
            if let known = byShape[segments] {
                shape = known
            } else {
                shape = shapes.count
                byShape[segments] = shape
                shapes.append(segments)
                members.append([])
            }
            members[shape].append(index)
            shapeOf.append(shape)
        }
    }

    /// The shapes that one of `sources` overlaps (``SourcePath/overlaps(_:_:)``).
    func shapes(readBy sources: [String]) -> [Int] {
        guard !sources.isEmpty, !shapes.isEmpty else { return [] }
        let readings = sources.flatMap { SourcePath.readings(of: $0) }
        return shapes.indices.filter { shape in
            readings.contains { SourcePath.overlaps(segments: $0, shapes[shape]) }
        }
    }

    /// The violations of `shapes`, in the order they were reported.
    func violations(of shapes: [Int]) -> [Int] {
        switch shapes.count {
        case 0: []
        case 1: members[shapes[0]]
        default: shapes.flatMap { members[$0] }.sorted()
        }
    }
}

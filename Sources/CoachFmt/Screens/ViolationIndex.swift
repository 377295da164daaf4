/// A render's contract violations, grouped by the shape of the path each made absent, so that
/// an element finds the ones it reads by comparing its sources with each shape once.
///
/// Paths are parsed once, here. Element indices drop out of a shape (`topics.topics[7].title`
/// and `topics.topics[9].title` are both `topics.topics[].title`), so 20,000 broken items of one
/// list make one group, and degrading a screen costs the number of elements times the number of
/// shapes: an element refers to the groups it reads (``ViolationGroup``), never to each member.
struct ViolationIndex {
    /// The violations, in the order the decode reported them.
    let violations: [ContractViolation]
    /// Each shape (``JSONPath/init(violationPath:)``; nil for a path that starts from no
    /// endpoint, which no source reads), and the violations of it, in order.
    private(set) var shapes: [JSONPath?] = []
    private(set) var members: [[Int]] = []
    /// The shape of each violation.
    private(set) var shapeOf: [Int] = []
    /// Each shape's first withheld violation, if any: an element hidden for a shape names it
    /// without scanning the shape's members.
    private(set) var firstWithheld: [Int?] = []

    init(_ violations: [ContractViolation]) {
        self.violations = violations
        var byShape: [JSONPath?: Int] = [:]
        shapeOf.reserveCapacity(violations.count)
        for (index, violation) in violations.enumerated() {
            let segments = JSONPath(violationPath: violation.absentPath)
            let shape: Int
            if let known = byShape[segments] {
                shape = known
            } else {
                shape = shapes.count
                byShape[segments] = shape
                shapes.append(segments)
                members.append([])
                firstWithheld.append(nil)
            }
            members[shape].append(index)
            if violation.effect == .withheld, firstWithheld[shape] == nil { firstWithheld[shape] = index }
            shapeOf.append(shape)
        }
    }

    /// The shapes that one of `sources` overlaps, in any of its readings (``JSONPath/overlaps(_:)``).
    func shapes(readBy sources: [Source]) -> [Int] {
        guard !sources.isEmpty, !shapes.isEmpty else { return [] }
        return shapes(readBy: sources.flatMap(\.paths))
    }

    /// The shapes that one of `paths` overlaps.
    func shapes(readBy paths: [JSONPath]) -> [Int] {
        guard !paths.isEmpty else { return [] }
        return shapes.indices.filter { shape in
            guard let path = shapes[shape] else { return false }
            return paths.contains { $0.overlaps(path) }
        }
    }

    /// One group per shape, in the order of their first violations, as a render lists them.
    var groups: [ViolationGroup] {
        shapes.indices.map { ViolationGroup(shape: shapes[$0]?.description, indices: members[$0]) }
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

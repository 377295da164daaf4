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
        var previous: (path: String, shape: Int)?
        for (index, violation) in violations.enumerated() {
            let shape: Int
            if let previous, Self.sameShape(previous.path, violation.absentPath) {
                // Broken items of one list come one after another: no path to parse or hash.
                shape = previous.shape
            } else {
                let segments = JSONPath(violationPath: violation.absentPath)
                if let known = byShape[segments] {
                    shape = known
                } else {
                    shape = shapes.count
                    byShape[segments] = shape
                    shapes.append(segments)
                    members.append([])
                    firstWithheld.append(nil)
                }
            }
            members[shape].append(index)
            if violation.effect == .withheld, firstWithheld[shape] == nil { firstWithheld[shape] = index }
            shapeOf.append(shape)
            previous = (violation.absentPath, shape)
        }
    }

    /// Whether two violation paths are equal once what their brackets hold is dropped, as
    /// ``JSONPath/init(violationPath:)`` drops it: `home.topics[7]` and `home.topics[9]`.
    static func sameShape(_ first: String, _ second: String) -> Bool {
        var left = first.utf8.makeIterator()
        var right = second.utf8.makeIterator()
        func skipBracket(_ bytes: inout String.UTF8View.Iterator) -> Bool {
            var depth = 1
            while let byte = bytes.next() {
                if byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }
        while true {
            let a = left.next()
            guard a == right.next() else { return false }
            guard let a else { return true }
            if a == UInt8(ascii: "["), !(skipBracket(&left) && skipBracket(&right)) { return false }
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

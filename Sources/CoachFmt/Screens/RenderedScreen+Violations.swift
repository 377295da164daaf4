extension RenderedScreen {
    /// The members of the groups at `groups` (indices into ``violationGroups``; others are
    /// skipped), in report order.
    func violations(inGroups groups: [Int]) -> [ContractViolation] {
        let known = groups.filter { violationGroups.indices.contains($0) }
        var indices = known.flatMap { violationGroups[$0].indices }
        if known.count > 1 { indices.sort() }
        return indices.compactMap { violations.indices.contains($0) ? violations[$0] : nil }
    }

    /// How many members the text output names in a group's line before it counts the rest.
    static let namedPerGroup = 3

    /// The text output's line for the group at `index`, numbered from 1 as elements refer to it:
    /// `violation 1: home.json: home.level.title: expected a string, found a number`, or for a
    /// group of many, its count and shape, its first members and how many more.
    func groupLine(_ index: Int) -> String {
        let group = violationGroups[index]
        let named = group.runs.lazy.flatMap { $0 }.prefix(Self.namedPerGroup).filter(violations.indices.contains)
        let lines = named.map { violations[$0].description }.joined(separator: "; ")
        guard group.count > 1 else { return "violation \(index + 1): " + lines }
        let rest = group.count - named.count
        return "violation \(index + 1): \(group.count) at \(group.shape ?? "no endpoint"): " + lines
            + (rest > 0 ? "; and \(rest) more" : "")
    }

    /// How an element line refers to its groups: `violation 1`, `violations 1, 3`.
    static func groupReference(_ groups: [Int]) -> String {
        (groups.count == 1 ? "violation " : "violations ") + groups.map { String($0 + 1) }.joined(separator: ", ")
    }

    /// The first element or part, depth first, that `matches`.
    static func firstElement(
        in elements: [RenderedElement], where matches: (RenderedElement) -> Bool
    ) -> RenderedElement? {
        for element in elements {
            if matches(element) { return element }
            if let found = firstElement(in: element.parts, where: matches) { return found }
        }
        return nil
    }
}

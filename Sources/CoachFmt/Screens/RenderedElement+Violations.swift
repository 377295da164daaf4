extension RenderedElement {
    /// The contract violations among the fields this element reads, in report order: the
    /// members of its ``violationGroups`` in `screen`, the render it belongs to. Empty when it
    /// read no broken field. Its length is the number of broken fields, so a view that only
    /// needs to know whether or how many reads ``violationGroups`` or ``violationCount(in:)``.
    public func violations(in screen: RenderedScreen) -> [ContractViolation] {
        screen.violations(inGroups: violationGroups)
    }

    /// How many contract violations this element's ``violationGroups`` hold in `screen`.
    public func violationCount(in screen: RenderedScreen) -> Int {
        violationGroups.reduce(0) {
            $0 + (screen.violationGroups.indices.contains($1) ? screen.violationGroups[$1].count : 0)
        }
    }
}

/// The catalog keys built from one server enum (`resume.stage.<stage>`): one per case the
/// element can show. A render reports the family rather than its keys, so that spelling them
/// out is left to the catalog check, the one reader.
struct CatalogKeyFamily: Sendable, Hashable {
    /// The key around the case: `resume.stage.` and `` for `resume.stage.<stage>`.
    let prefix: String
    let suffix: String
    /// The cases' raw values.
    let cases: [String]

    /// The family `template` builds from each of `cases`.
    init(_ template: (String) -> String, cases: [String]) {
        // One call with a marker finds the text around the case; the marker is never in a key.
        let marked = template("\u{0}")
        let split = marked.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        prefix = String(split[0])
        suffix = split.count > 1 ? String(split[1]) : ""
        self.cases = cases
    }

    /// Every key of the family.
    var keys: [String] { cases.map { prefix + $0 + suffix } }
}

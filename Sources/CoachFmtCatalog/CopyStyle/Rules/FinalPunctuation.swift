extension CopyStyle {
    /// A title, button, label or tag (`Kind.endsBare`) that ends in `.` or `。`; an ellipsis passes.
    func finalPunctuation(_ sample: Sample, kind: Kind) -> [Violation] {
        guard kind.endsBare, let last = sample.scalars.last(where: { !Self.isSpace($0) }) else { return [] }
        guard last == "。" || (last == "." && !sample.text.hasSuffix("...")) else { return [] }
        return [Violation(rule: .styleFinalPunctuation, message: "a \(kind) ends in “\(last)”")]
    }
}

extension CopyStyle {
    /// One element of a formatter shape: digits, or a literal scalar.
    enum ShapeToken: Equatable, Sendable {
        case digits
        case literal(Unicode.Scalar)

        static func parse(_ shape: String) -> [ShapeToken] {
            shape.unicodeScalars.map { $0 == "#" ? .digits : .literal($0) }
        }
    }

    /// The ranges of `s` that a formatter shape (or a range of two) covers.
    func shapeRegions(_ s: [Unicode.Scalar]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var index = 0
        while index < s.count {
            let startsNumber = index == 0 || !Self.isASCIIDigit(s[index - 1])
            guard startsNumber, var end = matchShape(s, at: index) else {
                index += 1
                continue
            }
            connecting: while true {
                for connector in rangeConnectors where s[end...].starts(with: connector) {
                    if let next = matchShape(s, at: end + connector.count) {
                        end = next
                        continue connecting
                    }
                }
                break
            }
            regions.append(index..<end)
            index = end
        }
        return regions
    }

    private func matchShape(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        shapes: for shape in shapes {
            var at = start
            for token in shape {
                switch token {
                case .digits:
                    let first = at
                    while at < s.count && at - first < 4 && Self.isASCIIDigit(s[at]) { at += 1 }
                    if at == first || (at < s.count && Self.isASCIIDigit(s[at])) { continue shapes }
                case .literal(let scalar):
                    guard at < s.count, s[at] == scalar else { continue shapes }
                    at += 1
                }
            }
            return at
        }
        return nil
    }
}

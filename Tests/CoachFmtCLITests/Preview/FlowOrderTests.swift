import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

/// `Resources/preview/flow-order.json` against index.json and seeds/user-flows.md.
@Suite("Preview: the order of user-flows.md")
struct FlowOrderTests {
    @Test func listsEveryStateOfTheIndexOnce() throws {
        let listed = try PreviewFixture.order.get().flows.flatMap(\.states)
        let indexed = try PreviewFixture.index.get().states.map(\.id)
        #expect(listed.count == Set(listed).count, "a state listed twice")
        #expect(Set(indexed).subtracting(listed).sorted() == [], "states of index.json the order leaves out")
        #expect(Set(listed).subtracting(indexed).sorted() == [], "states the order lists that index.json lacks")
    }

    /// Each flow `#N.` of user-flows.md: the states its text names literally are listed under
    /// the first flow that names them, and its table rows name them in the listed order.
    @Test func followsUserFlows() throws {
        let document = try PreviewFixture.text("seeds/user-flows.md")
        var sections: [Int: [Substring]] = [:]
        var current: Int?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#"), let number = Int(line.dropFirst().prefix { $0.isNumber }),
                line.dropFirst().drop(while: { $0.isNumber }).hasPrefix(". ")
            {
                current = number
                sections[number] = []
            } else if let current {
                sections[current]?.append(line)
            }
        }
        #expect(sections.count == 9)
        let flows = try PreviewFixture.order.get().flows
        let states = flows.flatMap(\.states)
        /// Whether `state` occurs as a whole id (not followed by a letter, digit or `-`).
        func names(_ text: some StringProtocol, _ state: String) -> Bool {
            var rest = text[...]
            while let range = rest.range(of: state) {
                let next = rest[range.upperBound...].first
                if next == nil || !(next!.isLetter || next!.isNumber || next! == "-") { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
        for (position, flow) in flows.enumerated() {
            let number = position + 1
            guard let lines = sections[number] else {
                #expect(flow.title == FlowOrder.otherTitle, "flow \(number) is not in user-flows.md")
                continue
            }
            #expect(flow.title.hasPrefix("\(number). "), "flow \(number) is titled \(flow.title)")
            for state in flow.states {
                let first = sections.keys.sorted().first { names(sections[$0]!.joined(separator: "\n"), state) }
                if let first {
                    #expect(first == number, "\(state) is first named in flow \(first), listed in \(number)")
                }
            }
            var named: [String] = []
            for row in lines where row.first?.isNumber == true {
                for state in states where flow.states.contains(state) && !named.contains(state) && names(row, state) {
                    named.append(state)
                }
            }
            // Rows in the document's order; several states in one row in the listed order.
            #expect(named == flow.states.filter { named.contains($0) }, "flow \(number): table order")
        }
    }
}

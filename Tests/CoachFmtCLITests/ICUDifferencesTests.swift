import CoachFmt
import CoachFmtICU
import CoachFmtResources
import Testing

@testable import CoachFmtCLI

/// Every output a provider declares different from the reference ICU, run under the ICU this
/// build links: it prints the declared value of its own provider's file and the reference value
/// of every other, so a difference that stops occurring fails as surely as an undeclared one.
@Suite struct ICUDifferencesTests {
    static let files = ["SystemICU", "FoundationICU"].map { provider in
        (provider, try? ICUDifferences.of(provider))
    }

    @Test(arguments: files.map(\.0))
    func declaredOutputsHold(provider: String) throws {
        let file = try #require(Self.files.first { $0.0 == provider }?.1, "no Resources/icu/\(provider).json")
        #expect(file.provider == provider)
        let tool = CommandLineTool()
        for output in file.outputs {
            let expected = provider == ICUInfo.provider ? output.actual : output.reference
            let result = tool.run(output.command)
            #expect(result.exitCode == 0, "\(output.command)")
            #expect(result.stdout == expected + "\n", "coach-fmt \(output.command.joined(separator: " "))")
            #expect(!output.why.isEmpty && output.reference != output.actual)
        }
    }
}

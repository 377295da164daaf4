#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Endpoint {
    /// `model` held to the same rules as bytes: encoded as the API would send it, then decoded
    /// tolerantly, so a value Swift let through (a streak of -5, a score over 100, an unknown
    /// product) is a violation with its JSON path and is withheld as in a decoded file.
    package func checkedModel(
        _ model: any ContractModel, file: String
    ) -> (model: (any ContractModel)?, violations: [ContractViolation]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do {
            let bytes = [UInt8](try encoder.encode(model))
            return try decodeTolerantly(from: bytes, file: file)
        } catch {
            // Only a value JSON cannot hold (a NaN, an infinity) gets here: the response is absent.
            let message = "cannot be sent as JSON: \(EchoedInput.bounded(String(describing: error)))"
            return (nil, [ContractViolation(file: file, path: rawValue, message: message, effect: .madeAbsent)])
        }
    }
}

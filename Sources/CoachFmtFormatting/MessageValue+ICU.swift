import CoachFmtICU

extension MessageValue {
    /// The value as the ICU handle layer takes it.
    var icuArgument: ICUMessage.Argument {
        switch self {
        case .string(let text): .string(text)
        case .decimal(let text): .decimal(text)
        case .integer(let n): .integer(Int64(n))
        case .double(let n): .double(n)
        case .date(let ms): .date(ms)
        }
    }
}

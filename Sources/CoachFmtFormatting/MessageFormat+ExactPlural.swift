import CoachFmtContract
import CoachFmtICU

/// Plural and ordinal forms exact over every integer.
///
/// ICU's plural rules read their operands (`n`, `i`) as doubles, even from an exact decimal, so
/// past 2^53 `9007199254740993` selects as `9007199254740992` ("…993nd"). Every CLDR rule looks
/// at an integer's last six digits at most (`i % 1000000 = 0`) and otherwise only asks whether
/// it is small, so a stand-in with the same last twelve digits and the same sign, at least
/// 10^12, selects the same form. The message is rewritten so that the plural selects from the
/// stand-in while each `#` shows the exact value less the offset, and every other use of the
/// argument shows the exact value.
///
/// Left to ICU: a plural with a fractional `offset:`; a numeral past Int's range with an
/// offset; explicit `=N` selectors past 2^53, which ICU compares as doubles.
extension MessageFormat {
    /// 2^53: every integer up to it is a double.
    private static let exactDoubleLimit: UInt = 9_007_199_254_740_992
    private static let standInBase = 1_000_000_000_000

    /// The message formatted through stand-ins, when an argument that a plural selects on is an
    /// integer past 2^53; nil when none is.
    func formatSelectingExactly(_ values: [String: MessageValue], _ compiled: Compiled) throws(FormatError)
        -> String?
    {
        // The usual call has no such value: it returns before building anything.
        guard compiled.pluralNames.contains(where: { values[$0].flatMap(Self.largeInteger) != nil }) else {
            return nil
        }
        var rewritten = pattern
        var replaced = values
        var taken = Set(compiled.arguments.map(\.name))
        for name in compiled.pluralNames {
            guard let value = values[name], let large = Self.largeInteger(value) else { continue }
            let offsets = Set(
                compiled.arguments.lazy.filter {
                    $0.name == name && ($0.kind == "plural" || $0.kind == "selectordinal")
                }
                .map(\.offset))
            guard offsets.count == 1, let offset = Self.integerOffset(offsets.first!) else { continue }
            let shown: MessageValue
            switch large.value {
            case .integer(let integer): shown = Self.difference(integer, offset)
            default:
                guard offset == 0 else { continue }
                shown = large.value
            }
            func unused(_ base: String) -> String {
                var candidate = base
                while taken.contains(candidate) { candidate += "_" }
                taken.insert(candidate)
                return candidate
            }
            let exactName = unused(name + "_exact")
            let shownName = unused(name + "_shown")
            do throws(ICUError) {
                rewritten = try ICUMessage.exactPlural(
                    rewritten, name: name, exactName: exactName, shownName: shownName)
            } catch {
                throw .icu(error.explained, during: "formatting message '\(EchoedInput.bounded(pattern))'")
            }
            replaced[name] = .integer(large.standIn)
            replaced[exactName] = large.value
            replaced[shownName] = shown
        }
        guard replaced.count != values.count else { return nil }
        do throws(FormatError) {
            return try MessageFormat(rewritten, locale: locale, timeZone: compiled.zone).format(replaced)
        } catch {
            // A problem is the caller's pattern's, and names it as written.
            switch error {
            case .icu(let explained, _):
                throw .icu(explained, during: "formatting message '\(EchoedInput.bounded(pattern))'")
            case .missingArgument(let name, _): throw .missingArgument(name, pattern: pattern)
            default: throw error
            }
        }
    }

    /// An integer value past 2^53 in magnitude, and its stand-in: the integer of the same sign
    /// and last twelve digits, at least 10^12 in magnitude.
    private static func largeInteger(_ value: MessageValue) -> (value: MessageValue, standIn: Int)? {
        switch value {
        case .integer(let integer):
            guard integer.magnitude > exactDoubleLimit else { return nil }
            let standIn = Int(integer.magnitude % UInt(standInBase)) + standInBase
            return (value, integer < 0 ? -standIn : standIn)
        case .decimal(let numeral):
            if let integer = Int(numeral) { return largeInteger(.integer(integer)) }
            let negative = numeral.hasPrefix("-")
            let digits = negative ? numeral.dropFirst() : Substring(numeral)
            // A numeral with a fraction or exponent is not an integer's: ICU's reading stands.
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            let standIn = Int(digits.suffix(12))! + standInBase
            return (value, negative ? -standIn : standIn)
        default:
            return nil
        }
    }

    /// A plural's `offset:` as an integer; nil for a fractional one.
    private static func integerOffset(_ text: String) -> Int? {
        text.isEmpty ? 0 : Int(text)
    }

    /// `value - offset` exactly: a decimal numeral where it does not fit Int.
    private static func difference(_ value: Int, _ offset: Int) -> MessageValue {
        let (result, overflow) = value.subtractingReportingOverflow(offset)
        if !overflow { return .integer(result) }
        // Past Int's range the two have opposite signs, so the magnitudes add within UInt.
        let magnitude = value.magnitude + offset.magnitude
        return .decimal(value < 0 ? "-\(magnitude)" : "\(magnitude)")
    }
}

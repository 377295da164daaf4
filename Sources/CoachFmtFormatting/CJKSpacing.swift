/// The zh-Hans spacing rule of Resources/copy/STYLE-zh-Hans.md, for joints the kit makes
/// itself: a half-width space between a Han character and a Latin letter or a digit.
enum CJKSpacing {
    /// True when `left` and `right` are Han and Latin/digit (either order), so a space belongs between them.
    static func needsSpace(between left: Character, and right: Character) -> Bool {
        (isHan(left) && isLatinOrDigit(right)) || (isLatinOrDigit(left) && isHan(right))
    }

    /// A Han ideograph (Unicode's Script=Han), as Unicode's properties give it.
    static func isHan(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isIdeographic
    }

    /// A basic Latin letter or an ASCII digit, or a Latin letter with accents.
    static func isLatinOrDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return character.isLetter || character.isNumber }
        return (0x00C0...0x024F).contains(scalar.value) && character.isLetter
    }
}

/// A typed handle on a part of an element, so that a view never spells a part's id:
/// `screen[PaywallScreen.Element.calendarDays]?[.day(3)]`, `…[.productCards]?[.product("coach_pro_yearly")]?[.price]`.
///
/// Its members are generated from the parts each row declares in `Resources/screens/rows.json`:
/// a fixed id (`.caption`) or a family (`.day(3)` is `day_3`, `.product("coach_pro_yearly")` is
/// that product's card; a string is slugged as ids are, so `.practiceLanguage("zh-Hans")` is `zh_hans`).
public struct PartHandle: Hashable, Sendable {
    /// The part's id under its parent element: `day_3`, `price`.
    public let id: String
}

extension RenderedElement {
    /// The part with this handle directly under this element, when the render shows it.
    public subscript(_ part: PartHandle) -> RenderedElement? {
        let wanted = id + "." + part.id
        return parts.first { $0.id == wanted }
    }
}

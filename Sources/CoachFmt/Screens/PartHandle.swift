/// A typed handle on a part of an element, so that a view never spells a part's id:
/// `paywall[.calendarDays]?[.day(3)]`, `paywall[.productCards]?[.product("coach_pro_yearly")]?[.price]`.
///
/// `Parent` is the element's parts, one type per row (`PaywallScreen.Element.CalendarDaysParts`)
/// and one per part that has parts of its own (`…ProductCardsParts.ProductParts`); `Child` is the part's own parts,
/// ``NoParts`` when it has none. So a handle reads only the element it belongs to: a part of a
/// paywall calendar on a home badge does not compile.
///
/// Its members are generated from the parts each row declares in `Resources/screens/rows.json`:
/// a fixed id (`.caption`) or a family (`.day(3)` is `day_3`, `.product("coach_pro_yearly")` is
/// that product's card; a string is slugged as ids are, so `.practiceLanguage("zh-Hans")` is `zh_hans`).
public struct PartHandle<Parent, Child>: Hashable, Sendable {
    /// The part's id under its parent element: `day_3`, `price`.
    public let id: String
}

/// The parts of an element that declares none: no handle reads under it.
public enum NoParts {}

/// A typed handle on one row of a section, with the type of the parts its element declares:
/// `home[.questBadge]`, `paywall[.calendarDays]`. Its members are generated from
/// `Resources/screens/rows.json`, one per row, and a ``RenderedSection`` of another section does
/// not accept them.
public struct RowHandle<Row: ScreenElement, Parts>: Hashable, Sendable {
    /// The row: its id and label.
    public let row: Row

    init(_ row: Row) { self.row = row }
}

/// A section's type (`HomeScreen`), naming its rows: what ``RenderedScreen/section(_:)`` reads a
/// render as.
public protocol SectionScreen {
    /// The section's rows.
    associatedtype Element: ScreenElement
}

/// One element of a render, or one of its parts, with the type of the parts it declares, so that
/// only its own part handles read under it. Its fields are the element's
/// (`text`, `accessibilityLabel`, `progress`, `milliseconds`, `parts`…).
@dynamicMemberLookup
public struct RenderedPart<Parts>: Hashable, Sendable {
    /// The element itself.
    public let element: RenderedElement

    init(_ element: RenderedElement) { self.element = element }

    /// A field of the element: `badge.text`, `day.accessibilityLabel`.
    public subscript<Value>(dynamicMember field: KeyPath<RenderedElement, Value>) -> Value {
        element[keyPath: field]
    }

    /// The part with this handle directly under this element, when the render shows it.
    public subscript<Child>(_ part: PartHandle<Parts, Child>) -> RenderedPart<Child>? {
        let wanted = element.id + "." + part.id
        return element.parts.first { $0.id == wanted }.map(RenderedPart<Child>.init)
    }
}

/// A render read as the section it is, so that only that section's row handles read it:
/// `screen.section(HomeScreen.self)?[.questBadge]`.
public struct RenderedSection<Screen: SectionScreen>: Sendable {
    /// The render.
    public let screen: RenderedScreen

    /// The element for a row of this section, when the render holds it.
    public subscript<Parts>(_ row: RowHandle<Screen.Element, Parts>) -> RenderedPart<Parts>? {
        screen.element(id: row.row.id).map(RenderedPart<Parts>.init)
    }
}

extension RenderedScreen {
    /// This render read as `screen`'s section, or nil when it renders another section. Any
    /// render reads as ``GlobalScreen``, whose rows a screen may show over any section; a row
    /// the render does not hold reads nil.
    public func section<Screen: SectionScreen>(_ screen: Screen.Type) -> RenderedSection<Screen>? {
        guard Screen.Element.section == section || Screen.Element.section == .global else { return nil }
        return RenderedSection(screen: self)
    }
}

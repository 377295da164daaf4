#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TimeZoneID {
    /// The IANA id of a Foundation `TimeZone` (`TimeZone.current`); throws for one ICU does not
    /// know.
    public init(_ zone: TimeZone) throws(FormatError) {
        try self.init(zone.identifier)
    }
}

// TEMPORARY until the inits branch lands (adds these fields to LocalState).
extension LocalState.Device { var uses24HourClock: Bool? { nil } }

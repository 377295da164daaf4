extension RenderContext {
    /// The device locale (`local:Locale.current`), as the device reports it.
    var deviceLocale: String? { inputs.local?.device.locale }
}

// libFuzzer targets, one per entry point of the kit. Built only by tools/fuzz.sh with
// -sanitize=fuzzer,address; run as `coach-fmt-fuzz TARGET [libFuzzer flags] [CORPUS...]`
// where TARGET is render, catalog, message or format.
import CoachFmt

#if canImport(Glibc)
import Glibc
#endif

/// API JSON to a rendered screen: the first byte picks the endpoint, the rest is its body.
func fuzzRender(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let selector = bytes.first else { return }
    let endpoint = Endpoint.allCases[Int(selector) % Endpoint.allCases.count]
    var inputs = ScreenInputs()
    guard (try? inputs.add(endpoint, bytes: Array(bytes.dropFirst()), file: "fuzz.json")) != nil else { return }
    let now = Timestamp("2026-11-27T09:15:00-05:00")!
    for section in ScreenSection.allCases {
        for locale in LocaleNegotiation.catalogLocales {
            let screen = ScreenRenderer.render(section, inputs: inputs, locale: locale, timeZone: .utc, now: now)
            _ = screen.text()
            _ = screen.json()
        }
    }
}

/// A catalog file to a validated catalog: the bytes stand in for zh-Hans.json.
func fuzzCatalog(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let messages = try? Catalog.parse(String(decoding: bytes, as: UTF8.self), file: "zh-Hans.json") else { return }
    var all = Catalog.builtIn.messages
    all[.zhHans] = messages
    _ = CatalogCheck(Catalog(messages: all, origin: "fuzz"), referenced: CatalogReferences.formatterKeys).run()
}

/// A message pattern and NAME=VALUE lines to text: "pattern\0name=value\nname=value".
func fuzzMessage(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let pieces = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
    guard let pattern = pieces.first else { return }
    var values: [String: MessageValue] = [:]
    for line in (pieces.count > 1 ? pieces[1] : "").split(separator: "\n") {
        let pair = line.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { continue }
        values[String(pair[0])] = Int(pair[1]).map(MessageValue.integer) ?? .string(String(pair[1]))
    }
    for locale in [LanguageTag.en, .zhHans] {
        guard let format = try? MessageFormat(String(pattern), locale: locale) else { return }
        _ = try? format.format(values)
        for argument in format.arguments where values[argument.name] == nil { values[argument.name] = .integer(3) }
        _ = try? format.format(values)
    }
}

/// The `format` command's inputs: tags, zones, dates, skeletons, numbers and names.
func fuzzFormat(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let tag = (try? LanguageTag(text)) ?? .en
    _ = LanguageNames.endonym(of: tag)
    _ = LanguageNames.name(of: tag, in: .zhHans)
    _ = try? LocaleNegotiation.catalogLocale(for: [text])
    _ = LocaleNegotiation.catalogLocale(acceptLanguage: text)
    _ = try? TimeZoneID(text)
    if let day = CalendarDate(text) { _ = try? DateFormat(skeleton: "MMMEd", locale: tag).format(day) }
    if let instant = Timestamp(text) { _ = try? DateFormat(skeleton: "yMMMdjm", locale: tag).format(instant) }
    _ = try? DateFormat(skeleton: text, locale: .en).format(milliseconds: 0)
    _ = try? DateRangeFormat(skeleton: text, locale: .zhHans).format(from: CalendarDate(daysSinceEpoch: 0), to: CalendarDate(daysSinceEpoch: 9))
    _ = try? NumberFormat(skeleton: text, locale: .en).format(1234.5)
    _ = try? NumberFormat(locale: tag).format(decimal: text)
    _ = try? PluralCategory.of(decimal: text, locale: tag)
    _ = AvatarInitial.of(text, locale: tag)
    _ = ListFormat.and([text, text], locale: tag)
    if let ms = Int(text) { _ = try? DurationFormat.clock(milliseconds: ms) }
}

let targets: [String: (UnsafeBufferPointer<UInt8>) -> Void] = [
    "render": fuzzRender, "catalog": fuzzCatalog, "message": fuzzMessage, "format": fuzzFormat,
]

typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

// Looked up at run time, so the target also links in ordinary builds (where it only explains
// itself); tools/fuzz.sh links libFuzzer in and exports this symbol.
guard let driver = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
    print("coach-fmt-fuzz has no libFuzzer in it: build and run it with tools/fuzz.sh")
    exit(2)
}
let runDriver = unsafeBitCast(driver, to: FuzzerDriver.self)

nonisolated(unsafe) var selected: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }

var arguments = CommandLine.arguments
guard arguments.count >= 2, let target = targets[arguments[1]] else {
    print("usage: coach-fmt-fuzz \(targets.keys.sorted().joined(separator: "|")) [libFuzzer flags] [CORPUS...]")
    exit(2)
}
selected = target
arguments.remove(at: 1)
var argc = Int32(arguments.count)
var cStrings = arguments.map { strdup($0) } + [nil]
let status = cStrings.withUnsafeMutableBufferPointer { buffer -> Int32 in
    var argv = buffer.baseAddress
    return runDriver(&argc, &argv) { data, size in
        selected(UnsafeBufferPointer(start: data, count: size))
        return 0
    }
}
exit(status)

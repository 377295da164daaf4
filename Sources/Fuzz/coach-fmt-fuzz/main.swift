// libFuzzer targets, one per entry point of the kit. Built only by tools/fuzz.sh with
// -sanitize=fuzzer,address; run as `coach-fmt-fuzz TARGET [libFuzzer flags] [CORPUS...]`
// where TARGET is render, catalog, message or format.
import CoachFmt
import CoachFmtResources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let targets = FuzzEntryPoints.targets

typealias FuzzerDriver =
    @convention(c) (
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

nonisolated(unsafe) var selected: @Sendable (UnsafeBufferPointer<UInt8>) -> Void = { _ in }

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

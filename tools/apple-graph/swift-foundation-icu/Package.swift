// swift-tools-version:6.2
import Foundation
import PackageDescription

// A stand-in for apple/swift-foundation-icu on Linux, for `COACH_FMT_APPLE_GRAPH=1` builds of
// coach-fmt (Package.swift): the same package name, product and module (`_FoundationICU`, its
// headers under `include/_foundation_unicode/`), over the evaluating toolchain's own ICU, whose
// sources are Apple's. The headers are a link into the toolchain, made here because only the
// manifest knows which toolchain builds; the library is the toolchain's static copy, the only one
// that exports ICU's whole C++ API.

/// The `usr` folder of the toolchain evaluating this manifest, from the `swiftc` on PATH.
let toolchainUsr: String = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
    }
    return "/usr"
}()

let include = Context.packageDirectory + "/Sources/_FoundationICU/include"
let toolchainHeaders = toolchainUsr + "/lib/swift/_foundation_unicode"
if (try? FileManager.default.destinationOfSymbolicLink(atPath: include + "/_foundation_unicode")) != toolchainHeaders {
    try? FileManager.default.removeItem(atPath: include + "/_foundation_unicode")
    try? FileManager.default.createDirectory(atPath: include, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(
        atPath: include + "/_foundation_unicode", withDestinationPath: toolchainHeaders)
}

let package = Package(
    name: "swift-foundation-icu",
    products: [.library(name: "_FoundationICU", targets: ["_FoundationICU"])],
    targets: [
        .target(
            name: "_FoundationICU",
            linkerSettings: [
                // -lm: ICU calls floor and pow.
                .unsafeFlags(["\(toolchainUsr)/lib/swift_static/linux/lib_FoundationICU.a", "-lm", "-ldl", "-lpthread"])
            ])
    ]
)

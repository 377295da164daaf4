// swift-tools-version:6.2
import PackageDescription

#if os(Linux)
import Foundation

/// `COACH_FMT_APPLE_GRAPH=1` builds the Apple branch below on Linux, so that CI compiles and
/// tests the graph an app gets: its targets, settings and trait, with two lines changed
/// (`appleICULinkerSettings`, `appleICUPackages`). `tools/apple-graph/swift-foundation-icu` stands
/// in for apple/swift-foundation-icu over the toolchain's own ICU.
let appleBranch = ProcessInfo.processInfo.environment["COACH_FMT_APPLE_GRAPH"] == "1"
#else
let appleBranch = true
#endif

// MARK: ICU providers
//
// One shim, two ICU providers, chosen by a package trait:
// - SystemICU, the default on Linux: Debian's libicu-dev (ICU 72), found through pkg-config.
// - FoundationICU: the _FoundationICU sources (ICU 76 in the Swift 6.3 toolchain). On Linux it
//   is the toolchain's own copy, its headers under usr/lib/swift/_foundation_unicode and the
//   full library, C++ API included, in usr/lib/swift_static/linux/lib_FoundationICU.a. On
//   Apple platforms it is the apple/swift-foundation-icu package, and the only provider:
//   iOS has no public ICU headers and Apple's system ICU exports no C++ API.
// `swift build --traits FoundationICU` switches; passing --traits turns the default off.

#if os(Linux)
/// The `usr` folder of the toolchain running this build: the manifest links the toolchain's
/// libPackageDescription.so, so its mapped path names the toolchain, wherever it is installed.
let toolchainUsr: String? = {
    // Read to the end: /proc files report a size of 0, and a single read stops at a page.
    guard let bytes = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return nil }
    let maps = String(decoding: bytes, as: UTF8.self)
    let suffix = "/lib/swift/pm/ManifestAPI/libPackageDescription.so"
    for line in maps.split(separator: "\n") {
        guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last,
            path.hasSuffix(suffix)
        else { continue }
        return String(path.dropLast(suffix.count))
    }
    // Otherwise the swiftc on PATH, which is what `swift build` runs.
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
    }
    return nil
}()

let linuxProviders: [Trait] = [
    .trait(name: "SystemICU", description: "Debian's libicu-dev (ICU 72) through pkg-config."),
    .trait(name: "FoundationICU", description: "The Swift toolchain's _FoundationICU (ICU 76), linked statically."),
    .default(enabledTraits: ["SystemICU"]),
]
let systemICU: Set<String> = ["SystemICU"]
let foundationICU: Set<String> = ["FoundationICU"]
let linuxICUTargets: [Target] = [
    .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev", "pkg-config"])])
]
let linuxICUDependencies: [Target.Dependency] = [.target(name: "CICU", condition: .when(traits: systemICU))]
let linuxICUCXXSettings: [CXXSetting] = [
    .define("CF_FOUNDATION_ICU", .when(traits: foundationICU)),
    // The toolchain's headers hide the C++ API (APPLE_ICU_CHANGES) from code shipped with the
    // OS; a copy linked statically into this package is not such code.
    .define("U_SHOW_CPLUSPLUS_API", to: "1", .when(traits: foundationICU)),
    // The shim passes UnicodeString buffers (char16_t) as UChar: ICU 72 makes UChar char16_t in
    // C++, the toolchain's headers make it uint16_t unless told otherwise.
    .define("UCHAR_TYPE", to: "char16_t", .when(traits: foundationICU)),
    .unsafeFlags(["-I", "\(toolchainUsr ?? "/usr")/lib/swift"], .when(traits: foundationICU)),
]
let linuxICULinkerSettings: [LinkerSetting] = [
    .linkedLibrary("icui18n", .when(traits: systemICU)),
    .linkedLibrary("icuuc", .when(traits: systemICU)),
    // The static library, not lib_FoundationICU.so, which exports only part of the C++ API. Its C
    // symbols carry a swift_ prefix, so it coexists with the copy Foundation loads.
    .unsafeFlags(
        ["\(toolchainUsr ?? "/usr")/lib/swift_static/linux/lib_FoundationICU.a", "-lm", "-ldl", "-lpthread"],
        .when(traits: foundationICU)),
    .linkedLibrary("stdc++"),
]
let linuxICUPackages: [Package.Dependency] = []

/// coach-fmt-bench reaches the shim through CICUBench's timer: the linker sends each call to an
/// entry point `cf_x` to `__wrap_cf_x`, which times it and calls the shim's `cf_x`. Every entry
/// point that CICUShim.h declares is wrapped (a missing wrapper fails the link), so the library's
/// own build carries no timing at all. SwiftPM reuses this manifest's result while the
/// manifest's own text is unchanged: after adding an entry point to the header, a local build
/// needs any edit here before it wraps the new one (a fresh clone reads the header).
let benchLinkerSettings: [LinkerSetting] = {
    let header = Context.packageDirectory + "/Sources/CICUShim/include/CICUShim.h"
    guard let bytes = FileManager.default.contents(atPath: header) else { return [] }
    var entryPoints: [String] = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    where !line.drop(while: { $0 == " " }).hasPrefix("//") {
        // The identifier before each "(": a function's name, `cf_…` for the shim's.
        for piece in line.split(separator: "(", omittingEmptySubsequences: false).dropLast() {
            let name = String(piece.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if name.hasPrefix("cf_"), !entryPoints.contains(name) { entryPoints.append(name) }
        }
    }
    return [.unsafeFlags(entryPoints.flatMap { ["-Xlinker", "--wrap=\($0)"] })]
}()
#endif

// The Apple branch: apple/swift-foundation-icu is the only provider, linked with libc++.
let appleProviders: [Trait] = [
    .trait(name: "FoundationICU", description: "apple/swift-foundation-icu, the only provider on Apple platforms."),
    .default(enabledTraits: ["FoundationICU"]),
]
let appleICUDependencies: [Target.Dependency] = [.product(name: "_FoundationICU", package: "swift-foundation-icu")]
let appleICUCXXSettings: [CXXSetting] = [
    .define("CF_FOUNDATION_ICU"),
    .define("U_SHOW_CPLUSPLUS_API", to: "1"),
    .define("UCHAR_TYPE", to: "char16_t"),
    // Clang builds C++ targets with modules here: the shim's and the bench's sources include
    // CICUShim.h, whose module requires the ICU layer's feature (shimImporter below).
    .unsafeFlags(["-Xclang", "-fmodule-feature", "-Xclang", "coachfmt_icu_layer"]),
]
#if os(Linux)
let appleICULinkerSettings: [LinkerSetting] = [.linkedLibrary("stdc++")]
// Exactly 0.0.9, ICU 72.1, as on Apple platforms; the stand-in's ICU is the toolchain's, 76.1.
let appleICUPackages: [Package.Dependency] = [.package(path: "tools/apple-graph/swift-foundation-icu")]
#else
let appleICULinkerSettings: [LinkerSetting] = [.linkedLibrary("c++")]
// Exactly one tag, so an app builds only an ICU that Resources/icu/ declares: 0.0.3 to 0.0.9
// carry ICU 72.1 (the reference the goldens hold) and 0.0.10 ICU 74.1, which none declares.
let appleICUPackages: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-foundation-icu", exact: "0.0.9")
]
// ld64 has no --wrap, which the bench's timer of the shim needs: the bench is left out below.
let benchLinkerSettings: [LinkerSetting] = []
#endif
/// Targets that only the Linux branch builds: the bench times the shim through --wrap.
let linuxOnlyTargets: Set<String> = ["CICUBench", "coach-fmt-bench"]

#if os(Linux)
let providers = appleBranch ? appleProviders : linuxProviders
let icuTargets = appleBranch ? [] : linuxICUTargets
let icuDependencies = appleBranch ? appleICUDependencies : linuxICUDependencies
let icuCXXSettings = appleBranch ? appleICUCXXSettings : linuxICUCXXSettings
let icuLinkerSettings = appleBranch ? appleICULinkerSettings : linuxICULinkerSettings
let icuPackages = appleBranch ? appleICUPackages : linuxICUPackages
#else
let providers = appleProviders
let icuTargets: [Target] = []
let icuDependencies = appleICUDependencies
let icuCXXSettings = appleICUCXXSettings
let icuLinkerSettings = appleICULinkerSettings
let icuPackages = appleICUPackages
#endif

/// The shim's module map (and ICU's) requires this clang feature, and only the ICU layer and the
/// bench declare it, so `import CICUShim` anywhere else does not compile. The ICU layer is built
/// with library evolution, so its `internal import` of the shim stays out of its interface and
/// the modules above never load the shim's module. SwiftPM accepts unsafe flags in a dependency
/// whose tools version is 6.2 or later.
let shimImporter: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-Xclang", "-Xcc", "-fmodule-feature", "-Xcc", "-Xclang", "-Xcc", "coachfmt_icu_layer"])
]
let icuLayerSettings: [SwiftSetting] = shimImporter + [.unsafeFlags(["-enable-library-evolution"])]

let package = Package(
    name: "coach-fmt",
    // The floor is the standard library's string processing (`firstRange(of:)` and
    // `split(separator:)` with a string separator): macOS 13, iOS 16 and their peers.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "CoachFmt", targets: ["CoachFmt"]),
        // The only library product: the tooling targets (CoachFmtResources, CoachFmtPreview,
        // CoachFmtCLI) share `package` symbols with the CLI, the tests, the fuzzer and the bench.
        .executable(name: "coach-fmt", targets: ["coach-fmt"]),
    ],
    traits: Set(providers),
    dependencies: icuPackages,
    targets: icuTargets + [
        // The only code that sees ICU headers (through icu.hpp): a flat C API over plain C types.
        // Swift cannot import ICU's renaming macros (udat_open -> udat_open_72), and ICU's headers
        // clash with Foundation's own ICU copy when both reach one Swift module.
        .target(
            name: "CICUShim",
            dependencies: icuDependencies,
            cxxSettings: icuCXXSettings,
            linkerSettings: icuLinkerSettings
        ),
        // The library an app links, one module per layer; each imports only the layers below it,
        // so the compiler keeps the flow one way: ICU <- Formatting <- Catalog <- CoachFmt, with
        // the contract models (no dependencies) under Formatting and Catalog.
        // The ICU handle layer: the only module that can import the shim (see shimImporter).
        .target(name: "CoachFmtICU", dependencies: ["CICUShim"], swiftSettings: icuLayerSettings),
        // The API's and local inputs' models and their strict JSON decoder.
        .target(name: "CoachFmtContract"),
        // One file per formatter, over the handle layer.
        .target(name: "CoachFmtFormatting", dependencies: ["CoachFmtICU", "CoachFmtContract"]),
        // The catalog's values compiled into static tables per locale, with the typed accessors
        // (Generated/, written by generate-sources).
        .target(name: "CoachFmtCatalog", dependencies: ["CoachFmtFormatting", "CoachFmtContract", "CoachFmtICU"]),
        // The screens, and what an app imports: it re-exports the public lower layers. The
        // sections' row tables (Resources/screens/rows.json) are compiled into typed handles
        // (Screens/Generated/, written by generate-sources).
        .target(
            name: "CoachFmt", dependencies: ["CoachFmtCatalog", "CoachFmtFormatting", "CoachFmtContract", "CoachFmtICU"]),
        // Writes every checked-in generated Swift file: the catalog's tables and accessors, the row
        // tables, the contract models' public memberwise initialisers (`swift run generate-sources`;
        // GeneratedFilesTests holds each file to it). It depends on no module of the package, so
        // a stale output cannot stop it building.
        .target(name: "SourceGenerators", path: "Sources/BuildTools/SourceGenerators"),
        .executableTarget(
            name: "generate-sources", dependencies: ["SourceGenerators"], path: "Sources/BuildTools/generate-sources"),
        // What the CLI, the tests, the fuzzer and the bench need beside it: the catalog files with
        // their notes, the example states and the API contract, embedded as text.
        .target(name: "CoachFmtResources", dependencies: ["CoachFmt", "CoachFmtICU"], plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources", path: "Sources/BuildTools/embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        // The HTML preview and its layout budgets (Resources/layout, Resources/preview, embedded in
        // CoachFmtResources): for reviewers and CI, never linked by an app.
        .target(name: "CoachFmtPreview", dependencies: ["CoachFmt", "CoachFmtICU", "CoachFmtResources"]),
        .target(name: "CoachFmtCLI", dependencies: ["CoachFmt", "CoachFmtICU", "CoachFmtResources", "CoachFmtPreview"]),
        .executableTarget(name: "coach-fmt", dependencies: ["CoachFmtCLI"]),
        // The benchmark (Documentation/Benchmarks.md). No library target depends on these, so
        // an app neither builds nor links them; they stay in this package because the bench reads
        // the examples and `package` symbols that no product exports.
        // Its floors (raw ICU calls) and the timer of the shim's entry points, outside the shim.
        .target(
            name: "CICUBench", dependencies: ["CICUShim"] + icuDependencies, path: "Sources/Benchmarks/CICUBench",
            cxxSettings: icuCXXSettings),
        .executableTarget(
            name: "coach-fmt-bench",
            dependencies: [
                "CoachFmt", "CoachFmtICU", "CoachFmtResources", "CoachFmtCLI", "CICUShim", "CICUBench", "ProcessTiming",
            ],
            path: "Sources/Benchmarks/coach-fmt-bench",
            swiftSettings: shimImporter,
            linkerSettings: benchLinkerSettings
        ),
        .executableTarget(name: "bench-hello", path: "Sources/Benchmarks/bench-hello"),
        // Whole-process timing with posix_spawn and wait4, and the small launcher that uses it.
        .target(name: "ProcessTiming", path: "Sources/Benchmarks/ProcessTiming"),
        .executableTarget(name: "bench-spawn", dependencies: ["ProcessTiming"], path: "Sources/Benchmarks/bench-spawn"),
        // Built only by tools/fuzz.sh, with -sanitize=fuzzer,address.
        .executableTarget(
            name: "coach-fmt-fuzz", dependencies: ["CoachFmt", "CoachFmtResources"], path: "Sources/Fuzz/coach-fmt-fuzz"),
        .testTarget(
            name: "CoachFmtTests",
            dependencies: [
                "CoachFmt", "CoachFmtCatalog", "CoachFmtContract", "CoachFmtFormatting", "CoachFmtICU",
                "CoachFmtResources", "ProcessTiming", "SourceGenerators",
            ],
            exclude: ["Screens/Golden", "Screens/Cases", "Hardening/FuzzRegressions"]),
        .testTarget(
            name: "CoachFmtCLITests",
            dependencies: ["CoachFmtCLI", "CoachFmtICU", "CoachFmtResources", "CoachFmtPreview", "SourceGenerators"],
            exclude: ["Golden"]),
        // Uses the library as an app does (no @testable, no `package` symbols): it compiles only
        // while the public API suffices.
        .testTarget(name: "CoachFmtPublicAPITests", dependencies: ["CoachFmt"], packageAccess: false),
    ].filter { !appleBranch || !linuxOnlyTargets.contains($0.name) },
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "coach-fmt",
    products: [
        .library(name: "CoachFmt", targets: ["CoachFmt"]),
        .executable(name: "coach-fmt", targets: ["coach-fmt"]),
    ],
    targets: [
        // The system ICU (ICU 72 on Debian 12), found through pkg-config.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The only code that sees ICU headers: a flat C API over plain C types (FACTS 1, 2).
        .target(
            name: "CICUShim",
            dependencies: ["CICU"],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("stdc++")]
        ),
        .target(name: "CoachFmt", dependencies: ["CICUShim"], plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .target(name: "CoachFmtCLI", dependencies: ["CoachFmt"]),
        .executableTarget(name: "coach-fmt", dependencies: ["CoachFmtCLI"]),
        .executableTarget(
            name: "coach-fmt-bench", dependencies: ["CoachFmt", "CoachFmtCLI", "CICUShim", "ProcessTiming"]
        ),
        .executableTarget(name: "bench-hello"),
        // Whole-process timing with posix_spawn and wait4, and the small launcher that uses it.
        .target(name: "ProcessTiming"),
        .executableTarget(name: "bench-spawn", dependencies: ["ProcessTiming"]),
        // Built only by tools/fuzz.sh, with -sanitize=fuzzer,address.
        .executableTarget(name: "coach-fmt-fuzz", dependencies: ["CoachFmt"]),
        .testTarget(
            name: "CoachFmtTests", dependencies: ["CoachFmt"], exclude: ["Screens/Golden", "Hardening/FuzzRegressions"]),
        .testTarget(name: "CoachFmtCLITests", dependencies: ["CoachFmtCLI"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

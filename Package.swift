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
        // The catalog's values compiled into static tables per locale; Resources/ as text.
        .target(name: "CoachFmt", dependencies: ["CICUShim"], plugins: ["CompileCatalog", "EmbedResources"]),
        .executableTarget(name: "compile-catalog"),
        .plugin(name: "CompileCatalog", capability: .buildTool(), dependencies: ["compile-catalog"]),
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .target(name: "CoachFmtCLI", dependencies: ["CoachFmt"]),
        .executableTarget(name: "coach-fmt", dependencies: ["CoachFmtCLI"]),
        .executableTarget(
            name: "coach-fmt-bench", dependencies: ["CoachFmt", "CoachFmtCLI", "CICUShim"]
        ),
        .executableTarget(name: "bench-hello"),
        // Built only by tools/fuzz.sh, with -sanitize=fuzzer,address.
        .executableTarget(name: "coach-fmt-fuzz", dependencies: ["CoachFmt"]),
        .testTarget(
            name: "CoachFmtTests", dependencies: ["CoachFmt"], exclude: ["Screens/Golden", "Hardening/FuzzRegressions"]),
        .testTarget(name: "CoachFmtCLITests", dependencies: ["CoachFmtCLI"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

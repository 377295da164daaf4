// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "coach-fmt",
    products: [
        .library(name: "CoachFmt", targets: ["CoachFmt"]),
        // The only library product: the tooling targets (CoachFmtResources, CoachFmtPreview,
        // CoachFmtCLI) share `package` symbols with the CLI, the tests, the fuzzer and the bench.
        .executable(name: "coach-fmt", targets: ["coach-fmt"]),
    ],
    targets: [
        // The system ICU (ICU 72 on Debian 12), found through pkg-config.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The only code that sees ICU headers: a flat C API over plain C types. Swift cannot
        // import ICU's renaming macros (udat_open -> udat_open_72), and ICU's headers clash
        // with Foundation's own ICU copy when both reach one Swift module.
        .target(
            name: "CICUShim",
            dependencies: ["CICU"],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("stdc++")]
        ),
        // The library an app links: the catalog's values compiled into static tables per locale,
        // and the sections' row tables (Resources/screens/rows.json) compiled into typed handles.
        .target(name: "CoachFmt", dependencies: ["CICUShim"], plugins: ["CompileLibraryTables"]),
        .executableTarget(name: "compile-catalog"),
        .executableTarget(name: "compile-row-tables"),
        .plugin(
            name: "CompileLibraryTables", capability: .buildTool(),
            dependencies: ["compile-catalog", "compile-row-tables"]),
        // What the CLI, the tests, the fuzzer and the bench need beside it: the catalog files with
        // their notes, the example states and the API contract, embedded as text.
        .target(name: "CoachFmtResources", dependencies: ["CoachFmt"], plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        // The HTML preview and its layout budgets (Resources/layout, Resources/preview, embedded in
        // CoachFmtResources): for reviewers and CI, never linked by an app.
        .target(name: "CoachFmtPreview", dependencies: ["CoachFmt", "CoachFmtResources"]),
        .target(name: "CoachFmtCLI", dependencies: ["CoachFmt", "CoachFmtResources", "CoachFmtPreview"]),
        .executableTarget(name: "coach-fmt", dependencies: ["CoachFmtCLI"]),
        .executableTarget(
            name: "coach-fmt-bench",
            dependencies: ["CoachFmt", "CoachFmtResources", "CoachFmtCLI", "CICUShim", "ProcessTiming"]
        ),
        .executableTarget(name: "bench-hello"),
        // Whole-process timing with posix_spawn and wait4, and the small launcher that uses it.
        .target(name: "ProcessTiming"),
        .executableTarget(name: "bench-spawn", dependencies: ["ProcessTiming"]),
        // Built only by tools/fuzz.sh, with -sanitize=fuzzer,address.
        .executableTarget(name: "coach-fmt-fuzz", dependencies: ["CoachFmt", "CoachFmtResources"]),
        .testTarget(
            name: "CoachFmtTests", dependencies: ["CoachFmt", "CoachFmtResources"],
            exclude: ["Screens/Golden", "Screens/Cases", "Hardening/FuzzRegressions"]),
        .testTarget(name: "CoachFmtCLITests", dependencies: ["CoachFmtCLI", "CoachFmtResources", "CoachFmtPreview"]),
        // Uses the library as an app does (no @testable, no `package` symbols): it compiles only
        // while the public API suffices.
        .testTarget(name: "CoachFmtPublicAPITests", dependencies: ["CoachFmt"], packageAccess: false),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

@Suite("index.json")
struct IndexTests {
    /// The headings of data-binding.md, in order.
    static let sections = [
        "Onboarding", "Diagnostic", "Plan", "Paywall", "Home", "Library", "Read", "Record (round 1, round 2)",
        "Processing", "Feedback", "Complete", "Growth", "Profile & settings", "Global",
    ]

    /// Every screen state user-flows.md names.
    static let requiredStates = [
        "onboarding/welcome", "onboarding/language--selected", "onboarding/goal", "onboarding/scenario",
        "onboarding/self-level", "onboarding/commitment", "onboarding/notification-priming",
        "diagnostic/diag-intro", "diagnostic/diag-read--normal", "diagnostic/mic-purpose--sheet",
        "diagnostic/diag-record--idle", "diagnostic/diag-record--recording",
        "diagnostic/diag-record--permission-denied",
        "diagnostic/diag-processing--processing", "diagnostic/diag-processing--unreliable",
        "diagnostic/diag-processing--failed", "diagnostic/diag-result--reveal",
        "plan/plan--default", "plan/plan--not-ready",
        "paywall/paywall--default", "paywall/paywall--loading-products", "paywall/paywall--purchase-failed",
        "paywall/paywall--restored", "paywall/paywall--expired-return",
        "home/home--normal", "home/home--completed", "home/home--no-quest", "home/home--first-time",
        "home/home--error", "home/home--offline",
        "library/library--list", "library/library--language-en", "library/library--filtered",
        "library/library--filter-empty", "library/library--error",
        "read/read--normal", "read/read--load-error",
        "record/record--idle", "record/record--recording", "record/record--permission-denied",
        "record/record--interrupted", "compress/compress--idle", "compress/compress--recording",
        "processing/processing--transcribing", "processing/processing--offline", "processing/processing--failed",
        "processing/processing--unreliable", "processing/processing--long-wait",
        "processing/processing--language-mismatch",
        "feedback/feedback--full", "feedback/feedback--low-confidence", "feedback/feedback--exemplar-pending",
        "feedback/feedback--exemplar-failed", "feedback/feedback--exemplar-unavailable",
        "complete/complete--improved", "complete/complete--same", "complete/complete--shorter-lost",
        "complete/complete--level-up", "complete/complete--replayed", "complete/complete--repeat-cap",
        "growth/growth--ready", "growth/growth--partial", "growth/growth--empty",
        "profile/settings--default", "profile/settings--language", "profile/settings--delete-data-confirm",
        "profile/settings--delete-account-confirm", "profile/profile--expired",
        "global/resume-session--sheet", "global/leave-recording--alert", "global/offline--toast",
        "global/generic-error", "global/force-update",
    ]

    /// Every state user-flows.md names is indexed once. The index may add coverage states, which
    /// show inputs the named states do not (a Chinese article, Shanghai at night, another App Store
    /// storefront); each is marked `"coverage": true` and says so in its description. Any other
    /// extra state fails.
    @Test("The compiled index equals index.json decoded at run time")
    func compiledIndexMatchesTheFile() throws {
        let compiled = try ExampleIndex.builtIn().states
        let decoded = try ExampleIndex.decodedFromJSON().states
        #expect(compiled.count == decoded.count)
        for (built, read) in zip(compiled, decoded) {
            #expect(built.id == read.id)
            #expect(built.section == read.section, "\(read.id)")
            #expect(built.description == read.description, "\(read.id)")
            #expect(built.files == read.files, "\(read.id)")
            #expect(built.now == read.now, "\(read.id)")
            #expect(built.timeZone == read.timeZone, "\(read.id)")
            #expect(built.coverage == read.coverage, "\(read.id)")
        }
    }

    @Test("Every state user-flows.md names is indexed once; extra states are marked as coverage")
    func coversEveryState() throws {
        let states = try ExampleIndex.load().states
        let ids = states.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate state ids")
        #expect(Set(Self.requiredStates).subtracting(ids).sorted() == [])
        for state in states {
            let named = Self.requiredStates.contains(state.id)
            #expect((state.coverage ?? false) == !named, "\(state.id): coverage is \(state.coverage as Any)")
            if !named { #expect(state.description.hasPrefix("Coverage: "), "\(state.id): \(state.description)") }
        }
    }

    @Test("Sections are data-binding.md headings")
    func sectionsAreHeadings() throws {
        for state in try ExampleIndex.load().states {
            #expect(Self.sections.contains(state.section.rawValue), "\(state.id): unknown section \(state.section)")
            #expect(!state.description.isEmpty, "\(state.id) has no description")
        }
    }

    @Test("Files are named after their endpoint and exist in both locales")
    func filesExist() throws {
        let available = Dictionary(uniqueKeysWithValues: Examples.locales.map { ($0, Set(Examples.fileNames(in: $0))) })
        for state in try ExampleIndex.load().states {
            for (endpoint, file) in state.files {
                #expect(Endpoint(rawValue: endpoint) != nil, "\(state.id): unknown endpoint \(endpoint)")
                #expect(Endpoint(file: file)?.rawValue == endpoint, "\(state.id): \(endpoint) → \(file)")
                for locale in Examples.locales {
                    #expect(available[locale]?.contains(file) == true, "\(state.id): missing \(locale)/\(file)")
                }
            }
        }
    }

    @Test("Every example file is used by some state")
    func noOrphanFiles() throws {
        let used = Set(try ExampleIndex.load().states.flatMap(\.files.values))
        #expect(Set(Examples.fileNames(in: "en")).subtracting(used).sorted() == [])
    }

    @Test("One time zone per state, the same in both locales, and the clock")
    func timeZones() throws {
        for state in try ExampleIndex.load().states {
            #expect(Set(state.timeZone.keys) == Set(Examples.locales), "\(state.id)")
            #expect(Set(state.timeZone.values).count == 1, "\(state.id): \(state.timeZone)")
            #expect(state.now.localDate == CalendarDate("2026-11-27"))
        }
    }
}

/// What one screen section reads: the responses (API endpoints and StoreKit) and the fields of
/// `LocalState`, derived from the sources its rows declare in `Resources/screens/rows.json`, so
/// that the list cannot drift from the table the render walks, and from the fields that decide
/// every section's state (its request's error envelope, the network, the cache).
///
///     ScreenSection.paywall.inputs.endpoints   // [.me, .paywall, .error, .storekit]
///     ScreenSection.paywall.inputs.local       // ["local.cache", …, "local.paywall.selectedWeeklyDays"]
///
/// Each source is read as its typed ``Source`` says (`NWPathMonitor.status` → `local.network`,
/// `assessment.overall` → the attempt's); requests the screen sends (`POST /v1/onboarding`) and
/// values it derives from nothing the inputs hold (`derived: today`) read no input.
public struct SectionInputs: Sendable, Hashable, CustomStringConvertible {
    /// The responses read, in the order of `Endpoint.allCases`; never `.local`, whose fields are
    /// listed in `local`. `.error` is the body of the section's own failed request.
    public let endpoints: [Endpoint]
    /// The `LocalState` fields read, as JSON paths from `local` (`local.paywall.selectedWeeklyDays`),
    /// sorted.
    public let local: [String]

    /// Inputs made of these endpoints and local paths.
    public init(endpoints: [Endpoint], local: [String]) {
        self.endpoints = endpoints
        self.local = local
    }

    /// Whether nothing is listed.
    public var isEmpty: Bool { endpoints.isEmpty && local.isEmpty }

    /// `me, paywall, storekit; local.network, local.paywall.phase`: one line, for people.
    public var description: String {
        let endpoints = endpoints.map(\.rawValue).joined(separator: ", ")
        return local.isEmpty ? endpoints : endpoints + "; " + local.joined(separator: ", ")
    }

    /// The inputs that `sources` (a row table's Source column) read, in any of their readings.
    package init(sources: some Sequence<Source>) {
        self.init(reading: sources.flatMap(\.paths))
    }

    /// The inputs `paths` start from: their responses, and the paths into `LocalState`.
    package init(reading paths: some Sequence<JSONPath>) {
        var endpoints: Set<Endpoint> = []
        var local: Set<String> = []
        for path in paths {
            if path.root == .local {
                if !path.segments.isEmpty { local.insert(path.description) }
            } else {
                endpoints.insert(path.root)
            }
        }
        self.init(endpoints: Endpoint.allCases.filter(endpoints.contains), local: local.sorted())
    }

    /// The sources of `rows` that name no input: requests the screen sends, values it derives,
    /// catalog families. For the tests, which hold this list to the table.
    package static func unread(_ sources: some Sequence<Source>) -> [String] {
        sources.filter(\.paths.isEmpty).map(\.text)
    }
}

extension ScreenSection {
    /// What this section reads, from its rows' sources and its state fields:
    /// `ScreenSection.home.inputs.endpoints` is `[.me, .home, .error]` (`me.stats.completed_sessions`
    /// picks the focus chip's wording).
    public var inputs: SectionInputs { Self.declaredInputs[self]! }

    private static let declaredInputs: [ScreenSection: SectionInputs] = Dictionary(
        uniqueKeysWithValues: allCases.map {
            ($0, SectionInputs(reading: $0.rowSources.flatMap(\.paths) + ScreenRenderer.stateFields($0)))
        })

    /// Every source its rows name, in table order, each once.
    package var rowSources: [Source] {
        var seen: Set<Source> = []
        return rowSourceLists.joined().filter { seen.insert($0).inserted }
    }

    private var rowSourceLists: [[Source]] {
        switch self {
        case .onboarding: OnboardingScreen.Element.allCases.map(\.sources)
        case .diagnostic: DiagnosticScreen.Element.allCases.map(\.sources)
        case .plan: PlanScreen.Element.allCases.map(\.sources)
        case .paywall: PaywallScreen.Element.allCases.map(\.sources)
        case .home: HomeScreen.Element.allCases.map(\.sources)
        case .library: LibraryScreen.Element.allCases.map(\.sources)
        case .read: ReadScreen.Element.allCases.map(\.sources)
        case .record: RecordScreen.Element.allCases.map(\.sources)
        case .processing: ProcessingScreen.Element.allCases.map(\.sources)
        case .feedback: FeedbackScreen.Element.allCases.map(\.sources)
        case .complete: CompleteScreen.Element.allCases.map(\.sources)
        case .growth: GrowthScreen.Element.allCases.map(\.sources)
        case .profile: ProfileScreen.Element.allCases.map(\.sources)
        case .global: GlobalScreen.Element.allCases.map(\.sources)
        }
    }
}

extension ScreenInputs {
    /// What `section` reads that these inputs do not hold: each endpoint without its model, and
    /// each local path when `local` is nil or the part of it that holds the path is
    /// (`local.paywall` for `local.paywall.phase`). A nil field is a value (the slider's nil is
    /// "the default", `local.interruption`'s "none"), not a missing input. `.error` is never missing: a section
    /// reads it only when its request failed. A cache time (`local.cache.home.fetchedAt`) is read
    /// only by the offline banner, so it is missing only while `local.network` is offline or unknown.
    public func missing(for section: ScreenSection) -> SectionInputs {
        let declared = section.inputs
        let online = local?.network.satisfied == true
        return SectionInputs(
            endpoints: declared.endpoints.filter { $0 != .error && !has($0) },
            local: declared.local.filter { path in
                if online, path.hasPrefix("local.cache.") { return false }
                guard let local else { return true }
                let steps = path.split(separator: ".")
                return steps.count > 2 && !local.holds(String(steps[1].prefix { $0 != "[" }))
            })
    }
}

extension LocalState {
    /// Whether the member named `name` (`paywall`, `recorder`) is present; an unknown name is not.
    func holds(_ name: String) -> Bool {
        guard let key = CodingKeys(rawValue: name) else { return false }
        switch key {
        case .device, .app, .network: return true
        case .cache: return cache != nil
        case .fetch: return fetch != nil
        case .recorder: return recorder != nil
        case .interruption: return interruption != nil
        case .reader: return reader != nil
        case .player: return player != nil
        case .uploadQueue: return uploadQueue != nil
        case .audio: return audio != nil
        case .home: return home != nil
        case .library: return library != nil
        case .paywall: return paywall != nil
        case .onboarding: return onboarding != nil
        }
    }
}

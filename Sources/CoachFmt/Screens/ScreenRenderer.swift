/// Renders every element of a screen section, by the rules of data-binding.md.
public enum ScreenRenderer {
    /// Every element of `section` for these inputs, in the UI locale negotiated from `locale`, with
    /// instants in `timeZone` and "today" at `now`. Never throws on content: missing data hides an
    /// element with its reason or takes the table's fallback, and so does a field that broke the
    /// contract (`inputs.violations`: its readers are marked, a withheld field's readers hidden);
    /// local state outside its contract is such a field too (`local.paywall.selectedWeeklyDays:
    /// expected 3, 5 or 7, found 6`); server strings of a response fetched in another UI locale
    /// (`inputs.acceptLanguage`) are marked stale (`RenderedScreen.staleEndpoints`); a message
    /// missing from every catalog is an element in error (`RenderedScreen.errors`).
    public static func render(
        _ section: ScreenSection, inputs: ScreenInputs, locale: LanguageTag, timeZone: TimeZoneID, now: Timestamp,
        catalog: Catalog = .builtIn, state: String? = nil
    ) -> RenderedScreen {
        render(
            section, inputs: inputs, locale: locale, timeZone: timeZone, now: now, catalog: catalog, state: state,
            collectingCatalogKeys: false)
    }

    /// As above; `collectingCatalogKeys` records every catalog key the render asks for
    /// (``RenderedScreen/catalogKeys``), for the catalog check. Other renders skip that
    /// bookkeeping: building the key families cost about a twentieth of a render.
    package static func render(
        _ section: ScreenSection, inputs: ScreenInputs, locale: LanguageTag, timeZone: TimeZoneID, now: Timestamp,
        catalog: Catalog = .builtIn, state: String? = nil, collectingCatalogKeys: Bool
    ) -> RenderedScreen {
        let uiLocale = LocaleNegotiation.catalogLocale(acceptLanguage: locale.identifier)
        // Local state is held to its contract here, whether it was decoded or built in Swift.
        let inputs = inputs.checkingLocal()
        let context = RenderContext(
            inputs: inputs, locale: uiLocale, timeZone: timeZone, now: now, catalog: catalog,
            collectsKeys: collectingCatalogKeys)
        var elements = resolver(for: section).elements(context)
        // Global's sheets and alerts lie over another screen, which shows what is loading.
        let loading = section == .global ? [] : context.loadingEndpoints.filter(section.inputs.endpoints.contains)
        let prefix = section.shortName
        // Each element recorded the violations of the fields it reads when it was built; those of
        // the fields that decide the screen's state belong to every row.
        let violations = context.violationIndex
        let screenWide = violations.map { stateShapes(section, $0) } ?? []
        for index in elements.indices {
            if !loading.isEmpty { elements[index].showSkeleton(whileLoading: loading) }
            elements[index].assignIDs(under: prefix)
            if let violations { elements[index].recordStateViolations(screenWide, of: violations) }
        }
        var screen = RenderedScreen(
            section: section, state: state, locale: uiLocale, timeZone: timeZone, now: now, elements: elements,
            notes: context.notes, violations: inputs.violations, violationGroups: violations?.groups ?? [],
            askedKeys: context.askedKeys,
            keyFamilies: context.keyFamilies, declaredKeys: context.declaredKeys)
        // What the section reads, fetched in another UI locale: whether or not this state showed
        // one of its strings, the next render may.
        screen.staleEndpoints = context.staleLanguages.filter { section.inputs.endpoints.contains($0.key) }
        return screen
    }

    /// The violations of fields that decide which state the whole section is in (an error
    /// envelope, offline and cached data, what is loading, the recorder, the attempt's status,
    /// the onboarding answers, the library's filter) rather than what one row shows: every
    /// element depends on them.
    static func stateViolations(_ section: ScreenSection, _ violations: [ContractViolation]) -> [ContractViolation] {
        let index = ViolationIndex(violations)
        return index.violations(of: stateShapes(section, index)).map { index.violations[$0] }
    }

    /// The shapes of `index` that hold such fields.
    static func stateShapes(_ section: ScreenSection, _ index: ViolationIndex) -> [Int] {
        index.shapes(readBy: stateFields(section))
    }

    /// The fields that decide the state of the whole section, which every element depends on
    /// (and which `ScreenSection.inputs` lists with the rows' sources).
    static func stateFields(_ section: ScreenSection) -> [JSONPath] {
        [JSONPath(.error, "error"), JSONPath(.local, "network"), JSONPath(.local, "cache"), JSONPath(.local, "fetch")]
            + (sectionStateFields[section] ?? [])
    }

    static let sectionStateFields: [ScreenSection: [JSONPath]] = [
        .onboarding: [JSONPath(.local, "onboarding")],
        .diagnostic: [JSONPath(.local, "recorder"), JSONPath(.attempt, "status")],
        .record: [JSONPath(.local, "recorder")], .processing: [JSONPath(.attempt, "status")],
        .library: [JSONPath(.local, "library")],
    ]

    static func resolver(for section: ScreenSection) -> any SectionResolver.Type {
        switch section {
        case .onboarding: OnboardingScreen.self
        case .diagnostic: DiagnosticScreen.self
        case .plan: PlanScreen.self
        case .paywall: PaywallScreen.self
        case .home: HomeScreen.self
        case .library: LibraryScreen.self
        case .read: ReadScreen.self
        case .record: RecordScreen.self
        case .processing: ProcessingScreen.self
        case .feedback: FeedbackScreen.self
        case .complete: CompleteScreen.self
        case .growth: GrowthScreen.self
        case .profile: ProfileScreen.self
        case .global: GlobalScreen.self
        }
    }

    /// The one section `endpoint` names, so that a set of files names its screen; nil for an
    /// endpoint several sections read alike.
    static func distinctiveSection(of endpoint: Endpoint) -> ScreenSection? {
        switch endpoint {
        case .home: .home
        case .paywall, .storekit: .paywall
        case .plan: .plan
        case .articles: .library
        case .attempt: .processing
        case .exemplar: .feedback
        case .settlement: .complete
        case .growth: .growth
        case .weeklyQuests: .profile
        case .error: .global
        case .me, .session, .topics, .config, .local: nil
        }
    }

    /// The section the given endpoints imply, or nil when none or several do.
    package static func inferSection(from endpoints: Set<Endpoint>) -> ScreenSection? {
        var sections = Set(endpoints.compactMap(distinctiveSection))
        // Feedback and Complete read an attempt too; their own endpoint decides.
        if sections.count > 1 { sections.remove(.processing) }
        return sections.count == 1 ? sections.first : nil
    }
}

/// One section of data-binding.md: one element per table row, in the table's order.
protocol SectionResolver {
    static func elements(_ context: RenderContext) -> [RenderedElement]
}

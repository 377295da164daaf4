/// `LocalState` held to what the contract and the tables allow, as a tolerant decode holds a
/// response: a value outside it is a `ContractViolation` naming its path, never silently
/// replaced. An optional field is made absent, so its readers do what their row says for missing
/// data; a required one is withheld, hiding its readers; an unknown enum value stays (the
/// resolvers treat it as unknown) and marks its readers.
///
/// Each allowed set is the one its source states:
/// - `paywall.selectedWeeklyDays`, `onboarding.weekly_days`: data-binding.md "3 / 5 / 7 detents"
///   (`ProductRules.weeklyDaysDetents`; openapi.yaml's `weekly_days: enum [3, 5, 7]`);
/// - `paywall.selectedProductID`: one of `paywall.products[].id` ("the product card the learner picked");
/// - `home.selectedTopic`: one of `home.topics[].id` (the chip the learner selected);
/// - `player.evidenceID`: one of `assessment.evidence[].id` (the chip being played);
/// - `recorder.effectiveMs`, `player.positionMs`: durations, `minimum: 0` as every `duration_ms`
///   and `*_ms` offset of openapi.yaml; `uploadQueue.pendingCount` a count, at least 0;
///   `uploadQueue.progress` "0…1 of the PUT" (`LocalState.UploadQueue.progress`);
/// - `fetch`: keyed by the endpoints an app requests (`home`, `weekly_quests`; not `local` or `error`);
/// - every enum-like field: its type's cases (`LocalState.Paywall.Phase`, `Recorder.State`, …).
extension ScreenInputs {
    /// These inputs with `local` checked: its broken fields made absent, and a violation for each
    /// broken field appended to `violations` (file `files[.local]`, or `local` for state built in Swift).
    package func checkingLocal() -> ScreenInputs {
        guard let local else { return self }
        var check = LocalCheck(file: files[.local] ?? "local")
        let checked = check.run(local, self)
        guard !check.violations.isEmpty else { return self }
        var inputs = self
        inputs.local = checked
        inputs.violations += check.violations
        return inputs
    }
}

/// One pass over a `LocalState`, collecting violations in field order.
struct LocalCheck {
    let file: String
    var violations: [ContractViolation] = []

    mutating func run(_ local: LocalState, _ inputs: ScreenInputs) -> LocalState {
        // In field order, so that the violations read as the file does.
        let fetch = local.fetch.map { self.fetch($0) }
        let recorder = local.recorder.map { self.recorder($0) }
        let interruption = local.interruption.map { self.interruption($0) }
        let player = local.player.map { self.player($0, inputs) }
        let uploadQueue = local.uploadQueue.map { self.uploadQueue($0) }
        let audio = local.audio.map { self.audio($0) }
        let home = local.home.map { self.home($0, inputs) }
        let library = local.library.map { self.library($0) }
        let paywall = local.paywall.map { self.paywall($0, inputs) }
        let onboarding = local.onboarding.map { self.onboarding($0) }
        return LocalState(
            device: local.device, app: local.app, network: local.network, cache: local.cache, fetch: fetch,
            recorder: recorder, interruption: interruption, reader: local.reader, player: player,
            uploadQueue: uploadQueue, audio: audio, home: home, library: library, paywall: paywall,
            onboarding: onboarding)
    }

    // MARK: Fields

    /// Each key names a response the app requests (`cache`'s names); one that names none is
    /// dropped, so no element waits on it.
    private mutating func fetch(_ fetch: [String: Open<LocalState.FetchState>]) -> [String: Open<LocalState.FetchState>]
    {
        var kept = fetch
        for (name, state) in fetch.sorted(by: { $0.key < $1.key }) {
            guard let endpoint = Endpoint(rawValue: name), Self.requested.contains(endpoint) else {
                let (names, found) = (Self.list(Self.requested.map(\.rawValue)), EchoedInput.bounded(name))
                report("fetch.\(found)", expected: "one of \(names)", found: "\"\(found)\"")
                kept[name] = nil
                continue
            }
            known(state, "fetch.\(name)")
        }
        return kept
    }

    /// The responses an app fetches: the API's and StoreKit's (`Endpoint.isRequested`).
    static let requested = Endpoint.allCases.filter(\.isRequested)

    private mutating func recorder(_ recorder: LocalState.Recorder) -> LocalState.Recorder {
        known(recorder.state, "recorder.state")
        known(recorder.permission, "recorder.permission")
        if recorder.effectiveMs < 0 {
            report(
                "recorder.effectiveMs", expected: "an integer of at least 0", found: "\(recorder.effectiveMs)",
                .withheld)
        }
        return recorder
    }

    private mutating func interruption(_ interruption: LocalState.Interruption) -> LocalState.Interruption {
        known(interruption.reason, "interruption.reason")
        return interruption
    }

    private mutating func player(_ player: LocalState.Player, _ inputs: ScreenInputs) -> LocalState.Player {
        var positionMs = player.positionMs
        if let position = positionMs, position < 0 {
            report("player.positionMs", expected: "an integer of at least 0", found: "\(position)")
            positionMs = nil
        }
        var evidenceID = player.evidenceID
        if let id = evidenceID, let evidence = inputs.attempt?.assessment?.evidence.map(\.id), !evidence.contains(id) {
            report(
                "player.evidenceID",
                expected: "one of assessment.evidence[].id (\(Self.list(evidence)))", found: "\"\(id)\"")
            evidenceID = nil
        }
        return LocalState.Player(positionMs: positionMs, evidenceID: evidenceID)
    }

    private mutating func uploadQueue(_ queue: LocalState.UploadQueue) -> LocalState.UploadQueue {
        if let state = queue.state { known(state, "uploadQueue.state") }
        var progress = queue.progress
        if let value = progress, !(0...1).contains(value) {
            report("uploadQueue.progress", expected: "a number from 0 to 1", found: "\(NumericRange.text(value))")
            progress = nil
        }
        var pendingCount = queue.pendingCount
        if let count = pendingCount, count < 0 {
            report("uploadQueue.pendingCount", expected: "an integer of at least 0", found: "\(count)")
            pendingCount = nil
        }
        return LocalState.UploadQueue(
            state: queue.state, progress: progress, pendingCount: pendingCount, submittedAt: queue.submittedAt)
    }

    private mutating func audio(_ audio: LocalState.AudioFetch) -> LocalState.AudioFetch {
        known(audio.status, "audio.status")
        return audio
    }

    private mutating func home(_ home: LocalState.Home, _ inputs: ScreenInputs) -> LocalState.Home {
        guard let selected = home.selectedTopic, let topics = inputs.home?.topics.map(\.id), !topics.contains(selected)
        else { return home }
        report(
            "home.selectedTopic", expected: "one of home.topics[].id (\(Self.list(topics)))", found: "\"\(selected)\"")
        return LocalState.Home(selectedTopic: nil)
    }

    private mutating func library(_ library: LocalState.Library) -> LocalState.Library {
        known(library.filter.status, "library.filter.status")
        return library
    }

    private mutating func paywall(_ paywall: LocalState.Paywall, _ inputs: ScreenInputs) -> LocalState.Paywall {
        var weeklyDays = paywall.selectedWeeklyDays
        if let days = weeklyDays, !ProductRules.weeklyDaysDetents.contains(days) {
            report("paywall.selectedWeeklyDays", expected: "\(Self.detents)", found: "\(days)")
            weeklyDays = nil
        }
        var productID = paywall.selectedProductID
        if let id = productID, let products = inputs.paywall?.products.map(\.id), !products.contains(id) {
            report(
                "paywall.selectedProductID",
                expected: "one of paywall.products[].id (\(Self.list(products)))", found: "\"\(id)\"")
            productID = nil
        }
        known(paywall.phase, "paywall.phase")
        return LocalState.Paywall(selectedWeeklyDays: weeklyDays, selectedProductID: productID, phase: paywall.phase)
    }

    private mutating func onboarding(_ answers: OnboardingAnswers) -> OnboardingAnswers {
        guard let days = answers.weeklyDays, !ProductRules.weeklyDaysDetents.contains(days) else { return answers }
        report("onboarding.weekly_days", expected: "\(Self.detents)", found: "\(days)")
        return OnboardingAnswers(
            practiceLanguage: answers.practiceLanguage, goal: answers.goal, scenario: answers.scenario,
            preferredTopics: answers.preferredTopics, selfLevel: answers.selfLevel, weeklyDays: nil,
            reminderTime: answers.reminderTime)
    }

    // MARK: Reporting

    /// An enum-like value this build has no case for.
    private mutating func known<Known: CaseIterable>(_ value: Open<Known>, _ path: String) {
        guard value.known == nil else { return }
        let cases = Known.allCases.map { $0.rawValue }
        report(path, expected: "\(Self.list(cases, or: true))", found: "\"\(EchoedInput.bounded(value.rawValue))\"")
    }

    private mutating func report(
        _ path: String, expected: String, found: String, _ effect: ContractViolation.Effect = .madeAbsent
    ) {
        violations.append(
            ContractViolation(
                file: file, path: "local." + path, message: "expected \(expected), found \(found)", effect: effect,
                expected: expected))
    }

    /// `3, 5 or 7`.
    private static let detents = list(ProductRules.weeklyDaysDetents.map(String.init), or: true)

    /// `a, b or c` (`or`), or `a, b, c`: the wording of a diagnostic line, which is English.
    private static func list(_ items: [String], or: Bool = false) -> String {
        guard !items.isEmpty else { return "none" }
        let items = items.map { EchoedInput.bounded($0) }
        guard or, items.count > 1 else { return items.joined(separator: ", ") }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}

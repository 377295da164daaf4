/// data-binding.md § Onboarding: seven screens, from welcome to notification priming.
///
/// A state is one of the screens; rows of the other screens are hidden with the screen that
/// is up. The screen is read from how far the in-memory answers (`onboarding.*`) go.
public enum OnboardingScreen: SectionResolver {
    /// The onboarding screens, in the order of user-flows.md #1.
    enum Step: String, Sendable, CaseIterable {
        case welcome, language, goal, scenario
        case selfLevel = "self-level"
        case commitment
        case notificationPriming = "notification-priming"

        /// The row that holds this screen's own title and body.
        var screenRow: Element {
            switch self {
            case .welcome: .welcomeScreen
            case .language: .languageScreen
            case .goal: .goalScreen
            case .scenario: .scenarioScreen
            case .selfLevel: .selfLevelScreen
            case .commitment: .commitmentScreen
            case .notificationPriming: .notificationPrimingScreen
            }
        }
    }

    /// The screen up: the last answered step; notification priming once the diagnostic article
    /// it previews is known (`session`), or once its `POST /v1/onboarding` failed: with every
    /// answer held, an error can only be that submit's, which returns no session.
    static func step(_ inputs: ScreenInputs) -> Step {
        if inputs.session != nil { return .notificationPriming }
        guard let answers = inputs.local?.onboarding else { return .welcome }
        if inputs.error != nil, answers.weeklyDays != nil, answers.reminderTime != nil { return .notificationPriming }
        if answers.weeklyDays != nil || answers.reminderTime != nil { return .commitment }
        if answers.selfLevel != nil { return .selfLevel }
        if answers.scenario != nil { return .scenario }
        if answers.goal != nil { return .goal }
        if answers.practiceLanguage != nil { return .language }
        return .welcome
    }

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        // A first launch whose GET /v1/me failed, with nothing stored: no onboarding to show yet.
        if let error = c.inputs.error?.error, c.inputs.me == nil, c.inputs.local == nil {
            let reason = HiddenReason.all([error.failure(of: .getMe), .null(field: JSONPath(.local))])
            return c.unavailable(Element.self, sources: [.field(.me)], reason: reason, except: [.error]) { row in
                row == .error ? c.errorElement(error, retry: true) : nil
            }
        }
        let step = step(c.inputs)
        let answers = c.inputs.local?.onboarding
        let languages = languageOptions(
            supported: c.inputs.config?.supportedPracticeLanguages, deviceLocale: c.deviceLocale)
        return c.rows(Element.self) { row in
            switch row {
            case .welcomeLegalLinks: legalLinks(c, step)
            case .languageOptions: languageOptionsRow(c, step, languages, answers)
            case .languageSelection: languageSelection(c, step, languages, answers)
            case .languageUiNote: uiNote(c, step)
            case .goalScenarioSelfLevelOptions: answerOptions(c, step, answers)
            case .scenarioTopicChips: topicChips(c, step, answers)
            case .commitment357: weeklyDays(c, step, answers)
            case .commitmentWheel: wheel(c, step, answers)
            case .notificationPrimingPreview: preview(c, step, answers)
            case .notificationPrimingSubmit: submit(c, step)
            case .offlineBanner: c.offlineBanner(row)
            // Only the submit's failure reaches this screen; it is the priming screen's to report.
            case .error: c.noFailure(row)
            // Only the screen up shows its own copy.
            case .welcomeScreen, .languageScreen, .goalScreen, .scenarioScreen, .selfLevelScreen, .commitmentScreen,
                .notificationPrimingScreen:
                row == step.screenRow ? screenCopy(c, step) : elsewhere(c, row, step)
            }
        }
    }

    /// The row's screen is not the one up.
    static func elsewhere(_ c: RenderContext, _ row: Element, _ step: Step) -> RenderedElement {
        c.hidden(row, .otherScreen("onboarding/\(step.rawValue)"))
    }

    // MARK: welcome

    static func legalLinks(_ c: RenderContext, _ step: Step) -> RenderedElement {
        let row = Element.welcomeLegalLinks
        guard step == .welcome else {
            return elsewhere(c, row, step)
        }
        let legal: Legal?
        let sources: [Source]
        let fallback: Fallback?
        if let paywall = c.inputs.paywall?.legal {
            (legal, sources, fallback) = (
                paywall, [.field(.paywall, "legal", "terms_url"), .field(.paywall, "legal", "privacy_url")],
                c.cachedFallback("paywall")
            )
        } else if let config = c.inputs.config?.legal {
            (legal, sources, fallback) = (
                config, [.field(.config, "legal", "terms_url"), .field(.config, "legal", "privacy_url")],
                c.cachedFallback("config")
            )
        } else {
            (legal, sources, fallback) = (
                nil, [.field(.paywall, "legal", "terms_url"), .field(.paywall, "legal", "privacy_url")],
                .described(.bundledURLs)
            )
        }
        return c.list(
            row,
            [
                c.part("terms", c.copy(CoachCopy.legal.terms)).linking(to: legal?.termsURL),
                c.part("privacy", c.copy(CoachCopy.legal.privacy)).linking(to: legal?.privacyURL),
            ], fallback: fallback, sources: sources)
    }

    // MARK: language

    /// The practice languages offered: the server's list (or `[en, zh-Hans]`), the device's
    /// language first, and which entry that is.
    struct LanguageOptions: Equatable {
        var tags: [String]
        /// The entry serving the device locale, pre-selected; nil when none does.
        var deviceMatch: String?
        /// `config.supported_practice_languages` was missing or empty.
        var usedFallback: Bool
    }

    static func languageOptions(supported: [String]?, deviceLocale: String?) -> LanguageOptions {
        let sent = (supported ?? []).filter { !$0.isEmpty }
        var tags: [String] = []
        for tag in sent.isEmpty ? ProductRules.defaultPracticeLanguages : sent where !tags.contains(tag) {
            tags.append(tag)
        }
        let match = deviceLocale.flatMap { LocaleNegotiation.bestMatch(for: $0, in: tags) }
        if let match, let index = tags.firstIndex(of: match) { tags.insert(tags.remove(at: index), at: 0) }
        return LanguageOptions(tags: tags, deviceMatch: match, usedFallback: sent.isEmpty)
    }

    /// `onboarding.practice_language`, else the device locale if offered, else `en`; with the
    /// fallback that fired.
    static func selectedLanguage(answer: String?, options: LanguageOptions) -> (tag: String, fallback: Fallback?) {
        if let answer, !answer.isEmpty { return (answer, nil) }
        if let match = options.deviceMatch { return (match, .described(.deviceLocale)) }
        return (
            ProductRules.fallbackPracticeLanguage,
            .because(.rule(.deviceLocaleNotOffered), .value(ProductRules.fallbackPracticeLanguage))
        )
    }

    static func languageOptionsRow(
        _ c: RenderContext, _ step: Step, _ options: LanguageOptions, _ answers: OnboardingAnswers?
    ) -> RenderedElement {
        let row = Element.languageOptions
        guard step == .language else { return elsewhere(c, row, step) }
        let selected = selectedLanguage(answer: answers?.practiceLanguage, options: options).tag
        let parts = options.tags.map { tag in
            return c.part(tag, c.endonym(tag), language: c.contentLanguage(tag))
                .marking(tag == options.deviceMatch ? [.device] : []).selecting(tag == selected)
        }
        let fallback: Fallback? =
            options.usedFallback
            ? .value("[" + ProductRules.defaultPracticeLanguages.joined(separator: ", ") + "]")
            : c.cachedFallback("config")
        return c.list(row, parts, fallback: fallback)
    }

    static func languageSelection(
        _ c: RenderContext, _ step: Step, _ options: LanguageOptions, _ answers: OnboardingAnswers?
    ) -> RenderedElement {
        let row = Element.languageSelection
        guard step == .language else { return elsewhere(c, row, step) }
        let (tag, fallback) = selectedLanguage(answer: answers?.practiceLanguage, options: options)
        if !options.tags.contains(tag) {
            c.note(
                .notOffered(
                    field: JSONPath(.local, "onboarding", "practice_language"), value: tag,
                    among: .optionsOffered))
        }
        return c.text(row, c.endonym(tag), language: c.contentLanguage(tag), fallback: fallback)
    }

    static func uiNote(_ c: RenderContext, _ step: Step) -> RenderedElement {
        let row = Element.languageUiNote
        guard step == .language else { return elsewhere(c, row, step) }
        // The UI language is the catalog locale the device locale negotiated to: the render's.
        return c.message(
            row, CoachCopy.onboarding.languageUiNote(uiLanguage: c.endonym(c.locale.identifier)))
    }

    // MARK: goal, scenario, self-level

    static func answerOptions(_ c: RenderContext, _ step: Step, _ answers: OnboardingAnswers?) -> RenderedElement {
        let row = Element.goalScenarioSelfLevelOptions
        switch step {
        case .goal:
            return options(c, row, "goal", OnboardingAnswers.Goal.allCases.map(\.rawValue), answers?.goal?.rawValue)
        case .scenario:
            return options(
                c, row, "scenario", OnboardingAnswers.Scenario.allCases.map(\.rawValue), answers?.scenario?.rawValue)
        case .selfLevel:
            return options(
                c, row, "self_level", OnboardingAnswers.SelfLevel.allCases.map(\.rawValue),
                answers?.selfLevel?.rawValue,
                detail: true)
        default:
            return elsewhere(c, row, step)
        }
    }

    /// One option per `OnboardingAnswers` enum case, `onboarding.<step>.<enum>`, the answer marked.
    static func options(
        _ c: RenderContext, _ label: Element, _ field: String, _ values: [String], _ answer: String?,
        detail: Bool = false
    ) -> RenderedElement {
        if let answer, !values.contains(answer) {
            c.note(
                .unknownValue(
                    field: JSONPath(.local, "onboarding", .member(field)), value: answer, outcome: .matchesNoOption))
        }
        let parts = values.map { value in
            let copy = c.copy("onboarding.\(field).\(value)")
            return RenderedElement(
                label: value, content: copy.content, language: copy.language,
                parts: detail ? [c.part("detail", c.copy("onboarding.\(field).\(value).detail"))] : []
            ).selecting(value == answer)
        }
        return c.list(label, parts, sources: [.answer(.member(field))])
    }

    static func topicChips(_ c: RenderContext, _ step: Step, _ answers: OnboardingAnswers?) -> RenderedElement {
        let row = Element.scenarioTopicChips
        guard step == .scenario else { return elsewhere(c, row, step) }
        guard let topics = c.inputs.topics?.topics else {
            return c.missing(row.label, row.sources, .noResponse(.topics), fallback: .hide(.section))
        }
        guard !topics.isEmpty else {
            return c.hidden(row, .empty(field: JSONPath(.topics, "topics")), fallback: .hide(.section))
        }
        let chosen = answers?.preferredTopics ?? []
        return c.list(
            row,
            topics.map {
                c.servedPart($0.id, $0.name, field: JSONPath(.topics, "topics", .item, "name")).selecting(
                    chosen.contains($0.id))
            },
            fallback: c.cachedFallback("topics"))
    }

    // MARK: commitment

    static func weeklyDays(_ c: RenderContext, _ step: Step, _ answers: OnboardingAnswers?) -> RenderedElement {
        let row = Element.commitment357
        guard step == .commitment else { return elsewhere(c, row, step) }
        let selected = answers?.weeklyDays ?? ProductRules.defaultWeeklyDays
        if !ProductRules.weeklyDaysDetents.contains(selected) {
            c.note(
                .notOffered(
                    field: JSONPath(.local, "onboarding", "weekly_days"), value: String(selected),
                    among: .oneOf(ProductRules.weeklyDaysDetents)))
        }
        let parts = ProductRules.weeklyDaysDetents.map { days in
            let copy = c.copy(CoachCopy.onboarding.commitmentDays(count: days))
            // "5 pre-highlighted" is the fallback's selection, not a badge: the row names none.
            let detail = c.part("detail", c.copy("onboarding.commitment.days.\(days)"))
            return RenderedElement(
                label: "\(days)", content: copy.content,
                language: copy.language,
                parts: [detail]
            ).selecting(days == selected)
        }
        return c.list(
            row, parts,
            fallback: answers?.weeklyDays == nil
                ? .because(
                    .null(field: JSONPath(.local, "onboarding", "weekly_days")),
                    .value("\(ProductRules.defaultWeeklyDays) pre-highlighted"))
                : nil)
    }

    /// The wheel's time: `onboarding.reminder_time` on a 5-minute detent, 08:30 when unset or
    /// unreadable; with the fallback that fired.
    static func reminderTime(_ answer: String?) -> (time: TimeOfDay, fallback: Fallback?) {
        let standard = TimeOfDay(ProductRules.defaultReminderTime)!
        guard let answer else { return (standard, .value(ProductRules.defaultReminderTime)) }
        guard let time = TimeOfDay(answer) else {
            return (
                standard,
                .because(
                    .notOffered(
                        field: JSONPath(.local, "onboarding", "reminder_time"), value: answer, among: .timeOfDay),
                    .value(ProductRules.defaultReminderTime))
            )
        }
        let snapped = time.snapped(toMinutes: ProductRules.reminderStepMinutes)
        return (
            snapped,
            snapped == time
                ? nil
                : .because(
                    .value(field: JSONPath(.local, "onboarding", "reminder_time"), is: answer),
                    .value(snapped.description))
        )
    }

    static func wheel(_ c: RenderContext, _ step: Step, _ answers: OnboardingAnswers?) -> RenderedElement {
        let row = Element.commitmentWheel
        guard step == .commitment else { return elsewhere(c, row, step) }
        let (time, fallback) = reminderTime(answers?.reminderTime)
        return c.text(
            row, c.timeOfDay(time), fallback: fallback,
            parts: [
                c.part("title", c.copy(CoachCopy.onboarding.commitmentReminderTitle))
            ])
    }

    // MARK: notification priming

    static func preview(_ c: RenderContext, _ step: Step, _ answers: OnboardingAnswers?) -> RenderedElement {
        c.mayShow(CoachCopy.notif.Keys.dailyBodyGeneric)
        let row = Element.notificationPrimingPreview
        guard step == .notificationPriming else { return elsewhere(c, row, step) }
        let time = reminderTime(answers?.reminderTime)
        let parts = [
            c.part("title", c.copy(CoachCopy.notif.dailyTitle)),
            c.part("time", c.timeOfDay(time.time)),
        ]
        guard let title = c.inputs.session?.article.title, !title.isEmpty else {
            return c.message(
                row, CoachCopy.notif.dailyBodyGeneric,
                fallback: .because(
                    c.inputs.session == nil
                        ? .noResponse(.session) : .empty(field: JSONPath(.session, "article", "title")),
                    .key(CoachCopy.notif.Keys.dailyBodyGeneric)),
                parts: parts)
        }
        return c.message(
            row, CoachCopy.notif.dailyBody(title: title), fallback: time.fallback, parts: parts)
    }

    static func submit(_ c: RenderContext, _ step: Step) -> RenderedElement {
        c.mayShow(CoachCopy.onboarding.Keys.submitFailed)
        let row = Element.notificationPrimingSubmit
        guard step == .notificationPriming else { return elsewhere(c, row, step) }
        if let error = c.inputs.error?.error {
            return c.message(
                row, CoachCopy.onboarding.submitFailed,
                fallback: .because(error.failure(of: .postOnboarding), .described(.inlineRetryAnswersKept)),
                parts: [
                    c.part("retry", c.copy(CoachCopy.common.retry)),
                    c.part("request", c.copy(CoachCopy.error.requestId(id: error.requestID))),
                ], sources: Element.notificationPrimingSubmit.sources + [.errorBody("code")])
        }
        return c.message(
            row, CoachCopy.onboarding.notificationCta, parts: [c.part("not now", c.copy(CoachCopy.common.notNow))])
    }

    // MARK: screen copy

    /// The screen's own title and body (not a table row).
    static func screenCopy(_ c: RenderContext, _ step: Step) -> RenderedElement {
        var screen = screenTitle(c, step)
        // The steps after welcome count themselves ("Step 2 of 6"); each but the last goes on
        // with Continue, and notification priming has its own buttons.
        let steps = Step.allCases.filter { $0 != .welcome }
        if let index = steps.firstIndex(of: step) {
            screen.parts.insert(
                c.part(
                    "progress",
                    c.copy(CoachCopy.onboarding.progress(step: index + 1, total: steps.count))),
                at: 0)
            if step != .notificationPriming { screen.parts.append(c.part("CTA", c.copy(CoachCopy.common.continue))) }
        }
        return screen
    }

    /// The screen's title with the copy that goes with it.
    static func screenTitle(_ c: RenderContext, _ step: Step) -> RenderedElement {
        let row = step.screenRow
        switch step {
        case .welcome:
            return c.message(
                row, CoachCopy.onboarding.welcomeTitle,
                parts: [
                    c.part("body", c.copy(CoachCopy.onboarding.welcomeBody)),
                    c.part("legal", c.copy(CoachCopy.onboarding.welcomeLegal)),
                    c.part("CTA", c.copy(CoachCopy.onboarding.welcomeCta)),
                ])
        case .language:
            return c.message(
                row, CoachCopy.onboarding.languageTitle,
                parts: [c.part("body", c.copy(CoachCopy.onboarding.languageBody))])
        case .goal:
            return c.message(row, CoachCopy.onboarding.goalTitle)
        case .scenario:
            // The topics heading goes with the chips: hidden with them when the request failed.
            let topicsShown = c.inputs.topics.map { !$0.topics.isEmpty } ?? false
            return c.message(
                row, CoachCopy.onboarding.scenarioTitle,
                parts: [
                    topicsShown
                        ? c.part("topics title", c.copy(CoachCopy.onboarding.scenarioTopicsTitle))
                        : c.hiddenPart(
                            "topics title",
                            c.inputs.topics == nil ? .noResponse(.topics) : .empty(field: JSONPath(.topics, "topics")))
                ])
        case .selfLevel:
            return c.message(row, CoachCopy.onboarding.selfLevelTitle)
        case .commitment:
            return c.message(row, CoachCopy.onboarding.commitmentTitle)
        case .notificationPriming:
            return c.message(
                row, CoachCopy.onboarding.notificationTitle,
                parts: [
                    c.part("body", c.copy(CoachCopy.onboarding.notificationBody))
                ])
        }
    }
}

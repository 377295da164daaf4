/// data-binding.md § Plan: the 14-day plan built from the diagnostic.
public enum PlanScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let plan = c.inputs.plan else { return notReady(c) }
        if plan.days.count != ProductRules.planDays {
            c.note(
                .notOffered(
                    field: JSONPath(.plan, "days", "count"), value: String(plan.days.count),
                    among: .count(ProductRules.planDays)))
        }
        return c.rows(Element.self) { row in
            switch row {
            case .focusTitle: focusTitle(c, plan)
            case .baseline: baseline(c, plan)
            case .reason: reason(c)
            case .tags: tags(c)
            case .dayRows: dayRows(c, plan)
            case .planScreen: c.message(row, CoachCopy.plan.title, parts: [c.part("CTA", c.copy(CoachCopy.plan.cta))])
            case .planNotReady, .error: c.noFailure(row)
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    /// GET /v1/plan failed: 404 `plan_not_ready` is a spinner and retry (the plan job is not
    /// done); any other error is the generic error.
    static func notReady(_ c: RenderContext) -> [RenderedElement] {
        guard let error = c.inputs.error?.error else {
            return c.unavailable(
                Element.self, sources: [.field(.plan)], reason: .noResponse(.plan), fallback: .skeleton(loading: nil),
                except: [.planNotReady, .error])
        }
        let notReady = error.code == "plan_not_ready"
        let reason = error.failure(of: .getPlan)
        return c.unavailable(
            Element.self, sources: [.field(.plan)], reason: reason, except: [.planNotReady, .error]
        ) { row in
            switch row {
            case .dayRows where notReady:
                c.hidden(row.label, [.field(.plan)], reason, fallback: .described(.spinnerAndRetry))
            case .planNotReady where notReady:
                c.message(
                    row, CoachCopy.plan.notReady,
                    parts: [c.part("retry", c.copy(CoachCopy.common.retry))], look: [.style(.spinner)])
            case .error where notReady: c.noFailure(row, reportedBy: Element.planNotReady.label)
            case .error: c.errorElement(error, retry: true)
            default: nil
            }
        }
    }

    static func focusTitle(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        let eyebrow = c.part("eyebrow", c.copy(CoachCopy.plan.focusEyebrow))
        let title = c.served(
            plan.targetMicroSkill.title, field: JSONPath(.plan, "target_micro_skill", "title"), orEnumKey: "micro",
            plan.targetMicroSkill.id
        )
        return c.element(
            Element.focusTitle, title.copy, fallback: title.fallback ?? c.cachedFallback("plan"), parts: [eyebrow])
    }

    // MARK: baseline

    /// The plan's own baseline, `plan.baseline_overall`.
    static let planBaseline = Source.field(.plan, "baseline_overall")

    /// The diagnostic baseline: `plan.baseline_overall`, or, where a paywall response says what
    /// the baseline is and that it is the diagnostic (CCR-11, `source = diagnostic`), the
    /// server's figure. An `ability` baseline is the expired-return projection's, not the
    /// diagnostic's, so it does not apply. Never derived on the device (`me.stats.ability`).
    static func diagnosticBaseline(plan: Plan, paywall: Paywall?) -> (
        overall: Int, source: Source, disagreement: RenderNote?
    ) {
        guard let baseline = paywall?.baseline, baseline.source == .diagnostic else {
            return (plan.baselineOverall, planBaseline, nil)
        }
        let disagreement: RenderNote? =
            baseline.overall == plan.baselineOverall
            ? nil
            : .differs(
                JSONPath(.plan, "baseline_overall"), value: String(plan.baselineOverall),
                from: JSONPath(.paywall, "baseline", "overall"), otherValue: String(baseline.overall))
        return (baseline.overall, .field(.paywall, "baseline", "overall"), disagreement)
    }

    static func baseline(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        let baseline = diagnosticBaseline(plan: plan, paywall: c.inputs.paywall)
        if let disagreement = baseline.disagreement { c.note(disagreement) }
        var sources = [baseline.source]
        if baseline.source.reading != planBaseline.reading {
            sources += [.field(.paywall, "baseline", "source"), planBaseline]
        }
        return c.text(
            Element.baseline, c.number(baseline.overall), fallback: c.cachedFallback("plan"),
            parts: [
                c.part("label", c.copy(CoachCopy.plan.baselineLabel))
            ], sources: sources)
    }

    // MARK: reason

    /// The weakest dimension: the lowest score among the scored dimensions (a dimension with
    /// `insufficient_evidence` or no score has none), the first in display order on a tie.
    static func weakestDimension(_ dimensions: Assessment.Dimensions) -> (
        key: DimensionKey, dimension: Assessment.Dimension
    )? {
        var weakest: (key: DimensionKey, dimension: Assessment.Dimension, score: Int)?
        for (key, dimension) in dimensions.all where !dimension.insufficientEvidence {
            guard let score = dimension.score else { continue }
            if weakest == nil || score < weakest!.score { weakest = (key, dimension, score) }
        }
        return weakest.map { ($0.key, $0.dimension) }
    }

    static func reason(_ c: RenderContext) -> RenderedElement {
        let row = Element.reason
        c.family(DimensionKey.allCases) { "dimension.in_sentence.\($0)" }
        var sources: [Source] = [
            .derived(
                "lowest assessment.dimensions.<key>.score",
                from: [JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "score")])
        ]
        guard let assessment = c.inputs.attempt?.assessment else {
            let why: HiddenReason =
                c.inputs.attempt == nil ? .noResponse(.attempt) : .null(field: JSONPath(.attempt, "assessment"))
            return c.hidden(row, why, fallback: .omit(.sentence), sources: sources)
        }
        guard let (key, dimension) = weakestDimension(assessment.dimensions) else {
            return c.hidden(
                row, .null(field: JSONPath(.attempt, "assessment", "dimensions", .wildcard("key"), "score")),
                fallback: .omit(.sentence), sources: sources)
        }
        sources.append(.assessment("dimensions", .member(key.rawValue), "note"))
        guard let note = dimension.note, !note.isEmpty else {
            return c.hidden(
                row, c.absent(FeedbackScreen.dimensionField(key, "note"), dimension.note),
                fallback: .omit(.sentence),
                sources: sources)
        }
        // Inside a sentence the name reads as a word ("structure"), not as its label ("Structure").
        let inSentence = "dimension.in_sentence.\(key.rawValue)"
        guard let name = c.copy(inSentence).text else { return c.message(row, inSentence, sources: sources) }
        // The note is the assessment's sentence in the article's language: its own part, not
        // spliced after a colon into a UI-locale sentence.
        return c.message(
            row, CoachCopy.plan.reason(dimension: name),
            parts: [c.part("note", note, language: c.contentLanguage(assessment.language))], sources: sources)
    }

    // MARK: tags

    static func tags(_ c: RenderContext) -> RenderedElement {
        var parts: [RenderedElement] = []
        if let days = c.inputs.me?.onboarding.answers?.weeklyDays {
            parts.append(c.part("weekly days", c.copy(CoachCopy.plan.tagWeeklyDays(count: days))))
        } else {
            parts.append(
                c.hiddenPart(
                    "weekly days",
                    c.inputs.me == nil
                        ? .noResponse(.me) : .null(field: JSONPath(.me, "onboarding", "answers", "weekly_days"))))
        }
        parts.append(reminderTag(c))
        if let language = c.inputs.session?.language, !language.isEmpty {
            parts.append(c.part("language", c.endonym(language), language: c.contentLanguage(language)))
        } else {
            parts.append(
                c.hiddenPart(
                    "language",
                    c.inputs.session == nil ? .noResponse(.session) : .empty(field: JSONPath(.session, "language"))))
        }
        guard parts.contains(where: { $0.text != nil }) else {
            return c.hidden(Element.tags, .combined(parts.compactMap(\.content.hiddenReason)), fallback: .hide(.tag))
        }
        let hidden = parts.filter { $0.text == nil }.map(\.label)
        return c.list(
            Element.tags, parts,
            fallback: hidden.isEmpty ? nil : .hideParts(.tag, hidden))
    }

    static func reminderTag(_ c: RenderContext) -> RenderedElement {
        guard let settings = c.inputs.me?.settings else { return c.hiddenPart("reminder", .noResponse(.me)) }
        guard settings.remindersEnabled else {
            return c.hiddenPart("reminder", .value(field: JSONPath(.me, "settings", "reminders_enabled"), is: "false"))
        }
        guard let text = settings.reminderTime else {
            return c.hiddenPart("reminder", .null(field: JSONPath(.me, "settings", "reminder_time")))
        }
        guard let time = TimeOfDay(text) else {
            return c.hiddenPart(
                "reminder",
                .notOffered(field: JSONPath(.me, "settings", "reminder_time"), value: text, among: .timeOfDay))
        }
        return c.part("reminder", c.copy(CoachCopy.plan.tagReminder(time: c.timeOfDay(time))))
    }

    // MARK: day rows

    static func dayRows(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        guard !plan.days.isEmpty else { return c.hidden(Element.dayRows, .empty(field: JSONPath(.plan, "days"))) }
        return c.list(Element.dayRows, plan.days.map { dayRow(c, $0) }, fallback: c.cachedFallback("plan"))
    }

    /// One day: its title (Accept-Language), with the day number, the date through ICU
    /// (`Oct 17`, `10月17日`) and, for today, the tag; the status as a mark.
    static func dayRow(_ c: RenderContext, _ day: Plan.Day) -> RenderedElement {
        let marks: [RenderedElement.Mark]
        switch day.status.known {
        case .completed: marks = [.done]
        case .today: marks = [.today]
        case .upcoming: marks = [.upcoming]
        case .missed: marks = [.missed]
        case nil:
            c.note(
                .unknownValue(
                    field: JSONPath(.plan, "days", .item, "status"), value: day.status.rawValue,
                    outcome: .drawnWithoutAMark))
            marks = []
        }
        let number = c.copy(CoachCopy.plan.day(day: day.day))
        var parts = [c.part("day", number), c.part("date", c.day(day.date))]
        if day.status == .today { parts.append(c.part("status", c.copy(CoachCopy.plan.dayToday))) }
        // Without the server's title a day is called by its number.
        let title = c.served(day.title, from: .plan)
        let element = RenderedElement(
            label: "day \(day.day)", content: title.map { .text($0.text) } ?? number.content, language: c.locale,
            fallback: title == nil
                ? .because(c.absent(JSONPath(.plan, "days", .item, "title"), day.title), .key(CoachCopy.plan.Keys.day))
                : nil,
            parts: parts)
        return c.element(element, showing: title).marking(marks)
    }
}

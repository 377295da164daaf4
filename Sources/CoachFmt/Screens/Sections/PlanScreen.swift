/// data-binding.md § Plan: the 14-day plan built from the diagnostic.
public enum PlanScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let plan = c.inputs.plan else { return notReady(c) }
        if plan.days.count != ProductRules.planDays {
            c.note("plan.days has \(plan.days.count) days; the plan runs \(ProductRules.planDays)")
        }
        return [
            focusTitle(c, plan),
            baseline(c, plan),
            reason(c),
            tags(c),
            dayRows(c, plan),
            c.message("plan · screen", [], "plan.title", parts: [c.part("CTA", c.copy("plan.cta"))]),
        ]
    }

    static let labels = ["focus title", "baseline", "reason", "tags", "day rows"]

    /// GET /v1/plan failed: 404 `plan_not_ready` is a spinner and retry (the plan job is not
    /// done); any other error is the generic error.
    static func notReady(_ c: RenderContext) -> [RenderedElement] {
        guard let error = c.inputs.error?.error else {
            return labels.map { c.hidden($0, ["plan"], "no plan response yet", fallback: "skeleton") }
        }
        let notReady = error.code == "plan_not_ready"
        let reason =
            notReady
            ? "GET /v1/plan returned plan_not_ready: the plan job is not done" : "GET /v1/plan failed (\(error.code))"
        var elements = labels.map { label in
            c.hidden(
                label, ["plan"], reason,
                fallback: label == "day rows" && notReady ? "plan not ready: spinner + retry" : nil)
        }
        if notReady {
            elements.append(
                c.message(
                    "plan not ready", ["error.code"], "plan.not_ready",
                    parts: [
                        c.look("spinner"),
                        c.part("retry", c.copy("common.retry")),
                    ]))
        } else {
            elements.append(c.errorElement(error, retry: true))
        }
        return elements
    }

    static func focusTitle(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        let sources = ["plan.target_micro_skill.title", "plan.target_micro_skill.id"]
        let eyebrow = c.part("eyebrow", c.copy("plan.focus.eyebrow"))
        if let title = plan.targetMicroSkill.title, !title.isEmpty {
            return c.text("focus title", sources, c.served(title), fallback: c.cachedFallback("plan"), parts: [eyebrow])
        }
        let copy = c.copy(enumKey: "micro", plan.targetMicroSkill.id)
        return RenderedElement(
            label: "focus title", content: copy.content, language: copy.language, sources: sources,
            fallback: "micro.\(plan.targetMicroSkill.id.rawValue)", parts: [eyebrow])
    }

    // MARK: baseline

    /// The diagnostic baseline: `plan.baseline_overall`, or, where a paywall response says what
    /// the baseline is and that it is the diagnostic (CCR-11, `source = diagnostic`), the
    /// server's figure. An `ability` baseline is the expired-return projection's, not the
    /// diagnostic's, so it does not apply. Never derived on the device (`me.stats.ability`).
    static func diagnosticBaseline(plan: Plan, paywall: Paywall?) -> (
        overall: Int, source: String, disagreement: String?
    ) {
        guard let baseline = paywall?.baseline, baseline.source == .diagnostic else {
            return (plan.baselineOverall, "plan.baseline_overall", nil)
        }
        let disagreement =
            baseline.overall == plan.baselineOverall
            ? nil
            : "plan.baseline_overall \(plan.baselineOverall) differs from paywall.baseline.overall \(baseline.overall) (CCR-11)"
        return (baseline.overall, "paywall.baseline.overall", disagreement)
    }

    static func baseline(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        let baseline = diagnosticBaseline(plan: plan, paywall: c.inputs.paywall)
        if let disagreement = baseline.disagreement { c.note(disagreement) }
        var sources = [baseline.source]
        if baseline.source != "plan.baseline_overall" {
            sources += ["paywall.baseline.source", "plan.baseline_overall"]
        }
        return c.text(
            "baseline", sources, c.number(baseline.overall), fallback: c.cachedFallback("plan"),
            parts: [
                c.part("label", c.copy("plan.baseline.label"))
            ])
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
        let label = "reason"
        var sources = ["derived: lowest assessment.dimensions.<key>.score"]
        guard let assessment = c.inputs.attempt?.assessment else {
            return c.hidden(label, sources, "no diagnostic assessment", fallback: "omit sentence")
        }
        guard let (key, dimension) = weakestDimension(assessment.dimensions) else {
            return c.hidden(label, sources, "no dimension has a score", fallback: "omit sentence")
        }
        sources.append("assessment.dimensions.\(key.rawValue).note")
        guard let note = dimension.note, !note.isEmpty else {
            return c.hidden(
                label, sources, "assessment.dimensions.\(key.rawValue).note is null", fallback: "omit sentence")
        }
        guard let name = c.copy("dimension.\(key.rawValue)").text else {
            return c.message(label, sources, "dimension.\(key.rawValue)")
        }
        // The note is the assessment's sentence in the article's language: its own part, not
        // spliced after a colon into a UI-locale sentence.
        return c.message(
            label, sources, "plan.reason", ["dimension": .string(name)],
            parts: [c.part("note", note, language: c.contentLanguage(assessment.language))])
    }

    // MARK: tags

    static func tags(_ c: RenderContext) -> RenderedElement {
        let sources = [
            "me.onboarding.answers.weekly_days", "me.settings.reminder_time", "me.settings.reminders_enabled",
            "session.language",
        ]
        var parts: [RenderedElement] = []
        if let days = c.inputs.me?.onboarding.answers?.weeklyDays {
            parts.append(c.part("weekly days", c.copy("plan.tag.weekly_days", ["count": .integer(days)])))
        } else {
            parts.append(c.hiddenPart("weekly days", "me.onboarding.answers.weekly_days is null"))
        }
        parts.append(reminderTag(c))
        if let language = c.inputs.session?.language, !language.isEmpty {
            parts.append(c.part("language", c.endonym(language), language: c.contentLanguage(language)))
        } else {
            parts.append(c.hiddenPart("language", "no session.language"))
        }
        guard parts.contains(where: { $0.text != nil }) else {
            return c.hidden("tags", sources, "no tag has a value", fallback: "hide tag")
        }
        let hidden = parts.filter { $0.text == nil }.map(\.label)
        return c.list(
            "tags", sources, parts, fallback: hidden.isEmpty ? nil : "hide tag: " + hidden.joined(separator: ", "))
    }

    static func reminderTag(_ c: RenderContext) -> RenderedElement {
        guard let settings = c.inputs.me?.settings else { return c.hiddenPart("reminder", "no me response") }
        guard settings.remindersEnabled else {
            return c.hiddenPart("reminder", "me.settings.reminders_enabled is false")
        }
        guard let text = settings.reminderTime else {
            return c.hiddenPart("reminder", "me.settings.reminder_time is null")
        }
        guard let time = TimeOfDay(text) else {
            return c.hiddenPart("reminder", "me.settings.reminder_time \"\(text)\" is not HH:mm")
        }
        return c.part("reminder", c.copy("plan.tag.reminder", ["time": .string(c.timeOfDay(time))]))
    }

    // MARK: day rows

    static func dayRows(_ c: RenderContext, _ plan: Plan) -> RenderedElement {
        let sources = ["plan.days[].day", "plan.days[].date", "plan.days[].title", "plan.days[].status"]
        guard !plan.days.isEmpty else { return c.hidden("day rows", sources, "plan.days is empty") }
        return c.list("day rows", sources, plan.days.map { dayRow(c, $0) }, fallback: c.cachedFallback("plan"))
    }

    /// One day: its title (Accept-Language), with the day number, the date through ICU
    /// (`Oct 17`, `10月17日`) and, for today, the tag; the status's look in the label.
    static func dayRow(_ c: RenderContext, _ day: Plan.Day) -> RenderedElement {
        let look: String
        switch day.status.known {
        case .completed: look = "✓ completed"
        case .today: look = "today"
        case .upcoming: look = "upcoming"
        case .missed: look = "missed"
        case nil:
            c.note("plan.days[].status: unknown value \"\(day.status.rawValue)\" shown as sent")
            look = day.status.rawValue
        }
        let number = c.copy("plan.day", ["day": .integer(day.day)])
        var parts = [c.part("day", number), c.part("date", c.day(day.date))]
        if day.status == .today { parts.append(c.part("status", c.copy("plan.day.today"))) }
        let title: RenderedElement.Content = day.title.isEmpty ? number.content : .text(c.served(day.title))
        return RenderedElement(label: "day \(day.day)", content: title, language: c.locale, parts: parts).looking(look)
    }
}

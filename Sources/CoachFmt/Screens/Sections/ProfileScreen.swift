/// data-binding.md § Profile & settings.
public enum ProfileScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let me = c.inputs.me else { return unavailable(c) }
        return c.rows(Element.self) { row in
            switch row {
            case .title, .settingsTitle, .retentionTitle, .retentionNote: c.staticRow(row)
            case .weeklyQuestsTitle: c.heading(row, over: weeklyQuests(c, c.inputs.weeklyQuests))
            case .practiceLanguagesTitle, .practiceLanguagesNote:
                c.heading(row, over: practiceLanguages(c, me.settings))
            case .tabBar: c.tabBar(row, selected: "profile")
            case .avatarInitial: avatar(c, me)
            case .nameTitleLevel: nameTitleLevel(c, me)
            case .stats: stats(c, me)
            case .siwaCard: siwa(c, me)
            case .weeklyQuests: weeklyQuests(c, c.inputs.weeklyQuests)
            case .subscriptionRow: subscription(c, me.entitlement)
            case .languagesRow: languagesRow(c, me.settings)
            case .appLanguage: appLanguage(c, me.settings)
            case .practiceLanguages: practiceLanguages(c, me.settings)
            case .reminders: reminders(c, me.settings)
            case .retention: retention(c, me.settings)
            case .deleteData: deleteData(c, me)
            case .deleteAccount: deleteAccount(c, me)
            case .version: version(c)
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    /// GET /v1/me failed or was not made, and nothing was cached: every row hidden, with the reason.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        c.unavailableTab(
            Element.self, endpoint: .me, request: .getMe, title: .title, tabBar: .tabBar, selected: "profile")
    }

    // MARK: Header and stats

    static func avatar(_ c: RenderContext, _ me: Me) -> RenderedElement {
        let initial = AvatarInitial.of(me.displayName, locale: c.locale)
        let fallback: Fallback? =
            initial == AvatarInitial.placeholder ? .value("“\(AvatarInitial.placeholder)”") : c.cachedFallback("me")
        // The name beside it says whose avatar it is; a screen reader would spell the emoji.
        return c.text(
            Element.avatarInitial, initial, fallback: fallback, look: [.style(.violetTile)]
        ).hiddenFromAccessibility()
    }

    static func nameTitleLevel(_ c: RenderContext, _ me: Me) -> RenderedElement {
        c.list(
            Element.nameTitleLevel,
            [
                me.displayName.isEmpty
                    ? c.hiddenPart("name", .empty(field: JSONPath(.me, "display_name")))
                    : c.part("name", me.displayName),
                c.servedPart("title", me.level.title, field: JSONPath(.me, "level", "title")),
                c.part("level", c.copy(CoachCopy.common.level(level: me.level.level))),
            ], fallback: c.cachedFallback("me"))
    }

    static func stats(_ c: RenderContext, _ me: Me) -> RenderedElement {
        c.mayShow(CoachCopy.profile.Keys.statAbilityBaseline)
        func stat(_ label: String, _ value: RenderContext.Copy, _ title: CopyMessage) -> RenderedElement {
            var item = c.part(label, value)
            item.parts = [c.part("label", c.copy(title))]
            return item
        }
        let ability =
            me.stats.ability.map { RenderContext.Copy(content: .text(c.number($0)), language: c.locale) }
            ?? c.copy(CoachCopy.profile.statAbilityBaseline)
        return c.list(
            Element.stats,
            [
                stat(
                    "streak", .init(content: .text(c.number(me.streak.current)), language: c.locale),
                    CoachCopy.profile.statStreak),
                stat(
                    "sessions", .init(content: .text(c.number(me.stats.completedSessions)), language: c.locale),
                    CoachCopy.profile.statSessions),
                stat("ability", ability, CoachCopy.profile.statAbility),
            ],
            fallback: me.stats.ability == nil
                ? .because(
                    .null(field: JSONPath(.me, "stats", "ability")), .key(CoachCopy.profile.Keys.statAbilityBaseline))
                : c.cachedFallback("me"))
    }

    static func siwa(_ c: RenderContext, _ me: Me) -> RenderedElement {
        guard me.authProvider == .anonymous else {
            return c.hidden(
                Element.siwaCard, .value(field: JSONPath(.me, "auth_provider"), is: me.authProvider.rawValue),
                fallback: .hide(nil))
        }
        return c.message(
            Element.siwaCard, CoachCopy.profile.siwaTitle,
            parts: [c.part("body", c.copy(CoachCopy.profile.siwaBody))])
    }

    // MARK: Weekly quests

    /// `Nov 23 – 29` / `11月23日至29日`: the week, with what both ends share written once.
    static func weekRange(_ c: RenderContext, _ quests: WeeklyQuests) -> RenderedElement.Content {
        do {
            return .text(
                try DateRangeFormat(skeleton: "MMMd", locale: c.locale).format(
                    from: quests.weekStart, to: quests.weekEnd))
        } catch {
            return .error(.unshowable(reason: "week range: \(error)"))
        }
    }

    static func weeklyQuests(_ c: RenderContext, _ quests: WeeklyQuests?) -> RenderedElement {
        c.mayShow(CoachCopy.weekly.Keys.empty)
        guard let quests else { return c.hidden(Element.weeklyQuests, .noResponse(.weeklyQuests)) }
        let week = RenderedElement(label: "week", content: weekRange(c, quests), language: c.locale)
        guard !quests.quests.isEmpty else {
            return c.list(Element.weeklyQuests, [week, c.part("empty", c.copy(CoachCopy.weekly.empty))])
        }
        let items = quests.quests.map { quest in
            var parts = [
                c.part(
                    "progress",
                    c.copy(CoachCopy.weekly.progress(current: quest.progress, total: quest.target))
                ).measuring(current: quest.progress, total: quest.target),
                c.part("reward", c.copy(CoachCopy.weekly.reward(xp: quest.xpReward))),
            ]
            if quest.completed { parts.append(c.part("tag", c.copy(CoachCopy.weekly.done))) }
            return c.servedItem(
                quest.id, quest.title, field: JSONPath(.weeklyQuests, "quests", .item, "title"),
                or: CoachCopy.weekly.questGeneric, parts: parts)
        }
        return c.list(Element.weeklyQuests, [week] + items, fallback: c.cachedFallback("weekly_quests"))
    }

    // MARK: Subscription

    /// The date a status's line names: the trial's end, the period's end, the grace period's end.
    static func subscriptionDate(_ entitlement: Me.Entitlement) -> Timestamp? {
        switch entitlement.status.known {
        case .some(.trial): entitlement.trialEndsAt
        case .some(.active), .some(.expired): entitlement.expiresAt
        case .some(.grace): entitlement.graceUntil ?? entitlement.expiresAt
        case .some(.none), nil: nil
        }
    }

    /// A date in the render's zone; the year only when it is not this year's.
    static func date(_ c: RenderContext, _ timestamp: Timestamp) -> String {
        c.instant(timestamp, timestamp.localDate(in: c.timeZone).year == c.today.year ? "MMMd" : "yMMMd")
    }

    /// The field a status's date comes from (``subscriptionDate(_:)``).
    static func dateField(_ status: Open<Me.Entitlement.Status>) -> JSONPath {
        switch status.known {
        case .some(.trial): JSONPath(.me, "entitlement", "trial_ends_at")
        case .some(.grace): JSONPath(.me, "entitlement", "grace_until")
        default: JSONPath(.me, "entitlement", "expires_at")
        }
    }

    /// The statuses whose row shows a date as its `date` part (`profile.sub.<status>`, then
    /// `profile.sub.<status>.date`: "Subscribed" and "until Oct 18, 2027").
    static let dated: [Me.Entitlement.Status] = [.trial, .active, .grace]

    static func subscription(_ c: RenderContext, _ entitlement: Me.Entitlement) -> RenderedElement {
        c.mayShow(CoachCopy.profile.Keys.subNone, CoachCopy.profile.Keys.subExpiredUndated)
        // The status alone is this row's fallback for a dated status without its date.
        c.family(dated) { "profile.sub.\($0)" }
        let status = entitlement.status
        var parts = [c.part("title", c.copy(CoachCopy.profile.subTitle))]
        if status.known != Me.Entitlement.Status.none {
            parts.append(c.part("manage", c.copy(CoachCopy.profile.subManage)))
        }
        let line: RenderContext.Copy
        var fallback = c.cachedFallback("me")
        switch status.known {
        case .some(.none): line = c.copy(CoachCopy.profile.subNone)
        case .some(.trial), .some(.active), .some(.grace):
            line = c.copy(c.enumKey(status, among: dated) { "profile.sub.\($0)" })
            if let date = subscriptionDate(entitlement) {
                let key = c.enumKey(status, among: dated) { "profile.sub.\($0).date" }
                parts.append(c.part("date", c.copy(key, ["date": .string(Self.date(c, date))])))
            } else {
                let missing = HiddenReason.null(field: dateField(status))
                parts.append(c.hiddenPart("date", missing))
                fallback = .because(missing, .key("profile.sub.\(status.rawValue)"))
            }
        case .some(.expired):
            // "Expired Oct 18, 2027" is one phrase, not a status beside its date.
            if let date = subscriptionDate(entitlement) {
                line = c.copy(CoachCopy.profile.subExpired(date: Self.date(c, date)))
            } else {
                line = c.copy(CoachCopy.profile.subExpiredUndated)
                fallback = .because(.null(field: dateField(status)), .key(CoachCopy.profile.Keys.subExpiredUndated))
            }
        case nil:
            line = c.copy(enumKey: "profile.sub", status)
            fallback = .because(
                .value(field: JSONPath(.me, "entitlement", "status"), is: status.rawValue),
                .asSent)
        }
        return c.element(Element.subscriptionRow, line, fallback: fallback, parts: parts)
    }

    // MARK: Languages

    static func languagesRow(_ c: RenderContext, _ settings: Me.Settings) -> RenderedElement {
        guard !settings.practiceLanguages.isEmpty else {
            return c.hidden(Element.languagesRow, .empty(field: JSONPath(.me, "settings", "practice_languages")))
        }
        // A list read as a sentence, so each language is named in the UI language ("英语和简体中文"),
        // where the toggles below show endonyms.
        let names = settings.practiceLanguages.map { tag in c.part(tag, c.languageName(tag)) }
        // The one row that is a list join, spaced as the locale asks.
        return c.text(
            Element.languagesRow, ListFormat.andSpaced(names.compactMap(\.text), locale: c.locale),
            fallback: c.cachedFallback("me"), parts: names)
    }

    /// The UI language the device asks for, as the catalog serves it (`en-US` → `en`,
    /// `zh-Hans-CN` → `zh-Hans`, `fr-FR` → `en`).
    static func deviceUILocale(_ c: RenderContext) -> LanguageTag {
        guard let device = c.inputs.local?.device.locale else {
            c.note(
                .because(.null(field: JSONPath(.local)), .renderLocaleStandsForDevice))
            return c.locale
        }
        return LocaleNegotiation.catalogLocale(acceptLanguage: device)
    }

    static func appLanguage(_ c: RenderContext, _ settings: Me.Settings) -> RenderedElement {
        let followSystem = c.copy(
            CoachCopy.profile.appLanguageFollowSystem(language: c.endonym(deviceUILocale(c).identifier)))
        var options: [RenderedElement] = []
        var noOptions: Fallback?
        if let supported = c.inputs.config?.supportedUILocales {
            options = [
                c.part("option · follow system", followSystem).selecting(settings.uiLocale == nil)
            ]
            options += supported.map { tag in
                c.part("option · \(tag)", c.endonym(tag), language: c.contentLanguage(tag))
                    .selecting(settings.uiLocale == tag)
            }
        } else {
            noOptions = .because(.noResponse(.config), .described(.noOptions))
        }
        options.insert(c.part("title", c.copy(CoachCopy.profile.appLanguageTitle)), at: 0)
        guard let uiLocale = settings.uiLocale else {
            return c.element(
                Element.appLanguage, followSystem,
                fallback: joined(
                    .because(.null(field: JSONPath(.me, "settings", "ui_locale")), .described(.followDevice)),
                    noOptions),
                parts: options)
        }
        return c.text(
            Element.appLanguage, c.endonym(uiLocale), language: c.contentLanguage(uiLocale),
            fallback: joined(c.cachedFallback("me"), noOptions), parts: options)
    }

    static func practiceLanguages(_ c: RenderContext, _ settings: Me.Settings) -> RenderedElement {
        c.mayShow(CoachCopy.profile.Keys.languagesLastOne)
        let selected = settings.practiceLanguages
        var fallback = c.cachedFallback("me")
        var options: [String]
        if let supported = c.inputs.config?.supportedPracticeLanguages {
            // A language the learner practises stays listed even if the config no longer offers it.
            options = supported + selected.filter { !supported.contains($0) }
        } else {
            options = selected
            fallback = .because(.noResponse(.config), .described(.theLearnersLanguagesOnly))
        }
        guard !options.isEmpty else {
            return c.hidden(
                Element.practiceLanguages,
                .all([
                    .empty(field: JSONPath(.me, "settings", "practice_languages")),
                    c.inputs.config == nil
                        ? .noResponse(.config) : .empty(field: JSONPath(.config, "supported_practice_languages")),
                ]))
        }
        let toggles = options.map { tag in
            var toggle = c.part(tag, c.endonym(tag), language: c.contentLanguage(tag))
            let on = selected.contains(tag)
            // The last language can’t be turned off.
            toggle.looks = [.toggle(isOn: on)] + (on && selected.count == 1 ? [.style(.cannotTurnOff)] : [])
            if tag == selected.first { toggle.parts.append(c.part("tag", c.copy(CoachCopy.profile.languagesPrimary))) }
            if on, selected.count == 1 {
                toggle.parts.append(c.part("last one", c.copy(CoachCopy.profile.languagesLastOne)))
            }
            return toggle
        }
        return c.list(Element.practiceLanguages, toggles, fallback: fallback)
    }

    // MARK: Reminders, retention

    /// Minutes after midnight of an `HH:mm` time; nil when it is not one.
    static func minutes(_ time: String) -> Int? {
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(fields[0]), let minute = Int(fields[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    /// `8:30 AM` / `08:30` through ICU, in the locale's or the device's hour cycle; an
    /// unreadable time is shown as sent.
    static func reminderTime(_ c: RenderContext, _ time: String) -> String {
        guard let minutes = minutes(time), let timeOfDay = TimeOfDay(hour: minutes / 60, minute: minutes % 60) else {
            return time
        }
        return c.timeOfDay(timeOfDay)
    }

    static func reminders(_ c: RenderContext, _ settings: Me.Settings) -> RenderedElement {
        let systemOff = c.inputs.local.map { !$0.device.notificationsAuthorized } ?? false
        func toggle(_ label: String, _ title: CopyMessage, _ on: Bool) -> RenderedElement {
            var item = c.part(label, c.copy(title))
            item.looks = [.toggle(isOn: on)] + (systemOff ? [.style(.disabled)] : [])
            return item
        }
        var time = c.part("reminder time", c.copy(CoachCopy.settings.remindersTime))
        time.parts = [
            settings.reminderTime.map { c.part("value", reminderTime(c, $0)) }
                ?? c.hiddenPart("value", .null(field: JSONPath(.me, "settings", "reminder_time")))
        ]
        var items = [
            toggle("daily reminder", CoachCopy.settings.remindersTitle, settings.remindersEnabled),
            time,
            toggle("streak-risk alert", CoachCopy.settings.remindersStreakRisk, settings.streakRiskAlert),
        ]
        guard systemOff else { return c.list(Element.reminders, items, fallback: c.cachedFallback("me")) }
        var notice = c.part("notice", c.copy(CoachCopy.settings.notificationsOff))
        notice.parts = [c.part("CTA", c.copy(CoachCopy.settings.notificationsOffCta))]
        items.append(notice)
        return c.list(
            Element.reminders, items,
            fallback: .because(
                .value(field: JSONPath(.local, "device", "notificationsAuthorized"), is: "false"),
                .key(CoachCopy.settings.Keys.notificationsOff)))
    }

    /// The selected segment: the learner's setting when it is one of the segments, else 30.
    static func retentionDays(_ days: Int) -> (days: Int, fellBack: Bool) {
        ProductRules.retentionDayOptions.contains(days) ? (days, false) : (ProductRules.defaultRetentionDays, true)
    }

    static func retention(_ c: RenderContext, _ settings: Me.Settings) -> RenderedElement {
        let (selected, fellBack) = retentionDays(settings.audioRetentionDays)
        let segments = ProductRules.retentionDayOptions.map { days in
            c.part("\(days)", c.copy(CoachCopy.settings.retentionDays(count: days)))
                .selecting(days == selected)
        }
        return c.list(
            Element.retention, segments,
            fallback: fellBack
                ? .because(
                    .value(
                        field: JSONPath(.me, "settings", "audio_retention_days"),
                        is: String(settings.audioRetentionDays)),
                    .value(String(ProductRules.defaultRetentionDays)))
                : c.cachedFallback("me"))
    }

    // MARK: Deletion, version

    static func deleteData(_ c: RenderContext, _ me: Me) -> RenderedElement {
        c.mayShow(CoachCopy.profile.Keys.deleteDataBodyGeneric)
        // Only the alert's body reads the count, and a count-free body stands in for a broken one.
        let broken = c.withheld(JSONPath(.me, "stats", "completed_sessions"))
        var body =
            broken == nil
            ? c.part("alert body", c.copy(CoachCopy.profile.deleteDataBody(count: me.stats.completedSessions)))
            : c.part("alert body", c.copy(CoachCopy.profile.deleteDataBodyGeneric))
        body.fallback = broken.map { .because(.invalid($0), .key(CoachCopy.profile.Keys.deleteDataBodyGeneric)) }
        body = c.reading([.field(.me, "stats", "completed_sessions")], body)
        return c.message(
            Element.deleteData, CoachCopy.profile.deleteDataRow,
            parts: [
                c.part("alert title", c.copy(CoachCopy.profile.deleteDataTitle)),
                body,
                c.part("confirm", c.copy(CoachCopy.profile.deleteDataConfirm)),
                c.part("cancel", c.copy(CoachCopy.common.cancel)),
            ])
    }

    static func deleteAccount(_ c: RenderContext, _ me: Me) -> RenderedElement {
        // "Manage subscription first" only while a subscription can still renew.
        let renewing = me.entitlement.status.known.map { [.trial, .active, .grace].contains($0) } ?? false
        return c.message(
            Element.deleteAccount,
            CoachCopy.profile.deleteAccountRow,
            parts: [
                c.part("alert title", c.copy(CoachCopy.profile.deleteAccountTitle)),
                c.part("alert body", c.copy(CoachCopy.profile.deleteAccountBody)),
                c.part("confirm", c.copy(CoachCopy.profile.deleteAccountConfirm)),
                renewing
                    ? c.part("manage subscription", c.copy(CoachCopy.profile.deleteAccountManageSubscription))
                    : c.hiddenPart(
                        "manage subscription",
                        .value(field: JSONPath(.me, "entitlement", "status"), is: me.entitlement.status.rawValue)),
                c.part("cancel", c.copy(CoachCopy.common.cancel)),
            ])
    }

    /// The app's version and build as a person reads them; the rubric version is an id for
    /// support, so it is a part of its own as sent, not a clause of the sentence.
    static func version(_ c: RenderContext) -> RenderedElement {
        guard let app = c.inputs.local?.app else { return c.hidden(Element.version, .null(field: JSONPath(.local))) }
        let build = app.build ?? "—"
        let why: HiddenReason?
        if c.inputs.config == nil {
            why = .noResponse(.config)
        } else if let broken = c.withheld(JSONPath(.config, "rubric_version")) {
            why = .invalid(broken)
        } else if c.inputs.config?.rubricVersion.isEmpty ?? true {
            why = .empty(field: JSONPath(.config, "rubric_version"))
        } else {
            why = nil
        }
        // The rubric id is for support: shown, skipped by VoiceOver, which has no way to say it.
        let rubric: RenderedElement
        if case .invalid = why {
            // Built reading the withheld field, which hides it naming the violation.
            rubric = c.reading([.field(.config, "rubric_version")], c.part("rubric", ""))
        } else if let why {
            rubric = c.hiddenPart("rubric", why)
        } else {
            rubric = c.part("rubric", c.inputs.config?.rubricVersion ?? "").hiddenFromAccessibility()
        }
        return c.message(
            Element.version, CoachCopy.profile.versionApp(version: app.version, build: build),
            fallback: why.map { .because($0, .omit(.rubric)) }, parts: [rubric])
    }

    /// Fallbacks that fired together, as one line; nil when none did.
    private static func joined(_ fallbacks: Fallback?...) -> Fallback? {
        Fallback.combined(fallbacks)
    }
}

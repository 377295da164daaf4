#!/usr/bin/env python3
"""Writes Resources/examples/{en,zh-Hans}/*.json and Resources/examples/index.json.

One description of every screen state, rendered for both UI locales. A state's en
and zh-Hans inputs describe the same learner at the same moment; they differ only
in what the UI locale changes:

  - the UI locale itself: `local:Locale.current` (`en-US` / `zh-Hans-US`: the
    language follows the UI, the region is the learner's) and an explicit
    `me.settings.ui_locale`;
  - the strings the server localizes from Accept-Language (`ctx.t(en, zh)` below;
    data-binding.md marks them "(Accept-Language)"); the server's fallback name
    for a learner without one ("Learner" / "练习者") is one of them.

Everything else is the same in both folders: the learner, flags, numbers, ids,
dates, `now` and the time zone. Content in an article's language (titles,
paragraphs, assessment notes, quotes) is the same in both UI locales: a zh-Hans
UI learner practicing English reads the same English article.
LocaleParityTests compares every state's files across the two locales, minus
the declared localized fields.

The learners:

    👩‍💻 Mia      America/New_York, practices en (primary) and zh-Hans; most states.
    Learner     the server's fallback name: a new learner who picks en in onboarding
                and takes an English diagnostic (onboarding, diagnostic, plan,
                paywall, home--first-time).
    林晓        Asia/Shanghai, practices zh-Hans and en (home--night-shanghai).

Coverage states (index.json "coverage": true) show what used to differ between
the folders, now the same in both locales: a Chinese diagnostic article, Home at
night in Shanghai, a China App Store storefront.

Prices come from StoreKit, and StoreKit formats `displayPrice` for the App Store
storefront of the learner's Apple ID, not for the app's UI language: a zh-Hans UI
on a US Apple ID shows "$59.99". So the storefront is part of the learner: US
dollars in both locales, and a CNY storefront is a state of its own.

"now" is 2026-11-27T14:15:00Z: 09:15 in New York, 22:15 in Shanghai (both Friday
the 27th). Server instants are written in UTC ("Z"), device instants (local.json)
with the device's offset. Run from anywhere: python3 tools/make_examples.py
(or `--out DIR` to write elsewhere: CI regenerates into a temporary folder and fails
on any difference from Resources/examples).

The output is generated: index.json says so in its "//" member, and .gitattributes
marks the folder linguist-generated. The API files carry no marker, because they are
API responses that openapi.yaml validates strictly and storekit.json is an array.
"""

import argparse
import sys
from datetime import timedelta
from pathlib import Path

from examples import shared, writer
from examples.shared import (
    BAND_LABELS,
    DAILY,
    DIAG_EN,
    DIAG_ZH,
    DIM_LABELS,
    LIBRARY,
    LIN,
    MIA,
    MICRO,
    NEW_YORK,
    R1_ATTEMPT,
    SHANGHAI,
    TODAY_SESSION,
    TOPICS,
    achievement,
    ago,
    answers,
    attempt,
    attempt_r1,
    attempt_summary,
    config,
    daily_session,
    daily_summary,
    day,
    device_time,
    dim,
    error,
    failure,
    floor_for,
    focus,
    legal,
    level,
    local,
    me_established,
    me_expired,
    me_first_time,
    me_new,
    me_onboarded,
    micro_title,
    new_name,
    progress,
    row_by_id,
    screen_state,
    session,
    session_summary,
    settings,
    streak,
    summary_row,
    topic,
    transcript,
    utc,
    weekly_quests,
)


DIAG = {"en": DIAG_EN, "zh-Hans": DIAG_ZH}  # the diagnostic article in each practice language


def me_language(ctx):
    """Mia after choosing the app language in Settings: ui_locale is the UI locale itself."""
    m = me_established(ctx)
    m["settings"]["ui_locale"] = ctx.locale
    return m


def me_shanghai(ctx):
    """林晓 in Shanghai: practices zh-Hans and en; at 22:15 today's session is still to do."""
    m = me_established(ctx)
    m.update({"id": "usr_2Lx7Qe5H", "display_name": LIN, "auth_provider": "apple",
              "settings": settings(practice=("zh-Hans", "en"), zone=SHANGHAI),
              "streak": streak(7, 12, False, True, 0)})
    return m


def steps(ctx, states):
    # The catalog's `home.quest.step.*` words.
    labels = {"read": ("Read", "阅读"), "record": ("Summarize", "复述"), "compress": ("Shorten", "精简")}
    return [{"key": k, "label": ctx.t(*labels[k]), "state": s} for k, s in zip(["read", "record", "compress"], states)]


def quick_picks(ctx, business="art_zh_noodle_ledger"):
    return [
        {"topic_id": "tech", "title": ctx.t("Under 2 minutes", "两分钟读完"),
         "subtitle": ctx.t("Helps you cut the filler", "适合练习：去掉口头禅"), "article": row_by_id(ctx, "art_en_notifications")},
        {"topic_id": "health", "title": ctx.t("Something new", "换个新话题"),
         "subtitle": ctx.t("You haven’t tried Health yet", "你还没练过健康话题"), "article": row_by_id(ctx, "art_en_sleep_memory")},
        {"topic_id": "business", "title": ctx.t("Back to basics", "回到基础"),
         "subtitle": None, "article": row_by_id(ctx, business)},
    ]


def home_topics(ctx):
    return [topic(ctx, x) for x in ["business", "tech", "health", "science", "culture"]]


def home_base(ctx):
    return {
        "local_date": day(0),
        "local_date_label": ctx.t("Friday, November 27", "11月27日星期五"),
        "greeting": ctx.t("Good morning", "早上好"),
        "display_name": MIA,
        "streak": streak(7, 12, False, False, 1, day(-1)),
        "level": level(ctx, 6, 410, 500, 2410),
        "focus": focus(ctx, "cut_filler", suggested=4),
        "today_quest": {
            "status": "not_started", "session_id": None, "stage": None, "article": daily_summary(ctx),
            "xp_reward": 45, "xp_reward_max": 55, "plan_day": None,
            "steps": steps(ctx, ["current", "pending", "pending"]), "summary": None,
        },
        "resume_session": None,
        "quick_picks": quick_picks(ctx),
        "topics": home_topics(ctx),
    }


def home_completed(ctx):
    h = home_base(ctx)
    h["streak"] = streak(8, 12, True, False, 1, day(-1))
    h["level"] = level(ctx, 6, 465, 500, 2465)
    h["focus"] = focus(ctx, "number_points", suggested=1)
    h["today_quest"].update({
        "status": "completed", "session_id": TODAY_SESSION, "stage": "completed",
        "steps": steps(ctx, ["done", "done", "done"]),
        "summary": session_summary(TODAY_SESSION, "completed", utc(ago(minutes=38)), completed=utc(ago(minutes=21)),
                                   r1=68, r2=79, delta=-41000, xp=55),
    })
    h["today_quest"]["article"]["user_status"] = "completed"
    h["today_quest"]["article"]["best_overall"] = 79
    return h


def home_no_quest(ctx):
    h = home_base(ctx)
    h["today_quest"] = None
    h["quick_picks"] = quick_picks(ctx)[:2]  # nothing for business today: that chip shows the empty card
    return h


def home_first_time(ctx):
    h = home_base(ctx)
    h.update({
        "display_name": new_name(ctx),
        "streak": streak(0, 0, False, False, 0),
        "level": level(ctx, 1, 0, 100, 0),
        "focus": focus(ctx, "lead_with_point", suggested=1),
    })
    h["today_quest"]["plan_day"] = 1  # in English, the language of the diagnostic
    return h


def home_night_shanghai(ctx):
    """林晓 at 22:15 in Shanghai: good evening, today's session not done, the streak at risk with no
    freeze left; today's quest is a Chinese article (Chinese content under either UI)."""
    h = home_base(ctx)
    h.update({
        "greeting": ctx.t("Good evening", "晚上好"),
        "display_name": LIN,
        "streak": streak(7, 12, False, True, 0),
        "quick_picks": quick_picks(ctx, business="art_en_coffee_minute"),
    })
    h["today_quest"]["article"] = row_by_id(ctx, "art_zh_noodle_ledger")
    return h


def home_resume(ctx):
    h = home_base(ctx)
    h["today_quest"].update({"status": "in_progress", "session_id": TODAY_SESSION, "stage": "round2",
                             "steps": steps(ctx, ["done", "done", "current"])})
    h["today_quest"]["article"]["user_status"] = "in_progress"
    h["resume_session"] = session_summary(TODAY_SESSION, "round2", utc(ago(minutes=52)), r1=68)
    return h


DIAG_SESSION = "ses_diag_2Mx8"

DIAG_ATTEMPT = "att_diag_8Rw3"


def diag_session(ctx, stage, attempts=(), language="en"):
    return session(ctx, "diagnostic", stage, DIAG[language], DIAG_SESSION, attempts)


def daily_assessment(ctx, low_confidence=False):
    """Round 1 on the English daily article: content in English in both locales."""
    a = {
        "id": "asm_r1_3Vb7", "attempt_id": R1_ATTEMPT, "language": "en",
        "overall": 64 if low_confidence else 68,
        "band": "good", "band_label": ctx.t(*BAND_LABELS["good"]),
        "confidence": "low" if low_confidence else "high",
        "confidence_note": "Background noise covered parts of the recording, so some scores are estimates."
        if low_confidence else None,
        "summary": "You opened with the result and kept most of the numbers; the middle wandered before the trade-off.",
        "dimensions": {
            "coverage": dim(ctx, "coverage", 74, "Four of the five key points made it in.", ["ev_1", "ev_3"]),
            "structure": dim(ctx, "structure", 70, "A clear opening, but the rule and the results blur together.", ["ev_2"]),
            "concision": dim(ctx, "concision", 58, "The status-update part repeats itself twice.", ["ev_2"]),
            "fluency": dim(ctx, "fluency", None, None, []) if low_confidence
            else dim(ctx, "fluency", 71, "Even pace; only two filler words.", ["ev_4"]),
        },
        "evidence": [
            {"id": "ev_1", "start_ms": 1800, "end_ms": 9400,
             "quote": "So the big result is they cut meetings from nineteen hours to nine.",
             "note": "Strong opening: the result comes first.", "dimension": "coverage"},
            {"id": "ev_2", "start_ms": 41200, "end_ms": 58900,
             "quote": "and the updates, they put the updates on a page, a shared page, where the updates go",
             "note": "The same idea three times; say it once.", "dimension": "concision"},
            {"id": "ev_3", "start_ms": 77500, "end_ms": 86300,
             "quote": "decisions in the log went up by about a third",
             "note": "Kept the key number.", "dimension": "coverage"},
            {"id": "ev_4", "start_ms": 118000, "end_ms": 126400,
             "quote": "but two people felt, um, less connected",
             "note": "One filler word, otherwise smooth.", "dimension": "fluency"},
        ],
        "one_action": {
            "micro_skill_id": "number_points", "title": "Number your points",
            "instruction": "Say “three changes” up front, then go one, two, three. It will stop the middle from wandering.",
            "example_sentence": "Three things changed: shorter meetings, a shared status page, and more recorded decisions.",
            "evidence_id": "ev_2",
        },
        "key_point_coverage": [
            {"point": DAILY["key_points"][0], "covered": True, "evidence_id": "ev_1"},
            {"point": DAILY["key_points"][1], "covered": False, "evidence_id": None},
            {"point": DAILY["key_points"][2], "covered": True, "evidence_id": "ev_2"},
            {"point": DAILY["key_points"][3], "covered": True, "evidence_id": "ev_3"},
            {"point": DAILY["key_points"][4], "covered": True, "evidence_id": "ev_4"},
        ],
        "achieved_previous_action": False if low_confidence else True,
        "previous_action": {"id": "cut_filler", "title": micro_title(ctx, "cut_filler")},
        "rubric_version": "rubric-2026.10",
        "model_ref": "assessor-2026-11-02",
    }
    return a


def diag_assessment(ctx, language="en"):
    """The diagnostic, in the diagnostic article's language; fluency lacks evidence."""
    en = language == "en"
    a = DIAG[language]
    kp = a["key_points"]
    return {
        "id": "asm_diag_6Tn2", "attempt_id": DIAG_ATTEMPT, "language": a["language"],
        "overall": 62, "band": "good", "band_label": ctx.t(*BAND_LABELS["good"]),
        "confidence": "medium", "confidence_note": None,
        "summary": "You explained the idea well, but the main point arrived only at the end."
        if en else "你把做法讲清楚了，但核心观点到最后才说出来。",
        "dimensions": {
            "coverage": dim(ctx, "coverage", 71, "Three of the four key points." if en else "四个要点讲到了三个。", ["ev_1"]),
            "structure": dim(ctx, "structure", 52, "The conclusion comes last; lead with it." if en else "结论放在了最后，应该先说。",
                             ["ev_2"]),
            "concision": dim(ctx, "concision", 63, "Some repetition in the middle." if en else "中间有些重复。", ["ev_3"]),
            "fluency": dim(ctx, "fluency", None, None, []),
        },
        "evidence": [
            {"id": "ev_1", "start_ms": 3200, "end_ms": 11800,
             "quote": "they put about three trees in every square meter" if en else "七十多件工具都是邻居捐的",
             "note": "A precise detail." if en else "细节准确。", "dimension": "coverage"},
            {"id": "ev_2", "start_ms": 61000, "end_ms": 72500,
             "quote": "so basically the point is that it works" if en else "所以说，其实我想说的就是这个办法挺好的",
             "note": "Your main point, at the very end." if en else "核心观点放在了最后。", "dimension": "structure"},
            {"id": "ev_3", "start_ms": 30500, "end_ms": 41000,
             "quote": "they grow fast, they grow really fast because" if en else "借的人很多，借的次数也很多",
             "note": "Said twice." if en else "同一个意思说了两遍。", "dimension": "concision"},
        ],
        "one_action": {
            "micro_skill_id": "lead_with_point",
            "title": "Lead with your point" if en else "先说结论",
            "instruction": "Start with the one sentence you want people to remember." if en
            else "第一句就说出你最想让人记住的那句话。",
            "example_sentence": "Tiny forests give cities shade fast, but they are no substitute for parks." if en
            else "共享工具箱让邻居们省了钱，更重要的是让大家重新熟悉起来。",
            "evidence_id": "ev_2",
        },
        # ev_1 and ev_3 back different points in the two articles.
        "key_point_coverage": [
            {"point": kp[0], "covered": True, "evidence_id": "ev_1" if en else None},
            {"point": kp[1], "covered": True, "evidence_id": "ev_3" if en else "ev_1"},
            {"point": kp[2], "covered": True, "evidence_id": None if en else "ev_3"},
            {"point": kp[3], "covered": False, "evidence_id": None},
        ],
        "achieved_previous_action": None,
        "previous_action": None,
        "rubric_version": "rubric-2026.10",
        "model_ref": "assessor-2026-11-02",
    }


def diag_unit(language):
    return "words" if language == "en" else "chars"


def attempt_diag_processing():
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "processing", 74300, progress("transcribe", 2, 15000))


def attempt_diag_unreliable(ctx, language="en"):
    unit = diag_unit(language)
    n = 17 if unit == "words" else 23
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "unreliable", 21500, transcript=transcript(ctx, n, unit),
                   floor=floor_for(ctx, language), reason="too_short")


def attempt_diag_failed(ctx):
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "failed", 74300, progress("transcribe", 2, None),
                   error=failure(ctx, "transcribe"))


def attempt_diag_assessed(ctx, language="en"):
    unit = diag_unit(language)
    n = 164 if unit == "words" else 231
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "assessed", 74300, progress("assess", 3, 0),
                   transcript=transcript(ctx, n, unit), floor=floor_for(ctx, language), assessment=diag_assessment(ctx, language))


def attempt_assessed(ctx, low_confidence=False):
    return attempt_r1("assessed", progress=progress("assess", 3, 0), transcript=transcript(ctx, 291, "words"),
                      floor=floor_for(ctx, "en"), assessment=daily_assessment(ctx, low_confidence), submitted_seconds_ago=95)


def exemplar(ctx, status):
    ready = status == "ready"
    return {
        "attempt_id": R1_ATTEMPT, "status": status, "language": "en",
        "label": ctx.t("A 60-second version", "60 秒示范") if status != "unavailable" else None,
        "text": "Three things changed when this design team rewrote its meeting rules. First, every meeting had to "
                "start with a written question and end once it was answered, so meeting time fell from nineteen "
                "to nine hours a week. Second, status updates moved to a shared page. Third, the team recorded a "
                "third more decisions. The cost: two people felt less connected, so a Friday coffee chat stayed."
        if ready else None,
        "duration_ms": 58000 if ready else None,
        "audio_url": "https://media.example.com/exemplars/att_r1_5Kd2.m4a?sig=Yk29f" if ready else None,
        "retryable": True if status == "failed" else None,
    }


XP = {"round1": 15, "round2": 15, "complete": 15, "improve": 10}


def breakdown(improved=True, scale=1.0):
    keys = ["round1", "round2", "complete"] + (["improve"] if improved else [])
    return [{"type": k, "amount": int(XP[k] * scale + 0.5), "weekly_quest_id": None} for k in keys]


def settlement(ctx, verdict, r1, r2, d1, d2, xp, streak_now, incremented, ability, samples, lvl_before, lvl_after,
               headline, subline, lost=(), replayed=False, kind="daily", cap=False, repeat=False, wq=None,
               unlocked=(), suggestion="number_points", settled=None):
    awarded = xp if isinstance(xp, int) else sum(line["amount"] for line in xp)
    return {
        "session_id": TODAY_SESSION if kind == "daily" else "ses_free_3Lp6",
        "kind": kind, "replayed": replayed,
        "settled_at": settled or utc(ago(minutes=21), ms=87),
        "headline": headline, "subline": subline,
        "round1_overall": r1, "round2_overall": r2, "round1_duration_ms": d1, "round2_duration_ms": d2,
        "comparison": {"verdict": verdict, "overall_delta": r2 - r1, "duration_delta_ms": d2 - d1,
                       "key_points_lost": list(lost)},
        "xp": {"awarded": awarded, "breakdown": xp if isinstance(xp, list) else breakdown(),
               "daily_cap_hit": cap, "repeat_discount": repeat},
        "streak": {"current": streak_now, "streak_incremented": incremented},
        "ability_before": ability[0], "ability_after": ability[1], "ability_sample_count": samples,
        "level_before": lvl_before, "level_after": lvl_after,
        "weekly_quests": wq or weekly_quests(ctx, 4, 2 if verdict == "improved" else 1),
        "next_suggestion": focus(ctx, suggestion, instruction=True),
        "achievements_unlocked": list(unlocked),
        "plan_day_completed": None,
    }


def settlement_improved(ctx, replayed=False):
    return settlement(ctx,
        "improved", 68, 79, 138000, 97000, breakdown(), 8, True, (72, 73), 25,
        level(ctx, 6, 410, 500, 2410), level(ctx, 6, 465, 500, 2465),
        ctx.t("Sharper and shorter", "更短，也更清楚"),
        ctx.t("You kept every key point and finished 41 seconds sooner.", "要点一个没丢，还快了 41 秒。"),
        replayed=replayed, settled=utc(ago(minutes=23), ms=87) if replayed else None)


def settlement_same(ctx):
    # A learner on plan day 3, still building the ability baseline (2 of 3 samples): no ability numbers yet.
    s = settlement(ctx,
        "same", 70, 71, 124000, 116000, breakdown(improved=False), 3, True, (None, None), 2,
        level(ctx, 1, 45, 100, 45), level(ctx, 1, 90, 100, 90),
        ctx.t("Holding steady", "稳住了"),
        ctx.t("About the same score, a little shorter.", "分数差不多，稍微短了一点。"),
        suggestion="signpost")
    s["plan_day_completed"] = 3
    return s


def settlement_shorter_lost(ctx):
    return settlement(ctx,
        "shorter_lost", 74, 69, 131000, 79000, breakdown(improved=False), 8, True, (72, 71), 25,
        level(ctx, 6, 410, 500, 2410), level(ctx, 6, 455, 500, 2455),
        ctx.t("Shorter, but two points slipped", "更短了，但漏了两个要点"),
        ctx.t("52 seconds shorter. Next time keep the numbers when you cut.", "短了 52 秒。下次精简时记得保留数字。"),
        lost=[DAILY["key_points"][0], DAILY["key_points"][3]], suggestion="keep_key_facts")


def settlement_level_up(ctx):
    lines = breakdown() + [
        {"type": "weekly_quest", "amount": 50, "weekly_quest_id": "wq_2026w48_sessions"},
        # A type this client does not know: the screen shows the raw string.
        {"type": "streak_bonus", "amount": 10, "weekly_quest_id": None},
    ]
    return settlement(ctx,
        "improved", 71, 80, 142000, 104000, lines, 10, True, (71, 73), 25,
        level(ctx, 6, 470, 500, 2470), level(ctx, 7, 85, 600, 2585),
        ctx.t("Level 7 reached", "升到等级 7"),
        ctx.t("Nine points up, and a weekly quest is done.", "进步了 9 分，还完成了一项每周任务。"),
        wq=weekly_quests(ctx, 5, 2),
        unlocked=[achievement(ctx, "streak_10", 0), achievement(ctx, "five_in_week", 0)])


def settlement_repeat_cap(ctx):
    # Practiced within 7 days (XP halved), then capped: 140 of 165 already earned today on top of
    # the 2410 XP Mia started the day with (me.json), in sessions that have done this week's quests.
    s = settlement(ctx,
        "improved", 71, 75, 118000, 96000, 25, 8, False, (73, 73), 28,
        level(ctx, 7, 50, 600, 2550), level(ctx, 7, 75, 600, 2575),
        None, None, kind="free", cap=True, repeat=True, suggestion="signpost", wq=weekly_quests(ctx, 5, 3))
    s["xp"]["breakdown"] = breakdown(scale=0.5)
    return s


def growth_ready(ctx):
    series = [
        (day(-53), None, 0), (day(-46), 61, 4), (day(-39), 63, 5), (day(-32), None, 0),
        (day(-25), 66, 3), (day(-18), 68, 5), (day(-11), 71, 4),
    ]
    points = [{"week_start": w, "value": v, "sample_n": n, "is_partial": False} for w, v, n in series]
    points.append({"week_start": day(-4), "value": 72, "sample_n": 3, "is_partial": True})
    return {
        "state": "ready", "range": "8w", "language": None,
        "ability": 72, "ability_delta_30d": 6, "sample_count": 24, "algo_version": "ability-v3",
        "trend": "up", "min_sessions_per_point": 2, "series": points,
        "languages": [{"language": "en", "session_count": 15}, {"language": "zh-Hans", "session_count": 9}],
        "next_unlock": None,
        "dimensions": growth_dimensions(ctx, [78, 70, 66, 74], [4, 7, 9, 2]),
        "micro_skills": micro_skills(ctx, [(6, 5, 0.83), (4, 2, 0.5), (2, 1, 0.5), (1, 0, 0.0), (3, 3, 1.0), (0, 0, None)]),
        "achievements": [achievement(ctx, "first_session", 46), achievement(ctx, "streak_7", 20),
                         achievement(ctx, "streak_10", None, {"current": 7, "target": 10}),
                         achievement(ctx, "five_in_week", None, {"current": 3, "target": 5})],
        "recent_sessions": [
            session_summary("ses_7Fw2Ka", "completed", utc(ago(days=2, hours=1)), article=DIAG_ZH,
                            completed=utc(ago(days=2, minutes=40)), r1=66, r2=73, delta=-22000, xp=55, kind="free"),
            session_summary("ses_6Gd8Rp", "completed", utc(ago(days=3, hours=1)),
                            article={"id": "art_en_notifications", "title": "The Quiet Cost of Notifications",
                                     "language": "en"},
                            completed=utc(ago(days=3, minutes=35)), r1=70, r2=74, delta=-31000, xp=55),
        ],
    }


def growth_dimensions(ctx, scores, deltas):
    colors = ["dim.coverage", "dim.structure", "dim.concision", "dim.fluency"]
    return [{"key": k, "label": ctx.t(*DIM_LABELS[k]), "score": s, "delta_30d": d, "color_token": c}
            for k, s, d, c in zip(DIM_LABELS, scores, deltas, colors)]


def micro_skills(ctx, rows):
    return [{"id": mid, "title": micro_title(ctx, mid), "suggested": s, "achieved": a, "mastery": m}
            for mid, (s, a, m) in zip(MICRO, rows)]


def growth_partial(ctx):
    """A learner in their first week: one session so far, so the week has no point yet."""
    points = [{"week_start": day(-7 * k - 4), "value": None, "sample_n": 0, "is_partial": False} for k in range(7, 0, -1)]
    points.append({"week_start": day(-4), "value": None, "sample_n": 1, "is_partial": True})
    return {
        "state": "ready", "range": "8w", "language": None,
        "ability": None, "ability_delta_30d": None, "sample_count": 1, "algo_version": "ability-v3",
        "trend": "new", "min_sessions_per_point": 2, "series": points,
        "languages": [{"language": "en", "session_count": 1}],
        "next_unlock": ctx.t("Practice once more this week to unlock its point", "本周再练一次，就能解锁本周的数据点"),
        "dimensions": growth_dimensions(ctx, [None] * 4, [None] * 4),
        "micro_skills": micro_skills(ctx, [(1, 0, 0.0), (0, 0, None), (0, 0, None), (0, 0, None), (0, 0, None), (0, 0, None)]),
        "achievements": [achievement(ctx, "first_session", 0), achievement(ctx, "streak_7", None, {"current": 1, "target": 7})],
        "recent_sessions": [
            session_summary(TODAY_SESSION, "completed", utc(ago(minutes=38)), completed=utc(ago(minutes=21)),
                            r1=58, r2=63, delta=-19000, xp=55),
        ],
    }


def growth_empty(ctx):
    """After "Delete all training data": nothing to chart."""
    points = [{"week_start": day(-7 * k - 4), "value": None, "sample_n": 0, "is_partial": k == 0} for k in range(7, -1, -1)]
    return {
        "state": "empty", "range": "8w", "language": None,
        "ability": None, "ability_delta_30d": None, "sample_count": 0, "algo_version": "ability-v3",
        "trend": "new", "min_sessions_per_point": 2, "series": points, "languages": [],
        "next_unlock": None,
        "dimensions": growth_dimensions(ctx, [None] * 4, [None] * 4),
        "micro_skills": micro_skills(ctx, [(0, 0, None)] * 6),
        "achievements": [achievement(ctx, "first_session", None, {"current": 0, "target": 1})],
        "recent_sessions": [],
    }


# The learner's 14-day plan for the default K = 5 days a week (paywall.default_weekly_days and
# the onboarding answer). Its rest days are where the paywall calendar's practice pattern puts
# them for K = 5, plan days 3, 6, 10 and 13: the rule is PaywallScreen.practicePositions, a spec
# decision (README, Spec gaps), and PaywallScreenTests checks that the two agree.
PLAN_DAYS = [
    ("Lead with your point", "先说结论", "lead"),
    ("Point first, then one reason", "观点在前，理由一条", "lead"),
    ("Rest day", "休息日", "rest"),
    ("Cut the warm-up sentence", "删掉开场白", "cut"),
    ("One idea per sentence", "一句话只讲一件事", "plain"),
    ("Rest day", "休息日", "rest"),
    ("Signpost: first, then, finally", "过渡语：首先、然后、最后", "sign"),
    ("Number your points", "给要点编号", "num"),
    ("Keep the numbers when you cut", "精简时保留数字", "keep"),
    ("Rest day", "休息日", "rest"),
    ("Say it in half the time", "用一半的时间讲完", "cut"),
    ("Review: lead with your point", "复习：先说结论", "lead"),
    ("Rest day", "休息日", "rest"),
    ("Check-in: your day-14 session", "第 14 天：阶段检验", "check"),
]


def plan_days(ctx):
    return [{"day": i + 1, "date": day(i), "title": ctx.t(en, zh), "status": "today" if i == 0 else "upcoming"}
            for i, (en, zh, _) in enumerate(PLAN_DAYS)]


def plan(ctx):
    return {
        "id": "pln_3Wc8", "start_date": day(0),
        "target_micro_skill": {"id": "lead_with_point", "title": micro_title(ctx, "lead_with_point")},
        "baseline_overall": 62, "days": plan_days(ctx),
    }


BUCKETS = [(0, 49), (50, 64), (65, 79), (80, 100)]
# (weekly_days, bucket) → (day14_avg_overall, sample_n, weakest_dim_avg_delta)
BENCH = {
    (3, 0): (None, 12, None), (5, 0): (None, 19, None), (7, 0): (None, 8, None),
    (3, 1): (66, 41, 5), (5, 1): (70, 58, 8), (7, 1): (72, 23, 9),
    (3, 2): (74, 35, 3), (5, 2): (77, 49, 5), (7, 2): (79, 31, 6),
    (3, 3): (84, 30, 2), (5, 3): (86, 44, 3), (7, 3): (87, 14, 3),
}

PILOT_LEARNERS = sum(n for _, n, _ in BENCH.values())


def paywall(ctx, expired=False):
    return {
        "diagnostic": {"overall": 62, "band": "good", "band_label": ctx.t(*BAND_LABELS["good"]),
                       "weakest_label": ctx.t("Structure", "结构"), "one_action_title": micro_title(ctx, "lead_with_point")},
        "baseline": {"overall": 72, "source": "ability"} if expired else {"overall": 62, "source": "diagnostic"},
        "default_weekly_days": 5,
        "benchmarks": [
            {"weekly_days": k, "baseline_bucket": {"min": BUCKETS[b][0], "max": BUCKETS[b][1]},
             "day14_avg_overall": BENCH[(k, b)][0], "sample_n": BENCH[(k, b)][1],
             "weakest_dim_avg_delta": BENCH[(k, b)][2]}
            for b in range(len(BUCKETS)) for k in (3, 5, 7)
        ],
        "benchmark_source": "cohort" if expired else "pilot_benchmark",
        "benchmark_label": None if expired else ctx.t(f"Pilot data · {PILOT_LEARNERS} learners", f"试点数据 · {PILOT_LEARNERS} 名学员"),
        "plan_preview": None if expired else {"days": plan_days(ctx)},
        "products": [
            {"id": "coach.pro.yearly", "kind": "yearly", "trial_days": 7, "is_default": True,
             "badge": ctx.t("Best value", "最划算")},
            {"id": "coach.pro.monthly", "kind": "monthly", "trial_days": None, "is_default": False, "badge": None},
        ],
        "legal": legal(),
    }


STOREFRONTS = {  # the App Store storefront of the learner's Apple ID → (yearly, monthly, currency)
    "US": (("$59.99", "59.99"), ("$9.99", "9.99"), "USD"),
    "CN": (("¥388.00", "388.00"), ("¥68.00", "68.00"), "CNY"),
}


def storekit(eligible=True, storefront="US"):
    """StoreKit 2 products as the storefront formats them; the UI locale plays no part."""
    yearly, monthly, currency = STOREFRONTS[storefront]
    return [
        {"id": "coach.pro.yearly", "displayPrice": yearly[0], "price": yearly[1], "currencyCode": currency,
         "subscriptionPeriod": {"unit": "year", "value": 1},
         "introductoryOffer": {"paymentMode": "freeTrial", "period": {"unit": "week", "value": 1}},
         "isEligibleForIntroOffer": eligible},
        {"id": "coach.pro.monthly", "displayPrice": monthly[0], "price": monthly[1], "currencyCode": currency,
         "subscriptionPeriod": {"unit": "month", "value": 1}, "introductoryOffer": None,
         "isEligibleForIntroOffer": eligible},
    ]


def topics(ctx):
    return {"topics": [topic(ctx, x, count=True) for x in TOPICS]}


def articles(ctx, where=lambda r: True, cursor="c_2f9a41"):
    rows = [summary_row(ctx, r) for r in LIBRARY if where(r)]
    return {"items": rows, "next_cursor": cursor if rows else None}


REC_FILE = "file:///var/mobile/Containers/Data/Application/3C1D/Library/Recordings/ses_9Qm4Tz-r1.m4a"


def recorder(state="idle", effective=0, level_db=None, file=None, permission="granted"):
    return {"state": state, "effectiveMs": effective, "levelDb": level_db, "fileURL": file, "permission": permission}


def onboarding_local(ctx, step):
    """The answers held on the device after `step` (partially filled)."""
    order = ["practice_language", "goal", "scenario", "self_level", "weekly_days"]
    full = answers()
    keep = order[: order.index(step) + 1] if step else []
    d = {k: full[k] for k in keep}
    if "scenario" in keep:
        d["preferred_topics"] = full["preferred_topics"]
    if "weekly_days" in keep:
        d["reminder_time"] = full["reminder_time"]
    return local(ctx, notifications=False, cache=("config",), onboarding=d)


def library_local(ctx, language=None, topic_id=None, status="all"):
    return local(ctx, cache=("home", "me", "config", "topics", "articles"),
                 library={"filter": {"language": language, "topic": topic_id, "status": status}})


def paywall_local(ctx, phase, days=5, product="coach.pro.yearly"):
    return local(ctx, notifications=False, cache=("me", "config", "paywall"),
                 paywall={"selectedWeeklyDays": days, "selectedProductID": product, "phase": phase})


def upload(state, progress_value, pending=0, submitted=None):
    return {"state": state, "progress": progress_value, "pendingCount": pending,
            "submittedAt": device_time(submitted) if submitted is not None else None}


def offline_settled(ctx):
    """Offline after a session: the settlement was fetched 25 minutes ago, the session 50."""
    d = local(ctx, network=False, cache=("settlement", "me"), cache_age=timedelta(minutes=25))
    d["cache"]["session"] = {"fetchedAt": device_time(-timedelta(minutes=50), NEW_YORK)}
    return d


def daily_processing_session(ctx):
    return daily_session(ctx, "round1_processing", [attempt_summary(R1_ATTEMPT, 1, "processing", 138000, 1)])


def feedback_session(ctx, stage):
    return daily_session(ctx, stage, [attempt_summary(R1_ATTEMPT, 1, "assessed", 138000, 3)], round1=daily_assessment(ctx))


ONBOARDING_INPUTS = dict(config="config.json", me="me.new.json")
DIAG_RECORD_INPUTS = dict(session="session.diagnostic-round1.json", config="config.json", me="me.onboarded.json")
DIAG_PROCESSING_INPUTS = dict(me="me.onboarded.json")
PAYWALL_INPUTS = dict(paywall="paywall.json", me="me.onboarded.json", config="config.json")
LIBRARY_INPUTS = dict(topics="topics.json", config="config.json", me="me.json")
HOME_INPUTS = dict(me="me.json", config="config.json")
ROUND1_INPUTS = dict(session="session.round1.json", config="config.json")
PROCESSING_INPUTS = dict(config="config.json")
FEEDBACK_INPUTS = dict(exemplar="exemplar.json")
COMPLETE_INPUTS = dict(me="me.json")
PROFILE_INPUTS = dict(me="me.json", config="config.json", weekly_quests="weekly_quests.json")


FILES = {
    **shared.BUILDERS,
    "local.no-cache.json": lambda ctx: local(ctx, cache=()),
    "local.offline.json": lambda ctx: local(ctx, network=False, cache_age=timedelta(minutes=93), home={"selectedTopic": "tech"}),
    "local.onboarding-welcome.json": lambda ctx: local(ctx, notifications=False, cache=("config",), onboarding={}),
    "local.onboarding-language.json": lambda ctx: onboarding_local(ctx, "practice_language"),
    "local.onboarding-goal.json": lambda ctx: onboarding_local(ctx, "goal"),
    "local.onboarding-scenario.json": lambda ctx: onboarding_local(ctx, "scenario"),
    "local.onboarding-self-level.json": lambda ctx: onboarding_local(ctx, "self_level"),
    "local.onboarding-commitment.json": lambda ctx: onboarding_local(ctx, "weekly_days"),
    "local.reading.json": lambda ctx: local(ctx, reader={"openedAt": device_time(ago(seconds=48))}),
    "local.mic-undetermined.json": lambda ctx: local(ctx, recorder=recorder(permission="undetermined")),
    "local.record-idle.json": lambda ctx: local(ctx, recorder=recorder()),
    "local.recording.json": lambda ctx: local(ctx, recorder=recorder("recording", 47200, -18.5, REC_FILE)),
    "local.recording-round2.json": lambda ctx: local(ctx,
        recorder=recorder("recording", 61200, -21.0, REC_FILE.replace("-r1", "-r2"))),
    "local.mic-denied.json": lambda ctx: local(ctx, recorder=recorder(permission="denied")),
    "local.interrupted.json": lambda ctx: local(ctx,
        recorder=recorder("paused", 52300, None, REC_FILE),
        interruption={"reason": "phoneCall", "at": device_time(ago(seconds=35))}),
    "local.uploaded.json": lambda ctx: local(ctx, recorder=recorder("stopped", 138000, None, REC_FILE),
                                         uploadQueue=upload("submitted", 1.0, 0, ago(seconds=20))),
    "local.upload-offline.json": lambda ctx: local(ctx, network=False, recorder=recorder("stopped", 138000, None, REC_FILE),
                                               uploadQueue=upload("waitingForNetwork", 0.42, 1)),
    "local.long-wait.json": lambda ctx: local(ctx, recorder=recorder("stopped", 138000, None, REC_FILE),
                                          uploadQueue=upload("submitted", 1.0, 0, ago(seconds=150))),
    "local.feedback.json": lambda ctx: local(ctx, player={"positionMs": 44800, "evidenceID": "ev_2"}),
    "local.library.json": lambda ctx: library_local(ctx),
    "local.library-en.json": lambda ctx: library_local(ctx, language="en"),
    "local.library-filtered.json": lambda ctx: library_local(ctx, topic_id="business"),
    # No Japanese article yet; Mia has completed sessions, so "nothing completed" would not be true.
    "local.library-filter-empty.json": lambda ctx: library_local(ctx, language="ja"),
    "local.paywall-loading.json": lambda ctx: paywall_local(ctx, "loading_products", days=None, product=None),
    "local.paywall-ready.json": lambda ctx: paywall_local(ctx, "ready"),
    "local.paywall-failed.json": lambda ctx: paywall_local(ctx, "failed"),
    "local.paywall-restored.json": lambda ctx: paywall_local(ctx, "restored"),
    "local.paywall-expired.json": lambda ctx: paywall_local(ctx, "ready", days=5, product="coach.pro.yearly"),
    "local.notifications-off.json": lambda ctx: local(ctx, notifications=False),
    "local.shanghai.json": lambda ctx: local(ctx, zone=SHANGHAI, home={"selectedTopic": "tech"}),
    # General fallbacks: a request in flight (skeletons), and offline with or without a cache.
    "local.loading-home.json": lambda ctx: local(ctx, cache=("me", "config"), fetch={"home": "loading", "me": "loaded"}),
    "local.loading-plan.json": lambda ctx: local(ctx, fetch={"plan": "loading"}),
    "local.offline-no-cache.json": lambda ctx: local(ctx, network=False, cache=()),
    "local.offline-settled.json": lambda ctx: offline_settled(ctx),
    "local.offline-feedback.json": lambda ctx: local(ctx, network=False, cache=("attempt", "exemplar"),
                                                 cache_age=timedelta(minutes=7)),
    "me.new.json": me_new,
    "me.onboarded.json": me_onboarded,
    "me.first-time.json": me_first_time,
    "me.expired.json": me_expired,
    "me.language.json": me_language,
    "me.onboarded-zh.json": lambda ctx: me_onboarded(ctx, language="zh-Hans"),
    "me.shanghai.json": me_shanghai,
    "home.json": home_base,
    "home.completed.json": home_completed,
    "home.no-quest.json": home_no_quest,
    "home.first-time.json": home_first_time,
    "home.resume.json": home_resume,
    "home.night-shanghai.json": home_night_shanghai,
    "session.diagnostic.json": lambda ctx: diag_session(ctx, "reading"),
    "session.diagnostic-round1.json": lambda ctx: diag_session(ctx, "round1"),
    "session.diagnostic-zh.json": lambda ctx: diag_session(ctx, "reading", language="zh-Hans"),
    "session.diagnostic-zh-completed.json": lambda ctx: diag_session(ctx,
        "completed", [attempt_summary(DIAG_ATTEMPT, 1, "assessed", 74300, 4)], language="zh-Hans"),
    "session.diagnostic-completed.json": lambda ctx: diag_session(ctx,
        "completed", [attempt_summary(DIAG_ATTEMPT, 1, "assessed", 74300, 4)]),
    "session.json": lambda ctx: daily_session(ctx, "reading"),
    "session.round1.json": lambda ctx: daily_session(ctx, "round1"),
    "session.round1-processing.json": daily_processing_session,
    "session.round1-uploading.json": lambda ctx: daily_session(ctx,
        "round1", [attempt_summary(R1_ATTEMPT, 1, "created", 138000, 1)]),
    "session.round1-unreliable.json": lambda ctx: daily_session(ctx,
        "round1", [attempt_summary(R1_ATTEMPT, 1, "unreliable", 138000, 1)]),
    "session.feedback.json": lambda ctx: feedback_session(ctx, "feedback"),
    "session.completed.json": lambda ctx: daily_session(ctx, "completed", [
        attempt_summary(R1_ATTEMPT, 1, "assessed", 138000, 38),
        attempt_summary("att_r2_7Jm4", 2, "assessed", 97000, 24)], round1=daily_assessment(ctx)),
    "session.round2.json": lambda ctx: feedback_session(ctx, "round2"),
    "attempt.diagnostic-processing.json": lambda ctx: attempt_diag_processing(),
    "attempt.diagnostic-unreliable.json": attempt_diag_unreliable,
    "attempt.diagnostic-failed.json": attempt_diag_failed,
    "attempt.diagnostic-assessed.json": attempt_diag_assessed,
    "attempt.diagnostic-unreliable-zh.json": lambda ctx: attempt_diag_unreliable(ctx, "zh-Hans"),
    "attempt.diagnostic-assessed-zh.json": lambda ctx: attempt_diag_assessed(ctx, "zh-Hans"),
    "attempt.created.json": lambda ctx: attempt_r1("created", submitted_seconds_ago=60),
    "attempt.transcribing.json": lambda ctx: attempt_r1("processing", progress=progress("transcribe", 2, 12000)),
    "attempt.slow.json": lambda ctx: attempt_r1("processing", progress=progress("assess", 3, None),
                                            transcript=transcript(ctx, 291, "words"), floor=floor_for(ctx, "en"),
                                            submitted_seconds_ago=150),
    "attempt.failed.json": lambda ctx: attempt_r1("failed", progress=progress("assess", 3, None),
                                              transcript=transcript(ctx, 291, "words"), floor=floor_for(ctx, "en"),
                                              error=failure(ctx, "assess")),
    "attempt.unreliable.json": lambda ctx: attempt_r1("unreliable", transcript=transcript(ctx, 17, "words"),
                                                  floor=floor_for(ctx, "en"), reason="too_short"),
    "attempt.language-mismatch.json": lambda ctx: attempt_r1(
        "unreliable", transcript=transcript(ctx, 348, "chars"), floor=floor_for(ctx, "en"),
        reason="language_mismatch", detected="zh-Hans"),
    "attempt.assessed.json": attempt_assessed,
    "attempt.low-confidence.json": lambda ctx: attempt_assessed(ctx, low_confidence=True),
    "exemplar.json": lambda ctx: exemplar(ctx, "ready"),
    "exemplar.pending.json": lambda ctx: exemplar(ctx, "pending"),
    "exemplar.failed.json": lambda ctx: exemplar(ctx, "failed"),
    "exemplar.unavailable.json": lambda ctx: exemplar(ctx, "unavailable"),
    "settlement.json": settlement_improved,
    "settlement.same.json": settlement_same,
    "settlement.shorter-lost.json": settlement_shorter_lost,
    "settlement.level-up.json": settlement_level_up,
    "settlement.replayed.json": lambda ctx: settlement_improved(ctx, replayed=True),
    "settlement.repeat-cap.json": settlement_repeat_cap,
    "articles.json": lambda ctx: articles(ctx),
    "articles.en.json": lambda ctx: articles(ctx, lambda r: r[1] == "en", cursor="c_en_77b0"),
    "articles.filtered.json": lambda ctx: articles(ctx, lambda r: r[3] == "business", cursor=None),
    "articles.empty.json": lambda ctx: articles(ctx, lambda r: False),
    "topics.json": topics,
    "growth.json": growth_ready,
    "growth.partial.json": growth_partial,
    "growth.empty.json": growth_empty,
    "weekly_quests.json": weekly_quests,
    "plan.json": plan,
    "paywall.json": paywall,
    "paywall.expired.json": lambda ctx: paywall(ctx, expired=True),
    "config.force-update.json": lambda ctx: config(min_version="1.5.0"),
    "error.not-found.json": lambda ctx: error(ctx, "not_found", "This article is no longer available.",
                                          "这篇文章已经无法打开。", "b21e-04d7"),
    "error.plan-not-ready.json": lambda ctx: error(ctx, "plan_not_ready", "Your plan is still being prepared.",
                                               "你的练习计划还在生成中。", "c9d0-5e1a"),
    "error.entitlement.json": lambda ctx: error(ctx, "entitlement_required", "Your subscription has ended.",
                                            "你的订阅已到期。", "e4b7-2f60"),
    "storekit.json": lambda ctx: storekit(),
    "storekit.expired.json": lambda ctx: storekit(eligible=False),
    "storekit.cn.json": lambda ctx: storekit(storefront="CN"),
}


STATES = [
    screen_state("onboarding/welcome", "Onboarding", "First launch: welcome with legal links; nothing answered yet.",
      **ONBOARDING_INPUTS, local="local.onboarding-welcome.json"),
    screen_state("onboarding/language--selected", "Onboarding",
      "Practice language English picked; the device's language is listed first (pre-selected on an en device).",
      **ONBOARDING_INPUTS, local="local.onboarding-language.json"),
    screen_state("onboarding/goal", "Onboarding", "Goal step; career chosen.", **ONBOARDING_INPUTS, local="local.onboarding-goal.json"),
    screen_state("onboarding/scenario", "Onboarding", "Scenario step with topic chips from GET /v1/topics.",
      **ONBOARDING_INPUTS, topics="topics.json", local="local.onboarding-scenario.json"),
    screen_state("onboarding/self-level", "Onboarding", "Self-level step; intermediate chosen.",
      **ONBOARDING_INPUTS, local="local.onboarding-self-level.json"),
    screen_state("onboarding/commitment", "Onboarding", "5 days a week and a reminder time on the wheel.",
      **ONBOARDING_INPUTS, local="local.onboarding-commitment.json"),
    screen_state("onboarding/notification-priming", "Onboarding",
      "Notification preview with the diagnostic article title; all answers held, notifications not yet asked.",
      **ONBOARDING_INPUTS, session="session.diagnostic.json", local="local.onboarding-commitment.json"),
    screen_state("diagnostic/diag-intro", "Diagnostic", "Intro with the practice-language tag, after POST /v1/onboarding.",
      session="session.diagnostic.json", config="config.json", me="me.onboarded.json", local="local.json"),
    screen_state("diagnostic/diag-read--normal", "Diagnostic", "The diagnostic article, in the practice language.",
      session="session.diagnostic.json", me="me.onboarded.json", local="local.reading.json"),
    screen_state("diagnostic/mic-purpose--sheet", "Diagnostic", "First mic tap: why we need the microphone; permission undetermined.",
      **DIAG_RECORD_INPUTS, local="local.mic-undetermined.json"),
    screen_state("diagnostic/diag-record--idle", "Diagnostic", "Ready to record; 01:30 limit from config.",
      **DIAG_RECORD_INPUTS, local="local.record-idle.json"),
    screen_state("diagnostic/diag-record--recording", "Diagnostic", "Recording at 00:47 with a live level.",
      **DIAG_RECORD_INPUTS, local="local.recording.json"),
    screen_state("diagnostic/diag-record--permission-denied", "Diagnostic", "Microphone denied: Settings deep link.",
      **DIAG_RECORD_INPUTS, local="local.mic-denied.json"),
    screen_state("diagnostic/diag-processing--processing", "Diagnostic", "Transcribing (stage 2 of 3) with an ETA.",
      **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-processing.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-processing--unreliable", "Diagnostic",
      "Too short to assess: transcript length against the language's validity floor.",
      **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-unreliable.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-processing--failed", "Diagnostic", "Transcription failed, retryable, with a request id.",
      **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-failed.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-result--reveal", "Diagnostic",
      "Score reveal: 62, good; fluency has insufficient evidence.",
      session="session.diagnostic-completed.json", attempt="attempt.diagnostic-assessed.json",
      me="me.onboarded.json", local="local.json"),
    screen_state("diagnostic/diag-read--zh-article", "Diagnostic",
      "Coverage: a learner who picked 简体中文 reads a Chinese diagnostic article, under either UI language.",
      coverage=True, session="session.diagnostic-zh.json", me="me.onboarded-zh.json", local="local.reading.json"),
    screen_state("diagnostic/diag-processing--unreliable-zh-article", "Diagnostic",
      "Coverage: too short in Chinese: 23 characters against the 40-character floor.",
      coverage=True, me="me.onboarded-zh.json", attempt="attempt.diagnostic-unreliable-zh.json",
      local="local.uploaded.json"),
    screen_state("diagnostic/diag-result--zh-article", "Diagnostic",
      "Coverage: score reveal of a Chinese diagnostic: notes, quotes and advice in Chinese under either UI language.",
      coverage=True, session="session.diagnostic-zh-completed.json", attempt="attempt.diagnostic-assessed-zh.json",
      me="me.onboarded-zh.json", local="local.json"),
    screen_state("plan/plan--default", "Plan", "The 14-day plan: focus, baseline, weakest dimension, day rows.",
      plan="plan.json", attempt="attempt.diagnostic-assessed.json", session="session.diagnostic-completed.json",
      me="me.onboarded.json", local="local.json"),
    screen_state("plan/plan--not-ready", "Plan", "GET /v1/plan returned 404 plan_not_ready: spinner and retry.",
      error="error.plan-not-ready.json", me="me.onboarded.json", local="local.json"),
    screen_state("paywall/paywall--default", "Paywall", "Hard paywall: projection for 5 days a week, yearly selected.",
      **PAYWALL_INPUTS, storekit="storekit.json", local="local.paywall-ready.json"),
    screen_state("paywall/paywall--loading-products", "Paywall", "StoreKit has not answered: skeleton cards, CTA disabled.",
      **PAYWALL_INPUTS, local="local.paywall-loading.json"),
    screen_state("paywall/paywall--purchase-failed", "Paywall", "Purchase cancelled or failed; not charged.",
      **PAYWALL_INPUTS, storekit="storekit.json", local="local.paywall-failed.json"),
    screen_state("paywall/paywall--restored", "Paywall", "Restore found an active subscription.",
      paywall="paywall.json", me="me.json", config="config.json", storekit="storekit.json",
      local="local.paywall-restored.json"),
    screen_state("paywall/paywall--expired-return", "Paywall",
      "Subscription expired: projection from current ability (cohort data), no intro offer, no plan calendar.",
      paywall="paywall.expired.json", me="me.expired.json", config="config.json", storekit="storekit.expired.json",
      error="error.entitlement.json", local="local.paywall-expired.json"),
    screen_state("paywall/paywall--storefront-cn", "Paywall",
      "Coverage: an Apple ID on the China storefront: StoreKit prices in CNY (¥388.00/year), under either UI language.",
      coverage=True, **PAYWALL_INPUTS, storekit="storekit.cn.json", local="local.paywall-ready.json"),
    screen_state("home/home--normal", "Home", "Friday morning in New York: today’s quest not started; a streak freeze was used yesterday.",
      home="home.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--completed", "Home", "Quest done: 68 → 79, 41 s shorter, +55 XP.",
      home="home.completed.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--no-quest", "Home", "No eligible article today: today_quest is null; one topic has no quick pick.",
      home="home.no-quest.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--first-time", "Home", "Just subscribed: plan day 1, streak 0, focus from the diagnostic.",
      home="home.first-time.json", me="me.first-time.json", config="config.json", local="local.json"),
    screen_state("home/home--error", "Home", "GET /v1/home failed with nothing cached.",
      error="error.json", **HOME_INPUTS, local="local.no-cache.json"),
    screen_state("home/home--offline", "Home", "Offline: the cached Home with the time it was fetched.",
      home="home.json", **HOME_INPUTS, local="local.offline.json"),
    screen_state("home/home--night-shanghai", "Home",
      "Coverage: 22:15 in Shanghai: good evening; today’s session not done, streak at risk, no freezes left; "
      "today’s quest is a Chinese article.",
      now="2026-11-27T22:15:00+08:00", zone=SHANGHAI, coverage=True,
      home="home.night-shanghai.json", me="me.shanghai.json", config="config.json", local="local.shanghai.json"),
    screen_state("library/library--list", "Library", "All articles: new, in progress, best score, and a locked row with its hint.",
      articles="articles.json", **LIBRARY_INPUTS, local="local.library.json"),
    screen_state("library/library--language-en", "Library", "Filtered to English articles.",
      articles="articles.en.json", **LIBRARY_INPUTS, local="local.library-en.json"),
    screen_state("library/library--filtered", "Library", "Filtered to the Business topic.",
      articles="articles.filtered.json", **LIBRARY_INPUTS, local="local.library-filtered.json"),
    screen_state("library/library--filter-empty", "Library", "Filtered to a practice language with no articles yet (日本語).",
      articles="articles.empty.json", **LIBRARY_INPUTS, local="local.library-filter-empty.json"),
    screen_state("library/library--error", "Library", "GET /v1/articles failed.",
      error="error.json", **LIBRARY_INPUTS, local="local.library.json"),
    screen_state("read/read--normal", "Read", "Today’s article (English) with topic, length, read time and source.",
      session="session.json", local="local.reading.json"),
    screen_state("read/read--load-error", "Read", "The session’s article could not be loaded (404).",
      error="error.not-found.json", local="local.json"),
    screen_state("record/record--idle", "Record (round 1, round 2)", "Round 1 ready, focus chip from the last session.",
      **ROUND1_INPUTS, local="local.record-idle.json"),
    screen_state("record/record--recording", "Record (round 1, round 2)", "Round 1 recording at 00:47.",
      **ROUND1_INPUTS, local="local.recording.json"),
    screen_state("record/record--permission-denied", "Record (round 1, round 2)", "Microphone denied; no attempt created.",
      **ROUND1_INPUTS, local="local.mic-denied.json"),
    screen_state("record/record--interrupted", "Record (round 1, round 2)", "A phone call stopped the recorder; partial file kept.",
      **ROUND1_INPUTS, local="local.interrupted.json"),
    screen_state("compress/compress--idle", "Record (round 1, round 2)",
      "Round 2 ready: the advice card and round 1’s duration (02:18).",
      session="session.round2.json", config="config.json", local="local.record-idle.json"),
    screen_state("compress/compress--recording", "Record (round 1, round 2)", "Round 2 recording at 01:01.",
      session="session.round2.json", config="config.json", local="local.recording-round2.json"),
    screen_state("processing/processing--transcribing", "Processing", "Uploaded; transcribing with an ETA.",
      **PROCESSING_INPUTS, session="session.round1-processing.json", attempt="attempt.transcribing.json",
      local="local.uploaded.json"),
    screen_state("processing/processing--offline", "Processing", "Connection lost during the upload: the file is queued.",
      **PROCESSING_INPUTS, session="session.round1-uploading.json", attempt="attempt.created.json",
      local="local.upload-offline.json"),
    screen_state("processing/processing--failed", "Processing", "Assessment failed, retryable, with a request id.",
      **PROCESSING_INPUTS, attempt="attempt.failed.json", local="local.uploaded.json"),
    screen_state("processing/processing--unreliable", "Processing", "Too short: 17 words, at least 30 needed.",
      **PROCESSING_INPUTS, attempt="attempt.unreliable.json", local="local.uploaded.json"),
    screen_state("processing/processing--long-wait", "Processing", "Still assessing after poll_timeout_ms (submitted 150 s ago).",
      **PROCESSING_INPUTS, attempt="attempt.slow.json", local="local.long-wait.json"),
    screen_state("processing/processing--language-mismatch", "Processing",
      "The recording is in Chinese, the session in English (detected_language).",
      **PROCESSING_INPUTS, session="session.round1-unreliable.json", attempt="attempt.language-mismatch.json",
      local="local.uploaded.json"),
    screen_state("feedback/feedback--full", "Feedback", "Round 1 feedback: previous advice achieved, exemplar ready.",
      **FEEDBACK_INPUTS, session="session.feedback.json", attempt="attempt.assessed.json", local="local.feedback.json"),
    screen_state("feedback/feedback--low-confidence", "Feedback",
      "Low confidence with a note; fluency has insufficient evidence; previous advice not yet achieved.",
      **FEEDBACK_INPUTS, attempt="attempt.low-confidence.json", local="local.json"),
    screen_state("feedback/feedback--exemplar-pending", "Feedback", "The exemplar is still being generated.",
      session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.pending.json",
      local="local.json"),
    screen_state("feedback/feedback--exemplar-failed", "Feedback", "The exemplar failed: text and retry.",
      session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.failed.json",
      local="local.json"),
    screen_state("feedback/feedback--exemplar-unavailable", "Feedback", "No exemplar for this article: the section is hidden.",
      session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.unavailable.json",
      local="local.json"),
    screen_state("complete/complete--improved", "Complete", "Improved 68 → 79 and 41 s shorter; +55 XP.",
      settlement="settlement.json", session="session.completed.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--same", "Complete", "About the same; no improve XP; ability baseline 2 of 3.",
      settlement="settlement.same.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--shorter-lost", "Complete",
      "Shorter but two key points lost, listed in the article's language (the session's).",
      settlement="settlement.shorter-lost.json", session="session.completed.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--level-up", "Complete",
      "Level 6 → 7, a weekly quest line, an unknown XP type (streak_bonus) and two achievements.",
      settlement="settlement.level-up.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--replayed", "Complete", "The settlement seen again after a relaunch: replayed, no animations.",
      now="2026-11-27T09:40:00-05:00", settlement="settlement.replayed.json", session="session.completed.json",
      **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--repeat-cap", "Complete",
      "Free practice of an article done within 7 days (XP halved) that also hit the daily cap; no server headline.",
      settlement="settlement.repeat-cap.json", me="me.json", local="local.json"),
    screen_state("growth/growth--ready", "Growth", "Eight weeks with a gap week and a partial current week.",
      growth="growth.json", me="me.json", local="local.json"),
    screen_state("growth/growth--partial", "Growth", "First week: one session, no point yet, unlock hook; ability null.",
      growth="growth.partial.json", me="me.first-time.json", local="local.json"),
    screen_state("growth/growth--empty", "Growth", "After deleting training data: empty state.",
      growth="growth.empty.json", me="me.json", local="local.json"),
    screen_state("profile/settings--default", "Profile & settings", "Profile and settings with weekly quests and subscription row.",
      **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/settings--language", "Profile & settings",
      "App language chosen in Settings (ui_locale is the UI language) and two practice languages.",
      me="me.language.json", config="config.json", weekly_quests="weekly_quests.json", local="local.json"),
    screen_state("profile/settings--delete-data-confirm", "Profile & settings",
      "Delete all training data? Counts from me.stats.completed_sessions.", **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/settings--delete-account-confirm", "Profile & settings", "Delete the account?",
      **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/profile--expired", "Profile & settings",
      "Subscription expired; notifications are off in system settings; signed in with Apple (no SIWA card).",
      me="me.expired.json", config="config.json", weekly_quests="weekly_quests.json",
      local="local.notifications-off.json"),
    screen_state("global/resume-session--sheet", "Global", "Relaunch with a session left in round 2.",
      home="home.resume.json", me="me.json", config="config.json", local="local.json"),
    screen_state("global/leave-recording--alert", "Global", "Leaving while recording (00:47 recorded).",
      **ROUND1_INPUTS, local="local.recording.json"),
    screen_state("global/offline--toast", "Global", "Connectivity lost on Home.",
      home="home.json", me="me.json", local="local.offline.json"),
    screen_state("global/generic-error", "Global", "Any failed request: code, message and request id.",
      error="error.json", local="local.json"),
    screen_state("global/force-update", "Global", "App 1.4.2 is below min_app_version 1.5.0.",
      config="config.force-update.json", local="local.json"),
    # General fallbacks: appended after the named states, so that the seeded mutation tests
    # still pick the same fields of every state before them.
    screen_state("plan/plan--loading", "Plan", "Coverage: GET /v1/plan in flight: skeletons where the plan goes.",
      coverage=True, attempt="attempt.diagnostic-assessed.json", session="session.diagnostic-completed.json",
      me="me.onboarded.json", local="local.loading-plan.json"),
    screen_state("home/home--loading", "Home",
      "Coverage: GET /v1/home in flight with nothing cached: skeletons where Home's data goes.",
      coverage=True, **HOME_INPUTS, local="local.loading-home.json"),
    screen_state("home/home--offline-no-cache", "Home",
      "Coverage: offline with nothing cached or loaded: the banner says that nothing is saved yet.",
      coverage=True, **HOME_INPUTS, local="local.offline-no-cache.json"),
    screen_state("feedback/feedback--offline", "Feedback",
      "Coverage: offline on the feedback, the exemplar still pending: cached values and the offline banner with the cache time.",
      coverage=True, exemplar="exemplar.pending.json", session="session.feedback.json",
      attempt="attempt.assessed.json", local="local.offline-feedback.json"),
    screen_state("complete/complete--offline", "Complete",
      "Coverage: the settlement seen again offline: cached values and the offline banner with the oldest cache time.",
      coverage=True, now="2026-11-27T09:40:00-05:00", settlement="settlement.replayed.json",
      session="session.completed.json", **COMPLETE_INPUTS, local="local.offline-settled.json"),
]


ROOT = Path(__file__).resolve().parent.parent / "Resources" / "examples"


def main():
    parser = argparse.ArgumentParser(description="Writes the example inputs and index.json.")
    parser.add_argument("--out", type=Path, default=ROOT, help="the folder to write (default Resources/examples)")
    out = parser.parse_args().out
    try:
        print(writer.write(out, FILES, STATES))
    except ValueError as problem:
        sys.exit(f"make_examples.py: {problem}")


if __name__ == "__main__":
    main()

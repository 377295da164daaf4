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
from examples.sections import onboarding, diagnostic, plan, paywall, home, library, read
from examples.shared import (
    BAND_LABELS,
    DAILY,
    DIAG_ZH,
    DIM_LABELS,
    MICRO,
    NEW_YORK,
    R1_ATTEMPT,
    TODAY_SESSION,
    achievement,
    ago,
    attempt_r1,
    attempt_summary,
    config,
    daily_session,
    day,
    device_time,
    dim,
    failure,
    floor_for,
    focus,
    level,
    local,
    me_established,
    micro_title,
    progress,
    screen_state,
    session_summary,
    transcript,
    utc,
    weekly_quests,
)
from examples.sections.home import home_base, steps


def me_language(ctx):
    """Mia after choosing the app language in Settings: ui_locale is the UI locale itself."""
    m = me_established(ctx)
    m["settings"]["ui_locale"] = ctx.locale
    return m


def home_resume(ctx):
    h = home_base(ctx)
    h["today_quest"].update({"status": "in_progress", "session_id": TODAY_SESSION, "stage": "round2",
                             "steps": steps(ctx, ["done", "done", "current"])})
    h["today_quest"]["article"]["user_status"] = "in_progress"
    h["resume_session"] = session_summary(TODAY_SESSION, "round2", utc(ago(minutes=52)), r1=68)
    return h


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


REC_FILE = "file:///var/mobile/Containers/Data/Application/3C1D/Library/Recordings/ses_9Qm4Tz-r1.m4a"


def recorder(state="idle", effective=0, level_db=None, file=None, permission="granted"):
    return {"state": state, "effectiveMs": effective, "levelDb": level_db, "fileURL": file, "permission": permission}


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


ROUND1_INPUTS = dict(session="session.round1.json", config="config.json")
PROCESSING_INPUTS = dict(config="config.json")
FEEDBACK_INPUTS = dict(exemplar="exemplar.json")
COMPLETE_INPUTS = dict(me="me.json")
PROFILE_INPUTS = dict(me="me.json", config="config.json", weekly_quests="weekly_quests.json")


FILES = {
    **shared.BUILDERS,
    **onboarding.BUILDERS,
    **diagnostic.BUILDERS,
    **plan.BUILDERS,
    **paywall.BUILDERS,
    **home.BUILDERS,
    **library.BUILDERS,
    **read.BUILDERS,
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
    "local.notifications-off.json": lambda ctx: local(ctx, notifications=False),
    "local.offline-settled.json": lambda ctx: offline_settled(ctx),
    "local.offline-feedback.json": lambda ctx: local(ctx, network=False, cache=("attempt", "exemplar"),
                                                 cache_age=timedelta(minutes=7)),
    "me.language.json": me_language,
    "home.resume.json": home_resume,
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
    "growth.json": growth_ready,
    "growth.partial.json": growth_partial,
    "growth.empty.json": growth_empty,
    "weekly_quests.json": weekly_quests,
    "config.force-update.json": lambda ctx: config(min_version="1.5.0"),
}


STATES = [
    *onboarding.STATES,
    *diagnostic.STATES,
    *plan.STATES,
    *paywall.STATES,
    *home.STATES,
    *library.STATES,
    *read.STATES,
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
    *plan.APPENDED_STATES,
    *home.APPENDED_STATES,
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

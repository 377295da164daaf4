"""Complete: the settlement of a finished session (verdicts, XP, level, streak, quests)."""

from datetime import timedelta

from ..shared import (
    DAILY,
    NEW_YORK,
    R1_ATTEMPT,
    TODAY_SESSION,
    achievement,
    ago,
    attempt_summary,
    daily_session,
    device_time,
    focus,
    level,
    local,
    screen_state,
    utc,
    weekly_quests,
)
from .feedback import daily_assessment


SECTION = "Complete"  # index.json's section of these states


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
        ctx.t("Shorter, but you left out two key points", "更短了，但漏了两个要点"),
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


def offline_settled(ctx):
    """Offline after a session: the session was fetched 22 minutes ago, the settlement 20, both
    after it was settled (21 minutes ago), so the banner's time is not older than the results."""
    d = local(ctx, network=False, cache=("settlement", "me"), cache_age=timedelta(minutes=20))
    d["cache"]["session"] = {"fetchedAt": device_time(-timedelta(minutes=22), NEW_YORK)}
    return d


COMPLETE_INPUTS = dict(me="me.json")


BUILDERS = {
    "local.offline-settled.json": lambda ctx: offline_settled(ctx),
    "session.completed.json": lambda ctx: daily_session(ctx, "completed", [
        attempt_summary(R1_ATTEMPT, 1, "assessed", 138000, 38),
        attempt_summary("att_r2_7Jm4", 2, "assessed", 97000, 24)], round1=daily_assessment(ctx)),
    "settlement.json": settlement_improved,
    "settlement.same.json": settlement_same,
    "settlement.shorter-lost.json": settlement_shorter_lost,
    "settlement.level-up.json": settlement_level_up,
    "settlement.replayed.json": lambda ctx: settlement_improved(ctx, replayed=True),
    "settlement.repeat-cap.json": settlement_repeat_cap,
}


STATES = [
    screen_state("complete/complete--improved", SECTION, "Improved 68 → 79 and 41 s shorter; +55 XP.",
        settlement="settlement.json", session="session.completed.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--same", SECTION, "About the same; no improve XP; ability baseline 2 of 3.",
        settlement="settlement.same.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--shorter-lost", SECTION,
        "Shorter but two key points lost, listed in the article's language (the session's).",
        settlement="settlement.shorter-lost.json", session="session.completed.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--level-up", SECTION,
        "Level 6 → 7, a weekly quest line, an unknown XP type (streak_bonus) and two achievements.",
        settlement="settlement.level-up.json", **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--replayed", SECTION,
        "The settlement seen again after a relaunch: replayed, no animations.",
        now="2026-11-27T09:40:00-05:00", settlement="settlement.replayed.json", session="session.completed.json",
        **COMPLETE_INPUTS, local="local.json"),
    screen_state("complete/complete--repeat-cap", SECTION,
        "Free practice of an article done within 7 days (XP halved) that also hit the daily cap; no server headline.",
        settlement="settlement.repeat-cap.json", me="me.json", local="local.json"),
]


# Appended after every section's named states (see sections.states()).
APPENDED_STATES = [
    screen_state("complete/complete--offline", SECTION,
        "Coverage: the settlement seen again offline: cached values and the offline banner with the oldest cache time.",
        coverage=True, now="2026-11-27T09:40:00-05:00", settlement="settlement.replayed.json",
        session="session.completed.json", **COMPLETE_INPUTS, local="local.offline-settled.json"),
]

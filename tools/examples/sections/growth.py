"""Growth: the ability series, dimensions and micro-skills: ready, first week, empty."""

from ..shared import (
    DIAG_ZH,
    DIM_LABELS,
    MICRO,
    TODAY_SESSION,
    achievement,
    ago,
    day,
    micro_title,
    screen_state,
    session_summary,
    utc,
)


SECTION = "Growth"  # index.json's section of these states


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
        "micro_skills": micro_skills(ctx, [(6, 5, 0.83), (4, 2, 0.5), (2, 1, 0.5), (1, 0, 0.0), (3, 3, 1.0),
                                           (0, 0, None)]),
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
        "micro_skills": micro_skills(ctx, [(1, 0, 0.0)] + [(0, 0, None)] * 5),
        "achievements": [achievement(ctx, "first_session", 0),
                         achievement(ctx, "streak_7", None, {"current": 1, "target": 7})],
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


BUILDERS = {
    "growth.json": growth_ready,
    "growth.partial.json": growth_partial,
    "growth.empty.json": growth_empty,
}


STATES = [
    screen_state("growth/growth--ready", SECTION, "Eight weeks with a gap week and a partial current week.",
        growth="growth.json", me="me.json", local="local.json"),
    screen_state("growth/growth--partial", SECTION, "First week: one session, no point yet, unlock hook; ability null.",
        growth="growth.partial.json", me="me.first-time.json", local="local.json"),
    screen_state("growth/growth--empty", SECTION, "After deleting training data: empty state.",
        growth="growth.empty.json", me="me.json", local="local.json"),
]

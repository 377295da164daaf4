"""Home: today's quest in its stages, quick picks, topics; first time, offline, night in Shanghai."""

from datetime import timedelta

from ..shared import (
    LIN,
    MIA,
    SHANGHAI,
    TODAY_SESSION,
    ago,
    daily_summary,
    day,
    focus,
    level,
    local,
    me_established,
    me_first_time,
    new_name,
    row_by_id,
    screen_state,
    session_summary,
    settings,
    streak,
    topic,
    utc,
)


SECTION = "Home"  # index.json's section of these states


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
         "subtitle": ctx.t("Helps you cut the filler", "帮你去掉口头禅"),
         "article": row_by_id(ctx, "art_en_notifications")},
        {"topic_id": "health", "title": ctx.t("Something new", "换个新话题"),
         "subtitle": ctx.t("You haven’t tried Health yet", "你还没练过健康话题"),
         "article": row_by_id(ctx, "art_en_sleep_memory")},
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


HOME_INPUTS = dict(me="me.json", config="config.json")


BUILDERS = {
    "local.no-cache.json": lambda ctx: local(ctx, cache=()),
    "local.offline.json": lambda ctx: local(ctx, network=False, cache_age=timedelta(minutes=93),
                                            home={"selectedTopic": "tech"}),
    "local.shanghai.json": lambda ctx: local(ctx, zone=SHANGHAI, home={"selectedTopic": "tech"}),
    # General fallbacks: a request in flight (skeletons), and offline with or without a cache.
    "local.loading-home.json": lambda ctx: local(ctx, cache=("me", "config"),
                                                 fetch={"home": "loading", "me": "loaded"}),
    "local.offline-no-cache.json": lambda ctx: local(ctx, network=False, cache=()),
    "me.first-time.json": me_first_time,
    "me.shanghai.json": me_shanghai,
    "home.json": home_base,
    "home.completed.json": home_completed,
    "home.no-quest.json": home_no_quest,
    "home.first-time.json": home_first_time,
    "home.night-shanghai.json": home_night_shanghai,
}


STATES = [
    screen_state("home/home--normal", SECTION,
        "Friday morning in New York: today’s quest not started; a streak freeze was used yesterday.",
        home="home.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--completed", SECTION, "Quest done: 68 → 79, 41 s shorter, +55 XP.",
        home="home.completed.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--no-quest", SECTION,
        "No eligible article today: today_quest is null; one topic has no quick pick.",
        home="home.no-quest.json", **HOME_INPUTS, local="local.json"),
    screen_state("home/home--first-time", SECTION, "Just subscribed: plan day 1, streak 0, focus from the diagnostic.",
        home="home.first-time.json", me="me.first-time.json", config="config.json", local="local.json"),
    screen_state("home/home--error", SECTION, "GET /v1/home failed with nothing cached.",
        error="error.json", **HOME_INPUTS, local="local.no-cache.json"),
    screen_state("home/home--offline", SECTION, "Offline: the cached Home with the time it was fetched.",
        home="home.json", **HOME_INPUTS, local="local.offline.json"),
    screen_state("home/home--night-shanghai", SECTION,
        "Coverage: 22:15 in Shanghai: good evening; today’s session not done, streak at risk, no freezes left; "
        "today’s quest is a Chinese article.",
        now="2026-11-27T22:15:00+08:00", zone=SHANGHAI, coverage=True,
        home="home.night-shanghai.json", me="me.shanghai.json", config="config.json", local="local.shanghai.json"),
]


# Appended after every section's named states (see sections.states()).
APPENDED_STATES = [
    screen_state("home/home--loading", SECTION,
        "Coverage: GET /v1/home in flight with nothing cached: skeletons where Home's data goes.",
        coverage=True, **HOME_INPUTS, local="local.loading-home.json"),
    screen_state("home/home--offline-no-cache", SECTION,
        "Coverage: offline with nothing cached or loaded: the banner says that nothing is saved yet.",
        coverage=True, **HOME_INPUTS, local="local.offline-no-cache.json"),
]

"""Builders of the objects many screens share: clocks, articles and topics, the learners (Me),
sessions, attempts and assessments, weekly quests, achievements, config, errors, device state,
and the screen state record of index.json.

Content in an article's language (titles, paragraphs, quotes) is the same under both UI
locales; what the server localizes goes through `ctx.t(en, zh)`."""

import re
from datetime import datetime, timedelta, timezone


# ---------------------------------------------------------------- Clocks

NOW = datetime(2026, 11, 27, 14, 15, tzinfo=timezone.utc)
NEW_YORK, SHANGHAI = "America/New_York", "Asia/Shanghai"
OFFSET_MIN = {NEW_YORK: -5 * 60, SHANGHAI: 8 * 60}
REGION = {NEW_YORK: "US", SHANGHAI: "CN"}  # the device's region: the learner's, not the UI's


def utc(delta=timedelta(), ms=None):
    """A server instant: NOW + delta, in UTC with Z (optionally with milliseconds)."""
    d = NOW + delta
    s = d.strftime("%Y-%m-%dT%H:%M:%S")
    if ms is not None:
        s += ".%03d" % ms
    return s + "Z"


def device_time(delta=timedelta(), zone=NEW_YORK):
    """A device instant: NOW + delta at the device's UTC offset."""
    off = OFFSET_MIN[zone]
    d = (NOW + delta).astimezone(timezone(timedelta(minutes=off)))
    sign = "+" if off >= 0 else "-"
    return d.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, abs(off) // 60, abs(off) % 60)


def day(offset_days):
    """A local date relative to today (2026-11-27 in both time zones)."""
    return (datetime(2026, 11, 27) + timedelta(days=offset_days)).strftime("%Y-%m-%d")


ago = lambda **kw: -timedelta(**kw)  # noqa: E731


# ---------------------------------------------------------------- text lengths

def length_of(paragraphs, language):
    """TextLength of a text: words for en, characters (no punctuation) for zh-Hans."""
    text = " ".join(paragraphs)
    if language == "en":
        n = len(text.split())
        return n, "words"
    n = len(re.findall(r"[\u4e00-\u9fff0-9A-Za-z]", text))
    return n, "chars"


def text_length(ctx, value, unit):
    if unit == "words":
        label = ctx.t(f"{value} words", f"{value} 词")
    else:
        label = ctx.t(f"{value} characters", f"{value} 字")
    return {"value": value, "unit": unit, "label": label}


# ---------------------------------------------------------------- topics

# article_count counts a topic's articles in every status and language: Business's are the three
# in LIBRARY, all on library--filtered's one page (next_cursor null).
TOPICS = {
    "business": ("Business", "商业", "Bu", "商", "topic.amber", 3),
    "tech": ("Technology", "科技", "Te", "技", "topic.sky", 15),
    "science": ("Science", "科学", "Sc", "科", "topic.teal", 12),
    "health": ("Health", "健康", "He", "健", "topic.rose", 9),
    "culture": ("Culture", "文化", "Cu", "文", "topic.violet", 11),
    "product": ("Product", "产品", "Pr", "产", "topic.lime", 7),
}


def topic(ctx, tid, count=False):
    en, zh, gen, gzh, color, n = TOPICS[tid]
    d = {"id": tid, "name": ctx.t(en, zh), "glyph": ctx.t(gen, gzh), "color_token": color}
    if count:
        d["article_count"] = n
    return d


# ---------------------------------------------------------------- articles

DAILY = {
    "id": "art_en_meetings_half",
    "language": "en",
    "title": "How a Small Team Cut Meeting Time in Half",
    "byline": "By Dana Whitfield",
    "topic": "business",
    "difficulty": 2,
    "paragraphs": [
        "Last spring, a twelve-person design team at a mid-sized software company was spending nineteen hours "
        "a week in meetings. Most of that time went to status updates that could have been a short message, "
        "and people often left unsure of who owned what.",
        "The team lead tried a simple rule for six weeks. Every meeting needed a written question at the top "
        "of the invite, and it ended as soon as that question had an answer. Status updates moved to a shared "
        "page that everyone filled in by ten o’clock on Monday.",
        "The results surprised them. Meeting time fell to nine hours a week, and the number of decisions "
        "recorded in the team’s log went up by a third. Not everything improved: two people said they felt "
        "less connected, so the team kept one open coffee chat on Fridays.",
    ],
    "hint": "Say what changed, by how much, and the one trade-off.",
    "key_points": [
        "Meetings fell from nineteen to nine hours a week",
        "Every meeting started with a written question",
        "Status updates moved to a shared page",
        "Recorded decisions rose by a third",
        "Two people felt less connected, so a Friday coffee chat stayed",
    ],
}

DIAG_EN = {
    "id": "art_en_tiny_forests",
    "language": "en",
    "title": "Why Cities Are Planting Tiny Forests",
    "byline": "By Priya Raman",
    "topic": "science",
    "difficulty": 2,
    "paragraphs": [
        "In a plot the size of a tennis court, a city can now grow a forest. The method, first used in Japan, "
        "packs dozens of native species into a small space, about three young trees per square meter.",
        "Because the trees compete for light, they grow quickly. Planners say a tiny forest can become dense "
        "within three years, and it needs almost no care after its second summer.",
        "Supporters point to cooler streets, more birds and insects, and a place where schoolchildren can watch "
        "nature change. Critics reply that a few hundred trees cannot replace a real park, and that the early "
        "watering costs more than people expect.",
    ],
    "hint": "Give the idea, one reason it works, and one doubt.",
    "key_points": [
        "Tiny forests pack about three native trees per square meter",
        "Competition for light makes them grow fast",
        "They need almost no care after the second summer",
        "Critics say they cannot replace a real park",
    ],
}

DIAG_ZH = {
    "id": "art_zh_tool_library",
    "language": "zh-Hans",
    "title": "小区里的“共享工具箱”",
    "byline": "文／周敏",
    "topic": "culture",
    "difficulty": 2,
    "paragraphs": [
        "在杭州的一个老小区里，居民们把闲置的自行车棚改成了“共享工具箱”。电钻、梯子、缝纫机、打气筒，"
        "一共七十多件工具，都是邻居们捐出来的。谁需要，就用手机扫码登记，最多可以借三天。",
        "发起人是一位退休的中学老师。她发现，很多家庭买了电钻，一年只用一两次，却一直占着柜子里的空间。"
        "工具箱开放半年，已经被借出六百多次，损坏的只有四件。",
        "也有人担心：工具坏了谁来修？借了不还怎么办？目前的办法是由志愿者每周检查一次，并公开借用记录。"
        "老师说，最大的变化不是大家省了钱，而是邻居们又开始在楼下聊天了。",
    ],
    "hint": "说清楚做了什么、效果如何，以及一个担心。",
    "key_points": [
        "居民把闲置车棚改成了共享工具箱",
        "七十多件工具都来自邻居捐赠，最多借三天",
        "半年借出六百多次，只损坏四件",
        "志愿者每周检查，借用记录公开",
    ],
}


def article_full(ctx, a):
    n, unit = length_of(a["paragraphs"], a["language"])
    per_second = 2.5 if unit == "words" else 4.0  # reading aloud: 150 wpm, 240 chars/min
    return {
        "id": a["id"],
        "title": a["title"],
        "byline": a["byline"],
        "paragraphs": a["paragraphs"],
        "hint": a["hint"],
        "source": {"name": "Coach Originals", "version": "2026.11"},
        "length": text_length(ctx, n, unit),
        "est_read_seconds": round(n / per_second),
        "topic": topic(ctx, a["topic"]),
        "language": a["language"],
        "difficulty": a["difficulty"],
    }


# Library rows: (id, language, title, topic, value, unit, difficulty, status, best, locked).
# Mia practices en and zh-Hans, so her library mixes both languages.
LIBRARY = [
    (DAILY["id"], "en", DAILY["title"], "business", None, "words", 2, "new", None, False),
    ("art_zh_noodle_ledger", "zh-Hans", "一家面馆的数字账本", "business", 298, "chars", 2, "new", None, False),
    ("art_en_notifications", "en", "The Quiet Cost of Notifications", "tech", 168, "words", 2, "completed", 74, False),
    (DIAG_ZH["id"], "zh-Hans", DIAG_ZH["title"], "culture", None, "chars", 2, "completed", 73, False),
    ("art_en_pricing_unseen", "en", "Pricing a Product Nobody Has Seen", "product", 181, "words", 3, "in_progress", None, False),
    ("art_zh_sleep_memory", "zh-Hans", "睡眠如何帮大脑整理记忆", "health", 312, "chars", 2, "new", None, False),
    ("art_en_sleep_memory", "en", "What Sleep Does for Memory", "health", 144, "words", 2, "new", None, False),
    ("art_en_touch_museum", "en", "The Museum That Lets You Touch", "culture", 139, "words", 1, "new", None, False),
    ("art_en_coffee_minute", "en", "The Café That Charges by the Minute", "business", 157, "words", 2, "new", None, False),
    ("art_en_last_mile", "en", "Designing for the Last Mile", "product", 236, "words", 4, "new", None, True),
    ("art_zh_city_data", "zh-Hans", "城市大脑：红绿灯背后的数据", "tech", 356, "chars", 4, "new", None, True),
]


def summary_row(ctx, row):
    aid, language, title, tid, value, unit, diff, status, best, locked = row
    if value is None:  # a full article above: count its real text
        full = {DAILY["id"]: DAILY, DIAG_EN["id"]: DIAG_EN, DIAG_ZH["id"]: DIAG_ZH}[aid]
        value, unit = length_of(full["paragraphs"], full["language"])
    per_second = 2.5 if unit == "words" else 4.0
    return {
        "id": aid,
        "title": title,
        "language": language,
        "topic": topic(ctx, tid),
        "length": text_length(ctx, value, unit),
        "est_read_seconds": round(value / per_second),
        "difficulty": diff,
        "user_status": status,
        "best_overall": best,
        "locked": locked,
        "unlock_hint": ctx.t("Unlocks at ability 80", "能力值达到 80 后解锁") if locked else None,
    }


def row_by_id(ctx, aid):
    return summary_row(ctx, next(r for r in LIBRARY if r[0] == aid))


def daily_summary(ctx):
    return row_by_id(ctx, DAILY["id"])


# ---------------------------------------------------------------- people

MIA = "👩‍💻 Mia"
LIN = "林晓"


def new_name(ctx):
    return ctx.t("Learner", "练习者")  # the server's fallback for a learner without a name (Accept-Language)


MICRO = {
    "lead_with_point": ("Lead with your point", "先说结论",
                        "Say your main point in the first sentence, then give the reasons.",
                        "第一句就说出你的核心观点，再讲理由。"),
    "cut_filler": ("Cut the filler", "去掉口头禅",
                   "Pause silently instead of saying “um” or “like”.",
                   "想不起来时安静停顿，不要说“嗯”“那个”。"),
    "signpost": ("Signpost your structure", "用过渡语串起结构",
                 "Say “first”, “then” and “finally” so listeners know where you are.",
                 "用“首先”“然后”“最后”告诉听众你讲到哪里了。"),
    "number_points": ("Number your points", "给要点编号",
                      "Say how many points you have, then go through them one by one.",
                      "先说一共有几点，再一条一条讲。"),
    "keep_key_facts": ("Keep the key facts", "保留关键信息",
                       "When you shorten, keep the numbers and names; cut the examples.",
                       "精简时保留数字和名字，删掉举例。"),
    "plain_words": ("Use plain words", "用词简单直白",
                    "Choose the short, common word over the impressive one.",
                    "选常用的短词，不追求华丽。"),
}


def micro_title(ctx, mid):
    return ctx.t(MICRO[mid][0], MICRO[mid][1])


def focus(ctx, mid, suggested=None, instruction=False):
    d = {"micro_skill_id": mid, "title": micro_title(ctx, mid)}
    if instruction:
        d["instruction"] = ctx.t(MICRO[mid][2], MICRO[mid][3])
    if suggested is not None:
        d["suggested_count"] = suggested
    return d


LEVEL_TITLES = {1: ("Warming Up", "热身中"), 6: ("Clear Speaker", "表达清晰"), 7: ("Confident Presenter", "从容表达")}


def level(ctx, n, into, need, total):
    return {"level": n, "title": ctx.t(*LEVEL_TITLES[n]), "xp_into_level": into, "xp_for_next": need, "total_xp": total}


def streak(current, longest, today_done, at_risk, freezes, freeze_date=None):
    return {
        "current": current, "longest": longest, "today_done": today_done, "at_risk": at_risk,
        "freezes": freezes, "last_freeze_used_local_date": freeze_date,
    }


def answers(language="en"):
    return {
        "practice_language": language,
        "goal": "career",
        "scenario": "meetings",
        "preferred_topics": ["business", "tech"],
        "self_level": "intermediate",
        "weekly_days": 5,
        "reminder_time": "07:45",
    }


def settings(practice=("en", "zh-Hans"), reminders=True, zone=NEW_YORK, ui_locale=None):
    return {
        "ui_locale": ui_locale,
        "practice_languages": list(practice),
        "time_zone": zone,
        "reminders_enabled": reminders,
        "reminder_time": "07:45",
        "streak_risk_alert": True,
        "audio_retention_days": 30,
    }


# ---------------------------------------------------------------- Me

def me_established(ctx, entitlement=None):
    """Mia, 47 days in: practices en and zh-Hans, follows the device's language, not signed in with Apple."""
    return {
        "id": "usr_4Fq9Lk2T",
        "display_name": MIA,
        "auth_provider": "anonymous",
        "created_at": utc(ago(days=47, hours=2)),
        "onboarding": {
            "status": "completed", "answers": answers(),
            "completed_at": utc(ago(days=47, hours=1, minutes=40)), "diagnostic_session_id": "ses_diag_7Hc1",
        },
        "entitlement": entitlement or {
            "status": "active", "product_id": "coach.pro.yearly", "trial_ends_at": utc(ago(days=40)),
            "expires_at": "2027-10-18T13:40:00Z", "grace_until": None, "will_renew": True,
        },
        "settings": settings(),
        "level": level(ctx, 6, 410, 500, 2410),
        "streak": streak(7, 12, False, False, 1, day(-1)),
        "stats": {"completed_sessions": 24, "ability": 72, "ability_sample_count": 24},
        "focus": focus(ctx, "cut_filler", suggested=4),
    }


def me_expired(ctx):
    """Mia after her monthly subscription ended; by then she had signed in with Apple."""
    m = me_established(ctx, {
        "status": "expired", "product_id": "coach.pro.monthly", "trial_ends_at": utc(ago(days=40)),
        "expires_at": "2026-11-20T13:40:00Z", "grace_until": "2026-11-23T13:40:00Z", "will_renew": False,
    })
    m["auth_provider"] = "apple"
    m["streak"] = streak(0, 12, False, False, 0)
    return m


def me_new(ctx):
    """A new learner: the server's fallback name, practice language not chosen yet (en by default)."""
    return {
        "id": "usr_9Pz2Wd8M",
        "display_name": new_name(ctx),
        "auth_provider": "anonymous",
        "created_at": utc(ago(minutes=6)),
        "onboarding": {"status": "not_started", "answers": None, "completed_at": None, "diagnostic_session_id": None},
        "entitlement": {"status": "none", "product_id": None, "trial_ends_at": None, "expires_at": None,
                        "grace_until": None, "will_renew": None},
        "settings": {**settings(practice=["en"], reminders=False), "reminder_time": None},
        "level": level(ctx, 1, 0, 100, 0),
        "streak": streak(0, 0, False, False, 0),
        "stats": {"completed_sessions": 0, "ability": None, "ability_sample_count": 0},
        "focus": None,
    }


def me_onboarded(ctx, entitlement=None, language="en"):
    """The new learner after POST /v1/onboarding: practices `language`, the diagnostic's language."""
    m = me_new(ctx)
    m["onboarding"] = {"status": "completed", "answers": answers(language), "completed_at": utc(ago(minutes=2)),
                       "diagnostic_session_id": "ses_diag_2Mx8"}
    m["settings"] = settings(practice=[language])
    m["stats"] = {"completed_sessions": 0, "ability": None, "ability_sample_count": 1}
    m["focus"] = focus(ctx, "lead_with_point", suggested=1)
    if entitlement:
        m["entitlement"] = entitlement
    return m


def me_first_time(ctx):
    return me_onboarded(ctx, {
        "status": "trial", "product_id": "coach.pro.yearly", "trial_ends_at": utc(timedelta(days=7)),
        "expires_at": None, "grace_until": None, "will_renew": True,
    })


# ---------------------------------------------------------------- Session

def session_summary(sid, stage, created, article=DAILY, completed=None, r1=None, r2=None, delta=None, xp=None,
                    kind="daily"):
    return {
        "id": sid, "kind": kind, "stage": stage, "language": article["language"],
        "article": {"id": article["id"], "title": article["title"], "language": article["language"]},
        "created_at": created, "completed_at": completed, "round1_overall": r1, "round2_overall": r2,
        "duration_delta_ms": delta, "xp_awarded": xp,
    }


TODAY_SESSION = "ses_9Qm4Tz"


R1_ATTEMPT = "att_r1_5Kd2"


def session(ctx, kind, stage, article, sid, attempts=(), previous_focus=None, round1=None, plan_day=None):
    diag = kind == "diagnostic"
    return {
        "id": sid, "kind": kind, "stage": stage, "language": article["language"],
        "created_at": utc(ago(minutes=4)) if stage == "reading" else utc(ago(minutes=9)),
        "plan_day": plan_day,
        "article": article_full(ctx, article),
        "previous_focus": previous_focus,
        "round1_assessment": round1,
        "attempts": list(attempts),
        "max_round1_ms": 90000 if diag else 180000,
        "max_round2_ms": 90000 if diag else 120000,
        "min_valid_ms": 20000,
    }


def attempt_summary(aid, rnd, status, duration, minutes_ago):
    return {"id": aid, "round": rnd, "status": status, "duration_ms": duration, "created_at": utc(ago(minutes=minutes_ago))}


def daily_session(ctx, stage, attempts=(), round1=None):
    return session(ctx, "daily", stage, DAILY, TODAY_SESSION, attempts, previous_focus=focus(ctx, "cut_filler"),
                   round1=round1)


# ---------------------------------------------------------------- Assessment

# Labels the server sends are the glossary's terms (Resources/copy/STYLE-zh-Hans.md), the same
# words as the catalog's `dimension.<key>` and `band.<band>` fallbacks.
DIM_LABELS = {"coverage": ("Coverage", "要点覆盖"), "structure": ("Structure", "结构"),
              "concision": ("Concision", "简洁度"), "fluency": ("Fluency", "流利度")}
BAND_LABELS = {"emerging": ("Emerging", "起步阶段"), "developing": ("Developing", "进步中"),
               "good": ("Good foundation", "基础良好"), "strong": ("Strong", "表现出色")}


def dim(ctx, key, score, note, evidence_ids):
    return {"score": score, "label": ctx.t(*DIM_LABELS[key]), "note": note, "evidence_ids": evidence_ids,
            "insufficient_evidence": score is None}


# ---------------------------------------------------------------- Attempt

def attempt(aid, sid, status, duration, progress=None, transcript=None, floor=None, assessment=None, error=None,
            reason=None, detected=None, rnd=1, submitted_seconds_ago=20):
    return {
        "id": aid, "session_id": sid, "round": rnd, "status": status, "duration_ms": duration,
        "created_at": utc(ago(seconds=submitted_seconds_ago + 25)),
        "submitted_at": None if status == "created" else utc(ago(seconds=submitted_seconds_ago), ms=412),
        "progress": progress, "transcript": transcript, "validity_floor": floor, "assessment": assessment,
        "error": error, "unreliable_reason": reason, "detected_language": detected,
    }


def progress(stage, index, eta):
    return {"stage": stage, "stage_index": index, "stage_count": 3, "eta_ms": eta}


def transcript(ctx, value, unit):
    return {"length": text_length(ctx, value, unit)}


def floor_for(ctx, language):
    return text_length(ctx, 30, "words") if language == "en" else text_length(ctx, 40, "chars")


def failure(ctx, stage):
    return {"code": "assessment_failed" if stage == "assess" else "transcription_failed",
            # Under the screen's title (`processing.failed.title`), so it does not say the same again.
            "message": ctx.t("Your recording is saved. Please try again.", "录音已保存，请重试。"),
            "retryable": True, "stage": stage, "request_id": "7f3a-91c2"}


def attempt_r1(status, **kw):
    return attempt(R1_ATTEMPT, TODAY_SESSION, status, 138000, **kw)


# ---------------------------------------------------------------- Weekly quests

def weekly_quests(ctx, sessions=3, improved=1, topics_done=2):
    def quest(qid, en, zh, progress, target, xp):
        return {"id": qid, "title": ctx.t(en, zh), "progress": min(progress, target), "target": target,
                "xp_reward": xp, "completed": progress >= target}
    return {
        "week_start": day(-4), "week_end": day(2),
        "quests": [
            quest("wq_2026w48_sessions", "Complete 5 sessions", "完成 5 次练习", sessions, 5, 50),
            quest("wq_2026w48_improve", "Improve in round 2 three times", "第 2 轮进步 3 次", improved, 3, 40),
            quest("wq_2026w48_topics", "Practice 2 different topics", "练习 2 个不同话题", topics_done, 2, 30),
        ],
    }


# ---------------------------------------------------------------- Achievements

ACHIEVEMENTS = {
    "first_session": ("First session", "第一次练习", "Finish your first full session.", "完成第一次完整练习。"),
    "streak_7": ("Seven-day streak", "连续练习 7 天", "Practice seven days in a row.", "连续 7 天练习。"),
    "streak_10": ("Ten-day streak", "连续练习 10 天", "Practice ten days in a row.", "连续 10 天练习。"),
    "five_in_week": ("Five in a week", "一周五练", "Complete five sessions in one week.", "一周内完成 5 次练习。"),
}


def achievement(ctx, aid, unlocked_days_ago=None, progress=None):
    en, zh, den, dzh = ACHIEVEMENTS[aid]
    return {"id": aid, "title": ctx.t(en, zh), "description": ctx.t(den, dzh),
            "unlocked": unlocked_days_ago is not None,
            "unlocked_at": utc(ago(days=unlocked_days_ago)) if unlocked_days_ago is not None else None,
            "progress": progress}


# ---------------------------------------------------------------- Config, legal, errors

def legal():
    # Not Accept-Language in the contract: one address, the site picks the page's language.
    return {"terms_url": "https://coach.example.com/terms", "privacy_url": "https://coach.example.com/privacy"}


def config(min_version="1.3.0"):
    return {
        "limits": {"diagnostic_max_ms": 90000, "round1_max_ms": 180000, "round2_max_ms": 120000,
                   "min_valid_ms": 20000, "poll_interval_ms": 2000, "poll_interval_max_ms": 5000,
                   "poll_timeout_ms": 120000, "daily_xp_cap": 165, "audio_url_ttl_ms": 900000},
        "supported_ui_locales": ["en", "zh-Hans"],
        "supported_practice_languages": ["en", "zh-Hans", "ja", "es"],
        "min_app_version": min_version, "latest_app_version": "1.5.0" if min_version != "1.3.0" else "1.4.2",
        "rubric_version": "rubric-2026.10",
        "flags": {"exemplar_audio": True, "weekly_quests": True, "growth_language_chips": True},
        "legal": legal(),
    }


def error(ctx, code, en, zh, request_id):
    return {"error": {"code": code, "message": ctx.t(en, zh), "request_id": request_id}}


def error_generic(ctx):
    return error(ctx, "internal", "Something went wrong on our side. Please try again.", "服务器出了点问题，请稍后重试。",
                      "7f3a-91c2")


# ---------------------------------------------------------------- Local state (Swift property names, as data-binding.md)

def local(ctx, network=True, notifications=True, cache=("home", "me", "config"), cache_age=timedelta(minutes=2),
               zone=NEW_YORK, **parts):
    d = {
        # The device's language is the UI locale; its region and zone are the learner's.
        "device": {"locale": f"{ctx.locale}-{REGION[zone]}", "timeZone": zone,
                   "notificationsAuthorized": notifications},
        "app": {"version": "1.4.2", "build": "318"},
        "network": {"satisfied": network},
        "cache": {name: {"fetchedAt": device_time(-cache_age, zone)} for name in cache},
    }
    d.update(parts)
    return d


# ---------------------------------------------------------------- Screen states (index.json)

def screen_state(sid, section, description, now=None, zone=NEW_YORK, coverage=False, **files):
    """A screen state. `coverage` marks a state user-flows.md does not name, added to show
    inputs the named states do not (IndexTests allows those and no other extra state)."""
    return {"id": sid, "section": section, "description": description,
            "files": {k: v for k, v in files.items()}, "now": now, "zone": zone, "coverage": coverage}


DEFAULT_NOW = "2026-11-27T09:15:00-05:00"


# The files many sections read; each builder takes the Context of its locale.
BUILDERS = {
    # Home's selected topic chip is the device's; these files open Home on "tech".
    "local.json": lambda ctx: local(ctx, home={"selectedTopic": "tech"}),
    "me.json": me_established,
    "config.json": lambda ctx: config(),
    "error.json": error_generic,
}

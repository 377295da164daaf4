"""Plan: the 14-day plan after the diagnostic, not ready yet, and loading."""

from ..shared import day, error, local, micro_title, screen_state


SECTION = "Plan"  # index.json's section of these states


# The learner's 14-day plan for the default K = 5 days a week (paywall.default_weekly_days and
# the onboarding answer). Its rest days are where the paywall calendar's practice pattern puts
# them for K = 5, plan days 3, 6, 10 and 13: the rule is PaywallScreen.practicePositions, a spec
# decision (Documentation/SpecGaps.md), and PaywallScreenTests checks that the two agree.
PLAN_DAYS = [
    ("Lead with your point", "先说结论", "lead"),
    ("Point first, then one reason", "先说观点，再给一个理由", "lead"),
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


BUILDERS = {
    "local.loading-plan.json": lambda ctx: local(ctx, fetch={"plan": "loading"}),
    "plan.json": plan,
    "error.plan-not-ready.json": lambda ctx: error(ctx, "plan_not_ready", "Your plan is still being prepared.",
                                                        "你的练习计划还在生成中。", "c9d0-5e1a"),
}


STATES = [
    screen_state("plan/plan--default", SECTION, "The 14-day plan: focus, baseline, weakest dimension, day rows.",
        plan="plan.json", attempt="attempt.diagnostic-assessed.json", session="session.diagnostic-completed.json",
        me="me.onboarded.json", local="local.json"),
    screen_state("plan/plan--not-ready", SECTION, "GET /v1/plan returned 404 plan_not_ready: spinner and retry.",
        error="error.plan-not-ready.json", me="me.onboarded.json", local="local.json"),
]


# Appended after every section's named states (see sections.states()).
APPENDED_STATES = [
    screen_state("plan/plan--loading", SECTION, "Coverage: GET /v1/plan in flight: skeletons where the plan goes.",
        coverage=True, attempt="attempt.diagnostic-assessed.json", session="session.diagnostic-completed.json",
        me="me.onboarded.json", local="local.loading-plan.json"),
]

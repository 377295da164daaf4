"""Onboarding: a new learner's answers, step by step, before the diagnostic."""

from ..shared import answers, local, me_new, screen_state


SECTION = "Onboarding"  # index.json's section of these states


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


ONBOARDING_INPUTS = dict(config="config.json", me="me.new.json")


BUILDERS = {
    "local.onboarding-welcome.json": lambda ctx: local(ctx, notifications=False, cache=("config",), onboarding={}),
    "local.onboarding-language.json": lambda ctx: onboarding_local(ctx, "practice_language"),
    "local.onboarding-goal.json": lambda ctx: onboarding_local(ctx, "goal"),
    "local.onboarding-scenario.json": lambda ctx: onboarding_local(ctx, "scenario"),
    "local.onboarding-self-level.json": lambda ctx: onboarding_local(ctx, "self_level"),
    "local.onboarding-commitment.json": lambda ctx: onboarding_local(ctx, "weekly_days"),
    "me.new.json": me_new,
}


STATES = [
    screen_state("onboarding/welcome", SECTION, "First launch: welcome with legal links; nothing answered yet.",
        **ONBOARDING_INPUTS, local="local.onboarding-welcome.json"),
    screen_state("onboarding/language--selected", SECTION,
        "Practice language English picked; the device's language is listed first (pre-selected on an en device).",
        **ONBOARDING_INPUTS, local="local.onboarding-language.json"),
    screen_state("onboarding/goal", SECTION,
        "Goal step; career chosen.", **ONBOARDING_INPUTS, local="local.onboarding-goal.json"),
    screen_state("onboarding/scenario", SECTION, "Scenario step with topic chips from GET /v1/topics.",
        **ONBOARDING_INPUTS, topics="topics.json", local="local.onboarding-scenario.json"),
    screen_state("onboarding/self-level", SECTION, "Self-level step; intermediate chosen.",
        **ONBOARDING_INPUTS, local="local.onboarding-self-level.json"),
    screen_state("onboarding/commitment", SECTION, "5 days a week and a reminder time on the wheel.",
        **ONBOARDING_INPUTS, local="local.onboarding-commitment.json"),
    screen_state("onboarding/notification-priming", SECTION,
        "Notification preview with the diagnostic article title; all answers held, notifications not yet asked.",
        **ONBOARDING_INPUTS, session="session.diagnostic.json", local="local.onboarding-commitment.json"),
]

"""Profile & settings: the learner, app language and weekly quests."""

from ..shared import local, me_established, screen_state, weekly_quests


SECTION = "Profile & settings"  # index.json's section of these states


def me_language(ctx):
    """Mia after choosing the app language in Settings: ui_locale is the UI locale itself."""
    m = me_established(ctx)
    m["settings"]["ui_locale"] = ctx.locale
    return m


PROFILE_INPUTS = dict(me="me.json", config="config.json", weekly_quests="weekly_quests.json")


BUILDERS = {
    "local.notifications-off.json": lambda ctx: local(ctx, notifications=False),
    "me.language.json": me_language,
    "weekly_quests.json": weekly_quests,
}


STATES = [
    screen_state("profile/settings--default", SECTION, "Profile and settings with weekly quests and subscription row.",
        **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/settings--language", SECTION,
        "App language chosen in Settings (ui_locale is the UI language) and two practice languages.",
        me="me.language.json", config="config.json", weekly_quests="weekly_quests.json", local="local.json"),
    screen_state("profile/settings--delete-data-confirm", SECTION,
        "Delete all training data? Counts from me.stats.completed_sessions.", **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/settings--delete-account-confirm", SECTION, "Delete the account?",
        **PROFILE_INPUTS, local="local.json"),
    screen_state("profile/profile--expired", SECTION,
        "Subscription expired; notifications are off in system settings; signed in with Apple (no SIWA card).",
        me="me.expired.json", config="config.json", weekly_quests="weekly_quests.json",
        local="local.notifications-off.json"),
]

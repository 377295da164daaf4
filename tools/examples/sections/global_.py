"""Global: sheets, alerts and fallbacks any screen can show (resume, force update).
Named `global_` because `global` is a Python keyword."""

from ..shared import TODAY_SESSION, ago, config, screen_state, session_summary, utc
from .home import home_base, steps
from .record import ROUND1_INPUTS


SECTION = "Global"  # index.json's section of these states


def home_resume(ctx):
    h = home_base(ctx)
    h["today_quest"].update({"status": "in_progress", "session_id": TODAY_SESSION, "stage": "round2",
                             "steps": steps(ctx, ["done", "done", "current"])})
    h["today_quest"]["article"]["user_status"] = "in_progress"
    h["resume_session"] = session_summary(TODAY_SESSION, "round2", utc(ago(minutes=52)), r1=68)
    return h


BUILDERS = {
    "home.resume.json": home_resume,
    "config.force-update.json": lambda ctx: config(min_version="1.5.0"),
}


STATES = [
    screen_state("global/resume-session--sheet", SECTION, "Relaunch with a session left in round 2.",
        home="home.resume.json", me="me.json", config="config.json", local="local.json"),
    screen_state("global/leave-recording--alert", SECTION, "Leaving while recording (00:47 recorded).",
        **ROUND1_INPUTS, local="local.recording.json"),
    screen_state("global/offline--toast", SECTION, "Connectivity lost on Home.",
        home="home.json", me="me.json", local="local.offline.json"),
    screen_state("global/generic-error", SECTION, "Any failed request: code, message and request id.",
        error="error.json", local="local.json"),
    screen_state("global/force-update", SECTION, "App 1.4.2 is below min_app_version 1.5.0.",
        config="config.force-update.json", local="local.json"),
]

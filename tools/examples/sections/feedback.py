"""Feedback: round 1's assessment of the daily article, and the exemplar in its states."""

from datetime import timedelta

from ..shared import (
    BAND_LABELS,
    DAILY,
    R1_ATTEMPT,
    attempt_r1,
    attempt_summary,
    daily_session,
    dim,
    floor_for,
    local,
    micro_title,
    progress,
    screen_state,
    transcript,
)


SECTION = "Feedback"  # index.json's section of these states


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
            "structure": dim(ctx, "structure", 70, "A clear opening, but the rule and the results blur together.",
                             ["ev_2"]),
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
                      floor=floor_for(ctx, "en"), assessment=daily_assessment(ctx, low_confidence),
                      submitted_seconds_ago=95)


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


def feedback_session(ctx, stage):
    return daily_session(ctx, stage, [attempt_summary(R1_ATTEMPT, 1, "assessed", 138000, 3)],
                         round1=daily_assessment(ctx))


FEEDBACK_INPUTS = dict(exemplar="exemplar.json")


BUILDERS = {
    "local.feedback.json": lambda ctx: local(ctx, player={"positionMs": 44800, "evidenceID": "ev_2"}),
    "local.offline-feedback.json": lambda ctx: local(ctx, network=False, cache=("attempt", "exemplar"),
                                                          cache_age=timedelta(minutes=7)),
    "session.feedback.json": lambda ctx: feedback_session(ctx, "feedback"),
    "attempt.assessed.json": attempt_assessed,
    "attempt.low-confidence.json": lambda ctx: attempt_assessed(ctx, low_confidence=True),
    "exemplar.json": lambda ctx: exemplar(ctx, "ready"),
    "exemplar.pending.json": lambda ctx: exemplar(ctx, "pending"),
    "exemplar.failed.json": lambda ctx: exemplar(ctx, "failed"),
    "exemplar.unavailable.json": lambda ctx: exemplar(ctx, "unavailable"),
}


STATES = [
    screen_state("feedback/feedback--full", SECTION, "Round 1 feedback: previous advice achieved, exemplar ready.",
        **FEEDBACK_INPUTS, session="session.feedback.json", attempt="attempt.assessed.json", local="local.feedback.json"),
    screen_state("feedback/feedback--low-confidence", SECTION,
        "Low confidence with a note; fluency has insufficient evidence; previous advice not yet achieved.",
        **FEEDBACK_INPUTS, attempt="attempt.low-confidence.json", local="local.json"),
    screen_state("feedback/feedback--exemplar-pending", SECTION, "The exemplar is still being generated.",
        session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.pending.json",
        local="local.json"),
    screen_state("feedback/feedback--exemplar-failed", SECTION, "The exemplar failed: text and retry.",
        session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.failed.json",
        local="local.json"),
    screen_state("feedback/feedback--exemplar-unavailable", SECTION,
        "No exemplar for this article: the section is hidden.",
        session="session.feedback.json", attempt="attempt.assessed.json", exemplar="exemplar.unavailable.json",
        local="local.json"),
]


# Appended after every section's named states (see sections.states()).
APPENDED_STATES = [
    screen_state("feedback/feedback--offline", SECTION,
        "Coverage: offline on the feedback, the exemplar still pending: cached values and the offline banner with the cache time.",
        coverage=True, exemplar="exemplar.pending.json", session="session.feedback.json",
        attempt="attempt.assessed.json", local="local.offline-feedback.json"),
]

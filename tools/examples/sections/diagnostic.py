"""Diagnostic: the first session in the practice language (an English and a Chinese article),
its recording, processing and score reveal."""

from ..shared import (
    BAND_LABELS,
    DIAG_EN,
    DIAG_ZH,
    attempt,
    attempt_summary,
    dim,
    failure,
    floor_for,
    me_onboarded,
    progress,
    screen_state,
    session,
    transcript,
)


SECTION = "Diagnostic"  # index.json's section of these states


DIAG = {"en": DIAG_EN, "zh-Hans": DIAG_ZH}  # the diagnostic article in each practice language


DIAG_SESSION = "ses_diag_2Mx8"

DIAG_ATTEMPT = "att_diag_8Rw3"


def diag_session(ctx, stage, attempts=(), language="en"):
    return session(ctx, "diagnostic", stage, DIAG[language], DIAG_SESSION, attempts)


def diag_assessment(ctx, language="en"):
    """The diagnostic, in the diagnostic article's language; fluency lacks evidence."""
    en = language == "en"
    a = DIAG[language]
    kp = a["key_points"]
    return {
        "id": "asm_diag_6Tn2", "attempt_id": DIAG_ATTEMPT, "language": a["language"],
        "overall": 62, "band": "good", "band_label": ctx.t(*BAND_LABELS["good"]),
        "confidence": "medium", "confidence_note": None,
        "summary": "You explained the idea well, but the main point arrived only at the end."
        if en else "你把做法讲清楚了，但核心观点到最后才说出来。",
        "dimensions": {
            "coverage": dim(ctx, "coverage", 71, "Three of the four key points." if en else "四个要点讲到了三个。", ["ev_1"]),
            "structure": dim(ctx, "structure", 52,
                             "The conclusion comes last; lead with it." if en else "结论放在了最后，应该先说。",
                                  ["ev_2"]),
            "concision": dim(ctx, "concision", 63, "Some repetition in the middle." if en else "中间有些重复。", ["ev_3"]),
            "fluency": dim(ctx, "fluency", None, None, []),
        },
        "evidence": [
            {"id": "ev_1", "start_ms": 3200, "end_ms": 11800,
             "quote": "they put about three trees in every square meter" if en else "七十多件工具都是邻居捐的",
             "note": "A precise detail." if en else "细节准确。", "dimension": "coverage"},
            {"id": "ev_2", "start_ms": 61000, "end_ms": 72500,
             "quote": "so basically the point is that it works" if en else "所以说，其实我想说的就是这个办法挺好的",
             "note": "Your main point, at the very end." if en else "核心观点放在了最后。", "dimension": "structure"},
            {"id": "ev_3", "start_ms": 30500, "end_ms": 41000,
             "quote": "they grow fast, they grow really fast because" if en else "借的人很多，借的次数也很多",
             "note": "Said twice." if en else "同一个意思说了两遍。", "dimension": "concision"},
        ],
        "one_action": {
            "micro_skill_id": "lead_with_point",
            "title": "Lead with your point" if en else "先说结论",
            "instruction": "Start with the one sentence you want people to remember." if en
            else "第一句就说出你最想让人记住的那句话。",
            "example_sentence": "Tiny forests give cities shade fast, but they are no substitute for parks." if en
            else "共享工具箱让邻居们省了钱，更重要的是让大家重新熟悉起来。",
            "evidence_id": "ev_2",
        },
        # ev_1 and ev_3 back different points in the two articles.
        "key_point_coverage": [
            {"point": kp[0], "covered": True, "evidence_id": "ev_1" if en else None},
            {"point": kp[1], "covered": True, "evidence_id": "ev_3" if en else "ev_1"},
            {"point": kp[2], "covered": True, "evidence_id": None if en else "ev_3"},
            {"point": kp[3], "covered": False, "evidence_id": None},
        ],
        "achieved_previous_action": None,
        "previous_action": None,
        "rubric_version": "rubric-2026.10",
        "model_ref": "assessor-2026-11-02",
    }


def diag_unit(language):
    return "words" if language == "en" else "chars"


def attempt_diag_processing():
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "processing", 74300, progress("transcribe", 2, 15000))


def attempt_diag_unreliable(ctx, language="en"):
    unit = diag_unit(language)
    n = 17 if unit == "words" else 23
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "unreliable", 21500, transcript=transcript(ctx, n, unit),
                   floor=floor_for(ctx, language), reason="too_short")


def attempt_diag_failed(ctx):
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "failed", 74300, progress("transcribe", 2, None),
                   error=failure(ctx, "transcribe"))


def attempt_diag_assessed(ctx, language="en"):
    unit = diag_unit(language)
    n = 164 if unit == "words" else 231
    return attempt(DIAG_ATTEMPT, DIAG_SESSION, "assessed", 74300, progress("assess", 3, 0),
                   transcript=transcript(ctx, n, unit), floor=floor_for(ctx, language),
                   assessment=diag_assessment(ctx, language))


DIAG_RECORD_INPUTS = dict(session="session.diagnostic-round1.json", config="config.json", me="me.onboarded.json")
DIAG_PROCESSING_INPUTS = dict(me="me.onboarded.json")


BUILDERS = {
    "me.onboarded.json": me_onboarded,
    "me.onboarded-zh.json": lambda ctx: me_onboarded(ctx, language="zh-Hans"),
    "session.diagnostic.json": lambda ctx: diag_session(ctx, "reading"),
    "session.diagnostic-round1.json": lambda ctx: diag_session(ctx, "round1"),
    "session.diagnostic-zh.json": lambda ctx: diag_session(ctx, "reading", language="zh-Hans"),
    "session.diagnostic-zh-completed.json": lambda ctx: diag_session(ctx,
        "completed", [attempt_summary(DIAG_ATTEMPT, 1, "assessed", 74300, 4)], language="zh-Hans"),
    "session.diagnostic-completed.json": lambda ctx: diag_session(ctx,
        "completed", [attempt_summary(DIAG_ATTEMPT, 1, "assessed", 74300, 4)]),
    "attempt.diagnostic-processing.json": lambda ctx: attempt_diag_processing(),
    "attempt.diagnostic-unreliable.json": attempt_diag_unreliable,
    "attempt.diagnostic-failed.json": attempt_diag_failed,
    "attempt.diagnostic-assessed.json": attempt_diag_assessed,
    "attempt.diagnostic-unreliable-zh.json": lambda ctx: attempt_diag_unreliable(ctx, "zh-Hans"),
    "attempt.diagnostic-assessed-zh.json": lambda ctx: attempt_diag_assessed(ctx, "zh-Hans"),
}


STATES = [
    screen_state("diagnostic/diag-intro", SECTION, "Intro with the practice-language tag, after POST /v1/onboarding.",
        session="session.diagnostic.json", config="config.json", me="me.onboarded.json", local="local.json"),
    screen_state("diagnostic/diag-read--normal", SECTION, "The diagnostic article, in the practice language.",
        session="session.diagnostic.json", me="me.onboarded.json", local="local.reading.json"),
    screen_state("diagnostic/mic-purpose--sheet", SECTION,
        "First mic tap: why we need the microphone; permission undetermined.",
        **DIAG_RECORD_INPUTS, local="local.mic-undetermined.json"),
    screen_state("diagnostic/diag-record--idle", SECTION, "Ready to record; 01:30 limit from config.",
        **DIAG_RECORD_INPUTS, local="local.record-idle.json"),
    screen_state("diagnostic/diag-record--recording", SECTION, "Recording at 00:47 with a live level.",
        **DIAG_RECORD_INPUTS, local="local.recording.json"),
    screen_state("diagnostic/diag-record--permission-denied", SECTION, "Microphone denied: Settings deep link.",
        **DIAG_RECORD_INPUTS, local="local.mic-denied.json"),
    screen_state("diagnostic/diag-processing--processing", SECTION, "Transcribing (stage 2 of 3) with an ETA.",
        **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-processing.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-processing--unreliable", SECTION,
        "Too short to assess: transcript length against the language's validity floor.",
        **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-unreliable.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-processing--failed", SECTION, "Transcription failed, retryable, with a request id.",
        **DIAG_PROCESSING_INPUTS, attempt="attempt.diagnostic-failed.json", local="local.uploaded.json"),
    screen_state("diagnostic/diag-result--reveal", SECTION,
        "Score reveal: 62, good; fluency has insufficient evidence.",
        session="session.diagnostic-completed.json", attempt="attempt.diagnostic-assessed.json",
        me="me.onboarded.json", local="local.json"),
    screen_state("diagnostic/diag-read--zh-article", SECTION,
        "Coverage: a learner who picked 简体中文 reads a Chinese diagnostic article, under either UI language.",
        coverage=True, session="session.diagnostic-zh.json", me="me.onboarded-zh.json", local="local.reading.json"),
    screen_state("diagnostic/diag-processing--unreliable-zh-article", SECTION,
        "Coverage: too short in Chinese: 23 characters against the 40-character floor.",
        coverage=True, me="me.onboarded-zh.json", attempt="attempt.diagnostic-unreliable-zh.json",
        local="local.uploaded.json"),
    screen_state("diagnostic/diag-result--zh-article", SECTION,
        "Coverage: score reveal of a Chinese diagnostic: notes, quotes and advice in Chinese under either UI language.",
        coverage=True, session="session.diagnostic-zh-completed.json", attempt="attempt.diagnostic-assessed-zh.json",
        me="me.onboarded-zh.json", local="local.json"),
]

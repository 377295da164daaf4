"""Processing: round 1's attempt from upload through transcription and assessment, and how it
can end short of a score."""

from ..shared import (
    R1_ATTEMPT,
    ago,
    attempt_r1,
    attempt_summary,
    daily_session,
    device_time,
    failure,
    floor_for,
    local,
    progress,
    screen_state,
    transcript,
)
from .record import REC_FILE, recorder


SECTION = "Processing"  # index.json's section of these states


def upload(state, progress_value, pending=0, submitted=None):
    return {"state": state, "progress": progress_value, "pendingCount": pending,
            "submittedAt": device_time(submitted) if submitted is not None else None}


def daily_processing_session(ctx):
    return daily_session(ctx, "round1_processing", [attempt_summary(R1_ATTEMPT, 1, "processing", 138000, 1)])


PROCESSING_INPUTS = dict(config="config.json")


BUILDERS = {
    "local.uploaded.json": lambda ctx: local(ctx, recorder=recorder("stopped", 138000, None, REC_FILE),
                                                  uploadQueue=upload("submitted", 1.0, 0, ago(seconds=20))),
    "local.upload-offline.json": lambda ctx: local(ctx, network=False, recorder=recorder("stopped", 138000, None, REC_FILE),
                                                        uploadQueue=upload("waitingForNetwork", 0.42, 1)),
    "local.long-wait.json": lambda ctx: local(ctx, recorder=recorder("stopped", 138000, None, REC_FILE),
                                                   uploadQueue=upload("submitted", 1.0, 0, ago(seconds=150))),
    "session.round1-processing.json": daily_processing_session,
    "session.round1-uploading.json": lambda ctx: daily_session(ctx,
        "round1", [attempt_summary(R1_ATTEMPT, 1, "created", 138000, 1)]),
    "session.round1-unreliable.json": lambda ctx: daily_session(ctx,
        "round1", [attempt_summary(R1_ATTEMPT, 1, "unreliable", 138000, 1)]),
    "attempt.created.json": lambda ctx: attempt_r1("created", submitted_seconds_ago=60),
    "attempt.transcribing.json": lambda ctx: attempt_r1("processing", progress=progress("transcribe", 2, 12000)),
    "attempt.slow.json": lambda ctx: attempt_r1("processing", progress=progress("assess", 3, None),
                                                transcript=transcript(ctx, 291, "words"), floor=floor_for(ctx, "en"),
                                                submitted_seconds_ago=150),
    "attempt.failed.json": lambda ctx: attempt_r1("failed", progress=progress("assess", 3, None),
                                                  transcript=transcript(ctx, 291, "words"), floor=floor_for(ctx, "en"),
                                                  error=failure(ctx, "assess")),
    "attempt.unreliable.json": lambda ctx: attempt_r1("unreliable", transcript=transcript(ctx, 17, "words"),
                                                      floor=floor_for(ctx, "en"), reason="too_short"),
    "attempt.language-mismatch.json": lambda ctx: attempt_r1(
        "unreliable", transcript=transcript(ctx, 348, "chars"), floor=floor_for(ctx, "en"),
        reason="language_mismatch", detected="zh-Hans"),
}


STATES = [
    screen_state("processing/processing--transcribing", SECTION, "Uploaded; transcribing with an ETA.",
        **PROCESSING_INPUTS, session="session.round1-processing.json", attempt="attempt.transcribing.json",
        local="local.uploaded.json"),
    screen_state("processing/processing--offline", SECTION, "Connection lost during the upload: the file is queued.",
        **PROCESSING_INPUTS, session="session.round1-uploading.json", attempt="attempt.created.json",
        local="local.upload-offline.json"),
    screen_state("processing/processing--failed", SECTION, "Assessment failed, retryable, with a request id.",
        **PROCESSING_INPUTS, attempt="attempt.failed.json", local="local.uploaded.json"),
    screen_state("processing/processing--unreliable", SECTION, "Too short: 17 words, at least 30 needed.",
        **PROCESSING_INPUTS, attempt="attempt.unreliable.json", local="local.uploaded.json"),
    screen_state("processing/processing--long-wait", SECTION,
        "Still assessing after poll_timeout_ms (submitted 150 s ago).",
        **PROCESSING_INPUTS, attempt="attempt.slow.json", local="local.long-wait.json"),
    screen_state("processing/processing--language-mismatch", SECTION,
        "The recording is in Chinese, the session in English (detected_language).",
        **PROCESSING_INPUTS, session="session.round1-unreliable.json", attempt="attempt.language-mismatch.json",
        local="local.uploaded.json"),
]

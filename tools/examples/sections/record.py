"""Record, rounds 1 and 2 (compress): the recorder's states on the device."""

from ..shared import ago, daily_session, device_time, local, screen_state
from .feedback import feedback_session


SECTION = "Record (round 1, round 2)"  # index.json's section of these states


REC_FILE = "file:///var/mobile/Containers/Data/Application/3C1D/Library/Recordings/ses_9Qm4Tz-r1.m4a"


def recorder(state="idle", effective=0, level_db=None, file=None, permission="granted"):
    return {"state": state, "effectiveMs": effective, "levelDb": level_db, "fileURL": file, "permission": permission}


ROUND1_INPUTS = dict(session="session.round1.json", config="config.json")


BUILDERS = {
    "local.mic-undetermined.json": lambda ctx: local(ctx, recorder=recorder(permission="undetermined")),
    "local.record-idle.json": lambda ctx: local(ctx, recorder=recorder()),
    "local.recording.json": lambda ctx: local(ctx, recorder=recorder("recording", 47200, -18.5, REC_FILE)),
    "local.recording-round2.json": lambda ctx: local(ctx,
        recorder=recorder("recording", 61200, -21.0, REC_FILE.replace("-r1", "-r2"))),
    "local.mic-denied.json": lambda ctx: local(ctx, recorder=recorder(permission="denied")),
    "local.interrupted.json": lambda ctx: local(ctx,
        recorder=recorder("paused", 52300, None, REC_FILE),
        interruption={"reason": "phoneCall", "at": device_time(ago(seconds=35))}),
    "session.round1.json": lambda ctx: daily_session(ctx, "round1"),
    "session.round2.json": lambda ctx: feedback_session(ctx, "round2"),
}


STATES = [
    screen_state("record/record--idle", SECTION, "Round 1 ready, focus chip from the last session.",
        **ROUND1_INPUTS, local="local.record-idle.json"),
    screen_state("record/record--recording", SECTION, "Round 1 recording at 00:47.",
        **ROUND1_INPUTS, local="local.recording.json"),
    screen_state("record/record--permission-denied", SECTION, "Microphone denied; no attempt created.",
        **ROUND1_INPUTS, local="local.mic-denied.json"),
    screen_state("record/record--interrupted", SECTION, "A phone call stopped the recorder; partial file kept.",
        **ROUND1_INPUTS, local="local.interrupted.json"),
    screen_state("compress/compress--idle", SECTION,
        "Round 2 ready: the advice card and round 1’s duration (02:18).",
        session="session.round2.json", config="config.json", local="local.record-idle.json"),
    screen_state("compress/compress--recording", SECTION, "Round 2 recording at 01:01.",
        session="session.round2.json", config="config.json", local="local.recording-round2.json"),
]

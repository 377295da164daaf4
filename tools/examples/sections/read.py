"""Read: today's article, and an article that could not be loaded."""

from ..shared import ago, daily_session, device_time, error, local, screen_state


SECTION = "Read"  # index.json's section of these states


BUILDERS = {
    "local.reading.json": lambda ctx: local(ctx, reader={"openedAt": device_time(ago(seconds=48))}),
    "session.json": lambda ctx: daily_session(ctx, "reading"),
    "error.not-found.json": lambda ctx: error(ctx, "not_found", "This article is no longer available.",
                                                   "这篇文章已经无法打开。", "b21e-04d7"),
}


STATES = [
    screen_state("read/read--normal", SECTION, "Today’s article (English) with topic, length, read time and source.",
        session="session.json", local="local.reading.json"),
    screen_state("read/read--load-error", SECTION, "The session’s article could not be loaded (404).",
        error="error.not-found.json", local="local.json"),
]

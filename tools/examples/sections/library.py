"""Library: the article list, its filters, and the topics."""

from ..shared import LIBRARY, TOPICS, local, screen_state, summary_row, topic


SECTION = "Library"  # index.json's section of these states


def topics(ctx):
    return {"topics": [topic(ctx, x, count=True) for x in TOPICS]}


def articles(ctx, where=lambda r: True, cursor="c_2f9a41"):
    rows = [summary_row(ctx, r) for r in LIBRARY if where(r)]
    return {"items": rows, "next_cursor": cursor if rows else None}


def library_local(ctx, language=None, topic_id=None, status="all"):
    return local(ctx, cache=("home", "me", "config", "topics", "articles"),
                      library={"filter": {"language": language, "topic": topic_id, "status": status}})


LIBRARY_INPUTS = dict(topics="topics.json", config="config.json", me="me.json")


BUILDERS = {
    "local.library.json": lambda ctx: library_local(ctx),
    "local.library-en.json": lambda ctx: library_local(ctx, language="en"),
    "local.library-filtered.json": lambda ctx: library_local(ctx, topic_id="business"),
    # No Japanese article yet; Mia has completed sessions, so "nothing completed" would not be true.
    "local.library-filter-empty.json": lambda ctx: library_local(ctx, language="ja"),
    "articles.json": lambda ctx: articles(ctx),
    "articles.en.json": lambda ctx: articles(ctx, lambda r: r[1] == "en", cursor="c_en_77b0"),
    "articles.filtered.json": lambda ctx: articles(ctx, lambda r: r[3] == "business", cursor=None),
    "articles.empty.json": lambda ctx: articles(ctx, lambda r: False),
    "topics.json": topics,
}


STATES = [
    screen_state("library/library--list", SECTION,
        "All articles: new, in progress, best score, and a locked row with its hint.",
        articles="articles.json", **LIBRARY_INPUTS, local="local.library.json"),
    screen_state("library/library--language-en", SECTION, "Filtered to English articles.",
        articles="articles.en.json", **LIBRARY_INPUTS, local="local.library-en.json"),
    screen_state("library/library--filtered", SECTION, "Filtered to the Business topic.",
        articles="articles.filtered.json", **LIBRARY_INPUTS, local="local.library-filtered.json"),
    screen_state("library/library--filter-empty", SECTION,
        "Filtered to a practice language with no articles yet (日本語).",
        articles="articles.empty.json", **LIBRARY_INPUTS, local="local.library-filter-empty.json"),
    screen_state("library/library--error", SECTION, "GET /v1/articles failed.",
        error="error.json", **LIBRARY_INPUTS, local="local.library.json"),
]

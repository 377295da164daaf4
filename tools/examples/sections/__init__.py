"""One module per screen section, in index.json's order. Each module holds what only its screens
read: BUILDERS (file name → builder of the Context), STATES, and APPENDED_STATES where it has
states appended after every section's named ones."""

from .. import shared
from . import (
    complete,
    diagnostic,
    feedback,
    global_,
    growth,
    home,
    library,
    onboarding,
    paywall,
    plan,
    processing,
    profile,
    read,
    record,
)

SECTIONS = (onboarding, diagnostic, plan, paywall, home, library, read, record, processing, feedback, complete,
            growth, profile, global_)


def builders():
    """Every file's builder, from shared and each section; raises ValueError on a file two modules write."""
    merged = {}
    for module in (shared, *SECTIONS):
        for name, build in module.BUILDERS.items():
            if name in merged:
                raise ValueError(f"{name} has two builders, one in {module.__name__}")
            merged[name] = build
    return merged


def states():
    """Every state in index.json's order: each section's named states, then the appended ones,
    so that the seeded mutation tests still pick the same fields of every state before them."""
    named = [s for module in SECTIONS for s in module.STATES]
    return named + [s for module in SECTIONS for s in getattr(module, "APPENDED_STATES", [])]

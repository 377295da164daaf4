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
    """Every file's builder, from shared and each section."""
    return merge_builders((shared, *SECTIONS))


def merge_builders(modules):
    """The modules' BUILDERS in one dict; raises ValueError on a file two modules write."""
    merged, owners = {}, {}
    for module in modules:
        for name, build in module.BUILDERS.items():
            if name in merged:
                raise ValueError(f"{name} has a builder in {owners[name]} and in {module.__name__}")
            merged[name], owners[name] = build, module.__name__
    return merged


def states():
    """Every state in index.json's order: each section's named states, then the appended ones,
    so that the seeded mutation tests still pick the same fields of every state before them."""
    named = [s for module in SECTIONS for s in module.STATES]
    return named + [s for module in SECTIONS for s in getattr(module, "APPENDED_STATES", [])]

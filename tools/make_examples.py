#!/usr/bin/env python3
"""Writes Resources/examples/{en,zh-Hans}/*.json and Resources/examples/index.json.

One description of every screen state, rendered for both UI locales. A state's en
and zh-Hans inputs describe the same learner at the same moment; they differ only
in what the UI locale changes:

  - the UI locale itself: `local:Locale.current` (`en-US` / `zh-Hans-US`: the
    language follows the UI, the region is the learner's) and an explicit
    `me.settings.ui_locale`;
  - the strings the server localizes from Accept-Language (`ctx.t(en, zh)` in the builders;
    data-binding.md marks them "(Accept-Language)"); the server's fallback name
    for a learner without one ("Learner" / "练习者") is one of them.

Everything else is the same in both folders: the learner, flags, numbers, ids,
dates, `now` and the time zone. Content in an article's language (titles,
paragraphs, assessment notes, quotes) is the same in both UI locales: a zh-Hans
UI learner practicing English reads the same English article.
LocaleParityTests compares every state's files across the two locales, minus
the declared localized fields.

The learners:

    👩‍💻 Mia      America/New_York, practices en (primary) and zh-Hans; most states.
    Learner     the server's fallback name: a new learner who picks en in onboarding
                and takes an English diagnostic (onboarding, diagnostic, plan,
                paywall, home--first-time).
    林晓        Asia/Shanghai, practices zh-Hans and en (home--night-shanghai).

Coverage states (index.json "coverage": true) show what used to differ between
the folders, now the same in both locales: a Chinese diagnostic article, Home at
night in Shanghai, a China App Store storefront.

Prices come from StoreKit, and StoreKit formats `displayPrice` for the App Store
storefront of the learner's Apple ID, not for the app's UI language: a zh-Hans UI
on a US Apple ID shows "$59.99". So the storefront is part of the learner: US
dollars in both locales, and a CNY storefront is a state of its own.

"now" is 2026-11-27T14:15:00Z: 09:15 in New York, 22:15 in Shanghai (both Friday
the 27th). Server instants are written in UTC ("Z"), device instants (local.json)
with the device's offset. Run from anywhere: python3 tools/make_examples.py
(or `--out DIR` to write elsewhere: CI regenerates into a temporary folder and fails
on any difference from Resources/examples).

The builders live in tools/examples/: shared.py for the objects many screens read, one module
per screen section under sections/, writer.py for the checks and the files. Their tests:
python3 -m unittest discover -s tools/examples/tests -t tools

The output is generated: index.json says so in its "//" member, and .gitattributes
marks the folder linguist-generated. The API files carry no marker, because they are
API responses that openapi.yaml validates strictly and storekit.json is an array.
"""

import argparse
import sys
from pathlib import Path

from examples import sections, writer

ROOT = Path(__file__).resolve().parent.parent / "Resources" / "examples"


def main():
    parser = argparse.ArgumentParser(description="Writes the example inputs and index.json.")
    parser.add_argument("--out", type=Path, default=ROOT, help="the folder to write (default Resources/examples)")
    out = parser.parse_args().out
    try:
        print(writer.write(out, sections.builders(), sections.states()))
    except ValueError as problem:
        sys.exit(f"make_examples.py: {problem}")


if __name__ == "__main__":
    main()

"""Determinism, and no state shared between locales: what one locale builds cannot reach the next."""

import copy
import json
import subprocess
import sys
import unittest
from pathlib import Path

from examples import sections, shared
from examples.context import Context

from . import build

TOOLS = Path(__file__).resolve().parents[2]


def module_constants():
    """Every module-level constant (dict, list, tuple) of shared and the sections, deep-copied."""
    return {f"{module.__name__}.{name}": copy.deepcopy(value)
            for module in (shared, *sections.SECTIONS)
            for name, value in vars(module).items() if name.isupper() and isinstance(value, (dict, list, tuple))}


class DeterminismTests(unittest.TestCase):
    def test_building_twice_gives_the_same_files(self):
        for locale in ("en", "zh-Hans"):
            self.assertEqual(build(locale), build(locale), locale)

    def test_en_after_zh_hans_is_en_built_alone_in_a_fresh_process(self):
        build("zh-Hans")
        after = build("en")
        script = "import json; from examples.tests import build; print(json.dumps(build('en')))"
        run = subprocess.run([sys.executable, "-c", script], cwd=TOOLS, capture_output=True, text=True, check=True)
        self.assertEqual(json.loads(run.stdout), after)

    def test_zh_hans_after_en_is_zh_hans_built_first(self):
        first = build("zh-Hans")
        build("en")
        self.assertEqual(build("zh-Hans"), first)

    def test_building_changes_no_module_constant(self):
        before = module_constants()
        build("en")
        build("zh-Hans")
        self.assertEqual(module_constants(), before)


class ContextTests(unittest.TestCase):
    def test_t_picks_the_locales_string(self):
        self.assertEqual(Context("en").t("Good morning", "早上好"), "Good morning")
        self.assertEqual(Context("zh-Hans").t("Good morning", "早上好"), "早上好")

    def test_the_locale_reaches_what_it_changes_and_nothing_else(self):
        en, zh = build("en"), build("zh-Hans")
        self.assertEqual((en["home.json"]["greeting"], zh["home.json"]["greeting"]), ("Good morning", "早上好"))
        self.assertEqual((en["local.json"]["device"]["locale"], zh["local.json"]["device"]["locale"]),
                         ("en-US", "zh-Hans-US"))
        self.assertEqual((en["me.language.json"]["settings"]["ui_locale"],
                          zh["me.language.json"]["settings"]["ui_locale"]), ("en", "zh-Hans"))
        self.assertEqual((en["me.new.json"]["display_name"], zh["me.new.json"]["display_name"]), ("Learner", "练习者"))
        # Not localized: StoreKit formats for the storefront, and the article keeps its language.
        self.assertEqual(en["storekit.json"], zh["storekit.json"])
        self.assertEqual(en["session.json"]["article"]["paragraphs"], zh["session.json"]["article"]["paragraphs"])
        self.assertEqual(en["me.json"]["created_at"], zh["me.json"]["created_at"])


if __name__ == "__main__":
    unittest.main()

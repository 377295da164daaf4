"""Each section's states carry the responses their screen reads, and a state's files agree with
one another (the same session, attempt, learner, zone and locale)."""

import unittest

from examples import sections
from examples.context import LOCALES

from . import build

# What every state of a section reads, by role (index.json's `files` keys): the screen's own
# response where it always has one, Me where the screen shows the learner, config where it
# reads limits or versions, and the device state everywhere.
READS = {
    "onboarding": ("Onboarding", {"config", "me", "local"}),
    "diagnostic": ("Diagnostic", {"me", "local"}),
    "plan": ("Plan", {"me", "local"}),
    "paywall": ("Paywall", {"paywall", "me", "config", "local"}),
    "home": ("Home", {"me", "config", "local"}),
    "library": ("Library", {"topics", "config", "me", "local"}),
    "read": ("Read", {"local"}),
    "record": ("Record (round 1, round 2)", {"session", "config", "local"}),
    "processing": ("Processing", {"attempt", "config", "local"}),
    "feedback": ("Feedback", {"attempt", "exemplar", "local"}),
    "complete": ("Complete", {"settlement", "me", "local"}),
    "growth": ("Growth", {"growth", "me", "local"}),
    "profile": ("Profile & settings", {"me", "config", "weekly_quests", "local"}),
    "global_": ("Global", {"local"}),
}

# A state's id starts with its screen's folder; Record's round 2 is the compress screen.
FOLDERS = {"record": {"record", "compress"}, "global_": {"global"}}


def states_of(module):
    return [*module.STATES, *getattr(module, "APPENDED_STATES", [])]


class SectionTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.files = {locale: build(locale) for locale in LOCALES}

    def test_every_section_has_a_module_in_order(self):
        self.assertEqual([m.__name__.rsplit(".", 1)[1] for m in sections.SECTIONS], list(READS))

    def test_a_sections_states_carry_what_its_screen_reads(self):
        for module in sections.SECTIONS:
            name = module.__name__.rsplit(".", 1)[1]
            title, reads = READS[name]
            self.assertTrue(states_of(module), name)
            for state in states_of(module):
                with self.subTest(state=state["id"]):
                    self.assertEqual(state["section"], title)
                    self.assertIn(state["id"].split("/")[0], FOLDERS.get(name, {name}))
                    self.assertEqual(reads - set(state["files"]), set())

    def test_a_role_names_a_file_of_that_response(self):
        for state in sections.states():
            for role, name in state["files"].items():
                self.assertTrue(name == f"{role}.json" or name.startswith(f"{role}."), f"{state['id']}: {role}={name}")

    def test_a_states_files_agree_with_one_another(self):
        for locale in LOCALES:
            for state in sections.states():
                with self.subTest(state=state["id"], locale=locale):
                    f = {role: self.files[locale][name] for role, name in state["files"].items()}
                    device = f["local"]["device"]
                    self.assertEqual(device["timeZone"], state["zone"])
                    self.assertEqual(device["locale"], f"{locale}-{'CN' if state['zone'] == 'Asia/Shanghai' else 'US'}")
                    if "me" in f:
                        self.assertEqual(f["me"]["settings"]["time_zone"], state["zone"])
                        self.assertIn(f["me"]["settings"]["ui_locale"], (None, locale))
                    if "home" in f and "me" in f:
                        self.assertEqual(f["home"]["display_name"], f["me"]["display_name"])
                    if "session" in f:
                        self.assertEqual(f["session"]["language"], f["session"]["article"]["language"])
                    if "session" in f and "attempt" in f:
                        self.assertEqual(f["attempt"]["session_id"], f["session"]["id"])
                    if "session" in f and "settlement" in f:
                        self.assertEqual(f["settlement"]["session_id"], f["session"]["id"])
                    if "attempt" in f and f["attempt"]["assessment"] is not None:
                        self.assertEqual(f["attempt"]["assessment"]["attempt_id"], f["attempt"]["id"])
                    if "attempt" in f and "exemplar" in f:
                        self.assertEqual(f["exemplar"]["attempt_id"], f["attempt"]["id"])


if __name__ == "__main__":
    unittest.main()

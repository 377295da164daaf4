#!/usr/bin/env python3
"""The accessibility labels' coverage: of the texts of `coach-fmt render --all --format json` in
the symbolic classes of Resources/copy/accessibility.json, how many carry a non-empty
accessibility_label, per locale. Counted twice: with the file's exceptions (what the check and
the tests hold to: every such text labelled) and without them (every text a pattern matches,
times of day included), and the unlabelled texts listed with the exception that explains them.

Usage: tools/a11y_coverage.py [PATH_TO_COACH_FMT]   (default .build/debug/coach-fmt)
"""
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def glob(pattern):
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**", i):
            out, i = out + ".*", i + 2
        elif pattern[i] == "*":
            out, i = out + "[^.]*", i + 1
        else:
            out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out + r"\Z")


def load_classes():
    data = json.loads((ROOT / "Resources/copy/accessibility.json").read_text())
    classes = []
    for entry in data["classes"]:
        classes.append({
            "name": entry["class"],
            "text": re.compile(entry["text"]) if "text" in entry else None,
            "look": re.compile(entry["look"]) if "look" in entry else None,
            "ids": [glob(p) for p in entry.get("ids", [])],
            "except": [(glob(e["id"]), re.compile(e["text"]) if "text" in e else None, e["why"])
                       for e in entry.get("except", [])],
        })
    return classes


MARK_NOTES = {"first_charge": "first charge", "done": "✓ done", "failed": "✕ failed",
              "waiting_for_network": "waiting for network"}
ICON_NOTES = {"covered": "✓ covered", "missed": "! missed", "trophy_and_rays": "trophy and rays"}
STYLE_NOTES = {"thumbs": "👍 👎", "cannot_turn_off": "can’t be turned off"}


def drawn(element):
    """The looks' and marks' notes, as RenderedElement.drawnNote prints the ones the classes match."""
    notes = []
    for look in element.get("looks", []):
        (kind, value), = look.items()
        if kind == "icon":
            notes.append(ICON_NOTES.get(value, value))
        elif kind == "style":
            notes.append(STYLE_NOTES.get(value, value.replace("_", " ")))
        elif kind in ("color", "dimension"):
            notes.append(value)
        else:
            notes.append(kind.replace("_", " "))
    notes += [MARK_NOTES.get(mark, mark) for mark in element.get("marks", [])]
    return ", ".join(notes)


def classify(element, classes):
    """(class name, the exception's reason or None) for the first class the text matches."""
    text = element.get("text") or element.get("headline")
    if not text:
        return None
    for c in classes:
        if ((c["text"] and c["text"].search(text)) or (c["look"] and c["look"].search(drawn(element)))
                or any(p.match(element["id"]) for p in c["ids"])):
            for id_pattern, text_pattern, why in c["except"]:
                if id_pattern.match(element["id"]) and (text_pattern is None or text_pattern.search(text)):
                    return c["name"], why
            return c["name"], None
    return None


def screens(binary):
    out = subprocess.run([binary, "render", "--all", "--format", "json"], capture_output=True, text=True).stdout
    decoder, i, docs = json.JSONDecoder(), 0, []
    while i < len(out):
        while i < len(out) and out[i].isspace():
            i += 1
        if i >= len(out):
            break
        doc, i = decoder.raw_decode(out, i)
        docs.extend(doc if isinstance(doc, list) else [doc])
    return docs


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/coach-fmt")
    classes = load_classes()
    counts = defaultdict(Counter)
    unlabelled = defaultdict(list)

    def visit(element, screen):
        found = classify(element, classes)
        if found:
            name, why = found
            labelled = bool(element.get("accessibility_label"))
            locale = screen["locale"]
            counts[locale]["all"] += 1
            counts[locale]["all labelled"] += labelled
            if why is None:
                counts[locale]["held"] += 1
                counts[locale]["held labelled"] += labelled
            if not labelled:
                unlabelled[locale].append((screen["state"], element["id"], name, element.get("text") or element["headline"], why))
        for part in element.get("parts", []):
            visit(part, screen)

    for screen in screens(binary):
        for element in screen["elements"]:
            visit(element, screen)
    for locale in sorted(counts):
        c = counts[locale]
        print(f"{locale}: {c['held labelled']} of {c['held']} texts in the classes labelled "
              f"({100 * c['held labelled'] / max(c['held'], 1):.1f}%); counting the exceptions too, "
              f"{c['all labelled']} of {c['all']} ({100 * c['all labelled'] / max(c['all'], 1):.1f}%)")
        for state, element_id, name, text, why in unlabelled[locale]:
            print(f"  unlabelled [{name}] {state} {element_id} “{text}”: {why or 'NO EXCEPTION'}")


if __name__ == "__main__":
    main()

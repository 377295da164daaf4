#!/usr/bin/env python3
"""Validates `coach-fmt render --all --format json` in each UI locale (en, zh-Hans and the
pseudo-locale en-XA), and one render with a catalog overlay, against
Resources/schema/rendered-screen.schema.json (JSON Schema 2020-12).

    tools/validate_render_schema.py [path/to/coach-fmt]

One line per problem naming the state, locale and JSON path; exit 1 on any.
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "debug" / "coach-fmt")
schema = json.loads((ROOT / "Resources" / "schema" / "rendered-screen.schema.json").read_text())
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)

problems = 0
count = 0
for locale in ["en", "zh-Hans", "en-XA"]:
    out = subprocess.run([binary, "render", "--all", "--locale", locale, "--format", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        print(f"render --all --locale {locale} exited {out.returncode}: {out.stderr.strip()}")
        sys.exit(1)
    for screen in json.loads(out.stdout):
        count += 1
        for error in validator.iter_errors(screen):
            problems += 1
            path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            print(f"{screen.get('state')} ({locale}): ${path}: {error.message[:200]}")
# A render with a catalog overlay, whose elements carry `overlay`.
with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as overlay:
    overlay.write(json.dumps({"home.quest.title": {"value": "今天的任务"}}, ensure_ascii=False))
    overlay.flush()
    out = subprocess.run([binary, "render", "home/home--normal", "--locale", "zh-Hans", "--format", "json",
                          "--overlay", overlay.name], capture_output=True, text=True, cwd=ROOT)
    screen = json.loads(out.stdout)
    count += 1
    if out.returncode != 0 or not any(element.get("overlay") for element in screen["elements"]):
        problems += 1
        print(f"home/home--normal (zh-Hans, overlay): exited {out.returncode}, no element says overlay: {out.stderr.strip()}")
    for error in validator.iter_errors(screen):
        problems += 1
        print(f"home/home--normal (zh-Hans, overlay): {error.message[:200]}")
print(f"schema: {count} screens, {problems} problems")
sys.exit(1 if problems else 0)

#!/usr/bin/env python3
"""Prints every field of every response in openapi.yaml, as JSON, for the Swift models' test.

For each endpoint's response schema (the table in make_contract_ranges.py), one entry per field,
by JSON path pattern below the response (`today_quest.steps[].key`, `dimensions.<key>.score`
for a map): whether the contract requires it, whether it may be null, and its JSON type
(`string`, `integer`, `number`, `boolean`, `object`, `array`, `map`). `ContractFieldTests`
decodes every example with a recording decoder and holds the models to this table: the same
fields, a Swift optional exactly where the contract lets the field be absent or null, the same
scalar types.

Run: python3 tools/contract_fields.py   Needs PyYAML (Debian: python3-yaml).
"""

import json
import sys
from pathlib import Path

import yaml

from make_contract_ranges import SCHEMA_FOR

ROOT = Path(__file__).resolve().parent.parent


def resolve(node, schemas):
    """The schema behind `node`, its $ref followed, and whether a null branch or type allows null."""
    nullable = False
    while True:
        if "$ref" in node:
            node = schemas[node["$ref"].rsplit("/", 1)[1]]
            continue
        if len(node.get("allOf", [])) == 1:
            node = {**{k: v for k, v in node.items() if k != "allOf"}, **node["allOf"][0]}
            continue
        branches = node.get("oneOf") or node.get("anyOf")
        if branches:
            others = [branch for branch in branches if branch.get("type") != "null"]
            nullable = nullable or len(others) < len(branches)
            if len(others) == 1:
                node = {**{k: v for k, v in node.items() if k not in ("oneOf", "anyOf")}, **others[0]}
                continue
        break
    kind = node.get("type")
    if isinstance(kind, list):
        nullable = nullable or "null" in kind
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return node, nullable, kind


def walk(node, schemas, path, required, fields, stack):
    node, nullable, kind = resolve(node, schemas)
    if kind is None and "properties" in node:
        kind = "object"
    if kind == "object" and "properties" not in node and isinstance(node.get("additionalProperties"), dict):
        kind = "map"
    if path:
        fields.append({"path": path, "required": required, "nullable": nullable, "type": kind})
    if kind == "object":
        key = json.dumps(node, sort_keys=True)
        if key in stack:
            return
        needed = set(node.get("required", []))
        for name, member in node.get("properties", {}).items():
            walk(member, schemas, f"{path}.{name}" if path else name, name in needed, fields, stack | {key})
    elif kind == "map":
        walk(node["additionalProperties"], schemas, f"{path}.<key>", True, fields, stack)
    elif kind == "array" and isinstance(node.get("items"), dict):
        walk(node["items"], schemas, f"{path}[]", True, fields, stack)


def main():
    document = yaml.safe_load((ROOT / "Resources/openapi.yaml").read_text(encoding="utf-8"))
    schemas = document["components"]["schemas"]
    table = {}
    for endpoint, model in SCHEMA_FOR.items():
        fields = []
        walk({"$ref": f"#/components/schemas/{model}"}, schemas, "", True, fields, frozenset())
        table[endpoint] = fields
    json.dump(table, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

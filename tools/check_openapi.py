#!/usr/bin/env python3
"""Checks openapi.yaml and the API examples against it.

1. openapi.yaml is a valid OpenAPI 3.1 document.
2. Every API example (Resources/examples/<locale>/<endpoint>[.<variant>].json)
   validates against its endpoint's schema, strictly: an object may hold only
   the properties its schema declares, so the examples cannot drift from the
   contract. local.* and storekit.* are device inputs, not API, and are skipped.
3. Every property of every schema a response uses is set in some example, so
   the Swift tests (which decode every example) exercise every field.

Needs PyYAML, jsonschema and openapi-spec-validator. Run: python3 tools/check_openapi.py
"""

import copy
import json
import sys
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator, FormatChecker
from openapi_spec_validator import validate

from make_contract_ranges import SCHEMA_FOR  # the one list of response schemas

ROOT = Path(__file__).resolve().parent.parent
DEVICE_INPUTS = {"local", "storekit"}  # the `Endpoint` cases openapi.yaml does not describe (EndpointTests)
# Enumerations are open: these examples carry a value newer than the contract on purpose.
EXPECTED_UNKNOWN = {("settlement.level-up.json", "settlement.xp.breakdown[5].type")}


def strict(node):
    """Adds additionalProperties: false to every object schema that lists properties."""
    if isinstance(node, dict):
        if "properties" in node and "additionalProperties" not in node:
            node["additionalProperties"] = False
        for value in node.values():
            strict(value)
    elif isinstance(node, list):
        for value in node:
            strict(value)
    return node


def schema_fields(node, components, owner, rel, out, visited):
    """Fields each named schema defines, as (schema, relative path) up to the next $ref."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[1]
        if name not in visited:
            visited.add(name)
            schema_fields(components["schemas"][name], components, name, "", out, visited)
        return
    for key in ("oneOf", "anyOf", "allOf"):
        for branch in node.get(key, []):
            schema_fields(branch, components, owner, rel, out, visited)
    if "items" in node:
        schema_fields(node["items"], components, owner, rel + "[]", out, visited)
    for name, child in node.get("properties", {}).items():
        out.add((owner, f"{rel}.{name}"))
        schema_fields(child, components, owner, f"{rel}.{name}", out, visited)


def instance_fields(value, node, components, owner, rel, out):
    """The (schema, relative path) fields an instance sets, following its schema."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[1]
        instance_fields(value, components["schemas"][name], components, name, "", out)
        return
    for key in ("oneOf", "anyOf", "allOf"):
        for branch in node.get(key, []):
            instance_fields(value, branch, components, owner, rel, out)
    if isinstance(value, list) and "items" in node:
        for child in value:
            instance_fields(child, node["items"], components, owner, rel + "[]", out)
    if isinstance(value, dict):
        for name, child_schema in node.get("properties", {}).items():
            if name in value:
                out.add((owner, f"{rel}.{name}"))
                instance_fields(value[name], child_schema, components, owner, f"{rel}.{name}", out)


def main():
    spec = yaml.safe_load((ROOT / "Resources" / "openapi.yaml").read_text(encoding="utf-8"))
    validate(spec)
    components = strict(copy.deepcopy(spec["components"]))
    failures = 0
    checked = 0
    seen_fields = set()
    for path in sorted((ROOT / "Resources" / "examples").glob("*/*.json")):
        endpoint = path.name.split(".", 1)[0]
        if endpoint in DEVICE_INPUTS:
            continue
        if endpoint not in SCHEMA_FOR:
            print(f"{path.relative_to(ROOT)}: no schema for endpoint {endpoint!r}")
            failures += 1
            continue
        schema = {"$ref": f"#/components/schemas/{SCHEMA_FOR[endpoint]}", "components": components}
        validator = Draft202012Validator(schema, format_checker=FormatChecker())
        instance = json.loads(path.read_text(encoding="utf-8"))
        root = {"$ref": f"#/components/schemas/{SCHEMA_FOR[endpoint]}"}
        instance_fields(instance, root, spec["components"], None, "", seen_fields)
        for error in validator.iter_errors(instance):
            where = endpoint + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            if error.validator == "enum" and (path.name, where) in EXPECTED_UNKNOWN:
                continue
            print(f"{path.relative_to(ROOT)}: {where}: {error.message}")
            failures += 1
        checked += 1
    defined_fields, visited = set(), set()
    for name in SCHEMA_FOR.values():
        schema_fields({"$ref": f"#/components/schemas/{name}"}, spec["components"], None, "", defined_fields, visited)
    for schema, field in sorted(defined_fields - seen_fields):
        print(f"{schema}{field}: defined in openapi.yaml but set in no example")
        failures += 1
    print(f"openapi.yaml valid; {checked} API examples checked, {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

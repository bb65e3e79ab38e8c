#!/usr/bin/env python3
"""Validate a tokens.docs.json file against docs/tokens.docs.schema.json.

Usage: validate_docs_json.py SCHEMA DOCUMENT

Checks the schema itself first (valid draft 2020-12, a description on every
property), then validates the document with jsonschema's Draft202012Validator
and prints every error with its JSON path, e.g.

    $.tokens[3].value: 12 is not of type 'object'

Exit status: 0 valid; 1 the document does not match the schema; 2 usage errors,
unreadable files or a broken schema; 3 the jsonschema package is missing.
"""

import json
import sys

INSTALL_HINT = (
    "`make test` installs it (or run: python3 -m pip install --user jsonschema, "
    "or apt-get install python3-jsonschema)"
)


def json_path(parts):
    """`$.tokens[3].value` for the path parts ['tokens', 3, 'value']."""
    text = "$"
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def undocumented(schema, where="$"):
    """Yield the location of every property in the schema that has no description.

    The bodies of if/then/else/not are conditions on properties documented
    elsewhere, so they are not searched.
    """
    if isinstance(schema, list):
        for index, item in enumerate(schema):
            yield from undocumented(item, f"{where}[{index}]")
        return
    if not isinstance(schema, dict):
        return
    for key, value in schema.items():
        if key in ("if", "then", "else", "not", "const", "enum", "default", "examples"):
            continue
        if key == "properties" and isinstance(value, dict):
            for name, subschema in value.items():
                if not (isinstance(subschema, dict) and subschema.get("description")):
                    yield f"{where}.properties.{name}"
        yield from undocumented(value, f"{where}.{key}")


def load(path, what):
    """The parsed JSON file at `path`; exits with status 2 when it cannot be read."""
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        print(f"error: cannot read the {what} {path}: {error}", file=sys.stderr)
        sys.exit(2)


def error_key(error):
    """Sorts errors by document position, then message."""
    return ([(0, p, "") if isinstance(p, int) else (1, 0, p) for p in error.absolute_path], error.message)


def branch_causes(error):
    """For a failed oneOf or anyOf, the errors of the branches its discriminator chose.

    Branches that failed on a `const` (such as a different `kind`) or on the value's
    own type are left out, so the message names what is wrong in the intended shape.
    """
    branches = {}
    for cause in error.context:
        branches.setdefault(cause.relative_schema_path[0], []).append(cause)
    chosen = []
    for causes in branches.values():
        if not any(
            cause.validator == "const"
            or (cause.validator == "type" and list(cause.absolute_path) == list(error.absolute_path))
            for cause in causes
        ):
            chosen += causes
    return sorted(chosen, key=error_key)


def main(argv):
    if len(argv) != 3:
        print("usage: validate_docs_json.py SCHEMA DOCUMENT", file=sys.stderr)
        return 2
    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
    except ImportError:
        print(f"error: the Python package 'jsonschema' is missing; {INSTALL_HINT}", file=sys.stderr)
        return 3

    schema_path, document_path = argv[1], argv[2]
    schema = load(schema_path, "schema")
    document = load(document_path, "document")
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print(f"error: {schema_path} is not a valid draft 2020-12 schema: {error.message}", file=sys.stderr)
        return 2
    missing = list(undocumented(schema))
    for where in missing:
        print(f"error: {schema_path}: {where} has no description", file=sys.stderr)
    if missing:
        return 2

    errors = sorted(Draft202012Validator(schema).iter_errors(document), key=error_key)
    for error in errors:
        line = f"{json_path(error.absolute_path)}: {error.message}"
        causes = branch_causes(error) if error.context else []
        if causes:
            line += " (" + "; ".join(f"{json_path(c.absolute_path)}: {c.message}" for c in causes) + ")"
        print(line)
    if errors:
        print(f"{len(errors)} error{'s' if len(errors) != 1 else ''} in {document_path}")
        return 1
    print(f"{document_path}: valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

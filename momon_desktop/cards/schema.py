"""The JSON Schema of card set format v1, exported from the pydantic models.

``python -m momon_desktop.cards schema [PATH]`` writes it (default:
``docs/card-set-v1.schema.json``). A test fails when the committed file is out of date.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from .models import CardSetFile

SCHEMA_ID = "https://momon-desktop.invalid/schemas/card-set-v1.schema.json"
DEFAULT_PATH = Path(__file__).resolve().parent.parent.parent / "docs" / "card-set-v1.schema.json"


def _drop_null_defaults(node: Any) -> Any:
    # null is never a value in the format (optional fields are left out), so a
    # "default": null would only mislead; the real defaults are in the descriptions.
    if isinstance(node, dict):
        return {
            k: _drop_null_defaults(v) for k, v in node.items() if not (k == "default" and v is None)
        }
    if isinstance(node, list):
        return [_drop_null_defaults(v) for v in node]
    return node


class _NoNullSchema(GenerateJsonSchema):
    """The models accept null only to refuse it with a plain message; the schema says
    what a file may hold, so an optional field is its value's type alone."""

    def nullable_schema(self, schema: core_schema.NullableSchema) -> JsonSchemaValue:
        return self.generate_inner(schema["schema"])


def card_set_json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a card set file, format v1."""
    schema = _drop_null_defaults(
        CardSetFile.model_json_schema(mode="validation", schema_generator=_NoNullSchema)
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        **schema,
    }


def schema_text() -> str:
    """The schema as it is written to disk: indented, keys in model order, final newline."""
    return json.dumps(card_set_json_schema(), indent=2, ensure_ascii=False) + "\n"

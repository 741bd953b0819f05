"""Parsed content files kept as JSON, so a game opens without parsing its YAML again.

Content is read with PyYAML's `safe_load`, pure Python here: EU's four files
take about a tenth of a second, most of the time it takes to open a game.
`json` reads the same data in C. A file's parse is kept under the SHA-256 of
its bytes, so an edited file is parsed again, and only when JSON gives back
exactly what YAML gave: a mapping with keys that are not text (a number of
players) is kept as its list of pairs under a marker key (the reader,
`core.content.yamlread`, gives nothing else JSON cannot hold). A missing or damaged entry is
parsed again and rewritten; the cache never changes what a file means. It is
off until `use_folder` names a folder: the desktop points it into the user's
cache location; the command line and tests parse every time.

>>> import tempfile, pathlib
>>> use_folder(pathlib.Path(tempfile.mkdtemp()))
>>> cached(b"a: 1", lambda data: {"a": 1}), cached(b"a: 1", lambda data: 1 / 0)
({'a': 1}, {'a': 1})
>>> cached(b"2: x", lambda data: {2: "x"}), cached(b"2: x", lambda data: 1 / 0)
({2: 'x'}, {2: 'x'})
>>> use_folder(None)
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

FORMAT = 1
PAIRS = "\u0000pairs"  # a mapping whose keys are not all text, as [[key, value], ...]
_folder: Path | None = None


def use_folder(folder: Path | None) -> None:
    """Keep parsed content under `folder` (made when first written), or parse every time with None."""
    global _folder
    _folder = Path(folder) if folder is not None else None


def cached(data: bytes, parse: Callable[[bytes], Any]) -> Any:
    """`parse(data)`, or the JSON kept from an earlier parse of the same bytes."""
    if _folder is None:
        return parse(data)
    entry = _folder / f"{hashlib.sha256(data).hexdigest()}.v{FORMAT}.json"
    try:
        return json.loads(entry.read_text(encoding="utf-8"), object_hook=_mapping)
    except (OSError, ValueError, TypeError):
        pass
    value = parse(data)
    _keep(entry, value)
    return value


def _plain(value: Any) -> Any:
    """`value` with every mapping whose keys are not all text written as a marked list of pairs."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _plain(v) for k, v in value.items()}
        return {PAIRS: [[k, _plain(v)] for k, v in value.items()]}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _mapping(obj: dict[str, Any]) -> Any:
    """Read back a marked list of pairs as the mapping it was."""
    if PAIRS in obj and len(obj) == 1:
        return {k: v for k, v in obj[PAIRS]}
    return obj


def _keep(entry: Path, value: Any) -> None:
    """Write `value` as JSON beside its key, atomically, if JSON reads it back the same; never fails."""
    try:
        text = json.dumps(_plain(value), ensure_ascii=False)
        if json.loads(text, object_hook=_mapping) != value:
            return
        entry.parent.mkdir(parents=True, exist_ok=True)
        tmp = entry.with_name(f"{entry.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, entry)
    except (OSError, TypeError, ValueError):
        return

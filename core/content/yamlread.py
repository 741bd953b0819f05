"""The one place YAML is read: content and scenario files, bounded so a hostile file is refused, never obeyed.

A file is refused with one line naming it and the line at fault when it is
larger than `MAX_BYTES`, nests deeper than `MAX_DEPTH`, would hold more than
`MAX_NODES` values once its aliases are expanded (a "billion laughs" bomb is
refused while it is read, before anything is built), has an alias inside its own
anchor, or holds anything but plain values: text, whole numbers within
`MAX_INT`, finite numbers, true/false, null, lists, and mappings whose keys are
text or whole numbers; text holds no control character but tab and newline, and
no lone surrogate. Dates, sets, binary data and language tags are refused.

>>> load(b"a: [1, 2.5, x, true, null]", "f.yaml")
{'a': [1, 2.5, 'x', True, None]}
>>> load(b"when: 2024-01-01", "f.yaml")
Traceback (most recent call last):
...
core.content.yamlread.UnsafeYaml: f.yaml: line 1: a date is not a plain value (write it in quotes)
>>> load(b"a: &a [1, *a]", "f.yaml")
Traceback (most recent call last):
...
core.content.yamlread.UnsafeYaml: f.yaml: line 1: an alias inside its own anchor
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from core.engine.errors import ContentError

MAX_BYTES = 256 * 1024
MAX_DEPTH = 64
MAX_NODES = 20_000
MAX_INT = 2**53

_TAG = "tag:yaml.org,2002:"
_SCALARS = {_TAG + t for t in ("str", "int", "float", "bool", "null")}
_KEYS = {_TAG + "str", _TAG + "int", _TAG + "merge"}
_UNSAFE_TEXT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_NAMES = {
    "timestamp": "a date",
    "binary": "binary data",
    "set": "a set",
    "omap": "an ordered mapping",
    "pairs": "a list of pairs",
    "merge": "a merge key",
}


class UnsafeYaml(ContentError):
    """A YAML file that is too large, too deep, an alias bomb, or holds a value that is not plain data."""


class _Refused(Exception):
    """Raised inside the loader with the problem and the mark where it was found."""

    def __init__(self, problem: str, mark: Any):
        super().__init__(problem)
        self.problem, self.mark = problem, mark


def _what(tag: str | None) -> str:
    """A tag in players' words: 'a date', 'a set', or the tag itself."""
    tag = tag or "?"
    if tag.startswith(_TAG):
        return _NAMES.get(tag[len(_TAG) :], f"a value tagged !!{tag[len(_TAG) :]}")
    return f"a value tagged {tag}"


def _measure(loader: Any, node: Any) -> int:
    """How many values `node` holds with its aliases expanded (sizes of its children are known); refuses a tag
    that is not plain data and a size beyond `MAX_NODES`."""
    if node.id == "scalar":
        _check_scalar(loader, node)
        return 1
    if node.tag != _TAG + ("seq" if node.id == "sequence" else "map"):
        raise _Refused(f"{_what(node.tag)} is not a plain value", node.start_mark)
    if node.id == "sequence":
        size = 1 + sum(loader.sizes[id(item)] for item in node.value)
    else:
        for key, _ in node.value:
            if key.id != "scalar" or key.tag not in _KEYS:
                raise _Refused("a key must be text or a whole number", key.start_mark)
        size = 1 + sum(loader.sizes[id(k)] + loader.sizes[id(v)] for k, v in node.value)
    if size > MAX_NODES:
        raise _Refused(f"holds more than {MAX_NODES:,} values once its aliases are expanded", node.start_mark)
    return size


def _check_scalar(loader: Any, node: Any) -> None:
    """Refuse a scalar that is not text, a number within range, true/false or null."""
    tag = node.tag
    if tag == _TAG + "merge":
        return
    if tag not in _SCALARS:
        hint = " (write it in quotes)" if tag == _TAG + "timestamp" else ""
        raise _Refused(f"{_what(tag)} is not a plain value{hint}", node.start_mark)
    if tag == _TAG + "str" and _UNSAFE_TEXT.search(node.value):
        raise _Refused("text holds a control character or a lone surrogate", node.start_mark)
    if tag == _TAG + "str" or tag == _TAG + "null":
        return
    text = node.value[:40]
    if tag == _TAG + "int" and len(node.value) > 40:
        raise _Refused(f"the number {text} is beyond 2**53", node.start_mark)
    try:
        value = loader.yaml_constructors[tag](loader, node)
    except (ValueError, KeyError, TypeError):
        raise _Refused(f"{text!r} is not a valid !!{tag[len(_TAG) :]}", node.start_mark) from None
    if tag == _TAG + "int" and abs(value) > MAX_INT:
        raise _Refused(f"the number {text} is beyond 2**53", node.start_mark)
    if tag == _TAG + "float" and not math.isfinite(value):
        raise _Refused(f"the number {text} is not finite", node.start_mark)


def _loader_class() -> type:
    """The bounded loader: PyYAML's safe loader counting, while it composes, depth and values with aliases expanded
    (made when first needed, so a start that reads no YAML never imports it)."""
    import yaml
    from yaml.events import AliasEvent

    class BoundedLoader(yaml.SafeLoader):
        """PyYAML's safe loader that refuses depth, expanded size, recursive aliases and non-plain tags."""

        def __init__(self, stream: str) -> None:
            super().__init__(stream)
            self.depth = self.count = 0
            self.sizes: dict[int, int] = {}

        def compose_node(self, parent: Any, index: Any) -> Any:
            """One node, counted and measured; an alias must point at a node already complete."""
            mark = self.peek_event().start_mark
            if self.check_event(AliasEvent):
                node = super().compose_node(parent, index)
                if id(node) not in self.sizes:
                    raise _Refused("an alias inside its own anchor", mark)
                return node
            self.depth += 1
            self.count += 1
            if self.depth > MAX_DEPTH:
                raise _Refused(f"nested deeper than {MAX_DEPTH} levels", mark)
            if self.count > MAX_NODES:
                raise _Refused(f"holds more than {MAX_NODES:,} values", mark)
            node = super().compose_node(parent, index)
            self.depth -= 1
            self.sizes[id(node)] = _measure(self, node)
            return node

    return BoundedLoader


_LOADER: type | None = None


def load(data: bytes, where: str) -> Any:
    """The plain data of a YAML (or JSON) file's bytes; any defect is one UnsafeYaml line naming `where`."""
    global _LOADER
    if len(data) > MAX_BYTES:
        raise UnsafeYaml(f"{where}: the file is larger than {MAX_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise UnsafeYaml(f"{where}: not UTF-8 text (byte {err.start})") from None
    import yaml

    _LOADER = _LOADER or _loader_class()
    loader = _LOADER(text)
    try:
        return loader.get_single_data()
    except _Refused as err:
        raise UnsafeYaml(f"{where}: {_line(err.mark)}{err.problem}") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        problem = getattr(err, "problem", None) or "not valid YAML"
        raise UnsafeYaml(f"{where}: {_line(mark)}{_one_line(problem)}") from None
    except (RecursionError, MemoryError):
        raise UnsafeYaml(f"{where}: too deeply nested or too large to read") from None
    finally:
        loader.dispose()


def read(path: Path) -> bytes:
    """A file's bytes, at most one more than `MAX_BYTES` (so `load` refuses a larger one without reading it all)."""
    try:
        with Path(path).open("rb") as fh:
            return fh.read(MAX_BYTES + 1)
    except OSError as err:
        raise UnsafeYaml(f"{path}: cannot read: {err.strerror or err}") from None


def _line(mark: Any) -> str:
    return f"line {mark.line + 1}: " if mark is not None else ""


def _one_line(text: str) -> str:
    return " ".join(str(text).split())

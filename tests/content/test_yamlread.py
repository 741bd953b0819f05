"""The bounded YAML reader: its limits hold exactly where docs/scenarios.md says, and plain files read as before."""

from __future__ import annotations

import pytest
import yaml

from core.content.yamlread import MAX_BYTES, MAX_DEPTH, MAX_INT, MAX_NODES, UnsafeYaml, load


def test_nesting_up_to_the_limit_reads_and_one_more_is_refused():
    assert load(("[" * MAX_DEPTH + "]" * MAX_DEPTH).encode(), "f")
    with pytest.raises(UnsafeYaml, match=rf"f: line 1: nested deeper than {MAX_DEPTH} levels"):
        load(("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)).encode(), "f")


def test_values_up_to_the_limit_read_and_aliases_count_as_what_they_expand_to():
    fits = "[" + ", ".join(["1"] * (MAX_NODES - 2)) + "]"
    assert len(load(fits.encode(), "f")) == MAX_NODES - 2
    with pytest.raises(UnsafeYaml, match=r"f: line 1: holds more than 20,000 values"):
        load(("[" + ", ".join(["1"] * MAX_NODES) + "]").encode(), "f")
    ten = ", ".join(["*a"] * 10)
    with pytest.raises(UnsafeYaml, match=r"once its aliases are expanded"):
        load(f"- &a [{', '.join(['x'] * 3000)}]\n- [{ten}]\n".encode(), "f")
    assert load(b"- &a [1, 2]\n- *a\n- {<<: {b: 1}, c: 2}\n", "f") == [[1, 2], [1, 2], {"b": 1, "c": 2}]


def test_numbers_up_to_two_to_the_53_read_and_beyond_are_refused():
    assert load(f"n: {MAX_INT}".encode(), "f") == {"n": MAX_INT}
    assert load(f"n: {-MAX_INT}".encode(), "f") == {"n": -MAX_INT}
    with pytest.raises(UnsafeYaml, match=r"beyond 2\*\*53"):
        load(f"n: {MAX_INT + 1}".encode(), "f")


@pytest.mark.parametrize(
    "text, problem",
    [
        ("a: !!set {x, y}", "a set is not a plain value"),
        ("a: !!binary aGk=", "binary data is not a plain value"),
        ("a: !!python/tuple [1]", "a value tagged !!python/tuple is not a plain value"),
        ("a: !custom 1", "a value tagged !custom is not a plain value"),
        ('a: "\\x07"', "control character"),
        ("{[1]: x}", "a key must be text or a whole number"),
        ("{null: x}", "a key must be text or a whole number"),
        ("a: [1", "expected ',' or ']'"),
    ],
)
def test_what_is_not_plain_data_is_one_line_naming_the_file(text, problem):
    with pytest.raises(UnsafeYaml) as refused:
        load(text.encode(), "where.yaml")
    assert str(refused.value).startswith("where.yaml: ") and problem in str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_file_larger_than_the_limit_is_refused_before_it_is_parsed():
    with pytest.raises(UnsafeYaml, match=r"larger than 262,144 bytes"):
        load(b"#" * (MAX_BYTES + 1), "f")


def test_plain_yaml_reads_as_the_safe_loader_reads_it():
    text = "a: [1, 2.5, -3, 0x10, yes, ~, 'q', \"tab\\tline\\n\"]\n2: {b: &x [1], c: *x}\n"
    assert load(text.encode(), "f") == yaml.safe_load(text)

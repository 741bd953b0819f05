"""Parsed content kept as JSON reads back exactly as YAML gave it, and never changes what a file means."""

from __future__ import annotations

import pytest
import yaml
from paths import ROOT

from core.content import cache as contentcache
from core.content.cards import read_yaml
from core.engine.errors import ContentError

ASSETS = ROOT / "assets"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setattr(contentcache, "_folder", None)
    contentcache.use_folder(tmp_path / "cache")
    return tmp_path / "cache"


@pytest.mark.parametrize("path", sorted(ASSETS.rglob("*.yaml")), ids=lambda p: str(p.relative_to(ASSETS)))
def test_every_content_file_reads_back_from_the_cache_as_yaml_gave_it(cache, path):
    parsed = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert read_yaml(path) == parsed
    assert len(list(cache.iterdir())) == 1, "the file was not kept"
    assert read_yaml(path) == parsed


def test_an_edited_file_is_parsed_again_and_a_damaged_entry_is_rewritten(cache, tmp_path):
    path = tmp_path / "game.yaml"
    path.write_text("seats: {2: [Red, Blue]}\n", encoding="utf-8")
    assert read_yaml(path) == {"seats": {2: ["Red", "Blue"]}}
    path.write_text("seats: {3: [Red, Blue, Green]}\n", encoding="utf-8")
    assert read_yaml(path) == {"seats": {3: ["Red", "Blue", "Green"]}}
    for entry in cache.iterdir():
        entry.write_text('{"seats": ', encoding="utf-8")
    assert read_yaml(path) == {"seats": {3: ["Red", "Blue", "Green"]}}
    assert read_yaml(path) == {"seats": {3: ["Red", "Blue", "Green"]}}


def test_a_date_json_cannot_keep_is_refused_and_never_kept(cache, tmp_path):
    path = tmp_path / "dated.yaml"
    path.write_text("printed: 2022-06-01\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"dated.yaml: line 1: a date is not a plain value"):
        read_yaml(path)
    assert not cache.exists()


def test_the_cache_is_off_unless_a_folder_is_named(tmp_path, monkeypatch):
    path = tmp_path / "x.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    monkeypatch.setattr(contentcache, "_folder", None)
    monkeypatch.setattr(contentcache, "_keep", lambda *a: pytest.fail("wrote a cache entry"))
    assert read_yaml(path) == {"a": 1}


def test_a_file_that_is_not_utf8_is_a_one_line_content_error(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("name: Caf\xe9\n".encode("latin-1"))
    with pytest.raises(ContentError, match=r"latin.yaml: not UTF-8 text \(byte 9\)"):
        read_yaml(path)


def test_a_start_with_a_warm_cache_never_imports_yaml(tmp_path):
    """PyYAML is pure Python here; importing it costs about 40 ms of a start. With the content kept and no
    --option given, opening a game must not import it at all."""
    import subprocess
    import sys

    code = (
        "import sys; from pathlib import Path; from core.content import cache as contentcache;"
        f"contentcache.use_folder(Path({str(tmp_path)!r}));"
        "from desktop.app.main import _options; from core.games import new_session;"
        "new_session('eu', ('Red', 'Blue', 'Green'), 1, _options([]));"
        "print('yaml' in sys.modules)"
    )
    root = ROOT
    run = [sys.executable, "-c", code]
    first = subprocess.run(run, cwd=root, capture_output=True, text=True, check=True)
    again = subprocess.run(run, cwd=root, capture_output=True, text=True, check=True)
    assert first.stdout.strip() == "True", "the cold start parses the game's YAML"
    assert again.stdout.strip() == "False", again.stderr

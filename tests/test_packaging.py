"""The packaging files: the Linux desktop entry, the .cardtable MIME type, the icon, and build.spec's shape."""

import ast
import configparser
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

from core.saves.savefile import EXTENSION, dumps, make_header

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
SPEC = ROOT / "build.spec"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
MIME_TYPE = "application/x-cardtable"


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(LINUX / "cardtable.desktop", encoding="utf-8")
    return dict(parser["Desktop Entry"])


def mime_type() -> ET.Element:
    root = ET.parse(LINUX / "cardtable-mime.xml").getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    types = root.findall(f"{MIME_NS}mime-type")
    assert [t.get("type") for t in types] == [MIME_TYPE]
    return types[0]


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), str(SPEC))


def calls(name: str) -> list[ast.Call]:
    return [n for n in ast.walk(spec_tree()) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == name]


def keyword(call: ast.Call, name: str) -> ast.expr:
    return next(k.value for k in call.keywords if k.arg == name)


def test_desktop_entry_launches_cardtable_with_the_file():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Cardtable"
    assert entry["Exec"].split() == ["cardtable", "%f"]
    assert entry["Icon"] == "cardtable"
    assert entry["Terminal"] == "false"
    assert MIME_TYPE in entry["MimeType"].split(";")
    for key in ("MimeType", "Categories", "Keywords"):
        assert entry[key].endswith(";"), f"{key} is a list and must end with ';'"
    assert "Game" in entry["Categories"].split(";")


def test_mime_type_names_the_cardtable_glob():
    kind = mime_type()
    assert [g.get("pattern") for g in kind.findall(f"{MIME_NS}glob")] == [f"*{EXTENSION}"]
    assert kind.findtext(f"{MIME_NS}comment")
    assert kind.find(f"{MIME_NS}generic-icon").get("name") == MIME_TYPE.replace("/", "-")


def test_mime_magic_matches_the_start_of_a_real_save():
    match = mime_type().find(f"{MIME_NS}magic/{MIME_NS}match")
    assert (match.get("type"), match.get("offset")) == ("string", "0")
    header = dumps(make_header("sandbox", 1, ["Red", "Blue"], 1, {}))
    assert header.startswith(match.get("value").encode("utf-8"))


def test_icon_is_a_256_pixel_png():
    data = (LINUX / "cardtable.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (256, 256)


def test_spec_builds_one_folder_not_one_file():
    text = SPEC.read_text(encoding="utf-8")
    assert "onefile" not in text.lower()
    (exe,) = calls("EXE")
    assert ast.literal_eval(keyword(exe, "exclude_binaries")) is True
    (collect,) = calls("COLLECT")
    assert {ast.unparse(a) for a in collect.args} >= {"exe", "a.binaries", "a.datas"}


def test_spec_carries_assets_metadata_and_every_ruleset():
    (analysis,) = calls("Analysis")
    datas = keyword(analysis, "datas")
    targets = [e.elts[1].value for e in datas.elts if isinstance(e, ast.Tuple)]
    assert "assets" in targets
    assert "copy_metadata(NAME)" in ast.unparse(datas)
    hidden = ast.unparse(keyword(analysis, "hiddenimports"))
    assert "collect_submodules('core')" in hidden and "collect_submodules('desktop')" in hidden


def test_spec_keeps_the_plugins_the_app_needs():
    """The spec runs only under PyInstaller, so this compiles just its plugin filter and asks it."""
    tree = spec_tree()
    keep = [n for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "").startswith("UNUSED_")]
    keep += [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "wanted"]
    scope: dict = {}
    exec(compile(ast.Module(keep, []), str(SPEC), "exec"), scope)
    wanted = scope["wanted"]
    plugins = "PySide6/Qt/plugins/"
    for needed in (
        "platforms/libqxcb.so",
        "platforms/libqoffscreen.so",
        "imageformats/libqsvg.so",
        "iconengines/libqsvgicon.so",
        "xcbglintegrations/libqxcb-glx-integration.so",
    ):
        assert wanted(plugins + needed), needed
    for unused in (
        "platforms/libqwayland.so",
        "wayland-shell-integration/libxdg-shell.so",
        "sqldrivers/libqsqlite.so",
        "platformthemes/libqgtk3.so",
        "imageformats/libqpdf.so",
    ):
        assert not wanted(plugins + unused), unused
    assert wanted("PySide6/Qt/lib/libQt6Svg.so.6")


def test_spec_excludes_no_qt_module_the_app_imports():
    unused = next(
        ast.literal_eval(n.value)
        for n in spec_tree().body
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "QT_UNUSED"
    )
    imported = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6."):
                imported.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                imported.update(a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6."))
    assert imported, "found no Qt imports in desktop/"
    assert not imported & set(unused), f"build.spec excludes Qt modules the app imports: {imported & set(unused)}"

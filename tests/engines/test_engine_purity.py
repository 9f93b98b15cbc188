"""Engines and bots never import pygame, never open files outside content loading, never
use the `random` module (all randomness comes from the game's saved Rng), and never use
pickle or eval. One test for every engine, so a new engine is covered without writing its
own copy."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "game" / "engines"
BOTS = ROOT / "game" / "bots"
CONTENT_LOADERS = {"content.py", "loader.py", "load.py"}


def _engine_modules() -> list[str]:
    mods = []
    for path in sorted(ENGINES.rglob("*.py")) + sorted(BOTS.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods.append(".".join(parts))
    return mods


def test_every_engine_and_bot_module_imports_without_pygame():
    code = (
        "import sys; sys.modules['pygame'] = None; sys.modules['pygame_gui'] = None\n"
        "import importlib\n"
        f"for m in {_engine_modules()!r}: importlib.import_module(m)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def _sources():
    for path in sorted(ENGINES.rglob("*.py")) + sorted(BOTS.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


@pytest.mark.parametrize("path,tree", list(_sources()), ids=lambda v: getattr(v, "name", ""))
def test_engine_source_has_no_pygame_file_io_or_global_random(path, tree):
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
        for name in names:
            if name.split(".")[0] in ("pygame", "pygame_gui", "random", "pickle"):
                problems.append(f"line {node.lineno}: imports {name}")
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id == "open" and path.name not in CONTENT_LOADERS:
                problems.append(f"line {node.lineno}: open() outside the content loader")
            if isinstance(func, ast.Name) and func.id == "eval":
                problems.append(f"line {node.lineno}: eval()")
            if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                    and func.value.id == "random"):
                problems.append(f"line {node.lineno}: random.{func.attr}() (use the game's Rng)")
    assert not problems, f"{path.relative_to(ROOT)}: " + "; ".join(problems)

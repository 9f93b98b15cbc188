"""Each broken level file gives exactly its problems, naming file, entry and field.

Fixtures live in tests/data/levels_bad/<game>/<file>__<mistake>.toml: the body replaces
levels/<game>/<file>.toml in a copy of the real folder, and its `# expect: ` lines are the
complete list of problems, in order. Damage a fixture file cannot hold (bytes that are not
UTF-8, a folder, a FIFO, a link to /dev/zero) is made by the cases below.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import registry
from game.engines.common.content import MAX_DEPTH
from game.engines.common.errors import ContentError
from tests.content.mutations import CASE_SECONDS, time_limit

ROOT = Path(__file__).resolve().parents[2]
BAD = ROOT / "tests" / "data" / "levels_bad"
FIXTURES = sorted(BAD.glob("*/*__*.toml"))
EXPECT = "# expect: "


def problems_with(tmp_path: Path, game_id: str, file: str, damage: Callable[[Path], None]):
    """Copy levels/<game>, damage one file, and return the loader's problems."""
    shutil.copytree(ROOT / "levels" / game_id, tmp_path / game_id)
    damage(tmp_path / game_id / file)
    with pytest.raises(ContentError) as err, time_limit(CASE_SECONDS):
        registry.engine(game_id).load_content(tmp_path)
    return err.value.problems


def test_every_game_has_bad_fixtures():
    games = {p.parent.name for p in FIXTURES}
    assert games == set(registry.GAMES)
    assert all(sum(p.parent.name == g for p in FIXTURES) >= 8 for g in games)
    assert not [p for p in BAD.glob("*/*.toml") if p not in FIXTURES]


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_bad_fixture_gives_exactly_its_problems(fixture, tmp_path):
    lines = fixture.read_text(encoding="utf-8").splitlines()
    expected = [line[len(EXPECT):] for line in lines if line.startswith(EXPECT)]
    # Expect lines are left out so TOML syntax errors keep the line numbers they name.
    body = "".join(line + "\n" for line in lines if not line.startswith(EXPECT))
    target = fixture.name.split("__")[0] + ".toml"
    assert expected, f"{fixture.name} has no '{EXPECT}' lines"
    assert problems_with(tmp_path, fixture.parent.name, target,
                         lambda path: path.write_text(body, encoding="utf-8")) == expected


def _latin1(path: Path) -> None:
    path.write_bytes(b'# chips\n[[chip]]\nid = "caf\xe9"\n')


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.unlink()
    path.symlink_to("/dev/zero")


def _loop(path: Path) -> None:
    path.unlink()
    path.symlink_to(path.name)


def _dangling(path: Path) -> None:
    path.unlink()
    path.symlink_to("gone.toml")


def _nested(depth: int) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("\nx = " + "[" * depth + "]" * depth + "\n")
    return damage


def _long_number(path: Path) -> None:
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\nx = " + "7" * 5000 + "\n")


def _huge(path: Path) -> None:
    path.write_text("# padding\n" * 200_000)


DAMAGE = {
    "not_utf8": ("law404", "chips.toml", _latin1,
                 "not UTF-8 text: byte 0xe9 at line 3, column 10; save the file as UTF-8"),
    "not_utf8_after_bom": ("tempus", "characters.toml",
                           lambda path: path.write_bytes(b"\xef\xbb\xbf# crew\nx = 'na\xefve'\n"),
                           "not UTF-8 text: byte 0xef at line 2, column 8; save the file as UTF-8"),
    "folder": ("assembly", "modules.toml", _folder, "is a folder, not a file"),
    "dangling_link": ("tempus", "items.toml", _dangling, "file is missing"),
    "link_loop": ("law404", "ship.toml", _loop,
                  "cannot be read: Too many levels of symbolic links"),
    "nested_100000": ("assembly", "roles.toml", _nested(100_000),
                      f"not valid TOML: values nested more than {MAX_DEPTH} deep"),
    "nested_20": ("tempus", "hyperdrive.toml", _nested(20),
                  f"not valid TOML: values nested more than {MAX_DEPTH} deep"),
    "5000_digits": ("law404", "events.toml", _long_number,
                    "not valid TOML: a number is too long to read"),
    "2_mb": ("assembly", "scoring.toml", _huge,
             "is larger than 1024 KB; a level file is a few KB of text"),
}
if hasattr(os, "mkfifo"):
    # Opened, it would block the app for good.
    DAMAGE["fifo"] = ("tempus", "ship.toml", _fifo, "is not a regular file")


def test_a_byte_order_mark_is_not_a_problem(tmp_path):
    shutil.copytree(ROOT / "levels" / "law404", tmp_path / "law404")
    chips = tmp_path / "law404" / "chips.toml"
    chips.write_bytes(b"\xef\xbb\xbf" + chips.read_bytes().replace(b"\n", b"\r\n"))
    assert len(registry.engine("law404").load_content(tmp_path).chips) >= 8


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_damaged_file_is_one_problem_naming_it(case, tmp_path):
    game_id, file, damage, message = DAMAGE[case]
    assert problems_with(tmp_path, game_id, file, damage) == [
        f"levels/{game_id}/{file}: {message}"]


@pytest.mark.skipif(not Path("/proc/self/statm").exists() or not Path("/dev/zero").exists(),
                    reason="needs Linux /proc and /dev/zero")
def test_link_to_dev_zero_is_not_read(tmp_path):
    # A loader that read it would fill memory; capped, it fails with MemoryError instead.
    with memory_capped(512 << 20):
        found = problems_with(tmp_path, "law404", "actions.toml", _dev_zero)
    assert found == ["levels/law404/actions.toml: is not a regular file"]


@contextmanager
def memory_capped(extra: int):
    """Limit this process's address space to what it uses now plus `extra` bytes."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    used = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
    cap = used + extra if hard == resource.RLIM_INFINITY else min(used + extra, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))

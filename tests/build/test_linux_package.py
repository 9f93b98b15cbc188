"""build/package.py's parts that need no real build: what the .deb says about itself, how
its files are laid out, the .tar.gz and its install note, the icon theme lookup CI uses."""

import os
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

# File modes, links and a POSIX shell: what a Linux package is made of (the release
# workflow's Windows job runs the suite too).
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Linux packaging")

FAKE_PNGS = {16: b"png16", 48: b"png48", 256: b"png256"}


@pytest.fixture
def one_folder(tmp_path):
    """A stand-in for build/dist/starboard: the program and a library beside it."""
    dist = tmp_path / "dist" / "starboard"
    (dist / "_internal").mkdir(parents=True)
    program = dist / "starboard"
    program.write_text("#!/bin/sh\necho smoke ok 1\n")
    program.chmod(0o700)
    (dist / "_internal" / "libpython3.11.so.1.0").write_bytes(
        b"\x7fELF" + b"\0" * 12 + b"GLIBC_2.17\0GLIBC_2.34\0GLIBC_PRIVATE\0")
    (dist / "_internal" / "base_library.zip").write_bytes(b"zip")
    (dist / "_internal" / "base_library.zip").chmod(0o600)
    return dist


def test_the_package_asks_for_the_newest_glibc_its_binaries_name(package):
    blobs = [b"\x7fELF..GLIBC_2.17\0..GLIBC_2.34\0", b"\x7fELF GLIBC_2.9\0 GLIBC_PRIVATE\0",
             b"not an ELF file GLIBC_2.99\0"]
    assert package.glibc_needed(blobs) == "2.34", "2.34 > 2.17 > 2.9; a non-ELF file is no program"
    assert package.glibc_needed([b"\x7fELF static"]) is None


def test_the_control_file_names_the_package_its_size_and_its_glibc(package):
    text = package.control_text("1.2.3", "amd64", 4096, "2.34")
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "starboard" and fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "4096"
    assert fields["Depends"] == "libc6 (>= 2.34)"
    assert text.endswith("\n") and "\n \n" not in text, "dpkg reads a blank line as the end"
    assert package.control_text("1", "arm64", 1, None).count("Depends: libc6\n") == 1


def test_exec_loses_the_field_codes_a_launcher_fills_in(package):
    assert package.exec_argv("starboard") == ["starboard"]
    assert package.exec_argv("env X=1 starboard %U --flag") == ["env", "X=1", "starboard",
                                                                 "--flag"]


def _theme(base: Path, dirs: dict[str, str]) -> Path:
    theme = base / "icons" / "hicolor"
    theme.mkdir(parents=True)
    body = "[Icon Theme]\nName=Hicolor\nDirectories=" + ",".join(dirs) + "\n\n"
    body += "".join(f"[{d}]\n{keys}\n\n" for d, keys in dirs.items())
    (theme / "index.theme").write_text(body)
    return theme


def test_an_icon_resolves_to_the_theme_directory_of_the_nearest_size(package, tmp_path):
    usr = tmp_path / "usr" / "share"
    theme = _theme(usr, {"16x16/apps": "Size=16\nType=Threshold",
                         "48x48/apps": "Size=48\nType=Threshold",
                         "256x256/apps": "Size=256\nType=Threshold"})
    for size in (16, 256):
        (theme / f"{size}x{size}" / "apps").mkdir(parents=True)
        (theme / f"{size}x{size}" / "apps" / "starboard.png").write_bytes(b"png")
    # An icon in a folder index.theme does not list is not part of the theme.
    (theme / "999x999" / "apps").mkdir(parents=True)
    (theme / "999x999" / "apps" / "stray.png").write_bytes(b"png")
    found = package.find_icon("starboard", 24, [usr])
    assert found == theme / "16x16" / "apps" / "starboard.png"
    assert package.find_icon("starboard", 200, [usr]).parts[-3] == "256x256"
    assert package.find_icon("stray", 48, [usr]) is None
    assert package.find_icon("starboard", 48, [tmp_path / "no-such-share"]) is None
    # A user's own icons (~/.local/share) sit in the theme whose index the system has.
    local = tmp_path / "home" / ".local" / "share"
    (local / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (local / "icons" / "hicolor" / "48x48" / "apps" / "mine.png").write_bytes(b"png")
    assert package.find_icon("mine", 48, [local, usr]).is_relative_to(local)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def test_the_deb_puts_the_program_in_opt_and_the_entry_where_menus_read(package, one_folder,
                                                                     tmp_path):
    root = tmp_path / "deb-root"
    package.stage_deb(one_folder, root, "1.2.3", "amd64", FAKE_PNGS)
    program = root / "opt" / "starboard" / "starboard"
    assert program.read_text() == (one_folder / "starboard").read_text()
    assert os.readlink(root / "usr" / "bin" / "starboard") == "/opt/starboard/starboard"
    share = root / "usr" / "share"
    assert (share / "applications" / "starboard.desktop").read_bytes() == \
        package.DESKTOP_FILE.read_bytes()
    assert (share / "metainfo" / package.METAINFO_FILE.name).is_file()
    for size, png in FAKE_PNGS.items():
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "starboard.png"
                ).read_bytes() == png
    assert _mode(program) == 0o755 and _mode(root / "opt") == 0o755
    assert _mode(root / "opt" / "starboard" / "_internal" / "base_library.zip") == 0o644, \
        "every user must be able to read what root installed"
    control = (root / "DEBIAN" / "control").read_text()
    assert "Depends: libc6 (>= 2.34)\n" in control, "read from the bundled libpython"
    installed = {p.relative_to(root).parts[0] for p in root.iterdir()}
    assert installed == {"opt", "usr", "DEBIAN"}, (
        "nothing outside the program's folders: the player's data folder is never packaged")
    assert not (root / "DEBIAN" / "postrm").exists() and not (root / "DEBIAN" / "prerm").exists(), (
        "no removal script: removing the package removes only its own files")


def test_the_tar_holds_the_same_entry_and_icons_and_its_note_installs_them(
        package, one_folder, tmp_path):
    root = tmp_path / "stage" / "starboard-1.2.3-linux-x86_64"
    package.stage_tar(one_folder, root, "1.2.3", FAKE_PNGS)
    out = tmp_path / "starboard.tar.gz"
    package.write_tar(root, out)
    with tarfile.open(out) as tar:
        members = {m.name: m for m in tar.getmembers()}
        top = "starboard-1.2.3-linux-x86_64"
        assert all(name == top or name.startswith(top + "/") for name in members)
        assert tar.extractfile(f"{top}/share/applications/starboard.desktop").read() == \
            package.DESKTOP_FILE.read_bytes()
        assert members[f"{top}/starboard/starboard"].mode == 0o755
        assert all(m.uid == 0 and m.gid == 0 for m in members.values())
        tar.extractall(tmp_path / "unpacked", filter="data")
    note = (tmp_path / "unpacked" / top / "INSTALL.txt").read_text()
    assert "~/.local/share/Starboard" in note, "the note says where the saves are"
    # The note's install commands, run as written in a fresh home.
    commands = [line.strip() for line in note.split("Install for yourself")[1]
                .split("Starboard is then")[0].splitlines() if line.startswith("  ")]
    assert len(commands) == 4
    home = tmp_path / "home"
    saves = home / ".local" / "share" / "Starboard" / "saves"
    saves.mkdir(parents=True)
    (saves / "kept.json").write_text("{}")
    subprocess.run(["bash", "-euc", "\n".join(commands)], cwd=tmp_path / "unpacked" / top,
                   env={"HOME": str(home), "PATH": os.environ["PATH"]}, check=True)
    run = subprocess.run([str(home / ".local" / "bin" / "starboard")], capture_output=True,
                         text=True, check=True)
    assert run.stdout == "smoke ok 1\n", "the link in ~/.local/bin runs the program"
    local = home / ".local" / "share"
    assert (local / "applications" / "starboard.desktop").is_file()
    assert (local / "icons" / "hicolor" / "48x48" / "apps" / "starboard.png").is_file()
    assert (saves / "kept.json").read_text() == "{}", "installing leaves the saves alone"

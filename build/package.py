"""`make package`: the Linux installers, made from the one-folder build (`make dist`).

- `build/package/starboard_<version>_<arch>.deb` (dpkg-deb): the folder under /opt/starboard,
  /usr/bin/starboard, the menu entry, the icon at the hicolor theme's sizes and the AppStream
  metainfo a software centre reads. No maintainer scripts: dpkg's own triggers refresh the
  menu and the icon cache, and nothing touches a player's data folder, so removing the
  package (even purging it) removes the program and never the saves.
- `build/package/starboard-<version>-linux-<arch>.tar.gz`: the same folder, entry and icons
  with INSTALL.txt, for a per-user install without root.

`python build/package.py check-installed` is CI's look at an installed .deb: the entry
validates, its Exec resolves on PATH, the icon resolves through the icon theme.
"""

from __future__ import annotations

import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "dist" / "starboard"
OUT = ROOT / "build" / "package"
LINUX = ROOT / "build" / "linux"

NAME = "starboard"
APP_ID = "io.github.starboard.Starboard"
DESKTOP_FILE = LINUX / f"{NAME}.desktop"
METAINFO_FILE = LINUX / f"{APP_ID}.metainfo.xml"
# The fixed sizes hicolor's index.theme lists for apps; launchers pick the nearest.
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "Starboard developers"
SUMMARY = "digital table for three space board games"
DESCRIPTION = (
    "Starboard plays 404: Law Not Found, Assembly and Trouble on the Tempus on one\n"
    "screen: solo against bots or passed around the table, with every move checked\n"
    "by the rules and an autosave after every decision.")


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(),
                                                            platform.machine())


def deb_name(ver: str, arch: str) -> str:
    return f"{NAME}_{ver}_{arch}.deb"


def tar_stem(ver: str) -> str:
    return f"{NAME}-{ver}-linux-{platform.machine()}"


# ---- what the package says about itself -------------------------------------------------

_GLIBC = re.compile(rb"GLIBC_(2\.\d+(?:\.\d+)?)\x00")


def glibc_needed(blobs) -> str | None:
    """The newest GLIBC_x.y symbol version any of these ELF files asks for: the bundled
    libpython follows the build machine's glibc, so the package must say which it needs."""
    found = set()
    for blob in blobs:
        if blob[:4] == b"\x7fELF":
            found.update(m.decode() for m in _GLIBC.findall(blob))
    if not found:
        return None
    return max(found, key=lambda v: tuple(int(p) for p in v.split(".")))


def installed_kib(root: Path) -> int:
    return sum(-(-p.lstat().st_size // 1024) for p in root.rglob("*")
               if p.is_file() or p.is_symlink())


def control_text(ver: str, arch: str, size_kib: int, glibc: str | None) -> str:
    depends = f"libc6 (>= {glibc})" if glibc else "libc6"
    description = "\n".join(f" {line}" for line in DESCRIPTION.splitlines())
    return (f"Package: {NAME}\nVersion: {ver}\nArchitecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\nInstalled-Size: {size_kib}\nDepends: {depends}\n"
            "Recommends: hicolor-icon-theme\nSection: games\nPriority: optional\n"
            f"Description: {SUMMARY}\n{description}\n")


def install_note(ver: str, stem: str) -> str:
    return f"""Starboard {ver} for Linux ({platform.machine()})

Install for yourself, no root needed (from this folder):

  mkdir -p ~/.local/opt ~/.local/bin ~/.local/share
  cp -r starboard ~/.local/opt/
  ln -sf ~/.local/opt/starboard/starboard ~/.local/bin/starboard
  cp -r share/. ~/.local/share/

Starboard is then in your applications menu, and `starboard` runs it from a terminal
(if ~/.local/bin is on your PATH). Or run ./starboard/starboard from here, no install.

On Debian or Ubuntu the .deb does the same for everyone:
  sudo apt install ./{NAME}_{ver}_<arch>.deb

Your saves, settings and records live in ~/.local/share/Starboard. To uninstall, delete
~/.local/opt/starboard, ~/.local/bin/starboard and the files share/ put in ~/.local/share
(applications/{DESKTOP_FILE.name}, icons/hicolor/*/apps/{NAME}.png,
metainfo/{METAINFO_FILE.name}); keep ~/.local/share/Starboard to keep your saves.
This archive: {stem}.tar.gz
"""


def desktop_entry(text: str) -> dict[str, str]:
    """The [Desktop Entry] group's keys (the entry has no other group)."""
    keys: dict[str, str] = {}
    group = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            group = line
        elif group == "[Desktop Entry]" and "=" in line:
            key, value = line.split("=", 1)
            keys[key.strip()] = value.strip()
    return keys


def exec_argv(exec_value: str) -> list[str]:
    """The command an Exec= value runs, without the field codes (%f, %U...) a launcher fills."""
    return [arg for arg in shlex.split(exec_value) if not re.fullmatch(r"%[a-zA-Z]", arg)]


# ---- the icon theme ---------------------------------------------------------------------

def theme_dirs(index_theme: str) -> dict[str, dict[str, str]]:
    """index.theme's icon directories and their keys (Size, Type, Scale...)."""
    sections: dict[str, dict[str, str]] = {}
    current = None
    for line in index_theme.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif current is not None and "=" in line:
            key, value = line.split("=", 1)
            current[key.strip()] = value.strip()
    listed = sections.get("Icon Theme", {}).get("Directories", "")
    listed += "," + sections.get("Icon Theme", {}).get("ScaledDirectories", "")
    return {d: sections.get(d, {}) for d in listed.split(",") if d}


def _size_distance(keys: dict[str, str], size: int) -> int:
    nominal = int(keys.get("Size", 0))
    kind = keys.get("Type", "Threshold")
    if kind == "Fixed":
        return abs(nominal - size)
    if kind == "Scalable":
        low, high = int(keys.get("MinSize", nominal)), int(keys.get("MaxSize", nominal))
    else:
        threshold = int(keys.get("Threshold", 2))
        low, high = nominal - threshold, nominal + threshold
    return low - size if size < low else size - high if size > high else 0


def find_icon(name: str, size: int, data_dirs: list[Path], theme: str = "hicolor"
              ) -> Path | None:
    """Look an icon up as the freedesktop Icon Theme Specification does: the theme's
    index.theme from the first base folder that has one, then each directory it lists, in
    every base folder, for name.png/.svg/.xpm; the directory whose size fits best wins."""
    bases = [base / "icons" / theme for base in data_dirs]
    index = next((b / "index.theme" for b in bases if (b / "index.theme").is_file()), None)
    if index is None:
        return None
    best, best_distance = None, None
    for subdir, keys in theme_dirs(index.read_text(errors="replace")).items():
        distance = _size_distance(keys, size)
        for base in bases:
            for ext in ("png", "svg", "xpm"):
                candidate = base / subdir / f"{name}.{ext}"
                if candidate.is_file() and (best_distance is None or distance < best_distance):
                    best, best_distance = candidate, distance
    return best


# ---- building ---------------------------------------------------------------------------

def icon_pngs(sizes=ICON_SIZES) -> dict[int, bytes]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT / "build"))
    from make_icon import icon_pngs as draw

    return draw(sizes)


def write_share(share: Path, pngs: dict[int, bytes]) -> None:
    """The menu entry, icons and metainfo as they sit under a prefix's share/ folder."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(METAINFO_FILE, share / "metainfo" / METAINFO_FILE.name)
    for size, png in pngs.items():
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{NAME}.png").write_bytes(png)


def normalise_modes(root: Path) -> None:
    """0755 folders and programs, 0644 the rest: what dpkg and tar should record, whatever
    the build machine's umask was."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path.stat().st_mode & 0o111:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def stage_deb(dist: Path, root: Path, ver: str, arch: str, pngs: dict[int, bytes]) -> None:
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(dist, root / "opt" / NAME, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    # Started through a link, the one-folder program still finds its _internal/ (.ci/run
    # starts it so).
    (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    write_share(root / "usr" / "share", pngs)
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Starboard\nLicense: MIT\n\nSaves live in the player's data folder "
        "(~/.local/share/Starboard by default) and are kept when this package is removed.\n")
    normalise_modes(root)
    blobs = (p.read_bytes() for p in (root / "opt" / NAME).rglob("*")
             if p.is_file() and not p.is_symlink() and (p.suffix == ".so" or ".so." in p.name
                                                         or p.name == NAME))
    control = control_text(ver, arch, installed_kib(root), glibc_needed(blobs))
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control)
    (root / "DEBIAN").chmod(0o755)
    (root / "DEBIAN" / "control").chmod(0o644)


def stage_tar(dist: Path, root: Path, ver: str, pngs: dict[int, bytes]) -> None:
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(dist, root / NAME, symlinks=True)
    write_share(root / "share", pngs)
    (root / "INSTALL.txt").write_text(install_note(ver, root.name))
    normalise_modes(root)


def _as_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write_tar(root: Path, out: Path) -> None:
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(root, arcname=root.name, filter=_as_root)


def build(dist: Path = DIST, out: Path = OUT) -> list[Path]:
    if not (dist / NAME).is_file():
        raise SystemExit(f"no one-folder build at {dist}: run `make dist` first")
    ver, arch = version(), deb_arch()
    pngs = icon_pngs()
    out.mkdir(parents=True, exist_ok=True)
    deb_root = out / "deb-root"
    stage_deb(dist, deb_root, ver, arch, pngs)
    deb = out / deb_name(ver, arch)
    subprocess.run(["dpkg-deb", "--build", "--root-owner-group", "-Zxz", str(deb_root),
                    str(deb)], check=True, stdout=subprocess.DEVNULL)
    tar_root = out / tar_stem(ver)
    stage_tar(dist, tar_root, ver, pngs)
    tgz = out / f"{tar_root.name}.tar.gz"
    write_tar(tar_root, tgz)
    shutil.rmtree(deb_root)
    shutil.rmtree(tar_root)
    for artefact in (deb, tgz):
        print(f"{artefact.relative_to(ROOT)}  {artefact.stat().st_size / 2**20:.1f} MiB")
    return [deb, tgz]


def check_installed(prefix: Path = Path("/usr")) -> int:
    """The installed menu entry and what it names: validated, Exec on PATH, icon in the
    theme. Prints what each resolved to; non-zero on any failure."""
    entry_path = prefix / "share" / "applications" / DESKTOP_FILE.name
    metainfo = prefix / "share" / "metainfo" / METAINFO_FILE.name
    problems = []
    for cmd in (["desktop-file-validate", str(entry_path)],
                ["appstreamcli", "validate", "--no-net", str(metainfo)]):
        run = subprocess.run(cmd, capture_output=True, text=True)
        print(f"{' '.join(cmd)}: {'ok' if run.returncode == 0 else 'FAILED'}")
        if run.returncode != 0:
            problems.append(f"{cmd[0]}: {(run.stdout + run.stderr).strip()}")
    entry = desktop_entry(entry_path.read_text())
    argv = exec_argv(entry["Exec"])
    program = shutil.which(argv[0])
    print(f"Exec={entry['Exec']} -> {program}")
    if not program:
        problems.append(f"Exec {argv[0]!r} is not on PATH")
    data_dirs = [Path(d) for d in
                 os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":") if d]
    for size in (16, 48, 256):
        icon = find_icon(entry["Icon"], size, data_dirs)
        print(f"Icon={entry['Icon']} at {size}px -> {icon}")
        if icon is None or f"{size}x{size}" not in icon.parts:
            problems.append(f"icon {entry['Icon']!r} at {size}px not found in the hicolor theme")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["check-installed"]:
        sys.exit(check_installed())
    if sys.argv[1:] == ["exec"]:
        # The installed menu entry's command, for CI to run as a launcher would.
        entry = desktop_entry((Path("/usr/share/applications") / DESKTOP_FILE.name).read_text())
        print(shlex.join(exec_argv(entry["Exec"])))
        sys.exit(0)
    build()

"""Draw the app icon (assets/images/icon.png) procedurally: a ring of twelve modules around
a star, in the three games' colours. Run once when the design changes; the PNG is committed.

The installers draw it again at the sizes each desktop asks for (`icon_pngs`): the Linux
icon theme's PNGs (build/package.py), a Windows .ico (`--ico PATH`) and a macOS iconset for
`iconutil` (`--iconset DIR`), both made by the release workflow before PyInstaller runs."""

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.ui.theme import colour  # noqa: E402


def draw_icon(size: int = 256) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, colour("table_bg"), (c, c), size * 0.48)
    pygame.draw.circle(s, colour("panel_border"), (c, c), size * 0.48, max(2, size // 64))
    hues = [colour("law404"), colour("assembly"), colour("tempus")]
    for i in range(12):
        a = -math.pi / 2 + i * math.tau / 12
        x, y = c + math.cos(a) * size * 0.34, c + math.sin(a) * size * 0.34
        r = pygame.Rect(0, 0, size * 0.11, size * 0.11)
        r.center = (x, y)
        pygame.draw.rect(s, hues[i % 3], r, border_radius=size // 40)
    star = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = size * (0.19 if i % 2 == 0 else 0.08)
        star.append((c + math.cos(a) * rad, c + math.sin(a) * rad))
    pygame.draw.polygon(s, colour("accent"), star)
    return s


def icon_pngs(sizes) -> dict[int, bytes]:
    """PNG bytes of the icon at each size, drawn large and scaled down so small sizes stay
    smooth (pygame's shapes have no anti-aliasing of their own)."""
    pygame.display.init()
    big = draw_icon(max(sizes) * 2)
    pngs = {}
    for size in sizes:
        buf = io.BytesIO()
        pygame.image.save(pygame.transform.smoothscale(big, (size, size)), buf, "icon.png")
        pngs[size] = buf.getvalue()
    return pngs


ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (read by every Windows since Vista), so PyInstaller
    and Inno Setup take it without Pillow. A 256 px entry is written as size 0, per format."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    entries, data = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        data += png
    return head + entries + data


def iconset_names(sizes=(16, 32, 128, 256, 512)) -> dict[str, int]:
    """iconutil's file names in a .iconset folder and the pixel size each holds."""
    names = {}
    for size in sizes:
        names[f"icon_{size}x{size}.png"] = size
        names[f"icon_{size}x{size}@2x.png"] = size * 2
    return names


def main(args: list[str]) -> None:
    if args[:1] == ["--ico"] and len(args) == 2:
        out = Path(args[1])
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(ico_bytes(icon_pngs(ICO_SIZES)))
    elif args[:1] == ["--iconset"] and len(args) == 2:
        out = Path(args[1])
        out.mkdir(parents=True, exist_ok=True)
        names = iconset_names()
        pngs = icon_pngs(sorted(set(names.values())))
        for name, size in names.items():
            (out / name).write_bytes(pngs[size])
    elif not args:
        pygame.display.init()
        out = Path(__file__).resolve().parent.parent / "assets" / "images" / "icon.png"
        pygame.image.save(draw_icon(), str(out))
    else:
        raise SystemExit("usage: make_icon.py [--ico FILE.ico | --iconset DIR.iconset]")
    print(out)


if __name__ == "__main__":
    main(sys.argv[1:])

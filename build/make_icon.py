"""Draw the app icon (assets/images/icon.png) procedurally: a ring of twelve modules around
a star, in the three games' colours. Run once when the design changes; the PNG is committed."""

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
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


if __name__ == "__main__":
    pygame.display.init()
    out = Path(__file__).resolve().parent.parent / "assets" / "images" / "icon.png"
    pygame.image.save(draw_icon(), str(out))
    print(out)

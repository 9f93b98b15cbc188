"""What keeps a screen's memory down without changing a pixel: the star-field's nebula drawn
opaque in its blended colour, surfaces made in the window's format directly, and pygame-gui
looks drawn when first shown rather than all up front."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engines.common.rng import Rng
from game.ui import backdrop
from game.ui.surfaces import window_format
from game.ui.theme import colour
from game.ui.widget_states import draw_looks_on_use


def _starfield_with_one_nebula_layer(size: tuple[int, int]) -> pygame.Surface:
    """The star-field as first written: the whole nebula on one window-sized layer."""
    surface = pygame.Surface(size).convert()
    surface.fill(colour("table_bg"))
    w, h = size
    rng = Rng(404)
    band = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(40):
        x = rng.below(w)
        y = int(h * 0.65 - x * 0.35 + rng.below(max(1, h // 6)))
        r = 40 + rng.below(120)
        pygame.draw.circle(band, (61, 90, 128, 10), (x, y), r)
    surface.blit(band, (0, 0))
    for _ in range(w * h // 2500):
        x, y = rng.below(w), rng.below(h)
        v = 90 + rng.below(140)
        pygame.draw.circle(surface, (v, v, min(255, v + 30)), (x, y), 1 if rng.below(10) else 2)
    return surface


def test_the_starfield_nebula_drawn_opaque_is_the_one_blended_from_one_layer(screen):
    # Large and small windows, and one with circles that cross its edges.
    for size in ((1280, 720), (1000, 700), (640, 50)):
        backdrop.starfield.cache_clear()
        drawn = backdrop.starfield(size)
        whole = _starfield_with_one_nebula_layer(size)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(whole, "RGB"), size


def test_a_window_format_surface_matches_what_convert_makes(screen):
    made = window_format((30, 20))
    converted = pygame.Surface((30, 20)).convert()
    assert made.get_size() == (30, 20)
    assert made.get_bitsize() == converted.get_bitsize()
    assert made.get_masks() == converted.get_masks()
    assert window_format((0, 5)).get_size() == (1, 5), "never a zero-sized surface"
    assert window_format((8, 8), alpha=True).get_flags() & pygame.SRCALPHA


def test_a_button_draws_its_hovered_look_when_first_hovered(screen):
    draw_looks_on_use()
    manager = pygame_gui.UIManager((1280, 720))
    button = pygame_gui.elements.UIButton(pygame.Rect(100, 100, 300, 52), "Hello",
                                          manager=manager)
    for _ in range(6):  # pygame-gui drew one pre-made look a frame
        manager.update(0.016)
    states = button.drawable_shape.states
    assert states["normal"].generated
    assert not states["hovered"].generated, "a look nobody has seen yet is not drawn"
    plain = states["normal"].surface.copy()
    button.drawable_shape.set_active_state("hovered")
    assert states["hovered"].generated
    hovered = states["hovered"].surface
    assert hovered.get_size() == plain.get_size()
    assert pygame.image.tobytes(hovered, "RGBA") != pygame.image.tobytes(plain, "RGBA"), \
        "the hovered look is drawn as a look of its own"

"""Seat and token colours stay apart for every kind of colour vision (game/ui/palette.py).

Each deficiency is simulated with coloraide's Machado 2009 filters at full severity
(protanopia, deuteranopia, tritanopia: the strongest form of each), and colours are compared
by their CAM02-UCS difference, which was fitted to large colour differences as well as
small ones (CIEDE2000 was fitted to small ones, under about 5 units, and overrates large
hue steps). Thresholds and why: `palette.MIN_APART`, `palette.MIN_GROUND`.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from coloraide.everything import ColorAll

from game.settings import Settings
from game.ui import palette, theme

VISIONS = ("normal", "protan", "deutan", "tritan")


@pytest.fixture(autouse=True)
def _default_palette_after():
    yield
    theme.use_palette(palette.DEFAULT)


def _seen(hex_colour: str, vision: str) -> ColorAll:
    c = ColorAll(hex_colour)
    if vision == "normal":
        return c
    return c.filter(vision, method="machado").convert("srgb").clip()


def _hex(name: str) -> str:
    c = theme.colour(name)
    return f"#{c.r:02x}{c.g:02x}{c.b:02x}"


def _nearest(names, others=None) -> tuple[float, str, str, str]:
    """The smallest CAM02-UCS difference between two of `names` (or one of `names` and one
    of `others`) under any vision, and which pair and vision it is."""
    pairs = itertools.combinations(names, 2) if others is None else \
        itertools.product(names, others)
    return min((_seen(_hex(a), v).delta_e(_seen(_hex(b), v), method="cam02"), a, b, v)
               for a, b in pairs for v in VISIONS)


@pytest.mark.parametrize("group", list(palette.APART))
def test_safe_colours_of_a_group_stay_apart_under_every_colour_vision(group):
    theme.use_palette("safe")
    gap, a, b, vision = _nearest(palette.APART[group])
    assert gap >= palette.MIN_APART, f"{group}: {a} and {b} are {gap:.1f} apart ({vision})"


@pytest.mark.parametrize("group", list(palette.GROUNDS))
def test_safe_colours_stand_out_from_what_they_are_drawn_on(group):
    theme.use_palette("safe")
    gap, a, b, vision = _nearest(palette.APART[group], palette.GROUNDS[group])
    assert gap >= palette.MIN_GROUND, f"{group}: {a} on {b} is {gap:.1f} apart ({vision})"


def test_the_original_seats_merge_for_a_red_green_colour_blind_player():
    """Why the safe palette is the default: the measure tells the two palettes apart."""
    theme.use_palette("original")
    gap, _, _, vision = _nearest(palette.APART["seats"])
    assert gap < palette.MIN_APART / 3 and vision == "deutan"


def test_the_safe_seats_are_no_closer_than_the_original_for_normal_vision():
    def normal_gap() -> float:
        return min(_seen(_hex(a), "normal").delta_e(_seen(_hex(b), "normal"), method="cam02")
                   for a, b in itertools.combinations(palette.APART["seats"], 2))

    theme.use_palette("original")
    original = normal_gap()
    theme.use_palette("safe")
    assert normal_gap() >= original


def test_every_name_a_palette_overrides_is_a_theme_colour():
    theme.use_palette("original")
    for name in palette.PALETTES["safe"]:
        theme.colour(name)  # KeyError names it
    for group in (*palette.APART.values(), *palette.GROUNDS.values()):
        for name in group:
            theme.colour(name)


def test_a_palette_change_redraws_cached_tokens():
    from game.scenes.assembly import art

    pygame.font.init()
    theme.use_palette("original")
    before = art.token_surface("REA", "player_2", (60, 30), 14).get_at((2, 15))
    theme.use_palette("safe")
    after = art.token_surface("REA", "player_2", (60, 30), 14).get_at((2, 15))
    assert before != after
    assert theme.colour("player_2") == pygame.Color(palette.PALETTES["safe"]["player_2"])


def test_the_safe_palette_is_the_default_and_a_bad_value_falls_back_to_it():
    assert Settings().palette == "safe"
    settings, bad = Settings.read({"palette": "neon", "sound": False})
    assert settings.palette == "safe" and bad == ["palette"] and settings.sound is False
    assert Settings.read({"palette": "original"})[0].palette == "original"


def test_a_palette_change_repaints_a_tables_cached_layer():
    from game.ui.table.frame_cache import FrameCache, Part

    painted = []
    frame = FrameCache()

    def layer():
        frame.parts((8, 8), "same position",
                    lambda: [Part("all", pygame.Rect(0, 0, 8, 8), None, painted.append,
                                  stale=True)])

    layer()
    layer()
    assert len(painted) == 1, "nothing changed: the layer is reused"
    theme.use_palette("original" if theme.palette_in_force() == "safe" else "safe")
    layer()
    assert len(painted) == 2 and frame.rebuilt

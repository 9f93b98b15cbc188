"""Every decision a person makes at the 404 table, as drawn at 1280x720 and 100% UI scale:
no text under 14 px, nothing overlapping, cut off or outside the window.

The app-wide layout test (tests/app/test_layout_every_size.py) opens the table at its first
decision and its end screen at every size; here the same recorder looks at each kind of
decision (the band, the lit board and the robot boards change with it) and at six robots.
"""

from __future__ import annotations

import pytest

from game.app import App
from game.engines.common.rng import Rng
from game.records import new_game
from game.scenes.law404 import text
from game.scenes.law404.art import mini_marks
from game.scenes.law404.scene import Law404Scene
from game.session import GameSession, Seat
from game.ui.table.furniture import small_button_width
from tests.support.layout_probe import TextRecorder, probe, problems

NAMES = ["Ada", "Bo", "Cy", "Dee", "Eve", "Fay"]

# (decision kind, players, seed, layout variant): a seeded random game reaches it for seat 0
DECISIONS = [
    ("keep_directive", 3, 1, []),
    ("program", 3, 1, []),
    ("pickput", 3, 1, []),
    ("doors", 3, 1, []),
    ("door", 6, 3, ["alternate_layout"]),
    ("rearrange_place", 3, 1, []),
    ("steal", 3, 1, []),
    ("shove", 4, 2, []),
    ("chart", 3, 1, []),
    ("lathe", 2, 95, []),
    ("program", 6, 3, ["alternate_layout"]),
    ("pickput", 5, 4, []),
]


def reach(kind: str, players: int, seed: int, variants: list[str]):
    game = new_game("law404", {"players": players, "seed": seed, "variants": variants})
    rng = Rng(seed)
    for _ in range(4000):
        pending = game.pending
        if pending is not None and pending.seat == 0 and pending.kind == kind:
            return game
        assert not game.is_over, f"seed {seed} never reaches {kind}"
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"seed {seed} never reaches {kind}")


@pytest.mark.parametrize("kind,players,seed,variants", DECISIONS,
                         ids=[f"{k}-{p}p" for k, p, _s, _v in DECISIONS])
def test_each_decision_is_legible_at_1280x720(kind, players, seed, variants):
    game = reach(kind, players, seed, variants)
    with TextRecorder():
        app = App(size=(1280, 720))
        app.settings.sound = False
        app.settings.animation_speed = 3
        seats = [Seat("human", "random", NAMES[0])] + \
            [Seat("bot", "random", n) for n in NAMES[1:players]]
        app.stack.clear_to(Law404Scene(app, GameSession("law404", game, seats, None)))
        for _ in range(3):
            app.step([], 1 / 60)
        seen = probe(app)
        found = problems(seen, min_text=14)
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:40])
    assert len(seen.texts) > 40  # the recorder saw the board's names, not an empty frame


def test_two_robots_sharing_an_initial_get_numbered_marks():
    assert mini_marks(["Ada", "Bo", "amy", "Robot 4"]) == ["A1", "B", "A2", "R"]
    assert mini_marks(["Robot 1", "Robot 2"]) == ["R1", "R2"]


def test_a_long_text_is_cut_with_an_ellipsis_at_the_size_asked_for():
    import pygame

    pygame.font.init()
    words = "Improvise Technology and a great deal more besides"
    short = text.elided(words, 14, 120)
    assert short.endswith(text.ELLIPSIS) and short != words
    from game.ui.fonts import font

    assert font(14).size(short)[0] <= 120
    assert text.elided("Floor", 14, 120) == "Floor"
    block = text.block(words * 3, 14, (255, 255, 255), (100, 45))
    assert block.get_height() <= 45


def _table(game, players: int, size=(1280, 720), others: str = "bot"):
    """The real table for `game` in a window of `size`: Ada holds the device."""
    app = App(size=size)
    app.settings.sound = False
    seats = [Seat("human", "random", NAMES[0])] + \
        [Seat(others, "random", n) for n in NAMES[1:players]]
    scene = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(scene)
    return app, scene


def _record_cut(monkeypatch, counts) -> list[str]:
    """Every text the table cuts short with an ellipsis while `counts(text)` holds."""
    shortened: list[str] = []
    real_elided = text.elided

    def elided(words, size, width, bold=False, cut=False):
        out = real_elided(words, size, width, bold, cut)
        if out != words and counts(words):
            shortened.append(words)
        return out

    monkeypatch.setattr(text, "elided", elided)
    return shortened


@pytest.mark.parametrize("kind,seed", [("pickput", 1), ("steal", 28)],
                         ids=["heading-alone", "three-choices"])
def test_own_directive_cards_show_every_condition_whole(monkeypatch, kind, seed):
    """Beside a heading alone (here: picking up and putting down) or a column of three
    choice buttons (stealing: nothing, or one of two items), the seat's directive cards are
    wide enough at 1280x720 for each of the 30 conditions to be read whole; at the old
    width, 12 ended in an ellipsis (beside three buttons in a row too)."""
    from game.scenes.law404 import cards, drawing

    game = reach(kind, 3, seed, [])
    app, scene = _table(game, 3)
    drawn: list[str] = []
    real_face = drawing.directive_face

    def face(card, size, face_up=None, text_px=14):
        drawn.append(card.data)
        try:
            return real_face(card, size, face_up, text_px)
        finally:
            drawn.append("")  # the card is done: texts cut after this are not its own

    shortened = _record_cut(monkeypatch, lambda words: bool(drawn and drawn[-1]))
    monkeypatch.setattr(drawing, "directive_face", face)
    cards._directive.cache_clear()
    ids = sorted(game.content.directives)
    for first in range(0, len(ids), 3):
        game.st["directives"][0] = [{"id": d, "done": False, "base": {}}
                                    for d in ids[first:first + 3]]
        scene.sync()
        app.step([], 1 / 60)
        app.draw()
    assert set(drawn) - {""} == set(ids)
    assert shortened == [], f"cut short: {shortened}"


def _directive_cards_drawn(size, monkeypatch, hotseat=False):
    """The directives drawn as cards while seat 0 programs, in a window of `size`."""
    from game.scenes.law404 import drawing

    game = reach("program", 3, 1, [])
    drawn: list[str] = []
    real_face = drawing.directive_face

    def face(card, px_size, face_up=None, text_px=14):
        drawn.append(card.data)
        return real_face(card, px_size, face_up, text_px)

    monkeypatch.setattr(drawing, "directive_face", face)
    app, _scene = _table(game, 3, size, "human" if hotseat else "bot")
    for _ in range(3):
        app.step([], 1 / 60)
    app.draw()
    return drawn, [d["id"] for d in game.st["directives"][0]]


def test_programming_in_a_tall_band_shows_the_directives_under_the_hand(monkeypatch):
    """A 4:3 window leaves room under the hand: the seat's directives go there, to be read
    while choosing cards; a 16:9 band has none (their names are on the robot's board), and
    behind the pass-the-device cover nothing private is drawn."""
    drawn, mine = _directive_cards_drawn((1280, 960), monkeypatch)
    assert set(drawn) == set(mine) and len(mine) == 3
    assert _directive_cards_drawn((1280, 720), monkeypatch)[0] == []
    assert _directive_cards_drawn((1280, 960), monkeypatch, hotseat=True)[0] == []


def test_every_directive_name_fits_a_robot_board_at_1280x720(monkeypatch):
    """A completed directive is named (in bold, with its stars) on its robot's board for
    everyone to read; "Empower Technology **" is the widest, and half the board cut it and
    10 others short."""
    game = reach("program", 4, 2, [])
    app, scene = _table(game, 4)
    names = {scene.printed.directive(d) for d in game.content.directives}
    shortened = _record_cut(monkeypatch, names.__contains__)
    ids = sorted(game.content.directives)
    shown: set[str] = set()
    for first in range(0, len(ids), 9):
        batch = ids[first:first + 9]
        for seat in (1, 2, 3):
            game.st["directives"][seat] = [{"id": d, "done": True, "base": {}}
                                           for d in batch[(seat - 1) * 3:seat * 3]]
        shown.update(batch)
        scene.sync()
        app.step([], 1 / 60)
        app.draw()
    assert shown == set(ids)
    assert shortened == [], f"cut short: {shortened}"


def test_directive_cards_start_just_past_two_choice_buttons():
    """Two choices fill two of a row's three button places: the seat's directive cards
    start after them, wider than beside a full row, and cover no button."""
    game = reach("door", 6, 3, ["alternate_layout"])
    app, scene = _table(game, 6)
    for _ in range(3):
        app.step([], 1 / 60)
    app.draw()
    band = scene.vp.rect(*scene.reg.band)
    buttons = [b.rect for b in scene._callbacks if band.contains(b.rect)]
    mine = {scene.printed.directive(d["id"]) for d in game.st["directives"][0]}
    cards = [r for r, tip in scene.sides.hot if tip.split(" (difficulty")[0] in mine]
    assert len(buttons) == 2 and len(cards) == 3
    assert min(r.left for r in cards) > max(b.right for b in buttons)
    narrow = (band.w - int(band.w * 0.6) - scene.vp.px(8) - 2 * scene.vp.px(6)) // 3
    assert min(r.w for r in cards) > narrow


def test_directive_cards_leave_the_rearrange_strip_its_room():
    """Rearranging two items is two options but no choice buttons: the order strip keeps
    the band's left 58%, and the seat's directive cards stay clear of it."""
    game = reach("rearrange_place", 3, 2, [])
    assert len(game.legal_actions()) == 2
    app, scene = _table(game, 3)
    for _ in range(3):
        app.step([], 1 / 60)
    app.draw()
    strip = scene.vp.rect(*scene.rearrange.rect)
    mine = {scene.printed.directive(d["id"]) for d in game.st["directives"][0]}
    cards = [r for r, tip in scene.sides.hot if tip.split(" (difficulty")[0] in mine]
    assert len(cards) == 3
    assert min(r.left for r in cards) >= strip.right


@pytest.mark.parametrize("size", [(1280, 720), (1280, 960)], ids=["16:9", "4:3"])
def test_every_choice_label_fits_its_button(size):
    """Stealing from a robot carrying four items: five choices, "Take the Engineering Kit"
    the longest. As few buttons to a row as the band's height allows, each as wide as its
    label needs (a third of the choices' share cut it short), clear of the directive cards."""
    game = reach("steal", 3, 25, [])
    assert len(game.legal_actions()) == 5
    app, scene = _table(game, 3, size)
    for _ in range(3):
        app.step([], 1 / 60)
    app.draw()
    band = scene.vp.rect(*scene.reg.band)
    buttons = [b for b in scene._callbacks if band.contains(b.rect)]
    assert len(buttons) == 5
    assert "Take the Alien Artefact" in {b.text for b in buttons}
    for b in buttons:
        assert b.rect.w >= scene.vp.px(small_button_width(scene.vp, b.text)) - 1, b.text
    mine = {scene.printed.directive(d["id"]) for d in game.st["directives"][0]}
    cards = [r for r, tip in scene.sides.hot if tip.split(" (difficulty")[0] in mine]
    assert len(cards) == 3
    assert min(r.left for r in cards) > max(b.rect.right for b in buttons)
    rows = len({b.rect.y for b in buttons})
    assert rows == (5 if size[1] == 960 else 3)  # a column when the band is tall enough

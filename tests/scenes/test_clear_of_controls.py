"""Nothing covers the decision: at 1280x720, 1920x1080 and 1920x1080 at 150%, on every
decision kind of every table (seeded games played until each kind is pending), no toast and
no banner meets an enabled control or the decision's own places (lit targets, the hand, the
program slots, the bays, the prompt: the table's `decision_rects`).

Before the placement rule (game/ui/toast.py `clear_spot`) every toast stood at the bottom
centre, over the 404 hand and program slots, the Assembly hand and bottom bays; the 404
look-back banner lay over the prompt and the event banner over the Disposal room's name.
"""

from __future__ import annotations

import copy
import functools

import pygame
import pygame_gui
import pytest

from game.app import App
from game.engines.common.rng import Rng
from game.records import new_game
from game.session import GameSession, Seat

SIZES = [((1280, 720), 100), ((1920, 1080), 100), ((1920, 1080), 150)]
#: Where each decision kind comes up in seeded random play (setup, seeds to try).
KINDS = {
    "law404": ({"players": 3}, ["keep_directive", "program", "doors", "door", "pickput",
                                "chart", "shove_room", "steal", "rearrange",
                                "rearrange_place"]),
    "assembly": ({"players": 2, "variants": ["override"]},
                 ["command", "override_discard", "support_hold"]),
    "assembly_resequence": ({"players": 1, "variants": ["resequence"]}, ["deploy_stack"]),
    "tempus": ({"players": 2}, ["choose_first_player", "turn", "discard_equipment"]),
    "tempus_solo": ({"players": 1}, ["security_room"]),
}
CASES = [(key.split("_")[0] if key.startswith(("assembly", "tempus")) else key, key, kind)
         for key, (_, kinds) in KINDS.items() for kind in kinds]
REFUSAL = ("That card cannot go there: a Move card needs a door with its symbol in the room "
           "your robot stands in, and this one has none.")


@functools.cache
def _position(key: str, kind: str):
    setup, _ = KINDS[key]
    game_id = "law404" if key == "law404" else key.split("_")[0]
    for seed in range(1, 40):
        game = new_game(game_id, {**setup, "seed": seed})
        rng = Rng(seed)
        for _ in range(3000):
            if game.is_over:
                break
            if game.pending.kind == kind:
                return game
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"no {kind} decision in seeded {key} games")


def _table(game_id: str, game, size, scale):
    app = App(size=size)
    app.settings.ui_scale = scale
    app.settings.sound = False
    app.settings.animation_speed = 3
    seats = [Seat("human", name=name) for name in ["Ada", "Bix", "Cog", "Dot", "Eko"]
             [:game.setup.players]]
    assert app.open_table(GameSession(game_id, copy.deepcopy(game), seats, None))
    table = app.stack.top
    if table.gate.active:
        table.gate.confirm()
    for _ in range(3):
        app.step([], 1 / 60)
    return app, table


def _controls(table) -> list[pygame.Rect]:
    """Every enabled control on show, read from the widgets themselves."""
    kinds = (pygame_gui.elements.UIButton, pygame_gui.elements.UIDropDownMenu,
             pygame_gui.elements.UICheckBox, pygame_gui.elements.UISelectionList)
    return [e.rect for e in table._elements if isinstance(e, kinds) and e.visible
            and e.is_enabled]


def _meets(rect: pygame.Rect, others: list[pygame.Rect]) -> list[tuple]:
    return [tuple(r) for r in others if rect.colliderect(r)]


def _toasts_clear(app, table, where: str) -> None:
    table.refuse(REFUSAL)
    table.toasts.show("Saved.", "info")
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    places = table.decision_rects()
    controls = _controls(table)
    assert table.toasts.rects, "no toast drawn"
    for toast, rect in table.toasts.rects:
        assert window(app).contains(rect), f"{where}: toast {toast.text!r} leaves the window"
        assert not _meets(rect, controls), \
            f"{where}: toast {toast.text!r} {tuple(rect)} covers controls {_meets(rect, controls)}"
        assert not _meets(rect, places), \
            f"{where}: toast {toast.text!r} {tuple(rect)} covers {_meets(rect, places)}"


def window(app) -> pygame.Rect:
    return app.window.get_rect()


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
@pytest.mark.parametrize("game_id,key,kind", CASES, ids=[f"{k}-{d}" for _, k, d in CASES])
def test_no_toast_covers_the_decision(game_id, key, kind, size, scale, starboard_home):
    app, table = _table(game_id, _position(key, kind), size, scale)
    assert table.session.pending_kind() == kind
    assert table.decision_rects(), "the table says where its decision is made"
    _toasts_clear(app, table, f"{kind} at {size}@{scale}")


LOOK_BACK = [("law404", "law404", "program"), ("assembly", "assembly", "command"),
             ("tempus", "tempus", "turn")]


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
@pytest.mark.parametrize("game_id,key,kind", LOOK_BACK, ids=[k for k, _, _ in LOOK_BACK])
def test_look_back_banner_covers_no_control(game_id, key, kind, size, scale, starboard_home):
    """Looking back, the banner saying so stands clear of every control, and so do the
    toasts; 404's banner takes the prompt's place instead of lying over it."""
    app, table = _table(game_id, _position(key, kind), size, scale)
    table.play(table.game.legal_actions()[0])
    for _ in range(30):
        app.step([], 1 / 10)
    entries = [e for e in table.log.entries if e.snapshot is not None]
    assert entries, "nothing to look back at"
    table.look_back(entries[-1])
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    banner = getattr(table, "earlier_px", None)
    if game_id != "tempus":  # Tempus says it in its status strip, which is the prompt
        assert banner is not None
        assert not _meets(banner, _controls(table)), "the look-back banner covers a control"
    _toasts_clear(app, table, f"looking back at {size}@{scale}")


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
def test_event_banner_keeps_off_the_board_names(size, scale, starboard_home):
    """404's banner naming the event being shown (\"Event: Meteor Shower\") keeps off every
    room and zone name, counter and door on the board, and every control."""
    app, table = _table("law404", _position("law404", "doors"), size, scale)
    rect = table.event_banner_rect((table.vp.px(260), table.vp.px(30)))
    board = table.vp.rect(*table.reg.board)
    assert board.contains(rect)
    printed = table.ship.printed_rects()
    assert not _meets(rect, printed), f"the banner covers {_meets(rect, printed)}"
    assert not _meets(rect, _controls(table))

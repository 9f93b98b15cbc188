"""Every drag source onto every drop target, on every table, over seeded positions of each
decision kind a person meets: a lit target is accepted (dropping there plays a move), every
other one is refused with a sentence in a player's words (no internal id), and a piece that
cannot be lifted says why too. On every table, no enabled button of the decision is one the
engine would refuse.

The positions come from random play of seeded games: in each, the first decision of each
kind the person (the first seat) meets after a warm-up that grows with the seed."""

from __future__ import annotations

import re

import pytest

from game.app import App
from game.engines.common.rng import Rng
from game.records import new_game
from game.session import GameSession, Seat
from tests.scenes.helpers import buttons, pump

#: What a player must never read: "cargo.floor", "fire_extinguisher_1", "seat 0", "crew:1",
#: "card26".
INTERNAL = re.compile(r"\b[a-z]{2,}\.[a-z_]{2,}\b|\b[a-z]+_[a-z0-9_]+\b|\bseat \d\b|"
                      r"\bcrew:\d|\bcard\d+\b|\bbay:\d")
WARM_UP = 6  # moves per seed number before positions are taken
SEEDS = range(24)
DROPS_PLAYED = 1  # lit targets dropped on for real per piece (the table is dealt afresh)


def positions(game_id: str, setup: dict, seeds=SEEDS) -> list[tuple]:
    """Game states (to_dict) where seat 0 decides: in each seeded game, the first decision
    of each kind after a warm-up that grows with the seed (early and later positions)."""
    from game import registry

    engine = registry.engine(game_id)
    out, kinds = [], set()
    for seed in seeds:
        game = new_game(game_id, {**setup, "seed": seed})
        rng = Rng(seed + 50)
        seen: set[str] = set()
        for _ in range(400):
            if game.is_over:
                break
            pending = game.pending
            if pending.seat == 0 and pending.kind not in seen \
                    and len(game.history) >= WARM_UP * (seed % 6):
                seen.add(pending.kind)
                out.append((engine, game.to_dict()))
            game.apply(rng.choice(game.legal_actions()))
        kinds |= seen
    assert len(out) >= len(seeds), kinds
    return out


def open_at(game_id: str, engine, state: dict, players: int):
    app = App(size=(1280, 720))
    app.settings.animation_speed = 3
    app.settings.sound = False
    game = engine.from_dict(state, _content(game_id))
    seats = [Seat("human", "random", "Ada")] + [Seat("bot", "random", n)
                                                for n in ("Bix", "Cog", "Dot", "Eko")[:players - 1]]
    assert app.open_table(GameSession(game_id, game, seats, None))
    table = app.stack.top
    if table.gate.active:
        table.gate.confirm()
    pump(app)
    return app, table


def _content(game_id: str):
    from game import registry

    return registry.content(game_id)


def said_in_words(why: str | None, where: str) -> None:
    assert why, f"{where}: refused with no sentence"
    assert not INTERNAL.search(why), f"{where}: an internal id in {why!r}"


def _moved(table, before: int) -> bool:
    return table.session.version > before


# ---------------------------------------------------------------- counters on a Table
def counter_drags(table):
    """(payload, lift refusal, {zone id: refusal or None}) for every counter a press takes."""
    drag = table.drag
    for zone in list(drag.table.zones.values()):
        for depth in range(len(zone.stack)):
            payload = drag.pick(zone, depth)
            if payload is None:
                continue
            why_lift = drag.can_pick(payload) if drag.can_pick else None
            reasons = {} if why_lift else {
                zid: drag.reason(payload, z) for zid, z in drag.table.zones.items()
                if z is not payload.source}
            yield payload, why_lift, reasons


def check_counter_table(game_id: str, setup: dict, players: int, seeds=SEEDS) -> tuple:
    """(drops judged, lit drops played) over the positions."""
    checked = dropped = 0
    for engine, state in positions(game_id, setup, seeds):
        app, table = open_at(game_id, engine, state, players)
        if not table.privacy.my_turn():
            continue
        played = []
        for payload, why_lift, reasons in counter_drags(table):
            if why_lift:
                said_in_words(why_lift, f"lifting {payload.top.id}")
                continue
            for zid, why in reasons.items():
                checked += 1
                if why is not None:
                    said_in_words(why, f"{payload.top.id} onto {zid}")
                elif sum(p == payload.top.id for p, _ in played) < DROPS_PLAYED:
                    played.append((payload.top.id, zid))
        for piece, zid in played:  # a lit target takes the drop: a move is played
            app, table = open_at(game_id, engine, state, players)
            payload = next(p for p, why, _ in counter_drags(table)
                           if p.top.id == piece and not why)
            before = table.session.version
            table.drag.drop(payload, table.drag.table.zones[zid])
            assert _moved(table, before), f"{piece} onto lit {zid} played nothing"
            dropped += 1
        check_buttons(app, table)
    return checked, dropped


def check_buttons(app, table) -> None:
    """No enabled button of the decision is refused: pressing each plays or opens a step,
    never an error message."""
    labels = [t for t, b in buttons(table).items() if b.is_enabled and t not in
              ("Menu", "Undo", "Suggest", "Discards", "Timeline", "Hint: on", "Hint: off",
               "Pause", "Resume", "Skip", "To the end", "To my turn", "Step")]
    state = table.game.to_dict()
    for label in labels:
        element = buttons(table).get(label)
        if element is None or not element.is_enabled:
            continue
        errors = [t for t in table.toasts.toasts if t.kind == "error"]
        table._callbacks[element]()
        new = [t for t in table.toasts.toasts if t.kind == "error" and t not in errors]
        assert not new, f"enabled button {label!r} was refused: {new[0].text!r}"
        if table.game.to_dict() != state:
            return  # it played: the position moved on


@pytest.mark.parametrize("players", [3])
def test_every_404_drag_is_taken_where_lit_and_said_why_elsewhere(players, starboard_home):
    checked, dropped = check_counter_table("law404", {"players": players}, players)
    assert checked > 10000 and dropped > 10, (checked, dropped)


@pytest.mark.parametrize("players", [3])
def test_every_tempus_drag_is_taken_where_lit_and_said_why_elsewhere(players, starboard_home):
    checked, dropped = check_counter_table(
        "tempus", {"players": players, "difficulty": "recruit"}, players, range(24))
    assert checked > 2000 and dropped > 10, (checked, dropped)


# ---------------------------------------------------------------- modules on the ring
def test_every_assembly_drag_is_taken_where_lit_and_said_why_elsewhere(starboard_home):
    checked = 0
    played = 0
    for engine, state in positions("assembly", {"players": 2}, range(24)):
        app, table = open_at("assembly", engine, state, 2)
        if not table.privacy.my_turn() or table.session.pending_kind() != "command":
            check_buttons(app, table)
            continue
        ring = table.input
        bays = range(1, len(table.view["mod"]) + 1)
        lit_played = None
        for src in bays:
            if not table.draggable(src):
                continue
            lit = table.swap_targets(src)
            for dst in bays:
                if dst == src:
                    continue
                checked += 1
                why = ring.reason(("module", src), dst)
                if dst in lit:
                    assert why is None, f"bay {src} onto lit bay {dst} refused: {why!r}"
                    lit_played = lit_played or (src, dst)
                else:
                    said_in_words(why, f"bay {src} onto bay {dst}")
        if lit_played is not None:
            app, table = open_at("assembly", engine, state, 2)
            ring = table.input
            before = table.session.version
            ring.drop(("module", lit_played[0]), lit_played[1])
            assert _moved(table, before), f"lit drop {lit_played} played nothing"
            played += 1
            app, table = open_at("assembly", engine, state, 2)
        check_buttons(app, table)
    assert checked > 300 and played > 5, (checked, played)

"""A seat's `view_for` is a function of what that seat may know, in every game.

Two checks at positions of seeded random games, for every seat:
- no key anywhere in the view is a seed or a generator's state (either would deal every
  hidden card again);
- rewriting everything the seat may not know (the setup's seed, the generator, the order
  of every deck, the other seats' hands, kept directives, programs and charts, the discard
  below its top card) leaves the seat's view exactly as it was. A view that showed any of
  it would change.
"""

from __future__ import annotations

import dataclasses

import pytest

from game import registry
from game.bots.base import observe
from game.engines.common.rng import Rng
from tests.support.random_states import random_states

SECRET_KEYS = {"seed", "rng"}


def _keys(value, path=()):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield path + (key,)
            yield from _keys(inner, path + (key,))
    elif isinstance(value, list | tuple):
        for i, inner in enumerate(value):
            yield from _keys(inner, path + (i,))


def _fakes(items: list, tag: str) -> list:
    """As many made-up card ids as `items` holds: the same size, none of the contents."""
    return [f"unknown-{tag}-{i}" for i in range(len(items))]


def _reseed(game) -> None:
    game.setup = dataclasses.replace(game.setup, seed=game.setup.seed + 1_000_003)
    game.rng = Rng(987_654_321)


def _hide_law404(game, seat: int) -> None:
    st = game.st
    game.setup = dataclasses.replace(game.setup, seed=game.setup.seed + 1_000_003)
    st["rng"] = 987_654_321
    for deck in ("active", "inactive", "dir_deck", "cards_deck"):
        st[deck] = _fakes(st[deck], deck)
    for other in range(len(st["hands"])):
        if other == seat:
            continue
        st["hands"][other] = _fakes(st["hands"][other], f"hand{other}")
        st["draft_hands"][other] = _fakes(st["draft_hands"][other], f"draft{other}")
        st["directives"][other] = [d if d["done"] else {**d, "id": f"unknown-dir{other}-{i}"}
                                   for i, d in enumerate(st["directives"][other])]
        if st["stage"] == "program":
            st["program"][other] = [[f"unknown-{j}" for j in slot] for slot in
                                    st["program"][other]]
    sub = st["sub"]
    if st["chart"] is not None and not (sub is not None and sub["seat"] == seat):
        st["chart"] = {k: _fakes(v, f"chart-{k}") for k, v in st["chart"].items()}


def _hide_assembly(game, seat: int) -> None:
    _reseed(game)
    game.deck = _fakes(game.deck, "deck")
    game.discard = _fakes(game.discard[:-1], "discard") + game.discard[-1:]
    if not game.resequence:
        game.stacks = [_fakes(s, f"stack{i}") for i, s in enumerate(game.stacks)]
    for other in range(len(game.hands)):
        if other != seat:
            game.hands[other] = _fakes(game.hands[other], f"hand{other}")


def _hide_tempus(game, seat: int) -> None:
    _reseed(game)
    game.deck = _fakes(game.deck, "deck")
    game.paradox_deck = _fakes(game.paradox_deck, "paradox")
    if not game.discard_seen:
        game.discard = _fakes(game.discard[:-1], "discard") + game.discard[-1:]


HIDE = {"law404": _hide_law404, "assembly": _hide_assembly, "tempus": _hide_tempus}


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_view_for_carries_no_seed_and_no_other_seats_secrets(game_id):
    assert set(HIDE) == set(registry.GAMES), "a new game needs its hidden parts named here"
    eng = registry.engine(game_id)
    content = registry.content(game_id)
    checked = 0
    for i, game in enumerate(random_states(game_id, range(2), 240)):
        if i % 12:
            continue
        players = game.setup.players
        for seat in range(players):
            view = game.view_for(seat)
            leaks = [p for p in _keys(view) if str(p[-1]).lower() in SECRET_KEYS]
            assert not leaks, f"{game_id}: seat {seat}'s view holds {leaks}"
            rewritten = eng.from_dict(game.to_dict(), content)
            HIDE[game_id](rewritten, seat)
            assert rewritten.view_for(seat) == view, (
                f"{game_id}: seat {seat}'s view changed when only what it may not know did")
            checked += 1
        obs = observe(game_id, game)
        assert "seed" not in obs.setup and "seed" not in obs.view.get("setup", {})
    assert checked > 20

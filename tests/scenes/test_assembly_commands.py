"""The table's wording and lighting helpers: the bays that glow come from the legal actions
or from the engine's own drag lookup (which card pays is the engine's: see
tests/engines/assembly/test_gestures.py)."""

from __future__ import annotations

from pathlib import Path

from game.engines import assembly as A
from game.scenes.assembly import choices as C

LEVELS = Path(__file__).resolve().parents[2] / "levels"
ACTIONS = [
    A.Play(("swap",), "swap", (1, 2)),
    A.Play(("deploy_lock",), "lock", (3,)),
    A.Play(("deploy_lock",), "deploy", (), verifier=1),
    A.Play(("deploy_lock",), "deploy", (), verifier=2),
]


def test_lockable_bays_and_verifiers_come_from_the_legal_actions():
    assert C.lockable_bays(ACTIONS) == {3}
    assert C.verifiers(ACTIONS) == [1, 2]
    assert C.commands_in_hand(ACTIONS) == {"swap", "lock", "deploy"}


def test_drop_targets_are_the_drops_the_engine_accepts():
    game = A.new_game(A.Setup(players=1, seed=4), A.load_content(LEVELS))
    A.set_position(game, " ".join(
        ["bridge/reactor", "engineering/cargo", "medical*", "navigation", "reactor/galley",
         "cargo", "galley", "quarters", "hydroponics", "comms", "airlock", "life_support"])
        + " / swap,cw_rotate,deploy_lock / swap,swap / ")
    assert C.drop_targets(game, 0, "module", 1) == {2, 5}  # not the locked bay 3
    A.set_position(game, A.position(game).replace("swap,cw_rotate,deploy_lock",
                                                  "cw_rotate,deploy_lock,deploy_lock"))
    assert C.drop_targets(game, 0, "module", 1) == set(), "no Swap card: select 3 first"
    three = ("cw_rotate", "deploy_lock", "deploy_lock")
    assert C.drop_targets(game, 0, "module", 1, three) == {2, 5}

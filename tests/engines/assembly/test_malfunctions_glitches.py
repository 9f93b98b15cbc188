"""Malfunctions (every authored card) and the Glitches variant (every authored glitch)."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.engines.assembly import board

from .conftest import bay_state, force_rolls, resolve, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]
LOCKED = (1, 2, 5, 10)


def scenario(content, set_id, bay, hand=("deploy_lock", "swap", "swap"), locked=LOCKED):
    g = A.new_game(A.Setup(players=1, seed=4, malfunctions=set_id), content)
    mods = {bay: IDS[bay - 1], 4: IDS[8], 7: IDS[6], 11: IDS[3]}
    bay_state(g, mods, locked=locked)
    set_hands(g, list(hand), deck=["cw_rotate"] * 10)
    return g


def lock_bay(g, bay, sub=False):
    cards = tuple(sorted(g.hands[0]))[:3] if sub else ("deploy_lock",)
    events = g.apply(A.Play(cards, "lock", (bay,)))
    return events


MALFUNCTIONS = [m for m in sorted(
    __import__("game.engines.assembly.content", fromlist=["x"]).load_content(
        __import__("pathlib").Path(__file__).resolve().parents[3] / "levels").malfunctions)]


@pytest.mark.parametrize("mid", MALFUNCTIONS)
def test_rule_malfunction_card(content, mid):
    m = content.malfunctions[mid]
    sub = bool(m.require and m.require["kind"] == "substitute_wild")
    g = scenario(content, m.set, m.bay,
                 hand=("deploy_lock", "swap", "swap") if not sub else ("swap", "swap", "wild"))
    mods_before = sum(x is not None for x in g.mod)
    mod_before = list(g.mod)
    deck_before = len(g.deck)
    force_rolls(g, 4, 4)
    lock_bay(g, m.bay, sub)
    if g.choice is not None:
        opts = [o for o in g.choice["options"] if o != "skip"]
        g.apply(A.Choose(opts[0]))
        resolve(g)
    assert g.locked[m.bay - 1]
    assert m.text
    played = 3 if sub else 1
    for e in m.effects:
        verb = e["do"]
        if verb == "discard":
            assert len(g.discard) == played + e["count"]
        elif verb == "rotate":
            expected = list(mod_before)
            board.rotate_ring(expected, g.locked, 0, e["steps"], e["dir"] == "cw")
            assert g.mod == expected and expected != mod_before
        elif verb == "unlock":
            assert sum(g.locked) == len(LOCKED)  # one locked, one unlocked
        elif verb == "deploy":
            assert sum(x is not None for x in g.mod) == mods_before + 1
        elif verb == "mill":
            assert deck_before - len(g.deck) == e["count"] + played
        elif verb == "lock_extra":
            assert g.locked[6]
        elif verb == "return_module":
            assert sum(x is not None for x in g.mod) == mods_before - 1
        elif verb == "scramble":
            assert sorted(g.bp) == sorted(IDS)
    if not m.effects and not m.require and not m.check:
        assert m.set == "blank"


def test_rule_malfunction_firm_substitute_wild_unless_final(content):
    g = scenario(content, "A", 12, hand=("deploy_lock", "swap", "swap"))
    assert all(12 not in a.args for a in g.legal_actions()
               if isinstance(a, A.Play) and a.command == "lock" and not a.is_substitute)
    assert any(a.args == (12,) for a in g.legal_actions()
               if isinstance(a, A.Play) and a.command == "lock" and a.is_substitute)
    g2 = scenario(content, "A", 12, locked=tuple(range(1, 12)))
    assert A.Play(("deploy_lock",), "lock", (12,)) in g2.legal_actions()


def test_rule_malfunction_firm_lock_alone(content):
    g = scenario(content, "C", 6)
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"}
    assert (6,) in locks and (6, 7) not in locks and (7,) in locks


def test_rule_malfunction_firm_locked_at_least(content):
    g = scenario(content, "E", 3, locked=(10,))
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"}
    assert (3,) not in locks and (7,) in locks


def test_rule_malfunction_firm_neighbour_locked(content):
    g = scenario(content, "G", 9, locked=(1,))
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"}
    assert (9,) not in locks
    g = scenario(content, "G", 9, locked=(10,))
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"}
    assert (9,) in locks


def test_rule_malfunction_penalty_when_requirement_not_met(content):
    g = scenario(content, "A", 9, locked=(1, 2))
    lock_bay(g, 9)
    assert g.choice["kind"] == "unlock"
    assert set(g.choice["options"]) == {"bay:1", "bay:2", "bay:9"}  # ruling 12: any locked bay
    g.apply(A.Choose("bay:2"))
    assert g.locked[0] and not g.locked[1] and g.locked[8]
    g = scenario(content, "A", 9)  # 4 bays already locked: no penalty
    lock_bay(g, 9)
    assert g.choice is None and sum(g.locked) == 5


def test_rule_malfunction_if_able_no_effect(content):
    # F_6 penalty and A_3 discard with too few cards: read as "if able".
    g = scenario(content, "A", 3, hand=("deploy_lock",))
    lock_bay(g, 3)
    assert g.choice is None and g.discard == ["deploy_lock"]


def test_rule_malfunction_may_can_be_skipped(content):
    g = scenario(content, "B", 3)
    lock_bay(g, 3)
    assert g.choice["kind"] == "lock_extra" and "skip" in g.choice["options"]
    g.apply(A.Choose("skip"))
    assert not g.locked[6]


def test_rule_malfunction_random_bay_roll_then_clockwise(content):
    g = scenario(content, "C", 12, hand=("deploy_lock",))  # hand 0 after play: penalty
    force_rolls(g, 6)
    lock_bay(g, 12)
    # roll 6: bays 6..9 are not locked; bay 10 is the first locked bay clockwise
    assert not g.locked[9] and g.locked[11]


def test_rule_malfunction_only_on_its_bay_and_each_time(content):
    g = scenario(content, "A", 3)
    lock_bay(g, 3)
    resolve(g)
    assert len(g.discard) == 2
    g2 = scenario(content, "A", 3)
    g2.apply(A.Play(("deploy_lock",), "lock", (7,)))
    assert len(g2.discard) == 1


def test_rule_malfunction_set_compatibility(content):
    from game.engines.common.errors import RuleError

    for sid in ("A", "B", "C", "E"):
        with pytest.raises(RuleError, match="cannot be used"):
            A.new_game(A.Setup(players=1, variants={"resequence"}, malfunctions=sid), content)
    for sid in ("D", "F", "G", "blank"):
        A.new_game(A.Setup(players=1, variants={"resequence"}, malfunctions=sid), content)
    assert set(content.sets) == {"blank", "A", "B", "C", "D", "E", "F", "G"}


# ---------------------------------------------------------------- Glitches

def glitch_game(content, gid, locked=LOCKED):
    g = A.new_game(A.Setup(players=1, seed=4, variants={"glitches"}), content)
    bay_state(g, {4: IDS[8], 7: IDS[6], 11: IDS[3]}, locked=locked)
    set_hands(g, ["swap", "swap", "swap"], deck=["cw_rotate"] * 4 + ["glitch:" + gid])
    return g


def test_rule_glitches_setup_under_set_aside(content):
    g = A.new_game(A.Setup(players=2, seed=9, variants={"glitches"}), content)
    assert [len([c for c in e["under"] if c.startswith("glitch:")]) for e in g.set_aside] == [1, 1]
    assert not any(c.startswith("glitch:") for c in g.deck)
    h = A.new_game(A.Setup(players=2, seed=9, variants={"glitches_hard"}), content)
    assert sum(c.startswith("glitch:") for c in h.deck) == 1
    assert not any(c.startswith("glitch:") for hand in h.hands for c in hand)


def test_rule_glitch_joins_deck_on_refresh(content):
    g = A.new_game(A.Setup(players=1, seed=9, variants={"glitches"}), content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    gid = g.set_aside[0]["under"][0]
    set_hands(g, ["swap", "swap", "swap"], deck=[])
    g.discard = ["deploy_lock"] * 5
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    resolve(g)
    assert gid in g.deck or gid in g.removed


@pytest.mark.parametrize("gid", ["lock_jam", "restore_backup", "power_surge", "memory_leak",
                                 "static_burst", "conveyor_jolt", "data_drain"])
def test_rule_glitch_card(content, gid):
    g = glitch_game(content, gid)
    mods_before = sum(x is not None for x in g.mod)
    force_rolls(g, 1)
    events = g.apply(A.Play(("swap",), "swap", (4, 11)))  # bay 4 now matches its blueprint
    assert any(e.kind == "glitch" for e in events)
    # The glitch is resolved, removed from the game, and not replaced.
    assert g.removed == ["glitch:" + gid]
    if gid == "restore_backup":
        assert g.choice is not None and "skip" in g.choice["options"]
        resolve(g, pick=1)
    resolve(g)
    hand = len(g.hands[0])
    if gid == "lock_jam":
        assert not g.locked[0] and sum(g.locked) == 3  # roll 1: bay 1 unlocks
    elif gid == "restore_backup":
        assert sum(g.locked) == 5
    elif gid == "power_surge":
        assert (g.mod[5], g.mod[7], g.mod[11]) == (IDS[3], IDS[6], IDS[8])  # 5 is locked
    elif gid == "memory_leak":
        assert hand == 1 and len(g.deck) == 4
    elif gid == "static_burst":
        assert sorted(g.bp) == sorted(IDS)
    elif gid == "conveyor_jolt":
        assert sum(x is not None for x in g.mod) == mods_before + 1
    elif gid == "data_drain":
        assert len(g.deck) == 2
    if gid != "memory_leak":
        assert hand == 2  # the one draw was the glitch: no replacement card


def test_rule_glitch_compatibility_resequence(content):
    g = A.new_game(A.Setup(players=1, seed=1, variants={"resequence", "glitches_hard"}), content)
    ids = [c for e in g.set_aside for c in e["under"]] + [c for c in g.deck if "glitch" in c]
    assert not {"glitch:lock_jam", "glitch:restore_backup"} & set(ids)
    assert len(content.glitches) >= 6

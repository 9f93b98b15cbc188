"""Malfunctions and Glitches: the effects a lock on bay 3, 6, 9 or 12 (or a drawn glitch)
sets off, each read as if it began "if able"."""

from __future__ import annotations

from game.engines.assembly import board
from game.engines.assembly.rules.deploying import deploy, log_module
from game.engines.assembly.rules.locking import lock, lock_sets, unlock_bay
from game.engines.assembly.rules.refreshing import scramble
from game.engines.assembly.rules.scoring import track_moments
from game.engines.assembly.rules.verifying import discard_from_hand
from game.engines.assembly.setup import GLITCH


def malfunction(g, item: dict, option: str | None) -> None:
    m = g.content.malfunctions[item["id"]]
    g._log("malfunction", "Malfunction at bay {}: {}", item["bay"] + 1, m.text)
    effects = (list(m.penalty) if item["failed"] else []) + list(m.effects)
    g.queue[0:0] = [{"op": "fx", **e, "bay": item["bay"]} for e in effects]


def glitch(g, item: dict, option: str | None) -> None:
    gl = g.content.glitches[item["id"]]
    g._log("glitch", "Glitch! {}: {}", gl.name, gl.text)
    g.queue[0:0] = [{"op": "fx", **e, "bay": -1} for e in gl.effects]


def _random_bay(g, candidates: list[int]) -> int:
    """Roll the die, then the first suitable bay clockwise (inner ring first)."""
    roll = g.rng.randint(1, 12)
    g._log("roll", "The die shows {}.", roll, roll=roll)
    cands = set(candidates)
    for ring in range(g.nbays // 12):
        for b in board.clockwise_from(ring * 12 + roll - 1):
            if b in cands:
                return b
    raise AssertionError("no candidate")


def effect(g, item: dict, option: str | None) -> None:
    verb = item["do"]
    may = item.get("may", False)
    seat = g.active
    if verb == "discard":
        hand = g.hands[seat]
        left = item.get("left")
        if option is None:
            if left is None:
                if len(hand) < item["count"]:
                    g._log("effect", "Not enough cards to discard: no effect.")
                    return
                left = item["count"]
            if g.random_discards:
                for _ in range(left):
                    discard_from_hand(g, seat, g.rng.choice(hand))
                return
            g._ask_choice(seat, "discard", f"Choose a card to discard ({left} to go).",
                          ["card:" + c for c in sorted(set(hand))], {**item, "left": left})
            return
        discard_from_hand(g, seat, option[5:])
        if item["left"] > 1:
            g.queue.insert(0, {**item, "left": item["left"] - 1})
        return
    if verb == "rotate":
        board.rotate_ring(g.mod, g.locked, 0, item["steps"], item["dir"] == "cw")
        if g.override:
            board.rotate_ring(g.rob, g.locked, 0, item["steps"], item["dir"] == "cw")
        g._log("effect", "Unlocked modules rotate {} bay(s) {}.", item["steps"],
               "clockwise" if item["dir"] == "cw" else "anti-clockwise")
    elif verb == "scramble":
        scramble(g)
    elif verb == "mill":
        n = item["count"]
        if len(g.deck) < n:
            g._log("effect", "The deck is too thin to discard {} cards: no effect.", n)
            return
        for _ in range(n):
            card = g.deck.pop()
            if card.startswith(GLITCH):
                g.removed.append(card)  # ruling: a milled glitch leaves without effect
            else:
                g.discard.append(card)
        g._reveals += 1
        g._log("effect", "The top {} card(s) of the deck are discarded.", n)
    elif verb == "deploy":
        if option is None and may:
            g._ask_choice(seat, "may_deploy", "You may deploy a module.", ["deploy", "skip"],
                          item)
            return
        if option != "skip":
            deploy(g, {"op": "deploy", "ring": 0}, None)
    elif verb in ("unlock", "lock_extra", "return_module"):
        if verb == "unlock":
            # Ruling 12: any locked bay, the one whose lock set off the malfunction included.
            cands = [b for b in range(g.nbays) if g.locked[b]]
        elif verb == "lock_extra":
            cands = [t[0] - 1 for t in lock_sets(g, False, False) if len(t) == 1]
        else:
            cands = [b for b in range(g.nbays) if g.mod[b] is not None and not g.locked[b]
                     and g.rob[b] is None]
        if option is None:
            if not cands:
                g._log("effect", "No bay is suitable: no effect.")
                return
            if item.get("pick") == "random":
                _resolve_bay(g, verb, _random_bay(g, cands))
                return
            g._ask_choice(seat, verb, _PROMPTS[verb], (["skip"] if may else [])
                          + [f"bay:{b + 1}" for b in cands], item)
            return
        if option != "skip":
            _resolve_bay(g, verb, int(option[4:]) - 1)
    track_moments(g)


_PROMPTS = {
    "unlock": "Choose a locked bay to unlock.",
    "lock_extra": "You may lock one more bay whose module matches its blueprint.",
    "return_module": "Choose an unlocked module to return to the bottom of the stack.",
}


def _resolve_bay(g, verb: str, bay: int) -> None:
    if verb == "unlock":
        unlock_bay(g, bay)
    elif verb == "lock_extra":
        lock(g, {"op": "lock", "bays": [bay], "sub": False}, None)
    else:
        module, g.mod[bay] = g.mod[bay], None
        g.stacks[0].insert(0, module)
        log_module(g, "effect", "The {} module in bay {} returns to the bottom of the stack.",
                    module, bay)

"""A whole game sampled from what one seat may see (its `view_for`), for bots that look
ahead: what the view hides is dealt at random from what the seat cannot account for, so a
bot that plans on the result cannot cheat.
"""

from __future__ import annotations

from collections import Counter

from game.engines.assembly.actions import CARD_COMMANDS
from game.engines.assembly.game import Game
from game.engines.assembly.setup import GLITCH, Setup, build_deck
from game.engines.assembly.view import plain_copy


def determinize(view: dict, content, rng, fast: bool = True, heard: tuple = (),
                pile: tuple = ()):
    """A complete Game consistent with `view`, hidden parts sampled with `rng`.

    Uses only what the view shows, so a bot that plans on the result cannot cheat.
    `heard`: what the deciding seat remembers of another hand from earlier turns, as
    (seat, command, at_least, at_most) rules: that seat holds that many cards that verify
    `command` (after a "no" heard before it drew its latest cards, at most as many as it
    drew). Hands are dealt again, as for the answer heard this turn, until they agree (if
    they can). `pile`: cards the seat saw go onto the discard pile below its top (each
    was laid face up): they are dealt there, not among the unseen cards.
    """
    setup = Setup.from_dict(view["setup"])
    g = Game(setup, content, fast=fast)
    g.rng = rng.fork()
    seat = view["seat"]
    # Command cards: everything in the game minus what this seat can account for.
    cards, aside = build_deck(setup, content)
    pool = Counter(cards) + Counter(e["card"] for e in aside)
    for e in aside:
        pool.update(c for c in e["under"])
    mine = view["private"]
    known = Counter(mine["hand"])
    if view["discard_top"] is not None:
        known[view["discard_top"]] += 1
    known.update(pile)
    known.update(e["card"] for e in view["set_aside"])
    for e in view["set_aside"]:
        known.update(c for c in e["under"] if c != "glitch")
    for card in (c for c in known if not c.startswith(GLITCH)):
        pool[card] -= known[card]
    unknown = [c for c in sorted(pool) for _ in range(max(0, pool[c]))]
    # Glitches: those not yet resolved are under set-aside cards or in the deck.
    glitch_pool = sorted(x.id for x in content.glitches.values() if setup.mode in x.compatible)
    gone = {c[len(GLITCH):] for c in view["removed"]}
    unseen = [x for x in glitch_pool if x not in gone]
    g.rng.shuffle(unseen)
    under_glitches = sum(c == "glitch" for e in view["set_aside"] for c in e["under"])
    total_glitches = (2 + ("glitches_hard" in setup.variants)) if setup.glitches else 0
    in_deck = max(0, total_glitches - len(gone) - under_glitches)
    deck_glitches = [GLITCH + x for x in unseen[under_glitches:under_glitches + in_deck]]
    set_aside = []
    k = 0
    for e in view["set_aside"]:
        under = []
        for c in e["under"]:
            if c == "glitch":
                under.append(GLITCH + unseen[k])
                k += 1
            else:
                under.append(c)
        set_aside.append({"card": e["card"], "under": under})
    asked = view["asked"]
    for _attempt in range(30):
        # Re-deal until the asked hand agrees with the answer we heard (if it can).
        g.rng.shuffle(unknown)
        pool = list(unknown)
        hands = []
        for s, size in enumerate(view["hand_sizes"]):
            if s == seat:
                hands.append(list(mine["hand"]))
            else:
                hands.append([pool.pop() for _ in range(min(size, len(pool)))])
        if _agrees(hands, asked, seat, heard):
            break
    unknown = pool
    # The rest is split between the draw pile and the unseen part of the discard pile.
    g.rng.shuffle(unknown)
    n_discard = max(0, view["discard_size"] - (view["discard_top"] is not None) - len(pile))
    discard = list(pile) + unknown[:n_discard]
    if view["discard_top"] is not None:
        discard.append(view["discard_top"])
    deck = unknown[n_discard:] + deck_glitches
    g.rng.shuffle(deck)
    # Modules: the hidden stack holds every module not on the board, in unknown order.
    if setup.double_ring:
        all_mods = Counter(content.module_ids * 2)
    else:
        all_mods = Counter(content.module_ids)
    if view["stacks"] and isinstance(view["stacks"][0], list):
        stacks = [list(s) for s in view["stacks"]]
    else:
        on_board = Counter(m for m in view["mod"] if m is not None)
        rest = [m for m in sorted(all_mods) for _ in range(all_mods[m] - on_board[m])]
        g.rng.shuffle(rest)
        stacks = [rest]
    g.bp, g.mod, g.locked = list(view["bp"]), list(view["mod"]), list(view["locked"])
    g.stacks = stacks
    g.deck, g.discard, g.hands = deck, discard, hands
    g.set_aside, g.removed = set_aside, list(view["removed"])
    g.cycle, g.active, g.turn = view["cycle"], view["active"], view["turn"]
    g.asked = dict(view["asked"]) if view["asked"] else None
    g.roles, g.roles_used = list(view["roles"]), list(view["roles_used"])
    g.holds = list(view["holds"])
    g.rob, g.robot_colours = list(view["rob"]), list(view["robot_colours"])
    g.targets = [list(t) for t in view["targets"]]
    g.queue = plain_copy(view["queue"])
    g.stats = plain_copy(view["stats"])
    g.choice = None
    if mine["choice"] is not None:
        g.choice = plain_copy(mine["choice"])
    elif view["queue"] and view["waiting_for"] is not None and view["waiting_for"] != seat:
        # Another seat is deciding something we cannot see; let the sampled game re-ask.
        g._run()
    g.outcome = None
    return g


def _agrees(hands: list[list[str]], asked: dict | None, seat: int, heard: tuple) -> bool:
    """Do the dealt hands agree with this turn's answer and the rules remembered?"""
    if asked is not None and asked["seat"] != seat:
        can = any(asked["command"] in CARD_COMMANDS[c] for c in hands[asked["seat"]])
        if can != asked["answer"]:
            return False
    for other, command, at_least, at_most in heard:
        if not at_least <= sum(command in CARD_COMMANDS[c] for c in hands[other]) <= at_most:
            return False
    return True

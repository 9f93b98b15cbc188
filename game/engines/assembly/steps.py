"""The steps a turn is made of, one handler per step kind (the rulebook's sections).

Each handler is `handler(game, item, option)`. `option` is None the first time; a handler
that needs a decision calls `game._ask_choice(...)`, which parks the (possibly updated)
item at the front of the queue, and is called again with the chosen option.
"""

from __future__ import annotations

from operator import eq

from game.engines.assembly import board
from game.engines.assembly.actions import CARD_COMMANDS, CARD_NAMES, COMMAND_NAMES
from game.engines.assembly.scoring import finish

GLITCH = "glitch:"


def _name(g, module: str) -> str:
    for m in g.content.modules:
        if m.id == module:
            return m.name
    return module


def _log_module(g, kind: str, fmt: str, module_id: str, bay: int, **data) -> None:
    """Log a line naming a module; playouts (fast mode) skip the name lookup too."""
    if not g.fast:
        g._log(kind, fmt, _name(g, module_id), bay + 1, bay=bay + 1, **data)


def _after_change(g) -> None:
    """Track the achievements that depend on a moment in the game."""
    st = g.stats
    if not st["pyl"]:
        # Counted in C: every locked bay holds its matching module, empty bays match nothing.
        n_locked = g.locked.count(True)
        loose = g.nbays - g.mod.count(None) - n_locked
        if loose >= 5 and sum(map(eq, g.mod, g.bp)) - n_locked == loose:
            st["pyl"] = True
    if not st["deployed_c2"] and g.cycle <= 2 and not any(g.stacks):
        st["deployed_c2"] = True


def _discard_from_hand(g, seat: int, card: str) -> None:
    g.hands[seat].remove(card)
    g.discard.append(card)
    if card == "wild":
        g.stats["wild"] = True
    g._log("discard", "Player {} discards a {} card.", seat + 1, CARD_NAMES.get(card, card))


# ---------------------------------------------------------------- Verifying Commands

def verify(g, item: dict, option: str | None) -> None:
    seat, cmd = item["seat"], item["command"]
    hand = g.hands[seat]
    if option is None:
        g._reveals += 1
        if any(cmd in CARD_COMMANDS[c] for c in hand):
            g._log("verify", "Player {} verifies {}.", seat + 1, COMMAND_NAMES[cmd], seat=seat)
            return
        g.stats["overrides"] += 1
        g._log("override", "Player {} cannot verify {}: manual override.", seat + 1,
               COMMAND_NAMES[cmd], seat=seat)
        if not hand:
            g._log("verify", "Player {} cannot verify and has no card to discard.", seat + 1)
            return
        if g.random_discards:
            _discard_from_hand(g, seat, g.rng.choice(hand))
            return
        g._ask_choice(seat, "override_discard",
                      f"You cannot verify {COMMAND_NAMES[cmd]}: choose a card to discard "
                      "(manual override).", ["card:" + c for c in sorted(set(hand))], item)
        return
    _discard_from_hand(g, seat, option[5:])


# ---------------------------------------------------------------- Platform/Hold

def offer_hold(g, item: dict, option: str | None) -> None:
    seat = item["seat"]
    if "platform_hold" not in g.hands[seat]:
        return
    if option is None:
        free = [f"bay:{b + 1}" for b in range(g.nbays) if not g.locked[b] and b not in g.holds]
        g._ask_choice(seat, "support_hold",
                      "A Rotate is about to run: cover a bay with Platform/Hold, or skip.",
                      ["skip"] + free, item)
        return
    if option == "skip":
        return
    bay = int(option[4:]) - 1
    g.hands[seat].remove("platform_hold")
    g.discard.append("platform_hold")
    g.holds.append(bay)
    g._log("hold", "Player {} holds bay {}.", seat + 1, bay + 1)
    g.queue.insert(0, item)  # they may play another one


# ---------------------------------------------------------------- Commands

def execute(g, item: dict, option: str | None) -> None:
    cmd, args, role = item["command"], item["args"], item["role"]
    ability = g._roles[g.roles[g.active]].ability if role else None
    if cmd == "deploy":
        if ability == "deploy_choose":
            deploy(g, {"op": "deploy", "start": args[0] - 1}, None)
        else:
            deploy(g, {"op": "deploy", "ring": args[0] - 1 if args else 0}, None)
    elif cmd == "lock":
        lock(g, {"op": "lock", "bays": [a - 1 for a in args], "sub": item["sub"]}, None)
    elif cmd == "swap":
        _swap(g, args, ability, item["option"])
    elif cmd in ("rotate_cw", "rotate_acw"):
        _rotate(g, cmd == "rotate_cw", args, ability, item["option"], item["holds"])
    else:
        g._log("hold", "The Platform/Hold card is discarded for no effect.")
    _after_change(g)


def _swap(g, args: list[int], ability: str | None, option: str) -> None:
    mod = g.mod
    if not args:
        g._log("swap", "Swap has no effect.")
        return
    if ability == "swap_blueprints":
        a, b = args[0] - 1, args[1] - 1
        g.bp[a], g.bp[b] = g.bp[b], g.bp[a]
        g._log("swap", "Blueprints in bays {} and {} are exchanged.", a + 1, b + 1)
    elif ability == "swap_three":
        a, b, c = (x - 1 for x in args)
        mod[a], mod[b], mod[c] = mod[c], mod[a], mod[b]
        g._log("swap", "Modules move {} -> {} -> {} -> {}.", a + 1, b + 1, c + 1, a + 1)
    elif option in ("robots", "robots_only"):
        a, b = args[0] - 1, args[1] - 1
        rob = g.rob
        rob[a], rob[b] = rob[b], rob[a]
        if option == "robots":
            mod[a], mod[b] = mod[b], mod[a]
            g._log("swap", "The robots in bays {} and {} swap places with their modules.",
                   a + 1, b + 1)
        else:
            g._log("swap", "The robots in bays {} and {} swap places, leaving the modules.",
                   a + 1, b + 1)
    elif ability == "swap_stack" or option == "stack":
        bay, stack = args[0] - 1, g.stacks[args[1] - 1]
        mod[bay], stack[-1] = stack[-1], mod[bay]
        g._reveals += 1
        g._log("swap", "The module in bay {} is exchanged with the top of stack {}.", bay + 1,
               args[1])
    else:
        a, b = args[0] - 1, args[1] - 1
        mod[a], mod[b] = mod[b], mod[a]
        if g.override:
            g.rob[a], g.rob[b] = g.rob[b], g.rob[a]  # a robot rides its module
        g._log("swap", "Modules in bays {} and {} swap places.", a + 1, b + 1)


def _rotate(g, clockwise: bool, args: list[int], ability: str | None, option: str,
            holds: list[int]) -> None:
    way = "clockwise" if clockwise else "anti-clockwise"
    if option == "cycle":
        for s in g.stacks:
            if s:
                s.insert(0, s.pop())
        g._log("rotate", "Each stack's top module goes to the bottom.")
        return
    # Only a first "four matches in one Rotate" changes anything (an achievement); the
    # modules as they were are kept, and compared only if four or more match afterwards.
    before = None if g.stats["rot4"] else list(g.mod)
    held = frozenset(holds).union(g.holds) if holds or g.holds else frozenset()
    g.holds = []
    if ability == "rotate_single":
        src, steps = args[0] - 1, args[1]
        dst = board.rotate_single(g.mod, g.locked, src, steps, clockwise)
        g._log("rotate", "The module in bay {} moves {} to bay {}.", src + 1, way, dst + 1)
    elif option == "robots_only":
        _move_robots(g, args[0], clockwise, held)
        g._log("rotate", "The robots step {} up to {} module(s).", way, args[0])
    else:
        steps = args[0]
        ring = args[1] - 1 if len(args) > 1 else 0
        if g.override:
            # Plain rotate: robot bays stand still; "robots": only robot modules move.
            with_robot = {b for b in range(12) if g.rob[b] is not None}
            if option == "robots":
                held |= {b for b in range(12) if g.mod[b] is not None} - with_robot
            else:
                held |= with_robot
            board.rotate_ring(g.rob, g.locked, ring, steps, clockwise, held)
        board.rotate_ring(g.mod, g.locked, ring, steps, clockwise, held)
        g._log("rotate", "Unlocked modules move {} bay(s) {}.", steps, way)
    if before is not None and sum(map(eq, g.mod, g.bp)) - g.locked.count(True) >= 4:
        bp, locked = g.bp, g.locked
        new_matches = sum(1 for b, m in enumerate(g.mod)
                          if m == bp[b] and before[b] != bp[b] and not locked[b])
        if new_matches >= 4:
            g.stats["rot4"] = True


def _move_robots(g, steps: int, clockwise: bool, held: frozenset) -> None:
    """Override robots-only rotate: each robot hops to the next module (skipping locked
    bays), never past an empty bay, never onto another robot; leaders move first."""
    order = [b for b in range(12) if g.rob[b] is not None and not g.locked[b]
             and b not in held]
    delta = 1 if clockwise else -1
    # The robot furthest ahead in the direction of travel moves first, so followers can
    # take the module it leaves.
    order.sort(key=lambda b: -b * delta)
    for start in order:
        bay = start
        for _ in range(steps):
            nxt = (bay + delta) % 12
            while (g.locked[nxt] or nxt in held) and nxt != bay:
                nxt = (nxt + delta) % 12
            if (nxt == start or g.mod[nxt] is None or g.rob[nxt] is not None
                    or nxt in held):
                break
            bay = nxt
        if bay != start:
            g.rob[bay], g.rob[start] = g.rob[start], None


# ---------------------------------------------------------------- Deploying Modules

def deploy(g, item: dict, option: str | None) -> None:
    if option is None:
        if not any(g.stacks):
            g._log("deploy", "No modules are left to deploy.")
            return
        if "start" in item:
            start = item["start"]
        else:
            roll = g.rng.randint(1, 12)
            start = item.get("ring", 0) * 12 + roll - 1
            g._log("roll", "The die shows {}.", roll, roll=roll)
        target = board.deploy_target(g.mod, g.locked, start)
        if target is None and g.nbays == 24:
            # Double Ring ruling: a full ring sends the module to the same bay of the other.
            target = board.deploy_target(g.mod, g.locked, (start + 12) % 24)
        if target is None:
            g._log("deploy", "There is no free bay for the module.")
            return
        stacks = [i for i, s in enumerate(g.stacks) if s]
        if len(stacks) > 1:
            g._ask_choice(g.active, "deploy_stack",
                          f"Deploy to bay {target + 1}: choose the stack to take from.",
                          [f"stack:{i + 1}" for i in stacks], {**item, "target": target})
            return
        _place(g, target, stacks[0])
        return
    _place(g, item["target"], int(option[6:]) - 1)


def _place(g, bay: int, stack: int) -> None:
    module = g.stacks[stack].pop()
    g.mod[bay] = module
    g._reveals += 1
    _log_module(g, "deploy", "The {} module is deployed to bay {}.", module, bay, module=module)
    _after_change(g)


# ---------------------------------------------------------------- Locking Bays

def lock(g, item: dict, option: str | None) -> None:
    bays, sub = item["bays"], item["sub"]
    if not bays:
        g._log("lock", "Nothing can be locked: the Lock command has no effect.")
        return
    final = sum(g.locked) + len(bays) == g.nbays
    checks = []
    for b in bays:
        mid = g._malf.get(b)
        if mid:
            m = g.content.malfunctions[mid]
            ok = m.check is None or g._condition(m.check, b, tuple(bays), sub, final)
            checks.append({"op": "malf", "id": mid, "bay": b, "failed": not ok})
    for b in bays:
        g.locked[b] = True
        if not g.fast:
            g._log("lock", "Bay {} locks ({}).", b + 1, _name(g, g.mod[b]), bay=b + 1)
    n = sum(g.locked)
    st = g.stats
    if g.cycle == 1:
        st["locked_c1"] = max(st["locked_c1"], n)
    if g.cycle <= 2:
        st["locked_c2"] = max(st["locked_c2"], n)
    if n == g.nbays:
        finish(g, won=True)
        return
    g.queue[0:0] = checks


def unlock_bay(g, bay: int) -> None:
    g.locked[bay] = False
    g._log("unlock", "Bay {} unlocks.", bay + 1, bay=bay + 1)


# ---------------------------------------------------------------- Malfunctions

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
                    _discard_from_hand(g, seat, g.rng.choice(hand))
                return
            g._ask_choice(seat, "discard", f"Choose a card to discard ({left} to go).",
                          ["card:" + c for c in sorted(set(hand))], {**item, "left": left})
            return
        _discard_from_hand(g, seat, option[5:])
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
            cands = [t[0] - 1 for t in g._lock_sets(False, False) if len(t) == 1]
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
    _after_change(g)


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
        _log_module(g, "effect", "The {} module in bay {} returns to the bottom of the stack.",
                    module, bay)


# ---------------------------------------------------------------- Refreshing the Deck

def scramble(g) -> None:
    bp, locked = g.bp, g.locked
    for ring in range(g.nbays // 12):
        free = [b for b in board.scramble_order(ring) if not locked[b]]
        prints = [bp[b] for b in free]
        g.rng.shuffle(prints)
        for b, p in zip(free, prints, strict=True):
            bp[b] = p
    g._log("scramble", "The unlocked blueprints are scrambled.")


def refresh_deck(g) -> None:
    entry = g.set_aside.pop(0)
    g.discard.append(entry["card"])
    g.discard += entry["under"]
    g.deck, g.discard = g.discard, []
    g.rng.shuffle(g.deck)
    g.cycle += 1
    g._log("refresh", "Deck cycle {} begins: the set-aside {} card joins the deck.", g.cycle,
           CARD_NAMES.get(entry["card"], entry["card"]))
    scramble(g)


def refresh_hand(g, item: dict, option: str | None) -> None:
    """Draw up to 3 cards, one at a time: a glitch resolves before the next card comes."""
    seat = item["seat"]
    need = 3 - len(g.hands[seat])
    while need > 0 and g.outcome is None:
        need -= 1
        glitch = _draw_one(g, seat)
        if glitch is not None:
            g.queue[0:0] = [glitch] + [{"op": "draw", "seat": seat}] * need
            return


def draw(g, item: dict, option: str | None) -> None:
    glitch = _draw_one(g, item["seat"])
    if glitch is not None:
        g.queue.insert(0, glitch)


def _draw_one(g, seat: int) -> dict | None:
    """Draw a card for `seat`, refreshing the deck if it is empty (the game is lost when
    there is nothing left to refresh with). A glitch is removed and its step returned."""
    if not g.deck:
        if not g.set_aside:
            finish(g, won=False)
            return None
        refresh_deck(g)
    card = g.deck.pop()
    g._reveals += 1
    if card.startswith(GLITCH):
        g.removed.append(card)
        return {"op": "glitch", "id": card[len(GLITCH):]}
    g.hands[seat].append(card)
    return None


def end_turn(g, item: dict, option: str | None) -> None:
    g.active = (g.active + 1) % g.players
    g.asked = None
    g.turn += 1


HANDLERS = {
    "verify": verify,
    "offer_hold": offer_hold,
    "exec": execute,
    "deploy": deploy,
    "lock": lock,
    "malf": malfunction,
    "glitch": glitch,
    "fx": effect,
    "refresh": refresh_hand,
    "draw": draw,
    "end": end_turn,
}

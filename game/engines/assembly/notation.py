"""One-line position text for tests, logs and bug reports (FEN-like).

    bays / hands / deck / stacks

Bays are listed from bay 1, space-separated: `blueprint` (empty), `blueprint/module`
(loose module), `blueprint*` (locked), with `@N` for robot N riding the module. Hands are
comma-separated cards per seat joined by `;`; the deck lists cards bottom to top; stacks list
modules bottom to top, `;` between stacks.

>>> from pathlib import Path
>>> from game.engines import assembly as A
>>> g = A.new_game(A.Setup(players=1, seed=1), A.load_content(Path("levels")))
>>> text = position(g)
>>> set_position(g, text); position(g) == text
True
"""

from __future__ import annotations

from game.engines.common.errors import RuleError


def position(g) -> str:
    bays = []
    for b in range(g.nbays):
        token = g.bp[b]
        if g.locked[b]:
            token += "*"
        elif g.mod[b] is not None:
            token += "/" + g.mod[b]
        if g.rob[b] is not None:
            token += f"@{g.rob[b]}"
        bays.append(token)
    hands = ";".join(",".join(h) for h in g.hands)
    stacks = ";".join(",".join(s) for s in g.stacks)
    return f"{' '.join(bays)} / {hands} / {','.join(g.deck)} / {stacks}"


def set_position(g, text: str) -> None:
    """Put `g` into the position `text` describes (board, hands, deck, stacks)."""
    try:
        bays, hands, deck, stacks = (part.strip() for part in text.split(" / "))
        tokens = bays.split()
        if len(tokens) != g.nbays:
            raise ValueError(f"expected {g.nbays} bays, got {len(tokens)}")
        bp, mod, locked, rob = [], [], [], []
        for token in tokens:
            robot = None
            if "@" in token:
                token, r = token.split("@")
                robot = int(r)
            if token.endswith("*"):
                bp.append(token[:-1])
                mod.append(token[:-1])
                locked.append(True)
            else:
                blueprint, _, module = token.partition("/")
                bp.append(blueprint)
                mod.append(module or None)
                locked.append(False)
            rob.append(robot)
        known = set(g.content.module_ids)
        for name in bp + [m for m in mod if m]:
            if name not in known:
                raise ValueError(f"unknown module {name!r}")
    except ValueError as exc:
        raise RuleError(f"Not an Assembly position: {exc}.") from None
    g.bp, g.mod, g.locked, g.rob = bp, mod, locked, rob
    g.hands = [[c for c in h.split(",") if c] for h in hands.split(";")]
    g.deck = [c for c in deck.split(",") if c]
    g.stacks = [[m for m in s.split(",") if m] for s in stacks.split(";")]
    g._legal = g._memo = None

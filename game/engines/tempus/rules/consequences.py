"""The Consequences Phase, its eight steps in the rulebook's order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.airlock import airlock_opening

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

LIMIT = 3  # "3 or more Damage" on a red marker


def consequences_phase(g: Game) -> None:
    dmg = g.tokens["damage"]
    # 1. Fuel Cells.
    if dmg["fuel_cells"] >= LIMIT:
        g.lose("fuel_cells", "The Fuel Cells took 3 Damage: the ship explodes.")
        return
    # 2. Life Support: everyone without a Space Suit (ruling R1).
    if dmg["life_support"] >= LIMIT:
        g.events.append(Event("life_support", "Life Support fails: the air runs thin.", {}))
        for seat, c in enumerate(g.crew):
            if not c["dead"] and not g.worn_with_passive(seat, "vacuum_proof"):
                tokens.wound(g, seat, 1)
        if g.result is not None:
            return
    # 3. Airlock damage blows the exterior door.
    ext = g.graph.exterior
    if dmg["airlock"] >= LIMIT and ext in g.locked:
        g.locked.discard(ext)
        g.supply["locked_door"] += 1
        g.events.append(Event("exterior", "The exterior Airlock door is torn away.", {}))
    # 4. An open exterior door means an Airlock Opening.
    if ext not in g.locked:
        airlock_opening(g)
        if g.result is not None:
            return
    # 5. Shield Generator.
    if dmg["shield_generator"] >= LIMIT:
        g.move_shields(-1)
        if g.result is not None:
            return
    # 6. A fixed Hyperdrive breaks again under 3 or more tokens (ruling R2).
    if g.fixed and g.hyperdrive_tokens() >= LIMIT:
        g.fixed = False
        g.events.append(Event("hyperdrive", "The Hyperdrive breaks down again.", {}))
    # 7. Fires damage their spaces (all at once: counted before any damage lands).
    for space in [s for s in g.graph.spaces if g.tokens["fire"][s]]:
        tokens.place(g, "damage", space)
        if g.result is not None:
            return
    # 8. Too many faults.
    if sum(g.tokens["fault"].values()) > LIMIT:
        g.move_shields(-1)

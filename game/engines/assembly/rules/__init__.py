"""The rulebook's sections, one module each: what a section allows (its conditions, each a
`*_refusal` function returning None or the sentence why not, next to the listing of what it
allows; legal.py walks them) and what it does, as step handlers: a turn is a queue of steps
(plain dicts, so the state stays JSON), each run by `HANDLERS[step["op"]](game, step,
option)`.

`option` is None the first time; a handler that needs a decision calls
`game._ask_choice(...)`, which parks the (possibly updated) step at the front of the queue,
and is called again with the chosen option.
"""

from __future__ import annotations

from game.engines.assembly.rules import (
    commands,
    deploying,
    locking,
    malfunctions,
    platform_hold,
    refreshing,
    turn_order,
    verifying,
)

HANDLERS = {
    "verify": verifying.verify,
    "offer_hold": platform_hold.offer_hold,
    "exec": commands.execute,
    "deploy": deploying.deploy,
    "lock": locking.lock,
    "malf": malfunctions.malfunction,
    "glitch": malfunctions.glitch,
    "fx": malfunctions.effect,
    "refresh": refreshing.refresh_hand,
    "draw": refreshing.draw,
    "end": turn_order.end_turn,
}

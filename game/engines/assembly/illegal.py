"""Why an action is illegal, as a sentence a player can act on (RuleError text)."""

from __future__ import annotations

from game.engines.assembly.actions import (
    CARD_COMMANDS,
    CARD_NAMES,
    COMMAND_NAMES,
    Action,
    Ask,
    Choose,
    Draw,
)
from game.engines.common.well_formed import malformed


class IllegalInput:
    # ------------------------------------------------------------------ illegal input

    def _why_illegal(self, action) -> str:
        pending = self.pending
        reason = malformed(action, Action)
        if reason is not None:
            return f"{action!r} is not an Assembly action: {reason}."
        if self.choice is not None:
            if not isinstance(action, Choose):
                return f"First answer the open choice: {self.choice['prompt']}"
            return (f"{action.option!r} is not one of the options "
                    f"({', '.join(self.choice['options'])}).")
        if isinstance(action, Choose):
            return "There is no open choice to answer."
        if pending.kind == "draw":
            return "Your hand is empty: the only thing to do this turn is draw."
        if isinstance(action, Draw):
            return "You can only draw on a turn when your hand is empty."
        if isinstance(action, Ask):
            if self.players == 1:
                return "In a solo game there is nobody to ask."
            if self.asked is not None:
                return "You have already asked your one question this turn."
            if action.seat == self.active or not 0 <= action.seat < self.players:
                return f"Seat {action.seat} is not another player you can ask."
            return f"You cannot ask about {action.command} in this game."
        hand = list(self.hands[self.active])
        if len(action.cards) not in (1, 3):
            return "Play one command card, or exactly 3 cards as a substitute wild."
        for c in action.cards + ("platform_hold",) * len(action.holds):
            if c not in hand:
                return f"You do not hold a {CARD_NAMES.get(c, c)} card to play."
            hand.remove(c)
        name = COMMAND_NAMES.get(action.command, action.command)
        if len(action.cards) == 1 and action.command not in CARD_COMMANDS[action.cards[0]]:
            return f"A {CARD_NAMES[action.cards[0]]} card cannot execute {name}."
        if action.role and (self.roles_used[self.active] or not action.command.startswith(
                self._roles[self.roles[self.active]].command)):
            return "Your role ability is not available for this command."
        if self.players > 2 and action.verifier not in self._verifiers():
            return "Choose another player to verify (the one you asked, in advanced play)."
        if action.command == "lock":
            for b in action.args:
                i = b - 1
                if not 0 <= i < self.nbays or self.locked[i]:
                    return f"Bay {b} cannot be locked: it is already locked or does not exist."
                if self.mod[i] is None or self.mod[i] != self.bp[i]:
                    return f"Bay {b} cannot be locked: its module does not match its blueprint."
            if not action.args:
                return "A bay can be locked, so the Lock command must lock it."
            return f"Bays {', '.join(map(str, action.args))} cannot be locked together now."
        if action.command == "swap" and not action.role:
            for b in action.args:
                i = b - 1
                if not 0 <= i < self.nbays or self.locked[i] or self.mod[i] is None:
                    return f"Bay {b} has no unlocked module to swap."
            return "Those modules cannot be swapped (swap 2 unlocked modules; rings: same bay)."
        return f"{name} with {list(action.args)} is not possible now."


"""Which rule made each event happen: the Rules-screen section (a heading of the game's rules
summary, assets/rules/assembly.md) and the rule in one sentence, for the log's "Why?"."""

from __future__ import annotations

from game.engines.common.actions import Ref

REFS = {
    "ask": Ref("Turn structure", "Before playing, the active player may ask one yes or no "
               "question: can you verify this one command?"),
    "play": Ref("Turn structure", "The active player executes one command: a card from hand, "
                "or 3 cards discarded as a substitute Wild for any command."),
    "verify": Ref("Verifying commands", "The support player verifies a command by holding a "
                  "card that shows it; the card is never shown."),
    "override": Ref("Verifying commands", "With no matching card the support player must "
                    "discard a card of their choice: a manual override."),
    "discard": Ref("Verifying commands", "A card leaves a hand for the discard pile when a "
                   "manual override or a malfunction demands it; nobody looks through that pile."),
    "roll": Ref("Deploy", "Deploy rolls the die to choose the bay the next module goes to."),
    "deploy": Ref("Deploy", "The next module goes to the bay the die shows, or on clockwise "
                  "to the first empty bay."),
    "lock": Ref("Lock", "Lock fixes 1 or 2 unlocked modules that each sit on their own "
                "matching blueprint."),
    "swap": Ref("Swap", "Swap makes any 2 unlocked modules trade places, even when nothing "
                "changes."),
    "rotate": Ref("Rotate", "Rotate moves every unlocked module 1 or 2 bays the same way, "
                  "skipping locked bays."),
    "unlock": Ref("Unlocking", "An unlocked bay's blueprint and module flip back to their "
                  "unlocked side."),
    "malfunction": Ref("Malfunctions", "Locking a module into bay 3, 6, 9 or 12 sets off the "
                       "malfunction card placed there."),
    "effect": Ref("Malfunctions", "A malfunction or glitch does as much as the rules allow; "
                  "an effect that cannot be carried out in full does nothing."),
    "glitch": Ref("Glitches", "A drawn glitch resolves at once, then leaves the game, and no "
                  "card replaces it."),
    "hold": Ref("Re-Sequence", "A Platform / Hold card played with a Rotate makes its bay "
                "count as locked, so that bay's module stays put."),
    "draw": Ref("Turn structure", "An active player with no cards at all skips to the Refresh "
                "step and only draws."),
    "refresh": Ref("Refreshing the deck", "When someone must draw from an empty deck, the next "
                   "set-aside card joins the discards and they become the new deck."),
    "scramble": Ref("Refreshing the deck", "Each deck refresh scrambles the unlocked "
                    "blueprints: modules stay in their bays on new blueprints."),
    "end": Ref("Scoring", "The game ends when all modules are locked, or when a draw is "
               "needed after the third deck cycle; then it is scored."),
}


def ref(kind: str, data: dict) -> Ref | None:
    """The rule behind an event of `kind` with `data`; None for a kind with no entry."""
    return REFS.get(kind)

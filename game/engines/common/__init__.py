"""Pieces every engine shares: errors, the seeded RNG, decisions/events, undo, content."""

from game.engines.common.actions import Decision, Event
from game.engines.common.errors import ContentError, RuleError, SaveError
from game.engines.common.outcome import Outcome
from game.engines.common.rng import Rng

__all__ = ["ContentError", "RuleError", "SaveError", "Rng", "Decision", "Event", "Outcome"]

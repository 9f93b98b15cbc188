"""Pieces every engine shares: errors, the seeded RNG, decisions/events, undo, content.

The names below are loaded from their modules when first asked for: start-up reads only
`errors` (to report a bad save or level file), and the menu should not wait for the rest.
"""

from importlib import import_module

_WHERE = {"ContentError": "errors", "RuleError": "errors", "SaveError": "errors",
          "Rng": "rng", "Decision": "actions", "Event": "actions", "Outcome": "outcome"}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        return getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

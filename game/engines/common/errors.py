"""Typed errors whose message is a sentence a player (or content author) can act on."""


class RuleError(ValueError):
    """An action the rules do not allow right now. The game state is left untouched."""


class MalformedActionError(RuleError):
    """Text or data that does not describe any action of this game."""


class ContentError(ValueError):
    """One or more problems in files under levels/. Each problem names file, entry and field.

    >>> str(ContentError(["a.toml: [[card]] id=\\"x\\": field \\"cost\\": expected int"]))
    'a.toml: [[card]] id="x": field "cost": expected int'
    """

    def __init__(self, problems: list[str] | str):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("\n".join(self.problems))


class SaveError(ValueError):
    """A save or record that cannot be read: corrupt, truncated, from the future, tampered."""

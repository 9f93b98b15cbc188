"""One rule walk per engine: an action is in `legal_actions()` exactly when `why_not` gives
no reason, and every refusal is a sentence in printed names. Checked on a few hundred seeded
random positions of every game in the registry, so a new engine is covered without a copy.

The candidates at each position are what a player, a bot or a corrupt save could hand the
engine: every legal action, actions that were legal earlier in the same game (the best near
misses: the right kind of thing at the wrong time), and texts made by changing one word of a
legal action's text into another word the game uses. Only what the engine can parse counts.
"""

from __future__ import annotations

import re

import pytest

from game import registry
from game.engines.common.errors import MalformedActionError, RuleError
from game.engines.common.rng import Rng
from game.records import new_game

GAMES = sorted(registry.GAMES)
SEEDS = range(6)
MORE_SEEDS = range(6, 40)  # until PER_PLAYERS positions: random Assembly games end early
PER_PLAYERS = 100
STEPS = 90
EVERY = 3  # look at every third position of each game: ~200-300 positions per engine
PER_POSITION = 40  # candidates tried at one position, besides the legal actions
APPLIED = 4  # refusals per position also put through apply(), checking nothing changes

#: A word of an action's text that a player must never read: ids with a dot, an
#: underscore or a colon in them (cargo.floor, tool_kit_1, crew:2).
ID_WORD = re.compile(r"^[a-z0-9]+(?:[._:][a-z0-9]+)+$")
SEAT_WORD = re.compile(r"\bseat \d", re.IGNORECASE)


def _players(game_id: str) -> tuple[int, ...]:
    info = registry.GAMES[game_id]
    return tuple(sorted({info.min_players, info.default_players, info.max_players}))


def _mutations(texts: list[str], vocabulary: list[str], rng: Rng) -> list[str]:
    """Texts one word away from a legal action's text."""
    out = []
    for _ in range(PER_POSITION):
        words = rng.choice(texts).split()
        if len(words) < 2:
            continue
        i = rng.randint(1, len(words) - 1)
        word = words[i]
        if word.lstrip("-").isdigit() and rng.randint(0, 1):
            words[i] = str(int(word) + rng.choice([-1, 1, 2]))
        else:
            words[i] = rng.choice(vocabulary)
        out.append(" ".join(words))
    return out


def _check_sentence(game_id: str, text: str, reason: str, ids: set[str]) -> None:
    where = f"{game_id}: refusing {text!r}"
    assert isinstance(reason, str) and reason.strip(), f"{where}: an empty reason"
    assert reason[0].isupper() or reason[0] in "\"'0123456789", f"{where}: {reason!r}"
    leaked = sorted(w for w in ids
                    if re.search(rf"(?<![\w.:]){re.escape(w)}(?![\w:]|\.\w)", reason))
    assert not leaked, f"{where}: the reason {reason!r} shows internal ids {leaked}"
    assert not SEAT_WORD.search(reason), f"{where}: {reason!r} names a seat by number"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_action_is_legal_exactly_when_the_rule_walk_gives_no_reason(game_id):
    eng = registry.engine(game_id)
    positions = refusals = 0
    for players in _players(game_id):
        start = positions
        for seed in [*SEEDS, *MORE_SEEDS]:
            if seed >= len(SEEDS) and positions - start >= PER_PLAYERS:
                break
            game = new_game(game_id, {"players": players, "seed": seed})
            rng = Rng(seed * 131 + players)
            seen: dict[str, None] = {}
            for step in range(STEPS):
                if game.is_over:
                    break
                legal = game.legal_actions()
                texts = [a.to_text() for a in legal]
                seen.update(dict.fromkeys(texts))
                if step % EVERY == 0:
                    positions += 1
                    refusals += _check_position(game_id, eng, game, legal, list(seen), rng)
                game.apply(rng.choice(legal))
    assert positions >= 150, f"only {positions} positions of {game_id} were looked at"
    assert refusals >= positions, f"{game_id}: too few refusals tried ({refusals})"


def _check_position(game_id: str, eng, game, legal: list, seen: list[str], rng: Rng) -> int:
    vocabulary = sorted({w for t in seen for w in t.split()[1:]})
    ids = {part for w in vocabulary for part in re.split(r"[=,+]", w) if ID_WORD.match(part)}
    candidates = [rng.choice(seen) for _ in range(PER_POSITION)]
    candidates += _mutations([a.to_text() for a in legal], vocabulary, rng)
    for action in legal:
        assert game.why_not(action) is None, f"{game_id}: {action.to_text()!r} is listed " \
            f"as legal but the walk refuses it: {game.why_not(action)!r}"
    tried: set[str] = set()
    refused = []
    for text in candidates:
        if text in tried:
            continue
        tried.add(text)
        try:
            action = eng.parse_action(text)
        except MalformedActionError:
            continue
        reason = game.why_not(action)
        listed = action in legal
        assert listed == (reason is None), (
            f"{game_id}: {text!r} is {'listed' if listed else 'not listed'} as legal but "
            f"the walk says {reason!r}")
        if reason is not None:
            _check_sentence(game_id, text, reason, ids)
            refused.append((action, reason))
    before = game.to_dict()
    for action, reason in refused[:APPLIED]:
        with pytest.raises(RuleError) as caught:
            game.apply(action)
        assert str(caught.value) == reason, "apply refuses with the walk's own sentence"
        assert game.to_dict() == before, "a refused action changes nothing"
    return len(refused)


def test_the_sentence_check_catches_an_internal_id():
    """The check above can fail: an id, or a seat by number, in a refusal is caught."""
    with pytest.raises(AssertionError, match="internal ids"):
        _check_sentence("law404", "pickup cargo.floor 1", "Nothing in cargo.floor.",
                        {"cargo.floor"})
    with pytest.raises(AssertionError, match="names a seat"):
        _check_sentence("law404", "shove 1", "It is seat 2's turn.", set())
    _check_sentence("law404", "pickup cargo.floor 1", "Nothing on the Cargo Bay floor.",
                    {"cargo.floor"})

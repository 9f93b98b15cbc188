"""Every event an engine emits says which rule made it happen: a section of that game's rules
summary (the Rules screen opens there) and the rule in one sentence, in printed words.

300 random games per engine over varied setups (player counts, variants, difficulties,
malfunction sets), plus every kind an engine can emit, read from its source, so a kind the
random games happen not to reach still needs its rule."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from game.engines.common.errors import RuleError, SaveError
from game.engines.common.rng import Rng
from game.paths import assets_root
from game.records import new_game

GAMES = 300
ENGINE_ROOT = Path(__file__).resolve().parents[2] / "game" / "engines"
#: What a player must never read: an internal id ("cargo.floor", "seat 0", "card26").
INTERNAL = re.compile(r"\b\w+\.\w+\b|\bseat \d|\b[a-z]+_[a-z_]+\b|\bcard\d")


def headings(game_id: str) -> set[str]:
    text = (assets_root() / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    return {line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")}


def setup_for(game_id: str, i: int) -> dict:
    rng = Rng(1000 + i)
    if game_id == "law404":
        from game.engines.law404.setup import VARIANTS

        return {"players": 2 + i % 5, "seed": i,
                "variants": [v for v in VARIANTS if rng.choice((True, False, False))]}
    if game_id == "assembly":
        from game.engines.assembly.setup import VARIANTS

        players = 1 + i % 4
        variants = [v for v in VARIANTS if v != "double_ring" and rng.choice((True, False, False))]
        if players >= 3:
            variants.append("double_ring")
        return {"players": players, "seed": i, "variants": variants,
                "malfunctions": rng.choice(["", "A", "B", "C", "D", "E", "F", "G"]),
                "difficulty": rng.choice(["reduced", "standard", "hard"])}
    from game.engines.tempus.setup import DIFFICULTIES

    return {"players": 1 + i % 5, "seed": i, "difficulty": rng.choice(list(DIFFICULTIES))}


def play(game_id: str, i: int):
    """The events of one random game (a setup the engine refuses is dealt plainly)."""
    try:
        game = new_game(game_id, setup_for(game_id, i))
    except (RuleError, SaveError):
        game = new_game(game_id, {"players": setup_for(game_id, i)["players"], "seed": i})
    rng = Rng(i)
    for _ in range(20000):
        if game.is_over:
            return
        yield from game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"{game_id} game {i} did not end")


def emitted_kinds(game_id: str) -> set[str]:
    """Every event kind written as a literal where the engine makes an event."""
    pattern = re.compile(r'(?:Event|emit|_log)\(\s*"([a-z_]+)"')
    kinds = set()
    for path in (ENGINE_ROOT / game_id).rglob("*.py"):
        kinds |= set(pattern.findall(path.read_text(encoding="utf-8")))
    return kinds


def refs_of(game_id: str):
    return importlib.import_module(f"game.engines.{game_id}.rules.refs")


@pytest.mark.parametrize("game_id", ["law404", "assembly", "tempus"])
def test_every_event_carries_the_rule_that_made_it_happen(game_id):
    sections = headings(game_id)
    seen: dict[str, int] = {}
    for i in range(GAMES):
        for event in play(game_id, i):
            seen[event.kind] = seen.get(event.kind, 0) + 1
            assert event.rule is not None, f"{event.kind!r} ({event.text!r}) has no rule"
            assert event.rule.section in sections, (event.kind, event.rule.section)
    assert len(seen) >= 12, f"the random games reached only {sorted(seen)}"


@pytest.mark.parametrize("game_id", ["law404", "assembly", "tempus"])
def test_every_kind_an_engine_can_emit_has_a_rule_in_a_players_words(game_id):
    refs = refs_of(game_id)
    sections = headings(game_id)
    kinds = emitted_kinds(game_id)
    assert len(kinds) >= 15, kinds
    missing = sorted(k for k in kinds if refs.ref(k, {}) is None)
    assert not missing, f"event kinds with no rule: {missing}"
    every = list(refs.REFS.values()) + [v for name in ("HUMAN_ROWS", "TOKENS")
                                        for v in getattr(refs, name, {}).values()
                                        if not isinstance(v, str)]
    for ref in every:
        assert ref.section in sections, ref.section
        assert ref.why.endswith((".", "?")) and 20 <= len(ref.why) <= 170, ref.why
        assert not INTERNAL.search(ref.why), f"an internal id in {ref.why!r}"


def test_a_human_who_fails_says_which_card_it_drew():
    """Issue 24's example: "drew priority 7: not highlighted, so he does nothing"."""
    game = new_game("law404", {"players": 3, "seed": 2})
    rng = Rng(1)
    while not game.is_over:
        for event in game.apply(rng.choice(game.legal_actions())):
            if event.kind == "human_fail":
                card = event.data["priority"]
                assert not next(c for c in game.content.action_cards.values()
                                if c.priority == card).highlighted
                assert f"it drew priority {card}, not highlighted" in event.rule.why
                return
    raise AssertionError("no human failed in this seeded game")

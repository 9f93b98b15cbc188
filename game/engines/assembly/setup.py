"""Setup options (players, variants, difficulty changes), the starting command deck and
the deal (the state a new game starts from).

Every difficulty change the rulebook lists is one option string in `Setup.difficulty`:

>>> Setup(players=1, seed=3, difficulty=frozenset({"solo_keep_acw"})).difficulty_class
'hard'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.assembly import board
from game.engines.common.errors import RuleError

HAND_LIMIT = 3
GLITCH = "glitch:"
"""Prefix of a glitch card's id in the deck, the set-aside piles and the removed pile."""

VARIANTS = {
    "glitches": "Glitches",
    "glitches_hard": "Glitches (hard: one in the deck)",
    "double_ring": "Double Ring (3-4 players)",
    "override": "Override (robots)",
    "resequence": "Re-Sequence (lock in order)",
}
VARIANT_IDS = frozenset(VARIANTS)
# Presets for a single difficulty menu; each is a set of the options below, chosen to suit
# the player count and mode (see `preset_options`).
DIFFICULTIES = ["reduced", "standard", "hard"]

# option -> (which games it applies to, "reduce" | "increase")
DIFFICULTY = {
    # Base game, solo.
    "solo_wild_in_deck": ("solo", "reduce"),
    "solo_keep_deploy_lock": ("solo", "reduce"),
    "solo_keep_acw": ("solo", "increase"),
    # Base game, 2 players.
    "setaside_replace_either": ("2p", "reduce"),
    "setaside_replace_wild": ("2p", "reduce"),
    "remove_deploy_lock": ("2p", "increase"),
    "random_discards": ("2p", "increase"),
    # Base solo / 2P and Override / Re-Sequence: a Deploy/Lock under a refresh card.
    "deploy_lock_under_1": ("any", "increase"),
    "deploy_lock_under_2": ("any", "increase"),
    # Re-Sequence and Override.
    "cw_to_either": ("expansion", "reduce"),
    "extra_platform_under_either": ("expansion", "reduce"),
    "three_stacks": ("resequence", "reduce"),
    "either_to_cw": ("expansion", "increase"),
    "either_to_acw": ("expansion", "increase"),
    "swap_to_platform": ("expansion", "increase"),
    "remove_platform": ("expansion", "increase"),
    "strict_sequence": ("resequence", "increase"),
    "free_robot_swap": ("override", "reduce"),
    "four_robots": ("override", "increase"),
}


@dataclass(frozen=True)
class Setup:
    players: int = 1
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)
    difficulty: frozenset[str] = field(default_factory=frozenset)
    malfunctions: str = ""
    """Malfunction set id ("A".."G", "blank"), or "" to play without malfunctions."""
    roles: tuple[str, ...] = ()
    """One role id per seat; empty means dealt at random from the seed."""
    verification: str = "standard"
    """Double Ring only: "standard" or "advanced"."""
    refill_waits: bool = False
    """The end-of-turn refill waits for the active player's Draw (a "refill" choice), so a
    play can be taken back before a card is seen (the app's solo table; ruling 48)."""

    def __post_init__(self) -> None:
        if isinstance(self.difficulty, str):
            object.__setattr__(self, "difficulty", preset_options(
                self.difficulty, self.players, frozenset(self.variants)))
        variants = frozenset(self.variants)
        if self.players >= 3:
            variants |= {"double_ring"}  # the only way to play with 3 or 4
        object.__setattr__(self, "variants", variants)
        object.__setattr__(self, "difficulty", frozenset(self.difficulty))
        object.__setattr__(self, "roles", tuple(self.roles))

    @property
    def double_ring(self) -> bool:
        return "double_ring" in self.variants

    @property
    def mode(self) -> str:
        """Which compatibility column applies: "resequence", "override" or "base"."""
        if "resequence" in self.variants:
            return "resequence"
        if "override" in self.variants:
            return "override"
        return "base"

    @property
    def glitches(self) -> bool:
        return bool({"glitches", "glitches_hard"} & self.variants)

    @property
    def difficulty_class(self) -> str:
        kinds = {DIFFICULTY[d][1] for d in self.difficulty if d in DIFFICULTY}
        if "reduce" in kinds:
            return "reduced"
        if "increase" in kinds or "glitches_hard" in self.variants or \
                {"override", "resequence"} <= self.variants:
            return "hard"
        return "standard"

    def validate(self, content) -> None:
        """Raise RuleError naming the first setup option that cannot be used."""
        unknown = self.variants - VARIANT_IDS
        if unknown:
            raise RuleError(f"Unknown variant {sorted(unknown)[0]!r}.")
        lo, hi = (3, 4) if self.double_ring else (1, 2)
        if not lo <= self.players <= hi:
            what = "Double Ring" if self.double_ring else "Assembly"
            raise RuleError(f"{what} is played by {lo} to {hi} players, not {self.players}.")
        if self.double_ring and {"override", "resequence"} & self.variants:
            raise RuleError("Double Ring cannot be combined with Override or Re-Sequence.")
        expansion = bool({"override", "resequence"} & self.variants)
        reduces = 0
        for option in sorted(self.difficulty):
            if option not in DIFFICULTY:
                raise RuleError(f"Unknown difficulty option {option!r}.")
            scope, kind = DIFFICULTY[option]
            ok = (scope == "any" and not self.double_ring
                  or scope == "solo" and self.players == 1 and not expansion
                  or scope == "2p" and self.players == 2 and not expansion
                  or scope == "expansion" and expansion
                  or scope == "resequence" and "resequence" in self.variants
                  or scope == "override" and "override" in self.variants)
            if not ok:
                raise RuleError(f"Difficulty option {option!r} does not apply to this game.")
            reduces += kind == "reduce"
        if reduces > 1 or (reduces and self.difficulty_class == "reduced"
                           and any(DIFFICULTY[d][1] == "increase" for d in self.difficulty)):
            raise RuleError("Choose one difficulty reduction, and do not mix it with increases.")
        if {"deploy_lock_under_1", "deploy_lock_under_2"} <= self.difficulty:
            raise RuleError("Place the extra Deploy/Lock under one refresh card, not both.")
        if {"either_to_cw", "either_to_acw"} & self.difficulty and "cw_to_either" in self.difficulty:
            raise RuleError("Choose one difficulty reduction, and do not mix it with increases.")
        if self.malfunctions:
            mset = content.sets.get(self.malfunctions)
            if mset is None:
                raise RuleError(f"Unknown malfunction set {self.malfunctions!r}.")
            if self.mode not in mset.compatible:
                raise RuleError(f"Malfunction set {self.malfunctions} cannot be used with "
                                f"{self.mode.replace('resequence', 'Re-Sequence')}.")
        if self.roles:
            if len(self.roles) != self.players:
                raise RuleError(f"Choose one role per player ({self.players}), "
                                f"not {len(self.roles)}.")
            if len(set(self.roles)) != len(self.roles):
                raise RuleError("Every role in play must be different.")
            for r in self.roles:
                if r not in content.roles:
                    raise RuleError(f"Unknown role {r!r}.")
        if self.verification not in ("standard", "advanced"):
            raise RuleError("Verification is either 'standard' or 'advanced'.")

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "seed": self.seed,
            "variants": sorted(self.variants),
            "difficulty": sorted(self.difficulty),
            "malfunctions": self.malfunctions,
            "roles": list(self.roles),
            "verification": self.verification,
            # Only when set: the records of every game before it stay as they were.
            **({"refill_waits": True} if self.refill_waits else {}),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        return cls(
            players=int(data.get("players", 1)),
            seed=int(data.get("seed", 0)),
            variants=frozenset(data.get("variants", ())),
            difficulty=(data.get("difficulty", ()) if isinstance(data.get("difficulty"), str)
                        else frozenset(data.get("difficulty", ()))),
            malfunctions=str(data.get("malfunctions", "")),
            roles=tuple(data.get("roles", ())),
            verification=str(data.get("verification", "standard")),
            refill_waits=_flag(data, "refill_waits"),
        )


def _flag(data: dict, name: str) -> bool:
    """A yes/no option of a setup from a file: true or false, nothing read as either."""
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f'the option "{name}" must be true or false')
    return value


def preset_options(name: str, players: int, variants: frozenset[str]) -> frozenset[str]:
    """The difficulty options behind a menu preset ("reduced", "standard", "hard")."""
    if name not in DIFFICULTIES and name not in DIFFICULTY:
        raise RuleError(f"Unknown difficulty {name!r}; choose one of {', '.join(DIFFICULTIES)}.")
    if name in DIFFICULTY:
        return frozenset({name})
    if name == "standard" or players >= 3 or "double_ring" in variants:
        return frozenset()
    expansion = bool({"override", "resequence"} & variants)
    if name == "reduced":
        if expansion:
            return frozenset({"extra_platform_under_either"})
        return frozenset({"solo_keep_deploy_lock" if players == 1 else "setaside_replace_wild"})
    if expansion:
        return frozenset({"swap_to_platform", "deploy_lock_under_1"})
    if players == 1:
        return frozenset({"solo_keep_acw", "deploy_lock_under_2"})
    return frozenset({"remove_deploy_lock", "deploy_lock_under_2"})


def deck_id(setup: Setup) -> str:
    if setup.double_ring:
        return f"double_{setup.players}p"
    mode = {"base": "base", "resequence": "resequence", "override": "override"}[setup.mode]
    return f"{mode}_{'solo' if setup.players == 1 else '2p'}"


def build_deck(setup: Setup, content) -> tuple[list[str], list[dict]]:
    """The cards that start in the command deck and the set-aside refresh cards.

    Returns (deck cards, set_aside) where set_aside is
    [{"card": kind, "under": [kinds...]}, ...] in refresh order. Glitches are added later.
    Every deal asks, so the answer is kept per deck-shaping setup (not the seed).
    """
    key = (deck_id(setup), setup.players, setup.mode, setup.difficulty)
    built = content.deck_memo.get(key)
    if built is None:
        cards, aside = _build_deck(setup, content)
        built = content.deck_memo[key] = (
            tuple(cards), tuple((e["card"], tuple(e["under"])) for e in aside))
    cards, aside = built
    return list(cards), [{"card": card, "under": list(under)} for card, under in aside]


def _build_deck(setup: Setup, content) -> tuple[list[str], list[dict]]:
    deck = content.decks[deck_id(setup)]
    counts = dict(deck.cards)
    aside = list(deck.set_aside)
    d = setup.difficulty
    if setup.players == 1 and setup.mode == "base" and not setup.double_ring:
        # Solo returns four cards to the box.
        returned = ["deploy_lock", "either_rotate", "swap", "acw_rotate"]
        if "solo_keep_deploy_lock" in d:
            returned.remove("deploy_lock")
        if "solo_keep_acw" in d:
            returned[returned.index("acw_rotate")] = "either_rotate"
        # The solo column of the rulebook table already has these removed, so add back what
        # the option keeps and remove what it returns instead.
        base_returned = ["deploy_lock", "either_rotate", "swap", "acw_rotate"]
        for kind in base_returned:
            counts[kind] = counts.get(kind, 0) + 1
        for kind in returned:
            counts[kind] -= 1
        if "solo_wild_in_deck" in d:
            aside = ["either_rotate", "either_rotate"]
    if "setaside_replace_either" in d:
        aside[aside.index("either_rotate")] = "acw_rotate"
    if "setaside_replace_wild" in d:
        aside[aside.index("wild")] = "cw_rotate"
    if "remove_deploy_lock" in d:
        counts["deploy_lock"] -= 1
    if "cw_to_either" in d and counts.get("cw_rotate", 0):
        counts["cw_rotate"] -= 1
        counts["either_rotate"] = counts.get("either_rotate", 0) + 1
    if "either_to_cw" in d:
        counts["either_rotate"] -= 1
        counts["cw_rotate"] = counts.get("cw_rotate", 0) + 1
    if "either_to_acw" in d:
        counts["either_rotate"] -= 1
        counts["acw_rotate"] = counts.get("acw_rotate", 0) + 1
    if "swap_to_platform" in d:
        counts["swap"] -= 1
        counts["platform_hold"] = counts.get("platform_hold", 0) + 1
    if "remove_platform" in d:
        counts["platform_hold"] -= 1
    for kind in aside:
        counts[kind] = counts.get(kind, 0) - 1
    if min(counts.values(), default=0) < 0:
        raise RuleError("These difficulty options need more cards than the deck has.")
    under: list[list[str]] = [[] for _ in aside]
    for i in (1, 2):
        if f"deploy_lock_under_{i}" in d:
            counts["deploy_lock"] -= 1
            under[i - 1].append("deploy_lock")
    if "extra_platform_under_either" in d:
        # The rulebook provides an additional card for this option.
        under[0].append("platform_hold")
    cards = [kind for kind in sorted(counts) for _ in range(counts[kind])]
    return cards, [{"card": c, "under": u} for c, u in zip(aside, under, strict=True)]


def deal(setup: Setup, content, rng) -> dict:
    """The state a new game starts from (rulebook Setup, with each variant's changes), every
    random choice drawn from `rng` in the order the setup makes them. Its `queue` still
    holds the first Deploy (setup step 5), which the game runs like any other step."""
    ids = list(content.module_ids)
    modules = ids * (2 if setup.double_ring else 1)
    # Roles: chosen in the setup, or dealt (all different) from the seed.
    roles = list(setup.roles) or rng.sample(sorted(content.roles), setup.players)
    rng.shuffle(modules)
    if "resequence" in setup.variants:
        n = 3 if {"three_stacks", "strict_sequence"} & setup.difficulty else 2
        size = len(modules) // n
        stacks = [modules[i * size:(i + 1) * size] for i in range(n)]
    else:
        stacks = [modules]
    nbays = 24 if setup.double_ring else 12
    bp: list[str] = []
    for _ring in range(nbays // 12):
        prints = list(ids)
        rng.shuffle(prints)
        # Dealt from bay 12 clockwise: bay 12 gets the first card.
        row = [""] * 12
        for b, p in zip(board.scramble_order(0), prints, strict=True):
            row[b] = p
        bp += row
    cards, aside = build_deck(setup, content)
    if setup.glitches:
        glitch_pool = sorted(g.id for g in content.glitches.values()
                             if setup.mode in g.compatible)
        picks = rng.sample(glitch_pool, len(aside) + ("glitches_hard" in setup.variants))
        for entry, gid in zip(aside, picks, strict=False):  # a hard glitch is spare
            entry["under"].append(GLITCH + gid)
        extra = picks[len(aside):]
    else:
        extra = []
    rng.shuffle(cards)
    deck = cards
    hands = [[deck.pop() for _ in range(HAND_LIMIT)] for _ in range(setup.players)]
    if extra:
        # Hard glitches: shuffled into the deck after the deal, so never a starting card.
        deck += [GLITCH + g for g in extra]
        rng.shuffle(deck)
    state = {
        "bp": bp, "mod": [None] * nbays, "locked": [False] * nbays, "stacks": stacks,
        "deck": deck, "discard": [], "hands": hands, "set_aside": aside, "cycle": 1,
        "active": 0, "asked": None, "queue": [], "choice": None, "roles": roles,
        "roles_used": [False] * setup.players, "holds": [], "removed": [],
        "stats": {"wild": False, "role": False, "overrides": 0, "rot4": False,
                  "pyl": False, "locked_c1": 0, "locked_c2": 0, "deployed_c2": False},
        "turn": 1, "rob": [None] * nbays, "robot_colours": [], "targets": [],
    }
    if "override" in setup.variants:
        _place_robots(state, setup, rng)
    else:
        state["queue"] = [{"op": "deploy", "ring": 0}]  # setup step 5: roll and deploy
    return state


def _place_robots(state: dict, setup: Setup, rng) -> None:
    """Override setup: each robot rides a freshly deployed module on a rolled bay (re-roll
    a bay already used); its target is the diametrically opposite bay."""
    colours = ["blue", "white"]
    if "four_robots" in setup.difficulty:
        colours = ["blue", "blue", "white", "white"]
    stacks, used = state["stacks"], set()
    for i, colour in enumerate(colours):
        roll = rng.randint(1, 12)
        while roll - 1 in used:
            roll = rng.randint(1, 12)
        bay = roll - 1
        used.add(bay)
        stack = max(range(len(stacks)), key=lambda k: len(stacks[k]))
        state["mod"][bay] = stacks[stack].pop()
        state["rob"][bay] = i
        state["robot_colours"].append(colour)
        state["targets"].append([colour, (bay + 6) % 12])

"""Assembly bots: uniform random, an honest partner heuristic, and a Monte Carlo hint solver.

Every bot decides from an Observation (game.bots.base): its seat's view and the legal
actions. The solver samples complete games consistent with that view
(`assembly.determinize`), so it never reads the true deck order, the partner's hand or the
face-down module stack, and plays them out with the normal pair's honest moves.

    BOTS["hard"](seat, rng).choose(observe("assembly", game))
    hint(obs, rollouts=16)  ->  [{"action": ..., "text": ..., "win_rate": ..., "samples": n}]
"""

from __future__ import annotations

import time
from typing import Any

from game.bots.base import Observation, observe
from game.bots.random_bot import UniformRandomBot
from game.engines import assembly as A
from game.engines.assembly import board
from game.engines.assembly.setup import HAND_LIMIT
from game.engines.common.rng import Rng

SCHEDULE = ((12, 3), (24, None))
"""The hard bot's rollouts solo: 12 for each of 8 candidates, then 24 more for the best 3
(168 in all, half as many again as the 112 that left it below normal solo: 80% against
85% on 60 fresh deals)."""
PAIR_SCHEDULE = ((8, 4), (12, None))
PAIR_MARGIN = 2.0
"""Standard errors by which a rival's mean playout score must beat the normal move for a
hard player with a partner to switch to it. Choosing the best mean outright, the hard pair
won 13 of 40 seeded 2-player deals where the normal pair won 16; with this margin it won 24
of them, and 64% of 200 (normal: 42%)."""
COST_SCALE = 0.6
"""A card spent costs this share of its CARD_VALUE."""
DEPLOY_BASE = 7.0
"""What a Deploy is worth before the chance that it lands on its blueprint. Every module
must be deployed, and a deployed module is what rotations and locks work on: at 1.5 the
heuristic locked single bays and made null moves instead, and its own playouts won 0% of
solo and 2-player games; at 7 they win about 80% solo and 42% with a partner (2000 seeded
playouts each), which makes the hard bot's rollouts worth reading. Still the best value
once a match made as the deck runs out counted for nothing (6 / 8 / 9 / 10 on 2,000 tune
deals of the normal pair: -14.0 / +1.8 / +1.1 / -4.3 points)."""
OVERRIDE = 2.0
"""What a manual override costs (the verifier loses a card), in play-value points."""
ROLLOUT_OVERRIDE = 1.0
"""The same cost as the hard bot's playouts and its move to beat price it. The honest pair
won 43.8% of 4,000 seeded 2-player deals (tune seeds 4000-7999) at OVERRIDE, 46.9% at 1.0
and 46.7% at 1.25 (on 2,000 deals from seed 2000: 42.0% at OVERRIDE, 44.6% at 1.0, 42.1% at
0.5 or 0): a card lost to an override costs less than a play
that moves no module on, which is what the pair picked instead. The normal bot keeps
OVERRIDE, so the paired figures measure the hard bot against the pair as it was."""

# How much a card is worth keeping: wilds and Deploy/Lock are the scarcest.
CARD_VALUE = {"wild": 6.0, "deploy_lock": 5.0, "swap": 3.0, "either_rotate": 3.0,
              "cw_rotate": 2.0, "acw_rotate": 2.0, "platform_hold": 1.0}


def _matches(bp: list, mod: list, locked: list) -> int:
    return sum(1 for b in range(len(bp)) if not locked[b] and mod[b] is not None
               and mod[b] == bp[b])


def position_value(bp: list, mod: list, locked: list, lookahead: bool = False) -> float:
    """Worth of a board: locked bays, modules on their blueprints, modules deployed, and
    how many more would match after the best single rotation (a cheap look-ahead)."""
    n = len(bp)
    match = deployed = 0
    for b in range(n):
        if mod[b] is not None and not locked[b]:
            deployed += 1
            match += mod[b] == bp[b]
    best = 0
    if deployed and lookahead:
        for ring in range(n // 12):
            for steps in (1, 2):
                for cw in (True, False):
                    m2 = list(mod)
                    board.rotate_ring(m2, locked, ring, steps, cw)
                    best = max(best, sum(1 for b in range(n) if not locked[b] and
                                         m2[b] is not None and m2[b] == bp[b]) - match)
    return 12.0 * sum(locked) + 5.0 * match + 1.5 * deployed + 1.5 * best


def play_value(view: dict, play: A.Play, ability: str | None, memo: dict | None = None
               ) -> float:
    """Heuristic worth of a Play from what the seat can see (higher is better): the change
    in `position_value` it causes, minus what the cards spent were worth keeping.

    `memo` (one dict per decision) caches what several plays share, e.g. the same rotation
    reached through different cards.
    """
    memo = {} if memo is None else memo
    bp, mod, locked = view["bp"], view["mod"], view["locked"]
    cost = memo.get(play.cards)
    if cost is None:
        cost = memo[play.cards] = sum(CARD_VALUE[c] for c in play.cards) * COST_SCALE
    cost += 0.5 * len(play.holds)
    if play.role:
        cost += 1.0
    cmd, args = play.command, play.args
    if view["deck_size"] < HAND_LIMIT - view["hand_sizes"][view["seat"]] + len(play.cards) \
            and cmd not in ("lock", "hold") and play.option != "cycle":
        # This turn's refill empties the deck: the blueprints are scrambled (or the game is
        # over) before anyone plays again, so only a module deployed counts, not a match.
        return (DEPLOY_BASE if cmd == "deploy" and _modules_left(view) else 0.0) - cost
    if cmd == "lock":
        # Each bay: +12 locked, -5 no longer a loose match, -1.5 no longer loose.
        if not args:
            return -cost - 2.0
        return 5.5 * len(args) - cost
    if cmd == "deploy":
        if "deploy" not in memo:
            left = _modules_left(view)
            if not left:
                memo["deploy"] = -2.0
            else:
                missing = set(bp) - set(m for m in mod if m is not None)
                free = [b for b in range(len(bp)) if mod[b] is None and not locked[b]]
                p_match = (sum(bp[b] in missing for b in free) / max(1, len(free))
                           / max(1, left))
                memo["deploy"] = DEPLOY_BASE + 5.0 * p_match
        return memo["deploy"] - cost
    if cmd == "hold" or play.option == "cycle":
        return -cost - 3.0
    if cmd == "swap":
        if not args or play.option == "stack" or ability == "swap_stack":
            return (-1.0 if not args else 0.5) - cost
        idx = [x - 1 for x in args]
        old = sum(mod[b] is not None and mod[b] == bp[b] for b in idx)
        if ability == "swap_blueprints":
            a, b = idx
            new = (mod[a] is not None and mod[a] == bp[b]) + (mod[b] is not None
                                                               and mod[b] == bp[a])
        elif ability == "swap_three":
            a, b, c = idx  # a -> b -> c -> a
            new = ((mod[a] is not None and mod[a] == bp[b]) + (mod[b] is not None and
                   mod[b] == bp[c]) + (mod[c] is not None and mod[c] == bp[a]))
        else:
            a, b = idx
            new = (mod[a] == bp[b]) + (mod[b] == bp[a])
        return 5.0 * (new - old) - cost
    key = (cmd, args, play.holds, ability, play.option)
    if key not in memo:
        mod2 = list(mod)
        clockwise = cmd == "rotate_cw"
        if ability == "rotate_single":
            board.rotate_single(mod2, locked, args[0] - 1, args[1], clockwise)
        elif play.option == "robots_only":
            memo[key] = 0.0
            return -cost
        else:
            ring = args[1] - 1 if len(args) > 1 else 0
            held = frozenset(h - 1 for h in play.holds)
            board.rotate_ring(mod2, locked, ring, args[0], clockwise, held)
        if "before" not in memo:
            memo["before"] = _matches(bp, mod, locked)
        memo[key] = 5.0 * (_matches(bp, mod2, locked) - memo["before"])
    return memo[key] - cost


def _modules_left(view: dict) -> int:
    stacks = view["stacks"]
    return sum(stacks) if isinstance(stacks[0], int) else sum(len(x) for x in stacks)


def _ability(view: dict, play: A.Play, content) -> str | None:
    if not play.role:
        return None
    return content.roles[view["roles"][view["seat"]]].ability


def choose_option(view: dict, options: list[str], kind: str) -> str:
    """Answer an open choice sensibly (discard the least useful card, never skip a lock)."""
    if kind in ("override_discard", "discard"):
        return min(options, key=lambda o: (CARD_VALUE.get(o[5:], 0), o))
    if kind == "support_hold":
        return "skip"
    if kind == "may_deploy":
        return "deploy"
    if kind == "deploy_stack":
        return options[0]
    if kind == "return_module":
        bp, mod = view["bp"], view["mod"]
        for o in options:
            b = int(o[4:]) - 1
            if mod[b] != bp[b]:
                return o
    real = [o for o in options if o != "skip"]
    return real[0] if real else options[0]


def greedy(source, view: dict | None = None, asked: dict | None = None,
           cost: float | None = None) -> Any:
    """The partner heuristic on one decision, from an Observation (or, for tools and
    tests, a game: it is observed first for the seat to move)."""
    obs = source if isinstance(source, Observation) else observe(A.GAME_ID, source)
    return _greedy(obs.view if view is None else view, obs.legal, obs.pending.kind,
                   obs.content, asked, cost)


def _greedy(view: dict, actions, kind: str, content, asked: dict | None = None,
            cost: float | None = None) -> Any:
    if len(actions) == 1:
        return actions[0]
    if kind != "command":
        return A.Choose(choose_option(view, [a.option for a in actions], kind))
    best, best_v = None, float("-inf")
    memo: dict = {}
    asked = view["asked"] if asked is None else asked
    for a in actions:
        if not isinstance(a, A.Play):
            continue
        v = play_value(view, a, _ability(view, a, content), memo) - override_risk(
            view, a, asked, cost)
        if v > best_v:
            best, best_v = a, v
    return best


def override_risk(view: dict, play, asked: dict | None = None,
                  cost: float | None = None) -> float:
    """The expected cost of a manual override (the partner loses a card), from what the
    question told (nothing in a solo game). `cost`: what a certain override costs
    (OVERRIDE by default)."""
    if len(view["hand_sizes"]) < 2:
        return 0.0
    asked = view["asked"] if asked is None else asked
    if asked and asked["command"] == play.command:
        risk = 0.0 if asked["answer"] else (OVERRIDE if cost is None else cost)
    else:
        risk = 0.8
    if asked and play.verifier >= 0 and play.verifier != asked["seat"] and asked["answer"]:
        risk += 0.5
    return risk


class _Probe:
    """A mutable stand-in for Play while scoring (building thousands of frozen Plays costs
    more than scoring them)."""

    __slots__ = ("cards", "command", "args", "role", "verifier", "holds", "option")


def _can_verify(hand: list[str], command: str) -> bool:
    return any(command in A.CARD_COMMANDS[c] for c in hand)


def greedy_fast(world, asked: dict | None = None, cost: float | None = None) -> Any:
    """Same choice as `greedy(world, _fast_view(world), asked)`, scored from `play_groups()`
    (the rollouts' move: they make thousands of these)."""
    groups = world.play_groups()
    if not groups:
        return _greedy(_fast_view(world), world.legal_actions(), world.pending.kind,
                       world.content, asked, cost)
    view = _fast_view(world)
    role_id = world.roles[view["seat"]]
    role_ability = world.content.roles[role_id].ability if role_id in world.content.roles \
        else None
    asked = view["asked"] if asked is None else asked
    memo: dict = {}
    best, best_v = None, float("-inf")
    probe = _Probe()
    for cards, cmd, (plain, with_role, extra), holds, verifiers in groups:
        probe.cards, probe.command = cards, cmd
        for h in holds:
            for v in verifiers:
                probe.verifier = v
                risk = override_risk(view, probe, asked, cost)
                entries = [(a, False, "") for a in plain] + [(a, True, "") for a in with_role]
                entries += [(a, False, o) for a, o in extra if o != "cycle" or not h]
                for args, role, opt in entries:
                    probe.args, probe.role, probe.option = args, role, opt
                    probe.holds = h if opt != "cycle" else ()
                    value = play_value(view, probe, role_ability if role else None, memo) - risk
                    if value > best_v:
                        best_v = value
                        best = A.Play(cards, cmd, args, role, v, probe.holds, opt)
    return best


def intent_question(obs: Observation, choice: Any) -> Any:
    """The honest pair's question: can the next seat verify the command of `choice`, the
    play this seat means to make? None when no question is open or worth asking."""
    view = obs.view
    if not isinstance(choice, A.Play) or view["asked"] is not None \
            or len(view["hand_sizes"]) < 2 or obs.pending.kind != "command":
        return None
    ask = A.Ask((view["active"] + 1) % len(view["hand_sizes"]), choice.command)
    return ask if ask in obs.legal else None


class PartnerBot:
    """Plays its own hidden hand honestly: asks about the command it wants, then plays."""

    name = "partner"

    def __init__(self, seat: int, rng: Rng):
        self.seat, self.rng = seat, rng

    def choose(self, obs: Observation) -> Any:
        choice = greedy(obs)
        ask = intent_question(obs, choice)
        return choice if ask is None else ask


class EasyPartnerBot(PartnerBot):
    """The partner with a person's slips: sometimes it does not ask, and now and then it
    plays a good-looking card that is not the best one."""

    name = "easy"
    SLIP = 0.25

    def choose(self, obs: Observation) -> Any:
        kind = obs.pending.kind
        if kind != "command" or len(obs.legal) == 1 or self.rng.below(100) >= self.SLIP * 100:
            return super().choose(obs)
        view, content = obs.view, obs.content
        memo: dict = {}
        plays = sorted((a for a in obs.legal if isinstance(a, A.Play)),
                       key=lambda a: -play_value(view, a, _ability(view, a, content), memo))
        return self.rng.choice(plays[:5]) if plays else super().choose(obs)


def honest_move(world, cost: float | None = None) -> Any:
    """The normal pair's move on a sampled world (the rollouts' policy): ask the partner
    about the command it means to play, hear the true answer, and play its best after a
    no. Playouts that instead priced overrides by the partner's sampled hand play a pair
    that knows each other's cards: the hard pair they steered won 19 of 40 seeded deals,
    against 24 with these (the normal pair: 16)."""
    choice = greedy_fast(world, cost=cost)
    if (isinstance(choice, A.Play) and world.asked is None and len(world.hands) > 1
            and world.pending.kind == "command"):
        partner = (world.active + 1) % len(world.hands)
        if not _can_verify(world.hands[partner], choice.command):
            # A yes only lowers the risk of the play already chosen: the choice stands.
            no = {"seat": partner, "command": choice.command, "answer": False}
            choice = greedy_fast(world, asked=no, cost=cost)
    return choice


def _rollout(world, limit: int = 400, cost: float | None = None) -> tuple[bool, int]:
    steps = 0
    while not world.is_over and steps < limit:
        world.apply(honest_move(world, cost))
        steps += 1
    out = world.result
    return (bool(out and out.won), out.score if out else 0)


def _fast_view(world) -> dict:
    """The few view fields the heuristic reads, straight from a sampled world."""
    seat = world.pending.seat
    return {"bp": world.bp, "mod": world.mod, "locked": world.locked,
            "stacks": [len(s) for s in world.stacks] if not world.resequence else world.stacks,
            "asked": world.asked, "hand_sizes": [len(h) for h in world.hands],
            "deck_size": len(world.deck),
            "roles": world.roles, "seat": seat, "active": world.active}


def hint(source, rollouts: int = 16, top_k: int = 6, budget: float = 1.0, seed: int = 0,
         seat: int | None = None, schedule: tuple | None = None, anchor: Any = None,
         firm: bool = False, within: bool = False, cost: float | None = None,
         heard: tuple = (), pile: tuple = ()) -> list[dict]:
    """Estimate each candidate action's win probability and mean final score by seeded
    Monte Carlo; candidates are ranked by mean score (a win scores above any loss, and the
    score still tells a near-miss from a rout when few playouts win or most do).

    `source`: an Observation, or a game (observed for `seat`, by default the one to move).
    Hidden information is re-sampled from the deciding seat's view for every rollout;
    the same samples are used for every candidate (common random numbers), so differences
    come from the actions, not the luck of the draw. Stops early after `budget` seconds.
    `schedule`: ((rollouts, keep), ...) rounds, each keeping only the `keep` best
    candidates for the next (successive halving); by default one round of `rollouts`.
    `anchor`: an action that is a candidate and stays in every round (the move to beat).
    Every rollout plays `honest_move`.
    `heard`: rules remembered about other hands (`PartnerMemory.rules`), kept by every
    sampled world; `pile`: the cards seen go onto the discard pile below its top
    (`PileMemory`), dealt there in every sampled world.
    `firm`: once every candidate has one sample, stop as soon as `budget` is spent, even
    within a round (whose samples are then dropped, so every candidate keeps the same
    worlds); otherwise two whole rounds always play, whatever the time.
    `within`: past those, a round starts only if one as long as the longest so far still
    ends within `budget` (the table's Hint, which says it thinks for a second).
    The candidates still in the last round come first in the answer; each entry's
    "scores" lists its playout scores in sample order (sample i is the same sampled world
    for every candidate that has it).
    """
    obs = source if isinstance(source, Observation) else observe(A.GAME_ID, source, seat)
    view = obs.view
    actions = obs.legal
    content = obs.content
    if obs.pending.kind == "command":
        memo: dict = {}
        ranked = sorted((a for a in actions if isinstance(a, A.Play)),
                        key=lambda a: -(play_value(view, a, _ability(view, a, content), memo)
                                        - override_risk(view, a, cost=cost)))
        candidates = ranked[:top_k]
    else:
        candidates = list(actions[:top_k * 2])
    if anchor is not None and anchor not in candidates:
        candidates.append(anchor)
    wins = dict.fromkeys(candidates, 0)
    scores: dict = {a: [] for a in candidates}

    def rank(a):
        n = max(1, len(scores[a]))
        return (-sum(scores[a]) / n, -wins[a] / n)

    start = time.perf_counter()
    base = Rng(seed * 1_000_003 + view["turn"])
    alive = list(candidates)
    done = 0
    round_s = 0.0  # the longest whole round so far
    for count, keep in schedule or ((rollouts, None),):
        for _ in range(count):
            round_start = time.perf_counter()
            sample_rng = Rng(base.next_u64())
            played = []
            for a in alive:
                if firm and done and time.perf_counter() - start > budget:
                    break
                world = A.determinize(view, content, Rng(sample_rng.state), heard=heard,
                                      pile=pile)
                world.apply(a)
                won, score = _rollout(world, cost=cost)
                wins[a] += won
                scores[a].append(score)
                played.append((a, won))
            if len(played) < len(alive):
                for a, won in played:  # a world counts only once every candidate played it
                    wins[a] -= won
                    scores[a].pop()
                break
            done += 1
            now = time.perf_counter()
            round_s = max(round_s, now - round_start)
            if done > (0 if firm else 1) and now - start + (round_s if within else 0.0) > budget:
                break  # every candidate has its first samples; out of time
        else:
            if keep:
                alive = sorted(alive, key=rank)[:keep]
                if anchor is not None and anchor not in alive:
                    alive.append(anchor)
            continue
        break
    finalists = set(alive)
    out = [{"action": a, "text": a.to_text(), "win_rate": wins[a] / len(s),
            "mean_score": sum(s) / len(s), "samples": len(s), "scores": s}
           for a, s in scores.items() if s]
    out.sort(key=lambda h: (h["action"] not in finalists, -h["mean_score"], -h["win_rate"]))
    return out


def clear_lead(challenger: list, anchor: list, margin: float) -> bool:
    """Whether `challenger` scored above `anchor` by more than `margin` standard errors of
    their paired differences (the same sampled worlds, in order; the anchor has at least
    as many)."""
    diffs = [c - a for c, a in zip(challenger, anchor, strict=False)]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > margin * (var / n) ** 0.5


class PartnerMemory:
    """What a seat with one partner heard about the partner's hand on its last turn and
    the view no longer shows (`rules`, for `determinize`): after a "no" to "can you verify
    X?", the cards the partner still holds from then cannot verify X, so at the seat's next
    turn the partner holds at most as many X-verifying cards as it has drawn since; after a
    "yes", when the only card the partner has let go of since (its own play) could not
    verify X, it still holds one that can.

    Only what the seat saw at its own decisions is used: the answer (in its view while it
    played), the cards it played and discarded itself, and the public counts at its next
    turn (hand sizes, the discard pile, the overrides so far). What the partner holds is
    worth knowing: a hard pair whose sampled worlds held the partner's true hand (a control
    no fair bot can be) won 77% of tune deals 3100-3199 where the hard pair won 63%."""

    def __init__(self, seat: int):
        self.seat = seat
        self.forget()

    def forget(self) -> None:
        self.rules: tuple = ()
        self._heard: dict | None = None
        """The answer this seat heard on its last turn: turn, command, yes or no, the
        partner's hand size, the discard pile's size and the overrides then, and the cards
        this seat has since put on the discard pile itself."""
        self._rules_turn: int | None = None
        self._rules_size = 0

    def observe(self, obs: Observation) -> None:
        view = obs.view
        turn = view["turn"]
        if self._rules_turn is not None and turn < self._rules_turn:
            self.forget()  # a move taken back: what was heard may not have been said
        if len(view["hand_sizes"]) != 2 or view["active"] != self.seat:
            self.rules = ()  # they speak of the partner's hand at this seat's own turn
            return
        partner = 1 - self.seat
        if self._rules_turn != turn:
            self._rules_turn = turn
            self.rules = self._rules_now(view, partner)
            self._rules_size = view["hand_sizes"][partner]
        elif view["hand_sizes"][partner] < self._rules_size:
            # The partner discarded for an override this turn, maybe the card a yes was
            # about: only what a no said still holds.
            self.rules = tuple(rule for rule in self.rules if not rule[2])
        asked = view["asked"]
        if asked is not None and asked["seat"] == partner \
                and (self._heard is None or self._heard["turn"] != turn):
            self._heard = {"turn": turn, "command": asked["command"], "yes": asked["answer"],
                           "size": view["hand_sizes"][partner],
                           "discards": view["discard_size"],
                           "overrides": view["stats"]["overrides"], "mine": 0,
                           "my_overrides": 0}

    def chose(self, obs: Observation, action: Any) -> None:
        heard = self._heard
        if heard is None:
            return
        if isinstance(action, A.Play) and obs.view["turn"] == heard["turn"]:
            heard["mine"] += len(action.cards)
        elif obs.pending.kind == "override_discard":
            heard["mine"] += 1
            heard["my_overrides"] += 1

    def _rules_now(self, view: dict, partner: int) -> tuple:
        heard, self._heard = self._heard, None
        if heard is None or view["turn"] != heard["turn"] + 2:
            return ()
        # Overrides since the answer that were the partner's (on this seat's play), and the
        # cards the partner put on the discard pile itself (its play, that override).
        theirs = view["stats"]["overrides"] - heard["overrides"] - heard["my_overrides"]
        played = view["discard_size"] - heard["discards"] - heard["mine"]
        kept = heard["size"] - played
        drawn = view["hand_sizes"][partner] - kept
        if theirs < 0 or played < 1 + theirs or kept <= 0 or drawn < 0:
            return ()  # counts that do not add up (a reshuffled deck, a glitch): no rule
        command = heard["command"]
        if not heard["yes"]:
            return ((partner, command, 0, drawn),)
        # A yes still holds if the one card the partner has since let go of, its own play
        # (on top of the pile: this seat discarded nothing after it), could not verify it.
        top = view["discard_top"]
        if played == 1 and not heard["my_overrides"] and top is not None \
                and command not in A.CARD_COMMANDS.get(top, ()):
            return ((partner, command, 1, view["hand_sizes"][partner]),)
        return ()


class PileMemory:
    """The command cards this seat saw go onto the discard pile, by their place in it: the
    top card whenever it decided, and the cards it put there itself. Every card is laid
    face up, but the view shows only the top, so without this a sampled world deals the
    rest of the pile from every card this seat has not seen."""

    def __init__(self) -> None:
        self.forget()

    def forget(self) -> None:
        self._at: dict[int, str] = {}
        self._size = 0

    def observe(self, view: dict) -> None:
        size = view["discard_size"]
        if size < self._size:
            self.forget()  # a move taken back
        self._size = size
        if view["discard_top"] is not None:
            self._at[size - 1] = view["discard_top"]

    def chose(self, obs: Observation, action: Any) -> None:
        """The cards `action` puts on the pile, at the places they go (a play's cards in
        their order, then its extra Platform/Holds; a card discarded or held by choice)."""
        kind = obs.pending.kind
        if isinstance(action, A.Play):
            cards = list(action.cards) + ["platform_hold"] * len(action.holds)
        elif not isinstance(action, A.Choose):
            return
        elif kind in ("override_discard", "discard") and action.option.startswith("card:"):
            cards = [action.option[len("card:"):]]
        elif kind == "support_hold" and action.option != "skip":
            cards = ["platform_hold"]
        else:
            return
        at = obs.view["discard_size"]
        for i, card in enumerate(cards):
            self._at.setdefault(at + i, card)

    def below_top(self, view: dict) -> tuple:
        top = view["discard_size"] - 1
        return tuple(card for place, card in sorted(self._at.items()) if place < top)


class SolverBot:
    """Picks the action with the best Monte Carlo estimate (see `hint`), an override
    discard included: which card the support keeps decides what it can verify next.

    It keeps the normal bot's move unless a rival's playouts beat it clearly (`margin`):
    the playouts are noisy, and the best of a dozen noisy estimates is mostly luck (solo,
    choosing the best mean lost to the normal bot on the same deals). With a partner it
    first asks the normal bot's question (about the command it means to play).

    It keeps to its time budget once every candidate has one sample (`hint(firm=True)`):
    two whole rounds of twelve candidates took 1.1-1.8 s on the Double Ring on this machine
    under load, and two rounds at 2 players up to 2.6 s, past the 1 s a table waits
    (`firm=None`: firm on the Double Ring only, as before). Its playouts and its move to
    beat price a certain override at `cost` (ROLLOUT_OVERRIDE). With one partner, its
    sampled worlds keep what it heard of the partner's hand on its last turn
    (`PartnerMemory`) and the cards it saw go onto the discard pile (`PileMemory`): the two
    together won 78% of tune deals 3100-3199 where the answers alone won 64%. With a match
    made as the deck runs out worth nothing (`play_value`), two hard players won 67.5% of
    fresh deals 51000-51199, the normal pair 48.5% (docs/bots.md)."""

    name = "solver"
    thinks = True  # about a second a move: tables run it off the UI thread (BotMover)

    def __init__(self, seat: int, rng: Rng, rollouts: int = 8, top_k: int = 8,
                 budget: float = 1.0, schedule: tuple | None = SCHEDULE,
                 margin: float = PAIR_MARGIN, pair_schedule: tuple = PAIR_SCHEDULE,
                 firm: bool = True, pair_extra: int = 3,
                 cost: float | None = ROLLOUT_OVERRIDE):
        self.seat, self.rng = seat, rng
        self.rollouts, self.top_k, self.budget = rollouts, top_k, budget
        self.schedule, self.margin = schedule, margin
        self.pair_schedule, self.firm, self.pair_extra = pair_schedule, firm, pair_extra
        self.cost = cost
        self.memory = PartnerMemory(seat)
        self.pile = PileMemory()

    def choose(self, obs: Observation) -> Any:
        self.memory.observe(obs)
        self.pile.observe(obs.view)
        action = self._choose(obs)
        self.memory.chose(obs, action)
        self.pile.chose(obs, action)
        return action

    def _choose(self, obs: Observation) -> Any:
        actions = obs.legal
        if len(actions) == 1:
            return actions[0]
        kind = obs.pending.kind
        if kind not in ("command", "unlock", "lock_extra", "return_module", "may_deploy",
                        "override_discard", "discard"):
            return greedy(obs)
        pair = len(obs.view["hand_sizes"]) > 1
        anchor = normal_move(obs, self.cost)
        ask = intent_question(obs, anchor)
        if ask is not None:
            return ask  # asking is free
        top_k, schedule = self.top_k, self.schedule
        if pair and schedule is SCHEDULE:
            # Once the question is answered, more plays are worth a look with partners.
            top_k, schedule = top_k + self.pair_extra, self.pair_schedule
        # Firm at every player count: two whole rounds before the first look at the clock
        # took up to 2.6 s at 2 players on a loaded machine, and 1.1-1.8 s on the Double Ring.
        firm = self.firm if self.firm is not None else len(obs.view["bp"]) > board.RING
        hints = hint(obs, self.rollouts, top_k, min(self.budget, obs.budget_s) * 0.8,
                     seed=self.rng.next_u64(), schedule=schedule, anchor=anchor, firm=firm,
                     cost=self.cost, heard=self.memory.rules,
                     pile=self.pile.below_top(obs.view) if len(obs.view["hand_sizes"]) == 2
                     else ())
        return _pick(hints, anchor, self.margin)


def normal_move(obs: Observation, cost: float | None = None) -> Any:
    """The normal bot's move: the one the hard bot keeps unless a rival beats it clearly."""
    return greedy(obs, cost=cost)


def advice(source, rollouts: int = 16, top_k: int = 6, budget: float = 1.0,
           seed: int = 0) -> list[dict]:
    """What the table's Hint shows: `hint`'s estimates with the hard bot's own choice
    first, so that a move that only looks best by the luck of a few playouts is not put
    above the normal move it fails to beat clearly."""
    obs = source if isinstance(source, Observation) else observe(A.GAME_ID, source)
    anchor = normal_move(obs) if obs.pending.kind == "command" else None
    hints = hint(obs, rollouts, top_k, budget, seed=seed, anchor=anchor, within=True)
    if anchor is not None and hints:
        choice = _pick(hints, anchor, PAIR_MARGIN)
        hints.sort(key=lambda h: h["action"] != choice)  # stable: the rest keep their order
    return hints


def _pick(hints: list[dict], anchor: Any, margin: float) -> Any:
    """The best-ranked hint, unless it has to beat `anchor` clearly and does not."""
    best = hints[0]
    if anchor is None or best["action"] == anchor:
        return best["action"]
    kept = next(h for h in hints if h["action"] == anchor)
    return best["action"] if clear_lead(best["scores"], kept["scores"], margin) else anchor


BOTS = {"random": UniformRandomBot, "easy": EasyPartnerBot, "normal": PartnerBot,
        "hard": SolverBot}
ALIASES = {"partner": "normal", "solver": "hard"}
"""Level names of earlier versions, still found in saves."""

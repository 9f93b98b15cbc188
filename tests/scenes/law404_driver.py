"""A person at the 404 table, made of posted mouse events only (no engine calls): the
scene tests play through it. Every method reads where things are drawn, then clicks or
drags there, exactly as a player's hand would."""

from __future__ import annotations

import pygame

from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.records import new_game
from game.scenes.law404.scene import Law404Scene
from game.session import GameSession, Seat
from tests.scenes.helpers import click_at, drag, press, pump


def open_table(app, players: int, seed: int, humans: int = 1, **setup) -> Law404Scene:
    return open_game(app, new_game("law404", {"players": players, "seed": seed, **setup}),
                     humans)


def open_game(app, game, humans: int = 1) -> Law404Scene:
    """The table on `game` as it stands: Ada, Bo, Cy... the first `humans` of them people."""
    names = ["Ada", "Bo", "Cy", "Dee", "Eve", "Fay"]
    seats = [Seat("human" if i < humans else "bot", "random", names[i])
             for i in range(game.players)]
    scene = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(scene)
    pump(app)
    return scene


def open_rearranging(app) -> Law404Scene:
    """A table where Ada (seat 0, the one human) rearranges a stack of three or more."""
    game = new_game("law404", {"players": 3, "seed": 3})
    rng = Rng(11)
    while not (game.pending.seat == 0 and game.pending.kind == "rearrange_place"
               and len(game.st["sub"]["remaining"]) >= 3):
        assert not game.is_over, "no rearranging in this seeded game"
        game.apply(rng.choice(game.legal_actions()))
    seats = [Seat("human", "random", "Ada"), Seat("bot", "random", "Bo"),
             Seat("bot", "random", "Cy")]
    scene = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(scene)
    pump(app)
    return scene


def wait_for(app, scene, seat: int = 0, limit: int = 4000) -> bool:
    """Let the bots (and playback) run until `seat` must decide; False once the game ends."""
    for _ in range(limit):
        game = scene.game
        if game.is_over:
            pump(app)
            return False
        if scene.privacy.my_turn() and game.pending.seat == seat and not scene.pacer.playing:
            return True
        app.step(pygame.event.get(), 1 / 30)
    raise AssertionError(f"seat {seat} never got a decision")


def _spy(method, note):
    def spied(events):
        note()
        return method(events)
    return spied


def counter_centre(scene, counter_id: str) -> tuple[int, int]:
    table = scene.ship.table
    zone, depth = table.find(counter_id)
    return table.counter_rects(zone)[depth].center


class Hand:
    """Decisions of one seat by mouse: draft, programming, pick-up/put-down, the rest."""

    def __init__(self, app, scene, seat: int = 0):
        self.app = app
        self.scene = scene
        self.seat = seat
        self.picked = 0
        self.put = 0
        self.flipped = 0

    @property
    def game(self):
        return self.scene.game

    def keep_directive(self) -> str:
        scene = self.scene
        card = scene.draft.cards[0]
        r = scene.draft.card_rects()[0]
        click_at(self.app, (r.centerx, r.bottom - 8))
        assert scene.draft.selected == [scene.draft.cards[0]]
        press(self.app, scene, "Keep this directive")
        return card.data

    def program(self) -> list[tuple[str, str]]:
        """Drag three cards into the slots, preferring Pick up / Put down (turned over
        when it is the lower action), then Confirm."""
        scene = self.scene
        panel = scene.program
        cards = self.game.content.action_cards
        hand = panel.free_cards()
        hand.sort(key=lambda c: "pickup_putdown" not in (cards[c].top, cards[c].bottom))
        chosen = []
        for slot, cid in enumerate(hand[:3]):
            i = panel.free_cards().index(cid)
            drag(self.app, panel.hand_rects[i].center, panel.slot_rects[slot].center)
            assert panel.slots[slot] is not None and panel.slots[slot][0] == cid
            if cards[cid].bottom == "pickup_putdown":
                click_at(self.app, panel.slot_rects[slot].center)
                assert panel.slots[slot][1] == "bottom"
                self.flipped += 1
            chosen.append((cid, panel.slots[slot][1]))
        press(self.app, scene, "Confirm program")
        return chosen

    def pickput(self) -> None:
        """Drag the top counter of a zone onto our robot, or our top counter onto a zone."""
        scene = self.scene
        legal = self.game.legal_actions()
        ups = [a for a in legal if isinstance(a, A.PickUp) and a.count == 1]
        downs = [a for a in legal if isinstance(a, A.PutDown) and a.count == 1]
        mine = f"robot:{self.seat}"
        before = len(self.game.history)
        # What the robot holds right after the move (bots may move on in the same frames).
        seen: list[list[str]] = []
        scene.after_move = _spy(scene.after_move, lambda: seen.append(
            list(self.game.view_for(self.seat)["stacks"][mine])))
        if ups and (self.picked <= self.put or not downs):
            zone = scene.ship.table.zones[ups[0].zone]
            top = zone.stack[0].id
            target = scene.ship.mini_px(self.seat).center
            drag(self.app, counter_centre(scene, top), target)
            assert self.game.history[before] == ups[0].to_text()
            assert seen[0][-1] == top, "picked up onto the robot"
            self.picked += 1
        else:
            stack = scene.ship.table.zones[mine].stack
            top = stack[0].id
            target = scene.vp.rect(*scene.ship.geo.zones[downs[0].zone].drop).center
            drag(self.app, counter_centre(scene, top), target)
            assert self.game.history[before] == downs[0].to_text(), "put down on the zone"
            assert top not in seen[0]
            self.put += 1
        del scene.after_move

    def choose(self) -> bool:
        """Any other decision: click its lit board element when it has one, else its
        button. True if the board click made it."""
        scene = self.scene
        option = next((o for o in scene.options if o.targets), scene.options[0])
        before = len(self.game.history)
        if option.targets:
            target = option.targets[0]
            # A door click means "change it": aim at the door of the option that does.
            for opt in scene.options:
                if opt.targets and opt.targets[0][0] == "door" and \
                        getattr(opt.action, "open", None) != \
                        scene.shown["doors"].get(opt.targets[0][1]):
                    target = opt.targets[0]
                    break
            rect = scene._target_rect(target)
            if rect is not None:
                click_at(self.app, rect.center)
        by_board = len(self.game.history) > before
        if not by_board:
            press(self.app, scene, scene.options[0].label)
        assert len(self.game.history) > before
        return by_board

    def decide(self) -> str:
        kind = self.game.pending.kind
        if kind == "keep_directive":
            self.keep_directive()
        elif kind == "program":
            self.program()
        elif kind == "pickput":
            self.pickput()
        elif kind == "rearrange_place":
            before = len(self.game.history)
            press(self.app, self.scene, "Confirm order")
            assert len(self.game.history) > before
        else:
            self.choose()
        return kind

"""The Tempus table in the states the every-screen layout test (tests/app/
test_layout_every_size.py, which opens each table at its first decision) does not reach: a
person's turn on a busy deck with item buttons, board actions not possible now (written with
their reasons), a standee being dragged with the reachable rooms and their cost lit, the
Damage Report and the timeline, a disaster card and the Consequences Phase being played
back, five crew at the start and in play. At 1280x720 and 100% every text is at least
14 px; at every size checked nothing overlaps, is cut off or leaves the window."""

from __future__ import annotations

import pytest

from game.app import App
from game.bots.base import observe
from game.bots.tempus import CrewBot
from game.engines.common.rng import Rng
from game.engines.tempus import from_dict
from game.records import new_game
from game.scenes.tempus import choices
from game.scenes.tempus.layout import RIGHT_W_MOST, places
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat
from tests.scenes.helpers import down, motion
from tests.support.layout_probe import TextRecorder, probe, problems

MIN_TEXT = 14
PEOPLE = [Seat("human", "random", n) for n in ("Ada", "Bix", "Cog", "Dot", "Eko")]
BOTS = [Seat("bot", "crew", n) for n in ("Ada", "Bix", "Cog")]


def make_app(size=(1280, 720), scale=100) -> App:
    app = App(size=size)
    app.settings.ui_scale = scale
    app.apply_settings(app.settings)
    app.settings.animation_speed = 3
    app.settings.sound = False
    return app


def crew_bots(n: int) -> list[CrewBot]:
    return [CrewBot(s, Rng(s)) for s in range(n)]


def open_table(app, game, seats) -> TempusScene:
    scene = TempusScene(app, GameSession("tempus", game, list(seats)[:game.setup.players],
                                         None))
    app.stack.clear_to(scene)
    for _ in range(3):
        app.step([], 1 / 60)
    return scene


def busy_turn(app) -> TempusScene:
    """The most tokens on the deck of a seeded game, with a person to move."""
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    crew = crew_bots(3)
    best, most = None, -1
    while not game.is_over:
        tokens = sum(sum(b.values()) for b in game.view_for(0)["tokens"].values())
        if tokens > most and game.pending.kind == "turn":
            best, most = game.to_dict(), tokens
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    return open_table(app, from_dict(best, game.content), PEOPLE)


def moving_turn(app) -> TempusScene:
    """A few rounds in, a crew member with all their movement left."""
    game = new_game("tempus", {"players": 3, "seed": 21, "difficulty": "recruit"})
    crew = crew_bots(3)
    for _ in range(6):
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    while not (game.pending.kind == "turn" and game.view_for(0)["t"][0] == 2):
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    return open_table(app, game, PEOPLE)


def board_actions(app) -> TempusScene:
    """Chief Okafor at Security Controls: one board action to press, two not possible now,
    each written with its reason."""
    game = new_game("tempus", {"players": 2, "seed": 4, "difficulty": "trainee",
                               "characters": ["okafor", "lind"]})
    game.apply(next(a for a in game.legal_actions() if getattr(a, "seat", None) == 0))
    for action in choices.reachable(game)["security_controls"].path:
        game.apply(action)
    return open_table(app, game, PEOPLE)


def five_crew_start(app) -> TempusScene:
    """Five crew in the Time Drive, five buttons to pick who goes first."""
    return open_table(app, new_game("tempus", {"players": 5, "seed": 3,
                                               "difficulty": "recruit"}), PEOPLE)


def five_crew(app) -> TempusScene:
    game = new_game("tempus", {"players": 5, "seed": 3, "difficulty": "recruit"})
    crew = crew_bots(5)
    for _ in range(30):
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    while game.pending.kind != "turn":
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    return open_table(app, game, PEOPLE)


def played(game_id: str, seed: int, moves: int, stop=lambda game: False):
    """A seeded recruit game the crew bots play for `moves` moves (or until `stop`)."""
    game = new_game(game_id, {"players": 3, "seed": seed, "difficulty": "recruit"})
    crew = crew_bots(3)
    for _ in range(moves):
        if game.is_over or stop(game):
            break
        game.apply(crew[game.pending.seat].choose(observe(game_id, game)))
    return game


def looped_game():
    """The first seeded game whose crew has jumped back twice and plays on: a timeline of
    loops (which seed does depends on how the crew bots play)."""
    for seed in range(9, 80):
        game = played("tempus", seed, 400, lambda g: g.loops >= 2)
        if game.loops >= 2 and not game.is_over:
            return game
    raise AssertionError("no seeded game jumped back twice")


def report(which: str):
    def open_it(app) -> TempusScene:
        game = looped_game() if which == "timeline" else played("tempus", 7, 40)
        game.discard_seen = True  # as after the Damage Report action: the whole pile
        scene = open_table(app, game, PEOPLE)
        scene.open_report(which)
        return scene
    return open_it


def first_draw(events):
    return next((e for e in events if e.kind == "draw"), None)


def consequences(events):
    """The end of the round's last turn: the Consequences Phase is checked next."""
    kinds = [e.kind for e in events]
    if "draw" not in kinds:
        return None
    return next((e for e in events[:kinds.index("draw")] if e.kind == "end_turn"), None)


def watching(pick):
    """A bots' game at animation speed 1, stopped while the event `pick(events)` finds in a
    move is on show."""
    def open_it(app) -> TempusScene:
        game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
        crew = crew_bots(3)
        scene = open_table(app, game, BOTS)
        app.settings.animation_speed = 1
        for _ in range(200):
            action = crew[game.pending.seat].choose(observe("tempus", game))
            trial = from_dict(game.to_dict(), game.content)
            wanted = pick(trial.apply(action))
            scene.play(action)
            if wanted is not None:
                break
            for _ in range(2000):
                if not scene.pacer.playing and not scene.animating:
                    break
                app.step([], 1 / 20)
        text = scene.named(wanted.text)
        for _ in range(4000):
            if scene.last_shown == text:
                break
            app.step([], 1 / 60)
        for _ in range(20):  # a moment into it: the checks are being ticked off
            app.step([], 1 / 60)
        return scene
    return open_it


STATES = {
    "busy_turn": busy_turn,
    "board_actions": board_actions,
    "five_crew_start": five_crew_start,
    "five_crew": five_crew,
    "damage_report": report("discard"),
    "timeline": report("timeline"),
    "disaster_card": watching(first_draw),
    "consequences": watching(consequences),
}


def check(app, size, scale, must_show: tuple[str, ...] = ()) -> None:
    seen = probe(app)
    found = problems(seen, min_text=MIN_TEXT if (size, scale) == ((1280, 720), 100) else 0)
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:40])
    texts = " ".join(b.text for b in seen.texts)
    for text in must_show:
        assert text in texts, f"{text!r} was not drawn"


SHOWN = {"busy_turn": ("Shields", "Supply left"),
         "board_actions": ("Send the Distress Call: The Hyperdrive must be",), "damage_report": ("Damage Report",),
         "timeline": ("Loop 1",), "disaster_card": ("Disaster:",),
         "consequences": ("Consequences Phase", "Fuel Cells")}


@pytest.mark.parametrize("case", [((1280, 720), 100), ((1920, 1080), 150), ((960, 540), 100)],
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}@{c[1]}")
@pytest.mark.parametrize("state", list(STATES))
def test_tempus_state_lays_out(state, case):
    size, scale = case
    app = make_app(size, scale)
    STATES[state](app)
    check(app, size, scale, SHOWN.get(state, ()))


def test_a_dragged_standee_lights_reachable_rooms_with_readable_costs():
    """Drawn while the drag is held: every cost tab is 14 px or more and inside its room."""
    with TextRecorder():
        app = make_app()
        scene = moving_turn(app)
        table = scene.deck.table
        zone, depth = table.find(f"crew:{scene.game.pending.seat}")
        start = table.counter_rects(zone)[depth].center
        far = max(scene.reach.values(), key=lambda r: r.cost).space
        end = scene.room_px(far).center
        app.step([down(start)] + [motion((start[0] + (end[0] - start[0]) * k // 4,
                                          start[1] + (end[1] - start[1]) * k // 4))
                                  for k in range(1, 5)], 1 / 60)
        assert scene.drag.dragging
        how = scene.reach[far].label.partition(": ")[2]
        check(app, (1280, 720), 100, (how.split()[0],))


@pytest.mark.parametrize("strength", [5, 2])
def test_shields_track_reads_as_a_gauge_at_a_glance(strength):
    """The track says its strength in words, lights the spaces up to the token and leaves
    the rest dark; the red space 0 is only outlined (filled red, it read as the Shields'
    value while the token sat at the full end and Shield Controls said "already at full
    strength")."""
    import pygame

    from game.scenes.tempus import panels
    from game.ui.theme import colour
    from game.ui.units import Viewport

    pygame.display.init()
    pygame.font.init()
    vp = Viewport((1280, 720))
    with TextRecorder():
        surf = pygame.Surface((1280, 720))
        surf.fill((0, 0, 0))
        panels.draw_shields(surf, vp, {"shields": strength}, 5)
        texts = [b.text for b in surf.boxes]
    assert f"Shields {strength}" in texts
    label_w = panels.font(vp.px(panels.TEXT), True).size(f"Shields {strength}")[0]
    boxes = panels.shield_boxes(vp, label_w, 5)

    def fill(box):  # inside the border, clear of the number in the middle
        return tuple(surf.get_at((box.x + 4, box.y + 4)))[:3]

    assert fill(boxes[0]) != tuple(colour("bad"))[:3], "space 0 must not read as a value"
    lit = {fill(b) for b in boxes[1:strength]}
    dark = {fill(b) for b in boxes[strength + 1:]} | {fill(boxes[0])}
    assert len(lit) <= 1 and not lit & dark, "the spaces up to the token are lit, no more"


@pytest.mark.parametrize("size, scale", [((2560, 1600), 200), ((1920, 1200), 100),
                                         ((1600, 700), 100), ((2560, 1080), 100)],
                         ids=["2560x1600@200", "1920x1200", "1600x700", "2560x1080"])
def test_a_window_not_16_9_spreads_its_room_with_no_empty_band(size, scale):
    """A taller window: the strip sits at the window's bottom, level with the log, the plan
    centred above it. A wider one: the crew sheets stop widening at RIGHT_W_MOST and the
    rest goes to the plan's side, the strip centred under it."""
    app = make_app(size, scale)
    scene = busy_turn(app)
    vp = scene.vp
    log = vp.rect(*scene.log_rect())
    spots = places(vp.logical_size)
    strip = vp.rect(*spots.shields).unionall([vp.rect(*spots.completion),
                                              vp.rect(*spots.supply)])
    assert abs(strip.bottom - log.bottom) <= vp.px(2), (strip, log)
    for seat in scene.sheet_layout:
        assert scene.sheet_px(seat).w <= vp.px(RIGHT_W_MOST) + 1
    area = scene.deck_px()
    plan = scene.room_px(next(iter(scene.content.deck.rooms))).unionall(
        [scene.room_px(sid) for sid in scene.content.deck.rooms])
    assert area.inflate(2, 2).contains(plan)
    assert abs((plan.left - area.left) - (area.right - plan.right)) <= 2
    assert abs((plan.top - area.top) - (area.bottom - plan.bottom)) <= 2
    assert abs(strip.centerx - area.centerx) <= vp.px(3)
    assert area.bottom < strip.top and area.right < log.left


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)])
def test_the_completion_spots_stay_inside_their_panel(size):
    """The win conditions' spots close up on a narrow panel rather than run past its edge
    (at 1600x900 "Distress Call" was cut by the panel's border)."""
    import pygame

    from game import registry
    from game.scenes.tempus import panels
    from game.ui.units import Viewport

    pygame.display.init()
    pygame.font.init()
    vp = Viewport(size)
    content = registry.content("tempus")
    for hd in content.hyperdrives.values():
        steps = tuple(k for k in hd.fixed_actions if k != "fly_home")
        surf = pygame.Surface(size)
        surf.fill((255, 0, 255))
        panels.draw_completion(surf, vp, {"completed": list(steps[:1])}, steps)
        inside = vp.rect(*places(vp.logical_size).completion)
        surf.set_colorkey((255, 0, 255))
        drawn = surf.get_bounding_rect()  # everything drawn on the magenta ground
        assert inside.contains(drawn), (size, hd.name, drawn, inside)

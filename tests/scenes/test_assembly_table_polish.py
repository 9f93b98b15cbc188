"""The Assembly table a newcomer meets: an armed deploy role never rolls, the bays it may
deploy into glow, the log and the hints are both on screen, the log shows more than two
lines at 720p, a deck refresh's blueprint scramble is called out on the board, and the
board's text is at least 14 px at 1280x720."""

from __future__ import annotations

from game.engines.common.actions import Event
from game.records import new_game
from game.scenes.assembly import hint
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import buttons, press, pump
from tests.support.layout_probe import TextRecorder, probe, problems


def open_table(app, setup: dict, seats=None) -> AssemblyScene:
    game = new_game("assembly", setup)
    session = GameSession("assembly", game, seats or [Seat("human", "random", "Ada")], None)
    app.fit_viewport([AssemblyScene])
    scene = AssemblyScene(app, session)
    app.stack.push(scene)
    pump(app)
    return scene


def test_armed_deploy_role_never_rolls_and_the_deploy_button_says_so(app):
    scene = open_table(app, {"players": 1, "seed": 7, "roles": ["priya"]})
    before = len(scene.game.history)
    press(app, scene, "Use Priya")
    assert scene.role_armed
    assert "Deploy" not in buttons(scene), "the rolling Deploy button gives way"
    press(app, scene, "Deploy: pick a bay")
    assert len(scene.game.history) == before, "nothing was rolled or played"
    assert "click a glowing empty bay" in scene.toasts.latest
    scene.on_deploy(None)  # the module stack's click and any other path: the same refusal
    assert len(scene.game.history) == before and scene.role_armed
    assert not scene.view["roles_used"][0]


def test_armed_deploy_role_lights_the_empty_bays_it_may_use(app):
    scene = open_table(app, {"players": 1, "seed": 7, "roles": ["priya"]})
    press(app, scene, "Use Priya")
    glowing: list[set[int]] = []
    real = scene.ring.glow
    scene.ring.glow = lambda surf, bays, name, width=3: (glowing.append(set(bays)),
                                                         real(surf, bays, name, width))
    scene.invalidate()
    app.draw()
    empty = {b + 1 for b, m in enumerate(scene.view["mod"]) if m is None}
    assert empty and any(g == empty for g in glowing)
    bay = min(empty)
    scene.click_bay(bay)
    assert scene.game.mod[bay - 1] is not None, "a click on a glowing bay deploys there"
    assert scene.view["roles_used"][0]


def test_log_and_hints_are_both_on_screen_and_the_log_shows_more_than_two_lines(app):
    scene = open_table(app, {"players": 2, "seed": 3},
                       [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")])
    scene.gate.confirm()
    for i in range(12):
        scene.log.add(f"Entry {i}: a move was made.")
    shown = [r for _, r in scene.log.entry_rects() if scene.log.list_rect.contains(r)]
    assert len(shown) >= 3, "at 1280x720 the log shows several lines, even with 2 players"
    scene.hint_worker.close()
    scene.hint_worker = _NoSolver()  # these hints stay put: a finished solve would replace them
    scene.toggle_hints()
    scene.hints = [hint.Hint(None, "Swap 3 + 7 [Swap]", 0.62, 12),
                   hint.Hint(None, "Rotate CW 1 bay [Clockwise Rotate]", 0.4, 12)]
    with TextRecorder():
        app.relayout()
        found = probe(app)
    texts = [b.text for b in found.texts]
    assert any("Entry 11" in t for t in texts), "the log is still there"
    assert any("#1" in t for t in texts) and any("#2" in t for t in texts), "and the hints"
    assert not problems(found)


class _NoSolver:
    """A hint worker that never thinks."""

    busy = False

    def start(self, *args, **kwargs) -> None:
        pass

    def poll(self, key):
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_bot_pick_listed_above_a_higher_chance_says_why(app):
    """With a partner, the hint list puts the hard bot's move first unless another beats it
    clearly; when a few playouts' luck shows a higher chance under it, the first line says
    it is the bot's pick, drawn on the screen, not a sorting slip."""
    scene = open_table(app, {"players": 2, "seed": 3},
                       [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")])
    scene.gate.confirm()
    scene.hint_worker.close()
    scene.hint_worker = _NoSolver()  # these hints stay put: no result replaces them
    scene.toggle_hints()
    scene.hints = [hint.Hint(None, "Swap 5 + 10 [Swap]", 0.0, 12),
                   hint.Hint(None, "Swap 5 + 8 [Swap]", 1 / 12, 12)]
    with TextRecorder():
        app.relayout()
        texts = " ".join(b.text for b in probe(app).texts)
    assert "the bot's pick" in texts
    assert scene.hint_lines()[1:] == [
        "#1  0-40%  Swap 5 + 10 [Swap] - the bot's pick: no other is clearly better",
        "#2  0-50%  Swap 5 + 8 [Swap]"]
    scene.hints.reverse()  # in order of chance: nothing to explain
    assert not any("pick" in line for line in scene.hint_lines())


def test_hint_chances_show_only_the_precision_their_playouts_have(app):
    """As a player met it: "100%" from 12 playouts, then 67% right after taking that move:
    playout noise shown as precision. A chance is a band as wide as its playouts leave it,
    and the heading says how many there were."""
    scene = open_table(app, {"players": 1, "seed": 3}, [Seat("human", "random", "Ada")])
    scene.hint_worker.close()
    scene.hint_worker = _NoSolver()
    scene.toggle_hints()
    scene.hints = [hint.Hint(None, "Deploy [Deploy / Lock]", 1.0, 12),
                   hint.Hint(None, "Swap (moves nothing: spends the card to draw another) "
                                   "[Swap]", 0.67, 12)]
    heading, first, second = scene.hint_lines()
    assert "12 playouts" in heading
    assert first.startswith("#1  60-100%  Deploy") and "100%  " not in first[:8]
    assert second.startswith("#2  30-95%  Swap")
    assert hint.chance_band(0.5, 4000) == "50%", "enough playouts: one figure"
    from game.engines.assembly import Play
    from game.scenes.assembly.choices import describe
    assert describe(Play(("swap",), "swap", ()), "", "") == \
        "Swap (moves nothing: spends the card to draw another)", "a no-effect move says why"


def test_deck_refresh_scramble_is_called_out_on_the_board(app):
    scene = open_table(app, {"players": 1, "seed": 5})
    old = list(scene.view["bp"])
    moved = [i for i, locked in enumerate(scene.view["locked"]) if not locked][:4]
    shuffled = old[:]
    for a, b in zip(moved, moved[1:] + moved[:1], strict=True):
        shuffled[b] = old[a]
    scene.game.bp[:] = shuffled  # what the engine's scramble did to the board
    scene.after_move([Event("refresh", "Deck cycle 2 begins."),
                      Event("scramble", "The unlocked blueprints are scrambled.")])
    assert scene.scrambled == {i + 1 for i in moved if shuffled[i] != old[i]}
    scene.refresh()
    with TextRecorder():
        app.relayout()
        texts = " ".join(b.text for b in probe(app).texts)
    assert "blueprints" in texts and "scrambled" in texts
    scene.after_move([])  # the next move: the call-out has done its job
    assert not scene.scrambled


def test_board_text_is_at_least_14px_at_1280x720(app):
    scene = open_table(app, {"players": 3, "seed": 4, "malfunctions": "A"},
                       [Seat("human", "random", n) for n in ("Ada", "Bo", "Cy")])
    scene.gate.confirm()
    with TextRecorder():
        app.relayout()
        found = probe(app)
    assert len(found.texts) > 40, "bays, codes, markers, panels and cards all recorded"
    assert not problems(found, min_text=14)


def test_the_more_list_works_from_the_keyboard(app):
    import pygame

    scene = open_table(app, {"players": 1, "seed": 7})
    press(app, scene, "More...")
    assert scene.more_open and scene.more_items
    before = len(scene.game.history)

    def key(k):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    for _ in range(20):
        pump(app, [key(pygame.K_TAB)], frames=0)
        if scene.focused() is scene.more_list:
            break
    assert scene.focused() is scene.more_list
    pump(app, [key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert len(scene.game.history) > before, "Enter played the chosen command"


def test_a_hint_to_ask_names_the_seat_asked():
    """A hint never shows a seat number: an Ask hint names the player, as the log does."""
    from game.engines.assembly import Ask

    assert hint.label(Ask(1, "swap"), names=("Ada", "Bo")).startswith("Ask Bo about ")
    assert "player" not in hint.label(Ask(1, "swap"))


def test_a_swap_hint_across_the_ring_keeps_its_label_off_the_module_stack(app):
    """A swap between bays on opposite sides draws its line over the ring's middle; its
    "#1 .." label moves along the line rather than cover the module stack and its count."""
    from game.engines.assembly import Play

    scene = open_table(app, {"players": 1, "seed": 7})
    lay = scene.ring.layout

    def off_centre(a):
        p, q = (lay.bays[b].rect.center for b in a.args)
        return abs((p[0] + q[0]) / 2 - lay.centre_pt[0]) + abs((p[1] + q[1]) / 2 - lay.centre_pt[1])

    swaps = [Play(("swap",), "swap", (a, b)) for a in lay.bays for b in lay.bays if a < b]
    across = min(swaps, key=off_centre)
    assert off_centre(across) < scene.vp.px(40)  # its middle is the ring's middle
    scene.toggle_hints()
    scene.hint_worker.close()
    scene.hint_worker = _NoSolver()
    scene.hints = [hint.Hint(across, "Swap [Swap]", 0.5, 12)]
    labels = []
    real = scene.ring.label
    scene.ring.label = lambda surf, text, centre, name: (labels.append((text, centre)),
                                                         real(surf, text, centre, name))
    scene.invalidate()
    app.draw()
    tags = [(t, c) for t, c in labels if t.startswith("#1")]
    assert tags and scene.ring.centre_box.w > 0
    for text, centre in tags:
        assert not scene.ring.label_box(text, centre).colliderect(scene.ring.centre_box)

"""Every refusal the Assembly table shows is the engine's sentence (its rule walk), never a
sentence the table makes up: a Confirm, a click on a bay, a drop, a choice."""

from __future__ import annotations

from game.engines import assembly as A
from game.records import new_game
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import buttons, click_at, press, pump

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def open_table(app, setup: dict, position: str | None = None) -> AssemblyScene:
    game = new_game("assembly", setup)
    if position:
        A.set_position(game, position)
    seats = [Seat("human", "random", name) for name in ("Ada", "Bo")[:setup["players"]]]
    scene = AssemblyScene(app, GameSession("assembly", game, seats, None))
    app.stack.push(scene)
    pump(app)
    return scene


def bays(loose: dict[int, str]) -> str:
    return " ".join(f"{bp}/{loose[n]}" if n in loose else bp for n, bp in enumerate(IDS, 1))


def test_theo_on_without_a_module_chosen_says_so_on_confirm(app):
    """Issue 24: Confirm was refused with "Anti-Clockwise Rotate is not possible now."."""
    scene = open_table(app, {"players": 1, "seed": 7, "roles": ["theo"]},
                       bays({2: "reactor"}) + " / acw_rotate,swap,swap / swap,swap / ")
    press(app, scene, "Use Theo")
    press(app, scene, "Rotate ACW")
    sentence = "Theo's ability moves one module: choose the module, then 1 or 2 bays."
    assert sentence in scene._prompt_text(), "the prompt says why before Confirm"
    confirm = buttons(scene)["Confirm ACW 1"]
    assert not confirm.is_enabled, "no Confirm offered for a rotate the engine refuses"
    assert confirm.tool_tip_text == sentence
    assert scene.preview_moves(1) == {}, "no module chosen: the preview moves none"
    scene.confirm_rotation()  # Enter on it anyway
    assert scene.toasts.latest == sentence
    assert scene.game.history == []
    play = A.Play(("acw_rotate",), "rotate_acw", (1,), role=True)
    assert scene.game.why_not(play) == sentence, "the table shows the engine's own sentence"
    scene.click_bay(2)  # the module to move: now it can run
    pump(app)
    assert buttons(scene)["Confirm ACW 1"].is_enabled
    assert list(scene.preview_moves(1)) == [2], "only the chosen module moves"


def test_a_bay_that_cannot_lock_says_why_it_cannot(app):
    scene = open_table(app, {"players": 1, "seed": 7},
                       bays({4: "reactor"}) + " / deploy_lock,swap,cw_rotate / swap,swap / ")
    scene.toasts.clear()
    scene.click_bay(7)
    assert scene.toasts.latest == "Bay 7 has no module to lock."
    assert scene.selected_bays == []


def test_a_bay_off_the_choices_is_refused_with_the_choices(app):
    scene = open_table(app, {"players": 2, "seed": 3, "variants": ["resequence"]})
    assert scene.game.pending.kind == "deploy_stack"
    scene.gate.confirm()
    pump(app)
    scene.click_bay(5)
    assert scene.toasts.latest == "Bay 5 is not one of the choices: stack 1 or stack 2."


def test_a_module_dropped_on_an_empty_bay_is_refused_by_the_engine(app):
    scene = open_table(app, {"players": 1, "seed": 7},
                       bays({1: "reactor", 2: "cargo"}) + " / swap,swap,cw_rotate / swap / ")
    scene.toasts.clear()
    scene.drop_module(1, 6)
    assert scene.toasts.latest == ("The Reactor module cannot go from bay 1 to bay 6. Bay 6 "
                                   "has no module to swap.")
    assert scene.swap_targets(1) == {2}
    click_at(app, scene.ring.token_rect(2).center)  # nothing was played
    assert scene.game.history == []

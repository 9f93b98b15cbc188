"""The buttons beside the ring, rebuilt for whatever the game is waiting for.

Every button maps to a gesture the scene turns into a legal action; what is offered comes
from `legal_actions()` (no Ask buttons once the question is asked, no Deploy without a
card that deploys, option buttons straight from an open choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame_gui

from game.scenes.assembly import choices as C

if TYPE_CHECKING:
    from game.scenes.assembly.scene import AssemblyScene

H = 44.0
GAP = 8.0
ASK_LABELS = {"deploy": "Deploy?", "lock": "Lock?", "swap": "Swap?", "rotate_cw": "CW?",
              "rotate_acw": "ACW?", "hold": "Hold?"}


def row(scene: AssemblyScene, y: float, items: list[tuple],
        object_id: str | None = None) -> list:
    """Buttons of equal width across the panel: (text, callback, tooltip[, enabled]); a
    disabled one's tooltip says why. Three to a row
    take the large button font; a crowded row the smaller one, so every label fits."""
    if not items:
        return []
    panel = scene.panel
    n = len(items)
    w = (panel.w - GAP * (n - 1)) / n
    object_id = object_id or ("@menu_button" if n <= 3 else "@small_button")
    out = []
    for i, (text, cb, tip, *enabled) in enumerate(items):
        out.append(scene.button(scene.vp.rect(panel.x + i * (w + GAP), y, w, H), text, cb,
                                tip or None, object_id=object_id,
                                enabled=enabled[0] if enabled else True))
    return out


def rows(scene: AssemblyScene, items: list, per_row: int = 3) -> None:
    """Flow `items` over the panel's rows; a crowded turn (role, verifier, selection) packs
    tighter rather than dropping a button."""
    ys = scene.panel.rows
    while len(items) > per_row * len(ys):
        per_row += 1
    for i, y in enumerate(ys):
        row(scene, y, items[i * per_row:(i + 1) * per_row])


def build(scene: AssemblyScene):
    """The ring's own buttons (the shared table built Menu and Undo already). Returns the
    More... list when it is open, for the scene to read the choice from."""
    vp = scene.vp
    lw, _ = vp.logical_size
    scene.button(vp.rect(lw - 380, 6, 130, H),
                 "Hint: on" if scene.hints_on else "Hint: off", scene.toggle_hints,
                 "The solver's win chance for the best commands, drawn on the board. "
                 "A game that used hints says so at the end.")
    if scene.more_open:
        return _more(scene)
    if not scene.privacy.my_turn():
        return
    kind = scene.session.pending_kind()
    if kind == "draw":
        row(scene, scene.panel.rows[0], [("Draw up to 3 cards", scene.on_draw,
                                          "Your hand is empty: this is your whole turn.")])
    elif kind == "refill":
        row(scene, scene.panel.rows[0], [("Draw up to 3 cards", scene.on_draw,
                                          "Ends your turn (Enter). Until you draw, Undo "
                                          "takes back your play.")])
    elif kind == "command":
        if scene.rot is not None:
            _rotate(scene)
        else:
            _command(scene)
    else:
        _choice(scene)


def _command(scene: AssemblyScene) -> None:
    acts = scene.actions
    have = C.commands_in_hand(acts)
    items = []
    if "rotate_acw" in have:
        items.append(("Rotate ACW", lambda: scene.preview_rotation(False, 1, 1),
                      "Preview an anti-clockwise rotate (or drag the ring)."))
    if "rotate_cw" in have:
        items.append(("Rotate CW", lambda: scene.preview_rotation(True, 1, 1),
                      "Preview a clockwise rotate (or drag the ring)."))
    if "deploy" in have and scene.armed("deploy_choose"):
        items.append(("Deploy: pick a bay", scene.on_deploy_armed,
                      "Your role is armed: click a glowing empty bay to deploy there, with no "
                      "roll."))
    elif "deploy" in have:
        if scene.game.setup.double_ring:
            items.append(("Deploy in", lambda: scene.on_deploy(1), "Roll for the inner ring."))
            items.append(("Deploy out", lambda: scene.on_deploy(2), "Roll for the outer ring."))
        else:
            items.append(("Deploy", lambda: scene.on_deploy(None),
                          "Roll the d12; the module slides clockwise to the first free bay."))
    sel = scene.selected_bays
    if scene.armed("swap_three") and len(sel) == 3:
        for a in C.plays_with_role(acts, "swap"):
            if set(a.args) == set(sel):
                items.append(("Cycle " + ">".join(map(str, a.args)),
                              lambda a=a: scene.on_cycle(tuple(a.args)),
                              "Jayani: each module moves to the next bay of the cycle."))
    if len(sel) == 2 and scene.view["mod"][sel[0] - 1] and scene.view["mod"][sel[1] - 1]:
        if C.finds(lambda: scene.drop_action(*sel)):
            items.append((f"Swap {sel[0]} + {sel[1]}", lambda: scene.drop_module(*sel),
                          "Swap the two selected modules (the same as dragging one onto "
                          "the other)."))
    if sel and set(sel) <= scene.lockable:
        items.append((lock_label(sel), scene.on_lock,
                      "Lock the selected bays (each module on its blueprint)."))
    if sel:
        items.append(("Clear bays", scene.clear_selection, "Unselect the bays."))
    if scene.role_playable():
        role = scene.role_name(scene.shown_seat)
        items.append((f"{role}: on" if scene.role_armed else f"Use {role}", scene.toggle_role,
                      ROLE_HELP.get(scene.ability() or "", "Use your role ability once.")))
    seats = C.verifiers(acts)
    if len(seats) > 1:
        who = scene.names[scene.verifier_seat] if scene.verifier_seat in seats else "auto"
        items.append((f"Verifier: {who}", scene.cycle_verifier,
                      "Who verifies your command: by default the player who said yes."))
    items.append(("More...", scene.open_more, "Every other legal command: role abilities, "
                  "variant options, commands with no effect (filtered by selected bays)."))
    rows(scene, items)
    asks = C.askable(acts)
    if asks:
        targets = sorted({a.seat for a in asks})
        seat = scene.ask_seat
        items = []
        if len(targets) > 1:
            items.append((f"Ask {scene.names[seat]}", scene.cycle_ask_seat,
                          "Choose which player to ask."))
        for a in asks:
            if a.seat == seat:
                items.append((ASK_LABELS[a.command], lambda a=a: scene.play(a),
                              f"Ask {scene.names[seat]}: can you verify "
                              f"{C.COMMAND_NAMES[a.command]}? They answer yes or no."))
        row(scene, scene.panel.ask_row, items)


ROLE_HELP = {
    "swap_blueprints": "Armed: drag one unlocked bay onto another to swap their blueprints.",
    "swap_three": "Armed: click 3 bays with modules, then Cycle.",
    "lock_three": "Armed: select up to 3 matching bays, then Lock.",
    "deploy_choose": "Armed: click the empty bay to deploy into (no die roll).",
    "rotate_single": "Armed: click one module, then Rotate: only it moves, 1 or 2 free bays.",
    "rotate_three": "Armed: Rotate moves every unlocked module 3 bays.",
    "swap_stack": "Armed: drag a module onto the stack to exchange it with the top module.",
}


def lock_label(bays: list[int]) -> str:
    return f"Lock bay {bays[0]}" if len(bays) == 1 else "Lock " + " + ".join(map(str, bays))


def _rotate(scene: AssemblyScene) -> None:
    rot = scene.rot
    way = "CW" if rot.clockwise else "ACW"

    def mark(text: str, on: bool) -> str:
        return f"[{text}]" if on else text

    if rot.steps == 3:
        items = [("[3 bays]", lambda: None, "Sol's ability: every unlocked module moves 3.")]
    else:
        items = [(mark("1 bay", rot.steps == 1),
                  lambda: scene.preview_rotation(rot.clockwise, 1, rot.ring), "Preview 1 bay."),
                 (mark("2 bays", rot.steps == 2),
                  lambda: scene.preview_rotation(rot.clockwise, 2, rot.ring), "Preview 2 bays.")]
    items.append(("Reverse", lambda: scene.preview_rotation(not rot.clockwise, rot.steps,
                                                            rot.ring), "Rotate the other way."))
    if scene.game.setup.double_ring:
        items.append((f"Ring {rot.ring}", scene.toggle_rotate_ring, "Inner (1) or outer (2)."))
    if "override" in scene.game.setup.variants:
        label = {"": "Modules", "robots": "Robot modules", "robots_only": "Robots only"}
        items.append((label[rot.option], scene.cycle_rotate_option,
                      "Override: move plain modules, modules carrying robots, or robots only."))
    needs = scene.rotation_needs()
    items += [(f"Confirm {way} {rot.steps}", scene.confirm_rotation,
               needs or "Execute this rotate with the card shown.", needs is None),
              ("Cancel", scene.cancel_rotation, None)]
    rows(scene, items)


def _choice(scene: AssemblyScene) -> None:
    opts = [a for a in C.choices(scene.actions) if not a.option.startswith("bay:")]
    items = [(C.option_label(a.option), lambda a=a: scene.play(a), None) for a in opts]
    rows(scene, items)


def _more(scene: AssemblyScene):
    vp, panel = scene.vp, scene.panel
    x, y, _, h = panel.log
    listing = scene.add(pygame_gui.elements.UISelectionList(
        vp.rect(x, y, panel.w, h), list(scene.more_items), manager=scene.app.ui))
    row(scene, panel.rows[-1], [("Play selected", scene.play_more, "Uses your selected cards, "
                                 "else the cheapest card that can."),
                                ("Close", scene.close_more, None)])
    return listing

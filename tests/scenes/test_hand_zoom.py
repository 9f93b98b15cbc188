"""A hand's hover zoom at a table: drawn over the buttons it reaches (they hid the words it
is zoomed to show), and not at all under a module carried over the cards."""

from __future__ import annotations

import pygame

from tests.app.test_layer_parts import _table, _to_a_command


def _at_a_command(size=(1280, 720)):
    app, scene = _table("assembly", 2, 42, 1, size)
    _to_a_command(app, scene)
    return app, scene


def _move(app, pos, buttons=(0, 0, 0)):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)],
             1 / 60)


def test_a_zoomed_card_is_drawn_over_the_buttons_it_reaches():
    app, scene = _at_a_command()
    hand = scene.hand
    _move(app, hand.card_rects()[1].center)
    zoom = hand.zoom_rect()
    assert zoom is not None
    under = [e.rect for e in scene._elements if e.visible and e.rect.colliderect(zoom)]
    assert under, "at 1280x720 the zoom reaches the buttons above the hand"
    app.draw()
    face = hand.face(hand.hovered, zoom.size, face_up=True)
    checked = 0
    for rect in under:
        shared = rect.clip(zoom)
        for x in range(shared.left, shared.right, 3):
            for y in range(shared.top, shared.bottom, 3):
                want = face.get_at((x - zoom.x, y - zoom.y))
                if want.a == 255:  # the card itself, not its rounded corners
                    checked += 1
                    assert app.window.get_at((x, y))[:3] == want[:3], \
                        f"a button covers the zoom at {(x, y)}"
    assert checked > 100


def test_no_card_zooms_up_under_a_module_carried_over_the_hand():
    app, scene = _at_a_command()
    hand = scene.hand
    src = next(b for b in sorted(scene.layout.bays)
               if scene.view["mod"][b - 1] is not None and not scene.view["locked"][b - 1])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                 pos=scene.ring.token_rect(src).center, button=1)], 1 / 60)
    _move(app, scene.layout.centre_px(src), (1, 0, 0))
    zoomed: list[tuple[int, int]] = []
    real = hand.face

    def spy(card, size, face_up=None):
        zoomed.append(tuple(size))
        return real(card, size, face_up)

    hand.face = spy
    card = hand.card_rects()[1]
    for pos in (card.midtop, card.center):
        _move(app, pos, (1, 0, 0))
    assert scene.input.drag_bay == src
    assert all(size == card.size for size in zoomed), "a card zoomed up under the module"

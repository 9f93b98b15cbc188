"""A stack of scenes; only the top one gets input, overlays draw over the one below."""

from __future__ import annotations

import pygame

from game.ui.scene import Scene


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        scene.invalidate()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (e.g. setup -> board) without resuming the one below."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top one and every scene under an overlay."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.is_overlay:
                break
        return list(reversed(out))

    def needs_redraw(self) -> bool:
        return any(s.needs_redraw for s in self.visible())

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
            scene.needs_redraw = False

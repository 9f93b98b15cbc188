"""UI sounds: synthesised, lazy, and silent when the setting is off."""

import pygame

from game.ui import sound


def test_tone_has_one_16_bit_sample_per_tick_per_frequency():
    data = sound._tone((440, 880), 0.01, 0.5)
    assert len(data) == 2 * 2 * int(sound.RATE * 0.01)


def test_sound_off_never_starts_the_mixer(monkeypatch):
    monkeypatch.setattr(sound, "_broken", False)
    monkeypatch.setattr(sound, "_sounds", {})
    started = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: started.append(1))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    sound.play("click", enabled=False)
    assert started == []
    sound.play("click", enabled=True)
    assert started == [1]

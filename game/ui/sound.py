"""Tiny UI sounds synthesised at first use (no sound files to license or load).

The mixer starts lazily on the first sound, so start-up never pays for audio, and a
machine without audio just stays silent.
"""

from __future__ import annotations

import math
from array import array

import pygame

RATE = 22050
_sounds: dict[str, pygame.mixer.Sound] = {}
_broken = False

# name -> (frequencies in Hz played one after another, seconds each, volume)
VOICES = {
    "click": ((880,), 0.03, 0.25),
    "error": ((220, 180), 0.07, 0.35),
    "turn": ((660, 880), 0.06, 0.25),
    "win": ((523, 659, 784, 1047), 0.09, 0.3),
}


def _tone(freqs: tuple[int, ...], seconds: float, volume: float) -> bytes:
    samples = array("h")
    n = int(RATE * seconds)
    for f in freqs:
        for i in range(n):
            fade = min(1.0, (n - i) / (0.3 * n))  # short release so tones do not click
            samples.append(int(32767 * volume * fade * math.sin(math.tau * f * i / RATE)))
    return samples.tobytes()


def play(name: str, enabled: bool = True) -> None:
    global _broken
    if not enabled or _broken:
        return
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        sound = _sounds.get(name)
        if sound is None:
            sound = pygame.mixer.Sound(buffer=_tone(*VOICES[name]))
            _sounds[name] = sound
        sound.play()
    except pygame.error:
        _broken = True  # no audio device: stay silent rather than fail

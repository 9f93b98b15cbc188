"""The bare baseline: pygame-ce + pygame-gui, one window, one button, one frame."""

import os
import sys
import time

T0 = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402
import pygame_gui  # noqa: E402

pygame.display.init()
pygame.font.init()
window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 720), enable_live_theme_updates=False)
pygame_gui.elements.UIButton(pygame.Rect(490, 300, 300, 52), "Hello", manager=manager)
manager.update(0)
window.fill((11, 16, 32))
manager.draw_ui(window)
pygame.display.flip()
print(f"smoke ok {(time.perf_counter() - T0) * 1000:.0f}")
if "--loop" in sys.argv:  # idle baseline: redraw every frame at 60 fps
    clock = pygame.time.Clock()
    end = time.perf_counter() + float(sys.argv[-1])
    c0 = time.process_time()
    while time.perf_counter() < end:
        pygame.event.get()
        manager.update(clock.tick(60) / 1000)
        window.fill((11, 16, 32))
        manager.draw_ui(window)
        pygame.display.flip()
    print(f"cpu {100 * (time.process_time() - c0) / float(sys.argv[-1]):.2f}")

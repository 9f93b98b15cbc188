"""The drawn 404: Law Not Found table (ship_scene.Law404Scene, declared in the registry).

ship_scene.py (the TableScene: state, gestures, buttons, prompt), board_drawing.py (what it
draws and caches), names.py (every printed word), geometry.py (where things go), ship.py
(the board and its counters), pieces.py (counter art), panels.py (event and robot boards),
cards.py (card art), program.py (secret programming), rearrange.py (reordering a stack),
choices.py (gestures -> actions), playback.py (watchable resolution), ending.py (the end).
"""

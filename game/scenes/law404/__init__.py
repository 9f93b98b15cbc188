"""The drawn 404: Law Not Found table (ship_scene.Law404Scene, declared in the registry).

names.py (every printed word), geometry.py (where things go), ship.py (the board and its
counters), pieces.py (counter art), panels.py (event and robot boards), cards.py (card art),
program.py (secret programming), choices.py (gestures -> actions), playback.py (watchable
resolution)."""

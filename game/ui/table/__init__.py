"""The parts the table base (game/ui/table_scene.py) owns, one job each, so the base itself
stays the glue between a table and them:

    playback.py      the events of each applied move, shown one at a time (pause, step, skip)
    undo.py          taking back a move, this sitting's moves and their log lines
    suggestions.py   the Suggest button: the hard bot's choice, thought about off the UI thread
    bot_turns.py     bots' moves at one pace; a bot that fails is said once, the table runs on
    ending.py        the end of the game: the end screen, its buttons, playing again
    privacy.py       who may see what now (hotseat hand-overs, the viewing seat)
    frame_cache.py   one cached full-window layer, repainted only when what it shows changed

Each part is given the scene and reads what it needs from it (its session, log, toasts,
hooks); none imports a scene.
"""

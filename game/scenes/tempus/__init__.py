"""The Trouble on the Tempus table: the drawn ship deck, crew sheets, disasters you can watch.

`tempus_scene.TempusScene` is the table (declared in the registry) and the glue between its
parts: `layout` places things, `controls` builds the buttons, `drawing` paints the table
(`deck_art` the static deck, `deck_view` the tokens on it, `panels` the sheets and the
status strip, `reports` the Damage Report and timeline), `playback` shows each move, and
`moves` turns gestures into legal actions through the engine (no pygame).
"""

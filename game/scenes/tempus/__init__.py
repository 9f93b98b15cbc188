"""The Trouble on the Tempus table: the drawn ship deck, crew sheets, disasters you can watch.

`tempus_scene.TempusScene` is the table (declared in the registry); `layout` places things,
`deck_art` paints the static deck, `deck_view` the tokens on it, `panels` the sheets and the
status strip, `moves` turns gestures into legal actions (no pygame).
"""

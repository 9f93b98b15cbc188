"""Assembly's table: the playable clock ring (declared in the registry as
`game.scenes.assembly.scene:AssemblyScene`).

Modules, one job each: ring_layout (where bays sit), art + ring_view (drawing),
ring_input (mouse gestures on the shared drag toolkit), commands (gesture -> legal action),
controls (buttons), panels (deck gauge, piles), animations, hint, end_screen; ring_scene
ties them together on the shared TableScene.
"""

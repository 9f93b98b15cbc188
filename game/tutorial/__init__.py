"""Learn to play: chapters of a guided first game, each a real seeded game on the real table
with a coach (docs/architecture.md, "Tutorials").

- `script`: the chapter files `levels/<game>/tutorial/*.toml` -> `Chapter`s, validated.
- `vocabulary`: the named conditions, action filters and lit spots a script may use, per
  game (`law404` ... hold each game's own), read from engine state only.
- `lesson`: a chapter being played: its step, what a move means to the step, resuming.
- `coach`: the part a table owns when its session is a lesson (text box, pulse, pace).
- `progress`: ticks and half-done chapters in the profile.
"""

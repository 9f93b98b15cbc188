"""Rules of Trouble on the Tempus, one module per rulebook section. Each holds its section's
conditions (`*_refusal`: None when allowed, else the sentence why not; `*_choices`: what
they allow), which the rule walk (legal.py) assembles, and the functions that change the
Game once an action is allowed."""

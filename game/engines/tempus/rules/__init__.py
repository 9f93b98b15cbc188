"""Rules of Trouble on the Tempus, one module per rulebook section. Each function takes the
Game and changes it; legality is decided by the rule walk (legal.py) before any of these run."""

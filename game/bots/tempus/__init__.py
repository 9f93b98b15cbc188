"""Trouble on the Tempus bots: random, easy, normal (a team plan read from the shared
view, < 1 ms a decision) and hard (the normal crew's best few moves each tried over
sampled futures). The deck's order is the only secret; the crew remembers the cards it
saw come up (`memory.DeckMemory`), which after a Time Jump tells it what comes next.
"""

from game.bots.random_bot import UniformRandomBot
from game.bots.tempus.crew import CrewBot, EasyCrewBot
from game.bots.tempus.hard import HardCrewBot

BOTS = {"random": UniformRandomBot, "easy": EasyCrewBot, "normal": CrewBot, "hard": HardCrewBot}
ALIASES = {"crew": "normal"}
"""Level names of earlier versions, still found in saves."""

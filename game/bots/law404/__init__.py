"""404: Law Not Found bots: random, easy, normal (a planner over its own cards, < 50 ms a
decision) and hard (the planner's best programs compared over many sampled worlds in
which every robot acts). Every level decides from an Observation only; worlds it plays
forward are sampled from its view (`law404.determinize`).
"""

from game.bots.law404.hard import HardBot
from game.bots.law404.normal import EasyBot, NormalBot
from game.bots.random_bot import UniformRandomBot

BOTS = {"random": UniformRandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
ALIASES = {"greedy": "normal"}
"""Level names of earlier versions, still found in saves."""

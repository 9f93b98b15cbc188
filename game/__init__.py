"""Starboard: a digital table for three space board games."""

__version__ = "0.1.0"

"""Bots choose actions through the same public engine API a player uses."""

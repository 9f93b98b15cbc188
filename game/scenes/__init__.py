"""App screens: menus, setup, rules viewer, and one board scene per game."""

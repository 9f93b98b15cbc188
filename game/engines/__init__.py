"""Pure-Python rules engines. Nothing under this package imports pygame or does I/O
other than reading content files handed to it."""

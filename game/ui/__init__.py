"""What the three game scenes share: scene stack, fonts, theme, table toolkit."""

"""A tiny Markdown subset (# ## ### headings, "- " bullets, paragraphs) laid out as lines
of text wrapped to a width. Used by the rules viewer; search works on the plain text."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import fonts


@dataclass
class Line:
    text: str
    style: str  # "h1" "h2" "h3" "bullet" "body" "blank"
    indent: int = 0


STYLE_SIZE = {"h1": 30, "h2": 24, "h3": 20, "body": 17, "bullet": 17, "blank": 10}


def parse(markdown: str) -> list[tuple[str, str]]:
    """Blocks as (style, text); consecutive body lines join into one paragraph."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("body", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            blocks.append(("blank", ""))
        elif stripped.startswith("### "):
            flush()
            blocks.append(("h3", stripped[4:]))
        elif stripped.startswith("## "):
            flush()
            blocks.append(("h2", stripped[3:]))
        elif stripped.startswith("# "):
            flush()
            blocks.append(("h1", stripped[2:]))
        elif stripped.startswith(("- ", "* ")):
            flush()
            blocks.append(("bullet", stripped[2:]))
        elif blocks and blocks[-1][0] == "bullet" and raw.startswith("  ") and not para:
            style, text = blocks[-1]
            blocks[-1] = (style, f"{text} {stripped}")
        else:
            para.append(stripped)
    flush()
    return blocks


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    words = text.split()
    lines: list[str] = []
    current = ""
    for word in words:
        trial = f"{current} {word}".strip()
        if font.size(trial)[0] <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines or [""]


def layout(markdown: str, width: int, scale: float) -> list[Line]:
    out: list[Line] = []
    for style, text in parse(markdown):
        if style == "blank":
            if out and out[-1].style != "blank":
                out.append(Line("", "blank"))
            continue
        size = int(STYLE_SIZE[style] * scale)
        indent = int(22 * scale) if style == "bullet" else 0
        font = fonts.font(size, bold=style.startswith("h"))
        for i, piece in enumerate(wrap(text, font, width - indent)):
            out.append(Line(("• " if style == "bullet" and i == 0 else "  " if style == "bullet" else "") + piece,
                            style, 0 if i == 0 else indent))
    return out


def line_height(line: Line, scale: float) -> int:
    return int(STYLE_SIZE[line.style] * scale * 1.45)

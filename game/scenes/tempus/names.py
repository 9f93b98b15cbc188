"""What the Tempus table says to a player, in the game's words: cards, items, abilities.

Every name comes from content (levels/tempus/); no internal id reaches a sentence. Location
numbers are dealt per game, so card texts name the location too: "Fire in 9 (Engineering)".
"""

from __future__ import annotations

from game.engines.tempus.content import Card, Character, Content, Effect, ItemAbility, ItemType

TOKEN_NAMES = {"fire": "Fire", "fault": "Electrical Fault", "damage": "Damage"}
TOKEN_PLURAL = {"fire": "Fires", "fault": "Electrical Faults", "damage": "Damage"}
SELECTIONS = {
    "all_locations": "every numbered location",
    "bridge": "every bridge station",
    "corridors": "every corridor",
    "with_fire": "every space with Fire",
    "with_crew": "every space with crew in it",
    "highest_with_crew": "the highest-numbered location with crew",
    "lowest_with_crew": "the lowest-numbered location with crew",
    "highest_with_damage": "the highest-numbered location with Damage",
    "lowest_with_damage": "the lowest-numbered location with Damage",
}
WIN_NAMES = {"reinforce_shields": "Reinforce the Shields",
             "distress_call": "Send the Distress Call", "fly_home": "Fly the ship home"}
ROW_CREW = (2, 3, 4, 5)
FIRST_PROMPT = "Who takes the first turn this round?"


def short_name(full: str) -> str:
    """The name on a standee: a character's last word ("Captain Vega" -> "Vega")."""
    return full.split()[-1] if full.split() else full


def initial(full: str) -> str:
    """The letter on a standee: the first of the name it is known by ("Captain Vega" -> "V");
    the crew's names begin with different letters."""
    return short_name(full)[:1].upper()


def where(e: Effect, content: Content, numbers: dict[int, str] | None) -> str:
    """The places an effect points at, in words."""
    names = {s.id: s.name for s in content.ship.spaces}
    if e.numbers:
        parts = []
        for n in e.numbers:
            space = numbers.get(n) if numbers else None
            parts.append(f"{n} ({names[space]})" if space else str(n))
        return " & ".join(parts)
    if e.spaces:
        return " & ".join(names.get(s, s) for s in e.spaces)
    if e.all:
        return "every door"
    return SELECTIONS.get(e.select, "")


def effect_text(e: Effect, content: Content, numbers: dict[int, str] | None = None) -> str:
    """One effect of a card, as the Disaster Card Key would read it."""
    at = where(e, content, numbers)
    do = e.do
    if do in TOKEN_NAMES:
        what = TOKEN_NAMES[do] if e.count == 1 else f"{e.count} {TOKEN_PLURAL[do]}"
        return f"{what} in {at}"
    if do == "spread":
        return f"Fire spreads from {at}"
    if do == "spread_fires":
        return "Every Fire spreads"
    if do == "knockdown":
        return "Everyone is knocked down"
    if do == "discard":
        return "One crew member discards an Equipment item"
    if do == "door":
        return "Every door switches" if e.all else f"The doors of {at} switch"
    if do == "remove":
        what = f"all {TOKEN_NAMES[e.token]}" if e.amount <= 0 else \
            f"{e.amount} {TOKEN_NAMES[e.token]}"
        return f"Remove {what} from {at}"
    if do == "shields":
        return f"Shields {'rise' if e.amount > 0 else 'drop'} by {abs(e.amount)}"
    if do == "wound":
        return f"Every crew member takes {e.amount} wound{'s' if e.amount != 1 else ''}"
    if do == "seal":
        return f"The doors of {at} jam shut until a Time Jump"
    if do == "lose":
        return "The crew blinks out of existence: the game is lost"
    return do.replace("_", " ").capitalize()


def card_lines(card: Card, content: Content, numbers: dict[int, str] | None = None,
               players: int | None = None) -> list[str]:
    """A card's effects, one line each; a Growing Disaster's rows say which crew sizes
    enact them (rows down to the crew size are enacted; a crew of one enacts the first)."""
    if card.kind != "growing":
        return [effect_text(e, content, numbers) for e in card.effects]
    out = []
    for crew, e in zip(ROW_CREW, card.effects, strict=False):
        mark = ""
        if players is not None:
            mark = " *" if crew <= max(2, players) else ""
        out.append(f"{crew} crew: {effect_text(e, content, numbers)}{mark}")
    return out


def card_kind(card: Card) -> str:
    return {"growing": "Growing Disaster", "major": "Major Disaster", "paradox": "Paradox",
            "lost_in_the_void": "Paradox"}.get(card.kind, "")


def ability_sentence(ab: ItemAbility) -> str:
    if ab.do == "remove":
        where_ = "here" if ab.range == "here" else "here or next door"
        text = f"remove up to {ab.amount} {TOKEN_NAMES[ab.token]} {where_}"
    elif ab.do == "heal":
        text = (f"remove up to {ab.amount} of your wounds" if ab.range == "self" else
                f"remove up to {ab.amount} wounds from a crew member here")
    else:
        text = f"+{ab.amount} movement this turn"
    return text + (" (exhausts it)" if ab.exhaust else "")


PASSIVE_TEXT = {"absorb_wound": "Exhausts to cancel a wound.",
                "vacuum_proof": "Not pulled by an Airlock Opening; breathes when Life Support "
                "fails."}


def item_text(t: ItemType) -> str:
    parts = [f"{t.name} ({'Equipment' if t.slot == 'equipment' else 'Wearing'})."]
    if t.action is not None:
        parts.append(f"Action: {ability_sentence(t.action)}.")
    if t.free_action is not None:
        parts.append(f"Free action: {ability_sentence(t.free_action)}.")
    if t.passive:
        parts.append(PASSIVE_TEXT.get(t.passive, ""))
    return " ".join(p for p in parts if p)


SHORT_TOKEN = {"fire": "Fire", "fault": "Fault", "damage": "Damage"}


def ability_label(ch: Character) -> str:
    if ch.ability == "remove_token":
        return f"Clear {SHORT_TOKEN[ch.ability_token]}"
    if ch.ability == "heal":
        return "Heal (ability)"
    return ""

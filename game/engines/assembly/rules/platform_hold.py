"""Platform/Hold (Re-Sequence and Override): a covered bay counts as locked during a Rotate;
any player may cover bays when a Rotate is about to run."""

from __future__ import annotations


def offer_hold(g, item: dict, option: str | None) -> None:
    seat = item["seat"]
    if "platform_hold" not in g.hands[seat]:
        return
    if option is None:
        free = [f"bay:{b + 1}" for b in range(g.nbays) if not g.locked[b] and b not in g.holds]
        g._ask_choice(seat, "support_hold",
                      "A Rotate is about to run: cover a bay with Platform/Hold, or skip.",
                      ["skip"] + free, item)
        return
    if option == "skip":
        return
    bay = int(option[4:]) - 1
    g.hands[seat].remove("platform_hold")
    g.discard.append("platform_hold")
    g.holds.append(bay)
    g._log("hold", "Player {} holds bay {}.", seat + 1, bay + 1)
    g.queue.insert(0, item)  # they may play another one

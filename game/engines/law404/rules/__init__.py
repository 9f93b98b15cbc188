"""The 404 rules, one module per rulebook section.

    items        Components, Item Reference, Counter Start Positions, Equipment
    draft        Directive Draft
    turn         Turn Sequence: start of turn, dealing action cards, chips
    events       Reveal Event and Resolve Event
    humans       Human and Monkey Turn
    robot_turn   Robot Turn: programming, priority, Pickup/Putdown, Rearrange, Open/Close,
                 Activate, and the dispatcher from an action to its rule (`play`)
    shoving      Move and Shoving (and stealing from a shoved robot)
    machines     Activate: Machine Activation Effects, the Alien Artefact
    directives   Winning the Game
    endless      Variant Rule: Endless Directives

Each module that answers a decision also holds that decision's conditions: a function per
condition kind returning None (allowed) or the sentence why not, from which legal.py lists
the legal actions and explains refusals. Rule modules import Game only for type checking.
"""

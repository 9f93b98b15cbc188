"""levels/law404 content: the real files load (broken files: tests/content/test_bad_levels.py)."""

def test_rule_content_loads_and_is_complete(content):
    assert len(content.directives) == 30
    verbs = {d.split("_")[0] for d in content.directives}
    assert verbs == {"improvise", "hide", "destroy", "empower", "explore"}
    assert len({c.priority for c in content.action_cards.values()}) == len(content.action_cards)
    assert len(content.action_cards) >= 31
    assert any(c.highlighted for c in content.action_cards.values())
    assert sum(e.kind == "anomaly" for e in content.events.values()) >= 8
    assert "categorical_imperative" in content.events
    assert len(content.chips) >= 8 and len(content.room_cards) == 8
    assert all(d.flavour for d in content.directives.values())

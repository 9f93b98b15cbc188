"""The player profile: records per difficulty, streaks, profile achievements, bad files."""

from __future__ import annotations

from game.profile import Profile, load_profile, save_profile


def test_streaks_and_bests_are_kept_per_difficulty(tmp_path):
    p = Profile()
    p.record_assembly("g1", True, 26, "hard", [], "A", False)
    p.record_assembly("g2", True, 22, "hard", [], "B", False)
    r = p.record_assembly("g3", True, 24, "hard", [], "C", False)
    assert r.streak == 3 and r.best_score == 26 and not r.new_best
    assert set(r.new_achievements) == {"survivor", "lucky_streak"}
    r = p.record_assembly("g4", False, 12, "standard", [], "", False)
    assert r.streak == 0 and p.assembly["streak"]["hard"] == 3
    save_profile(tmp_path, p)
    again = load_profile(tmp_path)
    assert again.assembly["best_score"] == {"hard": 26, "standard": 12}
    assert again.is_recorded("g3")


def test_an_unreadable_profile_starts_fresh(tmp_path):
    (tmp_path / "profile.json").write_text("{not json", encoding="utf-8")
    assert load_profile(tmp_path).assembly["games"] == 0
    (tmp_path / "profile.json").write_text('{"assembly": {"games": "many"}}', encoding="utf-8")
    assert load_profile(tmp_path).assembly["games"] == 0

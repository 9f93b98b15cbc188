"""Learn to play's ticks and half-done chapters in the profile: kept, and a hand-edited
tutorial record is set aside like any other bad field, never crashing the list."""

from __future__ import annotations

from game.profile import Profile, load_profile, save_profile
from game.tutorial import progress


class _Lesson:
    def __init__(self, finished: bool):
        self.finished = finished
        self.chapter = type("C", (), {"key": "law404/draft"})()

    def record(self):
        return {"actions": ["keep hide_war"], "step": 2}


def test_a_half_done_chapter_is_kept_and_a_finished_one_ticked(starboard_home):
    starboard_home.mkdir(parents=True, exist_ok=True)
    progress.keep(starboard_home, _Lesson(False))
    assert progress.resume_record(starboard_home, "law404/draft") == \
        {"actions": ["keep hide_war"], "step": 2}
    assert progress.finished(starboard_home) == set()
    progress.keep(starboard_home, _Lesson(True))
    assert progress.finished(starboard_home) == {"law404/draft"}
    assert progress.resume_record(starboard_home, "law404/draft") is None


def test_a_malformed_tutorial_record_is_a_bad_field_that_starts_blank(starboard_home):
    data = Profile().to_dict()
    data["tutorial"] = {"done": "law404/draft", "resume": {}}
    profile, bad = Profile.read(data)
    assert bad == ["tutorial"] and profile.tutorial == {"done": [], "resume": {}}
    old = Profile().to_dict()
    del old["tutorial"]  # a profile from before Learn to play
    assert Profile.read(old) == (Profile(), [])
    starboard_home.mkdir(parents=True, exist_ok=True)
    save_profile(starboard_home, profile)
    assert load_profile(starboard_home).tutorial == {"done": [], "resume": {}}

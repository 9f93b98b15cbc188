"""The release workflow (.github/workflows/release.yml) cannot run here, so it is checked
here: against GitHub's workflow schema, its shell steps through shellcheck, and for what it
must do on every desktop: build the one-folder app, run the frozen selfcheck headless,
then pack the installer from what it tested."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from tests.build.conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, f"{name} is a dev dependency (pyproject.toml): `make test` installs it"
    return found


@pytest.fixture(scope="module")
def workflow():
    return YAML(typ="safe").load(WORKFLOW.read_text())


def test_the_release_workflow_passes_the_github_workflow_schema():
    run = subprocess.run([_tool("check-jsonschema"), "--builtin-schema",
                          "vendor.github-workflows", str(WORKFLOW)],
                         capture_output=True, text=True)
    print(run.stdout + run.stderr)
    assert run.returncode == 0, run.stdout + run.stderr


def _steps(job):
    return [(i, step) for i, step in enumerate(job["steps"])]


def _env(workflow, job, step, key):
    for scope in (step, job, workflow):
        if key in scope.get("env", {}):
            return scope["env"][key]
    return None


def _first(job, pattern):
    return next((i for i, step in _steps(job) if re.search(pattern, step.get("run", ""))), None)


PACKS = {"linux": r"make package", "windows": r"ISCC|iscc", "macos": r"make_dmg\.sh"}


def test_every_release_job_runs_the_frozen_selfcheck_headless_before_packing(workflow):
    jobs = workflow["jobs"]
    assert set(jobs) == set(PACKS), "one job per desktop: Linux, Windows, macOS"
    for name, job in jobs.items():
        built = _first(job, r"make dist|PyInstaller .*build/starboard\.spec")
        selfcheck = _first(job, r"build/dist/\S*starboard(\.exe)? --selfcheck")
        packed = _first(job, PACKS[name])
        assert built is not None, f"{name} does not build the one-folder app"
        assert selfcheck is not None, f"{name} does not run the frozen --selfcheck"
        assert packed is not None, f"{name} does not pack its installer"
        assert built < selfcheck < packed, (
            f"{name}: build, then the frozen selfcheck, then the installer from what passed")
        step = job["steps"][selfcheck]
        assert _env(workflow, job, step, "SDL_VIDEODRIVER") == "dummy", (
            f"{name}'s selfcheck must run with the dummy video driver (no display on a runner)")
        after = [s.get("run", "") for s in job["steps"][packed + 1:]]
        assert any("--selfcheck" in run for run in after), (
            f"{name} must run what it packed (installed or from the disk image) again")


def test_the_release_builds_on_the_oldest_ubuntu_windows_and_both_macs(workflow):
    jobs = workflow["jobs"]
    assert jobs["linux"]["runs-on"] == "ubuntu-22.04", (
        "the oldest supported image: the bundled libpython needs the build machine's glibc")
    assert jobs["windows"]["runs-on"].startswith("windows-")
    macs = {entry["arch"]: entry["runner"]
            for entry in jobs["macos"]["strategy"]["matrix"]["include"]}
    assert set(macs) == {"arm64", "x86_64"}
    assert jobs["macos"]["runs-on"] == "${{ matrix.runner }}"


def _bash_blocks(workflow):
    """Each `run:` that runs in bash, with the ${{ }} expressions GitHub fills in replaced
    by a plain word, as actionlint checks them."""
    for name, job in workflow["jobs"].items():
        default = job.get("defaults", {}).get("run", {}).get("shell", "bash")
        for i, step in _steps(job):
            if "run" in step and step.get("shell", default) == "bash":
                yield f"{name} step {i + 1}", re.sub(r"\$\{\{[^}]*\}\}", "x", step["run"])


def test_the_workflows_shell_steps_and_scripts_pass_shellcheck(workflow, tmp_path):
    scripts = [ROOT / ".ci" / "run", ROOT / "build" / "macos" / "make_dmg.sh"]
    for label, body in _bash_blocks(workflow):
        script = tmp_path / (re.sub(r"\W", "_", label) + ".sh")
        script.write_text("#!/usr/bin/env bash\nset -eo pipefail\n" + body)
        scripts.append(script)
    assert len(scripts) > 10
    run = subprocess.run([_tool("shellcheck"), *map(str, scripts)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_windows_installer_installs_the_one_folder_build_and_keeps_the_saves():
    script = (ROOT / "build" / "windows" / "starboard.iss").read_text()
    assert re.search(r'^Source: "build\\dist\\starboard\\\*"; DestDir: "\{app\}"', script, re.M)
    assert "SourceDir=..\\..\n" in script, "paths are from the repository's root"
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", script, re.M), "one id: upgrades in place"
    assert "[UninstallDelete]" not in script, "the uninstaller removes only what it installed"
    assert "{localappdata}\\Starboard" not in script, "the saves folder is never the app's"
    assert "{autoprograms}\\Starboard" in script, "a Start menu entry"

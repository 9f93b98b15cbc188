"""The menu entry and software-centre metadata the Linux packages install (build/linux/)."""

import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET

import pytest

from tests.build.conftest import ROOT


def test_the_menu_entry_runs_the_installed_command_with_the_installed_icon(package):
    entry = package.desktop_entry(package.DESKTOP_FILE.read_text())
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Starboard"
    # /usr/bin/starboard in the .deb, ~/.local/bin/starboard by the .tar.gz's note
    assert package.exec_argv(entry["Exec"]) == [package.NAME]
    assert entry["Icon"] == package.NAME, "the icon is looked up by the name the theme holds"
    assert entry["Terminal"] == "false", "a double-click must not open a terminal"
    assert "Game" in entry["Categories"].split(";"), "menus file games under Game"
    assert entry["StartupWMClass"] == package.NAME, "the window is matched to its entry"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"),
                    reason="desktop-file-utils is not installed (.ci/run installs it)")
def test_the_menu_entry_passes_desktop_file_validate(package):
    run = subprocess.run(["desktop-file-validate", str(package.DESKTOP_FILE)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


def _metainfo(package):
    return ET.parse(package.METAINFO_FILE).getroot()


def test_the_metainfo_names_the_entry_the_command_and_this_version(package):
    root = _metainfo(package)
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == package.APP_ID
    assert package.METAINFO_FILE.name == f"{package.APP_ID}.metainfo.xml"
    assert root.find("launchable[@type='desktop-id']").text == package.DESKTOP_FILE.name
    assert root.findtext("provides/binary") == package.NAME
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    releases = [r.get("version") for r in root.iter("release")]
    assert releases and releases[0] == version, (
        f"the newest <release> in {package.METAINFO_FILE.name} must be {version}")
    assert root.find("content_rating") is not None, "software centres hide unrated apps"
    assert root.findtext("project_license") == "MIT"


@pytest.mark.skipif(not shutil.which("appstreamcli"),
                    reason="appstream is not installed (.ci/run installs it)")
def test_the_metainfo_passes_appstreamcli_validate(package):
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(package.METAINFO_FILE)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr

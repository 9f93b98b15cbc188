"""The build scripts are loaded from their files: build/ is a folder of scripts, not a
package (an installed `build` distribution would shadow it as one)."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str):
    spec = importlib.util.spec_from_file_location(f"starboard_build_{name}",
                                                  ROOT / "build" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def package():
    return load_script("package")


@pytest.fixture(scope="session")
def make_icon():
    return load_script("make_icon")


@pytest.fixture(scope="session")
def fit_tempus():
    return load_script("fit_tempus")

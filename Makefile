# Starboard. On a fresh machine: `make run` plays, `make test` tests. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test bench dist package lint smoke simulate validate clean screenshots soak

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	$(HEADLESS) $(PY) -m pytest

soak: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -m soak -q

# `make bench` draws with the dummy driver; `make bench BENCH=--display` on the X server
# in DISPLAY (Xvfb :99 here).
bench: $(STAMP)
	$(PY) build/bench.py $(BENCH)

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath build/dist --workpath build/work build/starboard.spec

# `make package` packs the one-folder build as it is when nothing it is made of is newer
# (CI runs `make dist` first and must not build it twice).
DIST_EXE := build/dist/starboard/starboard
APP_SOURCES := main.py pyproject.toml build/starboard.spec \
	$(shell find game assets levels -type f -not -path '*/__pycache__/*' 2>/dev/null)

$(DIST_EXE): $(STAMP) $(APP_SOURCES)
	$(MAKE) dist

package: $(DIST_EXE)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) build/package.py

smoke: dist
	$(HEADLESS) build/dist/starboard/starboard --smoke

lint: $(STAMP)
	$(VENV)/bin/ruff check game tests main.py build

validate: $(STAMP)
	$(PY) main.py validate-levels

screenshots: $(STAMP)
	$(PY) build/screenshots_assembly.py
	$(PY) build/screenshots_law404.py
	$(PY) build/screenshots_tempus.py
	$(PY) build/screenshots_ui.py
	$(PY) build/screenshots_tutorial.py
	$(PY) build/screenshots_why.py

clean:
	rm -rf build/dist build/work build/bench build/package .pytest_cache

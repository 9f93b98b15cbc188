# Starboard. On a fresh machine: `make run` plays, `make test` tests. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test bench dist lint smoke simulate validate clean screenshots soak

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

bench: $(STAMP)
	$(PY) build/bench.py

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath build/dist --workpath build/work build/starboard.spec

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

clean:
	rm -rf build/dist build/work build/bench .pytest_cache

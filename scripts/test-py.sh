#!/usr/bin/env bash
# The Python package (resistance-py) from outside Rust: builds the abi3 wheel with
# maturin in release, installs it into a fresh virtual environment (as a user would),
# then runs mypy --strict over the package and its stubs and the pytest suite
# (PettingZoo's api_test, masks, non-interference, text, VectorGames) against the
# installed wheel. Installs are skipped when the pinned versions are there already.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
source scripts/tools.sh

PYTHON=${PYTHON:-python3}
TOOLS=target/py/tools        # maturin, pytest, mypy, pettingzoo: kept between runs
FRESH=target/py/fresh        # made anew each run: the wheel's own install
WHEELS=target/py/wheels
REQUIREMENTS=resistance-py/requirements-test.txt

step "tools: a venv with the pinned build and test requirements"
# Debian's Python makes venvs only with its python3-venv package (ensurepip).
"$PYTHON" -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
[[ -x $TOOLS/bin/python ]] || "$PYTHON" -m venv "$TOOLS"
# pip itself skips what is installed at the pinned version; --disable-pip-version-check
# keeps it off the network when nothing is missing.
if ! "$TOOLS/bin/python" - "$REQUIREMENTS" <<'PY'
import sys
from importlib.metadata import version, PackageNotFoundError
for line in open(sys.argv[1]):
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, wanted = line.split("==")
    try:
        if version(name) != wanted:
            sys.exit(1)
    except PackageNotFoundError:
        sys.exit(1)
PY
then
  "$TOOLS/bin/pip" install --disable-pip-version-check -q -r "$REQUIREMENTS"
fi

step "build the wheel (maturin, release, abi3)"
rm -rf "$WHEELS"
# PYO3_BUILD_EXTENSION_MODULE: the same as the crate's extension-module feature,
# said here too for maturin's own checks.
PYO3_BUILD_EXTENSION_MODULE=1 nice "$TOOLS/bin/maturin" build --release --quiet \
  -m resistance-py/Cargo.toml --out "$WHEELS"
wheel=$(ls "$WHEELS"/resistance_engine-*-cp39-abi3-*.whl)
echo "$wheel"

step "a fresh venv installs the wheel (pip install, as the README shows)"
"$PYTHON" -m venv --clear "$FRESH"
"$FRESH/bin/pip" install --disable-pip-version-check -q "$wheel"
"$FRESH/bin/python" -c 'import resistance_engine as r; g = r.Game.create({"players": 5}); print("imported", r.__name__, "players", g.players)'

step "the tools' venv tests the wheel: mypy --strict over the package, stubtest of its stubs"
"$TOOLS/bin/pip" install --disable-pip-version-check -q --force-reinstall --no-deps "$wheel"
# The package as installed (py.typed, _native.pyi), from outside the source tree.
(cd target/py && tools/bin/mypy --strict --no-incremental -p resistance_engine)
# The native module's stubs against the module itself: every class, method and
# parameter the stubs name is there, with the same signature.
(cd target/py && tools/bin/python -m mypy.stubtest resistance_engine._native)

step "pytest: PettingZoo api_test, masks, non-interference, text, VectorGames, Ray"
# Run from the tests folder against the installed wheel, not the source tree. Exit
# status 5 (no tests collected) fails the step like any other non-zero status.
(cd resistance-py/tests && "../../$TOOLS/bin/python" -m pytest -q -p no:cacheprovider)
step_end

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

# Each test compiles as if for the first time: Inductor's FX-graph and AOTAutograd caches off (a
# hit skips the verifier, and an entry written by another test, or another run, would answer a
# test that changes the verifier). tests/test_caching.py turns them on in its own processes.
os.environ.setdefault("TORCHINDUCTOR_FX_GRAPH_CACHE", "0")
os.environ.setdefault("TORCHINDUCTOR_AUTOGRAD_CACHE", "0")


class Analysed:
    """Each program of the table captured and analysed once per session."""

    def __init__(self):
        self._cache = {}

    def __call__(self, prog):
        if prog.name not in self._cache:
            import verifier
            from verifier.compiler.inductor import annotate

            gm = prog.capture()
            code_before = gm.code
            report = verifier.analyze(gm)
            report.name = prog.name
            annotate(report, gm)
            self._cache[prog.name] = (gm, report, code_before)
        return self._cache[prog.name]


@pytest.fixture(scope="session")
def analysed():
    return Analysed()

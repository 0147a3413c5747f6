import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


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

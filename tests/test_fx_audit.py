"""The audit of a second reinplacing heuristic: torch.fx.passes.reinplace (functionalization's own
pass) beside every proof, on the cases of PyTorch's own tests of it and on aten ops written in place."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import aten_programs
import fx_reinplace_programs
from verifier import force, reinplace
from verifier.running.execution import compare
from verifier.surfaces.audit import FX, audit_program
from verifier.integration.capture import capture_program

# one worker computes the module's audit of the FX tests once (a module fixture), under xdist too
pytestmark = pytest.mark.xdist_group("test_fx_audit")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def fx_tests():
    return {p.name: audit_program(p, against=FX) for p in fx_reinplace_programs.PROGRAMS}


def _rows(result):
    return {(row.node, row.arg): (row.inductor, row.verdict, row.klass) for row in result.rows}


def test_fx_rewrites_execute_as_the_functional_graph_and_each_is_proven(fx_tests):
    for name, result in fx_tests.items():
        assert result.error is None and result.inductor_execution == "", (name, result.error, result.inductor_execution)
        for row in result.rows:
            assert row.klass != "unproven", (name, row)
            if row.inductor == "reinplace":  # everything the fx pass reinplaces, the verifier proves
                assert row.verdict == "safe" and row.klass == "agree", (name, row)


def test_the_cases_of_the_fx_tests_are_decided_as_their_comments_argue(fx_tests):
    # test_reinplace_basic: the add on the program's own tensor goes in place
    assert _rows(fx_tests["add_on_clone"])[("add_1", "self")] == ("reinplace", "safe", "agree")
    # test_reinplace_with_view: the first add must not (an alias of its input is read later), the second may
    rows = _rows(fx_tests["add_with_view_used_later"])
    assert rows[("add_1", "self")][1:] == ("unsafe", "agree") and rows[("add_2", "self")] == ("reinplace", "safe", "agree")
    # test_reinplace_different_metadata: ge would have to retype its input to bool
    assert _rows(fx_tests["comparison_changes_dtype"])[("ge", "self")][1:] == ("unsafe", "agree")
    # test_..._invalid2: the fx pass keeps the add out of place because its result is scattered into
    # another view; the add itself writes a byte that nothing reads after: proven, and fx misses it
    assert _rows(fx_tests["scatter_into_another_view"])[("add_1", "self")] == ("clone", "safe", "fx reinplace missed")


@pytest.mark.parametrize("prog", fx_reinplace_programs.PROGRAMS, ids=lambda p: p.name)
def test_what_the_verifier_proves_there_executes_identically(prog):
    gm = capture_program(prog)
    new, report = reinplace(gm)
    assert compare(gm, new, list(prog.inputs())) is None
    for c in report.candidates:
        if c.verdict.value == "safe" and not c.applied:  # proven and left to Inductor: forced
            assert compare(gm, force(gm, report, c), list(prog.inputs())) is None, c.line()


def test_fx_never_writes_the_callers_accumulator_and_has_no_out_forms():
    result = audit_program(next(p for p in aten_programs.PROGRAMS if p.name == "gradients_by_chunk"), against=FX)
    klasses = sorted(row.klass for row in result.rows)
    # the second addmm accumulates into the first's result (fx agrees); the first into the caller's
    # grad_w (fx never mutates an input); the two GEMMs into grad_x's rows (fx has no out= form);
    # of the two scatters of those rows into grad_x, fx writes the second into its base and keeps the
    # first's result, which the proof shows needless too
    assert klasses == ["agree", "agree", "beyond fx reinplace", "beyond fx reinplace", "fx reinplace missed",
                       "fx reinplace missed"]


def test_the_fx_audit_runs_from_the_command_line(tmp_path):
    out = tmp_path / "fx.json"
    r = subprocess.run([sys.executable, "-m", "verifier", "audit", "--against", "fx", "tests/fx_reinplace_programs.py",
                        "--json", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    assert ("fx reinplace's own rewrite executed against the functional graph (program instances in order, "
            "the example's sizes): 0 of 11 programs differ") in r.stdout
    assert "| fx reinplace unsound | 0 |" in r.stdout
    data = json.loads(out.read_text())
    assert len(data["programs"]) == 11

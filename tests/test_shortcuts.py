"""The analysis' shortcuts change no answer: every program of the ground-truth table, the corpus
and the Liger-Kernel corpus gets the same verdicts, reasons, links and erased copies as the
exhaustive analysis, which checks every later read of a written storage against every write in
between (the obligations as the design states them, before the index and the covering-write
shortcut made them linear in the graph)."""

import pytest

import verifier
from liger_programs import PROGRAMS as LIGER
from programs import PROGRAMS as TABLE
from verifier.corpus import PROGRAMS as CORPUS
from verifier.integration.capture import capture_program


def decisions(report):
    return ([(c.node, c.arg, c.verdict.value, c.reason, c.applied) for c in report.candidates],
            [(link.node, link.verdict.value, link.reason) for link in report.links],
            report.erased_copies)


@pytest.mark.parametrize("prog", [pytest.param(p, marks=pytest.mark.xdist_group("fused_linear_cross_entropy"))
                                  if p.name == "fused_linear_cross_entropy_fwd" else p for p in TABLE + CORPUS + LIGER],
                         ids=lambda p: p.name)
def test_shortcuts_change_no_verdict_or_reason(prog, analysed):
    if prog in CORPUS:  # captured here and let go: the session's cache holds what other tests share
        gm = capture_program(prog)
        report = verifier.analyze(gm)
    else:
        gm, report, _ = analysed(prog)
    reference = verifier.analyze(gm, exhaustive=True)
    assert decisions(report) == decisions(reference)
    assert report.solver_checks <= reference.solver_checks

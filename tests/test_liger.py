"""The real-kernel corpus (Liger-Kernel): verdicts, execution of every proven rewrite, and what
an unsafe verdict rests on."""

import pytest

import verifier
from liger_programs import PROGRAMS
from verifier.running.execution import ORDERS, compare
from verifier.compiler.inductor import decidable_nodes
from verifier.integration.capture import capture_program


@pytest.mark.parametrize("prog", [pytest.param(p, marks=pytest.mark.xdist_group("fused_linear_cross_entropy"))
                                  if p.name == "fused_linear_cross_entropy_fwd" else p for p in PROGRAMS],
                         ids=lambda p: p.name)
def test_liger_verdicts_and_execution(prog, analysed):
    gm, report, _ = analysed(prog)
    got = [(c.arg, c.verdict.value) for c in report.candidates if c.form in prog.forms]
    assert got == prog.expect, report.text()
    assert all(c.verdict.value != "unknown" for c in report.candidates)
    new, _ = verifier.reinplace(gm, report)
    for order in ORDERS:
        assert compare(gm, new, list(prog.inputs()), order) is None, (prog.name, order)
    # every node Inductor's pass decides on is a candidate, a link, or said not to be analysed
    covered = {c.node for c in report.candidates} | {link.node for link in report.links} | {n for n, _ in report.not_analysed}
    assert set(decidable_nodes(gm)) <= covered


UNSAFE = [p for p in PROGRAMS if any(v == "unsafe" for _, v in p.expect)]


@pytest.mark.parametrize("prog", UNSAFE, ids=lambda p: p.name)
def test_liger_unsafe_verdicts_say_what_they_rest_on(prog, analysed):
    """An unsafe verdict is reproduced by execution, or rests on the callee contract and says so;
    its counterexample runs the real kernel (imported from Liger, with its module's globals)."""
    _, report, _ = analysed(prog)
    for c in report.candidates:
        if c.verdict.value != "unsafe":
            continue
        rep = c.counterexample.reproduce()
        assert rep.outcome in ("reproduced", "not reproduced"), rep.output
        if rep.outcome == "not reproduced":
            assert "under the callee contract" in c.reason
            assert "from liger_kernel.ops" in c.counterexample.program()


def test_audit_executes_inductors_rewrite_and_finds_the_erased_write_back():
    """On the H200 (Triton 3.6) torch's mutation analysis of Liger's RMSNorm backward reports every
    argument as mutated. dY and dX are one tensor (in_place=True): Inductor reinplaces dY, clones
    dX, and erases the one write-back into the input, which carried dX's result. The decisions
    are proven right one by one; only executing Inductor's rewrite shows it. Simulated here with
    the analysis answer seen there."""
    import io
    import unittest.mock

    import torch
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    from verifier.surfaces import audit

    def every_argument(kernel_idx, constant_args_idx, kwargs, *rest, **kw):
        return [name for name, v in kwargs.items() if isinstance(v, torch.Tensor)]

    prog = next(p for p in PROGRAMS if p.name == "rms_norm_bwd_in_place")
    out = io.StringIO()
    with unittest.mock.patch.object(wrap, "get_mutated_tensors", every_argument):
        (result,) = audit.run([prog], out=out, progress=io.StringIO())
        gm = capture_program(prog)
    # Inductor clones dX; the kernel's TTIR proves it may be written in place too (each instance
    # reads its row of dY before it writes dX there)
    assert {row.arg: row.klass for row in result.rows}["dX_ptr"] == "Inductor missed"
    assert result.inductor_execution.startswith("differs: input dy")
    assert "Inductor-unsound programs (divergence reproduced by execution): rms_norm_bwd_in_place" in out.getvalue()
    new, _ = verifier.reinplace(gm)  # the verifier erases only self-copies: its rewrite is right
    assert compare(gm, new, list(prog.inputs())) is None

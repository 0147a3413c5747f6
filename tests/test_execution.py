"""Execution on the CPU (Triton's interpreter): proven rewrites change nothing, unsafe ones do."""

import pytest
import torch

from programs import PROGRAMS
from verifier.running.execution import ORDERS, compare
from verifier.proof.report import Verdict
from verifier import reinplace

# Every unsafe candidate of the table diverges when rewritten anyway, in some instance order,
# except gathered_in_place: it is unsafe only by the kernel contract (its reads come from loaded
# indices, which the analysis does not follow; the identity index shows no difference).
CONTRACT_ONLY = {"gathered_in_place"}
# (a state-pool kernel races in place only with a repeated slot, which its example inputs do not
# have: tests/test_preconditions.py forces it with one)
UNSAFE = sorted(p.name for p in PROGRAMS if any(v == "unsafe" for _, v in p.expect) and p.name not in CONTRACT_ONLY
                and not p.name.startswith("state_pool"))


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_proven_rewrites_execute_bit_identical(prog, analysed):
    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    kernels = [c for c in report.candidates if c.node.startswith("triton_kernel_wrapper_functional")]
    clones_left = sum(len(n.kwargs["tensors_to_clone"]) for n in new.graph.nodes
                      if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    assert clones_left == sum(not c.applied for c in kernels)  # applied: proven, or behind a run-time check
    assert compare(gm, new, list(prog.inputs())) is None


@pytest.mark.parametrize("name", UNSAFE)
def test_unsafe_rewrites_forced_anyway_diverge(name, analysed):
    prog = next(p for p in PROGRAMS if p.name == name)
    gm, report, _ = analysed(prog)
    import copy

    forced = copy.copy(report)
    forced.candidates = [copy.copy(c) for c in report.candidates]
    for c in forced.candidates:
        c.verdict, c.applied, c.guard = Verdict.SAFE, True, ()
    forced.links, forced.erased_copies = [], []
    new, _ = reinplace(gm, forced)
    assert any(compare(gm, new, list(prog.inputs()), order) is not None for order in ORDERS)


def test_reinplace_leaves_the_input_graph_untouched(analysed):
    prog = next(p for p in PROGRAMS if p.name == "fused_qkv_columns")
    gm, report, code = analysed(prog)
    new, _ = reinplace(gm, report)
    gm.recompile()
    assert gm.code == code
    assert "slice_scatter" not in new.code and "copy_" not in new.code
    assert "tensors_to_clone = []" in new.code


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_rewritten_graph_passes_the_rest_of_inductors_post_grad_passes(prog, analysed):
    from torch._inductor.fx_passes.post_grad import decompose_auto_functionalized, decompose_triton_kernel_wrapper_functional
    from torch._inductor.virtualized import V

    from verifier.running.execution import runnable_kernels

    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    with V.set_fake_mode(gm.meta["verifier"].fake_mode), runnable_kernels(gm):
        decompose_triton_kernel_wrapper_functional(new.graph)
        decompose_auto_functionalized(new.graph)
    new.graph.lint()
    new.recompile()
    # one clone per kernel argument or custom-op base left unproven, none for the proven ones
    # (an unproven aten op simply stays functional)
    def clones(g):
        return [n for n in g.graph.nodes if n.op == "call_function" and "clone" in str(n.target)]

    cloning = [c for c in report.candidates if not c.kernel.startswith(("aten.", "prims."))]
    assert len(clones(new)) - len(clones(gm)) == sum(not c.applied for c in cloning), new.code  # the user's own kept


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
@pytest.mark.parametrize("order", ["reversed", "shuffled"])
def test_proven_rewrites_are_identical_in_other_instance_orders(prog, order, analysed):
    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    assert compare(gm, new, list(prog.inputs()), order) is None


@pytest.mark.parametrize("prog", [p for p in PROGRAMS if p.dynamic], ids=lambda p: p.name)
def test_proven_rewrites_are_identical_at_other_sizes(prog, analysed):
    from verifier.running.execution import inputs_at_other_sizes

    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    others = inputs_at_other_sizes(gm, list(prog.inputs()), 3)
    assert len(others) == 3
    assert {tuple(o[0].shape) for o in others} != {tuple(prog.inputs()[0].shape)}
    for inputs in others:
        for order in ("sequential", "reversed"):
            if compare(gm, gm, inputs, order) is not None:
                continue  # the original itself depends on the order here (two instances write one byte)
            assert compare(gm, new, inputs, order) is None


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_proven_rewrites_left_to_inductor_execute_bit_identical_when_forced(prog, analysed):
    """An aten op's in-place form that is proven and not applied (Inductor writes its own kernel
    in place) is still a claim: forced alone, on top of the applied ones, it changes nothing."""
    from verifier import force

    gm, report, _ = analysed(prog)
    for c in report.candidates:
        if c.verdict is Verdict.SAFE and c.held:
            assert compare(gm, force(gm, report, c), list(prog.inputs())) is None, c.line()

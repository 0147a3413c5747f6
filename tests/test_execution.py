"""Execution on the CPU (Triton's interpreter): proven rewrites change nothing, unsafe ones do."""

import pytest
import torch

from programs import PROGRAMS
from verifier.execution import compare
from verifier.report import Verdict
from verifier.rewrite import reinplace

# Unsafe candidates whose divergence shows with program instances run in order 0, 1, 2, ...
# (overlapping_shifted_back needs another order; same_tensor_twice is unsafe only by the kernel
# contract: its element-wise kernel reads each element before writing it).
DIVERGE_IN_ORDER = {
    "result_after_overwrite", "overlapping_shifted", "clone_removed", "user_clone_removed",
    "reordered_intermediate_read", "stale_intermediate_clone", "reordered_old_read", "symbolic_overlap_by_one",
}


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_proven_rewrites_execute_bit_identical(prog, analysed):
    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    applied = [c for c in report.candidates if c.verdict is Verdict.SAFE]
    clones_left = sum(len(n.kwargs["tensors_to_clone"]) for n in new.graph.nodes
                      if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    assert clones_left == len(report.candidates) - len(applied)
    assert compare(gm, new, list(prog.inputs())) is None


@pytest.mark.parametrize("name", sorted(DIVERGE_IN_ORDER))
def test_unsafe_rewrites_forced_anyway_diverge(name, analysed):
    prog = next(p for p in PROGRAMS if p.name == name)
    gm, report, _ = analysed(prog)
    import copy

    forced = copy.copy(report)
    forced.candidates = [copy.copy(c) for c in report.candidates]
    for c in forced.candidates:
        c.verdict = Verdict.SAFE
    forced.links, forced.erased_copies = [], []
    new, _ = reinplace(gm, forced)
    assert compare(gm, new, list(prog.inputs())) is not None


def test_reinplace_leaves_the_input_graph_untouched(analysed):
    prog = next(p for p in PROGRAMS if p.name == "fused_qkv_columns")
    gm, report, code = analysed(prog)
    new, _ = reinplace(gm, report)
    gm.recompile()
    assert gm.code == code
    assert "slice_scatter" not in new.code and "copy_" not in new.code
    assert "tensors_to_clone = []" in new.code

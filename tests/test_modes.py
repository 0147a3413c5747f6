"""The backend's modes mean what they say, scatter links included, read from the graph Inductor
lowers after the pass: `clones` applies nothing, `gate` exactly Inductor's choices that are
proven, `verified` every proof, `audit` Inductor's own."""

import pytest

from verifier.compiler.inductor import copy_graph, fake_tensor_updater, inductor_rewrite, kernels_in_side_table
from verifier.integration.decide import decide_graph
from verifier.integration.graphs import GraphReport

from programs import PROGRAMS
from verifier.integration.capture import capture_program


def _after_the_pass(mode: str, name: str) -> str:
    """The post-grad graph after the backend's pass in `mode`, as code."""
    from torch._inductor.fx_passes.reinplace import reinplace_inplaceable_ops
    from torch._inductor.fx_utils import FakeTensorUpdater
    from torch._inductor.virtualized import V

    prog = next(p for p in PROGRAMS if p.name == name)
    gm = copy_graph(capture_program(prog))
    info = gm.meta["verifier"]

    def inductor_pass():
        with V.set_fake_mode(info.fake_mode):
            reinplace_inplaceable_ops(fake_tensor_updater(FakeTensorUpdater, gm), gm.graph)

    entry = GraphReport(0, "0/0", "inference", "", mode)
    with kernels_in_side_table(info):  # as during a compile: the kernels are in Dynamo's side table
        decide_graph(mode, entry, gm, inductor_pass, None)
    assert entry.error is None, entry.error
    gm.recompile()
    return gm.code


def _cloned(code: str) -> int:
    return code.count("tensors_to_clone = ['")


@pytest.mark.parametrize("name", ["fused_qkv_columns"])
def test_each_mode_applies_what_it_says(name):
    """fused_qkv_columns: two kernels on column slices of a fused buffer, each scattered back;
    every candidate and link proven, Inductor declines them all."""
    original = capture_program(next(p for p in PROGRAMS if p.name == name)).code
    assert original.count("aten.slice_scatter.default(") == 2 and _cloned(original) == 2
    clones = _after_the_pass("clones", name)
    assert clones.count("aten.slice_scatter.default(") == 2 and _cloned(clones) == 2  # nothing applied
    gate = _after_the_pass("gate", name)
    assert gate.count("aten.slice_scatter.default(") == 2 and _cloned(gate) == 2  # Inductor declined: nothing applied
    verified = _after_the_pass("verified", name)
    assert verified.count("aten.slice_scatter.default(") == 0 and _cloned(verified) == 0  # every proof applied
    audit = _after_the_pass("audit", name)
    assert audit == inductor_rewrite(capture_program(next(p for p in PROGRAMS if p.name == name))).code

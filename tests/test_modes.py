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


def test_a_compile_decides_only_what_it_can_apply_and_applies_the_same():
    """Outside audit mode the in-place and out= forms of aten ops that Inductor lowers itself
    (held anyway, proven or not) are not decided: counted by op, and every rewrite applied, and
    every verdict of what is decided, stays as when all are decided."""
    import aten_programs
    import programs
    from verifier.running.passes import analyze

    undecided = 0
    for prog in [*programs.PROGRAMS, *aten_programs.PROGRAMS]:
        gm = capture_program(prog)
        every, applicable = analyze(gm), analyze(gm, applicable_only=True)
        verdicts = {(c.node, c.arg): c.verdict for c in every.candidates}
        assert {(c.node, c.arg) for c in applicable.candidates if c.applied} == \
            {(c.node, c.arg) for c in every.candidates if c.applied}, prog.name
        assert all(verdicts[(c.node, c.arg)] == c.verdict for c in applicable.candidates), prog.name
        left = {(c.node, c.arg) for c in every.candidates} - {(c.node, c.arg) for c in applicable.candidates}
        # proven and held, or refused: none is applied either way, and each is counted by its op
        assert all(c.held or c.verdict.value != "safe" for c in every.candidates if (c.node, c.arg) in left), prog.name
        assert {c.kernel for c in every.candidates if (c.node, c.arg) in left} == set(applicable.undecided), prog.name
        assert sum(applicable.undecided.values()) == len(left), prog.name
        undecided += len(left)
    assert undecided >= 10  # the table's pointwise ops written in place are among them

"""Custom ops beyond the table: v1 (auto_functionalized) and ops with write-only (Tag.out) arguments."""

import torch
import torch._inductor.config as inductor_config

import verifier
from programs import PROGRAMS
from verifier.memory.effects import build
from verifier.running.execution import ORDERS, compare
from verifier.compiler.inductor import annotate


@torch.library.custom_op("verifier_tests::add_out", mutates_args=("out",), tags=(torch.Tag.out,))
def add_out(x: torch.Tensor, y: torch.Tensor, *, out: torch.Tensor) -> torch.Tensor:
    torch.add(x, y, out=out)
    return out


def out_into_input(x, y):
    t = x * 3
    add_out(y, y, out=x)
    return x + t


def test_write_only_argument_is_neither_read_nor_cloned():
    x, y = torch.arange(8.0), torch.ones(8)
    gm = verifier.capture(out_into_input, x, y)
    op = next(n for n in gm.graph.nodes if "auto_functionalized" in n.name)
    program = build(gm, gm.meta["verifier"].fake_mode)
    x_node = next(n for n in gm.graph.nodes if n.op == "placeholder" and n.name != op.kwargs["x"].name)
    reads = [a.value.name for a in program.accesses if a.node is op]
    assert x_node.name not in reads  # `out` is write-only: the op reads x and y only
    report = verifier.analyze(gm)
    # an out buffer is allocated by the op, not cloned: nothing of the op's to reinplace
    assert [c for c in report.candidates if not c.form] == []
    new, _ = verifier.reinplace(gm, report)
    assert compare(gm, new, [x, y]) is None


def test_auto_functionalized_v1_candidates_per_mutable_argument():
    with inductor_config.patch(enable_auto_functionalized_v2=False):
        from conftest import release_drops_user_clones

        dropped = "unsafe" if release_drops_user_clones() else "safe"  # the clone kept: the op reads it
        for name, expected in (("op_clone_removed", dropped), ("op_disjoint_rows", "safe")):
            prog = next(p for p in PROGRAMS if p.name == name)
            gm = verifier.capture(prog.fn, *prog.inputs())
            assert any(n.target is torch.ops.higher_order.auto_functionalized for n in gm.graph.nodes)
            report = verifier.analyze(gm)
            annotate(report, gm)
            (c,) = [c for c in report.candidates if not c.form]
            assert (c.arg, c.verdict.value) == ("dst", expected)
            assert c.inductor in ("clone", "reinplace")
            new, _ = verifier.reinplace(gm, report)
            for order in ORDERS:
                assert compare(gm, new, list(prog.inputs()), order) is None
            if expected == "unsafe":
                assert c.counterexample.reproduce().reproduced


def scatter_then_zeroed(x, src):
    # pytorch#198094: the scatter's result is observed after x is overwritten
    y = torch.slice_scatter(x, src[1:3], dim=0, start=1, end=3)
    x.zero_()
    return y


def scatter_written_back(x, src):
    x[1:3] = src[1:3]
    return x


def test_scatters_are_proved_like_candidates_with_inductors_decision_beside():
    import copy

    x, src = torch.arange(24.0).reshape(4, 6), torch.arange(-12.0, 12.0).reshape(4, 6)
    gm = verifier.capture(scatter_then_zeroed, x, src)
    report = verifier.analyze(gm)
    annotate(report, gm)
    (link,) = report.links
    assert link.verdict.value == "unsafe" and link.reason.startswith("clobbered result")
    assert link.inductor == "reinplace"  # Inductor's pass reinplaces it: pytorch#198094
    forced = copy.copy(report)
    forced.links = [copy.copy(link)]
    forced.links[0].verdict, forced.links[0].applied = verifier.Verdict.SAFE, True
    new, _ = verifier.reinplace(gm, forced)
    assert compare(gm, new, [x, src]) is not None  # and that changes the result

    gm = verifier.capture(scatter_written_back, x, src)
    report = verifier.analyze(gm)
    annotate(report, gm)
    (link,) = report.links
    assert link.verdict.value == "safe" and report.erased_copies
    new, _ = verifier.reinplace(gm, report)
    assert "slice_scatter" not in new.code and compare(gm, new, [x, src]) is None


def test_a_custom_ops_body_is_traced_in_order_and_replaces_the_contract_only_where_it_can():
    from torch._subclasses.fake_tensor import FakeTensorMode

    from programs import plus_one_op_, sine_into_op_
    from verifier.callees.custom_op import trace_body
    from verifier.corpus.programs import reverse_op_

    with FakeTensorMode():
        a, b = torch.empty(4), torch.empty(4)
    sine = trace_body(sine_into_op_._opoverload, {"src": a, "out": b})
    assert sine.read_before_written("src", "out")  # src.sin() first, then out.copy_
    for op in (reverse_op_, plus_one_op_):  # element by element: reads and writes interleave
        body = trace_body(op._opoverload, {"src": a, "dst": b})
        assert not body.read_before_written("src", "dst")

    @torch.library.custom_op("verifier_test::device_kernel_", mutates_args=("out",))
    def device_kernel_(src: torch.Tensor, out: torch.Tensor) -> None:
        out.copy_(src)

    @device_kernel_.register_kernel("cpu")
    def _(src, out):
        out.copy_(src.flip(0))

    why = trace_body(device_kernel_._opoverload, {"src": a, "out": b})
    assert isinstance(why, str) and "device-specific" in why  # the traced body might not be what runs

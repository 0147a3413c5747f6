"""A writer's fresh output placed in an input that dies there (`running.dead_inputs`): proven and
applied where each byte is read before the same instance writes it, given back its own buffer
where not, and never placed where the input lives on."""

import pytest
import torch
import triton
import triton.language as tl

import verifier
import verifier.backend
from verifier.kernels import copy_plus_one, reverse_into
from verifier.running.dead_inputs import erase_buffers, place, settle
from verifier.running.passes import analyze


@torch.library.custom_op("dead_inputs_test::double_into", mutates_args=("out",))
def double_into(x: torch.Tensor, out: torch.Tensor) -> None:
    out.copy_(x * 2)


@double_into.register_fake
def _(x, out):
    return None


@torch.library.custom_op("dead_inputs_test::shift_into", mutates_args=("out",))
def shift_into(x: torch.Tensor, out: torch.Tensor) -> None:
    for i in range(out.shape[0]):  # row by row: row i of x is read after row i - 1 of out is written
        out[i] = x[i - 1] * 2


@shift_into.register_fake
def _(x, out):
    return None


def doubled_product(x):
    t = x @ x
    out = torch.empty_like(t)
    double_into(t, out)
    return out.cos()


def doubled_product_kept(x):
    t = x @ x
    out = torch.empty_like(t)
    double_into(t, out)
    return out.cos() + t  # t lives on: its bytes are not the output's to take


def shifted_product(x):
    t = x @ x
    out = torch.empty_like(t)
    shift_into(t, out)
    return out.cos()


def compiled(mode, fn, x):
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    backend = verifier.backend.make_backend(mode)
    with torch._inductor.config.patch(force_disable_caches=True):
        out, code = run_and_get_code(torch.compile(fn, backend=backend), x)
    return out, backend.session.graphs, "\n".join(code)


def test_an_output_is_written_into_the_dead_input_the_op_reads_first():
    x = torch.randn(32, 32)
    out, graphs, code = compiled("verified", doubled_product, x)
    torch.testing.assert_close(out, doubled_product(x))
    graph, = graphs
    assert [p.applied for p in graph.placements] == [True]
    assert graph.freed_bytes() == 32 * 32 * 4
    call = next(line for line in code.splitlines() if "double_into.default(" in line)
    first, second = call.split("(", 1)[1].rstrip(")").split(", ")
    assert first == second, f"the op should write the product's own buffer: {call.strip()}"
    assert "outputs placed in a dead input: 1 of 1" in graph.summary()


def doubled_view_of_product_kept(x):
    t = x @ x
    out = torch.empty(t.numel())
    double_into(t.view(-1), out)  # the view dies there, its storage lives on in t
    return out.view(t.shape).cos() + t


@pytest.mark.parametrize("fn", [doubled_product_kept, doubled_view_of_product_kept])
def test_an_input_that_lives_on_is_not_taken(fn):
    x = torch.randn(32, 32)
    out, graphs, _ = compiled("verified", fn, x)
    torch.testing.assert_close(out, fn(x))
    assert graphs[0].placements == []


def test_an_op_that_reads_after_it_writes_keeps_its_own_output_and_no_clone():
    x = torch.randn(8, 8)
    out, graphs, _ = compiled("verified", shifted_product, x)
    torch.testing.assert_close(out, shifted_product(x))
    graph, = graphs
    placement, = graph.placements
    assert not placement.applied and "self-aliasing" in placement.reason
    assert [c for c in graph.report.candidates if c.mutated == placement.source] == []
    assert graph.report.candidates[0].mutated == placement.empty  # its own buffer, written in place


def test_gate_applies_inductors_choices_and_places_nothing():
    x = torch.randn(32, 32)
    out, graphs, _ = compiled("gate", doubled_product, x)
    torch.testing.assert_close(out, doubled_product(x))
    assert graphs[0].placements == []


def plus_one_of_sum(x):
    t = x + x
    out = torch.empty_like(t)
    copy_plus_one(t, out)
    return out


def reversed_sum(x):
    t = x + x
    out = torch.empty_like(t)
    reverse_into(t, out)
    return out


@pytest.mark.parametrize("fn, applied", [(plus_one_of_sum, True), (reversed_sum, False)])
def test_a_triton_kernel_output_is_placed_where_its_ttir_reads_each_element_first(fn, applied):
    x = torch.randn(16)
    gm = verifier.capture(fn, x)
    placements = place(gm)
    report = settle(placements, lambda: analyze(gm), gm)
    erase_buffers(gm, placements)
    placement, = placements
    assert placement.applied is applied and placement.restored is not applied
    if not applied:  # analysed again: its own buffer is the candidate
        assert [c.mutated for c in report.candidates if c.arg == "dst_ptr"] == [placement.empty]
    wrapper = next(n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    dst = wrapper.kwargs["kwargs"]["dst_ptr"]
    assert dst.name == (placement.source if applied else placement.empty)
    if not applied:  # the reversal: another instance reads the element first
        assert "another program instance" in placement.reason
    assert {n.name for n in gm.graph.nodes} >= {placement.source}
    assert (placement.empty in {n.name for n in gm.graph.nodes}) is not applied


def plus_one_into_zeros(x):
    t = x + x
    out = torch.zeros_like(t)
    copy_plus_one(t, out)
    return out


def plus_one_into_half_of_zeros(x):
    from verifier.kernels import copy_plus_one_kernel

    t = x + x
    out = torch.zeros_like(t)
    copy_plus_one_kernel[(2,)](t, out, 8, 1, 1, BLOCK=4)  # the first 8 of 16 elements: the rest stay 0
    return out


@pytest.mark.parametrize("fn, placed", [(plus_one_into_zeros, True), (plus_one_into_half_of_zeros, False)])
def test_a_fill_is_placed_only_where_the_kernel_overwrites_every_element(fn, placed):
    gm = verifier.capture(fn, torch.randn(16))
    placements = place(gm)
    assert bool(placements) is placed
    if placed:
        settle(placements, lambda: analyze(gm), gm)
        assert placements[0].applied and not placements[0].restored


@pytest.mark.parametrize("every_argument_listed", [False, True])
def test_liger_gemma_rms_norm_backward_writes_dx_into_the_dead_dy_and_runs_as_before(every_argument_listed, monkeypatch):
    """`every_argument_listed`: torch's mutation analysis fails on the kernel and lists every argument
    as written (torch 2.11 on Liger 0.8.5's RMSNorm: "assuming every input is mutated"); the
    dead dY is placed all the same, the kernel's TTIR showing it only read."""
    from liger_programs import rms_norm  # Liger's ops, patched to run without a GPU
    from torch._higher_order_ops import triton_kernel_wrap

    if every_argument_listed:
        def unreadable(*args, **kwargs):
            raise RuntimeError("a kernel torch's mutation analysis cannot read")
        monkeypatch.setattr(triton_kernel_wrap, "ttir_to_functions", unreadable)

    from verifier.compiler.inductor import copy_graph
    from verifier.running.execution import compare_graphs
    from verifier.running.rewrite import apply

    def gemma_norm_backward(dy, x, w, rstd):
        dy, x = dy * 2, x * 3  # intermediates that die at the kernel
        return rms_norm.rms_norm_backward(dy, x, w, rstd, 1.0, 1, 16, 4, False, False)  # casting "gemma", dX zeros

    gen = torch.Generator().manual_seed(0)
    args = (torch.randn(8, 16, generator=gen), torch.randn(8, 16, generator=gen), torch.randn(16, generator=gen),
            torch.rand(8, generator=gen) + 1)
    gm = verifier.capture(gemma_norm_backward, *args)
    wrapper = next(n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    assert ("dY_ptr" in wrapper.kwargs["tensors_to_clone"]) is every_argument_listed
    original = copy_graph(gm)
    placements = place(gm)
    report = settle(placements, lambda: analyze(gm), gm)
    assert not any(p.restored for p in placements)
    erase_buffers(gm, placements)
    apply(gm, report)
    (placement,) = placements
    assert placement.applied and placement.source == "mul"  # dX written into dY's own buffer
    wrapper = next(n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    assert wrapper.kwargs["kwargs"]["dX_ptr"].name == "mul" and "dX_ptr" not in wrapper.kwargs["tensors_to_clone"]
    assert not any(n.target is torch.ops.aten.full.default for n in gm.graph.nodes)
    assert compare_graphs(original, gm) == ""


def residual_of_doubled(x):
    t = x @ x
    out = torch.empty_like(t)
    double_into(t, out)
    return out + x


def residual_of_doubled_kept(x):
    t = x @ x
    out = torch.empty_like(t)
    double_into(t, out)
    return out + x, out.sum(0)  # read again after the add: its buffer is not the add's to take


def flipped_residual_of_doubled(x):
    t = x @ x
    out = torch.empty_like(t)
    double_into(t, out)
    return out.flip(0) + x  # each element reads another's: stored in place, a later row reads a result


@pytest.mark.parametrize("fn, buffers", [(residual_of_doubled, 1), (residual_of_doubled_kept, 2),
                                         (flipped_residual_of_doubled, 2)])
def test_a_buffer_written_in_place_is_taken_by_its_last_reader_only_where_nothing_reads_it_after(fn, buffers):
    x = torch.randn(32, 32)
    out, graphs, code = compiled("verified", fn, x)
    torch.testing.assert_close(out, fn(x))
    assert [p.applied for p in graphs[0].placements] == [True]
    big = code.count("empty_strided_cpu((32, 32)")
    assert big == buffers, code[code.index("def call"):]
    assert graphs[0].lowering.inplace == []  # no update was attempted that the checks refused
    assert len(graphs[0].lowering.written_reused) == 2 - buffers  # the summary says how many were taken


@triton.jit
def _double_then_bump(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(x_ptr + i, mask=m)
    tl.store(out_ptr + i, 2 * x, mask=m)
    tl.store(x_ptr + i, x + 1, mask=m)  # in one buffer with out: the output is overwritten


@triton.jit
def _bump_then_double(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(x_ptr + i, mask=m)
    tl.store(x_ptr + i, x + 1, mask=m)
    tl.store(out_ptr + i, 2 * x, mask=m)  # in one buffer with x: the output is stored last


def doubled_then_bumped(x):
    t = x + x
    out = torch.empty_like(t)
    _double_then_bump[(4,)](t, out, 16, BLOCK=4)
    return out  # t's new version is read by nobody


def bumped_then_doubled(x):
    t = x + x
    out = torch.empty_like(t)
    _bump_then_double[(4,)](t, out, 16, BLOCK=4)
    return out


@pytest.mark.parametrize("fn", [doubled_then_bumped, bumped_then_doubled])
def test_an_input_the_kernel_also_writes_is_given_only_where_the_output_stays_what_it_stored(fn):
    from verifier.compiler.inductor import copy_graph
    from verifier.running.execution import compare_graphs
    from verifier.running.rewrite import apply

    gm = verifier.capture(fn, torch.randn(16))
    original = copy_graph(gm)
    placements = place(gm)
    placement, = placements
    assert placement.source == "add"  # t, which the kernel writes too
    report = settle(placements, lambda: analyze(gm), gm)
    erase_buffers(gm, placements)
    apply(gm, report)
    # doubled then bumped: one buffer would end holding t + 1; bumped then doubled: the output is
    # stored last by the instance that stored t + 1, and the buffer holds it
    assert placement.applied is (fn is bumped_then_doubled) and placement.restored is (fn is doubled_then_bumped)
    assert compare_graphs(original, gm) == ""


@pytest.mark.parametrize("touched, withheld", [({"rms_bwd", "dy"}, {"placed:rms_bwd"}), ({"rms_bwd"}, {"rms_bwd"})])
def test_a_conflict_of_the_lowering_takes_the_placement_first_only_where_it_touches_the_placed_input(touched, withheld):
    """A placement whose input the conflict touches is undone alone (the writer's other rewrites
    kept, the next lowering tells); where the conflict does not touch it, the writer's rewrites
    are withheld as they would be unplaced, in one lowering less."""
    from types import SimpleNamespace

    from verifier.integration.lowering import LoweringRecord
    from verifier.integration.relower import feeding_conflicts
    from verifier.lowering.findings import Finding, Kind
    from verifier.running.dead_inputs import Placement

    record = LoweringRecord(left=[Finding(Kind.STALE, "a read of a buffer after its write", origins=frozenset(touched))])
    report = SimpleNamespace(candidates=[SimpleNamespace(node="rms_bwd", applied=True)], links=[])
    graph = SimpleNamespace(lowering=record, report=report,
                            placements=[Placement("rms_bwd", ("kwargs", "dX_ptr"), "full", "dy", applied=True)])
    assert feeding_conflicts([graph]) == withheld

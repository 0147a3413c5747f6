"""Functional collectives as candidates (one gloo rank in this process): an all-reduce written in
place reads and writes its buffer at any time between its launch and its wait, so any other access
to those bytes in that window, or after it expecting the old values, refuses the rewrite; a dead
buffer is reduced in place, as Inductor does, with no copy. A gather reads its input until its
wait; one whose result is only copied into a buffer writes into it by its out= form."""

import re

import pytest
import torch

import verifier.backend
from verifier.integration.capture import capture
from verifier.compiler.inductor import annotate, inductor_rewrite
from verifier.running.passes import analyze
from verifier.integration.caching import caches_off


def _group():
    import torch.distributed as dist

    return dist.group.WORLD


def dead_buffer(x, w):
    import torch.distributed._functional_collectives as funcol

    return funcol.all_reduce(x @ w, "sum", _group()) * 2


def read_in_the_window(x, w):
    import torch.distributed._functional_collectives as funcol

    y = x @ w
    r = funcol.all_reduce(y, "sum", _group())
    z = y + 1  # before the wait, which comes at r's first use
    return r + z


def view_used_after(x, w):
    import torch.distributed._functional_collectives as funcol

    y = x @ w
    v = y[0]
    return funcol.all_reduce(y, "sum", _group()) * 2, v


def written_in_the_window(x, w):
    import torch.distributed._functional_collectives as funcol

    y = x @ w
    r = funcol.all_reduce(y, "sum", _group())
    y2 = torch.index_put(y, (torch.tensor([0]),), torch.ones(8))  # Inductor may write it into y
    return r + 1, y2


def coalesced(x, w):
    import torch.distributed._functional_collectives as funcol

    a, b = funcol.all_reduce_coalesced([x @ w, x + w], "sum", _group())
    return a * 2, b * 3


PROGRAMS = [dead_buffer, read_in_the_window, view_used_after, written_in_the_window, coalesced]
# (candidate, verdict) of each collective, and whether the reason names the window
EXPECTED = {
    "dead_buffer": [("all_reduce.self", "safe")],
    "read_in_the_window": [("all_reduce.self", "unsafe")],
    "view_used_after": [("all_reduce.self", "unsafe")],
    "written_in_the_window": [("all_reduce.self", "unsafe")],  # the index_put reads y, then writes it
    "coalesced": [("all_reduce_coalesced.self[0]", "safe"), ("all_reduce_coalesced.self[1]", "safe")],
}


def _inputs():
    torch.manual_seed(0)
    return torch.randn(8, 8), torch.randn(8, 8)


@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_a_collective_is_decided_with_its_window(fn, gloo_world):
    gm = capture(fn, *_inputs())
    report = analyze(gm)
    annotate(report, gm, inductor_rewrite(gm))
    got = [(f"{c.node}.{c.arg}", c.verdict.value) for c in report.candidates if "all_reduce" in c.node]
    assert got == EXPECTED[fn.__name__], report.text()
    assert not [n for n, _ in report.not_analysed if "all_reduce" in n]
    for c in report.candidates:
        if "all_reduce" in c.node:
            assert c.inductor in ("reinplace", "clone")  # Inductor's own decision, read beside the proof
            if c.verdict.value == "unsafe":
                assert "in flight from all_reduce until wait_tensor" in c.reason, c.reason
    if fn is written_in_the_window:  # never both: the reduction in place and the index_put into its buffer
        (reduce,) = [c for c in report.candidates if c.node.startswith("all_reduce")]
        (put,) = [c for c in report.candidates if c.node.startswith("index_put")]
        assert put.verdict.value == "safe" and put.applied and not reduce.applied, report.text()


@pytest.mark.parametrize("mode", ["verified", "gate", "clones", "audit"])
@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_every_mode_equals_eager(fn, mode, gloo_world):
    x, w = _inputs()
    expected = fn(x, w)
    torch._dynamo.reset()
    with caches_off():
        got = torch.compile(fn, backend=verifier.backend.make_backend(mode), fullgraph=True)(x, w)
    expected, got = (expected, got) if isinstance(expected, tuple) else ((expected,), (got,))
    assert all(torch.allclose(a, b, atol=1e-5) for a, b in zip(got, expected))


def test_a_dead_buffer_is_reduced_in_place_with_no_copy(gloo_world):
    """verified mode reduces the GEMM's own buffer, as Inductor does: no kernel copies it first."""
    from torch._inductor.utils import run_and_get_code

    codes = {}
    for mode in ("inductor", "verified", "clones"):
        torch._dynamo.reset()
        backend = mode if mode == "inductor" else verifier.backend.make_backend(mode)
        with caches_off():
            _, (codes[mode], *_) = run_and_get_code(torch.compile(dead_buffer, backend=backend, fullgraph=True), *_inputs())
    for mode in ("inductor", "verified"):
        (gemm_out,) = re.findall(r"extern_kernels\.mm\([^)]*out=(buf\d+)\)", codes[mode])
        assert f"all_reduce_.default({gemm_out}," in codes[mode], codes[mode]
        assert "fused_all_reduce" not in codes[mode]  # no copy kernel before the reduction
    assert "fused_all_reduce" in codes["clones"]  # every clone kept: the copy is there


@pytest.mark.parametrize("fn", [read_in_the_window, view_used_after], ids=lambda f: f.__name__)
def test_a_window_conflict_reproduces_on_two_gloo_ranks(fn, gloo_world):
    """The counterexample script runs both graphs on two gloo ranks with the same inputs: the sum
    doubles the buffer, and the read in the window (or of the view after it) sees the doubled values."""
    gm = capture(fn, *_inputs())
    (c,) = [c for c in analyze(gm).candidates if c.node.startswith("all_reduce")]
    rep = c.counterexample.reproduce()
    assert rep.outcome == "reproduced", rep.output
    assert "original value" in rep.output and "rewritten value" in rep.output


def reduced_then_written(x, w):
    from verifier.corpus.programs import scale_op_

    import torch.distributed._functional_collectives as funcol

    y = x @ w
    r = funcol.all_reduce(y, "sum", _group())
    scale_op_(y)  # before the wait: torch's all_reduce copied y when it was launched
    return r + 1, y * 1


def gathered_then_written(x, w):
    from verifier.corpus.programs import scale_op_

    import torch.distributed._functional_collectives as funcol

    y = x @ w
    g = funcol.all_gather_tensor(y, 0, _group())
    scale_op_(y)  # before the wait: the gather hands y itself to the process group
    return g + 1, y * 1


def test_a_gather_reads_its_input_until_its_wait(gloo_world):
    """A gather (a reduce-scatter, an all-to-all) reads its input at any time until its wait: a
    write into the input in that window is refused, and the counterexample, on one rank whose
    gather reads when waited for, shows what the gather sent. An all-reduce copies its input when
    launched: the same write after it stays proven."""
    gm = capture(gathered_then_written, *_inputs())
    report = analyze(gm)
    annotate(report, gm, inductor_rewrite(gm))
    (write,) = [c for c in report.candidates if c.node.startswith("auto_functionalized")]
    assert write.verdict.value == "unsafe" and "in flight until wait_tensor" in write.reason, report.text()
    assert write.inductor == "reinplace"  # Inductor's pass writes y while the gather may read it
    rep = write.counterexample.reproduce()
    assert rep.outcome == "reproduced", rep.output
    gm = capture(reduced_then_written, *_inputs())
    (write,) = [c for c in analyze(gm).candidates if c.node.startswith("auto_functionalized")]
    assert write.verdict.value == "safe", write.reason


def gathered_waited_then_written(x, w):
    """The functional meaning of `gathered_then_written` (run eagerly, that program races itself:
    the gather runs on gloo's thread while y is written)."""
    from verifier.corpus.programs import scale_op_

    import torch.distributed._functional_collectives as funcol

    y = x @ w
    g = funcol.wait_tensor(funcol.all_gather_tensor(y, 0, _group()))
    scale_op_(y)
    return g + 1, y * 1


@pytest.mark.parametrize("mode", ["verified", "gate"])
def test_a_write_in_a_gather_window_stays_out_of_place(mode, gloo_world):
    x, w = _inputs()
    expected = gathered_waited_then_written(x, w)
    torch._dynamo.reset()
    backend = verifier.backend.make_backend(mode)
    with caches_off():
        got = torch.compile(gathered_then_written, backend=backend, fullgraph=True)(x, w)
    assert all(torch.allclose(a, b, atol=1e-5) for a, b in zip(got, expected))
    (graph,) = backend.session.graphs
    applied = [c for c in graph.report.candidates if c.node.startswith("auto_functionalized") and c.applied]
    assert not applied, graph.report.text()


def reduced_then_overwritten(x, w):
    import torch.distributed._functional_collectives as funcol

    base = x * 1
    r = funcol.all_reduce(base[0], "sum", _group())  # kept: its wait comes at the output
    torch.mm(base[1:2], w, out=base[0:1])  # then row 0 is overwritten
    return r, base


def test_a_waited_result_is_its_buffer(gloo_world):
    """`wait_tensor` returns the collective's buffer itself: once the all-reduce is written in
    place on row 0, the output it returns is row 0, which the mm's out= form would then overwrite
    (found by the fuzz, seed 423). The two rewrites are never both applied, and the rewritten graph
    computes what the original does."""
    from verifier.running.execution import compare
    from verifier.running.passes import reinplace

    x, w = torch.randn(2, 8), torch.randn(8, 8)
    gm = capture(reduced_then_overwritten, x, w)
    report = analyze(gm)
    applied = {c.node for c in report.candidates if c.applied}
    assert not {"all_reduce", "mm"} <= applied, report.text()
    new, _ = reinplace(gm, report)
    assert compare(gm, new, (x, w)) is None


def gathered_into_buffer(shard, buffer):
    """FSDP's unshard: the gathered parameter copied into its preallocated buffer."""
    import torch.distributed._functional_collectives as funcol

    buffer.copy_(funcol.all_gather_tensor(shard * 2, 0, _group()))
    return buffer.sum()


def reduced_into_shard(grad, shard):
    """FSDP's reduce-scatter: the gradient reduced into the shard of the gradient it keeps."""
    import torch.distributed._functional_collectives as funcol

    shard.copy_(funcol.reduce_scatter_tensor(grad * 2, "sum", 0, _group()))
    return shard.sum()


def buffer_read_in_the_window(shard, buffer):
    import torch.distributed._functional_collectives as funcol

    gathered = funcol.all_gather_tensor(shard * 2, 0, _group())
    old = buffer * 1  # before the wait: the gather's out= form may already have written it
    buffer.copy_(gathered)
    return old


@pytest.mark.parametrize("fn,op", [(gathered_into_buffer, "all_gather_into_tensor"),
                                   (reduced_into_shard, "reduce_scatter_tensor")], ids=lambda v: getattr(v, "__name__", v))
def test_a_collective_copied_into_a_buffer_writes_into_it(fn, op, gloo_world):
    """Beyond Inductor's table: a gather (a reduce-scatter) whose result is only copied into a
    buffer is proven and written by its out= form straight into the buffer: no buffer of its own,
    no copy kernel, where Inductor allocates both."""
    from torch._inductor.utils import run_and_get_code

    source = torch.randn(16)
    codes, buffers = {}, {}
    for mode in ("eager", "inductor", "verified"):
        torch._dynamo.reset()
        buffers[mode] = torch.zeros(16)
        if mode == "eager":
            fn(source, buffers[mode])
            continue
        backend = mode if mode == "inductor" else verifier.backend.make_backend(mode)
        with caches_off():
            _, (codes[mode], *_) = run_and_get_code(torch.compile(fn, backend=backend), source, buffers[mode])
        assert torch.equal(buffers[mode], buffers["eager"]), mode
    assert f"{op}_out.default(" in codes["verified"] and "copy" not in codes["verified"], codes["verified"]
    assert f"{op}.default(" in codes["inductor"] and "cpp_fused_copy" in codes["inductor"]


def test_a_buffer_read_in_the_window_refuses_the_out_form(gloo_world):
    """A read of the buffer before the wait refuses the out= form, and the counterexample, on one
    rank whose gather writes its destination when launched, shows the new values read too early."""
    gm = capture(buffer_read_in_the_window, torch.randn(16), torch.zeros(16))
    (out,) = [c for c in analyze(gm).candidates if c.arg == "out"]
    assert out.verdict.value == "unsafe" and "stale read" in out.reason, out.reason
    rep = out.counterexample.reproduce()
    assert rep.outcome == "reproduced", rep.output

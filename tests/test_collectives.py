"""Functional collectives as candidates (one gloo rank in this process): an all-reduce written in
place reads and writes its buffer at any time between its launch and its wait, so any other access
to those bytes in that window, or after it expecting the old values, refuses the rewrite; a dead
buffer is reduced in place, as Inductor does, with no copy."""

import re

import pytest
import torch

import verifier.backend
from verifier.compiler.capture import capture
from verifier.compiler.inductor import annotate, inductor_rewrite
from verifier.running.passes import analyze
from verifier.surfaces.caching import caches_off


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

"""A state-pool decode kernel (continuous batching: each sequence reads and writes its state in a
slot chosen by a loaded index): unsafe in place in general, proven when the slots are distinct,
and applied behind a run-time check of that, on the CPU (the graph through Triton's interpreter)
and on the GPU (compiled by verified_inductor). A kernel over the rows of variable-length
sequences whose offsets it loads from a cumulative sum: proven when they never decrease."""

import pytest
import torch
import triton
import triton.language as tl

import verifier
import verifier.backend
from programs import PROGRAMS, state_pool_decode, state_pool_inputs
from verifier.execution import compare
from verifier.running import guarded
from verifier.surfaces.audit import PRECONDITION, audit_program
from verifier.integration.capture import capture_program

DISTINCT, REPEATED = (5, 0, 2), (5, 5, 2)


def _program(name):
    return next(p for p in PROGRAMS if p.name == name)


@pytest.mark.parametrize("name", ["state_pool_decode", "state_pool_decode_dynamic"])
def test_the_refusal_says_exactly_when_the_race_exists_and_the_precondition_proves_it(name):
    report = verifier.analyze(capture_program(_program(name)))
    cand = report.candidate("triton_kernel_wrapper_functional_proxy", "ht_ptr")
    assert cand.verdict.value == "unsafe" and cand.guard == (("distinct", "slots_ptr"),)
    assert "another program instance reads bytes it writes, only when both load the same value from slots_ptr" in cand.reason
    assert cand.conflict.precondition == "the values loaded from slots_ptr are distinct"
    assert cand.applied and "applied behind a run-time check" in cand.line()
    assert all(c.verdict.value != "unknown" for c in report.candidates)
    assert cand.seconds < 5  # no query of a kernel this size comes near the solver's budget


@pytest.mark.parametrize("name", ["state_pool_decode", "state_pool_decode_dynamic"])
def test_in_place_with_distinct_slots_and_the_clone_kept_with_a_repeated_one(name):
    gm = capture_program(_program(name))
    new, _ = verifier.reinplace(gm)
    assert "verifier_guarded.kernel_" in new.code and "clone" not in new.code
    before = dict(guarded.taken)
    assert compare(gm, new, list(state_pool_inputs(DISTINCT))) is None
    assert guarded.taken["in place"] == before["in place"] + 1
    assert compare(gm, new, list(state_pool_inputs(REPEATED))) is None  # the right result
    assert guarded.taken["clone kept"] == before["clone kept"] + 1


def test_forced_without_the_check_a_repeated_slot_shows_the_race():
    gm = capture_program(_program("state_pool_decode"))
    report = verifier.analyze(gm)
    raw = verifier.force(gm, report, report.candidate("triton_kernel_wrapper_functional_proxy", "ht_ptr"))
    assert "verifier_guarded" not in raw.code
    assert compare(gm, raw, list(state_pool_inputs(DISTINCT))) is None
    # slot 5 for sequences 0 and 1: in place, sequence 1 reads the state sequence 0 wrote
    assert compare(gm, raw, list(state_pool_inputs(REPEATED))) is not None


def test_the_audit_counts_such_proofs_apart():
    result = audit_program(_program("state_pool_decode"))
    (row,) = [r for r in result.rows if r.arg == "ht_ptr"]
    assert row.klass == PRECONDITION and row.inductor == "reinplace"


def functional_decode(q, k, v, pool, slots):
    """What the functional graph computes: states read from the pool, written into its clone."""
    from programs import recurrent_decode_kernel

    o, final = torch.empty_like(v), pool.clone()
    recurrent_decode_kernel[(q.shape[0],)](q, k, v, o, pool, final, slots, K=q.shape[1], V=v.shape[1])
    return o, final


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")
def test_compiled_by_verified_inductor_on_the_gpu():
    torch._dynamo.reset()
    compiled = torch.compile(state_pool_decode, backend=verifier.backend.make_backend("verified"))
    for slots, path in ((DISTINCT, "in place"), (REPEATED, "clone kept")):
        inputs = [t.cuda() for t in state_pool_inputs(slots)]
        expected_o, expected_pool = functional_decode(*[t.clone() for t in inputs])
        before = guarded.taken[path]
        got = compiled(*inputs)
        assert guarded.taken[path] == before + 1, guarded.taken
        assert torch.equal(got, expected_o)
        pool = inputs[3]
        # a repeated slot is written by two sequences (in the functional graph too): either may win
        kept = [s for s in range(pool.shape[0]) if slots.count(s) < 2]
        assert torch.equal(pool[kept], expected_pool[kept])


@triton.jit
def double_sequences_kernel(out_ptr, x_ptr, cu_seqlens, D: tl.constexpr, BLOCK_T: tl.constexpr):
    """Sequence i doubles its rows cu_seqlens[i] to cu_seqlens[i + 1] (at most BLOCK_T of them)."""
    i = tl.program_id(0)
    start, end = tl.load(cu_seqlens + i), tl.load(cu_seqlens + i + 1)
    t = start + tl.arange(0, BLOCK_T)
    offs = t[:, None] * D + tl.arange(0, D)[None, :]
    mask = (t < end)[:, None]
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 2, mask=mask)


def double_sequences(x, cu_seqlens):
    double_sequences_kernel[(cu_seqlens.shape[0] - 1,)](x, x, cu_seqlens, D=x.shape[1], BLOCK_T=4)


@pytest.mark.parametrize("dynamic", [False, True])
def test_offsets_from_a_cumulative_sum_are_proven_when_they_never_decrease_and_checked_at_run_time(dynamic):
    x = torch.arange(32.0).reshape(8, 4)
    increasing, decreasing = torch.tensor([0, 2, 3, 6]), torch.tensor([0, 3, 1, 4])
    gm = verifier.capture(double_sequences, x, increasing, dynamic=dynamic)
    guards = len(getattr(gm.meta["verifier"].shape_env, "guards", ()))
    report = verifier.analyze(gm)
    (cand,) = [c for c in report.candidates if c.arg == "out_ptr"]
    assert cand.verdict.value == "unsafe" and cand.guard == (("non-decreasing", "cu_seqlens"),), cand.reason
    assert "only when the values loaded from cu_seqlens decrease" in cand.reason
    assert cand.conflict.precondition == "the values loaded from cu_seqlens never decrease from one element to the next"
    # the refusal's witness loads decreasing offsets: two sequences over the same rows, shown on the
    # CPU, where the script runs the racing instances in the model's order (a GPU runs them at once)
    rep = cand.counterexample.reproduce()
    assert rep.reproduced or (torch.cuda.is_available() and rep.outcome == "not reproduced"), rep.output
    new, _ = verifier.reinplace(gm)
    assert "verifier_guarded.kernel_" in new.code and "clone" not in new.code
    if dynamic:  # deciding the precondition's shape (one-dimensional, unit stride) added no guard
        assert len(getattr(gm.meta["verifier"].shape_env, "guards", ())) == guards
    runs = [(x, increasing, "in place"), (x, decreasing, "clone kept")]
    if dynamic:  # other sizes: 12 rows, 5 sequences
        y = torch.arange(48.0).reshape(12, 4)
        runs += [(y, torch.tensor([0, 1, 4, 6, 9, 12]), "in place"), (y, torch.tensor([0, 4, 2, 6, 9, 12]), "clone kept")]
    for rows, offsets, path in runs:
        before = guarded.taken[path]
        assert compare(gm, new, [rows, offsets]) is None
        assert guarded.taken[path] == before + 1


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")
def test_offsets_checked_at_run_time_when_compiled_by_verified_inductor_on_the_gpu():
    torch._dynamo.reset()
    compiled = torch.compile(double_sequences, backend=verifier.backend.make_backend("verified"))
    for offsets, path in (([0, 2, 3, 6], "in place"), ([0, 3, 1, 4], "clone kept")):
        x = torch.arange(32.0, device="cuda").reshape(8, 4)
        expected = x.clone()  # the functional graph: every row of some sequence doubled once
        rows = sorted({t for a, b in zip(offsets, offsets[1:]) for t in range(a, b)})
        expected[rows] *= 2
        before = guarded.taken[path]
        compiled(x, torch.tensor(offsets, device="cuda"))
        assert guarded.taken[path] == before + 1, guarded.taken
        assert torch.equal(x, expected)

"""A kernel library the verifier was not built on (flash-linear-attention): every candidate
decided (no unknown), as expected; every proven rewrite executed identically in every program
instance order; every refusal's counterexample runs on the CPU, and says whether it reproduced."""

import pytest

import verifier
from fla_programs import PROGRAMS
from verifier.running.execution import ORDERS, compare


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_fla_verdicts_and_execution(prog, analysed):
    gm, report, _ = analysed(prog)
    got = [(c.arg, c.verdict.value) for c in report.candidates if c.form in prog.forms]
    assert got == prog.expect, report.text()
    assert all(c.verdict.value != "unknown" for c in report.candidates), report.text()
    new, _ = verifier.reinplace(gm, report)
    for order in ORDERS:
        assert compare(gm, new, list(prog.inputs()), order) is None, (prog.name, order)


def test_a_kernel_writing_outside_its_view_is_refused_and_reproduced(analysed):
    """fla's internal rotary entry point assumes contiguous heads; on the q and k slices of a fused
    qkv buffer its stores reach k's columns. The analysis says so, and the counterexample shows it."""
    prog = next(p for p in PROGRAMS if p.name == "fla_rotary_internal_on_qkv_slices")
    gm, report, _ = analysed(prog)
    assert any("store outside its view" in f for f in report.findings), report.text()
    for c in report.candidates:
        assert c.counterexample.reproduce().outcome == "reproduced", c.counterexample.reproduction.output


def test_the_state_pool_race_says_which_sequence_writes_whose_slot(analysed):
    """fla's KDA decode kernel stores a sequence's state after token t into the slot named at
    index n + t: with more than one token in a sequence that is the next sequence's slot, whatever
    the slots hold; with one token per sequence, two sequences given one slot race. Refused from
    the analysed TTIR (not the contract), and proven under what a serving engine passes: one token
    per sequence (cu_seqlens rises by one) and distinct slots, applied behind a run-time check of
    both. Its counterexample script runs the real kernel (imported from fla, launch options kept)
    on the CPU."""
    import torch

    from fla_programs import _decode_inputs
    from verifier.running import guarded

    prog = next(p for p in PROGRAMS if p.name == "fla_kda_decode_into_state_pool")
    gm, report, _ = analysed(prog)
    (c,) = [c for c in report.candidates if c.verdict.value == "unsafe"]
    assert "another program instance reads bytes it writes" in c.reason and "contract" not in c.reason, c.reason
    assert c.guard == (("distinct", "ssm_state_indices"), ("unit steps", "cu_seqlens")), c.reason
    new, _ = verifier.reinplace(gm, report)
    two_tokens = list(_decode_inputs(torch.tensor([4, 0, 2])))
    two_tokens[-1] = torch.tensor([0, 2, 2, 3])  # the first sequence has two tokens
    repeated = _decode_inputs(torch.tensor([4, 4, 2]))
    for inputs, path in ((prog.inputs(), "in place"), (two_tokens, "clone kept"), (repeated, "clone kept")):
        before = guarded.taken[path]
        assert compare(gm, new, list(inputs)) is None
        assert guarded.taken[path] == before + 1
    script = c.counterexample.program()
    assert "from fla.ops.kda.fused_recurrent import fused_recurrent_kda_fwd_kernel" in script
    assert "{'num_stages': 2}" in script  # a kernel parameter torch passes through the autotuner's config
    rep = c.counterexample.reproduce()
    assert rep.outcome in ("reproduced", "not reproduced"), rep.output

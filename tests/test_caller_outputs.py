"""Outputs as the caller sees them: AOTAutograd plans a compiled graph's outputs from the graph as
it comes. An output that shares no storage with an input is a fresh tensor to it: a forward's
saved tensors are donated to the backward, which may reuse their memory once read. A rewrite that
places such an output in an input's storage changes that contract whatever the values: Inductor's
own does, and the backward overwrites the input (found on the H200: Liger's RMSNorm kernels, whose
mutation analysis fails, on Qwen3's q_norm and k_norm: the forward's `W_ptr` clone dropped made the
saved weight the parameter itself, and the backward reused that "donated" buffer for the weight's
gradient). The audit refuses that rewrite; the modes that apply proven rewrites make it and give
the donation up, so that the backward reads the input and never writes it, also when the forward
comes from the cache."""

import json
import os
import sys
from pathlib import Path

import pytest
import torch

from verifier.backend import make_backend
from verifier.running.fresh import run_script

FINDINGS = Path(__file__).resolve().parents[1] / "docs" / "findings"
sys.path.insert(0, str(FINDINGS))
# a custom op that declares its weight written and only reads it, saved for the backward by an
# autograd Function; the model of the finding written up for upstream
import donated_saved_parameter as finding  # noqa: E402


def _weight_candidates(backend) -> list:
    """The op's candidates on a graph input (the weight, a parameter)."""
    out = []
    for g in backend.session.graphs:
        inputs = {n.name for n in g.gm.graph.nodes if n.op == "placeholder"}
        out += [c for c in g.report.candidates if c.kernel == "donated_demo::norm_fwd" and c.mutated in inputs]
    return out


def _two_verified_steps_as_eager(model, x):
    """Two training steps of `model` compiled with `verified`, each checked against eager's loss
    and gradients (taken first, from the same parameters); the backend."""
    eager = model(x)
    eager.backward()
    grads = {n: p.grad.clone() for n, p in model.named_parameters()}
    backend = make_backend("verified")
    step = torch.compile(model, backend=backend)
    for _ in range(2):
        model.zero_grad(set_to_none=True)
        loss = step(x)
        loss.backward()
        torch.testing.assert_close(loss, eager)
        for n, p in model.named_parameters():
            torch.testing.assert_close(p.grad, grads[n])
    return backend


def test_a_saved_output_placed_in_an_input_gives_up_its_donation():
    """The weight's clone goes, as in eager (which saves the parameter itself), and the backward is
    compiled without the donation: the parameter stays as it was over two steps, and the gradients
    are eager's. On the code before the donation was given up, the clone was kept."""
    torch.manual_seed(0)
    model, x = finding.Model(), torch.randn(8, 16)
    weight = model.w.detach().clone()
    backend = _two_verified_steps_as_eager(model, x)
    assert torch.equal(model.w.detach(), weight)
    (cand,) = _weight_candidates(backend)  # the op's weight argument, a parameter, in the forward
    assert cand.applied and cand.verdict.value == "safe" and cand.undonated, cand.reason
    forward = next(g for g in backend.session.graphs if g.kind == "forward")
    assert forward.undonated == list(cand.undonated)


WARM = r"""
import json, sys, torch
sys.path.insert(0, {findings!r})
from torch._dynamo.utils import counters
import donated_saved_parameter as finding
from verifier.backend import make_backend

torch.manual_seed(0)
model, x = finding.Model(), torch.randn(8, 16)
eager = model(x)
eager.backward()
grads = [p.grad.clone() for p in model.parameters()]
weight = model.w.detach().clone()
backend = make_backend("verified")
model.zero_grad(set_to_none=True)
loss = torch.compile(model, backend=backend)(x)
loss.backward()
print(json.dumps(dict(weight_kept=torch.equal(model.w.detach(), weight), loss=torch.allclose(loss, eager),
                      grads=all(torch.allclose(p.grad, g) for p, g in zip(model.parameters(), grads)),
                      from_cache=[g.from_cache for g in backend.session.graphs],
                      undonated=[g.undonated for g in backend.session.graphs],
                      fx_hit=counters["inductor"]["fxgraph_cache_hit"])))
"""


@pytest.mark.parametrize("autograd_cache", ["1", "0"])
def test_a_warm_start_gives_the_donation_up_again(tmp_path, autograd_cache):
    """Each start a fresh process over one cache directory. With AOTAutograd's cache off, the
    forward comes from Inductor's FX-graph cache, where no pass runs: its restored report gives the
    donation up again before the backward compiles (whose key holds the donation), or the backward
    would reuse the parameter's buffer."""
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(tmp_path), TORCHINDUCTOR_AUTOGRAD_CACHE=autograd_cache)
    env.pop("TORCHINDUCTOR_FX_GRAPH_CACHE", None)
    runs = []
    for _ in range(2):
        child = tmp_path.parent / f"{tmp_path.name}_warm.py"
        child.write_text(WARM.format(findings=str(FINDINGS)))
        done = run_script(child, env=env)  # each start a fresh process (tests/test_fresh.py)
        assert done.returncode == 0, done.stderr[-3000:]
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    cold, warm = runs
    for run in runs:
        assert run["weight_kept"] and run["loss"] and run["grads"], run
    assert cold["from_cache"] == [False, False] and cold["undonated"][0], cold
    assert warm["from_cache"] == [True, True] and warm["undonated"] == cold["undonated"], warm
    if autograd_cache == "0":
        assert warm["fx_hit"] == 2, warm  # the backward's entry is found: keyed with the donation given up


def test_without_a_backward_the_same_clone_is_dropped():
    """Under no_grad nothing is saved: the weight's result is no output, and its clone goes."""
    torch.manual_seed(0)
    model, x = finding.Model(), torch.randn(8, 16)
    with torch.no_grad():
        expected = model(x)
        backend = make_backend("verified")
        got = torch.compile(model, backend=backend)(x)
    torch.testing.assert_close(got, expected)
    (cand,) = _weight_candidates(backend)
    assert cand.applied and cand.verdict.value == "safe", cand.reason


def test_the_audit_names_inductors_own_rewrite_and_the_modes_keep_the_parameter():
    """docs/findings/donated_saved_parameter.py: plain Inductor's own reinplacing does the same, and
    its backward then writes the weight's gradient into the parameter. The audit says which rewrite
    (not proven: the reason above); every mode that decides by proofs leaves the parameter as eager
    does."""
    assert finding.step(None) == 0.0
    for mode in ("verified", "gate", "clones"):
        assert finding.step(make_backend(mode)) == 0.0, mode
    backend = make_backend("audit")
    finding.step(backend)
    rows = [row for r in backend.session.results() for row in r.rows
            if row.kernel == "donated_demo::norm_fwd" and row.inductor == "reinplace" and row.verdict != "safe"]
    assert [row.klass for row in rows] == ["unproven"], rows
    assert "would live in input" in rows[0].reason


@torch.library.custom_op("donated_grad::swiglu_bwd_", mutates_args=("a", "b"))
def swiglu_bwd_(dc: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> None:
    """Liger's SwiGLU backward: the gradients of both halves written into the saved halves."""
    sa = torch.sigmoid(a)
    silu = a * sa
    db = dc * silu
    da = dc * b * (sa + silu * (1 - sa))
    a.copy_(da)
    b.copy_(db)


class SwiGLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return torch.nn.functional.silu(a) * b

    @staticmethod
    def backward(ctx, dc):
        a, b = ctx.saved_tensors
        swiglu_bwd_(dc, a, b)
        return a, b


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.gate, self.up, self.down = torch.nn.Linear(16, 32), torch.nn.Linear(16, 32), torch.nn.Linear(32, 16)

    def forward(self, x):
        return self.down(SwiGLU.apply(self.gate(x), self.up(x))).pow(2).sum()


def test_a_gradient_is_written_into_a_saved_tensor_the_backward_was_donated():
    """The backward's saved tensors that AOT donates (no alias of the forward's inputs or outputs,
    freed after the backward) are read by nobody after it: the op writes the gradients into them
    in place, as the eager kernel does, instead of into clones (the activation-sized clones of
    Liger's SwiGLU backward on every layer)."""
    torch.manual_seed(0)
    backend = _two_verified_steps_as_eager(MLP(), torch.randn(8, 16))
    cands = [c for g in backend.session.graphs for c in g.report.candidates if c.kernel == "donated_grad::swiglu_bwd_"]
    assert len(cands) == 2 and all(c.applied and c.verdict.value == "safe" for c in cands), [c.reason for c in cands]

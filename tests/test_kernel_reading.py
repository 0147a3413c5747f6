"""When a kernel call's TTIR is read: an audit reads every call's; a compile that decides only what
it can apply reads a call's only where its own candidate needs it, with the same verdicts. And a
store the mutation analysis misses is a finding, not a reason to doubt the rewrites around it:
they run as the graph does."""

from __future__ import annotations

import pytest
import torch
import triton
import triton.language as tl

import verifier
from liger_programs import PROGRAMS as LIGER
from programs import PROGRAMS as TABLE, producer_consumer
from test_ttir import add_one_defaulted_kernel
from verifier.callees.kernel_access import MISSED_WRITE
from verifier.compiler.programs import Program
from verifier.kernels import scale_
from verifier.proof import kernel_candidates
from verifier.proof.kernel_candidates import NOT_READ
from verifier.running.execution import compare


def never_stored(x):
    """torch's mutation analysis fails on a defaulted constexpr and lists both arguments; `y`'s
    old values are read after the kernel (Inductor moves the sum there): only the TTIR shows that
    the kernel never stores to `y`, whose clone is then not needed."""
    y = x * 2
    s = y.sum()
    out = torch.empty_like(y)
    add_one_defaulted_kernel[(2,)](y, out, 32)  # BLOCK left to its default
    return out, s


NEVER_STORED = Program("never_stored", never_stored, lambda: (torch.randn(32),))


@pytest.fixture
def read(monkeypatch) -> list[str]:
    """The kernel calls whose TTIR the analyses read while the test runs, in order."""
    calls: list[str] = []
    original = kernel_candidates.analyse_call
    monkeypatch.setattr(kernel_candidates, "analyse_call", lambda call, *a: calls.append(call.node.name) or original(call, *a))
    return calls


def _verdicts(report) -> dict:
    return {(c.node, c.arg): (c.verdict.value, c.applied) for c in report.candidates}


@pytest.mark.parametrize("prog", TABLE + LIGER + [NEVER_STORED], ids=lambda p: p.name)
def test_a_compile_decides_kernel_candidates_as_the_audit_reading_each_call_once_at_most(prog, read):
    """The same verdict and the same rewrites applied for every kernel candidate, whether every
    call's TTIR was read up front (the audit) or only where a candidate asked for it."""
    gm = verifier.capture(prog.fn, *prog.inputs())
    audit = verifier.analyze(gm, applicable_only=False)
    read.clear()  # what the audit read
    compile_ = verifier.analyze(gm, applicable_only=True)
    kernels = {(c.node, c.arg) for c in audit.candidates if c.node.startswith("triton_kernel_wrapper_functional")}
    assert {k: v for k, v in _verdicts(compile_).items() if k in kernels} == {k: v for k, v in _verdicts(audit).items() if k in kernels}
    assert len(read) == len(set(read)) <= len(audit.kernel_accesses)  # each call read once at most
    for k in compile_.kernel_accesses:
        assert (k.node in read) == (NOT_READ not in k.analysis.values()), k


def test_kernels_writing_fresh_buffers_are_proven_without_reading_their_ttir(read):
    """Each kernel writes a buffer no one else reads (as Liger's MoE kernels do): its clone goes
    under the contract, and a compile reads neither call's TTIR, where the audit reads both."""
    gm = verifier.capture(producer_consumer, torch.randn(8))
    compile_ = verifier.analyze(gm, applicable_only=True)
    assert not read and all(c.applied for c in compile_.candidates if c.node.startswith("triton_kernel")), compile_.text()
    assert len([c for c in compile_.candidates if c.node.startswith("triton_kernel")]) == 2
    audit = verifier.analyze(gm, applicable_only=False)
    assert len(read) == 2 and _verdicts(audit) == _verdicts(compile_)


@triton.jit
def _bump_both_kernel(a_ptr, b_ptr, n, BLOCK: tl.constexpr):
    """a += 1 and b *= 2."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(a_ptr + i, tl.load(a_ptr + i, mask=m) + 1, mask=m)
    tl.store(b_ptr + i, tl.load(b_ptr + i, mask=m) * 2, mask=m)


def _bump_both(a, b):
    _bump_both_kernel[(triton.cdiv(a.shape[0], 4),)](a, b, a.shape[0], BLOCK=4)


def secret_write_into_a_result(x):
    y = x * 2
    scale_(y)  # written in place into y: no one reads y's old values
    z = x * 3
    _bump_both(z, y)  # stores to y's new values, unlisted
    return y + 1, z


def secret_write_before_the_rewrite(x):
    y = x * 2
    z = x * 3
    _bump_both(z, y)  # stores to y, unlisted
    scale_(y)
    return y, z * 1


def secret_write_into_an_input(x):
    z = x * 3
    _bump_both(z, x)  # stores to the input, unlisted
    y = x * 2
    scale_(y)
    return y, z


@pytest.mark.parametrize("fn", [secret_write_into_a_result, secret_write_before_the_rewrite, secret_write_into_an_input],
                         ids=lambda f: f.__name__)
def test_rewrites_around_a_store_the_mutation_analysis_misses_run_as_the_graph(fn):
    """A kernel that stores to an argument its `tensors_to_clone` does not list (as where the
    mutation analysis reads one configuration of several): the graph treats that tensor as
    unchanged, and the audit says so. The rewrites proven around it change nothing the graph
    computes, run in Triton's interpreter with that store."""
    x = torch.randn(8)
    gm = verifier.capture(fn, x)
    (node,) = [n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional
               and "b_ptr" in n.kwargs["kwargs"]]
    (got,) = [u for u in node.users if u.args[1] == "b_ptr"]
    got.replace_all_uses_with(node.kwargs["kwargs"]["b_ptr"])  # the graph misses the store
    gm.graph.erase_node(got)
    node.kwargs = {**node.kwargs, "tensors_to_clone": ["a_ptr"]}
    gm.recompile()
    for applicable_only in (False, True):
        report = verifier.analyze(gm, applicable_only=applicable_only)
        if not applicable_only:
            assert any(f.startswith(MISSED_WRITE) and "b_ptr" in f for f in report.findings), report.findings
        new, _ = verifier.reinplace(gm, report)
        assert compare(gm, new, [x]) is None
    assert any(c.applied for c in report.candidates), report.text()

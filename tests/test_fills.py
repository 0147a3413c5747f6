"""Fills written by custom ops: each one's clone removed, a fill that common-subexpression
elimination shares made once per writer (`running.fills`), and the lowering's ordering rule reading
the buffer Inductor realizes a fill into for a fallback kernel as the fill's own storage."""

import pytest
import torch

import verifier.backend


@torch.library.custom_op("fills_test::double_into", mutates_args=("out",))
def double_into(x: torch.Tensor, out: torch.Tensor) -> None:
    out.copy_(x * 2)


@double_into.register_fake
def _(x, out):
    return None


class Double(torch.autograd.Function):
    """Twice x, whose backward writes its gradient into a fresh `zeros_like` through the custom op
    (as Liger's RMSNorm backward does into `dX`)."""

    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        dx = torch.zeros_like(g)
        double_into(g, dx)
        return dx


def three_fills(x, y):
    a = torch.zeros_like(x)
    double_into(x, a)
    b = torch.zeros_like(y)
    double_into(y, b)
    c = torch.zeros_like(y)
    double_into(x + y, c)
    return a + b, c


def twice_doubled(x):
    return Double.apply(Double.apply(x).sin())


def compiled(mode, fn, *args):
    torch._dynamo.reset()
    backend = verifier.backend.make_backend(mode)
    with torch._inductor.config.patch(force_disable_caches=True):
        out = torch.compile(fn, backend=backend)(*args)
    return out, backend.session.graphs


def test_each_fill_a_custom_op_writes_loses_its_clone_and_the_lowering_keeps_no_conflict():
    x, y = torch.randn(64, 64), torch.randn(64, 64)
    out, graphs = compiled("verified", three_fills, x, y)
    for got, want in zip(out, three_fills(x, y)):
        torch.testing.assert_close(got, want)
    assert len(graphs) == 1, "the graph was lowered again, with its clones kept"
    graph = graphs[0]
    assert sum(c.applied for c in graph.report.candidates) == 3
    assert graph.freed_bytes() == 3 * 64 * 64 * 4
    assert graph.withheld == [], "the lowering was redone with the clones kept"
    assert graph.lowering.left == [] and graph.lowering.races == []


@pytest.mark.parametrize("mode, refilled, applied", [("verified", 2, 2), ("gate", 0, 1)])
def test_a_fill_shared_by_two_writers_is_made_once_per_writer_in_verified_mode(mode, refilled, applied):
    x = torch.randn(64, 64, requires_grad=True)
    twice_doubled(x).sum().backward()
    expected, x.grad = x.grad.clone(), None
    out, graphs = compiled(mode, twice_doubled, x)
    out.sum().backward()
    torch.testing.assert_close(x.grad, expected)
    backward = next(g for g in graphs if g.kind == "backward")
    assert backward.refilled == refilled
    assert sum(c.applied for c in backward.report.candidates) == applied
    if refilled:
        assert "writers of a shared fill given a fill of their own" in backward.summary()

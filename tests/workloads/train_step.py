"""A training step as a user writes it (plain torch.compile, no verifier in sight): the session
tests run it under VERIFIED_INDUCTOR_MODE, `reinplace-verify audit --run`, and in code."""

import sys

import torch

from verifier.corpus.programs import add_op_, scale_op_


def step(x, w):
    y = x @ w
    scale_op_(y[0])  # a mutating custom op on a row of an intermediate
    out = torch.empty_like(y[1])
    add_op_(y[1], y[2], out)
    return (y * y).sum() + out.sum()


def main() -> float:
    torch.manual_seed(0)
    x = torch.randn(8, 16)
    w = torch.randn(16, 16, requires_grad=True)
    loss = torch.compile(step)(x, w)
    loss.backward()
    print(f"loss {loss.item():.6f} grad {w.grad.sum().item():.6f}")
    return loss.item()


if __name__ == "__main__":
    main()
    sys.exit(int(sys.argv[1]) if len(sys.argv) > 1 else 0)

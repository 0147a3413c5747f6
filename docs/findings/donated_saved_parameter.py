"""Inductor's reinplacing makes a forward's saved tensor the parameter itself; the backward reuses
that "donated" saved tensor's buffer and writes the weight's gradient into the parameter.

    python donated_saved_parameter.py          (CPU; plain torch.compile, nothing else)
    python donated_saved_parameter.py cuda     (the same on a GPU)

A custom op declares its weight argument mutated (as an author does who is unsure, or as a failed
mutation analysis takes every argument of a Triton kernel) and only reads it; an autograd Function
saves that weight for its backward.
"""

import torch


@torch.library.custom_op("donated_demo::norm_fwd", mutates_args=("y", "w", "rstd"))
def norm_fwd(x: torch.Tensor, w: torch.Tensor, y: torch.Tensor, rstd: torch.Tensor) -> None:
    r = torch.rsqrt(x.pow(2).mean(-1) + 1e-6)
    rstd.copy_(r)
    y.copy_(x * r[:, None] * w)  # w is only read


@torch.library.custom_op("donated_demo::norm_bwd", mutates_args=("dx",))
def norm_bwd(dy: torch.Tensor, x: torch.Tensor, w: torch.Tensor, rstd: torch.Tensor, dx: torch.Tensor) -> None:
    xhat = x * rstd[:, None]
    g = dy * w
    dx.copy_(rstd[:, None] * (g - xhat * (g * xhat).mean(-1, keepdim=True)))


class Norm(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        y, rstd = torch.empty_like(x), torch.empty(x.shape[0], dtype=x.dtype, device=x.device)
        norm_fwd(x, w, y, rstd)
        ctx.save_for_backward(x, w, rstd)
        return y

    @staticmethod
    def backward(ctx, dy):
        x, w, rstd = ctx.saved_tensors
        dx = torch.empty_like(x)
        norm_bwd(dy, x, w, rstd, dx)
        # the weight's gradient: a pointwise kernel whose last read of w is this one
        dw = w * torch.mv((dy * x * rstd[:, None] + dx).t(), torch.ones(dx.shape[0], device=dx.device))
        return dx, dw


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(16, 16)
        self.w = torch.nn.Parameter(torch.linspace(0.5, 1.5, 16))

    def forward(self, x):
        return Norm.apply(self.lin(x), self.w).square().sum()


def step(backend, device="cpu"):
    torch.manual_seed(0)
    model, x = Model().to(device), torch.randn(8, 16, device=device)
    before = model.w.detach().clone()
    fn = model if backend is None else torch.compile(model, backend=backend)
    fn(x).backward()
    return (model.w.detach() - before).abs().max().item()


if __name__ == "__main__":
    import sys

    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"torch {torch.__version__}, {device}")
    print(f"eager:    the parameter changed by {step(None, device)} in one backward")
    print(f"inductor: the parameter changed by {step('inductor', device)} in one backward")

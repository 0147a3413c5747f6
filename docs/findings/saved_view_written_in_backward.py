"""torch.compile returns a forward tensor with the shape of a view of it, when an autograd
Function saves that reshaped view and its backward's Triton kernel writes it (or torch's mutation
analysis takes the kernel to write it, as it takes every argument of a kernel it cannot read).

`layer` computes `residual = h + 1` (2, 32, 64), hands it to a Function that saves
`residual.view(-1, 64)` and whose backward kernel stores to that view, and returns `residual`
beside the Function's result. Compiled, `residual` comes back as a (64, 64) tensor (an
`as_strided` of the view's shape); across a graph break, the resumed frame then fails to add it
to the (2, 32, 64) result ("RuntimeError when making fake tensor call"). Liger-Kernel's RMSNorm
backward on torch 2.11 (whose mutation analysis fails on the kernel and lists every argument),
in a model with a graph break after the norm (Liger's fused MoE), is the same shape.

    python saved_view_written_in_backward.py [aot_eager|inductor]   (a GPU)
    python saved_view_written_in_backward.py cpu    (no GPU: from this repository, AOT's graph run
        with Dynamo given a stand-in GPU target and the kernel in Triton's interpreter)

Exit status 1 when the compiled function returns another shape or value than eager.
"""
import sys

import torch
import triton
import triton.language as tl


@triton.jit
def grad_kernel(dy_ptr, x_ptr, dx_ptr, n, BLOCK: tl.constexpr):
    """dx = 2 dy, and x (the saved view) written in place, with its own values."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(dx_ptr + i, tl.load(dy_ptr + i, mask=m) * 2, mask=m)
    tl.store(x_ptr + i, tl.load(x_ptr + i, mask=m), mask=m)


class Doubled(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x.view(-1, x.shape[-1]))  # a reshaped view of the input, saved
        return x * 2

    @staticmethod
    def backward(ctx, dy):
        (rows,) = ctx.saved_tensors
        dy = dy.contiguous()
        dx = torch.empty_like(dy)
        grad_kernel[(triton.cdiv(dy.numel(), 256),)](dy, rows, dx, dy.numel(), BLOCK=256)
        return dx


def layer(h):
    residual = h + 1
    return residual * 1, Doubled.apply(residual), residual


def run(backend: str, device: str) -> int:
    h = torch.randn(2, 32, 64, device=device, requires_grad=True)
    eager = layer(h)
    torch._dynamo.reset()
    try:
        compiled = torch.compile(layer, backend=backend)(h)
    except Exception as e:  # noqa: BLE001 - what the user gets is the message
        print(f"{backend}: fails: {type(e).__name__}: {str(e).splitlines()[0][:200]}")
        return 1
    shapes = [tuple(t.shape) for t in compiled]
    right = all(a.shape == b.shape and torch.equal(a, b) for a, b in zip(compiled, eager))
    print(f"torch {torch.__version__}, triton {triton.__version__}, {device}, backend {backend}: "
          f"shapes {shapes}, eager's {[tuple(t.shape) for t in eager]}: {'the same' if right else 'DIFFERENT'}")
    return 0 if right else 1


if __name__ == "__main__":
    if sys.argv[1:] == ["cpu"]:
        from verifier.compiler.target import triton_without_gpu
        from verifier.running.interpret import interpreted_triton

        with interpreted_triton(), triton_without_gpu():
            sys.exit(run("aot_eager", "cpu"))
    sys.exit(run(sys.argv[1] if len(sys.argv) > 1 else "inductor", "cuda"))

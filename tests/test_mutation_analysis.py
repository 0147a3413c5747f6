"""torch's mutation analysis of a user Triton kernel, completed where its TTIR generator fails
(`compiler.ttir_source.completing_torch_ttir`).

torch 2.11 compiles scalar arguments into the TTIR as constants, so a kernel that calls `.to()`
on a float argument (Liger's RMSNorm kernels, on `eps` and `offset`) cannot be generated; its
mutation analysis then lists every argument as written. Functionalization clones them all, and
AOTAutograd mishandles a backward kernel that "writes" a reshaped view the forward saved of a
tensor the forward graph returns: across a graph break, that tensor comes back with the view's
shape (Liger-patched mixtral failed so in every compiled mode on torch 2.11; torch 2.13 does the
same where a kernel really writes the view). torch 2.13 reads these kernels, so its generator's
failure is emulated here: it fails on any plain float argument, as 2.11's does on such kernels.
"""

import pytest
import torch
import triton
import triton.language as tl
from torch._higher_order_ops import triton_kernel_wrap

from verifier.compiler.target import triton_without_gpu
from verifier.compiler.ttir_source import completing_torch_ttir, sharing_torch_ttir
from verifier.running.interpret import interpreted_triton


@triton.jit
def scaled_kernel(dy_ptr, x_ptr, dx_ptr, n, scale, BLOCK: tl.constexpr):
    """dx = dy * scale; x is only read (its first element, as a norm reads its input)."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x0 = tl.load(x_ptr)
    tl.store(dx_ptr + i, tl.load(dy_ptr + i, mask=m) * scale.to(tl.float32) + x0 * 0, mask=m)


def scaled(dy, x, scale=2.0):
    dx = torch.empty_like(dy)
    scaled_kernel[(triton.cdiv(dy.numel(), 64),)](dy, x, dx, dy.numel(), scale, BLOCK=64)
    return dx


class Doubled(torch.autograd.Function):
    """y = 2x; the forward saves x reshaped to rows, the backward's kernel reads it."""

    @staticmethod
    def forward(ctx, x):
        rows = x.view(-1, x.shape[-1])
        ctx.save_for_backward(rows)
        return x * 2

    @staticmethod
    def backward(ctx, dy):
        (rows,) = ctx.saved_tensors
        return scaled(dy.contiguous(), rows)


def layer(h):
    residual = h + 1
    y = Doubled.apply(residual)
    torch._dynamo.graph_break()  # residual crosses it: an output of the forward graph
    return residual + y


@pytest.fixture
def generator_failing_on_floats(monkeypatch):
    real = triton_kernel_wrap.generate_ttir

    def generate_ttir(kernel, kwargs, *rest, **kw):
        if any(type(v) is float for v in kwargs.values()):
            raise AttributeError("'float' object has no attribute 'to'")
        return real(kernel, kwargs, *rest, **kw)

    monkeypatch.setattr(triton_kernel_wrap, "generate_ttir", generate_ttir)


def _written(kernel, kwargs) -> set[str]:
    """The arguments torch's mutation analysis finds written (torch 2.11's function, or 2.13's)."""
    if hasattr(triton_kernel_wrap, "identify_accessed_tensors"):
        accesses = triton_kernel_wrap.identify_accessed_tensors(kernel, dict(kwargs), {})
        return {dep.name for dep in accesses.read_writes.writes}
    return set(triton_kernel_wrap.identify_mutated_tensors(kernel, dict(kwargs), {}))


@pytest.mark.parametrize("completed", [False, True])
def test_torch_finds_only_the_written_argument_where_its_generator_fails(generator_failing_on_floats, completed):
    from contextlib import nullcontext

    kwargs = dict(dy_ptr=torch.randn(8), x_ptr=torch.randn(8), dx_ptr=torch.empty(8), n=8, scale=2.0, BLOCK=64)
    with triton_without_gpu(), (completing_torch_ttir() if completed else nullcontext()):
        written = _written(scaled_kernel, kwargs)
    assert written == ({"dx_ptr"} if completed else {"dy_ptr", "x_ptr", "dx_ptr"})


def test_a_tensor_returned_across_a_graph_break_keeps_its_shape(generator_failing_on_floats):
    """Compiled under the completed analysis, the layer gives eager's value and gradient (without
    it, torch 2.11 and 2.13 return `residual` as a (64, 64) tensor here, and the resumed frame
    fails to add it to the (2, 32, 64) `y`)."""
    gen = torch.Generator().manual_seed(0)
    h = torch.randn(2, 32, 64, generator=gen, requires_grad=True)
    with interpreted_triton(), triton_without_gpu(), sharing_torch_ttir(), completing_torch_ttir():
        want = layer(h)
        (want_grad,) = torch.autograd.grad(want.sum(), h)
        torch._dynamo.reset()
        got = torch.compile(layer, backend="aot_eager")(h)
        (got_grad,) = torch.autograd.grad(got.sum(), h)
    torch._dynamo.reset()
    assert got.shape == want.shape and torch.equal(got, want)
    assert torch.equal(got_grad, want_grad)


def test_liger_rms_norm_before_a_graph_break_gives_eager_values(generator_failing_on_floats):
    """Liger's own RMSNorm (its forward saves `X.view(-1, dim)`, its backward kernel reads it), its
    input returned across a graph break: the decoder layer of Liger-patched mixtral, whose fused MoE
    breaks the graph after the norm."""
    from liger_programs import rms_norm  # Liger's ops, patched to run without a GPU

    w = torch.nn.Parameter(torch.randn(64, generator=torch.Generator().manual_seed(1)))

    def decoder(h):
        residual = h + 1
        normed = rms_norm.LigerRMSNormFunction.apply(residual, w, 1e-6, 0.0, "llama", True, None)
        torch._dynamo.graph_break()
        return residual + normed

    h = torch.randn(2, 32, 64, generator=torch.Generator().manual_seed(0), requires_grad=True)
    with interpreted_triton(), triton_without_gpu(), sharing_torch_ttir(), completing_torch_ttir():
        want = decoder(h)
        want_grads = torch.autograd.grad(want.sum(), (h, w))
        torch._dynamo.reset()
        got = torch.compile(decoder, backend="aot_eager")(h)
        got_grads = torch.autograd.grad(got.sum(), (h, w))
    torch._dynamo.reset()
    assert got.shape == want.shape and torch.allclose(got, want)
    assert all(torch.allclose(a, b) for a, b in zip(got_grads, want_grads))


@pytest.mark.parametrize("mode, completes", [("verified", True), ("gate", True), ("clones", True), ("audit", False)])
def test_the_backend_completes_the_analysis_outside_audit_mode(mode, completes, monkeypatch):
    """Inside a compile of the backend, torch's generator retries a float-breaking kernel, except
    in audit mode, which keeps what plain Inductor does."""
    import torch._inductor.compile_fx as compile_fx_module

    from verifier.backend import make_backend

    real, seen = compile_fx_module.compile_fx, []

    def compile_fx(*args, **kwargs):
        seen.append(getattr(triton_kernel_wrap.generate_ttir, "_completes", False))
        return real(*args, **kwargs)

    monkeypatch.setattr(compile_fx_module, "compile_fx", compile_fx)
    torch._dynamo.reset()
    x = torch.randn(8)
    assert torch.allclose(torch.compile(lambda t: t.sin() + 1, backend=make_backend(mode))(x), x.sin() + 1)
    torch._dynamo.reset()
    assert seen and all(s is completes for s in seen)
    assert not getattr(triton_kernel_wrap.generate_ttir, "_completes", False)  # closed with the compile


@pytest.mark.parametrize("mode, completes", [("verified", True), ("audit", False)])
def test_a_session_completes_the_analysis_outside_audit_mode(mode, completes):
    """The same for every compile of a process under a session (`verifier.session.Session`)."""
    from verifier.surfaces.session import Session

    with Session(mode):
        inside = getattr(triton_kernel_wrap.generate_ttir, "_completes", False)
    assert inside is completes
    assert not getattr(triton_kernel_wrap.generate_ttir, "_completes", False)

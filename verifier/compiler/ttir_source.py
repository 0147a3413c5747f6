"""The TTIR of a user Triton kernel as torch's mutation analysis generates it (`generate_ttir`),
kept from the trace where torch already generated it (`sharing_torch_ttir`), so that the kernel
analysis reads the same text without running Triton's front end again; and generated for torch's
own analysis where its generator fails on a float argument (`completing_torch_ttir`)."""

from __future__ import annotations

import collections
import contextlib
import functools
from typing import Any


class InlinedFloat(float):
    """A float argument compiled into the TTIR as a constant (torch 2.11 does that with every
    scalar argument): `x.to(tl.float32)` on it stays the same number, as on a runtime fp32."""

    def to(self, *args, **kwargs):
        return self


def kernel_ttir(generate_ttir, kernel, args: dict[str, Any]) -> str:
    """Triton's TTIR of `kernel` for `args`, as text, generated as torch's mutation analysis does
    (or as it already did at trace time: `sharing_torch_ttir`). Where that generator compiles
    scalar arguments in as constants and a float one breaks the kernel's `.to()` on it, once more
    with the float kept a number that has `.to()`: the constant is the argument's real value, so
    the addresses are the kernel's."""
    from .target import triton_without_gpu

    with triton_without_gpu():
        key = _ttir_key(kernel, args)
        if key is not None and key in _TORCH_TTIR:
            _TORCH_TTIR.move_to_end(key)
            return _TORCH_TTIR[key]
        while getattr(generate_ttir, "_ours", False):  # torch's own: what ours keep or retry is not wanted here
            generate_ttir = generate_ttir.__wrapped__
        text = str(_floats_inlined_on_failure(generate_ttir, kernel, dict(args), {})[0])
        _keep(key, text)
        return text


def _floats_inlined_on_failure(generate_ttir, kernel, kwargs: dict[str, Any], tma: Any, *rest, **kw):
    """`generate_ttir(kernel, kwargs, tma)`, and where it fails and the launch passes a float, once
    more with each float an `InlinedFloat`."""
    try:
        return generate_ttir(kernel, kwargs, tma, *rest, **kw)
    except Exception:
        floats = {k: InlinedFloat(v) for k, v in kwargs.items() if type(v) is float}
        if not floats:
            raise
        return generate_ttir(kernel, {**kwargs, **floats}, tma, *rest, **kw)


# The TTIR torch's generator gave, by everything that decides it (see _ttir_key), the last 1024:
# torch generates it while tracing each call of a user Triton kernel (twice: Dynamo, then
# functionalization), for an autotuner's first configuration, and the verifier, run on the graph
# right after, reads the same text; the verifier generates the other configurations' itself, and
# keeps them too: a model calls one kernel in every layer, forward and backward, and an autotuner
# lists dozens of configurations, many of them the same constants under other launch options.
_TORCH_TTIR: "collections.OrderedDict[tuple, str]" = collections.OrderedDict()
_TORCH_TTIR_LIMIT = 1024


def _keep(key: tuple | None, text: str) -> None:
    if key is None:
        return
    _TORCH_TTIR[key] = text
    _TORCH_TTIR.move_to_end(key)
    while len(_TORCH_TTIR) > _TORCH_TTIR_LIMIT:
        _TORCH_TTIR.popitem(last=False)


def _ttir_key(kernel: Any, kwargs: dict[str, Any], tma: Any = None) -> tuple | None:
    """What `generate_ttir(kernel, kwargs, tma)` depends on, as torch's generator reads it: an
    autotuner's first configuration, every tensor by its dtype (it compiles a 2-element stand-in),
    every SymInt, SymFloat or sympy size as one (it compiles 2), every other value by its type and
    value (floats by their bits: 0.0 and -0.0 compile differently), the function's source (Triton's
    `cache_key`) and the compile target. None
    (not kept) for a tensor that is not fake, TMA descriptors, or a value that cannot be a key."""
    import sympy
    import torch
    import triton
    from torch._subclasses.fake_tensor import FakeTensor
    from triton.runtime.autotuner import Autotuner

    if tma:
        return None
    if isinstance(kernel, Autotuner):
        if kernel.configs:
            kwargs = {**kwargs, **kernel.configs[0].kwargs}
        kernel = kernel.fn
    items = []
    for name, v in kwargs.items():
        if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool, sympy.Expr)):
            items.append((name, "symbolic"))
        elif isinstance(v, FakeTensor):
            items.append((name, "tensor", str(v.dtype)))
        elif isinstance(v, torch.Tensor):
            return None
        elif isinstance(v, float):  # an InlinedFloat keys as the float it stands for
            items.append((name, "float", v.hex()))
        else:
            items.append((name, type(v).__module__, type(v).__qualname__, v))
    try:
        target = repr(triton.runtime.driver.active.get_current_target())
        # the function by its source and its dependencies' (Triton's own key): a kernel whose
        # source changes is generated again
        key = (kernel, getattr(kernel, "cache_key", None), target, tuple(sorted(items, key=lambda item: item[0])))
        hash(key)
    except Exception:  # noqa: BLE001 - no target, or a value that is no key
        return None
    return key


@contextlib.contextmanager
def sharing_torch_ttir():
    """While open, the TTIR that torch's mutation analysis generates for user Triton kernels is
    kept (the last 256), so that the verifier reads it instead of generating it again."""

    def keeping(current):
        def generate_ttir(kernel, kwargs, tma_descriptor_metadata, *rest, **kw):
            try:  # the key before the call: the generator pops keys of kwargs
                key = _ttir_key(kernel, kwargs, tma_descriptor_metadata)
            except Exception:  # noqa: BLE001 - keeping it is an optimisation, never a failure
                key = None
            out = current(kernel, kwargs, tma_descriptor_metadata, *rest, **kw)
            try:
                _keep(key, str(out[0]))
            except Exception:  # noqa: BLE001 - keeping it is an optimisation, never a failure
                pass
            return out

        return generate_ttir

    with _generator_wrapped("_keeps_ttir", keeping):
        yield


@contextlib.contextmanager
def completing_torch_ttir():
    """While open, torch's generator of a user kernel's TTIR is asked once more where it fails and
    the launch passes a float, with each float an `InlinedFloat` (as `kernel_ttir` does). torch
    2.11 compiles scalar arguments in as constants, so a kernel that calls `.to()` on one (Liger's
    RMSNorm and LayerNorm kernels, with `eps` and `offset`) fails there; its mutation analysis then
    assumes every argument written, and the clones of functionalization follow. That assumption is
    sound, but AOTAutograd mishandles it where a backward kernel "writes" a reshaped view saved by
    the forward of a tensor the forward graph returns: the tensor comes back with the view's shape
    (torch 2.11 and 2.13; Liger's mixtral fails so under every compiled mode). With the TTIR
    generated, torch's own analysis reads the kernel: what it finds written is what the kernel
    stores to, as on any kernel it can read. torch's analysis falls back on its own where the
    second try fails too."""

    def completing(current):
        return functools.partial(_floats_inlined_on_failure, current)

    with _generator_wrapped("_completes", completing):
        yield


@contextlib.contextmanager
def _generator_wrapped(flag: str, wrapper):
    """torch's `generate_ttir` replaced by `wrapper(current)` while open, marked with `flag` (a scope
    already open under it is not opened again) and as ours (`kernel_ttir` unwraps ours). The flags
    of the wrappers under it stay visible, and the generator is put back on leaving, unless
    something else replaced it meanwhile."""
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    current = wrap.generate_ttir
    if getattr(current, flag, False):
        yield
        return
    generate_ttir = functools.wraps(current)(wrapper(current))
    for name in ("_keeps_ttir", "_completes"):
        setattr(generate_ttir, name, getattr(current, name, False))
    setattr(generate_ttir, flag, True)
    generate_ttir._ours = True
    wrap.generate_ttir = generate_ttir
    try:
        yield
    finally:
        if wrap.generate_ttir is generate_ttir:
            wrap.generate_ttir = current

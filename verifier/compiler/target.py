"""A Triton target on a machine without a GPU: Triton's mutation analysis and the kernel analysis
need one (`get_current_target`), and Dynamo traces user Triton kernels only when Triton says a
GPU is there. Both are given for the scope of `triton_without_gpu`, and only where no GPU is."""

from __future__ import annotations

import contextlib
import unittest.mock

import torch


class _CpuTarget:
    """A stand-in Triton driver that reports an sm_90 CUDA target, for the mutation analysis."""

    def get_current_target(self):
        from triton.backends.compiler import GPUTarget

        return GPUTarget("cuda", 90, 32)

    def is_active(self) -> bool:
        return True

    def get_active_torch_device(self):
        return torch.device("cpu")


@contextlib.contextmanager
def triton_without_gpu():
    """Let Dynamo trace user Triton kernels and Triton analyse them on a machine with no GPU."""
    try:
        import triton.runtime
    except ImportError:  # pragma: no cover - triton is a dependency
        yield
        return
    config = triton.runtime.driver
    try:
        config.active.get_current_target()
        has_target = True
    except Exception:
        has_target = False
    if has_target and torch.cuda.is_available():
        yield
        return
    previous = getattr(config, "_active", None)
    config.set_active(_CpuTarget())
    try:
        with unittest.mock.patch("torch.utils._triton.has_triton", lambda: True):
            yield
    finally:
        config._active = previous

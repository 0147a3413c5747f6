"""A Triton target on a machine without a GPU: Triton's mutation analysis and the kernel analysis
need one (`get_current_target`), and Dynamo traces user Triton kernels only when Triton says a
GPU is there. Both are given for the scope of `triton_without_gpu`, and only where no GPU is: the
driver is the stand-in (`driver.CpuDriver`: an sm_90 target, an H100's properties), so that
launch code traced by Dynamo sees the device the interpreter later runs it on."""

from __future__ import annotations

import contextlib
import unittest.mock

import torch

from .driver import CpuDriver


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
    config.set_active(CpuDriver())
    try:  # has_triton(include_cpu=...) in torch 2.15
        with unittest.mock.patch("torch.utils._triton.has_triton", lambda *args, **kwargs: True):
            yield
    finally:
        config._active = previous

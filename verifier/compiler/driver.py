"""A stand-in for Triton's active driver where there is no GPU (Triton then has none: "0 active
drivers"). Launch code, heuristics and autotuners of libraries ask the driver for the target and
the device's properties (a grid of one program per multiprocessor, a block size from the shared
memory, a cache key); the kernel analysis compiles for its target. Used by the capture, the TTIR
analysis and the interpreter alike, so that launch code sees one device throughout.

This module imports nothing from the verifier: counterexample scripts carry its source.
"""

from __future__ import annotations

import contextlib


class CpuDriver:
    """A CUDA sm_90 target with an H100's device properties, device 0, stream 0."""

    PROPERTIES = {"max_shared_mem": 232448, "multiprocessor_count": 132, "max_num_regs": 65536, "warpSize": 32,
                  "sm_clock_rate": 1980000, "mem_clock_rate": 2619000, "mem_bus_width": 5120}

    class utils:  # noqa: N801 (Triton's name)
        @staticmethod
        def get_device_properties(device=0):
            return dict(CpuDriver.PROPERTIES)

    def get_current_target(self):
        from triton.backends.compiler import GPUTarget

        return GPUTarget("cuda", 90, 32)

    def is_active(self) -> bool:
        return True

    def get_active_torch_device(self):
        import torch

        return torch.device("cpu")

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device) -> None:
        pass

    def get_current_stream(self, device=None) -> int:
        return 0


@contextlib.contextmanager
def stand_in_driver():
    """`CpuDriver` as Triton's active driver for the scope, where Triton has none."""
    import triton.runtime

    config = triton.runtime.driver
    try:
        config.active
        has_driver = True
    except Exception:  # RuntimeError("0 active drivers ...")
        has_driver = False
    if has_driver:
        yield
        return
    previous = config._active
    config.set_active(CpuDriver())
    try:
        yield
    finally:
        config._active = previous

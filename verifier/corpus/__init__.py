"""The built-in corpora of the audit: programs written the way real code is, each a function and an
input factory with a `size` knob (small for the interpreter, large for GPU runs): `programs` (with
the kernels of `kernels` and the examples of `examples`) for Inductor's pass, `vllm` (graphs shaped
as vLLM's models build them, with what vLLM's ops compute) for vLLM's pass."""

from .programs import PROGRAMS

__all__ = ["PROGRAMS"]

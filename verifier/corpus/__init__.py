"""The built-in corpus of the audit: programs written the way real code is, each a function and an
input factory with a `size` knob (small for the interpreter, large for GPU runs)."""

from .programs import PROGRAMS

__all__ = ["PROGRAMS"]

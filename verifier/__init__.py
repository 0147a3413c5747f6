"""Prove, with Z3, when a PyTorch compiler may reinplace a kernel.

    gm = verifier.capture(fn, *example_inputs)   # the graph Inductor's reinplacing sees
    report = verifier.analyze(gm)                 # a verdict per (functional node, argument)
"""

from .analysis import analyze
from .capture import Capture, CaptureError, capture
from .report import Candidate, Conflict, Report, Verdict

__all__ = ["analyze", "capture", "Capture", "CaptureError", "Candidate", "Conflict", "Report", "Verdict"]

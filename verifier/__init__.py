"""Prove, with Z3, when a PyTorch compiler may reinplace a kernel.

    gm = verifier.capture(fn, *example_inputs)   # the graph Inductor's reinplacing sees
    report = verifier.analyze(gm)                 # a verdict per (functional node, argument)
    new_gm, report = verifier.reinplace(gm)       # only the proven rewrites, on a copy
    forced = verifier.force(gm, report, report.candidates[0])  # one rewrite forced, for experiments
    verifier.Program(name, fn, inputs)           # a program of a programs file (see compiler/programs.py)
    gm = verifier.capture_program(program)       # its graph, at its own inputs
"""

from .compiler.capture import Capture, CaptureError
from .compiler.programs import Program
from .proof.report import Candidate, Conflict, Report, Verdict
from .running.passes import analyze, reinplace
from .running.rewrite import force
from .integration.capture import capture, capture_program

__all__ = ["analyze", "capture", "capture_program", "force", "reinplace", "Capture", "CaptureError", "Candidate", "Conflict", "Program", "Report", "Verdict"]

"""Prove, with Z3, when a PyTorch compiler may reinplace a kernel.

    gm = verifier.capture(fn, *example_inputs)   # the graph Inductor's reinplacing sees
    report = verifier.analyze(gm)                 # a verdict per (functional node, argument)
    new_gm, report = verifier.reinplace(gm)       # only the proven rewrites, on a copy
    forced = verifier.force(gm, report, report.candidates[0])  # one rewrite forced, for experiments
    verifier.Program(name, fn, inputs)           # a program of a programs file (see compiler/programs.py)
    gm = verifier.capture_program(program)       # its graph, at its own inputs

The names are imported when first used (importing the package does not import torch: the
command line's help and usage errors answer at once).
"""

import importlib

_PUBLIC = {
    "Capture": "compiler.capture", "CaptureError": "compiler.capture", "Program": "compiler.programs",
    "Candidate": "proof.report", "Conflict": "proof.report", "Report": "proof.report", "Verdict": "proof.report",
    "analyze": "running.passes", "reinplace": "running.passes", "force": "running.rewrite",
    "capture": "integration.capture", "capture_program": "integration.capture",
}

__all__ = sorted(_PUBLIC)


def __getattr__(name: str):
    if name in _PUBLIC:
        value = getattr(importlib.import_module(f".{_PUBLIC[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'verifier' has no attribute {name!r}")

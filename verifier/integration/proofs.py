"""The proofs anyone can re-check, made: every query the verifier asks of a set of programs.

The FX proofs: each program's candidates decided with their queries kept (`proof.analysis.decide`,
what Inductor lowers as proven held back as `running.passes.analyze` does). The lowering proofs:
the race queries the checks of Inductor's lowering ask (`verifier.lowering.races`) while a program
is compiled in audit mode, where Inductor's own decisions stand (the in-place programs it lowers
wrongly give satisfiable ones). `proof.smtlib` writes and re-solves them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..compiler.programs import Program
from ..proof import smtlib
from .capture import capture_program


def fx_queries(prog: Program) -> list[tuple[str, str, str, str, str]]:
    """Every query the proof asks of a program's graph."""
    from ..proof.analysis import decide
    from ..running.lowerable import InductorLowering

    return decide(capture_program(prog), keep_smt2=True, policy=InductorLowering).smt2


def lowering_queries(prog: Program) -> list[tuple[str, str, str, str, str]]:
    """Every race query the checks of Inductor's lowering ask while the program is compiled in audit mode."""
    import torch

    from .backend import Backend
    from .caching import caches_off
    from .modes import Mode

    torch._dynamo.reset()
    backend = Backend(Mode.AUDIT)
    backend.session.queries = []
    with caches_off():
        torch.compile(prog.fn, backend=backend, dynamic=prog.dynamic)(*prog.inputs())
    return [(f"lowering of {q.kernel}", "race", q.what, q.answer, q.smt2) for q in backend.session.queries]


def default_items() -> list[tuple[Program, smtlib.Queries]]:
    """The programs of the committed proofs, each with the queries kept of it: the FX proofs of the
    ground-truth table, the built-in corpus, the Liger corpus and the aten ops written in place, and
    the lowering proofs of the in-place programs Inductor lowers wrongly (from a source checkout,
    where it is importable)."""
    return [(p, fx_queries) for p in default_programs()] + [(p, lowering_queries) for p in _lowering_programs()]


def default_programs() -> list[Program]:
    """The ground-truth table, the Liger corpus and the aten ops written in place (from a source
    checkout, when importable) and the built-in corpus."""
    from ..compiler.programs import find
    from ..corpus.programs import corpus

    root = Path(__file__).resolve().parents[2]  # the source checkout: verifier/proof/smtlib.py
    progs: list[Program] = []
    progs += _optional(root / "tests" / "programs.py", find)
    progs += corpus(1)
    progs += _optional(root / "tests" / "liger_programs.py", find)
    progs += _optional(root / "tests" / "aten_programs.py", find)
    return progs


def _optional(path: Path, find) -> list[Program]:
    if not path.exists():
        return []
    sys.path.insert(0, str(path.parent))
    try:
        return find(str(path))
    except ImportError as e:  # liger-kernel not installed: those proofs cannot be regenerated here
        print(f"{path.name}: not loaded ({e})", file=sys.stderr)
        return []


def _lowering_programs() -> list[Program]:
    import torch

    root = Path(__file__).resolve().parents[2]
    path = root / "tests" / "lowering_programs.py"
    if not path.exists():
        return []
    from ..compiler.programs import load_module

    module = load_module(path)
    return [Program(f"lowering_{fn.__name__}", fn, lambda: (torch.randn(8, 8),)) for fn in module.PROGRAMS]

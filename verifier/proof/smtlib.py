"""Proofs anyone can re-check: every query the verifier asks of a set of programs, as one
self-contained SMT-LIB 2.6 file each (declarations, the memory model's constraints, the shape
assumptions, the conflict), with its expected answer and what it rests on in comments.

`reinplace-verify prove` writes them (`integration.proofs`: by default for the ground-truth table,
the built-in corpus, the Liger corpus, and the race queries of the lowering of the in-place
programs Inductor lowers wrongly); `prove --check` solves every committed file again with z3 and
with cvc5, and regenerates the queries to compare: any disagreement between a solver and the
recorded answer, or a query that appeared, disappeared or changed its answer, is a failure.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Callable

from ..compiler.programs import Program

HEADER = re.compile(r"^; expected: (sat|unsat)", re.M)


def basis(query: str, desc: str) -> str:
    """What a query's answer rests on, for people reading the file."""
    if query == "race":
        return "Inductor's loop bodies: a lowered kernel's loads and stores as index expressions over its iterations"
    if query == "self-aliasing" and " stores " in desc and (" vs reads " in desc or " vs stores " in desc):
        return "the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration"
    if query == "self-aliasing":
        return "the callee contract: the call may read every byte of that argument, at any time"
    return "the graph's memory model: storages, byte layouts and program order of its values"


Queries = Callable[[Program], list[tuple[str, str, str, str, str]]]


def export(items: list[tuple[Program, Queries]], folder: Path, progress=sys.stderr) -> list[Path]:
    """Write the queries of each program into `folder`: for each (program, queries), `queries(program)`
    gives them, as (label, query, description, answer, SMT-LIB text), each answer as the verifier
    got it."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for i, (prog, queries) in enumerate(items, 1):
        print(f"[{i}/{len(items)}] {prog.name}", file=progress, flush=True)
        try:
            asked = queries(prog)
        except Exception as e:  # a program that cannot be analysed here has no proofs, and says so
            print(f"    skipped: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}", file=progress)
            continue
        for k, (label, query, desc, answer, text) in enumerate(asked):
            if answer not in ("sat", "unsat"):
                continue  # an unknown answer proves nothing either way
            path = folder / f"{prog.name}.{k:03d}.{query.replace(' ', '_')}.smt2"
            path.write_text(
                f"; program {prog.name}, {label}: {query} ({desc})\n"
                f"; expected: {answer} (unsat: the obligation holds; sat: a conflict)\n"
                f"; rests on: {basis(query, desc)}\n"
                "; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below\n"
                "(set-logic ALL)\n" + _standard(text))
            written.append(path)
    return written


def _standard(text: str) -> str:
    """z3's SMT-LIB without its own commands (the status line it adds says nothing)."""
    return "\n".join(line for line in text.splitlines() if not line.startswith("(set-info :status")) + "\n"


def expected(path: Path) -> str:
    m = HEADER.search(path.read_text())
    if m is None:
        raise ValueError(f"{path}: no '; expected:' line")
    return m.group(1)


def solve_z3(path: Path, timeout_ms: int = 60_000) -> str:
    import z3

    s = z3.Solver()
    s.set("timeout", timeout_ms)
    s.add(z3.parse_smt2_file(str(path)))
    return str(s.check())


def solve_cvc5(path: Path) -> str:
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("tlimit-per", "60000")
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, str(path))
    answer = "no check-sat"
    while True:
        command = parser.nextCommand()
        if command.isNull():
            return answer
        out = command.invoke(solver, symbols).strip()
        if out in ("sat", "unsat", "unknown"):
            answer = out


def check(folder: Path, items: list[tuple[Program, Queries]] | None, progress=sys.stderr) -> list[str]:
    """Problems with the committed proofs in `folder` (none: every file is answered as recorded by
    z3 and cvc5, and regenerating them for `items`, as `export` does, gives the same queries and
    answers)."""
    problems: list[str] = []
    files = sorted(folder.glob("*.smt2"))
    if not files:
        return [f"no proofs in {folder}"]
    for i, path in enumerate(files, 1):
        if i % 50 == 0 or i == len(files):
            print(f"solved {i}/{len(files)}", file=progress, flush=True)
        want = expected(path)
        for solver, solve in (("z3", solve_z3), ("cvc5", solve_cvc5)):
            try:
                got = solve(path)
            except Exception as e:  # a file a solver cannot read is a failure of the export
                got = f"error ({type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else ''})"
            if got != want:
                problems.append(f"{path.name}: {solver} answers {got}, the file records {want}")
    if items is not None:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = {p.name: expected(p) for p in export(items, Path(tmp), progress)}
        committed = {p.name: expected(p) for p in files}
        for name in sorted(set(fresh) | set(committed)):
            if fresh.get(name) != committed.get(name):
                problems.append(f"{name}: committed {committed.get(name, 'absent')}, regenerated {fresh.get(name, 'absent')}")
    return problems

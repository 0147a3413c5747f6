"""Audits of several program files or `--run` scripts, each a task of an engine (`audit --ray`),
their results merged into one report.

A task is one file (every program in it, audited as `reinplace-verify audit FILE.py` does) or one
script (run as `audit --run SCRIPT.py ARGS` runs it, in a session of its own, its report in a
folder of its own). With Ray each task gets a fresh worker process: a script's compiles leave
state behind (Dynamo's caches, registered ops) that the next task must not see. A task whose
worker dies is a failed program of the merged report, named after its file or script.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .audit import ProgramResult
from .engines import WorkerDied
from ..integration.modes import Mode


def audit_file(task: tuple[str, str, str]) -> list[ProgramResult]:
    """Every program of one file, audited."""
    import logging
    import warnings

    from ..compiler.programs import find
    from .audit import VLLM, audit_program

    path, device, against = task
    warnings.filterwarnings("ignore")
    logging.getLogger("torch").setLevel(logging.ERROR)
    try:
        if against == VLLM:  # vLLM's ops defined in this worker before its programs are loaded
            from ..corpus.vllm import register

            register()
        programs = find(path)
    except Exception as e:  # not a file of programs: its row says why
        return [ProgramResult(path, [], 0.0, f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")]
    return [audit_program(p, device, against) for p in programs]


def audit_script(task: tuple[list[str], str, str, bool]) -> tuple[int, list[str], list[ProgramResult]]:
    """One script run in a session: (its exit status, its graphs' summary lines, the results)."""
    import runpy

    from .session import Session

    argv, mode, out, execute = task
    script = argv[0]
    saved_argv, saved_path = sys.argv, list(sys.path)
    sys.argv, status = list(argv), 0
    sys.path.insert(0, str(Path(script).resolve().parent))
    session = Session(mode, out, execute=execute)
    try:
        with session:
            runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except Exception as e:  # the script failed: what it compiled before still counts
        status = 1
        print(f"{script}: {type(e).__name__}: {e}", file=sys.stderr)
    finally:
        sys.argv, sys.path[:] = saved_argv, saved_path
    return status, [g.summary() for g in session.graphs], session.results()


def _named(prefix: str, results: list[ProgramResult]) -> list[ProgramResult]:
    for r in results:
        r.name = f"{prefix}: {r.name}"
        for row in r.rows:
            row.program = r.name
    return results


def run_files(paths: list[str], engine, device: str = "cpu", against: str = "Inductor",
              progress=sys.stderr) -> list[ProgramResult]:
    """The programs of every file, audited as tasks of `engine` (against Inductor, `audit.FX` or
    `audit.VLLM`);
    results in the order of `paths`."""
    merged: dict[str, list[ProgramResult]] = {}
    tasks = [(p, device, against) for p in paths]
    for i, ((path, _, _), out) in enumerate(engine.map(audit_file, tasks), 1):
        if isinstance(out, WorkerDied):
            out = [ProgramResult(path, [], 0.0, f"worker died: {out.why}")]
        merged[path] = _named(path, out) if len(paths) > 1 else out
        cands = sum(len(r.rows) for r in out)
        print(f"[{i}/{len(paths)} files] {path}: {len(out)} programs, {cands} candidates", file=progress, flush=True)
    return [r for p in paths for r in merged[p]]


def run_scripts(scripts: list[list[str]], engine, mode: str, out: str, execute: bool,
                progress=sys.stderr) -> tuple[int, list[ProgramResult]]:
    """Each script (its argv) run in a session as a task of `engine`, its report in OUT/<i>-<name>/;
    (the worst exit status, the merged results)."""
    tasks = [(argv, mode, str(Path(out) / f"{i}-{Path(argv[0]).stem}"), execute) for i, argv in enumerate(scripts, 1)]
    merged: dict[str, list[ProgramResult]] = {}
    worst = 0
    for i, ((argv, _, folder, _), answer) in enumerate(engine.map(audit_script, tasks), 1):
        if isinstance(answer, WorkerDied):
            status, lines, results = 1, [], [ProgramResult(argv[0], [], 0.0, f"worker died: {answer.why}")]
        else:
            status, lines, results = answer
        worst = worst or status
        merged[folder] = _named(argv[0], results)
        print(f"[{i}/{len(scripts)} scripts] {' '.join(argv)}: exit {status}, {len(lines)} graphs compiled; "
              f"report {folder}/audit.txt", file=progress, flush=True)
        for line in lines:
            print(f"  {line}", file=progress)
    return worst, [r for t in tasks for r in merged[t[2]]]


def split_runs(remainder: list[str]) -> list[list[str]]:
    """`--run a.py ARGS --run b.py ARGS` (the first --run already taken by argparse) as argvs."""
    runs: list[list[str]] = [[]]
    for token in remainder:
        if token == "--run":
            runs.append([])
        else:
            runs[-1].append(token)
    return [r for r in runs if r]


def write_merged(results: list[ProgramResult], folder: str, mode: str) -> Any:
    """The merged report of several scripts: OUT/audit.txt and OUT/audit.json."""
    import json

    from .audit import table, to_json, totals
    from .session import decisions

    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    audited = Mode.of(mode).inductor_decides
    decider = "Inductor" if audited else "backend"
    summary = totals(results) if audited else decisions(results, mode)
    (path / "audit.txt").write_text(table(results, decider=decider) + "\n" + summary + "\n")
    (path / "audit.json").write_text(json.dumps(to_json(results) | {"mode": mode}, indent=2) + "\n")
    from .outputs import record_written

    record_written(path, [path / "audit.txt", path / "audit.json"])
    return summary

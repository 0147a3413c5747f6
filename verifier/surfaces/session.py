"""Every graph a process compiles with Inductor, verified or audited: one switch for a whole workload.

    VERIFIED_INDUCTOR_MODE=audit VERIFIED_INDUCTOR_REPORT=DIR python train.py   # no change to train.py
    with verifier.session.Session("audit", report="DIR"): train()                 # in code
    reinplace-verify audit --run train.py [args]                                  # from the command line

A session (`integration.session`) decides the reinplacing of every graph Inductor compiles while it
is open, in its mode, and checks its lowering. Here it gets its report: the audit's table and
totals, JSON, and one counterexample script per refusal, written when the session ends, or on
demand by `write`. The environment switch that opens one for a whole process is `switch`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..integration.modes import Mode
from ..integration.session import Session as _Session


class Session(_Session):
    """The verifier on every Inductor compile while the session is open; its report in `report`
    when it ends."""

    def __init__(self, mode: Mode | str = Mode.AUDIT, report: str | os.PathLike | None = None, reproduce: bool = True,
                 execute: bool = False):
        super().__init__(mode, execute=execute)
        self.report_dir = Path(report) if report is not None else None
        self.reproduce = reproduce  # run the counterexamples of refusals Inductor applies, when writing

    def __enter__(self) -> "Session":
        self.install()
        return self

    def __exit__(self, *exc) -> None:
        self.uninstall()
        if self.report_dir is not None:
            self.write(self.report_dir)

    def write(self, folder: str | os.PathLike) -> Path:
        """The report so far, in `folder` (see `write`)."""
        return write(self, folder)

    def results(self) -> list:
        return results(self)


def results(session: Session) -> list:
    """The session's graphs as audit results (the classes of `reinplace-verify audit`, or in a mode
    that decides itself, what it applied and kept)."""
    from .audit import ProgramResult, link_rows, row_of

    decider = "Inductor" if session.mode.inductor_decides else "backend"
    out = []
    for g in session.graphs:
        if g.report is None:
            out.append(ProgramResult(g.name, [], g.seconds, g.error))
            continue
        rows = [row_of(g.name, c, g.gm, decider, None if session.reproduce else False) for c in g.report.candidates]
        if decider == "Inductor":
            rows += link_rows(g.name, g.report.links, g.gm, g.inductor_execution)
        out.append(ProgramResult(g.name, rows, g.seconds, g.error, not_analysed=list(g.report.not_analysed),
                                 findings=list(g.report.findings) + lowering_findings(g),
                                 inductor_execution=g.inductor_execution))
    return out


def lowering_findings(g: Any) -> list[str]:
    """What the checks of the graph's passes and lowering found: copies its FX passes dropped
    unproven (made again outside audit mode), conflicts left in the lowered program, and the fusions
    refused and rewrites withheld to remove others."""
    from ..integration.inputs import MISSED_OVERLAP
    from ..integration.passes import DROPPED_COPY
    from .audit import lowering_class

    out = [f"{MISSED_OVERLAP}: {m.line()}" for m in g.inputs]
    for check in g.passes:
        shown = f" ({_shown(check.execution)})" if check.execution is not None else ""
        out += [f"{DROPPED_COPY}: {check.passes}: {d.line()}"
                + (" (undone: the copy is made again)" if d in check.undone else shown) for d in check.left + check.undone]
    if g.lowering is None:
        return out
    executed = f" ({g.lowering.reproduction()})" if g.lowering.execution is not None else ""
    out += [f"{lowering_class(f.kind)}: {f.text}{executed}" for f in g.lowering.left]
    if g.lowering.left:
        out.append(f"standalone script of the races: lowering/graph{g.index}.py" if g.lowering.script
                   else f"no standalone script of the races: {g.lowering.no_script or 'not made'}")
    out += [f"fusion refused (its parts raced): {s.kernel}: {s.text}" for s in g.lowering.split]
    out += [f"rewrites withheld (they fed a race of the lowering): {', '.join(g.withheld)}"] if g.withheld else []
    return out


def _shown(execution: str) -> str:
    """What running the graph after the passes against the graph before them showed."""
    if execution == "":
        return "not reproduced: the graph after the passes equals the graph before them on random inputs"
    if execution.startswith("differs"):
        return "reproduced: the graph after the passes " + execution
    return execution


def decisions(res: list, mode: Mode | str) -> str:
    """Totals of a session that decided itself (verified, gate, clones): what it applied and kept."""
    rows = [row for r in res for row in r.rows]
    count = lambda pred: sum(1 for row in rows if pred(row))  # noqa: E731
    lines = ["", f"graphs: {len(res)}   candidates: {len(rows)}   safe: {count(lambda r: r.verdict == 'safe')}   "
             f"unsafe: {count(lambda r: r.verdict == 'unsafe')}   unknown: {count(lambda r: r.verdict == 'unknown')}",
             "", f"| {mode} | candidates |", "|---|---|",
             f"| applied (proven) | {count(lambda r: r.klass == 'applied')} "
             f"({sum(row.bytes for row in rows if row.klass == 'applied')} bytes of clones removed) |"]
    guarded = count(lambda r: r.klass == "applied behind a run-time check")
    if guarded:
        lines.append(f"| applied behind a run-time check (proven under a precondition on loaded indices; else the clone is kept) | {guarded} |")
    held = count(lambda r: r.klass == "proven, not applied")
    if held:
        lines.append(f"| proven, not applied (Inductor generates its own kernel: nothing to save) | {held} |")
    for verdict in ("safe", "unsafe", "unknown"):
        lines.append(f"| clone kept ({verdict}) | {count(lambda r: r.klass == f'clone kept ({verdict})')} |")
    failed = [r.name for r in res if r.error]
    if failed:
        lines.append(f"\ngraphs the verifier failed on (every clone kept): {', '.join(failed)}")
    return "\n".join(lines)


def write(session: Session, folder: str | os.PathLike) -> Path:
    """The session's report in `folder`: audit.txt (the table, per-graph lines, totals), audit.json,
    counterexamples/ (one script per unsafe candidate) and lowering/ (one standalone script per
    graph whose lowering races, `verifier.running.lowering_script`). Each file it writes is recorded in
    the folder's manifest (`outputs.MANIFEST`): a later run replaces those, and only those."""
    from .audit import table, to_json, totals
    from .outputs import record_written

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    res = results(session)
    lines = [f"verified_inductor {session.mode}: {len(session.graphs)} graphs compiled", ""]
    lines += [g.summary() for g in session.graphs]
    lines += [f"a graph run in eager, not compiled: {why}" for why in session.eager]
    if session.mode.inductor_decides:
        text = "\n".join(lines) + "\n\n" + table(res) + "\n" + totals(res) + "\n"
    else:
        text = "\n".join(lines) + "\n\n" + table(res, decider="backend") + "\n" + decisions(res, session.mode) + "\n"
    written = [folder / "audit.txt", folder / "audit.json"]
    (folder / "audit.txt").write_text(text)
    data = to_json(res) | {"mode": session.mode.value, "graphs": [
        {"index": g.index, "compile_id": g.compile_id, "kind": g.kind, "where": g.where, "summary": g.summary(),
         "verifier_seconds": round(g.seconds, 4), "error": g.error, "inductor_execution": g.inductor_execution}
        for g in session.graphs], "eager": session.eager}
    (folder / "audit.json").write_text(json.dumps(data, indent=2) + "\n")
    for g in session.graphs:
        if g.lowering is not None and g.lowering.script:
            (folder / "lowering").mkdir(exist_ok=True)
            (folder / "lowering" / f"graph{g.index}.py").write_text(g.lowering.script)
            written.append(folder / "lowering" / f"graph{g.index}.py")
    scripts = folder / "counterexamples"
    for g in session.graphs:
        for c in (g.report.candidates if g.report is not None else []):
            if c.counterexample is None:
                continue
            scripts.mkdir(exist_ok=True)
            name = f"graph{g.index}_{c.node}_{c.arg}"
            written += [scripts / f"{name}.txt", scripts / f"{name}.py"]
            if g.from_cache:
                (scripts / f"graph{g.index}_{c.node}_{c.arg}.txt").write_text(
                    "the graph was compiled from Inductor's cache, whose entry keeps the report and not the graph: "
                    "compile with TORCHINDUCTOR_FX_GRAPH_CACHE=0 TORCHINDUCTOR_AUTOGRAD_CACHE=0 to write this script\n")
                continue
            try:
                (scripts / f"graph{g.index}_{c.node}_{c.arg}.py").write_text(c.counterexample.program())
            except Exception as e:
                (scripts / f"graph{g.index}_{c.node}_{c.arg}.txt").write_text(
                    f"the counterexample script could not be written: {type(e).__name__}: {e}\n")
    record_written(folder, [w for w in written if w.exists()])
    return folder

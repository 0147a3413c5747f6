"""Every graph a process compiles with Inductor, verified or audited: one switch for a whole workload.

    VERIFIED_INDUCTOR_MODE=audit VERIFIED_INDUCTOR_REPORT=DIR python train.py   # no change to train.py
    with verifier.session.Session("audit", report="DIR"): train()                 # in code
    reinplace-verify audit --run train.py [args]                                  # from the command line

In a session, Inductor's reinplacing pass of every compile (plain `torch.compile`, every graph
break, forward and backward) goes through the verifier in the session's mode (see
`verifier.backend` for the modes). Each graph's report names where it came from: Dynamo's
compile id, forward/backward/inference, and the first source line of the user's code in it. The
verdicts reach torch's logging as the artifact "verified_reinplacing" (`TORCH_LOGS=verified_reinplacing`;
also in `TORCH_TRACE` for tlparse), and each graph gets one summary line (logger
"verifier.session", INFO; `TORCH_LOGS=verified_inductor` shows it). The report (the audit's table and totals, JSON, and one
counterexample script per refusal) is written when the session ends, or on demand by `write`.

Inductor's FX graph and AOT autograd caches are turned off in a session: a cache hit would skip
the pass, and the cache key knows nothing of the verifier.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import logging
import os
import time
import unittest.mock
import warnings
from pathlib import Path
from typing import Any, Callable

import torch

from .caching import caches_off
from .lowering_checks import after_fusion, races_executed

log = logging.getLogger("verifier.session")
ARTIFACT = "verified_reinplacing"
MODES = ("verified", "gate", "audit", "clones")


@dataclasses.dataclass
class GraphReport:
    """One compiled graph: where it came from, the verifier's report, Inductor's decisions."""

    index: int
    compile_id: str
    kind: str  # "forward", "backward" or "inference"
    where: str  # the first source line of the user's code in the graph
    mode: str
    report: Any = None  # verifier.report.Report (None when the verifier failed)
    gm: Any = None  # the graph as analysed (before any rewrite), for counterexample scripts
    inductor: dict = dataclasses.field(default_factory=dict)  # (node, arg) -> "reinplace" / "clone"
    seconds: float = 0.0  # the verifier's time on this graph: its analysis, and where it rewrites, the rewrite
    error: str | None = None
    # Inductor's own rewrite run against the functional graph ("" identical, "differs: ...",
    # "not compared: ..."); None when not asked (Session(execute=True), audit mode)
    inductor_execution: str | None = None
    lowering: Any = None  # verifier.lowering.gate.Validation: the races of the lowered program
    withheld: list[str] = dataclasses.field(default_factory=list)  # rewrites withheld: they fed a race
    # restored with an entry of Inductor's caches (`caching`): the graph module is not kept, the
    # bytes of clones removed are
    from_cache: bool = False
    freed: int | None = None

    @property
    def name(self) -> str:
        return f"graph {self.index} [{self.compile_id} {self.kind}] {self.where}"

    def removed(self) -> list:
        """The candidates whose clones the compiled program does not make."""
        if self.report is None:
            return []
        if self.mode == "audit":
            return [c for c in self.report.candidates if self.inductor.get((c.node, c.arg)) == "reinplace"]
        return [c for c in self.report.candidates if c.applied]

    def freed_bytes(self) -> int:
        if self.gm is None and self.freed is not None:
            return self.freed
        return sum(clone_bytes(self.gm, c) for c in self.removed())

    def summary(self) -> str:
        """The graph's line: candidates, proven, applied, refused, bytes of clones removed."""
        cached = " (report restored from the cache)" if self.from_cache else ""
        if self.report is None:
            return (f"verified_inductor {self.mode}: {self.name}: the verifier failed ({self.error}); "
                    f"every clone kept{cached}")
        cands = self.report.candidates
        proven = [c for c in cands if c.verdict.value == "safe"]
        refused = [c for c in cands if c.verdict.value == "unsafe"]
        unknown = len(cands) - len(proven) - len(refused)
        removed = self.removed()
        applied = f"Inductor reinplaced {len(removed)}" if self.mode == "audit" else f"applied {len(removed)}"
        freed = self.freed_bytes()
        lowered = ""
        if self.lowering is not None:
            lowered = (f"; lowering: {self.lowering.kernels} kernels, {len(self.lowering.split)} fusions refused, "
                       f"{len(self.lowering.races)} races"
                       + (f", {len(self.lowering.reuses)} live buffers reused" if self.lowering.reuses else ""))
        return (f"verified_inductor {self.mode}: {self.name}: {len(cands)} candidates, {len(proven)} proven, "
                f"{applied}, {len(refused)} refused, {unknown} unknown; {_size(freed)} of clones removed; "
                f"verifier {self.seconds * 1e3:.0f} ms{lowered}{cached}")


def clone_bytes(gm: torch.fx.GraphModule | None, cand: Any) -> int:
    """The bytes of the clone a candidate's rewrite removes (0 when its size is symbolic)."""
    if gm is None:
        return 0
    node = next((n for n in gm.graph.nodes if n.name == cand.mutated), None)
    val = node.meta.get("val") if node is not None else None
    if isinstance(val, torch.Tensor) and all(isinstance(s, int) for s in val.shape):
        return val.numel() * val.element_size()
    return 0


def _size(n: int) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"


def _origin(gm: torch.fx.GraphModule) -> tuple[str, str, str]:
    """(compile id, forward/backward/inference, first user source line) of a graph being compiled."""
    from torch._guards import CompileContext

    compile_id = str(CompileContext.current_compile_id() or "?")
    names = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
    kind = ("backward" if any(n.startswith("tangents") for n in names)
            else "forward" if any(n.startswith("primals") for n in names) else "inference")
    where = ""
    for n in gm.graph.nodes:
        trace = n.meta.get("stack_trace")
        if trace:
            frames = [line.strip() for line in trace.splitlines() if line.strip().startswith("File ")]
            if frames:
                where = frames[-1].replace("File ", "").replace('"', "")
                break
    return compile_id, kind, where


class Session:
    """The verifier on every Inductor compile while the session is open (see the module's doc)."""

    def __init__(self, mode: str = "audit", report: str | os.PathLike | None = None, reproduce: bool = True,
                 execute: bool = False):
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
        self.mode = mode
        self.report_dir = Path(report) if report is not None else None
        self.reproduce = reproduce  # run the counterexamples of refusals Inductor applies, when writing
        # audit mode: run each graph as Inductor's pass rewrote it against the graph as it came, on
        # inputs made from its fake tensors (on the GPU with the real kernels)
        self.execute = execute
        self.graphs: list[GraphReport] = []
        self._stack: contextlib.ExitStack | None = None
        # FX nodes whose rewrites the next graph's analysis withholds (their clones kept): the
        # backend lowers a graph again without the rewrites that fed a race of its lowering
        self.withhold: set[str] = set()

    # --- installing -----------------------------------------------------------------------
    def __enter__(self) -> "Session":
        self.install()
        return self

    def __exit__(self, *exc) -> None:
        self.uninstall()
        if self.report_dir is not None:
            self.write(self.report_dir)

    def install(self, post_grad: Any = None) -> None:
        """Route Inductor's reinplacing pass through this session, caches off."""
        from ..compiler.ttir_source import sharing_torch_ttir

        self._stack = contextlib.ExitStack()
        self._stack.enter_context(verified_reinplacing(self.mode, self, post_grad))
        self._stack.enter_context(sharing_torch_ttir())  # what torch's tracing generates, read again

    def uninstall(self) -> None:
        if self._stack is not None:
            self._stack.close()
            self._stack = None

    def write(self, folder: str | os.PathLike) -> Path:
        """The report so far, in `folder` (see `write`)."""
        return write(self, folder)

    def results(self) -> list:
        return results(self)

    # --- one graph ------------------------------------------------------------------------
    def on_lowering(self, found: Any) -> None:
        """The lowering of the graph compiled last was validated (`verifier.lowering.gate`)."""
        if self.graphs:
            entry = self.graphs[-1]
            entry.lowering = found
            for line in found.lines()[1:]:
                log.info("verified_inductor %s: %s: %s", self.mode, entry.name, line.strip())

    def on_graph(self, inductor_pass: Callable[[], None], fake_tensor_updater: Any, graph: torch.fx.Graph) -> None:
        """Decide the reinplacing of one graph in the session's mode; never fails the compile."""
        gm = graph.owning_module
        try:
            compile_id, kind, where = _origin(gm)
        except Exception:  # naming the graph is no reason to fail its compile
            compile_id, kind, where = "?", "?", ""
        entry = GraphReport(len(self.graphs), compile_id, kind, where, self.mode)
        self.graphs.append(entry)
        decide_graph(self.mode, entry, gm, inductor_pass, fake_tensor_updater, self.execute, self.withhold)
        try:
            line = entry.summary()
            log.info("%s", line)
            _emit_artifact(entry, line)
        except Exception:
            log.warning("verified_inductor: the summary of %s could not be made", entry.name, exc_info=True)


def execute_asked() -> bool:
    """VERIFIED_INDUCTOR_EXECUTE=1: execute Inductor's own rewrite of each graph against it."""
    return os.environ.get("VERIFIED_INDUCTOR_EXECUTE", "") not in ("", "0")


def decide_graph(mode: str, entry: GraphReport, gm: torch.fx.GraphModule, inductor_pass: Callable[[], None],
                 fake_tensor_updater: Any, execute: bool = False, withhold: set[str] = frozenset()) -> None:
    """Analyse `gm` and decide its reinplacing in `mode`, recording what happened in `entry`; the
    rewrites of nodes in `withhold` are not applied. A failure of the verifier keeps every clone
    (or, in audit mode, Inductor's own decisions)."""
    from ..compiler.capture import capture_info
    from ..compiler.inductor import copy_graph, decision_on, inductor_decisions
    from ..compiler.isolation import beside_the_compile
    from ..running.passes import analyze
    from ..running.rewrite import apply, for_inductor

    start = time.perf_counter()
    info = None
    try:
        info = dataclasses.replace(capture_info(gm), name=f"graph_{entry.index}")
        with beside_the_compile(info.fake_mode):  # the compile's state is left as it was
            entry.gm = copy_graph(gm)  # the graph as it came, for the report's counterexample scripts
            entry.gm.meta["verifier"] = info
            allowed = (lambda node, arg: node not in withhold) if withhold else None  # noqa: E731
            if mode == "clones":
                allowed = lambda node, arg: False  # noqa: E731
            elif mode == "gate":
                decisions = inductor_decisions(entry.gm)
                allowed = lambda node, arg: (decisions.get((node, arg)) == "reinplace"  # noqa: E731
                                             and node not in withhold)
            entry.withheld = sorted(withhold)
            entry.report = analyze(entry.gm, allowed=allowed)
            entry.report.name = entry.name
    except Exception as e:  # the verifier must never break the user's compile
        entry.error = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        log.warning("verified_inductor: the verifier failed on %s", entry.name, exc_info=True)
        warnings.warn(f"verified_inductor: the verifier failed ({entry.error}); "
                      + ("Inductor's own decisions are kept" if mode == "audit" else "every clone is kept for this graph"))
    entry.seconds = time.perf_counter() - start
    if mode == "audit":
        inductor_pass()
        if execute and entry.gm is not None:
            from ..running.execution import compare_graphs

            try:
                gm.recompile()
                with beside_the_compile(info.fake_mode):
                    entry.inductor_execution = compare_graphs(entry.gm, gm)
            except Exception as e:
                entry.inductor_execution = f"not compared: {type(e).__name__}: {e}"
        if entry.report is not None:
            try:
                with beside_the_compile(info.fake_mode):
                    entry.inductor = inductor_decisions(entry.gm, gm)
                for c in entry.report.candidates:
                    c.inductor = decision_on(entry.inductor, c)
            except Exception as e:
                entry.error = f"Inductor's decisions could not be read: {type(e).__name__}: {e}"
        return
    if entry.report is None:
        return
    try:
        with beside_the_compile(info.fake_mode):
            trial = copy_graph(gm)  # a rewrite that fails must leave Inductor's graph as it came
            apply(trial, entry.report)
            for_inductor(trial)
        apply(gm, entry.report)
        for_inductor(gm)
    except Exception as e:
        entry.error = f"{type(e).__name__}: {e}"
        log.warning("verified_inductor: the rewrite failed on %s", entry.name, exc_info=True)
        warnings.warn(f"verified_inductor: the rewrite failed ({entry.error})")
        return
    if fake_tensor_updater is not None:
        fake_tensor_updater.incremental_update()
    entry.seconds = time.perf_counter() - start  # the whole pass: analysis, rewrite, fake-tensor update


def _emit_artifact(entry: GraphReport, line: str) -> None:
    """The graph's verdicts as torch's logging artifact (TORCH_LOGS, and TORCH_TRACE for tlparse)."""
    text = line if entry.report is None else line + "\n" + entry.report.text(examples=False)
    try:
        from torch._logging import getArtifactLogger, trace_structured

        getArtifactLogger(__name__, ARTIFACT).debug("%s", text)
        trace_structured("artifact", metadata_fn=lambda: {"name": ARTIFACT, "encoding": "string"},
                         payload_fn=lambda: text)
    except Exception:  # an artifact not registered (the entry point did not run): the summary line stays
        pass


# --- writing the report ---------------------------------------------------------------------
def results(session: "Session") -> list:
    """The session's graphs as audit results (the classes of `reinplace-verify audit`)."""
    from .audit import NEVER_WRITTEN, ProgramResult, Row, classify

    out = []
    for g in session.graphs:
        if g.report is None:
            out.append(ProgramResult(g.name, [], g.seconds, g.error))
            continue
        rows = []
        for c in g.report.candidates:
            outcome, execution = None, ""
            theirs = c.inductor if session.mode == "audit" else ("reinplace" if c.applied else "clone")
            if (session.reproduce and c.verdict.value == "unsafe" and theirs == "reinplace"
                    and c.counterexample is not None):
                try:
                    rep = c.counterexample.reproduce()
                    outcome, execution = rep.outcome, rep.line()
                except Exception as e:
                    outcome, execution = "could not run", f"could not run: {type(e).__name__}: {e}"
            if session.mode == "audit":
                klass = classify(c.verdict.value, theirs, outcome, c.never_written, guarded=bool(c.guard))
                cost = clone_bytes(g.gm, c) if klass in ("Inductor missed", NEVER_WRITTEN) else 0
            else:  # the backend's own decision: there is no other to compare it with
                klass = ("applied behind a run-time check" if c.applied and c.guard else "applied" if c.applied
                         else "proven, not applied" if c.held else f"clone kept ({c.verdict.value})")
                cost = clone_bytes(g.gm, c) if c.applied else 0
            rows.append(Row(g.name, c.node, c.arg, c.kernel, theirs, c.verdict.value, klass, c.reason, cost, execution))
        out.append(ProgramResult(g.name, rows, g.seconds, g.error, not_analysed=list(g.report.not_analysed),
                                 findings=list(g.report.findings) + lowering_findings(g),
                                 inductor_execution=g.inductor_execution))
    return out




def lowering_findings(g: GraphReport) -> list[str]:
    """What the validation of the graph's lowering found: races left in the program, and the
    fusions refused and rewrites withheld to remove others."""
    if g.lowering is None:
        return []
    from .audit import LIVE_REUSE, LOWERING_RACE

    executed = f" ({g.lowering.reproduction()})" if g.lowering.execution is not None else ""
    out = [f"{LOWERING_RACE}: {race}{executed}" for race in g.lowering.races]
    out += [f"{LIVE_REUSE}: {reuse}{executed}" for reuse in g.lowering.reuses]
    if g.lowering.left():
        out.append(f"standalone script of the races: lowering/graph{g.index}.py" if g.lowering.script
                   else f"no standalone script of the races: {g.lowering.no_script or 'not made'}")
    out += [f"fusion refused (its parts raced): {s}" for s in g.lowering.split]
    out += [f"rewrites withheld (they fed a race of the lowering): {', '.join(g.withheld)}"] if g.withheld else []
    return out


def decisions(res: list, mode: str) -> str:
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


def write(session: "Session", folder: str | os.PathLike) -> Path:
    """The session's report in `folder`: audit.txt (the table, per-graph lines, totals), audit.json,
    counterexamples/ (one script per unsafe candidate) and lowering/ (one standalone script per
    graph whose lowering races, `verifier.running.lowering_script`)."""
    from .audit import table, to_json, totals

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    res = results(session)
    lines = [f"verified_inductor {session.mode}: {len(session.graphs)} graphs compiled", ""]
    lines += [g.summary() for g in session.graphs]
    if session.mode == "audit":
        text = "\n".join(lines) + "\n\n" + table(res) + "\n" + totals(res) + "\n"
    else:
        text = "\n".join(lines) + "\n\n" + table(res, decider="backend") + "\n" + decisions(res, session.mode) + "\n"
    (folder / "audit.txt").write_text(text)
    data = to_json(res) | {"mode": session.mode, "graphs": [
        {"index": g.index, "compile_id": g.compile_id, "kind": g.kind, "where": g.where, "summary": g.summary(),
         "verifier_seconds": round(g.seconds, 4), "error": g.error, "inductor_execution": g.inductor_execution}
        for g in session.graphs]}
    import json

    (folder / "audit.json").write_text(json.dumps(data, indent=2) + "\n")
    for g in session.graphs:
        if g.lowering is not None and g.lowering.script:
            (folder / "lowering").mkdir(exist_ok=True)
            (folder / "lowering" / f"graph{g.index}.py").write_text(g.lowering.script)
    scripts = folder / "counterexamples"
    for g in session.graphs:
        for c in (g.report.candidates if g.report is not None else []):
            if c.counterexample is None:
                continue
            scripts.mkdir(exist_ok=True)
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
    return folder


# --- the switch for a whole process (VERIFIED_INDUCTOR_MODE) ------------------------------------
_process: Session | None = None
_owner: int | None = None  # the process that opened it
_first = False  # the process the user started (not a child of one that opened a session)
_started = 0.0
_SWITCH = ("VERIFIED_INDUCTOR_MODE", "VERIFIED_INDUCTOR_REPORT", "VERIFIED_INDUCTOR_EXECUTE")
_OPENED_BY = "VERIFIED_INDUCTOR_OPENED_BY"  # the pid of the first process, seen by its children


def current() -> Session | None:
    """The session the environment switched on for this process, if any."""
    return _process


def from_environment() -> Session | None:
    """Open the process's session when VERIFIED_INDUCTOR_MODE is set: installed once Inductor's
    passes are imported, its report written to VERIFIED_INDUCTOR_REPORT when the process ends.

    Processes started before this one compiles inherit the switch: a launcher (torchrun, which
    imports torch but compiles nothing) passes it to its ranks, each reporting in REPORT/rankN,
    and the launcher merges their reports when it ends. Once a process compiles, the switch is its
    own: a child it starts after that (a subprocess) opens no session. A child that compiles
    nothing (a data-loader worker) writes no report over its parent's."""
    global _process, _owner, _first, _started
    mode = os.environ.get("VERIFIED_INDUCTOR_MODE")
    if not mode or _process is not None:
        return _process
    report = os.environ.get("VERIFIED_INDUCTOR_REPORT")
    opened_by = os.environ.get(_OPENED_BY)
    _first = opened_by is None
    if not _first and not os.environ.get("RANK") and report:  # a child of a compiling process
        report = str(Path(report) / f"process{os.getpid()}")
    _process = Session(mode, rank_folder(report), execute=execute_asked())
    _owner, _started = os.getpid(), time.time()
    os.environ.setdefault(_OPENED_BY, str(_owner))
    # a cached compile would skip the pass: read before Inductor's configuration is imported
    os.environ["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    os.environ["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"
    _when_imported("torch._inductor.fx_passes.post_grad", _install_process_session)
    if report:
        atexit.register(_write_at_exit)
    return _process


def _install_process_session(post_grad: Any) -> None:
    """This process compiles: the session is its own from now on (a child started later would
    open a session of its own and write its report over this one)."""
    for name in _SWITCH:
        os.environ.pop(name, None)
    if _process is not None:
        _process.install(post_grad)


def rank_folder(folder: str | os.PathLike | None) -> Path | None:
    """The report folder of this process: `folder` itself, or `folder/rankN` when a launcher started
    it as rank N of several (torchrun sets RANK and WORLD_SIZE). The ranks compile their own graphs,
    which may differ (a rank's shard, its place in a pipeline), and would write over each other."""
    if folder is None:
        return None
    rank, world = os.environ.get("RANK", ""), os.environ.get("WORLD_SIZE", "")
    if not rank.isdigit() or not world.isdigit() or int(world) <= 1:
        return Path(folder)
    return Path(folder) / f"rank{rank}"


def merge_ranks(folder: str | os.PathLike) -> str | None:
    """The report of a launch of several ranks, in `folder`: each rank's own (folder/rankN, or
    folder/processPID for a process a script started itself, `torch.multiprocessing.spawn`), and
    audit.txt and audit.json that gather them; None when none wrote one."""
    import json

    folder = Path(folder)
    ranks = sorted((p for pattern in ("rank*", "process*") for p in folder.glob(pattern) if (p / "audit.json").is_file()),
                   key=lambda p: (p.name.startswith("process"), int("".join(filter(str.isdigit, p.name)) or 0)))
    if not ranks:
        return None
    texts = [f"== {p.name} ({p}/audit.txt)\n\n{(p / 'audit.txt').read_text()}" for p in ranks]
    data = {p.name: json.loads((p / "audit.json").read_text()) for p in ranks}
    mode = next(iter(data.values())).get("mode", "")
    (folder / "audit.txt").write_text(f"verified_inductor {mode}: {len(ranks)} processes\n\n" + "\n".join(texts))
    (folder / "audit.json").write_text(json.dumps({"mode": mode, "ranks": data}, indent=2) + "\n")
    graphs = sum(len(d.get("graphs", [])) for d in data.values())
    return f"report of {len(ranks)} processes ({graphs} graphs) in {folder}"


def _write_at_exit() -> None:
    if _process is None or _process.report_dir is None or os.getpid() != _owner:  # a forked child
        return
    try:
        if _process._stack is None and not _process.graphs:  # this process compiled nothing
            if not _first:
                return  # a child's empty report would replace its parent's
            if (merged := merge_ranks(_process.report_dir)) is not None:  # a launcher, its ranks done
                print(f"verified_inductor {_process.mode}: {merged}", flush=True)
                return
            written = _process.report_dir / "audit.json"
            if written.is_file() and written.stat().st_mtime >= _started:  # a launcher of one rank
                return
        folder = _process.write(_process.report_dir)
        print(f"verified_inductor {_process.mode}: report of {len(_process.graphs)} graphs in {folder}", flush=True)
    except Exception as e:
        print(f"verified_inductor: the report could not be written: {type(e).__name__}: {e}", flush=True)


def _when_imported(name: str, then: Callable[[Any], None]) -> None:
    """Call `then(module)` once module `name` is imported (now, if it already is)."""
    import importlib.abc
    import importlib.util
    import sys

    if name in sys.modules:
        then(sys.modules[name])
        return

    class Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, fullname, path, target=None):
            if fullname != name:
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(fullname)
            if spec is None or spec.loader is None:
                return spec
            loader_exec = spec.loader.exec_module

            def exec_module(module):
                loader_exec(module)
                then(module)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, Finder())


def register() -> None:
    """The `torch.backends` entry point, run when torch is imported: registers the logging artifact
    (before TORCH_LOGS is read) and opens the process's session when the environment asks for one.
    Never raises: a failure here would fail `import torch`."""
    try:
        from torch._logging._internal import register_artifact, register_log

        register_log("verified_inductor", ["verifier"])  # TORCH_LOGS=verified_inductor: the summary lines
        register_artifact(ARTIFACT, "Verdicts of the reinplacing verifier, per compiled graph", off_by_default=True)
    except Exception as e:
        warnings.warn(f"verifier: the logging artifact {ARTIFACT!r} could not be registered: {e}")
    try:
        from_environment()
    except Exception as e:
        warnings.warn(f"verifier: VERIFIED_INDUCTOR_MODE could not be applied: {type(e).__name__}: {e}")


@contextlib.contextmanager
def verified_reinplacing(mode: str, session: Any = None, post_grad: Any = None, caches: bool = False,
                         executes: bool = True):
    """Replace Inductor's reinplacing pass for the scope of one compile or of a whole session
    (graphs recorded in `session`, a new one when none is given; `post_grad` is Inductor's module of
    post-grad passes, given while it is being imported). Caches off unless `caches` (the backend's
    compiles, whose keys and reports `caching` keeps). Where `executes`, each compiled graph whose
    lowering races is run against its functional graph (`execute_races`); the backend, which may
    lower a graph several times, runs the last lowering itself."""
    import torch._inductor.fx_passes.reinplace as reinplace

    if post_grad is None:
        import torch._inductor.fx_passes.post_grad as post_grad

    session = session if session is not None else Session(mode)
    inductor_pass = reinplace.reinplace_inplaceable_ops  # Inductor's own, whatever else wraps post_grad's

    def reinplacing(*args):  # (fake_tensor_updater, graph) in current torch; (graph) in some
        session.on_graph(lambda: inductor_pass(*args), args[0] if len(args) > 1 else None, args[-1])

    with unittest.mock.patch.object(post_grad, "reinplace_inplaceable_ops", reinplacing), \
            contextlib.nullcontext() if caches else caches_off(), after_fusion(mode, session), \
            races_executed(session) if executes else contextlib.nullcontext():
        yield session

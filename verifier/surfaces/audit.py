"""The audit: Inductor's reinplacing decisions beside the verifier's proofs, program by program.

Each candidate, and each scatter the pass may write into its base (a link, `link_rows`), falls in
one class:
- agree: Inductor decides what the verifier proves (reinplace a safe one, clone an unsafe one);
- Inductor missed: proven safe, Inductor clones (the bytes the clone costs are counted);
- beyond Inductor: proven safe where Inductor's pass has no candidate: an aten op that
  functionalization left out of place, written in place through its own in-place or out= form
  (an unsafe one of these agrees: Inductor leaves it out of place);
- Inductor clones an argument the kernel never writes: as above, where the kernel's analysed TTIR
  stores nothing to the argument (Inductor's mutation analysis listed it, often because it could
  not follow the kernel and then lists every argument);
- Inductor unsound: Inductor reinplaces an unsafe one, and running the counterexample showed
  the divergence. Only this class accuses Inductor;
- unsafe, not reproduced: Inductor reinplaces one the verifier refuses, and the counterexample
  ran without showing a difference (a conflict under the kernel contract that the kernel may
  not exercise, or a race that needs another order or size);
- could not run: as above, but the counterexample itself could not run (the original failed);
- unproven: the verifier could not decide (unknown).

Beside the classes, each program's graph as Inductor's pass rewrites it is executed against the
functional graph: a pass can decide what the proof allows and still rewrite wrongly (erase a
write-back that is no self-copy). A difference there is shown by execution, so it also makes
the program Inductor-unsound.

Findings of the kernels' TTIR are listed per program: "Inductor's mutation analysis misses a
write" (a kernel stores to an argument that is not in `tensors_to_clone`: the graph, and every
decision on it, treats that tensor as unchanged), stores that may leave their argument's view,
and "the functional graph copies back an argument the kernel never writes" over bytes it writes
through an alias (torch.compile then differs from eager before any reinplacing; the function run
eagerly against its graph shows it).
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
from typing import Any

from ..callees.kernel_access import MISSED_WRITE
from ..compiler.inductor import BEYOND, NOT_A_CANDIDATE
from ..compiler.programs import Program
from ..integration.capture import capture_program
from ..proof.copy_back import STALE_COPY_BACK

NEVER_WRITTEN = "Inductor clones an argument the kernel never writes"
# unsafe in general, proven when the values a kernel loads from an index argument have a property
# (distinct slots, non-decreasing offsets, one token per sequence: `proof.report.PRECONDITIONS`),
# applied behind a run-time check of it by verified_inductor: counted apart from proofs and refusals
PRECONDITION = "proven under a precondition on loaded indices"
LOWERING_RACE = "Inductor's lowering reads what it writes in place"
LIVE_REUSE = "Inductor's lowering reuses a live buffer"  # an in-place update into storage used later


def lowering_class(kind: Any) -> str:
    """The audit's name of a finding of the checks of Inductor's lowering (`lowering.findings.Kind`)."""
    return f"Inductor's lowering {kind.value}"
FX = "fx reinplace"  # torch.fx.passes.reinplace, functionalization's own reinplacing pass
VLLM = "vLLM"  # vLLM's FixFunctionalizationPass (compiler.vllm_pass), its own code


def classes(decider: str = "Inductor") -> tuple[str, ...]:
    """The audit's classes, named after the heuristic it compares with."""
    return ("agree", f"{decider} missed", NEVER_WRITTEN.replace("Inductor", decider), BEYOND.replace("Inductor", decider),
            PRECONDITION, f"{decider} unsound", "unsafe, not reproduced", "could not run", "unproven")


CLASSES = classes()


@dataclasses.dataclass
class Row:
    program: str
    node: str
    arg: str
    kernel: str
    inductor: str | None
    verdict: str
    klass: str
    reason: str
    bytes: int = 0  # what the clone costs, for "Inductor missed"
    execution: str = ""
    where: list[str] = dataclasses.field(default_factory=list)  # the user's lines for the values it names


@dataclasses.dataclass
class ProgramResult:
    name: str
    rows: list[Row]
    seconds: float
    error: str | None = None
    not_analysed: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (node, why)
    # Inductor's own rewrite of the whole graph run against the functional graph: the first
    # difference ("" when identical, None when not run), whatever the candidates' classes say
    inductor_execution: str | None = None
    uncovered: list[str] = dataclasses.field(default_factory=list)  # Inductor decides, no candidate and no reason: a gap
    findings: list[str] = dataclasses.field(default_factory=list)  # what the kernels' TTIR shows (report.findings)
    graph: dict[str, int] = dataclasses.field(default_factory=dict)  # the captured graph's ops, counted (graph_ops)


def classify(verdict: str, inductor: str | None, execution: str | None, never_written: bool = False,
             decider: str = "Inductor", guarded: bool = False) -> str:
    """The class of one candidate; `inductor` is the decision of the heuristic `decider`,
    `execution` the candidate's counterexample's outcome, when it ran; `guarded`: an unsafe one
    proven under a precondition on loaded indices."""
    agree, missed, never, beyond, _, unsound, *_ = classes(decider)
    if verdict == "unknown" or inductor is None:
        return "unproven"
    if verdict == "unsafe" and guarded:
        return PRECONDITION
    if verdict == "safe":
        if inductor == "reinplace":
            return agree
        if inductor == NOT_A_CANDIDATE:
            return beyond
        return never if never_written else missed
    if inductor in ("clone", NOT_A_CANDIDATE):
        return agree
    if execution == "reproduced":
        return unsound
    return "unsafe, not reproduced" if execution == "not reproduced" else "could not run"


def row_of(program: str, c: Any, gm: Any, decider: str = "Inductor", reproduce: bool | None = None) -> Row:
    """The audit's row of candidate `c` of `program` (its graph `gm`, for the bytes of clones): the
    decision of `decider` beside the verdict, and the class. `decider` "backend" is a mode that
    decides itself (verified, gate, clones): its own choice, with nothing to compare it with. A
    counterexample is run where the decider writes in place what the verifier refuses (not one
    proven under a precondition), or always (`reproduce` True), or never (False)."""
    from ..running.rewrite import saved_bytes

    theirs = ("reinplace" if c.applied else "clone") if decider == "backend" else c.inductor
    outcome, execution = None, ""
    decided = c.verdict.value == "unsafe" and theirs == "reinplace" and not c.guard
    if c.counterexample is not None and reproduce is not False and (decided or reproduce):
        try:
            rep = c.counterexample.reproduce()
            outcome, execution = rep.outcome, rep.line()
        except Exception as e:  # the script cannot be written: the row says so, the audit goes on
            outcome, execution = "could not run", f"could not run: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    if decider == "backend":
        klass = ("applied behind a run-time check" if c.applied and c.guard else "applied" if c.applied
                 else "proven, not applied" if c.held else f"clone kept ({c.verdict.value})")
        cost = saved_bytes(gm, c) if c.applied else 0
    else:
        klass = classify(c.verdict.value, theirs, outcome, c.never_written, decider, bool(c.guard))
        cost = saved_bytes(gm, c) if klass in classes(decider)[1:3] else 0
    from ..compiler.sources import where_lines

    return Row(program, c.node, c.arg, c.kernel, theirs, c.verdict.value, klass, c.reason, cost, execution,
               where_lines(getattr(c, "sources", {})))


def link_rows(program: str, links: list, gm: Any, execution: str | None, decider: str = "Inductor") -> list[Row]:
    """The audit's rows of the scatters `decider` wrote into their base (or kept), beside the proof's
    verdict on each link (`gm`, the graph, for the bytes of a result it keeps). A link has no
    counterexample script of its own: the decider's whole rewrite run against the graph
    (`execution`) is what shows an unsafe one it applied."""
    import torch

    from ..compiler.ops import op_name

    nodes = {n.name: n for n in gm.graph.nodes} if gm is not None else {}
    rows = []
    for link in links:
        if link.inductor is None:
            continue
        outcome = (None if execution is None else "reproduced" if execution.startswith("differs")
                   else "not reproduced" if execution == "" else "could not run")
        shown = link.verdict.value == "unsafe" and link.inductor == "reinplace"
        klass = classify(link.verdict.value, link.inductor, outcome, decider=decider)
        node = nodes.get(link.node)
        val = node.meta.get("val") if node is not None else None
        cost = (val.numel() * val.element_size() if klass in classes(decider)[1:3] and isinstance(val, torch.Tensor)
                and all(isinstance(k, int) for k in val.shape) else 0)
        rows.append(Row(program, link.node, "base", op_name(node.target) if node is not None else "scatter",
                        link.inductor, link.verdict.value, klass, link.reason,
                        cost, (execution or "the rewrite ran and agreed with the graph") if shown and outcome else ""))
    return rows


def audit_program(prog: Program, device: str = "cpu", against: str = "Inductor") -> ProgramResult:
    """One program's audit against Inductor's reinplacing pass, against `FX`
    (torch.fx.passes.reinplace) or against `VLLM` (vLLM's FixFunctionalizationPass): each pass
    runs once, for its decisions and its rewrite. vLLM's pass de-functionalizes custom ops whose
    counterexample scripts could not define them: its unsafe rewrites are shown by running its
    rewrite of the graph against the graph."""
    from torch.utils._pytree import tree_map

    from ..compiler.inductor import annotate, inductor_rewrite
    from ..running.passes import analyze

    start = time.perf_counter()
    if against == VLLM:  # compiled as vLLM compiles (auto_functionalized v1)
        from ..compiler.vllm_pass import COMPILE_CONFIG

        prog = dataclasses.replace(prog, config={**COMPILE_CONFIG, **prog.config})
    try:
        inputs = tree_map(lambda t: t.to(device) if hasattr(t, "to") else t, list(prog.inputs()))
        gm = capture_program(prog, inputs)
        if against == FX:
            # the fx pass rewrites aten ops only: each candidate is decided in the program with the
            # pass's own choices applied where proven (its context), not the verifier's others
            from ..compiler.fx_reinplace import annotate_fx, fx_decisions, fx_rewrite
            from ..running.execution import graph_arguments

            theirs = fx_rewrite(gm, graph_arguments(gm, inputs))
            decisions = fx_decisions(gm, theirs)
            report = analyze(gm, allowed=lambda node, arg: decisions.get((node, arg)) == "reinplace")
            annotate_fx(report, decisions)
        elif against == VLLM:
            from ..compiler.vllm_pass import annotate_vllm, vllm_decisions, vllm_rewrite

            try:
                theirs = vllm_rewrite(gm)
            except Exception as e:  # the pass itself fails on this graph (a compile that stops): a finding
                failed = f"vLLM's pass fails on this graph: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
                return ProgramResult(prog.name, [], time.perf_counter() - start, findings=[failed], graph=graph_ops(gm))
            decisions = vllm_decisions(gm, theirs)
            report = analyze(gm, allowed=lambda node, arg: decisions.get((node, arg)) == "reinplace")
            annotate_vllm(report, gm, decisions)
        else:
            report = analyze(gm)
            theirs = inductor_rewrite(gm)  # Inductor's pass, run once: its decisions and its rewrite
            annotate(report, gm, theirs)
        report.name = prog.name
    except Exception as e:  # one program's failure is a row of the audit, not the end of it
        return ProgramResult(prog.name, [], time.perf_counter() - start, f"{type(e).__name__}: {str(e).splitlines()[0]}")
    execution = _inductor_execution(gm, theirs, inputs)
    if against == VLLM:  # the rewrite run shows what a counterexample script would
        outcome = "reproduced" if execution.startswith("differs") else \
            "could not run" if execution.startswith("could not") else "not reproduced"
        for c in report.candidates:
            c.counterexample = _Shown(outcome, execution) if c.counterexample is not None else None
    rows = [row_of(prog.name, c, gm, against) for c in report.candidates]
    rows += link_rows(prog.name, report.links, gm, execution, against)
    from ..compiler.inductor import decidable_nodes

    findings = [_shown_against_eager(f, prog, gm, inputs) if f.startswith(STALE_COPY_BACK) else f for f in report.findings]
    covered = {c.node for c in report.candidates} | {link.node for link in report.links} | {n for n, _ in report.not_analysed}
    uncovered = sorted(set(decidable_nodes(gm)) - covered)
    return ProgramResult(prog.name, rows, time.perf_counter() - start, not_analysed=list(report.not_analysed),
                         uncovered=uncovered, inductor_execution=execution,
                         findings=findings, graph=graph_ops(gm))


class _Shown:
    """A counterexample's outcome taken from running the whole rewrite (`audit_program`, VLLM)."""

    def __init__(self, outcome: str, line: str):
        self.outcome, self.text = outcome, line or "the rewrite ran and agreed with the graph"

    def reproduce(self):
        return self

    def line(self) -> str:
        return self.text


def _shown_against_eager(finding: str, prog: Program, gm, inputs) -> str:
    """A finding about the functional graph itself, with what running it against eager shows."""
    from ..running.execution import eager_against_graph

    try:
        d = eager_against_graph(prog.fn, gm, inputs)
    except Exception as e:
        return f"{finding} (not executed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''})"
    where = f"{d.where}[{', '.join(map(str, d.index))}]: eager {d.original}, the graph {d.rewritten}" if d else ""
    return f"{finding} (reproduced: eager and the functional graph differ at {where})" if d else \
        f"{finding} (not reproduced: eager and the functional graph agree on these inputs)"


def graph_ops(gm) -> dict[str, int]:
    """The graph the verifier decided, as its ops counted by name: what a release changes in the
    captured graph (a decomposition, a pass before reinplacing) shows here, so that a verdict that
    changes between releases can be traced to the graph or not."""
    from ..compiler.ops import op_name

    out: dict[str, int] = {}
    for n in gm.graph.nodes:
        if n.op == "call_function":
            name = op_name(n.target)
            out[name] = out.get(name, 0) + 1
    return dict(sorted(out.items()))


def _inductor_execution(gm, theirs, inputs) -> str:
    """Inductor's rewrite `theirs` of the graph executed against the graph: a decision can agree
    with the proof while the pass's rewrite is still wrong (it erases a write-back that is no
    self-copy)."""
    from ..running.execution import compare

    try:
        d = compare(gm, theirs, list(inputs))
    except Exception as e:
        return f"could not execute: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    return "" if d is None else f"differs: {d}"


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during an audit: `results` holds the programs audited before it (already printed)."""

    def __init__(self, results: list[ProgramResult]):
        super().__init__()
        self.results = results


def run(programs: list[Program], out=None, progress=None, device: str = "cpu",
        against: str = "Inductor") -> list[ProgramResult]:
    """Audit each program, then print the table and the totals (to `out`, progress to `progress`:
    standard output and error by default). On Ctrl-C, those of the programs audited so far, then
    `Interrupted` with them."""
    out, progress = out or sys.stdout, progress or sys.stderr
    results = []
    try:
        for i, prog in enumerate(programs, 1):
            print(f"[{i}/{len(programs)}] {prog.name} ...", end="", file=progress, flush=True)
            r = audit_program(prog, device, against)
            results.append(r)
            print(f" {len(r.rows)} candidates, {r.seconds:.1f} s" + (f"  ERROR {r.error}" if r.error else ""), file=progress, flush=True)
    except KeyboardInterrupt:
        print(f"\ninterrupted: the report below holds the {len(results)} of {len(programs)} programs audited",
              file=progress, flush=True)
        print(table(results, decider=against), file=out)
        print(totals(results, against), file=out)
        raise Interrupted(results) from None
    print(table(results, decider=against), file=out)
    print(totals(results, against), file=out)
    return results


def exit_status(results: list[ProgramResult], decider: str = "Inductor") -> int:
    """The command line's status (see `cli`): 2 when a program could not be audited, 1 for findings
    (a divergence of the heuristic reproduced by execution, a finding about a kernel), else 0."""
    if any(r.error for r in results):
        return 2
    unsound = any(row.klass == f"{decider} unsound" for r in results for row in r.rows)
    differs = any((r.inductor_execution or "").startswith("differs") for r in results)
    return 1 if unsound or differs or any(r.findings for r in results) else 0


def _short(node: str) -> str:
    return node.replace("triton_kernel_wrapper_functional_proxy", "kernel").replace("auto_functionalized_v2", "custom_op")


def table(results: list[ProgramResult], decider: str = "Inductor", width: int = 100) -> str:
    """One line per candidate: `decider`'s decision (the rows carry it) beside the verdict and the
    class; under it, indented and wrapped at `width`, the reason in full and what execution showed."""
    import textwrap

    lines_of: list[tuple[tuple[str, ...], list[str]]] = []  # (columns, detail lines)
    for r in results:
        if r.error:
            lines_of.append(((r.name, "-", "-", "error", "unproven"), [r.error]))
        if not r.rows and not r.error:
            lines_of.append(((r.name, "(no candidates)", "", "", ""), []))
        for node, why in r.not_analysed:
            lines_of.append(((r.name, _short(node), "-", "-", "not analysed"), [why]))
        for f in r.findings:
            lines_of.append(((r.name, "finding", "", "", ""), [f]))
        for row in r.rows:
            klass = row.klass + (f" ({row.bytes} B)" if row.bytes else "")
            detail = ([row.reason] + [f"where: {w}" for w in row.where]
                      + ([f"execution: {row.execution}"] if row.execution else []))
            lines_of.append(((r.name, f"{_short(row.node)}.{row.arg}", row.inductor or "-", row.verdict, klass), detail))
    header = ("program", "candidate", decider, "verdict", "class")
    caps = (32, 28, 16, 8, 60)
    widths = [min(cap, max([len(h)] + [len(cols[i]) for cols, _ in lines_of])) for i, (h, cap) in enumerate(zip(header, caps))]

    def line(cols: tuple[str, ...]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cols, widths)).rstrip()

    out = [line(header), "-" * min(width, len(line(tuple(h.ljust(w) for h, w in zip(header, widths)))))]
    for cols, detail in lines_of:
        out.append(line(cols))
        for text in detail:
            out += textwrap.wrap(text, width, initial_indent="    ", subsequent_indent="      ", break_on_hyphens=False)
    return "\n".join(out)


def totals(results: list[ProgramResult], decider: str = "Inductor") -> str:
    rows = [row for r in results for row in r.rows]
    count = {k: sum(row.klass == k for row in rows) for k in classes(decider)}
    errors = sum(1 for r in results if r.error)
    lines = [
        "",
        f"programs: {len(results)}   candidates: {len(rows)}   safe: {sum(r.verdict == 'safe' for r in rows)}   "
        f"unsafe: {sum(r.verdict == 'unsafe' for r in rows)}   unknown: {sum(r.verdict == 'unknown' for r in rows)}"
        + (f"   programs that failed: {errors}" if errors else ""),
        "",
        "| class | candidates |",
        "|---|---|",
    ]
    for k in classes(decider):
        kept = sum(row.bytes for row in rows if row.klass == k)
        extra = f" ({kept} bytes of clones {decider} keeps)" if kept else ""
        lines.append(f"| {k} | {count[k]}{extra} |")
    missed = [f"{r.name}: {f}" for r in results for f in r.findings if f.startswith(MISSED_WRITE)]
    lines.append(f"\n{MISSED_WRITE} (a kernel's TTIR stores to an argument not in tensors_to_clone): {len(missed)}")
    lines += [f"  {m}" for m in missed]
    stale = [f"{r.name}: {f[len(STALE_COPY_BACK) + 2:]}" for r in results for f in r.findings if f.startswith(STALE_COPY_BACK)]
    if stale:
        lines.append(f"\n{STALE_COPY_BACK}, over bytes it writes through an alias (torch.compile computes another "
                     f"result than eager, before any reinplacing): {len(stale)}, reproduced "
                     f"{sum('(reproduced:' in f for f in stale)}")
        lines += [f"  {f}" for f in stale]
    from ..integration.inputs import MISSED_OVERLAP
    from ..integration.passes import DROPPED_COPY
    from ..lowering.findings import Kind

    found = [(r.name, f) for r in results for f in r.findings if f.startswith(MISSED_OVERLAP)]
    if found:
        lines.append(f"\n{MISSED_OVERLAP} (the graph may read one before the other is written; torch.compile "
                     f"computes another result than eager, before any reinplacing): {len(found)}")
        lines += [f"  {name}: {f[len(MISSED_OVERLAP) + 2:]}" for name, f in found]

    found = [(r.name, f) for r in results for f in r.findings if f.startswith(DROPPED_COPY)]
    if found:
        shown = [(name, f) for name, f in found if "(reproduced:" in f]
        lines.append(f"\n{DROPPED_COPY}: {len(found)} left in the compiled programs; the graph after the passes, "
                     f"run against the graph before them, differs for {len(shown)} (wrong results)")
        lines += [f"  {name}: {f[len(DROPPED_COPY) + 2:]}" for name, f in found]
    for klass, what in [(lowering_class(k), f"conflicts ({k.value})") for k in Kind]:
        found = [(r.name, f) for r in results for f in r.findings if f.startswith(klass)]
        if found:
            shown = [(name, f) for name, f in found if "(reproduced:" in f]
            lines.append(f"\n{klass}: {len(found)} {what} left in the compiled programs; the compiled program, "
                         f"run against the functional graph, differs for {len(shown)} (wrong results), not for "
                         f"{len(found) - len(shown)} (these inputs do not show it, or not executed)")
            lines += [f"  {name}: {f[len(klass) + 2:]}" for name, f in shown]
    rewrites = {r.name: r.inductor_execution for r in results if r.inductor_execution and r.inductor_execution.startswith("differs")}
    if results and all(r.inductor_execution is None for r in results):
        lines.append(f"\n{decider}'s own rewrite was not executed against the functional graph "
                     "(VERIFIED_INDUCTOR_EXECUTE=1 executes it, in a session or `audit --run`)")
        return "\n".join(lines + _unsound_lines(rows, {}, decider))
    lines.append(f"\n{decider}'s own rewrite executed against the functional graph (program instances in order, "
                 f"the example's sizes): {len(rewrites)} of "
                 f"{sum(r.inductor_execution == '' or (r.inductor_execution or '').startswith('differs') for r in results)} "
                 "programs differ" + (f" ({uncompared} not compared)" if (uncompared := sum(
                     (r.inductor_execution or "").startswith(("not compared", "could not")) for r in results)) else ""))
    for name, d in rewrites.items():
        lines.append(f"  {name}: {d}")
    return "\n".join(lines + _unsound_lines(rows, rewrites, decider))


def _unsound_lines(rows: list, rewrites: dict, decider: str) -> list[str]:
    lines = []
    unsound = sorted({row.program for row in rows if row.klass == f"{decider} unsound"} | set(rewrites))
    if unsound:
        lines.append(f"\n{decider}-unsound programs (divergence reproduced by execution): {', '.join(unsound)}")
        for row in rows:  # what showed it: the order of program instances, the sizes, the inputs
            if row.klass == f"{decider} unsound":
                lines.append(f"  {row.program} {_short(row.node)}.{row.arg}: {row.execution}")
    refused = sorted({row.program for row in rows if row.klass in ("unsafe, not reproduced", "could not run")})
    if refused:
        lines.append(f"Refused where {decider} reinplaces, no divergence shown: {', '.join(refused)}")
    return lines


def to_json(results: list[ProgramResult]) -> dict[str, Any]:
    return {
        "programs": [
            {"name": r.name, "seconds": round(r.seconds, 3), "error": r.error, "inductor_execution": r.inductor_execution,
             "not_analysed": [{"node": n, "why": w} for n, w in r.not_analysed], "findings": r.findings,
             "graph": r.graph, "candidates": [_row_json(row) for row in r.rows]}
            for r in results
        ]
    }


def _row_json(row: Row) -> dict[str, Any]:
    """A row as JSON: its class under "class" (the dataclass field is `klass` only because `class`
    is a Python keyword)."""
    data = dataclasses.asdict(row)
    data["class"] = data.pop("klass")
    return data


def write_json(results: list[ProgramResult], path: str) -> None:
    with open(path, "w") as f:
        json.dump(to_json(results), f, indent=2)

"""The audit: Inductor's reinplacing decisions beside the verifier's proofs, program by program.

Each candidate falls in one class:
- agree: Inductor decides what the verifier proves (reinplace a safe one, clone an unsafe one);
- Inductor missed: proven safe, Inductor clones (the bytes the clone costs are counted);
- Inductor unsound: Inductor reinplaces an unsafe one, and the counterexample reproduced by
  execution ("Inductor unsound, not reproduced" when execution does not show it);
- unproven: the verifier could not decide (unknown).
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
from typing import Any

from .programs import Program

CLASSES = ("agree", "Inductor missed", "Inductor unsound", "Inductor unsound, not reproduced", "unproven")


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


@dataclasses.dataclass
class ProgramResult:
    name: str
    rows: list[Row]
    seconds: float
    error: str | None = None


def classify(verdict: str, inductor: str | None, reproduced: bool | None) -> str:
    if verdict == "unknown" or inductor is None:
        return "unproven"
    if verdict == "safe":
        return "agree" if inductor == "reinplace" else "Inductor missed"
    if inductor == "clone":
        return "agree"
    return "Inductor unsound" if reproduced else "Inductor unsound, not reproduced"


def _clone_bytes(gm, node_name: str, arg: str) -> int:
    import torch

    for n in gm.graph.nodes:
        if n.name == node_name and n.target is torch.ops.higher_order.triton_kernel_wrapper_functional:
            v = n.kwargs["kwargs"].get(arg)
            val = getattr(v, "meta", {}).get("val")
            if isinstance(val, torch.Tensor) and all(isinstance(s, int) for s in val.shape):
                return val.numel() * val.element_size()
    return 0


def audit_program(prog: Program, device: str = "cpu") -> ProgramResult:
    from .analysis import analyze
    from .capture import capture
    from .inductor import annotate

    start = time.perf_counter()
    try:
        inputs = [t.to(device) if hasattr(t, "to") else t for t in prog.inputs()]
        gm = capture(prog.fn, *inputs, dynamic=prog.dynamic)
        report = analyze(gm)
        report.name = prog.name
        annotate(report, gm)
    except Exception as e:  # one program's failure is a row of the audit, not the end of it
        return ProgramResult(prog.name, [], time.perf_counter() - start, f"{type(e).__name__}: {str(e).splitlines()[0]}")
    rows = []
    for c in report.candidates:
        reproduced, execution = None, ""
        if c.verdict.value == "unsafe" and c.inductor == "reinplace" and c.counterexample is not None:
            rep = c.counterexample.reproduce()
            reproduced, execution = rep.reproduced, rep.line()
        klass = classify(c.verdict.value, c.inductor, reproduced)
        rows.append(Row(
            prog.name, c.node, c.arg, c.kernel, c.inductor, c.verdict.value, klass, c.reason,
            _clone_bytes(gm, c.node, c.arg) if klass == "Inductor missed" else 0, execution,
        ))
    return ProgramResult(prog.name, rows, time.perf_counter() - start)


def run(programs: list[Program], out=sys.stdout, progress=sys.stderr, device: str = "cpu") -> list[ProgramResult]:
    results = []
    for i, prog in enumerate(programs, 1):
        print(f"[{i}/{len(programs)}] {prog.name} ...", end="", file=progress, flush=True)
        r = audit_program(prog, device)
        results.append(r)
        print(f" {len(r.rows)} candidates, {r.seconds:.1f} s" + (f"  ERROR {r.error}" if r.error else ""), file=progress, flush=True)
    print(table(results), file=out)
    print(totals(results), file=out)
    return results


def _short(node: str) -> str:
    return node.replace("triton_kernel_wrapper_functional_proxy", "kernel").replace("auto_functionalized_v2", "custom_op")


def table(results: list[ProgramResult]) -> str:
    header = f"{'program':38s} {'candidate':22s} {'Inductor':9s} {'verdict':8s} {'class':34s} reason"
    lines = [header, "-" * len(header)]
    for r in results:
        if r.error:
            lines.append(f"{r.name:38s} {'-':22s} {'-':9s} {'error':8s} {'unproven':34s} {r.error}")
        if not r.rows and not r.error:
            lines.append(f"{r.name:38s} {'(no candidates)':22s}")
        for row in r.rows:
            klass = row.klass + (f" ({row.bytes} B)" if row.bytes else "")
            reason = row.reason if len(row.reason) <= 110 else row.reason[:107] + "..."
            lines.append(f"{r.name:38s} {_short(row.node) + '.' + row.arg:22s} {row.inductor or '-':9s} {row.verdict:8s} {klass:34s} {reason}")
            if row.execution:
                lines.append(f"{'':38s} {'':22s} {'':9s} {'':8s} {'':34s} execution: {row.execution}")
    return "\n".join(lines)


def totals(results: list[ProgramResult]) -> str:
    rows = [row for r in results for row in r.rows]
    count = {k: sum(row.klass == k for row in rows) for k in CLASSES}
    saved = sum(row.bytes for row in rows)
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
    for k in CLASSES:
        extra = f" ({saved} bytes of clones Inductor keeps)" if k == "Inductor missed" and saved else ""
        lines.append(f"| {k} | {count[k]}{extra} |")
    unsound = sorted({row.program for row in rows if row.klass.startswith("Inductor unsound")})
    if unsound:
        lines.append(f"\nInductor-unsound programs: {', '.join(unsound)}")
    return "\n".join(lines)


def to_json(results: list[ProgramResult]) -> dict[str, Any]:
    return {
        "programs": [
            {"name": r.name, "seconds": round(r.seconds, 3), "error": r.error,
             "candidates": [dataclasses.asdict(row) | {"class": row.klass} for row in r.rows]}
            for r in results
        ]
    }


def write_json(results: list[ProgramResult], path: str) -> None:
    with open(path, "w") as f:
        json.dump(to_json(results), f, indent=2)

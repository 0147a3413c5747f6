"""How `verifier.analyze` scales with the graph, against Inductor's own reinplacing pass.

    python benchmarks/bench_scaling.py [--families chain,wide,symbolic,custom,liger] [--sizes 16,64,256,1024,2000]
                                       [--repeat 3] [--json results/scaling_cpu.json]

For each family and size K, the graph is captured once (not timed); then, in this process,
`analyze` (the counterexample scripts it attaches included) and Inductor's
`reinplace_inplaceable_ops` on a fresh copy of the same graph, one after the other --repeat times
(so that a change in the machine's speed reaches both), each the median of its runs.
Printed per row: nodes, candidates, both times and their ratio, per-candidate p50/p99 of
the time to decide one, how many checks were decided by enumerating bytes ("no-Z3") and how many
asked Z3, the questions never asked because a cheap exact argument answered them (disjoint
byte intervals, a read's own excluded region, a later write covering the whole region), and
the verdict counts. Per family, the scaling exponent of each time in K (least squares on
log-log over the sizes given).

Families (K is the number of kernels of the pattern):
- chain: K in-place kernels on the rows of one input (each row scattered back), and K kernels
  writing rows of a second input from the first;
- wide: K independent kernels, each on a fresh intermediate, all returned;
- symbolic: the chain with every size symbolic (dynamic=True);
- custom: K mutating custom-op calls (auto_functionalized_v2) on the rows of one input;
- liger: the Liger-Kernel corpus (tests/liger_programs.py), every program once (K ignored).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
import warnings
from pathlib import Path

import torch

import verifier
from verifier.callees.custom_op import clear_traces
from verifier.compiler.capture import capture_info
from verifier.compiler.inductor import copy_graph, fake_tensor_updater
from verifier.kernels import copy_plus_one, scale_
from verifier.integration.capture import capture_program


@torch.library.custom_op("reinplace_bench::scale_", mutates_args=("x",))
def scale_op_(x: torch.Tensor) -> None:
    x.mul_(2)


def chain(k: int):
    def program(x, y):
        for i in range(k):
            scale_(x[i])
            copy_plus_one(x[i], y[i])
        return x.sum()

    return program, (torch.randn(k, 16), torch.randn(k, 16)), False


def wide(k: int):
    def program(x):
        outs = []
        for i in range(k):
            t = x[i] * 2.0
            scale_(t)
            outs.append(t)
        return torch.stack(outs)

    return program, (torch.randn(k, 16),), False


def symbolic(k: int):
    program, inputs, _ = chain(k)
    return program, inputs, True


def custom(k: int):
    def program(x):
        for i in range(k):
            scale_op_(x[i])
        return x.sum()

    return program, (torch.randn(k, 16),), False


FAMILIES = {"chain": chain, "wide": wide, "symbolic": symbolic, "custom": custom}


def time_inductor(gm) -> float:
    """One run of Inductor's own pass on a fresh copy of `gm`, in seconds."""
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table
    from torch._inductor.fx_passes.reinplace import reinplace_inplaceable_ops
    from torch._inductor.fx_utils import FakeTensorUpdater
    from torch._inductor.virtualized import V

    info = capture_info(gm)
    kernel_side_table.id_to_kernel.update(info.kernels)
    kernel_side_table.constant_args.update(info.constant_args)
    g = copy_graph(gm)
    start = time.perf_counter()
    with V.set_fake_mode(info.fake_mode):
        reinplace_inplaceable_ops(fake_tensor_updater(FakeTensorUpdater, g), g.graph)
    return time.perf_counter() - start


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))] if xs else 0.0


def measure(name: str, gms: list, repeat: int) -> dict:
    """Both passes on every graph of `gms` (one row: their sums)."""
    ours, theirs, per_candidate, reports = 0.0, 0.0, [], []
    for gm in gms:
        runs, inductor_runs = [], []
        for _ in range(repeat):  # the two passes alternate, so that both see the machine as it is
            clear_traces()  # each run is a graph's first analysis
            start = time.perf_counter()
            report = verifier.analyze(gm)
            runs.append(time.perf_counter() - start)
            inductor_runs.append(time_inductor(gm))
        ours += statistics.median(runs)
        theirs += statistics.median(inductor_runs)
        per_candidate += [c.seconds for c in report.candidates]
        reports.append(report)
    verdicts = [c.verdict.value for r in reports for c in r.candidates]
    phases: dict[str, float] = {}
    for r in reports:
        for k, v in r.phases.items():
            phases[k] = phases.get(k, 0.0) + v
    return {
        "family": name,
        "graphs": len(gms),
        "nodes": sum(len(gm.graph.nodes) for gm in gms),
        "candidates": len(verdicts),
        "analyze_ms": ours * 1e3,
        "inductor_ms": theirs * 1e3,
        "ratio": ours / theirs if theirs else float("inf"),
        "p50_ms": percentile(per_candidate, 0.5) * 1e3,
        "p99_ms": percentile(per_candidate, 0.99) * 1e3,
        "without_solver": sum(r.checks_without_solver for r in reports),
        "solver_checks": sum(r.solver_checks for r in reports),
        "safe": verdicts.count("safe"), "unsafe": verdicts.count("unsafe"), "unknown": verdicts.count("unknown"),
        "phases_ms": {k: v * 1e3 for k, v in phases.items()},
        "shortcuts": {k: sum(r.shortcuts.get(k, 0) for r in reports) for k in reports[0].shortcuts} if reports else {},
    }


def exponent(rows: list[dict], key: str) -> float | None:
    pts = [(math.log(r["candidates"]), math.log(r[key])) for r in rows if r["candidates"] > 0 and r[key] > 0]
    if len(pts) < 2:
        return None
    mx, my = statistics.fmean(p[0] for p in pts), statistics.fmean(p[1] for p in pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / den if den else None


def liger_graphs() -> list:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    import liger_programs

    return [capture_program(p) for p in liger_programs.PROGRAMS]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--families", default="chain,wide,symbolic,custom,liger")
    ap.add_argument("--sizes", default="16,64,256,1024,2000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", help="write the rows here")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    sizes = [int(s) for s in args.sizes.split(",")]
    header = (f"{'family':9} {'K':>5} {'nodes':>6} {'cand':>5} {'analyze ms':>11} {'Inductor ms':>12} {'ratio':>6} "
              f"{'p50 ms':>7} {'p99 ms':>7} {'no-Z3':>6} {'Z3':>5}  verdicts")
    print(header, flush=True)
    rows: list[dict] = []
    for family in args.families.split(","):
        family_rows = []
        for k in ([0] if family == "liger" else sizes):
            start = time.perf_counter()
            if family == "liger":
                gms = liger_graphs()
            else:
                fn, inputs, dynamic = FAMILIES[family](k)
                gms = [verifier.capture(fn, *inputs, dynamic=dynamic)]
            capture_s = time.perf_counter() - start
            row = measure(family, gms, args.repeat) | {"k": k, "capture_s": capture_s}
            family_rows.append(row)
            print(f"{family:9} {k:>5} {row['nodes']:>6} {row['candidates']:>5} {row['analyze_ms']:>11.1f} "
                  f"{row['inductor_ms']:>12.1f} {row['ratio']:>5.2f}x {row['p50_ms']:>7.2f} {row['p99_ms']:>7.2f} "
                  f"{row['without_solver']:>6} {row['solver_checks']:>5}  {row['safe']} safe, {row['unsafe']} unsafe, "
                  f"{row['unknown']} unknown  (capture {capture_s:.1f} s; phases "
                  + ", ".join(f"{p} {v:.0f}" for p, v in row["phases_ms"].items()) + " ms; never asked: "
                  + ", ".join(f"{k} {v}" for k, v in row["shortcuts"].items()) + ")", flush=True)
        if len(family_rows) > 1:
            ours, theirs = exponent(family_rows, "analyze_ms"), exponent(family_rows, "inductor_ms")
            print(f"{family}: time grows as K^{ours:.2f} (analyze), K^{theirs:.2f} (Inductor's pass)", flush=True)
            for r in family_rows:
                r["exponent_analyze"], r["exponent_inductor"] = ours, theirs
        rows += family_rows
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()

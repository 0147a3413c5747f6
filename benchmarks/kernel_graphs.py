"""The verifier's seconds on each forward graph of a Liger-patched architecture, on the CPU, at a
size of your choice (default: `benchmarks/model_memory.py`'s realistic size, but batch 1 and one
layer), and where the slowest graph's seconds go: Triton's front end generating the TTIR of each
autotuner configuration, the TTIR's interpretation and its questions of nonnegativity, the bounds
of the accesses, and the solver's checks.

Liger's kernels run in Triton's interpreter and Dynamo is given a stand-in GPU target (the setting
of `benchmarks/mutation_analysis.py`); each graph AOTAutograd hands over is given to `analyze` as a
verified compile does (applicable candidates only), under cProfile. Only the forward runs, and
for `--minutes` at most: at that size its kernels take many minutes in the interpreter (mixtral's
MoE graph is compiled within the first minute); what was analysed by then is reported. Inductor's
lowering module is imported first, as a compile with Inductor has.

    python benchmarks/kernel_graphs.py [--arch mixtral] [--minutes 2] [--hidden 1024 --intermediate 2816 --seq 1024 --batch 1 --layers 1]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import os
import pstats
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

# (label, file suffix, function name) of what the slowest graph's seconds are broken into
PARTS = (
    ("Triton's front end (ast_to_ttir)", "triton/compiler/code_generator.py", "ast_to_ttir"),
    ("TTIR interpretation", "verifier/callees/ttir_interpreter.py", "interpret"),
    ("  of it: nonnegativity questions", "verifier/callees/ttir_values.py", "nonneg"),
    ("bounds of the accesses", "verifier/callees/kernel_access.py", "_bounds"),
)


def _parts(prof: cProfile.Profile) -> list[tuple[str, float, int]]:
    stats = pstats.Stats(prof).stats  # (file, line, function) -> (primitive calls, calls, own s, cumulative s, callers)
    out = []
    for label, path, name in PARTS:
        rows = [v for (f, _, fn), v in stats.items() if fn == name and f.endswith(path)]
        out.append((label, sum(v[3] for v in rows), sum(v[1] for v in rows)))
    checks = [v for (f, _, fn), v in stats.items() if fn in ("Z3_solver_check_assumptions", "Z3_solver_check")]
    out.append(("solver checks", sum(v[3] for v in checks), sum(v[1] for v in checks)))
    return out


def main() -> None:
    from model_memory import ARCHITECTURES, SIZE

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="mixtral", choices=ARCHITECTURES)
    for key in ("hidden", "intermediate", "seq", "vocab", "heads", "kv_heads"):
        ap.add_argument(f"--{key.replace('_', '-')}", type=int, default=SIZE[key])
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--layers", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=2, help="stop the forward after this long (default 2)")
    args = ap.parse_args()

    import torch
    import torch._inductor.lowering  # noqa: F401 - imported by every compile with Inductor
    from torch._dynamo.backends.common import aot_autograd

    from model_memory import build
    from verifier.compiler.target import triton_without_gpu
    from verifier.compiler.ttir_source import completing_torch_ttir, sharing_torch_ttir
    from verifier.running.interpret import interpreted_triton
    from verifier.running.passes import analyze

    size = {**SIZE, **{k: getattr(args, k) for k in ("hidden", "intermediate", "seq", "vocab", "heads", "kv_heads",
                                                      "batch", "layers")}}
    graphs: list[tuple[float, int, int, cProfile.Profile]] = []
    lock = threading.Lock()

    def compiler(gm, inputs):
        prof = cProfile.Profile()
        started = time.perf_counter()
        prof.enable()
        try:
            report = analyze(gm, applicable_only=True)
        finally:
            prof.disable()
        seconds = time.perf_counter() - started
        with lock:
            graphs.append((seconds, len(gm.graph.nodes), len(report.candidates), prof))
        print(f"graph {len(graphs)}: {len(gm.graph.nodes)} nodes, {len(report.candidates)} candidates, "
              f"{seconds:.2f} s", flush=True)
        return gm

    def summary(step: str) -> None:
        with lock:
            if not graphs:
                print("no graph was analysed", flush=True)
                return
            seconds, nodes, candidates, prof = max(graphs, key=lambda g: g[0])
            print(f"\n{args.arch} + Liger, {size}: {step}; {len(graphs)} graphs, the verifier "
                  f"{sum(g[0] for g in graphs):.2f} s; slowest graph {seconds:.2f} s ({nodes} nodes, {candidates} "
                  f"candidates), cumulative under cProfile:")
            for label, s, calls in _parts(prof):
                print(f"  {label:36s} {s:6.2f} s  {calls:6d} calls")
            sys.stdout.flush()

    def stop():  # the forward's kernels run on in the interpreter: what was analysed is the answer
        summary(f"stopped after {args.minutes:g} minutes of the forward")
        os._exit(0)

    timer = threading.Timer(args.minutes * 60, stop)
    timer.daemon = True
    with contextlib.ExitStack() as scope:
        for c in (interpreted_triton(), triton_without_gpu(), sharing_torch_ttir(), completing_torch_ttir()):
            scope.enter_context(c)
        model, ids = build(args.arch, True, size, "cpu", torch.float32)
        started = time.perf_counter()
        timer.start()
        compiled = torch.compile(model, backend=aot_autograd(fw_compiler=compiler, bw_compiler=compiler))
        compiled(input_ids=ids, labels=ids)
        timer.cancel()
    summary(f"forward in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

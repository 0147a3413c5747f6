"""Time `verifier.analyze` against Inductor's own reinplacing pass on one graph with many candidates.

    python benchmarks/bench_analyze.py [--kernels 128] [--repeat 3]

Both run on the same captured graph in this process: Inductor's pass on fresh copies (the copy
is not timed), the verifier on the graph itself. Prints the times and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings

import torch

import verifier
from verifier.capture import capture_info
from verifier.inductor import copy_graph, fake_tensor_updater
from verifier.kernels import copy_plus_one, scale_


def many_kernels(n: int):
    def program(x):
        for i in range(n):  # one kernel per row, each reading the row before it
            if i % 2:
                copy_plus_one(x[i - 1], x[i])
            else:
                scale_(x[i])
        return x.sum()

    return program


def time_inductor(gm, repeat: int) -> float:
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table
    from torch._inductor.fx_passes.reinplace import reinplace_inplaceable_ops
    from torch._inductor.fx_utils import FakeTensorUpdater
    from torch._inductor.virtualized import V

    info = capture_info(gm)
    kernel_side_table.id_to_kernel.update(info.kernels)
    kernel_side_table.constant_args.update(info.constant_args)
    times = []
    for _ in range(repeat):
        g = copy_graph(gm)
        start = time.perf_counter()
        with V.set_fake_mode(info.fake_mode):
            reinplace_inplaceable_ops(fake_tensor_updater(FakeTensorUpdater, g), g.graph)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernels", type=int, default=128)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    n = args.kernels
    t0 = time.perf_counter()
    gm = verifier.capture(many_kernels(n), torch.randn(n, 16))
    capture_s = time.perf_counter() - t0
    runs, report = [], None
    for _ in range(args.repeat):
        start = time.perf_counter()
        report = verifier.analyze(gm)
        runs.append(time.perf_counter() - start)
    ours = statistics.median(runs)
    theirs = time_inductor(gm, args.repeat)
    verdicts = [c.verdict.value for c in report.candidates]
    checks = sum(o.checks for c in report.candidates for o in c.obligations)
    print(f"graph: {len(gm.graph.nodes)} nodes, {len(report.candidates)} candidates, {len(report.links)} scatter links")
    print(f"verdicts: {verdicts.count('safe')} safe, {verdicts.count('unsafe')} unsafe, {verdicts.count('unknown')} unknown; "
          f"{checks} checks of candidates; {report.checks_without_solver} checks (candidates and links) decided "
          "by enumerating bytes, without Z3")
    print(f"capture (Dynamo + AOT + post-grad up to reinplacing): {capture_s:.2f} s")
    print(f"verifier.analyze:        {ours * 1000:9.1f} ms (median of {args.repeat})")
    print(f"Inductor reinplace pass: {theirs * 1000:9.1f} ms (median of {args.repeat})")
    print(f"ratio analyze / Inductor: {ours / theirs:.1f}x")


if __name__ == "__main__":
    main()

"""On a CUDA machine: Inductor's default against verified_inductor where Inductor keeps a clone
that the verifier proves unnecessary.

    python benchmarks/bench_gpu.py [--program qkv|rows] [--rows 65536] [--width 1024] [--repeat 50]

- qkv: two kernels update the q and k column slices of a fused (rows, 3 * width) buffer in place;
- rows: one kernel updates the second half of the rows of a (2 * rows, width) buffer in place,
  and the first half is read after it.

Each backend runs in its own process (a crash of one must not take the other with it), on the
same machine in one invocation. Times the compiled function with CUDA events (median) and its
peak memory above the inputs, and prints the ratios.
"""

from __future__ import annotations

import argparse
import statistics
import warnings

import torch

from verifier.backend import make_backend
from verifier.kernels import scale_rows_kernel


def rows_update(x: torch.Tensor, width: int):
    half = x[x.shape[0] // 2 :]
    scale_rows_kernel[(half.shape[0],)](half, half.shape[0], half.shape[1], half.stride(0), half.stride(1), BLOCK=width)
    return x[: x.shape[0] // 2].sum()


def fused_qkv_update(qkv: torch.Tensor, width: int):
    q, k = qkv[:, 0:width], qkv[:, width : 2 * width]
    scale_rows_kernel[(q.shape[0],)](q, q.shape[0], q.shape[1], q.stride(0), q.stride(1), BLOCK=width)
    scale_rows_kernel[(k.shape[0],)](k, k.shape[0], k.shape[1], k.stride(0), k.stride(1), BLOCK=width)
    return qkv[:, 2 * width :].sum()


PROGRAMS = {"qkv": (fused_qkv_update, 3), "rows": (rows_update, 1)}


def measure(program, backend, qkv: torch.Tensor, width: int, repeat: int):
    torch._dynamo.reset()
    fn = torch.compile(lambda x: program(x, width), backend=backend, fullgraph=True)
    for _ in range(3):
        fn(qkv)
    torch.cuda.synchronize()
    times = []
    for _ in range(repeat):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn(qkv)
        b.record()
        torch.cuda.synchronize()
        times.append(a.elapsed_time(b))
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    fn(qkv)
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - base
    return statistics.median(times), peak


def one(args) -> None:
    """Measure one backend in this process; print one JSON line."""
    import json

    program, columns = PROGRAMS[args.program]
    rows = args.rows * (2 if args.program == "rows" else 1)
    torch.manual_seed(0)
    x = torch.randn(rows, columns * args.width, device="cuda")
    ref = x.clone()
    program(ref, args.width)
    backend = "inductor" if args.backend == "inductor" else make_backend("verified")
    try:
        check = x.clone()
        torch.compile(lambda t: program(t, args.width), backend=backend, fullgraph=True)(check)
        correct = bool(torch.equal(check, ref))
        ms, peak = measure(program, backend, x, args.width, args.repeat)
        print(json.dumps({"backend": args.backend, "ms": ms, "peak": peak, "correct": correct}))
    except Exception as e:
        print(json.dumps({"backend": args.backend, "error": f"{type(e).__name__}: {str(e).splitlines()[0]}"}))


def main() -> None:
    import json
    import subprocess
    import sys

    ap = argparse.ArgumentParser()
    ap.add_argument("--program", choices=sorted(PROGRAMS), default="qkv")
    ap.add_argument("--rows", type=int, default=65536)
    ap.add_argument("--width", type=int, default=1024)
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--backend", help=argparse.SUPPRESS)
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    if args.backend:
        return one(args)
    _, columns = PROGRAMS[args.program]
    rows = args.rows * (2 if args.program == "rows" else 1)
    mib = rows * columns * args.width * 4 / 2**20
    results = {}
    for name in ("inductor", "verified_inductor"):
        cmd = [sys.executable, __file__, "--program", args.program, "--rows", str(args.rows), "--width", str(args.width),
               "--repeat", str(args.repeat), "--backend", name]
        out = subprocess.run(cmd, capture_output=True, text=True)
        lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
        results[name] = json.loads(lines[-1]) if lines else {"backend": name, "error": (out.stderr.strip().splitlines() or ["no output"])[-1]}
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}")
    print(f"program {args.program}: buffer {rows} x {columns * args.width} float32 = {mib:.0f} MiB")
    for name, r in results.items():
        if "error" in r:
            print(f"{name:18s} FAILED: {r['error']}")
        else:
            print(f"{name:18s} time {r['ms']:8.3f} ms (median of {args.repeat})   peak memory above inputs "
                  f"{r['peak'] / 2**20:8.1f} MiB   result {'equal to eager' if r['correct'] else 'DIFFERS from eager'}")
    a, b = results["inductor"], results["verified_inductor"]
    if "error" not in a and "error" not in b:
        print(f"verified_inductor / inductor: time {b['ms'] / a['ms']:.2f}x, peak memory "
              f"{b['peak'] / max(a['peak'], 1):.3f}x ({(a['peak'] - b['peak']) / 2**20:.0f} MiB saved)")


if __name__ == "__main__":
    main()

"""On a CUDA machine: Inductor's default against verified_inductor where Inductor keeps a clone
that the verifier proves unnecessary (two kernels updating disjoint column slices of a fused
qkv buffer in place).

    python benchmarks/bench_gpu.py [--rows 65536] [--width 1024] [--repeat 50]

Times the compiled function with CUDA events (median) and its peak memory above the inputs,
both compiled in one process on the same inputs, and prints the ratios.
"""

from __future__ import annotations

import argparse
import statistics
import warnings

import torch

from verifier.backend import make_backend
from verifier.kernels import scale_rows_kernel


def fused_qkv_update(qkv: torch.Tensor, width: int):
    q, k = qkv[:, 0:width], qkv[:, width : 2 * width]
    scale_rows_kernel[(q.shape[0],)](q, q.shape[0], q.shape[1], q.stride(0), q.stride(1), BLOCK=width)
    scale_rows_kernel[(k.shape[0],)](k, k.shape[0], k.shape[1], k.stride(0), k.stride(1), BLOCK=width)
    return qkv[:, 2 * width :].sum()


def measure(backend, qkv: torch.Tensor, width: int, repeat: int):
    torch._dynamo.reset()
    fn = torch.compile(lambda x: fused_qkv_update(x, width), backend=backend, fullgraph=True)
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=65536)
    ap.add_argument("--width", type=int, default=1024)
    ap.add_argument("--repeat", type=int, default=50)
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    qkv = torch.randn(args.rows, 3 * args.width, device="cuda")
    mib = qkv.numel() * qkv.element_size() / 2**20
    ref = qkv.clone()
    fused_qkv_update(ref, args.width)
    results = {}
    for name, backend in (("inductor", "inductor"), ("verified_inductor", make_backend("verified"))):
        x = qkv.clone()
        ms, peak = measure(backend, x, args.width, args.repeat)
        results[name] = (ms, peak)
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}")
    print(f"fused qkv buffer: {args.rows} x {3 * args.width} float32 = {mib:.0f} MiB; q and k column slices scaled in place")
    for name, (ms, peak) in results.items():
        print(f"{name:18s} time {ms:8.3f} ms (median of {args.repeat})   peak memory above inputs {peak / 2**20:8.1f} MiB")
    (t0, p0), (t1, p1) = results["inductor"], results["verified_inductor"]
    print(f"verified_inductor / inductor: time {t1 / t0:.2f}x, peak memory {p1 / max(p0, 1):.3f}x "
          f"({(p0 - p1) / 2**20:.0f} MiB saved)")


if __name__ == "__main__":
    main()

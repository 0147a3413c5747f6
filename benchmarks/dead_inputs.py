"""On a CUDA machine: what placing a kernel's fresh output in an input that dies there saves
(`verifier/running/dead_inputs.py`), per backend (eager, Inductor, verified_inductor), each in a
process of its own.

    python benchmarks/dead_inputs.py [--programs activation,gemma_norm] [--rows 8192] [--width 4096]

- activation: `h = a @ w`, then a hand-written Triton kernel writes `h * sigmoid(1.702 h)` into
  `torch.empty_like(h)` (h dies there), then `out @ w.T`; forward only.
- gemma_norm: a training step through Liger's RMSNorm with gemma's settings (`in_place=False`:
  the backward writes dX into `zeros_like(dY)`), between two matrix products (dY dies at the
  backward kernel), bf16.

Prints the peak memory of a steady call above what its inputs hold, its GPU time (CUDA events,
median), the largest difference from eager, and the outputs placed (verified_inductor).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

import torch
import triton
import triton.language as tl

ROOT = Path(__file__).resolve().parents[1]
BACKENDS = ("eager", "inductor", "verified_inductor")


@triton.jit
def _quick_gelu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(x_ptr + i, mask=m).to(tl.float32)
    tl.store(out_ptr + i, (x * tl.sigmoid(1.702 * x)).to(out_ptr.dtype.element_ty), mask=m)


def activation(a, w):
    h = a @ w
    out = torch.empty_like(h)
    _quick_gelu_kernel[(triton.cdiv(h.numel(), 1024),)](h, out, h.numel(), BLOCK=1024)
    return out @ w.T


def _gemma_norm(width):
    from liger_kernel.transformers.rms_norm import LigerRMSNorm

    torch.manual_seed(0)
    norm = LigerRMSNorm(width, offset=1.0, casting_mode="gemma", in_place=False).cuda().to(torch.bfloat16)

    def step(a, w1, w2):
        y = norm(a @ w1) @ w2
        y.float().square().mean().backward()
        return y.detach(), w1.grad, w2.grad

    return step


def inputs(program: str, rows: int, width: int):
    g = torch.Generator(device="cuda").manual_seed(0)
    dt = torch.bfloat16
    if program == "activation":
        return (torch.randn(rows, width, device="cuda", dtype=dt, generator=g),
                torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5)
    return (torch.randn(rows, width, device="cuda", dtype=dt, generator=g),
            (torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5).requires_grad_(),
            (torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5).requires_grad_())


def job(program: str, backend: str, rows: int, width: int) -> dict:
    from verifier.backend import make_backend

    fn = activation if program == "activation" else _gemma_norm(width)
    args = inputs(program, rows, width)

    def call(f):
        for a in args:
            a.grad = None
        out = f(*args)
        return [o.float() for o in (out if isinstance(out, tuple) else (out,))]

    want = call(fn)
    made = None
    if backend != "eager":
        made = make_backend("verified") if backend == "verified_inductor" else "inductor"
        fn = torch.compile(fn, backend=made)
    for _ in range(3):
        got = call(fn)
    torch.cuda.synchronize()
    times = []
    for _ in range(20):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        call(fn)
        b.record()
        torch.cuda.synchronize()
        times.append(a.elapsed_time(b))
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    call(fn)
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - base
    placed = ""
    if backend == "verified_inductor":
        ps = [p for g in made.session.graphs for p in g.placements]
        placed = f"{sum(p.applied for p in ps)} of {len(ps)}"
    return {"program": program, "backend": backend, "peak_mib": peak / 2 ** 20, "ms": statistics.median(times),
            "max_diff": max(float((x - y).abs().max()) for x, y in zip(got, want)), "placed": placed}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--programs", default="activation,gemma_norm")
    p.add_argument("--rows", type=int, default=8192)
    p.add_argument("--width", type=int, default=4096)
    p.add_argument("--job", nargs=2, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.job:
        print(json.dumps(job(a.job[0], a.job[1], a.rows, a.width)))
        return
    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}, triton {triton.__version__}; "
          f"rows {a.rows}, width {a.width}, bf16")
    print(f"{'program':12} {'backend':18} {'peak MiB':>9} {'/ eager':>8} {'ms':>8} {'max diff':>9}  placed")
    for program in a.programs.split(","):
        eager = None
        for backend in BACKENDS:
            run = subprocess.run([sys.executable, __file__, "--job", program, backend, "--rows", str(a.rows),
                                  "--width", str(a.width)], capture_output=True, text=True, cwd=ROOT)
            if run.returncode != 0:
                print(f"{program:12} {backend:18} fails: {run.stderr.strip().splitlines()[-1:]}")
                continue
            r = json.loads(run.stdout.strip().splitlines()[-1])
            eager = r["peak_mib"] if backend == "eager" else eager
            ratio = f"{r['peak_mib'] / eager:.3f}" if eager else ""
            print(f"{program:12} {backend:18} {r['peak_mib']:9.1f} {ratio:>8} {r['ms']:8.3f} {r['max_diff']:9.2e}  {r['placed']}")


if __name__ == "__main__":
    main()

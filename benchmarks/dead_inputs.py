"""On a CUDA machine: what placing a kernel's fresh output in an input that dies there saves
(`verifier/running/dead_inputs.py`), per backend (eager, Inductor, verified_inductor), each in a
process of its own.

    python benchmarks/dead_inputs.py [--programs activation,activation_sum,gemma_norm] [--rows 8192] [--width 4096]
    python benchmarks/dead_inputs.py --cpu [--rows 2048] [--width 1024]

- activation: `h = a @ w`, then a hand-written Triton kernel writes `h * sigmoid(1.702 h)` into
  `torch.empty_like(h)` (h dies there), then `out + a` (a residual); forward only.
  activation_sum: the same, then `out.float().sum(1)`. Inductor writes `out + a` into `out`'s
  buffer, which dies there, but not into a buffer a kernel wrote in place (it keeps such buffers
  out of its in-place reuse): placed or not, two buffers of `h`'s size then live at once. Under
  a reduction the placement's buffer is the one saved.
- gemma_norm: a training step through Liger's RMSNorm with gemma's settings (`in_place=False`:
  the backward writes dX into `zeros_like(dY)`), between two matrix products (dY dies at the
  backward kernel), bf16.

Prints the peak memory of a steady call above what its inputs hold, its GPU time (CUDA events,
median), the largest difference from eager, and the outputs placed (verified_inductor).

--cpu: both activations with the kernel as a custom op (`torch.library.custom_op`, its body traced by
the verifier) on the CPU, float32: the buffers and bytes Inductor's generated code allocates
(`empty_strided_cpu`) per backend, and the largest difference from eager.
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
    return out + a


def activation_sum(a, w):
    h = a @ w
    out = torch.empty_like(h)
    _quick_gelu_kernel[(triton.cdiv(h.numel(), 1024),)](h, out, h.numel(), BLOCK=1024)
    return out.float().sum(1)


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
    if program.startswith("activation"):
        return (torch.randn(rows, width, device="cuda", dtype=dt, generator=g),
                torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5)
    return (torch.randn(rows, width, device="cuda", dtype=dt, generator=g),
            (torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5).requires_grad_(),
            (torch.randn(width, width, device="cuda", dtype=dt, generator=g) / width ** 0.5).requires_grad_())


def job(program: str, backend: str, rows: int, width: int) -> dict:
    from verifier.backend import make_backend

    fn = {"activation": activation, "activation_sum": activation_sum}.get(program) or _gemma_norm(width)
    args = inputs(program, rows, width)

    def call(f):
        for a in args:
            a.grad = None
        out = f(*args)
        return out if isinstance(out, tuple) else (out,)

    def values(out):  # compared in float32, outside the measured call
        return [o.float() for o in out]

    want = values(call(fn))
    made = None
    if backend != "eager":
        made = make_backend("verified") if backend == "verified_inductor" else "inductor"
        fn = torch.compile(fn, backend=made)
    for _ in range(3):
        got = values(call(fn))
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
    return {"program": program, "backend": backend, "peak_mib": peak / 2 ** 20, "ms": statistics.median(times),
            "max_diff": max(float((x - y).abs().max()) for x, y in zip(got, want)), "placed": _placed(made)}


@torch.library.custom_op("dead_inputs_bench::quick_gelu_into", mutates_args=("out",))
def quick_gelu_into(x: torch.Tensor, out: torch.Tensor) -> None:
    out.copy_(x * torch.sigmoid(1.702 * x))


@quick_gelu_into.register_fake
def _(x, out):
    return None


def activation_op(a, w):
    h = a @ w
    out = torch.empty_like(h)
    quick_gelu_into(h, out)
    return out + a


def activation_op_summed(a, w):
    h = a @ w
    out = torch.empty_like(h)
    quick_gelu_into(h, out)
    return out.sum(1)


def cpu(rows: int, width: int) -> None:
    g = torch.Generator().manual_seed(0)
    a, w = torch.randn(rows, width, generator=g), torch.randn(width, width, generator=g) / width ** 0.5
    print(f"# CPU, torch {torch.__version__}; activation as a custom op, rows {rows}, width {width}, float32")
    print(f"{'consumer':10} {'backend':18} {'buffers':>8} {'MiB allocated':>14} {'max diff':>9}  placed")
    for consumer, fn in (("out + a", activation_op), ("out.sum(1)", activation_op_summed)):
        want = fn(a, w)
        for backend in BACKENDS[1:]:
            print(f"{consumer:10} {backend:18} " + _allocated(fn, backend, a, w, want))


def _allocated(fn, backend: str, a, w, want) -> str:
    """What Inductor's generated code for `fn` allocates, its difference from eager, the placements."""
    import re

    from torch._inductor.utils import run_and_get_code

    from verifier.backend import make_backend

    torch._dynamo.reset()
    made = make_backend("verified") if backend == "verified_inductor" else "inductor"
    with torch._inductor.config.patch(force_disable_caches=True):
        got, code = run_and_get_code(torch.compile(fn, backend=made), a, w)
    sizes = [eval(m, {}) for m in re.findall(r"empty_strided_cpu\((\([^)]*\))", code[-1])]
    allocated = sum(4 * int(torch.Size(s).numel()) for s in sizes)
    return f"{len(sizes):8} {allocated / 2 ** 20:14.1f} {float((got - want).abs().max()):9.2e}  {_placed(made)}"


def _placed(made) -> str:
    """"k of n": the outputs a verified backend placed in dead inputs, of those it tried ("" for another backend)."""
    if not hasattr(made, "session"):
        return ""
    ps = [p for g in made.session.graphs for p in g.placements]
    return f"{sum(p.applied for p in ps)} of {len(ps)}"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--programs", default="activation,activation_sum,gemma_norm")
    p.add_argument("--rows", type=int, default=8192)
    p.add_argument("--width", type=int, default=4096)
    p.add_argument("--cpu", action="store_true")
    p.add_argument("--job", nargs=2, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.cpu:
        return cpu(a.rows, a.width)
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

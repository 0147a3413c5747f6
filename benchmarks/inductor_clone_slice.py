"""Inductor's wrong loss on Liger's fused linear cross-entropy, shrunk (results/inductor_clone_slice.md).

The pattern (Liger-Kernel's fused linear cross-entropy forward): a loss buffer is filled chunk by
chunk; for each chunk a Triton kernel writes the chunk's losses into a slice of the buffer and
the slice is copied back (`loss[a:b] = loss_slice`). Inductor keeps the clone of the slice (the
buffer is used after the kernel), and the clone of a view goes through torch's
`clone_preserve_strides`: `as_strided(slice, (offset + n,), (1,), 0).clone()`, which copies the
whole storage from its start. This script runs the program eagerly and compiled, each backend in
its own process (an illegal memory access poisons the CUDA context), on memory the caching
allocator has filled with NaN first, and prints per variant and backend whether the result is
eager's.

    python benchmarks/inductor_clone_slice.py [--json FILE]      (a CUDA machine)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import subprocess
import sys
from pathlib import Path

VARIANTS = {  # name: (rows, rows per chunk, classes); the corpus program `chunked_cross_entropy`
    "corpus_32_chunks": (4096, 128, 2048),
    "corpus_4_chunks": (1024, 256, 1024),
}
LIGER = {  # Liger-Kernel's own forward, the model's sizes: (rows, hidden, vocabulary), bf16
    "liger_flce": (4096, 1024, 32000),
    "liger_flce_small": (1024, 256, 4096),
}
BACKENDS = ("inductor", "verified_inductor", "clones")


def _liger(variant: str):
    """Liger's fused linear cross-entropy forward as its autograd.Function runs it (no grad): the
    `.item()` in it breaks the graph, so the loss buffer is an input of the chunk loop's graph."""
    import torch
    from liger_kernel.ops.fused_linear_cross_entropy import fused_linear_cross_entropy_forward

    rows, hidden, vocab = LIGER[variant]
    torch.manual_seed(0)
    x = torch.randn(rows, hidden, device="cuda", dtype=torch.bfloat16)
    w = (torch.randn(vocab, hidden, device="cuda") / hidden ** 0.5).to(torch.bfloat16)
    target = torch.randint(0, vocab, (rows,), device="cuda")
    target[1023::1024] = -100  # the last position of each sequence, as shifted labels have

    def program(x, w, target):
        with torch.no_grad():
            loss, _, _, _, grad_input, _, _ = fused_linear_cross_entropy_forward(x, w, target)
        return loss, grad_input

    return program, (x, w, target)


def one(variant: str, backend: str) -> dict:
    import torch

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from verifier.corpus.programs import chunked_cross_entropy

    if variant in LIGER:
        program, inputs = _liger(variant)
        return _compare(variant, backend, program, inputs, _compiled(program, backend))
    rows, chunk, classes = VARIANTS[variant]
    torch.manual_seed(0)
    x = torch.randn(rows, 64, device="cuda")
    w = torch.randn(classes, 64, device="cuda") / 8
    target = torch.randint(0, classes, (rows,), device="cuda")
    target[chunk - 1::chunk] = -100  # the last row of every chunk ignored: its loss stays 0

    def graph(x, w, target, loss):
        return chunked_cross_entropy(x, w, target, loss, chunk=chunk)

    def with_buffer(g):  # the loss buffer made outside the graph, as Liger makes it before its graph break
        def run(x, w, target):
            loss = torch.zeros(rows, device=x.device)
            return loss, g(x, w, target, loss)
        return run

    return _compare(variant, backend, with_buffer(graph), (x, w, target), with_buffer(_compiled(graph, backend)))


def _compiled(fn, backend: str):
    import torch

    if backend == "inductor":
        return torch.compile(fn)
    from verifier.backend import make_backend

    return torch.compile(fn, backend=make_backend("clones" if backend == "clones" else "verified"))


def _compare(variant: str, backend: str, program, inputs, fn) -> dict:
    """`fn` (compiled) against `program` (eager) on `inputs`, twice: the largest difference of each
    output relative to the largest value of eager's."""
    import torch

    expected = program(*inputs)
    out = {"variant": variant, "backend": backend}
    try:
        for attempt in range(2):
            poison = torch.full((64 << 20,), float("nan"), device="cuda")  # 256 MiB of NaN, freed to the cache
            del poison
            got = fn(*inputs)
            torch.cuda.synchronize()
            rel = max(((a.float() - b.float()).abs().max() / a.float().abs().max().clamp_min(1e-30)).item()
                      if torch.isfinite(b.float()).all() else float("inf") for a, b in zip(expected, got))
            out[f"run{attempt}"] = "identical" if rel == 0 else f"max rel diff {rel:.3g}" + (" DIVERGES" if rel > 1e-2 else "")
            out[f"loss{attempt}"] = got[0].sum().item()
        out["eager_loss"] = expected[0].sum().item()
    except Exception as e:  # an illegal memory access, reported where the context notices it
        out["error"] = f"{type(e).__name__}: {str(e).splitlines()[0]}"
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--one", nargs=2, metavar=("VARIANT", "BACKEND"))
    ap.add_argument("--json")
    ap.add_argument("--jobs", type=int, default=4, help="processes at once")
    ap.add_argument("--timeout", type=float, default=300)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(*args.one)))
        return
    def run(job):
        variant, backend = job
        try:
            p = subprocess.run([sys.executable, __file__, "--one", variant, backend], capture_output=True, text=True,
                               timeout=args.timeout)
            row = json.loads(p.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            row = {"variant": variant, "backend": backend, "error": f"exit {p.returncode}: {p.stderr[-300:]}"}
        except subprocess.TimeoutExpired:
            row = {"variant": variant, "backend": backend, "error": f"timed out after {args.timeout} s"}
        print(f"{variant:18} {backend:18} " + (row.get("error") or
              f"{row['run0']}; {row['run1']}; loss {row['loss0']:.6f} (eager {row['eager_loss']:.6f})"), flush=True)
        return row

    jobs = [(v, b) for v in [*LIGER, *VARIANTS] for b in BACKENDS]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(run, jobs))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()

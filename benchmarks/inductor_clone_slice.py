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
import json
import subprocess
import sys
from pathlib import Path

VARIANTS = {  # name: (rows, rows per chunk, classes)
    "liger_like": (4096, 128, 2048),
    "four_chunks": (1024, 256, 1024),
    "two_chunks": (256, 128, 256),
}
BACKENDS = ("eager", "inductor", "verified_inductor", "clones")


def one(variant: str, backend: str) -> dict:
    import torch

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from verifier.corpus.programs import chunked_cross_entropy

    rows, chunk, classes = VARIANTS[variant]
    torch.manual_seed(0)
    x = torch.randn(rows, 64, device="cuda")
    w = torch.randn(classes, 64, device="cuda") / 8
    target = torch.randint(0, classes, (rows,), device="cuda")

    def program(x, w, target):
        return chunked_cross_entropy(x, w, target, chunk=chunk)

    expected = program(x, w, target)
    if backend == "eager":
        fn = program
    elif backend == "inductor":
        fn = torch.compile(program)
    else:
        from verifier.backend import make_backend

        fn = torch.compile(program, backend=make_backend("clones" if backend == "clones" else "verified"))
    out = {"variant": variant, "backend": backend}
    try:
        for attempt in range(2):
            poison = torch.full((64 << 20,), float("nan"), device="cuda")  # 256 MiB of NaN, freed to the cache
            del poison
            got = fn(x, w, target)
            torch.cuda.synchronize()
            diff = max((a - b).abs().max().item() if torch.isfinite(a - b).all() else float("inf")
                       for a, b in zip(expected, got))
            out[f"run{attempt}"] = "identical" if diff == 0 else f"differs: max |diff| {diff:.3g}"
            out[f"loss{attempt}"] = got[0].sum().item()
        out["eager_loss"] = expected[0].sum().item()
    except Exception as e:  # an illegal memory access, reported where the context notices it
        out["error"] = f"{type(e).__name__}: {str(e).splitlines()[0]}"
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--one", nargs=2, metavar=("VARIANT", "BACKEND"))
    ap.add_argument("--json")
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(*args.one)))
        return
    rows = []
    for variant in VARIANTS:
        for backend in BACKENDS:
            p = subprocess.run([sys.executable, __file__, "--one", variant, backend], capture_output=True, text=True,
                               timeout=300)
            try:
                row = json.loads(p.stdout.strip().splitlines()[-1])
            except (IndexError, json.JSONDecodeError):
                row = {"variant": variant, "backend": backend, "error": f"exit {p.returncode}: {p.stderr[-300:]}"}
            rows.append(row)
            print(f"{variant:12} {backend:18} " + (row.get("error") or
                  f"{row['run0']}; {row['run1']}; loss {row['loss0']:.6f} (eager {row['eager_loss']:.6f})"), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()

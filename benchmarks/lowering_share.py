"""The validation of the lowering's share of compile time: a small transformer block (forward and
backward) and the programs of tests/lowering_programs.py and tests/first_compile_programs.py,
compiled with verified_inductor (verified mode) on the CPU; per graph the time of the FX proof,
of the lowering's validation (after fusion, and of each in-place update Inductor decides while
generating code), and the whole compile; and how many of those in-place updates were kept.

    python benchmarks/lowering_share.py
"""

import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import verifier.backend  # noqa: E402
from workloads.transformer import Block  # noqa: E402


def measure(name, run):
    torch._dynamo.reset()
    backend = verifier.backend.make_backend("verified")
    start = time.perf_counter()
    run(backend)
    total = time.perf_counter() - start
    graphs = backend.session.graphs
    proof = sum(g.seconds for g in graphs)
    lowering = sum(g.lowering.seconds for g in graphs if g.lowering is not None)
    kernels = sum(g.lowering.kernels for g in graphs if g.lowering is not None)
    refused = sum(len(g.lowering.split) for g in graphs if g.lowering is not None)
    races = sum(len(g.lowering.left()) for g in graphs if g.lowering is not None)
    updates = sum(g.lowering.updates for g in graphs if g.lowering is not None)
    kept = updates - sum(len(g.lowering.inplace) for g in graphs if g.lowering is not None)
    frees = sum(len(g.lowering.frees) for g in graphs if g.lowering is not None)
    print(f"{name:28s} graphs {len(graphs):2d}  kernels {kernels:3d}  fusions refused {refused}  races left {races}  "
          f"in-place updates kept {kept}/{updates}  frees refused {frees}  "
          f"compile {total:6.2f} s  FX proof {proof:5.2f} s ({proof / total:5.1%})  lowering validation {lowering:5.2f} s "
          f"({lowering / total:5.1%})", flush=True)
    return total, proof, lowering


def main():
    import first_compile_programs
    import lowering_programs

    rows = []
    block = Block()
    x = torch.randn(4, 32, 256, requires_grad=True)

    def train_step(backend):
        out = torch.compile(block, backend=backend)(x)
        out.sum().backward()

    rows.append(measure("transformer block fwd+bwd", train_step))
    for fn in lowering_programs.PROGRAMS:
        rows.append(measure(fn.__name__, lambda b, fn=fn: torch.compile(fn, backend=b)(torch.randn(64, 128))))
    for name in ("slice_of_intermediate", "two_slices", "rope_on_fused_qkv", "kv_cache_write"):
        fn = getattr(first_compile_programs, name)
        rows.append(measure(name, lambda b, fn=fn: torch.compile(fn, backend=b)(*fn.example_inputs())))
    total, proof, lowering = (sum(r[i] for r in rows) for i in range(3))
    print(f"{'all':28s} compile {total:.2f} s, FX proof {proof / total:.1%}, lowering validation {lowering / total:.1%}")


if __name__ == "__main__":
    main()

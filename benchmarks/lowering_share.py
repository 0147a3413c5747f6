"""The checks' share of compile time: a small transformer block (forward and backward), the same
block's optimizer step (Adam over its parameters, compiled: every parameter and state updated in
place), the programs of tests/lowering_programs.py, tests/rule_programs.py and
tests/first_compile_programs.py, and the built-in corpus, compiled with verified_inductor
(verified mode) on the CPU; the time of the checks of the copies Inductor's FX passes drop
("passes"), beside the FX proof and the checks of the lowering; with --cuda, the
Liger-patched Llama training step and the corpus on a GPU; per graph the time of the FX proof,
of the lowering's validation (after fusion, and of each in-place update Inductor decides while
generating code), and the whole compile; and how many of those in-place updates were kept.

    python benchmarks/lowering_share.py [--cuda]
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
    passes = sum(c.seconds for g in graphs for c in g.passes)
    kernels = sum(g.lowering.kernels for g in graphs if g.lowering is not None)
    refused = sum(len(g.lowering.split) for g in graphs if g.lowering is not None)
    races = sum(len(g.lowering.left) for g in graphs if g.lowering is not None)
    updates = sum(g.lowering.updates for g in graphs if g.lowering is not None)
    kept = updates - sum(len(g.lowering.inplace) for g in graphs if g.lowering is not None)
    frees = sum(len(g.lowering.frees) for g in graphs if g.lowering is not None)
    print(f"{name:28s} graphs {len(graphs):2d}  kernels {kernels:3d}  fusions refused {refused}  races left {races}  "
          f"in-place updates kept {kept}/{updates}  frees refused {frees}  "
          f"compile {total:6.2f} s  FX proof {proof:5.2f} s ({proof / total:5.1%})  lowering checks {lowering:5.2f} s "
          f"({lowering / total:5.1%})  passes checked {passes:5.2f} s ({passes / total:5.1%})", flush=True)
    return total, proof, lowering, passes


def corpus_rows(device):
    """The built-in corpus, each program compiled once (size 1 on the CPU, 16 on a GPU); on the CPU
    a program with Triton kernels is not compiled (no GPU to run them)."""
    from verifier.corpus.programs import corpus

    rows = []
    for prog in corpus(1 if device == "cpu" else 16):
        def run(backend, prog=prog):
            inputs = [t.to(device) if hasattr(t, "to") else t for t in prog.inputs()]
            torch.compile(prog.fn, backend=backend)(*inputs)

        try:
            rows.append(measure(f"corpus {prog.name}", run))
        except Exception as e:
            print(f"corpus {prog.name:21s} not compiled here ({type(e).__name__})", flush=True)
    return rows


def llama_rows(layers=2):
    """The Liger-patched Llama training step of benchmarks/llama_train.py (forward and backward,
    bf16, on CUDA), at `layers` layers, sequence 512, batch 2."""
    from llama_train import batch, build

    model = build(layers, True)
    ids = batch(batch_size=2, seq=512)

    def step(backend):
        model.zero_grad(set_to_none=True)
        torch.compile(model, backend=backend)(input_ids=ids, labels=ids).loss.backward()

    return [measure(f"Liger Llama step ({layers} layers)", step)]


def total(rows):
    t, proof, lowering, passes = (sum(r[i] for r in rows) for i in range(4))
    return (f"compile {t:.2f} s, FX proof {proof / t:.1%}, lowering checks {lowering / t:.1%}, passes checked "
            f"{passes / t:.1%}, the checks of the program that runs (lowering and passes) {(lowering + passes) / t:.1%}")


def main():
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cuda", action="store_true", help="the Liger Llama step and the corpus on CUDA only")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    if args.cuda:
        llama = llama_rows()
        rows = corpus_rows("cuda")
        print(f"{'Liger Llama step':28s} {total(llama)}")
        print(f"{'corpus (CUDA)':28s} {total(rows)}")
        return
    import first_compile_programs
    import lowering_programs

    rows = []
    block = Block()
    x = torch.randn(4, 32, 256, requires_grad=True)

    def train_step(backend):
        out = torch.compile(block, backend=backend)(x)
        out.sum().backward()

    rows.append(measure("transformer block fwd+bwd", train_step))
    opt = torch.optim.Adam(block.parameters(), lr=1e-3)
    for p in block.parameters():
        p.grad = torch.randn_like(p)
    opt.step()  # the state made, eagerly

    def optimizer_step(backend):
        torch.compile(opt.step, backend=backend)()

    rows.append(measure("Adam step (in place)", optimizer_step))
    import rule_programs

    for fn in rule_programs.PROGRAMS:
        rows.append(measure(fn.__name__, lambda b, fn=fn: torch.compile(fn, backend=b)(*rule_programs.inputs(fn, 64))))
    for fn in lowering_programs.PROGRAMS:
        rows.append(measure(fn.__name__, lambda b, fn=fn: torch.compile(fn, backend=b)(torch.randn(64, 128))))
    for name in ("slice_of_intermediate", "two_slices", "rope_on_fused_qkv", "kv_cache_write"):
        fn = getattr(first_compile_programs, name)
        rows.append(measure(name, lambda b, fn=fn: torch.compile(fn, backend=b)(*fn.example_inputs())))
    print(f"{'all of the above':28s} {total(rows)}")
    corpus = corpus_rows("cpu")
    print(f"{'corpus (CPU)':28s} {total(corpus)}")


if __name__ == "__main__":
    main()

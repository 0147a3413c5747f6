"""The verifier's share of compile time on models, and how many candidates it decides, with
verified_inductor (verified mode) on the CPU: each workload compiled twice in this process, caches
off, deciding every candidate (as an audit does) and deciding only what the compile can apply
(what a verified compile does: an aten op's in-place or out= form that Inductor lowers itself is
held anyway, and is left undecided). Per workload: the whole compile, the verifier's seconds (FX
proof with its rewrite, lowering checks, passes checked) and share, the slowest graph's, and the
candidates decided and left undecided.

Workloads: a pre-norm transformer block (forward and backward), Adam over its parameters (every
parameter and state updated in place), a MobileNetV2-shaped network's training step (17
inverted-residual blocks, batch norm updating its running statistics in place, ReLU6 in place),
and, where transformers is installed, Hugging Face architectures at a small size (2 layers,
hidden 64, training step), or with `--realistic` at `benchmarks/model_memory.py`'s size (4 layers,
hidden 1024, sequence 1024, batch 4, vocabulary 32,000; float32 here): the layouts a GPU compile
of that benchmark proves over, where a question about bytes is asked of millions of them.

    python benchmarks/compile_share.py [--arch llama mistral ...] [--skip-models] [--realistic]
"""

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")

import torch  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import verifier.backend  # noqa: E402
import verifier.running.passes as passes  # noqa: E402
from workloads.architectures import causal_lm  # noqa: E402
from workloads.transformer import Block  # noqa: E402

ARCHITECTURES = ("llama", "mistral", "mixtral", "qwen2", "qwen3", "gemma", "gemma2", "phi3", "granite")


def inverted_residual(cin, cout, stride, expand):
    hidden = cin * expand
    layers = []
    if expand != 1:
        layers += [torch.nn.Conv2d(cin, hidden, 1, bias=False), torch.nn.BatchNorm2d(hidden), torch.nn.ReLU6(inplace=True)]
    layers += [torch.nn.Conv2d(hidden, hidden, 3, stride, 1, groups=hidden, bias=False), torch.nn.BatchNorm2d(hidden),
               torch.nn.ReLU6(inplace=True), torch.nn.Conv2d(hidden, cout, 1, bias=False), torch.nn.BatchNorm2d(cout)]
    body = torch.nn.Sequential(*layers)
    residual = stride == 1 and cin == cout

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.body = body

        def forward(self, x):
            return x + self.body(x) if residual else self.body(x)

    return Block()


def mobilenet_v2(classes=10):
    """MobileNetV2's layout (torchvision's settings, width 1.0)."""
    settings = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]
    layers = [torch.nn.Conv2d(3, 32, 3, 2, 1, bias=False), torch.nn.BatchNorm2d(32), torch.nn.ReLU6(inplace=True)]
    cin = 32
    for t, c, n, s in settings:
        for i in range(n):
            layers.append(inverted_residual(cin, c, s if i == 0 else 1, t))
            cin = c
    layers += [torch.nn.Conv2d(cin, 1280, 1, bias=False), torch.nn.BatchNorm2d(1280), torch.nn.ReLU6(inplace=True),
               torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(), torch.nn.Linear(1280, classes)]
    return torch.nn.Sequential(*layers)


SMALL = dict(layers=2, hidden=64, heads=4, kv_heads=2, intermediate=128, vocab=256, positions=128, batch=2, seq=32)
REALISTIC = dict(layers=4, hidden=1024, heads=8, kv_heads=8, intermediate=2816, vocab=32000, positions=4096, experts=8,
                 batch=4, seq=1024)


def workloads(archs, models, size=SMALL):
    block = Block()
    x = torch.randn(4, 32, 256, requires_grad=True)
    yield "transformer block fwd+bwd", lambda b: torch.compile(block, backend=b)(x).sum().backward()
    opt = torch.optim.Adam(block.parameters(), lr=1e-3)
    for p in block.parameters():
        p.grad = torch.randn_like(p)
    opt.step()  # the state made, eagerly
    yield "Adam step (in place)", lambda b: torch.compile(opt.step, backend=b)()
    net = mobilenet_v2().train()
    images = torch.randn(2, 3, 64, 64)
    yield "MobileNetV2 training step", lambda b: torch.compile(net, backend=b)(images).sum().backward()
    if not models:
        return
    if importlib.util.find_spec("transformers") is None:
        print("transformers is not installed: the Hugging Face architectures are left out", flush=True)
        return
    for arch in archs:
        try:
            model = causal_lm(arch, **{k: v for k, v in size.items() if k not in ("batch", "seq")}).train()
        except Exception as e:
            print(f"{arch}: not built here ({type(e).__name__}: {str(e).splitlines()[0][:100]})", flush=True)
            continue
        ids = torch.randint(0, size["vocab"], (size["batch"], size["seq"]))

        def step(b, model=model, ids=ids):
            model.zero_grad(set_to_none=True)
            torch.compile(model, backend=b)(input_ids=ids, labels=ids).loss.backward()

        yield f"{arch} training step", step




def measure(run, decide_all: bool):
    """(whole compile, verifier's seconds, slowest graph's, candidates decided, left undecided)."""
    original = passes.analyze

    def analyze(gm, **options):
        if decide_all:
            options["applicable_only"] = False
        return original(gm, **options)

    torch._dynamo.reset()
    backend = verifier.backend.make_backend("verified")
    passes.analyze = analyze
    try:
        start = time.perf_counter()
        run(backend)
        total = time.perf_counter() - start
    finally:
        passes.analyze = original
    graphs = backend.session.graphs
    per_graph = [g.seconds + (g.lowering.seconds if g.lowering is not None else 0) + sum(c.seconds for c in g.passes)
                 for g in graphs]
    decided = sum(len(g.report.candidates) for g in graphs if g.report is not None)
    undecided = sum(sum(g.report.undecided.values()) for g in graphs if g.report is not None)
    return total, sum(per_graph), max(per_graph, default=0.0), decided, undecided


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", nargs="*", default=list(ARCHITECTURES), help="Hugging Face architectures")
    parser.add_argument("--skip-models", action="store_true", help="only the transformer block, Adam and MobileNetV2")
    parser.add_argument("--only", nargs="*", help="only the workloads whose name holds one of these words")
    parser.add_argument("--realistic", action="store_true", help="the architectures at model_memory.py's size")
    args = parser.parse_args()
    print(f"torch {torch.__version__}, {os.cpu_count()} CPUs; verifier's share of compile, deciding all -> only "
          "what can be applied\n", flush=True)
    header = (f"{'workload':28s} {'compile s':>17s} {'verifier s':>15s} {'share':>15s} {'slowest graph s':>17s} "
              f"{'decided':>15s} {'undecided':>9s}")
    print(header + "\n" + "-" * len(header), flush=True)
    shares = {False: [], True: []}
    warm = torch.nn.Linear(8, 8)  # the first compile of a process pays for imports and caches: not measured
    measure(lambda b: torch.compile(warm, backend=b)(torch.randn(2, 8, requires_grad=True)).sum().backward(), False)
    for name, run in workloads(args.arch, not args.skip_models, REALISTIC if args.realistic else SMALL):
        if args.only and not any(word in name for word in args.only):
            continue
        try:
            before = measure(run, decide_all=True)
            after = measure(run, decide_all=False)
        except Exception as e:
            print(f"{name:28s} failed: {type(e).__name__}: {str(e).splitlines()[0][:120]}", flush=True)
            continue
        for decide_all, m in ((True, before), (False, after)):
            shares[decide_all].append(m[1] / m[0])
        print(f"{name:28s} {before[0]:7.2f} -> {after[0]:7.2f} {before[1]:6.2f} -> {after[1]:6.2f} "
              f"{before[1] / before[0]:6.1%} -> {after[1] / after[0]:6.1%} {before[2]:7.2f} -> {after[2]:7.2f} "
              f"{before[3]:6d} -> {after[3]:6d} {after[4]:9d}", flush=True)
    if shares[True]:
        print(f"\nverifier's share of compile: median {statistics.median(shares[True]):.1%} -> "
              f"{statistics.median(shares[False]):.1%}, worst {max(shares[True]):.1%} -> {max(shares[False]):.1%} "
              f"over {len(shares[True])} workloads")


if __name__ == "__main__":
    main()

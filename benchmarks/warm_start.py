"""Cold and warm compile time of a 4-block transformer (forward and backward) with plain Inductor
and with verified_inductor, each start a fresh process over one cache directory, as a user's
restarts are: the first start of each backend compiles (cold), the next ones find their own entries
in Inductor's caches (warm). Printed: seconds per start (median of the warm ones; the compile, and
the whole start from the process's first line, imports included: a verified start imports the
verifier and z3, a plain one does not), the warm ratios against plain Inductor, and whether the
warm verified starts got their reports back.

    python benchmarks/warm_start.py [--warm 3] [--blocks 4]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import json, sys, time
start = time.perf_counter()
import torch
if sys.argv[1] != "inductor":
    import verifier.backend  # plain Inductor's starts do not pay for importing the verifier
sys.path.insert(0, sys.argv[3])
from workloads.transformer import Block
blocks = int(sys.argv[2])

torch.manual_seed(0)
model = torch.nn.Sequential(*[Block() for _ in range(blocks)])
backend = "inductor" if sys.argv[1] == "inductor" else verifier.backend.make_backend(sys.argv[1])
imported = time.perf_counter()
compiled = torch.compile(model, backend=backend)
loss = compiled(torch.randn(4, 64, 256)).square().mean()
loss.backward()
done = time.perf_counter()
graphs = [] if sys.argv[1] == "inductor" else backend.session.graphs
print(json.dumps(dict(compile=done - imported, total=done - start, loss=loss.item(),
                      restored=sum(g.from_cache for g in graphs), graphs=len(graphs))))
"""


def start(cache: str, backend: str, blocks: int) -> dict:
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache)
    for name in ("VERIFIED_INDUCTOR_MODE", "TORCHINDUCTOR_FX_GRAPH_CACHE", "TORCHINDUCTOR_AUTOGRAD_CACHE"):
        env.pop(name, None)
    tests = str(Path(__file__).resolve().parents[1] / "tests")
    done = subprocess.run([sys.executable, "-c", CHILD, backend, str(blocks), tests], capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{backend}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--warm", type=int, default=3, help="warm starts per backend")
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--modes", nargs="+", default=["verified", "gate"])
    args = parser.parse_args()
    import torch

    print(f"warm start, {args.blocks}-block transformer, forward and backward, torch {torch.__version__}, "
          f"CPU; each start a fresh process, one cache directory")
    print(f"{'backend':<10} {'cold s':>8} {'warm s':>8} {'warm / Inductor':>16} {'whole start s':>14} "
          f"{'/ Inductor':>11}  reports restored (warm)")
    with tempfile.TemporaryDirectory() as cache:
        plain_warm = plain_whole = None
        for backend in ["inductor", *args.modes]:
            cold = start(cache, backend, args.blocks)
            warm = [start(cache, backend, args.blocks) for _ in range(args.warm)]
            median = statistics.median(w["compile"] for w in warm)
            whole = statistics.median(w["total"] for w in warm)
            plain_warm = median if backend == "inductor" else plain_warm
            plain_whole = whole if backend == "inductor" else plain_whole
            restored = "" if backend == "inductor" else f"{min(w['restored'] for w in warm)} of {cold['graphs']}"
            same = all(w["loss"] == cold["loss"] for w in warm)
            print(f"{backend:<10} {cold['compile']:>8.2f} {median:>8.2f} {median / plain_warm:>15.2f}x {whole:>14.2f} "
                  f"{whole / plain_whole:>10.2f}x  {restored}"
                  + ("" if same else "  (a warm start's loss differs from the cold one's)"), flush=True)


if __name__ == "__main__":
    main()

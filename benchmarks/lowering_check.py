"""Inductor's in-place lowering against eager: each program of tests/lowering_programs.py at each
shape, compiled with plain Inductor and with verified_inductor in every mode; the elements that
differ from eager, and what the audit's validation of the lowering says.

    python benchmarks/lowering_check.py [--device cuda] [--shapes 8x8,1024x2048]
"""

import argparse
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import verifier.backend  # noqa: E402
from lowering_programs import PROGRAMS  # noqa: E402

BACKENDS = ("inductor", "audit", "clones", "gate", "verified")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--shapes", default="8x8,1024x2048")
    args = parser.parse_args()
    shapes = [tuple(int(v) for v in s.split("x")) for s in args.shapes.split(",")]
    print(f"device {args.device} ({torch.cuda.get_device_name() if args.device == 'cuda' else 'cpu'}), torch {torch.__version__}")
    print(f"{'program':28s} {'shape':10s} " + " ".join(f"{b:>9s}" for b in BACKENDS) + "   (elements that differ from eager)")
    wrong = 0
    for fn in PROGRAMS:
        for shape in shapes:
            torch.manual_seed(0)
            x = torch.randn(*shape, device=args.device)
            expected = fn(x.clone())
            cells, races = [], ""
            for name in BACKENDS:
                torch._dynamo.reset()
                backend = "inductor" if name == "inductor" else verifier.backend.make_backend(name)
                start = time.perf_counter()
                try:
                    got = torch.compile(fn, backend=backend)(x.clone())
                    differ = int((got != expected).sum().item())
                    cells.append(str(differ))
                    wrong += differ if name in ("clones", "gate", "verified") else 0
                except Exception as e:
                    cells.append("error")
                    lines = [ln for ln in str(e).splitlines() if ln.strip()]
                    races += f" [{name}: {type(e).__name__}: {' | '.join(lines[:3])[:300]}]"
                if name == "audit" and backend.session.graphs and backend.session.graphs[-1].lowering is not None:
                    found = backend.session.graphs[-1].lowering.races
                    races += f" audit: {found[0][:110]}" if found else " audit: no race"
            print(f"{fn.__name__:28s} {'x'.join(map(str, shape)):10s} " + " ".join(f"{c:>9s}" for c in cells) + races,
                  flush=True)
    print(f"elements wrong under clones, gate or verified: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())

"""On a CUDA machine: run the counterexample script of every unsafe verdict with the real kernels,
and find at what sizes the races of self-aliasing rewrites show.

    python benchmarks/counterexamples_gpu.py [--sizes 16,256,4096,65536,1048576]

Part 1 runs the scripts of the test table's unsafe candidates (tests/programs.py). Part 2
captures the race programs (a kernel whose argument overlaps the region it writes) at each size,
and runs their scripts. Prints one line per script: reproduced or not, and the first difference.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import verifier  # noqa: E402
from verifier.kernels import copy_plus_one, reverse_into  # noqa: E402


def shifted(x):
    n = x.shape[0]
    copy_plus_one(x[0 : n - 1], x[1:n])


def shifted_back(x):
    n = x.shape[0]
    copy_plus_one(x[1:n], x[0 : n - 1])


def clone_removed(x):
    y = x.clone()
    reverse_into(y, x)
    return x * 2.0


def run_scripts(name: str, fn, inputs, dynamic=False) -> list[str]:
    gm = verifier.capture(fn, *inputs, dynamic=dynamic)
    report = verifier.analyze(gm)
    report.name = name
    lines = []
    for c in report.candidates:
        if c.counterexample is None:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(c.counterexample.program())
        r = subprocess.run([sys.executable, f.name], capture_output=True, text=True, timeout=300)
        detail = " ".join(line.strip() for line in r.stdout.splitlines()[-3:])
        lines.append(f"{name:34s} {'REPRODUCED' if r.returncode == 0 else 'not reproduced':15s} {detail}")
        print(lines[-1], flush=True)
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="16,256,4096,65536,1048576")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}")
    from programs import PROGRAMS

    print("part 1: the test table's unsafe verdicts, real kernels")
    table = []
    for prog in PROGRAMS:
        if any(v == "unsafe" for _, v in prog.expect):
            table += run_scripts(prog.name, prog.fn, [t.cuda() for t in prog.inputs()], prog.dynamic)
    print(f"reproduced: {sum('REPRODUCED' in line for line in table)} of {len(table)}")
    print("part 2: races of self-aliasing rewrites by size")
    for n in [int(s) for s in args.sizes.split(",")]:
        x = (torch.arange(float(n)) * 7 % 13 - 6).cuda()
        for name, fn in (("shifted", shifted), ("shifted_back", shifted_back), ("clone_removed", clone_removed)):
            run_scripts(f"{name} n={n}", fn, [x.clone()])


if __name__ == "__main__":
    main()

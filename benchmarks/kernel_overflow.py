"""Is the audit's int32-overflow finding real, at the size it names? On a GPU: the analysis of a
dynamic graph names the smallest row count at which `row * stride` wraps in
`tests/test_kernel_domain.py::double_rows_kernel` (16 columns); the kernel then runs at one row
fewer and at that row count, each in a process of its own (an illegal memory access spoils the
CUDA context), and says whether the last row came out right.

    python benchmarks/kernel_overflow.py [--at ROWS]   (needs a GPU with about 20 GiB free)

`--at` gives the row count the finding names where this torch cannot analyse the dynamic kernel
(torch 2.11 compiles symbolic scalars into the TTIR): `python benchmarks/kernel_overflow.py
--name` prints it on a machine with the pinned torch.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent / "tests"


def smallest_rows() -> tuple[int, str]:
    import torch

    import verifier
    from test_kernel_domain import double_rows

    gm = verifier.capture(double_rows, torch.zeros(4, 16), torch.arange(64.0).reshape(4, 16), dynamic=True)
    found = [f for f in verifier.analyze(gm).findings if f.startswith("int32 overflow")]
    if not found:
        sys.exit("no overflow finding: this torch cannot analyse the dynamic kernel (give --at ROWS)")
    finding = found[0]
    return int(re.search(r"x\.size\(\)\[0\] \(\w+\) = (\d+)", finding).group(1)), finding


def run(rows: int) -> None:
    import torch

    from test_kernel_domain import double_rows_kernel

    x = torch.zeros(rows, 16, device="cuda")
    y = torch.ones(rows, 16, device="cuda")
    double_rows_kernel[(rows,)](x, y, x.stride(0), 16, BLOCK=16)
    torch.cuda.synchronize()
    last = x[-1]
    print("last row right" if bool((last == 2).all()) else f"last row wrong: {last[:4].tolist()}")


def main() -> None:
    sys.path.insert(0, str(TESTS))
    if len(sys.argv) > 2 and sys.argv[1] == "--rows":
        return run(int(sys.argv[2]))
    if len(sys.argv) > 2 and sys.argv[1] == "--at":
        rows = int(sys.argv[2])
        print(f"the finding's row count, given: {rows}")
    else:
        rows, finding = smallest_rows()
        print(finding)
        if sys.argv[1:] == ["--name"]:
            return
    for n in (rows - 1, rows):
        out = subprocess.run([sys.executable, __file__, "--rows", str(n)], capture_output=True, text=True)
        lines = (out.stdout + out.stderr).strip().splitlines() or ["nothing printed"]
        said = next((ln for ln in lines if "CUDA error" in ln or "last row" in ln), lines[-1])
        print(f"rows = {n}: exit {out.returncode}: {said[:200]}")


if __name__ == "__main__":
    main()

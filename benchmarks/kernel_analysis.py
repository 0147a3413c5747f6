"""Per kernel call of a file of programs: which arguments the TTIR analysis follows and which keep
the contract, and why (the report's per-kernel lines), with the torch and Triton versions.

    python benchmarks/kernel_analysis.py tests/liger_programs.py [--cuda]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from verifier.integration.capture import capture_program

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    import torch
    import triton

    from verifier.proof.analysis import Analysis
    from verifier.compiler.programs import find

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target")
    ap.add_argument("--cuda", action="store_true")
    a = ap.parse_args()
    device = "cuda" if a.cuda else "cpu"
    print(f"torch {torch.__version__}, Triton {triton.__version__}, {device}")
    analysed = contract = 0
    for prog in find(a.target):
        try:
            gm = capture_program(prog, [t.to(device) if hasattr(t, "to") else t for t in prog.inputs()])
            analysis = Analysis(gm)
            analysis._analyse_kernels()
        except Exception as e:  # a program that does not capture here is a line, not the end
            print(f"{prog.name}: could not capture ({type(e).__name__})")
            continue
        for call in analysis.program.kernels:
            view = analysis.views[call.node]
            args = [n for n, v in call.args.items() if hasattr(v, "meta") and v in analysis.program.storage]
            status = view.status(args)
            analysed += sum(s == "analysed" for s in status.values())
            contract += sum(s != "analysed" for s in status.values())
            name = analysis.info.kernel_name(call.node)
            follows = [x for x, s in status.items() if s == "analysed"]
            print(f"{prog.name} {name}: analysed {', '.join(follows) or '-'}")
            for x, s in status.items():
                if s != "analysed":
                    print(f"    {x}: {s}")
            for f in view.findings:
                print(f"    finding: {f}")
    print(f"\narguments analysed: {analysed}, under the contract: {contract}")


if __name__ == "__main__":
    main()

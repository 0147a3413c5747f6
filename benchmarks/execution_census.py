"""Census of execution: does every program run, and how does every counterexample end?

    python benchmarks/execution_census.py [--json census.json] [--sets table,corpus,liger] [--cuda]

For each program of the ground-truth table (tests/programs.py), the built-in corpus and the
Liger-Kernel corpus (tests/liger_programs.py): capture, apply the proven rewrites, and compare
both graphs by execution (CPU: Triton's interpreter; CUDA when the inputs are there). Then run
the counterexample script of every unsafe verdict. Prints one line per program and the totals:
programs that executed, that could not execute (with why), and the counterexamples that
reproduced, did not reproduce, or could not run.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))


def program_sets(names: list[str]):
    out = []
    if "table" in names:
        from programs import PROGRAMS

        out += [("table", p) for p in PROGRAMS]
    if "corpus" in names:
        from verifier.corpus import PROGRAMS as CORPUS

        out += [("corpus", p) for p in CORPUS]
    if "liger" in names:
        from liger_programs import PROGRAMS as LIGER

        out += [("liger", p) for p in LIGER]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the census as JSON")
    parser.add_argument("--sets", default="table,corpus,liger")
    parser.add_argument("--cuda", action="store_true", help="inputs on the GPU: the real kernels run")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")
    import verifier
    from verifier.running.execution import compare

    rows, outcomes = [], {"reproduced": 0, "not reproduced": 0, "could not run": 0}
    programs = program_sets(args.sets.split(","))
    for i, (group, prog) in enumerate(programs, 1):
        start = time.perf_counter()
        row = {"set": group, "program": prog.name, "executed": False, "error": None, "difference": None, "counterexamples": []}
        try:
            gm = prog.capture()
            new, report = verifier.reinplace(gm)
        except Exception as e:
            row["error"] = f"capture or analysis: {type(e).__name__}: {str(e).splitlines()[0][:160]}"
            rows.append(row)
            print(f"[{i}/{len(programs)}] {group}/{prog.name}: {row['error']}", flush=True)
            continue
        try:
            inputs = list(prog.inputs())
            if args.cuda:
                from verifier.surfaces.gpucheck import _on

                inputs = _on(inputs, "cuda")
            d = compare(gm, new, inputs)
            row["executed"], row["difference"] = True, None if d is None else str(d)
        except Exception as e:
            row["error"] = f"could not execute: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
        for c in report.candidates:
            if c.counterexample is not None:
                rep = c.counterexample.reproduce()
                outcomes[rep.outcome] += 1
                row["counterexamples"].append({"candidate": f"{c.node}.{c.arg}", "outcome": rep.outcome, "line": rep.line()})
        rows.append(row)
        status = "executed" + (f", DIFFERENCE {row['difference']}" if row["difference"] else "") if row["executed"] else row["error"]
        cx = ", ".join(f"{x['candidate']}: {x['outcome']}" for x in row["counterexamples"])
        print(f"[{i}/{len(programs)}] {group}/{prog.name}: {status}" + (f"; counterexamples: {cx}" if cx else "")
              + f" ({time.perf_counter() - start:.1f} s)", flush=True)
    executed = sum(r["executed"] for r in rows)
    differences = sum(bool(r["difference"]) for r in rows)
    print(f"\nprograms: {len(rows)}   executed: {executed}   could not execute: {len(rows) - executed}   "
          f"proven rewrites that changed a result: {differences}")
    print(f"counterexamples: {sum(outcomes.values())}   " + "   ".join(f"{k}: {v}" for k, v in outcomes.items()))
    for r in rows:
        if not r["executed"]:
            print(f"  could not execute: {r['set']}/{r['program']}: {r['error']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"programs": rows, "counterexamples": outcomes}, indent=2))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

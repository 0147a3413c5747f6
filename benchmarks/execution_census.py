"""Census of execution: does every program run, and how does every counterexample end?

    python benchmarks/execution_census.py [--json census.json] [--sets table,corpus,liger] [--cuda]
    python benchmarks/execution_census.py --file PROGRAMS.py [--file ...]

For each program of the ground-truth table (tests/programs.py), the built-in corpus and the
Liger-Kernel corpus (tests/liger_programs.py), or of the program files given with `--file`
(a library the project has never seen): capture, apply the proven rewrites, and compare both
graphs by execution in every program-instance order (CPU: Triton's interpreter; CUDA when the
inputs are there). Then, for every refusal (unsafe or unknown), force that rewrite alone and
execute it the same way, and run the counterexample script of every unsafe verdict. Prints one
line per program and the totals: programs that executed, that could not execute (with why),
unknown verdicts, refusals that no execution contradicted, and the counterexamples that
reproduced, did not reproduce, or could not run. A refusal whose forced rewrite executes
identically in every order and whose counterexample does not reproduce is the imprecision to
look at: either the conflict needs inputs the example does not have, or the verdict is too strict.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from pathlib import Path
from verifier.integration.capture import capture_program

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))


def program_sets(names: list[str], files: list[str]):
    from verifier.compiler.programs import load_module, programs_of

    out = [(Path(f).stem, p) for f in files for p in programs_of(load_module(f))]
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
    parser.add_argument("--sets", default=None, help="of table, corpus, liger (default: all three, "
                        "or none with --file)")
    parser.add_argument("--file", action="append", default=[], help="a program file (FILE.py), as for `check`")
    parser.add_argument("--cuda", action="store_true", help="inputs on the GPU: the real kernels run")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")
    import verifier
    from verifier import force
    from verifier.running.execution import ORDERS, compare

    rows, outcomes = [], {"reproduced": 0, "not reproduced": 0, "could not run": 0}
    sets = args.sets if args.sets is not None else ("" if args.file else "table,corpus,liger")
    programs = program_sets(sets.split(","), args.file)
    for i, (group, prog) in enumerate(programs, 1):
        start = time.perf_counter()
        row = {"set": group, "program": prog.name, "executed": False, "error": None, "difference": None,
               "counterexamples": [], "unknown": [], "refusals": []}
        try:
            gm = capture_program(prog)
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
            d = next((f"{order}: {d}" for order in ORDERS if (d := compare(gm, new, inputs, order)) is not None), None)
            row["executed"], row["difference"] = True, d
            for c in report.candidates:
                if c.verdict.value != "safe":
                    forced = force(gm, report, c)
                    shown = next((f"{order}: {d}" for order in ORDERS
                                  if (d := compare(gm, forced, inputs, order)) is not None), None)
                    row["refusals"].append({"candidate": f"{c.node}.{c.arg}", "verdict": c.verdict.value,
                                            "forced": shown or "identical in every order"})
        except Exception as e:
            row["error"] = f"could not execute: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
        row["unknown"] = [f"{c.node}.{c.arg}: {c.reason[:160]}" for c in report.candidates if c.verdict.value == "unknown"]
        for c in report.candidates:
            if c.counterexample is not None:
                rep = c.counterexample.reproduce()
                outcomes[rep.outcome] += 1
                row["counterexamples"].append({"candidate": f"{c.node}.{c.arg}", "outcome": rep.outcome, "line": rep.line()})
        rows.append(row)
        status = "executed" + (f", DIFFERENCE {row['difference']}" if row["difference"] else "") if row["executed"] else row["error"]
        cx = ", ".join(f"{x['candidate']}: {x['outcome']}" for x in row["counterexamples"])
        verdicts = f"{len(report.candidates)} candidates, {sum(c.verdict.value == 'safe' for c in report.candidates)} safe"
        print(f"[{i}/{len(programs)}] {group}/{prog.name}: {verdicts}; {status}" + (f"; counterexamples: {cx}" if cx else "")
              + "".join(f"\n    refused {x['candidate']} ({x['verdict']}), forced: {x['forced']}" for x in row["refusals"])
              + "".join(f"\n    UNKNOWN {u}" for u in row["unknown"])
              + f" ({time.perf_counter() - start:.1f} s)", flush=True)
    executed = sum(r["executed"] for r in rows)
    differences = sum(bool(r["difference"]) for r in rows)
    print(f"\nprograms: {len(rows)}   executed: {executed}   could not execute: {len(rows) - executed}   "
          f"proven rewrites that changed a result: {differences}")
    print(f"counterexamples: {sum(outcomes.values())}   " + "   ".join(f"{k}: {v}" for k, v in outcomes.items()))
    refusals = [x for r in rows for x in r["refusals"]]
    silent = [f"{r['set']}/{r['program']}: {x['candidate']}" for r in rows for x in r["refusals"]
              if x["forced"].startswith("identical") and not any(
                  cx["candidate"] == x["candidate"] and cx["outcome"] == "reproduced" for cx in r["counterexamples"])]
    print(f"unknown verdicts: {sum(len(r['unknown']) for r in rows)}   refusals: {len(refusals)}   "
          f"refusals no execution contradicted (forced rewrite identical in every order, counterexample not "
          f"reproduced): {len(silent)}")
    for line in silent:
        print(f"  not shown by execution: {line}")
    for r in rows:
        if not r["executed"]:
            print(f"  could not execute: {r['set']}/{r['program']}: {r['error']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"programs": rows, "counterexamples": outcomes}, indent=2))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

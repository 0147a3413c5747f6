"""The command line: `reinplace-verify [audit [FILE.py]] | check [FILE.py[::FUNCTION]] | prove [--check] | fuzz | gpu-check`.

With no command, the audit runs on the built-in corpus. With no file, `check` runs the bundled examples. Each program is captured, analysed, and its
candidates printed with the verdict, the reason, and Inductor's own decision beside it.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
import warnings
from pathlib import Path

from ..compiler.programs import Program, find, programs_of


def _analyse(prog: Program, with_inductor: bool, keep_smt2: bool = False):
    from ..compiler.inductor import annotate
    from ..running.passes import analyze

    gm = prog.capture()
    report = analyze(gm, keep_smt2=keep_smt2)
    report.name = prog.name
    if with_inductor:
        annotate(report, gm)
    return report


def check(args: argparse.Namespace) -> int:
    from ..compiler.inductor import comparison

    if args.target:
        progs = find(args.target)
    else:
        from ..corpus import examples

        progs = programs_of(examples)
    reports, failures = [], 0
    for i, prog in enumerate(progs, 1):
        print(f"[{i}/{len(progs)}] {prog.name}", file=sys.stderr, flush=True)
        start = time.perf_counter()
        try:
            report = _analyse(prog, not args.no_inductor, keep_smt2=bool(args.smt2))
        except Exception as e:  # one broken program must not hide the others
            failures += 1
            print(f"# {prog.name}\nerror: {type(e).__name__}: {e}\n")
            continue
        elapsed = time.perf_counter() - start
        reports.append(report)
        if args.smt2:
            report.write_smt2(args.smt2)
        print(report.text())
        for c in report.candidates:
            if c.counterexample is None:
                continue
            if args.reproduce:
                c.counterexample.reproduce()
                print(f"    {c.node}.{c.arg}: {c.counterexample.reproduction.line()}")
            if args.counterexamples:

                folder = Path(args.counterexamples)
                folder.mkdir(parents=True, exist_ok=True)
                path = folder / f"{prog.name}.{c.node}.{c.arg}.py"
                path.write_text(c.counterexample.program())
                print(f"    {c.node}.{c.arg}: counterexample script {path}")
        for c in report.candidates:
            if c.inductor:
                print(f"    {c.node}.{c.arg}: {comparison(c.verdict.value, c.inductor)}")
        print(f"({len(report.candidates)} candidates, {elapsed:.2f} s)\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"programs": [r.to_json() for r in reports]}, f, indent=2)
        print(f"wrote {args.json}", file=sys.stderr)
    return 1 if failures else 0


def prove(args: argparse.Namespace) -> int:

    from ..proof import smtlib as proofs

    warnings.filterwarnings("ignore")
    try:
        progs = [p for t in args.target for p in find(t)] if args.target else proofs.default_programs()
    except (LookupError, FileNotFoundError, SyntaxError, ImportError, ValueError) as e:
        print(f"reinplace-verify: error: {e}", file=sys.stderr)
        return 2
    folder = Path(args.out)
    if not args.check:
        for old in folder.glob("*.smt2"):
            old.unlink()
        written = proofs.export(progs, folder)
        print(f"wrote {len(written)} proofs into {folder}")
        return 0
    problems = proofs.check(folder, progs)
    n = len(list(folder.glob("*.smt2")))
    for p in problems:
        print(p)
    print(f"{n} proofs: {'all re-checked by z3 and cvc5, and regenerated the same' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


def run_script(args) -> int:
    """`audit --run SCRIPT.py [ARGS]`: the script runs as `python SCRIPT.py ARGS` would, in a session."""
    import runpy

    from .audit import totals
    from .session import Session, decisions, execute_asked

    if not args.run:
        print("reinplace-verify: error: --run needs a script", file=sys.stderr)
        return 2
    script, *rest = args.run
    if not Path(script).is_file():
        print(f"reinplace-verify: error: no such script: {script}", file=sys.stderr)
        return 2
    saved_argv, saved_path = sys.argv, list(sys.path)
    sys.argv, status = [script, *rest], 0
    sys.path.insert(0, str(Path(script).resolve().parent))
    session = Session(args.mode, args.out, execute=execute_asked())
    try:
        with session:
            runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        sys.argv, sys.path[:] = saved_argv, saved_path
    print(f"\nverified_inductor {args.mode}: {len(session.graphs)} graphs compiled by {script}", file=sys.stderr)
    for g in session.graphs:
        print(f"  {g.summary()}", file=sys.stderr)
    res = session.results()
    print(totals(res) if args.mode == "audit" else decisions(res, args.mode), file=sys.stderr)
    print(f"report: {args.out}/audit.txt, {args.out}/audit.json", file=sys.stderr)
    if args.json:
        shutil.copyfile(Path(args.out) / "audit.json", args.json)
        print(f"wrote {args.json}", file=sys.stderr)
    if "--json" in rest:
        print("reinplace-verify: note: the --json after the script went to the script; give it before --run "
              "for the audit's JSON", file=sys.stderr)
    return status


def audit_as_tasks(args) -> int:
    """`audit --ray FILE.py ...` or `audit --ray --run A.py ARGS --run B.py ARGS`: one task a file or script."""
    from . import audit, audit_tasks
    from .engines import RayCluster, Unavailable
    from .session import execute_asked

    engine = RayCluster(args.address, gpus=1 if args.cuda else 0, fresh_worker=True)
    try:
        if args.run is not None:
            scripts = audit_tasks.split_runs(args.run)
            missing = [argv[0] for argv in scripts if not Path(argv[0]).is_file()]
            if not scripts or missing:
                print(f"reinplace-verify: error: no such script: {', '.join(missing) or '(none given)'}", file=sys.stderr)
                return 2
            status, results = audit_tasks.run_scripts(scripts, engine, args.mode, args.out, execute_asked())
            print(audit_tasks.write_merged(results, args.out, args.mode), file=sys.stderr)
            print(f"merged report: {args.out}/audit.txt, {args.out}/audit.json", file=sys.stderr)
            if args.json:
                shutil.copyfile(Path(args.out) / "audit.json", args.json)
        else:
            if not args.target:
                print("reinplace-verify: error: --ray audits files given as arguments (or --run scripts)", file=sys.stderr)
                return 2
            against = audit.FX if args.against == "fx" else "Inductor"
            results = audit_tasks.run_files(args.target, engine, "cuda" if args.cuda else "cpu", against)
            print(audit.table(results, decider=against))
            print(audit.totals(results, against))
            status = 0
            if args.json:
                audit.write_json(results, args.json)
    except Unavailable as e:
        print(f"reinplace-verify: error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(f"wrote {args.json}", file=sys.stderr)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="reinplace-verify", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("check", help="verify the candidates of FILE.py::FUNCTION (default: bundled examples)")
    p.add_argument("target", nargs="?", help="FILE.py (all programs) or FILE.py::NAME")
    p.add_argument("--json", metavar="FILE", help="also write the reports as JSON")
    p.add_argument("--reproduce", action="store_true", help="run each unsafe verdict's counterexample and say if it reproduced")
    p.add_argument("--counterexamples", metavar="DIR", help="write each unsafe verdict's counterexample script into DIR")
    p.add_argument("--smt2", metavar="DIR", help="write every query as SMT-LIB2, with its answer, into DIR")
    p.add_argument("--no-inductor", action="store_true", help="do not run Inductor's pass for comparison")
    a = sub.add_parser("audit", help="Inductor's reinplacing against proofs (default: the built-in corpus)")
    a.add_argument("target", nargs="*", help="Python files of programs (PROGRAMS, or functions with example_inputs)")
    a.add_argument("--json", metavar="FILE", help="also write the audit as JSON")
    a.add_argument("--size", type=int, default=1, help="the built-in corpus' size knob (1: small enough for the interpreter)")
    a.add_argument("--cuda", action="store_true", help="capture on CUDA; counterexamples run with the real kernels")
    a.add_argument("--against", choices=("inductor", "fx"), default="inductor",
                   help="the reinplacing heuristic to audit: Inductor's pass (default), or torch.fx.passes.reinplace")
    a.add_argument("--run", nargs=argparse.REMAINDER, metavar="SCRIPT.py [ARGS]",
                   help="run a script (a training script, unchanged) and audit every graph it compiles with "
                        "Inductor; everything after SCRIPT.py is the script's own arguments, so give --json, --out, "
                        "--mode and --ray before --run (with --ray, each further --run starts another script)")
    a.add_argument("--ray", action="store_true",
                   help="audit each file (or --run script) as a Ray task, in a fresh worker, on the cluster at "
                        "--address (or RAY_ADDRESS), else on a local Ray started for the run; the reports are merged")
    a.add_argument("--address", metavar="ADDRESS", help="with --ray: the Ray cluster (auto: the one running on this host)")
    a.add_argument("--mode", default="audit", choices=("audit", "verified", "gate", "clones"),
                   help="with --run: what the verifier does to each compile (default audit: Inductor decides, the verifier reports)")
    a.add_argument("--out", metavar="DIR", default="verified-inductor-report", help="with --run: where the report goes")
    g = sub.add_parser("gpu-check", help="on a CUDA machine: compile every program with verified_inductor and compare")
    g.add_argument("target", nargs="?", default="tests/programs.py", help="FILE.py or FILE.py::NAME (default: the test table)")
    g.add_argument("--out", metavar="FILE", help="also write the results to FILE")
    pr = sub.add_parser("prove", help="write every query as a self-contained SMT-LIB 2.6 file; --check re-solves them with z3 and cvc5")
    pr.add_argument("target", nargs="*", help="FILE.py of programs (default: the table, the built-in corpus, the Liger corpus)")
    pr.add_argument("--out", metavar="DIR", default="proofs", help="where the proofs are (default: proofs)")
    pr.add_argument("--check", action="store_true", help="re-solve the committed files with z3 and cvc5 and compare with a regeneration")
    fz = sub.add_parser("fuzz", help="random programs: every applied rewrite executed in every instance order")
    fz.add_argument("--programs", type=int, help="how many programs (default 200 unless --minutes)")
    fz.add_argument("--minutes", type=float, help="run for this long instead")
    fz.add_argument("--jobs", type=int, default=2, help="parallel processes on this host (default 2)")
    fz.add_argument("--ray", nargs="?", const="", metavar="ADDRESS",
                    help="judge the programs as Ray tasks on the cluster at ADDRESS (auto: the one running on "
                         "this host), or on a local Ray started for the run when no address is given")
    fz.add_argument("--seed", type=int, default=0, help="the first program's seed (programs are seed, seed+1, ...)")
    fz.add_argument("--no-forced", action="store_true", help="do not execute the unsafe verdicts' rewrites")
    fz.add_argument("--cuda", action="store_true", help="capture and run on CUDA with the real kernels")
    fz.add_argument("--json", metavar="FILE",
                    help="the campaign's record, one JSON line per program, appended as they come; a campaign "
                         "started again with the same file resumes where it stopped")
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("check", "audit", "gpu-check", "prove", "fuzz", "-h", "--help"):
        argv = ["audit", *argv]  # the default job
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore", category=UserWarning)
    import logging

    logging.getLogger("torch").setLevel(logging.ERROR)
    if args.command == "audit" and args.ray:
        return audit_as_tasks(args)
    if args.command == "audit" and args.run is not None:
        return run_script(args)
    if args.command == "audit":
        warnings.filterwarnings("ignore")
        from . import audit

        try:
            if args.target:
                progs = [p for t in args.target for p in find(t)]
            else:
                from ..corpus.programs import corpus

                progs = corpus(args.size)
        except (LookupError, FileNotFoundError, SyntaxError, ImportError, ValueError) as e:
            print(f"reinplace-verify: error: {e}", file=sys.stderr)
            return 2
        results = audit.run(progs, device="cuda" if args.cuda else "cpu",
                            against=audit.FX if args.against == "fx" else "Inductor")
        if args.json:
            audit.write_json(results, args.json)
            print(f"wrote {args.json}", file=sys.stderr)
        return 0
    if args.command == "fuzz":
        from . import campaign

        if not args.programs and not args.minutes:
            args.programs = 200
        return campaign.main(args)
    if args.command == "prove":
        return prove(args)
    if args.command == "gpu-check":
        from . import gpucheck

        return gpucheck.main(find(args.target), args.out)
    try:
        return check(args)
    except (LookupError, FileNotFoundError, SyntaxError, ImportError, ValueError) as e:
        print(f"reinplace-verify: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

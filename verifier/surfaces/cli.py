"""The command line: `reinplace-verify [audit [FILE.py]] | check [FILE.py[::FUNCTION]] | prove [--check] | fuzz | gpu-check`.

With no command, the audit runs on the built-in corpus. With no file, `check` runs the bundled examples. Each program is captured, analysed, and its
candidates printed with the verdict, the reason, and Inductor's own decision beside it.

Exit status, the same for `check`, `audit` and `fuzz`:
  0  clean: every program analysed, nothing found;
  1  findings: Inductor reinplaces what the verifier refuses and execution showed the divergence
     (`check` and `audit`), a finding about a program or its kernels, a rewrite that executed
     differently or an exception inside the verifier (`fuzz`);
  2  usage or input errors: a bad argument, a file or program not found, a program that cannot
     be captured, `--cuda` without a GPU, an output that cannot be written (said before the run);
130  interrupted (Ctrl-C): what was done so far is reported and written.
`audit --run SCRIPT` exits with the script's own status.
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
from ..integration.modes import MODES, Mode
from .outputs import (CLEAN, FINDINGS, INTERRUPTED, USAGE, claim_folder, clear_written, error, owned_folder,
                      record_written, release_folder, writable_file)
from .scripts import run_script

COMMANDS = ("check", "audit", "gpu-check", "prove", "fuzz")
INPUT_ERRORS = (LookupError, FileNotFoundError, SyntaxError, ImportError, ValueError)


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not value > 0 or value == float("inf"):
            raise argparse.ArgumentTypeError(f"must be positive and finite, not {text}")
        return value

    parse.__name__ = f"positive {kind.__name__}"
    return parse


def _no_cuda() -> str | None:
    import torch

    if not torch.cuda.is_available():
        return "--cuda needs a CUDA device, and torch sees none here (the audit runs on the CPU without --cuda)"
    return None


def _analyse(prog: Program, with_inductor: bool, keep_smt2: bool = False, graph: bool = False):
    from ..compiler.inductor import annotate
    from ..running.passes import analyze

    from ..integration.capture import capture_program

    gm = capture_program(prog)
    if graph:
        from ..compiler.sources import graph_text

        print(f"# {prog.name}: the captured graph\n{graph_text(gm)}\n")
    report = analyze(gm, keep_smt2=keep_smt2)
    report.name = prog.name
    if with_inductor:
        annotate(report, gm)
    return report


def check(args: argparse.Namespace) -> int:
    from .audit import row_of

    if args.target:
        progs = find(args.target)
    else:
        from ..corpus import examples

        progs = programs_of(examples)
    reports, failures, findings, interrupted = [], 0, 0, False
    for i, prog in enumerate(progs, 1):
        print(f"[{i}/{len(progs)}] {prog.name}", file=sys.stderr, flush=True)
        start = time.perf_counter()
        try:
            report = _analyse(prog, not args.no_inductor, keep_smt2=bool(args.smt2), graph=args.graph)
        except KeyboardInterrupt:
            print(f"interrupted: {len(reports)} of {len(progs)} programs checked", file=sys.stderr)
            interrupted = True
            break
        except Exception as e:  # one broken program must not hide the others
            failures += 1
            print(f"# {prog.name}\nerror: {type(e).__name__}: {e}\n")
            continue
        elapsed = time.perf_counter() - start
        reports.append(report)
        if args.smt2:
            record_written(args.smt2, report.write_smt2(args.smt2))
        print(report.text())
        findings += len(report.findings)
        for c in report.candidates:
            row = row_of(prog.name, c, None, reproduce=True if args.reproduce else None) if c.inductor or args.reproduce \
                else None
            if row is not None and row.execution:
                print(f"    {c.node}.{c.arg}: {row.execution}")
            if c.counterexample is not None and args.counterexamples:
                folder = Path(args.counterexamples)
                folder.mkdir(parents=True, exist_ok=True)
                path = folder / f"{prog.name}.{c.node}.{c.arg}.py"
                path.write_text(c.counterexample.program())
                record_written(folder, [path])
                print(f"    {c.node}.{c.arg}: counterexample script {path}")
            if row is not None and c.inductor:
                findings += row.klass == "Inductor unsound"
                print(f"    {c.node}.{c.arg}: {row.klass}")
        print(f"({len(report.candidates)} candidates, {elapsed:.2f} s)\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"programs": [r.to_json() for r in reports]}, f, indent=2)
        print(f"wrote {args.json}", file=sys.stderr)
    return INTERRUPTED if interrupted else USAGE if failures else FINDINGS if findings else CLEAN


def prove(args: argparse.Namespace) -> int:

    from ..integration.proofs import default_items, fx_queries
    from ..proof import smtlib as proofs

    warnings.filterwarnings("ignore")
    try:
        items = [(p, fx_queries) for t in args.target for p in find(t)] if args.target else default_items()
    except INPUT_ERRORS as e:
        return error(str(e))
    folder = Path(args.out)
    if args.check:
        import importlib.util

        missing = [m for m in ("cvc5",) if importlib.util.find_spec(m) is None]
        if missing:
            return error("prove --check re-solves every proof with z3 and cvc5, and cvc5 is not installed: "
                          "pip install cvc5 (it is in the test extra: pip install -e '.[test]')")
    if not args.check:
        if (why := owned_folder(folder, list(args.target))):
            return error(why)
        clear_written(folder)  # the proofs an earlier run wrote there, none of the user's own files
        written = proofs.export(items, folder)
        record_written(folder, written)
        print(f"wrote {len(written)} proofs into {folder}")
        return 0
    if not folder.is_dir():
        return error(f"{folder} is not a folder of proofs")
    problems = proofs.check(folder, items)
    n = len(list(folder.glob("*.smt2")))
    for p in problems:
        print(p)
    print(f"{n} proofs: {'all re-checked by z3 and cvc5, and regenerated the same' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


def audit_as_tasks(args) -> int:
    """`audit --ray FILE.py ...` or `audit --ray --run A.py ARGS --run B.py ARGS`: one task a file or script."""
    from . import audit, audit_tasks
    from .engines import RayCluster, Unavailable
    from ..integration.session import execute_asked

    if (why := writable_file(args.json)) or (args.run is not None and (why := claim_folder(args.out))):
        return error(why)
    engine = RayCluster(args.address, gpus=1 if args.cuda else 0, fresh_worker=True)
    try:
        if args.run is not None:
            scripts = audit_tasks.split_runs(args.run)
            missing = [argv[0] for argv in scripts if not Path(argv[0]).is_file()]
            if not scripts or missing:
                return error(f"no such script: {', '.join(missing) or '(none given)'}")
            status, results = audit_tasks.run_scripts(scripts, engine, args.mode, args.out, execute_asked())
            print(audit_tasks.write_merged(results, args.out, args.mode), file=sys.stderr)
            print(f"merged report: {args.out}/audit.txt, {args.out}/audit.json", file=sys.stderr)
            if args.json:
                shutil.copyfile(Path(args.out) / "audit.json", args.json)
        else:
            if not args.target:
                return error("--ray audits files given as arguments (or --run scripts)")
            against = {"fx": audit.FX, "vllm": audit.VLLM}.get(args.against, "Inductor")
            results = audit_tasks.run_files(args.target, engine, "cuda" if args.cuda else "cpu", against)
            print(audit.table(results, decider=against))
            print(audit.totals(results, against))
            status = audit.exit_status(results, against)
            if args.json:
                audit.write_json(results, args.json)
    except Unavailable as e:
        return error(str(e))
    finally:
        if args.run is not None:
            release_folder(args.out)
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
    p.add_argument("--graph", action="store_true",
                   help="print each captured graph first, every node beside the line of the program that made it")
    a = sub.add_parser("audit", help="Inductor's reinplacing against proofs (default: the built-in corpus)")
    a.add_argument("target", nargs="*", help="Python files of programs (PROGRAMS, or functions with example_inputs)")
    a.add_argument("--json", metavar="FILE", help="also write the audit as JSON")
    a.add_argument("--size", type=_positive(int), default=1, help="the built-in corpus' size knob (1: small enough for the interpreter)")
    a.add_argument("--cuda", action="store_true", help="capture on CUDA; counterexamples run with the real kernels")
    a.add_argument("--against", choices=("inductor", "fx", "vllm"), default="inductor",
                   help="the reinplacing heuristic to audit: Inductor's pass (default), torch.fx.passes.reinplace, "
                        "or vLLM's FixFunctionalizationPass (its code from vLLM's wheel: REINPLACE_VERIFY_VLLM=WHEEL "
                        "or DIR, else an installed vllm, else fetched once into the cache; default programs: "
                        "graphs shaped as vLLM's models build them)")
    a.add_argument("--run", nargs=argparse.REMAINDER, metavar="SCRIPT.py [ARGS]",
                   help="run a script (a training script, unchanged) and audit every graph it compiles with "
                        "Inductor; everything after SCRIPT.py is the script's own arguments, so give --json, --out, "
                        "--mode and --ray before --run (with --ray, each further --run starts another script). "
                        "A launcher runs the same way: `--run torchrun --nproc-per-node 2 train.py` reports each "
                        "rank in OUT/rankN and merges them in OUT")
    a.add_argument("--ray", action="store_true",
                   help="audit each file (or --run script) as a Ray task, in a fresh worker, on the cluster at "
                        "--address (or RAY_ADDRESS), else on a local Ray started for the run; the reports are merged")
    a.add_argument("--address", metavar="ADDRESS", help="with --ray: the Ray cluster (auto: the one running on this host)")
    a.add_argument("--mode", default=None, choices=MODES,
                   help="with --run: what the verifier does to each compile (default audit: Inductor decides, the verifier reports)")
    a.add_argument("--out", metavar="DIR", default=None,
                   help="with --run: where the report goes (default verified-inductor-report)")
    g = sub.add_parser("gpu-check", help="on a CUDA machine: compile every program with verified_inductor and compare")
    g.add_argument("target", nargs="?", default="tests/programs.py", help="FILE.py or FILE.py::NAME (default: the test table)")
    g.add_argument("--out", metavar="FILE", help="also write the results to FILE")
    pr = sub.add_parser("prove", help="write every query as a self-contained SMT-LIB 2.6 file; --check re-solves them with z3 and cvc5")
    pr.add_argument("target", nargs="*", help="FILE.py of programs (default: the table, the built-in corpus, the Liger corpus)")
    pr.add_argument("--out", metavar="DIR", default="proofs", help="where the proofs are (default: proofs)")
    pr.add_argument("--check", action="store_true", help="re-solve the committed files with z3 and cvc5 and compare with a regeneration")
    fz = sub.add_parser("fuzz", help="random programs: every applied rewrite executed in every instance order")
    fz.add_argument("--programs", type=_positive(int), help="how many programs (default 200 unless --minutes)")
    fz.add_argument("--minutes", type=_positive(float), help="run for this long instead")
    fz.add_argument("--jobs", type=_positive(int), default=2, help="parallel processes on this host (default 2)")
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
    if argv and _unknown_command(argv[0]):
        import difflib

        close = difflib.get_close_matches(argv[0], COMMANDS, n=1)
        parser.print_usage(sys.stderr)
        return error(f"unknown command {argv[0]!r}" + (f" (did you mean {close[0]!r}?)" if close else "")
                      + f"; the commands are {', '.join(COMMANDS)}, and a file FILE.py is audited")
    if not argv or argv[0] not in (*COMMANDS, "-h", "--help"):
        argv = ["audit", *argv]  # the default job
    args = parser.parse_args(argv)
    if (why := _outputs_of(args)):
        return error(why)
    if getattr(args, "cuda", False) and (why := _no_cuda()):
        return error(why)
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

        against = {"fx": audit.FX, "vllm": audit.VLLM}.get(args.against, "Inductor")
        try:
            if against == audit.VLLM:  # vLLM's ops defined before a file that calls them is loaded
                from ..corpus import vllm

                vllm.register()
            if args.target:
                progs = [p for t in args.target for p in find(t)]
            elif against == audit.VLLM:
                progs = vllm.programs()
            else:
                from ..corpus.programs import corpus

                progs = corpus(args.size)
        except INPUT_ERRORS as e:
            return error(str(e))
        try:
            results, status = audit.run(progs, device="cuda" if args.cuda else "cpu", against=against), None
        except audit.Interrupted as e:
            results, status = e.results, INTERRUPTED
        if args.json:
            audit.write_json(results, args.json)
            print(f"wrote {args.json}", file=sys.stderr)
        return status if status is not None else audit.exit_status(results, against)
    if args.command == "fuzz":
        from . import campaign

        if args.programs is None and args.minutes is None:
            args.programs = 200
        return campaign.main(args)
    if args.command == "prove":
        return prove(args)
    if args.command == "gpu-check":
        from . import gpucheck

        return gpucheck.main(find(args.target), args.out)
    try:
        return check(args)
    except INPUT_ERRORS as e:
        return error(str(e))


def _outputs_of(args: argparse.Namespace) -> str | None:
    """Why an output of the command cannot be written, in one line (None when all can), asked before
    any work: a file or folder that cannot be written, an output that is an input of the run, a
    folder that holds files the tool did not write, an option that the command would ignore."""
    inputs = [t.split("::")[0] for t in (getattr(args, "target", None) or []) if isinstance(t, str)]
    if isinstance(getattr(args, "target", None), str):
        inputs = [args.target.split("::")[0]]
    if args.command == "audit":
        if args.run is None and not args.ray and (args.out is not None or args.mode is not None):
            return "--out and --mode apply to --run (a script's compiles): give them before --run SCRIPT"
        args.mode = args.mode or Mode.AUDIT.value
        args.out = args.out or "verified-inductor-report"
        inputs += [a for a in (args.run or []) if Path(a).is_file()]
    if (why := writable_file(getattr(args, "json", None), inputs)):
        return why
    if args.command == "gpu-check" and (why := writable_file(args.out, inputs)):
        return why
    if args.command == "check":
        for folder in (args.smt2, args.counterexamples):
            if (why := owned_folder(folder, inputs)):
                return why
    if args.command == "prove" and Path(args.out).exists() and not Path(args.out).is_dir():
        return f"{args.out} is a file, not a folder of proofs"
    return None


def _unknown_command(word: str) -> bool:
    """A first argument that is neither a command, an option, nor something the audit takes (a
    Python file, FILE.py::NAME): a typo such as `chek` would otherwise read as a missing file."""
    return not (word in COMMANDS or word.startswith("-") or word.endswith(".py") or "::" in word
                or Path(word).exists())


if __name__ == "__main__":
    sys.exit(main())

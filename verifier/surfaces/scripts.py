"""`reinplace-verify audit --run SCRIPT [ARGS]`: a user's script run in a session, unchanged.

The script runs as `python SCRIPT ARGS` would, in a session of the mode asked (`surfaces.session`),
its report written into the report folder; a command that is not a script (a launcher such as
torchrun) runs as a child with the environment switch (`surfaces.switch`), so each process it
starts reports. The status is the script's (or the command's) own.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from .outputs import INTERRUPTED, MANIFEST, claim_folder, error, record_written, release_folder, writable_file


def run_script(args) -> int:
    """`audit --run SCRIPT.py [ARGS]`: the script runs as `python SCRIPT.py ARGS` would, in a session."""
    import runpy

    from .audit import totals
    from ..integration.session import execute_asked
    from .session import Session, decisions
    from .switch import rank_folder

    if not args.run:
        return error("--run needs a script")
    script, *rest = args.run
    if not _python_source(script) and (launcher := _command(script)):  # a command: torchrun, a python binary
        args.run = [launcher, *rest]
        return run_launcher(args)
    if not Path(script).is_file():
        return error(f"no such script: {script}")
    out = rank_folder(args.out)  # under torchrun, one report per rank
    if out != Path(args.out):
        args.out = str(out)
        if args.json:
            args.json = str(Path(args.json).with_suffix(f".{out.name}{Path(args.json).suffix}"))
    if (why := writable_file(args.json, [script])) or (why := claim_folder(args.out, [script])):
        return error(why)
    saved_argv, saved_path = sys.argv, list(sys.path)
    sys.argv, status = [script, *rest], 0
    sys.path.insert(0, str(Path(script).resolve().parent))
    session = Session(args.mode, args.out, execute=execute_asked())
    try:
        with session:
            runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except KeyboardInterrupt:
        status = INTERRUPTED
        print(f"\ninterrupted: the report holds the {len(session.graphs)} graphs compiled so far", file=sys.stderr)
    except Exception as e:  # the script's own failure, shown as Python shows it; the report is written
        import traceback

        traceback.print_exc()
        status = 1
        if _needs_gpu(e):
            print(f"reinplace-verify: {script} launches Triton kernels, which need a GPU, and there is none here; "
                  f"`reinplace-verify audit FILE.py` audits its programs on the CPU (Triton's interpreter runs the "
                  f"kernels): give it a file with the functions and example_inputs", file=sys.stderr)
    finally:
        sys.argv, sys.path[:] = saved_argv, saved_path
        release_folder(args.out)
    print(f"\nverified_inductor {args.mode}: {len(session.graphs)} graphs compiled by {script}", file=sys.stderr)
    for g in session.graphs:
        print(f"  {g.summary()}", file=sys.stderr)
    res = session.results()
    print(totals(res) if session.mode.inductor_decides else decisions(res, session.mode), file=sys.stderr)
    print(f"report: {args.out}/audit.txt, {args.out}/audit.json", file=sys.stderr)
    if args.json:
        shutil.copyfile(Path(args.out) / "audit.json", args.json)
        print(f"wrote {args.json}", file=sys.stderr)
    if "--json" in rest:
        print("reinplace-verify: note: the --json after the script went to the script; give it before --run "
              "for the audit's JSON", file=sys.stderr)
    return status


def _command(name: str) -> str | None:
    """The executable `name` runs: on PATH, or beside this Python (a virtual environment's
    torchrun, when the environment is not activated)."""
    return shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))


def _switch_installed() -> bool:
    """The entry point that applies VERIFIED_INDUCTOR_MODE in a process importing torch is installed."""
    from importlib.metadata import entry_points

    return any(e.value.startswith("verifier.") for e in entry_points(group="torch.backends"))


def run_launcher(args) -> int:
    """`audit --run torchrun --nproc-per-node 2 train.py ARGS` (any command, a launcher): it runs as
    a child with the session's switch in its environment (VERIFIED_INDUCTOR_MODE and _REPORT), so
    every process it starts reports, each rank in OUT/rankN, and the launcher, which compiles
    nothing, merges their reports into OUT when it ends (`session.from_environment`)."""
    import subprocess

    from ..integration.session import execute_asked

    if not _switch_installed():
        return error(f"{Path(args.run[0]).name} runs in processes of its own, which open the session from the "
                      "environment through the package's `torch.backends` entry point, and this environment does not "
                      "have it: install the package (pip install -e .), not only put it on PYTHONPATH")
    inputs = [a for a in args.run if Path(a).is_file()]
    if (why := writable_file(args.json, inputs)) or (why := claim_folder(args.out, inputs)):
        return error(why)
    for old in Path(args.out).glob("rank*"):  # an earlier launch's ranks (its own folders only) would be merged
        if (old / MANIFEST).is_file():
            shutil.rmtree(old, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if k != "VERIFIED_INDUCTOR_OPENED_BY"}
    env |= {"VERIFIED_INDUCTOR_MODE": args.mode, "VERIFIED_INDUCTOR_REPORT": str(Path(args.out).resolve())}
    if execute_asked():
        env["VERIFIED_INDUCTOR_EXECUTE"] = "1"
    try:
        status = subprocess.run(args.run, env=env).returncode
    except KeyboardInterrupt:
        status = INTERRUPTED
    finally:
        release_folder(args.out)
    report = Path(args.out) / "audit.txt"
    if not report.is_file():
        print(f"reinplace-verify: {args.run[0]} wrote no report into {args.out}: it started no Python process "
              "that imports torch", file=sys.stderr)
        return status
    record_written(args.out, [p for p in Path(args.out).glob("rank*") if p.is_dir()] + [report, report.with_suffix(".json")])
    print(f"\nverified_inductor {args.mode}: {' '.join(args.run)}", file=sys.stderr)
    for line in report.read_text().splitlines():
        if line.startswith(("== ", "verified_inductor ", "programs: ", "graphs: ")):
            print(f"  {line}", file=sys.stderr)
    print(f"report: {args.out}/audit.txt, {args.out}/audit.json", file=sys.stderr)
    if args.json:
        shutil.copyfile(Path(args.out) / "audit.json", args.json)
        print(f"wrote {args.json}", file=sys.stderr)
    return status


def _python_source(path: str) -> bool:
    """A Python script to run in this process: a .py file, or a text file whose first line runs python
    (an interpreter binary, a shell script or a launcher runs as a command of its own)."""
    p = Path(path)
    if not p.is_file():
        return False
    if p.suffix == ".py":
        return True
    try:
        first = p.open("rb").readline(200)
    except OSError:
        return False
    return first.startswith(b"#!") and b"python" in first


def _needs_gpu(e: BaseException) -> bool:
    """The exception is Triton finding no GPU to run or compile a kernel for."""
    while e is not None:
        text = str(e)
        if "0 active drivers" in text or "compatible backends for target (cpu)" in text:
            return True
        e = e.__cause__ or e.__context__
    return False

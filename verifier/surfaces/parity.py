"""Parity with plain Inductor: wherever Inductor compiles and runs a program, `verified_inductor`
compiles and runs it in every mode, the first compile of a fresh process included, and computes
what Inductor or eager computes.

    python benchmarks/parity.py [FILE.py ...] [--corpus] [--random N] [--static-and-dynamic] [--jobs J]

Each (program, static or dynamic, backend) is compiled and run in a process of its own, started
from a server that has imported torch and the verifier and run nothing (the program is rebuilt
there from its recipe): the first compile of a process is where a verifier that leaves state
behind breaks a compile, and a process that compiled before hides it (the verifier's caches,
Dynamo's, the ShapeEnv of an earlier compile). Plain Inductor runs first, eager before it in the
same process (eager compiles nothing); a program that plain Inductor cannot compile or run here
(a user Triton kernel on a machine without a GPU) is counted apart and not compiled further. Then
every mode runs on the same inputs (made after `torch.manual_seed(0)`), and:
- a mode that fails to compile or to run where Inductor did is a *broken compile*;
- `clones`, `gate` and `verified` must give, bit for bit, Inductor's outputs and final inputs, or
  eager's, or those of the functional graph that Dynamo and AOTAutograd capture, run by ATen
  (`aot_eager`, after Inductor in its process): the semantics a compile promises where eager does
  not define the program (a custom op given aliasing arguments, whose eager run reads what it
  writes); `audit` keeps Inductor's choices, so it must give Inductor's. Anything else is a
  *difference*.
The verifier falling back to cloning (its own failure, which keeps the compile) is counted too.
"""

from __future__ import annotations

import dataclasses
import io
import multiprocessing
import sys
import time
from ..integration.modes import Mode
from typing import Any, Callable

MODES = tuple(Mode)


@dataclasses.dataclass
class Case:
    """One program compiled one way: static or dynamic. `recipe` rebuilds it in another process:
    ("file", path, name, dynamic), ("corpus", name, dynamic) or ("random", seed)."""

    name: str
    fn: Callable
    inputs: Callable[[], tuple]
    dynamic: bool
    config: dict = dataclasses.field(default_factory=dict)
    eager_reference: bool = True
    recipe: tuple = ()


@dataclasses.dataclass
class Run:
    """What one backend gave in its own process."""

    error: str | None = None
    values: list | None = None  # outputs, then the final contents of every tensor input
    eager: "Run | None" = None  # plain Inductor's run carries eager's, run first in the same process
    functional: "Run | None" = None  # and the functional graph's (aot_eager), run after it
    fallbacks: list[str] = dataclasses.field(default_factory=list)  # the verifier kept every clone: why
    seconds: float = 0.0


@dataclasses.dataclass
class Verdict:
    case: str
    # "parity", "parity up to rounding", "broken compile", "differs", "Inductor cannot run", "eager fails",
    # "not judged"
    outcome: str
    detail: str = ""
    fallbacks: list[str] = dataclasses.field(default_factory=list)


def cases_of(programs: list, both: bool, origin: Callable[[Any], tuple]) -> list[Case]:
    """Each `verifier.Program` static and dynamic (`both`), or as it asks (not `both`); `origin(p)`
    is the start of its recipe: ("file", path) or ("corpus",)."""
    out = []
    for p in programs:
        for dynamic in ((False, True) if both else (p.dynamic,)):
            out.append(Case(f"{p.name} [{'dynamic' if dynamic else 'static'}]", p.fn, p.inputs, dynamic,
                            dict(p.config), p.eager_reference, (*origin(p), p.name, dynamic)))
    return out


def file_cases(spec: str, both: bool) -> list[Case]:
    """The cases of a programs file (FILE.py or FILE.py::NAME)."""
    import os

    from ..compiler.programs import find

    path = os.path.abspath(spec.partition("::")[0])
    return cases_of(find(spec), both, lambda p: ("file", path))


def corpus_cases(both: bool) -> list[Case]:
    from ..corpus import PROGRAMS

    return cases_of(list(PROGRAMS), both, lambda p: ("corpus",))


def random_case(seed: int) -> Case:
    from .fuzz import build, inputs_of, spec_of

    spec = spec_of(seed)
    return Case(f"random seed {seed} [{'dynamic' if spec['dynamic'] else 'static'}]", build(spec),
                lambda: inputs_of(spec), spec["dynamic"], eager_reference=False, recipe=("random", seed))


def random_cases(count: int, first_seed: int = 0, cpu_only: bool = True) -> list[Case]:
    """`count` programs of the random generator (`fuzz`), each as its spec asks (static or dynamic);
    on the CPU those without a user Triton kernel, which plain Inductor cannot run there."""
    from .fuzz import spec_of

    out, seed = [], first_seed
    while len(out) < count:
        if not (cpu_only and any(s["kind"] == "kernel" for s in spec_of(seed)["steps"])):
            out.append(random_case(seed))
        seed += 1
    return out


def case_of(recipe: tuple) -> Case:
    """The case a recipe names, rebuilt (in a fresh process)."""
    kind, *rest = recipe
    if kind == "random":
        return random_case(rest[0])
    if kind == "corpus":
        name, dynamic = rest
        cases = corpus_cases(both=True)
    else:
        path, name, dynamic = rest
        cases = file_cases(f"{path}::{name}", both=True)
    return next(c for c in cases if c.recipe[-2:] == (name, dynamic))


# --- one backend, in a fresh process ----------------------------------------------------------------


def _run(case: Case, backend: str) -> Run:
    import logging
    import warnings

    import torch

    from ..compiler.binding import copy_args, tensors_in
    from ..compiler.capture import compile_config
    from . import backend as verified
    from ..integration.caching import caches_off

    warnings.filterwarnings("ignore")
    logging.getLogger("torch").setLevel(logging.CRITICAL)
    if backend == "inductor":  # eager first, in the same process: running eager compiles nothing
        eager = _run(case, "eager")
    start = time.perf_counter()
    run = Run(eager=eager if backend == "inductor" else None)
    try:
        torch.manual_seed(0)
        args = copy_args(case.inputs())
        # caches off: an entry of an earlier run would answer the compile and skip the verifier
        with compile_config(case.config), caches_off():
            if backend == "eager":
                fn = case.fn
            else:
                chosen = backend if backend in ("inductor", "aot_eager") else verified.make_backend(backend)
                fn = torch.compile(case.fn, backend=chosen, fullgraph=True, dynamic=case.dynamic)
            with torch.no_grad():
                out = fn(*args)
        out = list(out) if isinstance(out, (list, tuple)) else [out]
        run.values = [v.detach().clone() if isinstance(v, torch.Tensor) else v for v in out + tensors_in(args)]
    except Exception as e:
        first = str(e).strip().splitlines()
        run.error = f"{type(e).__name__}: {first[-1] if first else ''}"[:300]
    run.fallbacks = list(verified.failures)
    run.seconds = time.perf_counter() - start
    if backend == "inductor":
        torch._dynamo.reset()
        run.functional = _run(case, "aot_eager")
    return run


def _child(recipe: tuple, backend: str, conn) -> None:
    import torch

    try:
        run = _run(case_of(recipe), backend)
    except Exception as e:  # the case could not be rebuilt here
        run = Run(error=f"the case could not be rebuilt: {type(e).__name__}: {e}")
    buf = io.BytesIO()
    try:
        torch.save(run, buf)
    except Exception as e:  # values torch cannot save: say so rather than hang the parent
        buf = io.BytesIO()
        torch.save(Run(error=f"result not transferable: {type(e).__name__}: {e}"), buf)
    conn.send_bytes(buf.getvalue())
    conn.close()


def _fresh_processes():
    """A multiprocessing context whose processes start from a server that imported torch and the
    verifier and ran nothing: a forked copy of a process that ran torch ops can hang in them (a
    thread pool, a lock held at the fork), and one that compiled is no longer fresh."""
    ctx = multiprocessing.get_context("forkserver")
    # modules only (importing compiles nothing): each process would import them at its first compile
    ctx.set_forkserver_preload(["torch", "torch._dynamo", "torch._inductor.compile_fx", "verifier.surfaces.parity",
                                "verifier.surfaces.backend", "verifier.surfaces.fuzz", "verifier.kernels",
                                "verifier.running.passes"])
    return ctx


def _in_fresh_processes(tasks: list[tuple[tuple, str]], jobs: int, timeout: float,
                        progress: Callable[[str], None] | None = None) -> dict[tuple[tuple, str], Run]:
    """Each (recipe, backend) in a fresh process of its own, `jobs` at a time."""
    import torch

    ctx = _fresh_processes()
    pending, running, done = list(tasks), {}, {}
    last = start = time.monotonic()
    while pending or running:
        while pending and len(running) < jobs:
            task = pending.pop(0)
            receive, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_child, args=(*task, send), daemon=True)
            proc.start()
            send.close()
            running[task] = (proc, receive, time.monotonic())
        for task, (proc, receive, started) in list(running.items()):
            result = None
            if receive.poll(0.05):
                try:
                    result = torch.load(io.BytesIO(receive.recv_bytes()), weights_only=False)
                except EOFError:
                    result = Run(error=f"the process died (exit code {proc.exitcode})")
            elif not proc.is_alive():
                proc.join()
                result = Run(error=f"the process died (exit code {proc.exitcode})")
            elif time.monotonic() - started > timeout:
                proc.kill()
                result = Run(error=f"timed out after {timeout:.0f} s")
            if result is not None:
                proc.join(5)
                receive.close()
                done[task] = result
                del running[task]
        if progress is not None and time.monotonic() - last >= 30:
            last = time.monotonic()
            progress(f"  [{len(done)}/{len(tasks)} compiles, {last - start:.0f} s]")
    return done


def _difference(a: list, b: list, rounding: bool = False) -> str | None:
    """The first value that differs, bit for bit, between two runs' values (nested lists, tuples
    and dicts of them flattened), or None; with `rounding`, floating values within 1e-5 (relative)
    of each other are the same (a reduction Inductor fuses another way sums in another order)."""
    import torch
    from torch.utils._pytree import tree_flatten

    from ..running.execution import first_difference

    a, b = tree_flatten(list(a))[0], tree_flatten(list(b))[0]
    if len(a) != len(b):
        return f"{len(a)} values against {len(b)}"
    for i, (x, y) in enumerate(zip(a, b)):
        if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor):
            if x.shape != y.shape or x.dtype != y.dtype:
                return f"value {i}: {tuple(x.shape)} {x.dtype} against {tuple(y.shape)} {y.dtype}"
            if rounding and x.is_floating_point() and torch.allclose(x, y, rtol=1e-5, atol=1e-6, equal_nan=True):
                continue
            d = first_difference(x, y, f"value {i}")
            if d:
                return f"{d.where}{list(d.index)}: {d.original} against {d.rewritten}"
        elif isinstance(x, torch.Tensor) or isinstance(y, torch.Tensor) or x != y:
            return f"value {i}: {x!r} against {y!r}"
    return None


def judge(case: Case, runs: dict[str, Run]) -> Verdict:
    """The case's verdict from its runs (eager, inductor, and each mode where Inductor ran)."""
    eager, inductor = runs["eager"], runs["inductor"]
    functional = runs.get("functional") or Run(error="not run")
    fallbacks = sorted({f for m in MODES if m in runs for f in runs[m].fallbacks})
    if inductor.error is not None:
        return Verdict(case.name, "Inductor cannot run", inductor.error)
    if eager.error is not None and case.eager_reference:
        return Verdict(case.name, "eager fails", eager.error)
    broken = [f"{m}: {runs[m].error}" for m in MODES if runs[m].error is not None]
    if broken:
        return Verdict(case.name, "broken compile", "; ".join(broken), fallbacks)
    differs, rounded = [], []
    for m in MODES:
        vs_inductor = _difference(runs[m].values, inductor.values)
        if vs_inductor is None:
            continue
        refs = (inductor,) if m is Mode.AUDIT else (inductor, eager, functional)
        if any(ref.values is not None and _difference(runs[m].values, ref.values) is None for ref in refs[1:]):
            continue
        if any(ref.values is not None and _difference(runs[m].values, ref.values, rounding=True) is None for ref in refs):
            rounded.append(f"{m}: against Inductor {vs_inductor}")
            continue
        differs.append(f"{m}: against Inductor {vs_inductor}")
    if differs:
        return Verdict(case.name, "differs", "; ".join(differs), fallbacks)
    if rounded:
        return Verdict(case.name, "parity up to rounding", "; ".join(rounded), fallbacks)
    return Verdict(case.name, "parity", "", fallbacks)


def campaign(cases: list[Case], jobs: int = 2, timeout: float = 300.0, log: Callable[[str], None] = print) -> list[Verdict]:
    """Every case through eager and plain Inductor, then through each mode where Inductor ran."""
    start = time.monotonic()
    first = _in_fresh_processes([(c.recipe, "inductor") for c in cases], jobs, timeout, log)
    ran = [c for c in cases if first[(c.recipe, "inductor")].error is None]
    log(f"eager and plain Inductor: {len(cases)} cases, Inductor ran {len(ran)} ({time.monotonic() - start:.0f} s)")
    second = _in_fresh_processes([(c.recipe, m) for c in ran for m in MODES], jobs, timeout, log)
    verdicts = []
    for case in cases:
        inductor = first[(case.recipe, "inductor")]
        runs = {"eager": inductor.eager or Run(error="not run"), "inductor": inductor,
                "functional": inductor.functional or Run(error="not run")}
        runs |= {m: second[(case.recipe, m)] for m in MODES if (case.recipe, m) in second}
        try:
            verdicts.append(judge(case, runs))
        except Exception as e:  # one case that cannot be judged must not lose the others
            verdicts.append(Verdict(case.name, "not judged", f"{type(e).__name__}: {e}"))
    log(f"every mode where Inductor ran: {time.monotonic() - start:.0f} s in all")
    return verdicts


def summary(verdicts: list[Verdict]) -> str:
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.outcome] = counts.get(v.outcome, 0) + 1
    fell_back = [v for v in verdicts if v.fallbacks]
    lines = [f"cases: {len(verdicts)}   " + "   ".join(
        f"{k}: {counts.get(k, 0)}" for k in ("parity", "parity up to rounding", "broken compile", "differs",
                                             "Inductor cannot run", "eager fails", "not judged")),
        f"cases where the verifier fell back (every clone kept, or Inductor's own decisions; compile kept): {len(fell_back)}"]
    for v in verdicts:
        if v.outcome in ("broken compile", "differs", "not judged", "parity up to rounding"):
            lines.append(f"  {v.outcome.upper()} {v.case}: {v.detail}")
    for v in fell_back:
        lines.append(f"  fell back: {v.case}: {v.fallbacks[0]}")
    reasons: dict[str, int] = {}
    for v in verdicts:
        if v.outcome == "Inductor cannot run":
            reasons[v.detail[:120]] = reasons.get(v.detail[:120], 0) + 1
    for reason, n in sorted(reasons.items(), key=lambda kv: -kv[1]):
        lines.append(f"  Inductor cannot run ({n}): {reason}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="parity", description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="program files (FILE.py or FILE.py::NAME)")
    parser.add_argument("--corpus", action="store_true", help="the built-in corpus of the audit")
    parser.add_argument("--random", type=int, default=0, metavar="N", help="N programs of the random generator")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--static-and-dynamic", action="store_true", help="each program both ways")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per compile and run")
    parser.add_argument("--json", help="write every verdict here")
    args = parser.parse_intermixed_args(argv)
    if args.jobs < 1 or args.random < 0 or args.timeout <= 0:
        parser.error("--jobs and --timeout must be positive, --random not negative")
    cases = [c for spec in args.files for c in file_cases(spec, args.static_and_dynamic)]
    cases += corpus_cases(args.static_and_dynamic) if args.corpus else []
    cases += random_cases(args.random, args.first_seed)
    if not cases:
        parser.error("nothing to run: give program files, --corpus or --random N")
    print(f"parity: {len(cases)} cases, each backend in a fresh process, {args.jobs} at a time", flush=True)
    verdicts = campaign(cases, args.jobs, args.timeout, log=lambda line: print(line, flush=True))
    text = summary(verdicts)
    print(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump([dataclasses.asdict(v) for v in verdicts], f, indent=1)
    return 1 if any(v.outcome in ("broken compile", "differs", "not judged") for v in verdicts) else 0


if __name__ == "__main__":
    sys.exit(main())

"""Random programs of the shapes that Inductor's lowering gets wrong, and their campaign.

    python -m verifier.surfaces.lowering_fuzz --programs 2000 [--first-seed 0] [--jobs 2 | --ray [ADDRESS]]
        [--cuda] [--json FILE] [--shapes reads|passes|aliases|effects|strided|scatters]

A program (drawn by `program_shapes`) writes into a tensor (an input, or an intermediate it
returns) and then reads it at other positions, in chained steps: the write is an in-place op, a row
or slice assignment, `fill_`, `index_put_` / `index_copy_` / `index_add_`, a foreach op or `copy_`;
what it writes reads the same tensor flipped, rolled, transposed, shifted or gathered. Sizes cross
the CPU's vector width and the GPU's block size. Each program is written as source (a finding is a script), run eagerly, then
compiled with plain Inductor and with `verified_inductor` in every mode, in one process per worker
(Dynamo reset between compiles):
- a mode whose values differ from eager's is wrong: `verified_inductor` must be wrong on none;
- plain Inductor wrong is a finding about Inductor, and the audit must flag it where Inductor is
  wrong (a conflict of its lowering, a copy its passes drop, or a rewrite of its reinplacing pass the
  proof refuses), reproduced by execution; a flag where Inductor is right is a false alarm.
Programs that eager rejects (an in-place op whose argument overlaps what it writes) are counted
apart. `--shapes passes` draws the shapes that break outside the reinplacing pass instead
(`program_shapes`: copies of inputs then a mutation of their source, dtype and `as_strided` views
read before their base is written, foreach ops over two lists reading each other's elements);
those programs take two inputs and return what they read and both inputs, all compared. `--shapes aliases`
draws inputs that share one storage, RNG ops in place with known values and custom ops given one
tensor twice (`program_shapes`); `--shapes effects` a local tensor rebound onto an input with `set_`
and custom ops with ordered effects; `--shapes strided` an `as_strided` at a storage offset taken
from a view of an intermediate (pytorch#192226's shape); `--shapes scatters` a scatter into an input
then a write of the input (PR #198096's shape). Where plain Inductor is wrong, the program is reduced (`reduce`:
steps, then sizes) to a standalone script, kept in the record. Values are compared up to rounding (`running.execution.ROUNDING`: fused kernels may contract a
multiply-add, a GPU's sigmoid differs in its last bits), as the audit compares them; the wrong
lowerings this looks for are off by whole values.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from typing import Any

from ..integration.modes import Mode
from . import program_shapes
from .program_shapes import source_of, spec_of
from .campaign import NotThisCampaign, Record
from .engines import Processes, RayCluster, Retire, Unavailable, WorkerDied

MODES = (Mode.VERIFIED, Mode.GATE, Mode.CLONES)


def build(spec: dict[str, Any]):
    import torch

    scope: dict[str, Any] = {"torch": torch}
    exec(compile(_preamble(spec) + source_of(spec), f"<lowering program {spec['seed']}>", "exec"), scope)
    return scope["f"]


def _preamble(spec: dict[str, Any]) -> str:
    return program_shapes.preamble(spec) + "\n" if "family" in spec else ""


def _inputs_source(spec: dict[str, Any], device: str) -> str:
    return program_shapes.inputs_of({**spec, "dtypes": spec.get("dtypes", ["float32"])}, device)


def make_inputs(spec: dict[str, Any], device: str):
    """A function that makes the program's inputs afresh, the same values each time (two views of
    one storage where the inputs alias)."""
    import torch

    scope: dict[str, Any] = {"torch": torch}
    exec(_inputs_source(spec, device), scope)
    return scope["make"]


def script_of(spec: dict[str, Any], device: str = "cpu") -> str:
    """A standalone script of the program: eager against plain Inductor, its outputs and its inputs'
    final contents; it prints the largest difference of each value."""
    return "\n".join([
        "import torch", "", _preamble(spec) + source_of(spec), _inputs_source(spec, device),
        "args = make()", "expected = [t.clone() for t in f(*args)] + [a.clone() for a in args]" if "family" in spec
        else "expected = [f(*args).clone()] + [a.clone() for a in args]",
        "args = make()", "out = torch.compile(f, fullgraph=True)(*args)",
        "got = [t.clone() for t in out] + [a.clone() for a in args]" if "family" in spec
        else "got = [out.clone()] + [a.clone() for a in args]",
        "print([(e.double() - g.double()).abs().max().item() for e, g in zip(expected, got)])", ""])


def _eager_accepts(spec: dict[str, Any], device: str) -> str:
    """Why eager rejects the program ("" where it runs). Off the CPU it is run on the CPU first: an
    index out of range is a device-side assert there, which no exception reports in time and which
    leaves the process's device unusable for every later program (a reduction's smaller sizes meet
    it: an index drawn for 17 rows, 4 rows left)."""
    fn = build(spec)
    for where in ("cpu", device) if device != "cpu" else ("cpu",):
        try:
            args = make_inputs(spec, where)()
            _values(fn(*args), args)
        except Exception as e:
            return _error(e)
    return ""


def _inductor_differs(spec: dict[str, Any], device: str) -> bool:
    """Whether plain Inductor's values of the program differ from eager's (False where eager or the
    compile rejects it: a reduction keeps only programs both accept)."""
    if _eager_accepts(spec, device):
        return False
    try:
        fn, make = build(spec), make_inputs(spec, device)
        args = make()
        expected = _values(fn(*args), args)
        return bool(_differs(_compiled(fn, "inductor", make()), expected))
    except Exception:
        return False


def reduce(spec: dict[str, Any], device: str = "cpu", differs=None) -> dict[str, Any]:
    """A smaller program on which plain Inductor is still wrong: steps removed one at a time while
    it stays wrong (returned values that name a removed step go with it), then smaller sizes."""
    differs = differs or (lambda s: _inductor_differs(s, device))
    spec = dict(spec, steps=list(spec["steps"]))
    changed = True
    while changed:
        changed = False
        for i in range(len(spec["steps"])):
            trial = dict(spec, steps=spec["steps"][:i] + spec["steps"][i + 1:])
            if "returns" in spec:
                defined = {line.split(" =")[0].strip() for line in trial["steps"] if " = " in line}
                trial["returns"] = [r for r in spec["returns"] if r.split(".")[0] in defined]
            if trial["steps"] and differs(trial):
                spec, changed = trial, True
                break
    for key, sizes in (("rows", (2, 4, 8, 17)), ("cols", (1, 4, 8, 16, 33))):
        for size in sizes:
            if size >= spec[key]:
                break
            trial = dict(spec, **{key: size})
            if differs(trial):
                spec = trial
                break
    return spec


@dataclasses.dataclass
class Result:
    seed: int
    outcome: str  # "right", "eager rejects", "verified_inductor wrong", "broken compile"
    inductor_wrong: bool = False
    flagged: bool = False  # the audit calls Inductor's lowering wrong: a race, reproduced by execution
    raced: bool = False  # the audit found a race in Inductor's lowering (reproduced or not)
    detail: str = ""
    source: str = ""
    # what the audit names (`mechanisms`): the part of the compiler and the ops, for grouping
    mechanisms: list[str] = dataclasses.field(default_factory=list)
    reduced: str = ""  # where plain Inductor is wrong: the smallest program found that still is, a script


def mechanisms(lowered: list, dropped: list, refused: list, missed: list = ()) -> list[str]:
    """The audit's findings on one program, each as its mechanism: the lowering's kind of
    conflict and the op whose write the read meets, a pass that drops a copy and the copy's op,
    Inductor's reinplacing pass and the kernel it writes in place, or AOTAutograd's inputs called
    disjoint where they overlap."""
    import re

    from ..integration.inputs import MISSED_OVERLAP

    def op(name: str) -> str:  # an FX node's name as its op's: "copy__default_2" -> "copy_"
        return re.sub(r"_default$", "", re.sub(r"(_\d+)+$", "", name))

    def ops(names) -> str:
        return ", ".join(sorted({op(n) for n in names})) or "?"

    def writer(f) -> str:  # "op1: _foreach_add writes arg1_1" -> "_foreach_add"
        return op(f.write.split(": ", 1)[-1].split(" writes ")[0]) if " writes " in f.write else ops(f.origins)

    out = {f"lowering {f.kind.value} (written by {writer(f)})" for record in lowered for f in record.left}
    out |= {f"{check.passes} drop a copy ({ops([d.dropped for d in check.left])})"
            for check in dropped}
    out |= {f"reinplacing pass writes {row.kernel} in place" for row in refused}
    if missed:
        out.add(MISSED_OVERLAP)
    return sorted(out)


def _compiled(fn, backend, args):
    import torch

    from ..integration.caching import caches_off

    torch._dynamo.reset()
    with caches_off():  # every compile is made, none answered by an entry of an earlier run
        out = torch.compile(fn, backend=backend, fullgraph=True)(*args)
    return _values(out, args)


def _values(out, args) -> list:
    """What a run gives: its outputs, then its inputs' final contents, each as a tensor of its own."""
    outs = list(out) if isinstance(out, tuple) else [out]
    return [t.clone() for t in outs] + [a.clone() for a in args]


def _differs(got, expected) -> str:
    """How many elements of `got` differ from eager's by more than rounding
    (`running.execution.ROUNDING`, the audit's own measure of a reproduced race)."""
    from ..running.execution import wrong_elements

    if isinstance(got, list):
        parts = [(i, _differs(a, b)) for i, (a, b) in enumerate(zip(got, expected))]
        return "; ".join(f"value {i}: {d}" for i, d in parts if d)
    if got.shape != expected.shape or got.dtype != expected.dtype:
        return f"shape {tuple(got.shape)} {got.dtype} against {tuple(expected.shape)} {expected.dtype}"
    if not got.dtype.is_floating_point:
        bad = int((got != expected).sum().item())
    else:
        bad = int(wrong_elements(expected, got).sum().item())
    return f"{bad} of {got.numel()} elements" if bad else ""


def _error(e: BaseException) -> str:
    """A compile's error in one line: the backend's own where Dynamo wraps it ("backend='inductor'
    raised:" says nothing more)."""
    inner = getattr(e, "inner_exception", None) or e
    lines = str(inner).strip().splitlines()
    return f"{type(inner).__name__}: {lines[0][:160] if lines else ''}"


def run_one(seed: int, device: str = "cpu", shapes: str = "reads", shrink: bool = True) -> Result:
    """The program of `seed` run eagerly, by plain Inductor and by every mode; where plain Inductor
    is wrong, the program reduced (`reduce`) as a standalone script, unless `shrink` is off."""

    import verifier.backend

    spec = spec_of(seed, shapes)
    source = source_of(spec)
    fn = build(spec)
    fresh = make_inputs(spec, device)

    if device != "cpu" and (why := _eager_accepts(spec, "cpu")):  # not run on the device: see _eager_accepts
        return Result(seed, "eager rejects", detail=why, source=source)
    try:
        args = fresh()
        expected = _values(fn(*args), args)
    except Exception as e:
        return Result(seed, "eager rejects", detail=_error(e), source=source)
    wrong, broken, flagged, raced, named = [], [], False, False, []
    try:
        plain = _compiled(fn, "inductor", fresh())
        inductor_wrong = bool(_differs(plain, expected))
    except Exception as e:  # the modes still run: do they compile it, and right? (the audit is Inductor's)
        return Result(seed, "Inductor cannot compile", detail=f"{_error(e)}; {_modes_alone(fn, fresh, expected)}",
                      source=source)
    for mode in (*MODES, Mode.AUDIT):
        try:
            backend = verifier.backend.make_backend(mode)
            got = _compiled(fn, backend, fresh())
        except Exception as e:
            broken.append(f"{mode}: {_error(e)}")
            continue
        if mode is Mode.AUDIT:  # what the audit names: a conflict of the lowering, or a copy its passes drop
            lowered = [g.lowering for g in backend.session.graphs if g.lowering is not None and g.lowering.left]
            dropped = [c for g in backend.session.graphs for c in g.passes if c.left]
            # and a rewrite of Inductor's reinplacing pass the proof refuses, its counterexample run
            refused = [row for r in backend.session.results() for row in r.rows
                       if row.verdict == "unsafe" and row.inductor == "reinplace"]
            missed = [m for g in backend.session.graphs for m in g.inputs]  # AOTAutograd's inputs
            raced = bool(lowered or dropped or refused or missed)
            named = mechanisms(lowered, dropped, refused, missed)
            flagged = any((v.execution or "").startswith("differs") for v in lowered + dropped + missed) \
                or any(row.klass == "Inductor unsound" for row in refused)
            continue
        d = _differs(got, expected)
        if d:
            wrong.append(f"{mode}: {d}")
    if broken:
        return Result(seed, "broken compile", inductor_wrong, False, False, "; ".join(broken), source)
    outcome = "verified_inductor wrong" if wrong else "right"
    reduced = script_of(reduce(spec, device), device) if inductor_wrong and shrink else ""
    return Result(seed, outcome, inductor_wrong, flagged, raced, "; ".join(wrong), source, named, reduced)


def _modes_alone(fn: Any, fresh: Any, expected: Any) -> str:
    """Where plain Inductor cannot compile a program: what every mode gives, in a line."""
    import verifier.backend

    out = []
    for mode in MODES:
        try:
            d = _differs(_compiled(fn, verifier.backend.make_backend(mode), fresh()), expected)
        except Exception as e:
            d = f"cannot compile: {_error(e)}"
        if d:
            out.append(f"{mode}: {d}")
    return "every mode compiles it and equals eager" if not out else "; ".join(out)


def _worker(task: tuple[int, str, str]) -> Result | Retire:
    """One program in a worker process: never raises; a program over 300 s is a broken compile. On
    a device, the work it queued is waited for, so that an error of the device is this program's,
    and a worker whose device has failed retires (the error is sticky)."""
    import logging
    import signal
    import threading
    import warnings

    warnings.filterwarnings("ignore")
    logging.getLogger("torch").setLevel(logging.CRITICAL)
    logging.getLogger("verifier").setLevel(logging.CRITICAL)
    seed, device, shapes = task

    def expire(*_):
        raise TimeoutError("over 300 s")

    timed = threading.current_thread() is threading.main_thread()  # a Ray worker may run it in another
    if timed:
        signal.signal(signal.SIGALRM, expire)
        signal.alarm(300)
    try:
        result = run_one(seed, device, shapes)
    except Exception as e:
        result = Result(seed, "broken compile", detail=f"campaign: {_error(e)}"[:300])
    finally:
        if timed:
            signal.alarm(0)
    if device != "cpu":
        import torch

        try:
            torch.cuda.synchronize()
        except Exception as e:
            return Retire(Result(seed, "broken compile", detail=f"the device failed after the program: {_error(e)}"[:300],
                                 source=result.source))
    return result


def campaign(seeds: list[int], device: str = "cpu", engine=None, log=print, record: str | None = None,
             shapes: str = "reads") -> list[Result]:
    """Every seed's program judged on `engine` (default: 2 processes of this host, each replaced
    after 50 programs); with `record`, a JSON Lines file (`campaign.Record`), resumed from: the
    seeds it holds are not run again."""
    import torch

    engine = engine or Processes(2, tasks_per_worker=50)
    rec = Record(record, {"campaign": "lowering fuzz", "shapes": shapes, "device": device, "torch": torch.__version__})
    if rec.resumed:
        log(f"  resuming {record}: {rec.resumed} programs already run")
    out = [Result(**line["result"]) for line in rec.programs.values()]
    todo = [s for s in seeds if s not in rec.programs]
    start = last = time.monotonic()
    for (seed, _, _), r in engine.map(_worker, ((s, device, shapes) for s in todo)):
        if isinstance(r, WorkerDied):
            r = Result(seed, "broken compile", detail=f"worker died: {r.why}")
        rec.add(seed, {"result": dataclasses.asdict(r)})
        out.append(r)
        if r.outcome not in ("right", "eager rejects"):
            log(f"  seed {r.seed}: {r.outcome}: {r.detail}")
        if time.monotonic() - last > 30:
            last = time.monotonic()
            log(f"  [{len(out) - rec.resumed}/{len(todo)} programs, {last - start:.0f} s]")
    return sorted((r for r in out if r.seed in set(seeds)), key=lambda r: r.seed)


def summary(results: list[Result], device: str) -> str:
    counts: dict[str, int] = {}
    for r in results:
        counts[r.outcome] = counts.get(r.outcome, 0) + 1
    judged = [r for r in results if r.outcome in ("right", "verified_inductor wrong", "broken compile")]
    wrong = [r for r in judged if r.inductor_wrong]
    missed = [r for r in wrong if not r.raced]  # no race found: the validation's miss
    unshown = [r for r in wrong if r.raced and not r.flagged]  # found, and the audit's runs did not show it
    called = [r for r in judged if r.flagged and not r.inductor_wrong]  # shown by the audit's runs, not by this one
    quiet = [r for r in judged if r.raced and not r.flagged and not r.inductor_wrong]
    lines = [f"lowering fuzz on {device}: {len(results)} programs: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())),
             f"plain Inductor wrong on {len(wrong)} of {len(judged)}: the audit finds the race in "
             f"{len(wrong) - len(missed)} (misses {len(missed)}) and reproduces it by execution in "
             f"{len(wrong) - len(missed) - len(unshown)}; it reproduces a race in {len(called)} programs whose run "
             f"here happened to equal eager (a race shows in some runs); races found that no run showed: {len(quiet)}"]
    refused = [r for r in results if r.outcome == "Inductor cannot compile"]
    if refused:
        alone = [r for r in refused if r.detail.endswith("every mode compiles it and equals eager")]
        lines.append(f"plain Inductor cannot compile {len(refused)}: every mode compiles and equals eager on "
                     f"{len(alone)}" + (f" (seeds {', '.join(str(r.seed) for r in refused if r not in alone)} "
                                        "not: below)" if len(alone) < len(refused) else ""))
    groups: dict[str, list[int]] = {}
    for r in wrong:
        groups.setdefault("; ".join(r.mechanisms) or "nothing named", []).append(r.seed)
    if groups:
        lines.append("plain Inductor wrong, by the mechanism the audit names:")
    for name, seeds in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"  {len(seeds):4d}  {name}  (seeds {', '.join(map(str, seeds[:5]))}{', ...' if len(seeds) > 5 else ''})")
    for r in results:
        if r.outcome in ("verified_inductor wrong", "broken compile"):
            lines.append(f"  {r.outcome.upper()} seed {r.seed}: {r.detail}")
    for r in refused:
        if not r.detail.endswith("every mode compiles it and equals eager"):
            lines.append(f"  seed {r.seed}, which plain Inductor cannot compile: {r.detail}")
    for r in missed[:10]:
        lines.append(f"  audit missed seed {r.seed} (no race found)")
    for r in unshown[:10]:
        lines.append(f"  race found, not reproduced by the audit's runs: seed {r.seed}")
    for r in called[:10]:
        lines.append(f"  race reproduced by the audit, plain Inductor right in this run: seed {r.seed}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="lowering_fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--programs", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes on this host (default 2)")
    parser.add_argument("--ray", nargs="?", const="", metavar="ADDRESS",
                        help="run the programs as Ray tasks: on the cluster at ADDRESS, or on a local Ray")
    parser.add_argument("--cuda", action="store_true")
    parser.add_argument("--json", help="the campaign's record (JSON Lines); started again with it, a campaign resumes")
    parser.add_argument("--shapes", choices=("reads", "passes", "aliases", "effects", "strided", "scatters"), default="reads",
                        help="reads: writes then reads elsewhere (default); passes: copies, dtype views and foreach "
                             "lists; aliases: inputs that share a storage, RNG ops in place, custom ops given one "
                             "tensor twice; effects: a local rebound onto an input with set_, custom ops with "
                             "ordered effects (with_effects) writing inputs; strided: as_strided at a storage offset of a view of "
                             "an intermediate; scatters: a scatter into an input, then a write of it")
    args = parser.parse_args(argv)
    if args.programs < 1 or args.jobs < 1:
        parser.error("--programs and --jobs must be positive")
    device = "cuda" if args.cuda else "cpu"
    seeds = list(range(args.first_seed, args.first_seed + args.programs))
    engine = RayCluster(args.ray or None, gpus=1 if args.cuda else 0) if args.ray is not None \
        else Processes(args.jobs, tasks_per_worker=50)
    print(f"lowering fuzz: {len(seeds)} programs ({args.shapes}) on {device}, {engine.describe()}", flush=True)
    try:
        results = campaign(seeds, device, engine, log=lambda line: print(line, flush=True), record=args.json,
                           shapes=args.shapes)
    except (NotThisCampaign, Unavailable) as e:
        print(f"lowering_fuzz: error: {e}", file=sys.stderr)
        return 2
    print(summary(results, device))
    if args.json:
        print(f"record: {args.json} (the same command resumes it)", file=sys.stderr)
    return 1 if any(r.outcome in ("verified_inductor wrong", "broken compile") for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())

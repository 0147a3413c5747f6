"""The soundness campaign (`reinplace-verify fuzz`): random programs judged by seed, on processes
of this host (`--jobs`) or as Ray tasks (`--ray`); the engine changes where a program is judged,
never what is judged (`fuzz.judge`).

The campaign's record (`--json FILE`) is JSON Lines, appended as results come, so that a long
campaign loses nothing when it is stopped:
- first `{"campaign": {"device", "forced", "torch"}}`: records judged otherwise are not mixed in;
- then one `{"seed", "outcome"}` per program (with its `spec` when it failed): a worker that died
  during a program is that program's exception, with its seed;
- `{"totals", "failures", "engine"}` when a run ends (the last one counts every program of the file).
Started again with the same file, a campaign resumes: the seeds judged are read back and skipped,
and the seeds it was asked for that are missing are judged, each once. The lowering campaign
(`lowering_fuzz`) keeps its record the same way (`Record`), with its own header and lines.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import time
from itertools import count
from typing import Any, Callable, Iterable

import torch

from .engines import Processes, Unavailable, WorkerDied, engine_of
from .fuzz import Outcome, judge, spec_of

COUNTS = ("candidates", "safe", "unsafe", "unknown", "rewrites_executed", "reproduced", "not_reproduced")


def _judge(task: tuple[int, bool, str]) -> Outcome:
    seed, forced, device = task
    return judge(seed, forced, device)


class NotThisCampaign(ValueError):
    """The `--json` file holds something else than this campaign's record."""


class Record:
    """The `--json` file: what has been judged, read back, and what is judged now, appended."""

    def __init__(self, path: str | None, header: dict[str, Any]):
        self.path, self.header = path, header
        self.programs: dict[int, dict[str, Any]] = {}
        self._has_header = False
        if path and os.path.exists(path) and os.path.getsize(path):
            self._read()
        self.resumed = len(self.programs)
        if path:
            with open(path, "a") as f:
                if not self.resumed and not self._has_header:
                    f.write(json.dumps({"campaign": header}) + "\n")

    def _read(self) -> None:
        with open(self.path, "rb") as f:
            data = f.read()
        complete = data[: data.rfind(b"\n") + 1]  # a line cut by a kill is dropped, and judged again
        if len(complete) < len(data):
            with open(self.path, "r+b") as f:
                f.truncate(len(complete))
        for number, line in enumerate(complete.decode().splitlines(), 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                raise NotThisCampaign(f"{self.path}:{number} is not a campaign record (one JSON object a line); "
                                 "give another --json file") from None
            if "campaign" in rec:
                theirs = {k: rec["campaign"].get(k) for k in self.header}
                if theirs != self.header:
                    raise NotThisCampaign(f"{self.path} holds a campaign with {theirs}, not {self.header}; "
                                     "give another --json file")
                self._has_header = True
            elif "seed" in rec:
                self.programs[rec["seed"]] = rec
        if self.programs and not self._has_header:
            raise NotThisCampaign(f"{self.path} has no campaign header; give another --json file")

    def add(self, seed: int, fields: dict[str, Any]) -> None:
        """One program judged: its line, appended."""
        rec = {"seed": seed, **fields}
        self.programs[seed] = rec
        self.append(rec)

    def append(self, line: dict[str, Any]) -> None:
        if self.path:
            with open(self.path, "a") as f:
                f.write(json.dumps(line) + "\n")


def _fields(seed: int, outcome: Outcome) -> dict[str, Any]:
    """A judged program's line: its outcome, and its spec when it failed."""
    fields: dict[str, Any] = {"outcome": dataclasses.asdict(outcome)}
    if outcome.mismatches or outcome.errors:
        fields["spec"] = spec_of(seed)
    return fields


def _summary(rec: Record, engine: str, seconds: float) -> dict[str, Any]:
    """The totals of every program of the record, appended to it as its last line."""
    totals = {"programs": len(rec.programs), "skipped": 0, **{k: 0 for k in COUNTS}, "mismatches": 0, "errors": 0}
    failures = []
    for seed in sorted(rec.programs):
        line = rec.programs[seed]
        o = line["outcome"]
        totals["skipped"] += bool(o["skipped"])
        for k in COUNTS:
            totals[k] += o[k]
        totals["mismatches"] += len(o["mismatches"])
        totals["errors"] += len(o["errors"])
        if o["mismatches"] or o["errors"]:
            failures.append({"seed": seed, "spec": line.get("spec"), "mismatches": o["mismatches"],
                             "errors": o["errors"]})
    totals["seconds"] = round(seconds, 1)
    result = {"totals": totals, "failures": failures, "engine": engine, **rec.header}
    rec.append(result)
    return result


def _seeds(first: int, programs: int | None, deadline: float | None, judged: Iterable[int]) -> Iterable[int]:
    done = set(judged)
    for s in (range(first, first + programs) if programs else count(first)):
        if deadline is not None and time.time() > deadline:
            return
        if s not in done:
            yield s


def campaign(programs: int | None, minutes: float | None, seed: int, engine=None, forced: bool = True,
             device: str = "cpu", record: str | None = None, progress=sys.stderr,
             judge_task: Callable = _judge) -> dict[str, Any]:
    """Judge the programs of seeds `seed`, `seed + 1`, ... (a number of them, or for some minutes)
    on `engine` (default: 2 processes); with `record`, resume from it and append to it."""
    engine = engine or Processes(2)
    rec = Record(record, {"device": device, "forced": forced, "torch": torch.__version__})
    if rec.resumed:
        print(f"resuming {record}: {rec.resumed} programs already judged", file=progress, flush=True)
    start = time.time()
    try:
        deadline = start + minutes * 60 if minutes else None
        todo = None if not programs else sum(1 for _ in _seeds(seed, programs, None, rec.programs))
        tasks = ((s, forced, device) for s in _seeds(seed, programs, deadline, rec.programs))
        _judge_all(engine, judge_task, tasks, rec, todo, start, progress)
    except KeyboardInterrupt:
        raise Interrupted(_summary(rec, engine.describe(), time.time() - start)) from None
    return _summary(rec, engine.describe(), time.time() - start)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a campaign: `result` is the summary of the programs judged before it."""

    def __init__(self, result: dict[str, Any]):
        super().__init__()
        self.result = result


def _judge_all(engine, judge_task, tasks, rec, todo, start, progress) -> None:
    last = start
    done = mismatches = errors = 0
    for (s, _, _), outcome in engine.map(judge_task, tasks):
        if isinstance(outcome, WorkerDied):
            outcome = Outcome(errors=[f"worker died: {outcome.why}"])
        rec.add(s, _fields(s, outcome))
        done += 1
        mismatches += len(outcome.mismatches)
        errors += len(outcome.errors)
        now = time.time()
        if now - last >= 10 or done == todo:
            last = now
            print(f"[{done}{f'/{todo}' if todo is not None else ''} programs, {done / (now - start):.2f}/s, "
                  f"{now - start:.0f} s] mismatches {mismatches}, exceptions {errors}", file=progress, flush=True)


def summary_line(result: dict[str, Any]) -> str:
    t = result["totals"]
    return (f"{result['device']}: programs {t['programs']} (skipped {t['skipped']}: not one graph, or not deterministic "
            f"or executable here), candidates {t['candidates']}: safe {t['safe']}, unsafe {t['unsafe']}, unknown "
            f"{t['unknown']}; rewrites executed {t['rewrites_executed']}, mismatches {t['mismatches']}; unsafe "
            f"rewrites forced: divergence shown {t['reproduced']}, not shown {t['not_reproduced']}; exceptions "
            f"{t['errors']}; {t['seconds']} s")


def main(args) -> int:
    engine = engine_of(args.jobs, args.ray, cuda=args.cuda)
    interrupted = False
    try:
        result = campaign(args.programs, args.minutes, args.seed, engine, forced=not args.no_forced,
                          device="cuda" if args.cuda else "cpu", record=args.json)
    except (NotThisCampaign, Unavailable) as e:  # a record of another campaign; Ray missing or unreachable
        print(f"reinplace-verify: error: {e}", file=sys.stderr)
        return 2
    except Interrupted as e:  # Ctrl-C: the programs judged so far, and their summary
        result, interrupted = e.result, True
        print(f"\ninterrupted: the summary holds the {result['totals']['programs']} programs judged so far"
              + (f" (the record {args.json} keeps them; the same command resumes)" if args.json else ""), file=sys.stderr)
    print(summary_line(result))
    if interrupted:
        return 130
    if result["totals"]["programs"] == 0:
        print("reinplace-verify: error: no program was judged in the time given (give more --minutes)", file=sys.stderr)
        return 2
    for f in result["failures"][:20]:
        print(f"FAILED seed {f['seed']}: {f['mismatches'] + f['errors']}\n    spec {json.dumps(f['spec'])}")
    if args.json:
        print(f"record: {args.json} (a campaign started again with it resumes)", file=sys.stderr)
    t = result["totals"]
    return 1 if t["mismatches"] or t["errors"] else 0

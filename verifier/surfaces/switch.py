"""The switch for a whole process: VERIFIED_INDUCTOR_MODE (and _REPORT, _EXECUTE) open a session.

Applied by the `torch.backends` entry point (`register`) when torch is imported, so a workload is
audited or gated unchanged. The session is installed once Inductor's post-grad passes are imported
(an import hook), and its report written when the process ends. Processes started before this one
compiles inherit the switch (a launcher's ranks each report in REPORT/rankN, and the launcher
merges them); once a process compiles, the switch is its own.
"""

from __future__ import annotations

import atexit
import os
import time
import warnings
from pathlib import Path
from typing import Any, Callable

_process: Any = None  # the process's `surfaces.session.Session`, when the switch opened one
_owner: int | None = None  # the process that opened it
_first = False  # the process the user started (not a child of one that opened a session)
_started = 0.0
_SWITCH = ("VERIFIED_INDUCTOR_MODE", "VERIFIED_INDUCTOR_REPORT", "VERIFIED_INDUCTOR_EXECUTE")
_OPENED_BY = "VERIFIED_INDUCTOR_OPENED_BY"  # the pid of the first process, seen by its children


def current() -> Any:
    """The session the environment switched on for this process, if any."""
    return _process


def from_environment() -> Any:
    """Open the process's session when VERIFIED_INDUCTOR_MODE is set: installed once Inductor's
    passes are imported, its report written to VERIFIED_INDUCTOR_REPORT when the process ends.

    Processes started before this one compiles inherit the switch: a launcher (torchrun, which
    imports torch but compiles nothing) passes it to its ranks, each reporting in REPORT/rankN,
    and the launcher merges their reports when it ends. Once a process compiles, the switch is its
    own: a child it starts after that (a subprocess) opens no session. A child that compiles
    nothing (a data-loader worker) writes no report over its parent's."""
    global _process, _owner, _first, _started
    mode = os.environ.get("VERIFIED_INDUCTOR_MODE")
    if not mode or _process is not None:
        return _process
    report = os.environ.get("VERIFIED_INDUCTOR_REPORT")
    opened_by = os.environ.get(_OPENED_BY)
    _first = opened_by is None
    if not _first and not os.environ.get("RANK") and report:  # a child of a compiling process
        report = str(Path(report) / f"process{os.getpid()}")
    from ..integration.session import execute_asked
    from .session import Session

    _process = Session(mode, rank_folder(report), execute=execute_asked())
    _owner, _started = os.getpid(), time.time()
    os.environ.setdefault(_OPENED_BY, str(_owner))
    # a cached compile would skip the pass: read before Inductor's configuration is imported
    os.environ["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    os.environ["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"
    _when_imported("torch._inductor.fx_passes.post_grad", _install_process_session)
    if report:
        atexit.register(_write_at_exit)
    return _process


def _install_process_session(post_grad: Any) -> None:
    """This process compiles: the session is its own from now on (a child started later would
    open a session of its own and write its report over this one)."""
    for name in _SWITCH:
        os.environ.pop(name, None)
    if _process is not None:
        _process.install()


def rank_folder(folder: str | os.PathLike | None) -> Path | None:
    """The report folder of this process: `folder` itself, or `folder/rankN` when a launcher started
    it as rank N of several (torchrun sets RANK and WORLD_SIZE). The ranks compile their own graphs,
    which may differ (a rank's shard, its place in a pipeline), and would write over each other."""
    if folder is None:
        return None
    rank, world = os.environ.get("RANK", ""), os.environ.get("WORLD_SIZE", "")
    if not rank.isdigit() or not world.isdigit() or int(world) <= 1:
        return Path(folder)
    return Path(folder) / f"rank{rank}"


def merge_ranks(folder: str | os.PathLike) -> str | None:
    """The report of a launch of several ranks, in `folder`: each rank's own (folder/rankN, or
    folder/processPID for a process a script started itself, `torch.multiprocessing.spawn`), and
    audit.txt and audit.json that gather them; None when none wrote one."""
    import json

    folder = Path(folder)
    ranks = sorted((p for pattern in ("rank*", "process*") for p in folder.glob(pattern) if (p / "audit.json").is_file()),
                   key=lambda p: (p.name.startswith("process"), int("".join(filter(str.isdigit, p.name)) or 0)))
    if not ranks:
        return None
    texts = [f"== {p.name} ({p}/audit.txt)\n\n{(p / 'audit.txt').read_text()}" for p in ranks]
    data = {p.name: json.loads((p / "audit.json").read_text()) for p in ranks}
    mode = next(iter(data.values())).get("mode", "")
    (folder / "audit.txt").write_text(f"verified_inductor {mode}: {len(ranks)} processes\n\n" + "\n".join(texts))
    (folder / "audit.json").write_text(json.dumps({"mode": mode, "ranks": data}, indent=2) + "\n")
    from .outputs import record_written

    record_written(folder, [folder / "audit.txt", folder / "audit.json", *ranks])
    graphs = sum(len(d.get("graphs", [])) for d in data.values())
    return f"report of {len(ranks)} processes ({graphs} graphs) in {folder}"


def _write_at_exit() -> None:
    if _process is None or _process.report_dir is None or os.getpid() != _owner:  # a forked child
        return
    try:
        if not _process.installed and not _process.graphs:  # this process compiled nothing
            if not _first:
                return  # a child's empty report would replace its parent's
            if (merged := merge_ranks(_process.report_dir)) is not None:  # a launcher, its ranks done
                print(f"verified_inductor {_process.mode}: {merged}", flush=True)
                return
            written = _process.report_dir / "audit.json"
            if written.is_file() and written.stat().st_mtime >= _started:  # a launcher of one rank
                return
        folder = _process.write(_process.report_dir)
        print(f"verified_inductor {_process.mode}: report of {len(_process.graphs)} graphs in {folder}", flush=True)
    except Exception as e:
        print(f"verified_inductor: the report could not be written: {type(e).__name__}: {e}", flush=True)


def _when_imported(name: str, then: Callable[[Any], None]) -> None:
    """Call `then(module)` once module `name` is imported (now, if it already is)."""
    import importlib.abc
    import importlib.util
    import sys

    if name in sys.modules:
        then(sys.modules[name])
        return

    class Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, fullname, path, target=None):
            if fullname != name:
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(fullname)
            if spec is None or spec.loader is None:
                return spec
            loader_exec = spec.loader.exec_module

            def exec_module(module):
                loader_exec(module)
                then(module)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, Finder())


def register() -> None:
    """The `torch.backends` entry point, run when torch is imported: registers the logging artifact
    (before TORCH_LOGS is read) and opens the process's session when the environment asks for one.
    Never raises: a failure here would fail `import torch`."""
    try:
        from torch._logging._internal import register_artifact, register_log

        register_log("verified_inductor", ["verifier"])  # TORCH_LOGS=verified_inductor: the summary lines
        from ..integration import ARTIFACT

        register_artifact(ARTIFACT, "Verdicts of the reinplacing verifier, per compiled graph", off_by_default=True)
    except Exception as e:
        warnings.warn(f"verifier: the logging artifact of the verifier's verdicts could not be registered: {e}")
    try:
        from_environment()
    except Exception as e:
        warnings.warn(f"verifier: VERIFIED_INDUCTOR_MODE could not be applied: {type(e).__name__}: {e}")



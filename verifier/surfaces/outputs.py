"""What the command line answers and writes: its exit statuses, its one-line errors, and the
outputs it may write (a file that can be written, a report folder that is the tool's own)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

CLEAN, FINDINGS, USAGE, INTERRUPTED = 0, 1, 2, 130


def error(message: str) -> int:
    print(f"reinplace-verify: error: {message}", file=sys.stderr)
    return USAGE


def writable_file(path: str | None) -> str | None:
    """Why `path` cannot be written (None when it can), asked before a long run."""
    if not path:
        return None
    target = Path(path)
    if target.is_dir():
        return f"{path} is a folder, not a file"
    existed = target.exists()
    try:
        with open(target, "a"):
            pass
    except OSError as e:
        return f"cannot write {path}: {e.strerror}"
    if not existed:
        target.unlink()
    return None


_LOCK = ".reinplace-verify.lock"


def claim_folder(folder: str | os.PathLike) -> str | None:
    """Make `folder` this run's own (None), or say why not: it cannot be written, or another run
    that is alive writes into it. What an earlier run left there (its report, its counterexample
    scripts) is removed: a report never mixes two runs."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = folder / _LOCK
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            try:
                pid = int(lock.read_text().strip() or 0)
                os.kill(pid, 0)
                return f"{folder} is the report folder of another run (pid {pid}) that is still going; give another --out"
            except (ValueError, ProcessLookupError, PermissionError):  # the run that held it is gone
                lock.unlink(missing_ok=True)
                fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        with os.fdopen(fd, "w") as f:
            f.write(str(os.getpid()))
    except OSError as e:
        return f"cannot write into {folder}: {e.strerror}"
    for name in ("audit.txt", "audit.json"):
        (folder / name).unlink(missing_ok=True)
    shutil.rmtree(folder / "counterexamples", ignore_errors=True)
    shutil.rmtree(folder / "lowering", ignore_errors=True)
    return None


def release_folder(folder: str | os.PathLike) -> None:
    (Path(folder) / _LOCK).unlink(missing_ok=True)

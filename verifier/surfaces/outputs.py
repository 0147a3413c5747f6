"""What the command line answers and writes: its exit statuses, its one-line errors, and the
outputs it may write.

Every output is checked before any work, and a bad one is a one-line error with status 2: a file
that cannot be written, a folder where a file is asked for or the other way round, an output that
is an input of the run (a program file, a script), `-` (standard output is the table's). A folder
the tool writes into is its own: it holds a manifest (`MANIFEST`) of the files the tool wrote there,
and a later run replaces only those; a folder that holds anything else and no manifest is refused,
so a user's files are never removed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

CLEAN, FINDINGS, USAGE, INTERRUPTED = 0, 1, 2, 130
MANIFEST = ".reinplace-verify"  # in a folder the tool writes: the files it wrote there, one per line
_LOCK = ".reinplace-verify.lock"


def error(message: str) -> int:
    print(f"reinplace-verify: error: {message}", file=sys.stderr)
    return USAGE


def _same(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def writable_file(path: str | None, inputs: list[str] = ()) -> str | None:
    """Why `path` cannot be written as a file (None when it can), asked before a long run."""
    if not path:
        return None
    if path == "-":
        return "'-' is not a file: give a file name (the table goes to standard output already)"
    target = Path(path)
    if target.is_dir():
        return f"{path} is a folder, not a file"
    for given in inputs:
        if _same(given, target):
            return f"{path} is an input of this run: it would be overwritten; give another file"
    existed = target.exists()
    try:
        with open(target, "a"):
            pass
    except OSError as e:
        return f"cannot write {path}: {e.strerror}"
    if not existed:
        target.unlink()
    return None


def owned_folder(folder: str | os.PathLike | None, inputs: list[str] = ()) -> str | None:
    """Why the tool cannot write into `folder` (None when it can): a file of that name, an input of
    the run inside it or equal to it, or a folder that holds files the tool did not write."""
    if folder is None:
        return None
    folder = Path(folder)
    if str(folder) == "-":
        return "'-' is not a folder: give a folder name"
    if folder.exists() and not folder.is_dir():
        return f"{folder} is a file, not a folder"
    for given in inputs:
        if _same(given, folder) or (folder.exists() and Path(given).resolve().is_relative_to(folder.resolve())):
            return f"{folder} holds an input of this run ({given}); give another folder for the output"
    if folder.is_dir():
        ours = {MANIFEST, _LOCK} | set(_written(folder))
        foreign = [p.name for p in folder.iterdir() if p.name not in ours and p.name.split("/")[0] not in ours]
        if foreign and not (folder / MANIFEST).exists():
            return (f"{folder} holds files this tool did not write ({', '.join(sorted(foreign)[:3])}"
                    f"{', ...' if len(foreign) > 3 else ''}); give an empty or new folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".probe.{os.getpid()}"
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        return f"cannot write into {folder}: {e.strerror}"
    return None


def _written(folder: Path) -> list[str]:
    """The files (relative to `folder`) the tool wrote there, from its manifest."""
    manifest = folder / MANIFEST
    if not manifest.is_file():
        return []
    return [line for line in manifest.read_text().splitlines() if line and ".." not in line and not line.startswith("/")]


def clear_written(folder: str | os.PathLike) -> None:
    """Remove what an earlier run of the tool wrote into `folder` (its manifest's files), nothing else."""
    folder = Path(folder)
    for rel in _written(folder):
        path = folder / rel
        if path.is_file():
            path.unlink()
    for rel in sorted({str(Path(r).parent) for r in _written(folder)}, key=len, reverse=True):
        if rel != "." and (folder / rel).is_dir() and not any((folder / rel).iterdir()):
            (folder / rel).rmdir()
    (folder / MANIFEST).unlink(missing_ok=True)


def record_written(folder: str | os.PathLike, paths: list[Path]) -> None:
    """Add files the tool wrote into `folder` to its manifest."""
    folder = Path(folder)
    known = set(_written(folder))
    known |= {str(Path(p).resolve().relative_to(folder.resolve())) for p in paths}
    (folder / MANIFEST).write_text("".join(f"{r}\n" for r in sorted(known)))


def claim_folder(folder: str | os.PathLike, inputs: list[str] = ()) -> str | None:
    """Make `folder` this run's own (None), or say why not: it cannot be written, it holds files
    the tool did not write, or another run that is alive writes into it. What an earlier run of the
    tool wrote there is removed (its manifest's files): a report never mixes two runs."""
    if (why := owned_folder(folder, inputs)) is not None:
        return why
    folder = Path(folder)
    lock = folder / _LOCK
    try:
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
    clear_written(folder)
    (folder / MANIFEST).write_text("")
    return None


def release_folder(folder: str | os.PathLike) -> None:
    (Path(folder) / _LOCK).unlink(missing_ok=True)

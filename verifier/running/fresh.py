"""Scripts run as `python script.py` runs them, without paying for `import torch` each time.

A counterexample is a standalone script, and the audit runs one per refusal: in a fresh Python each
pays the interpreter's start and `import torch` (seconds on a small machine) before its first line.
`run_script` runs it in a process forked from a *zygote*: a Python started once, with this
process's environment, that imports torch, its compiler and Triton and runs nothing (no compile,
no device touched), then forks one child per script. The child is what a fresh `python script.py`
would be after those imports: `__main__` is the script, `sys.argv` and `sys.path[0]` are its own,
its standard streams are files, it exits as the interpreter would (`sys.exit`'s status, 1 and a
traceback for an uncaught exception, `atexit` handlers run), and it runs in a process group of its
own, killed whole at a timeout.

A zygote checks that a child it forks can still use CUDA (an import that asks the driver for its
devices forbids that to every later fork); where the compiler's imports do, it imports torch alone,
and where even that does, scripts run in fresh interpreters (on the H200, torch 2.11, the
compiler's imports do: the zygote there imports torch alone). A process's first script runs in a fresh interpreter (a zygote's imports cost as much as one
script's; it pays from the second). Where forking is not safe (not Linux),
where the zygote cannot start, or when `REINPLACE_VERIFY_FRESH_PYTHON=0`, the script runs in a fresh
interpreter as before. The child
runs with the caller's environment, and a zygote is started again when the environment changes
(imports read it)."""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

# The zygote: imports, then one line per script on stdin -> one line of JSON on stdout.
_ZYGOTE = r'''
import json, os, signal, sys, time
import torch
if sys.argv[1] == "full":
    import torch._dynamo  # imported by the first custom op or compile a script calls: seconds each
    import torch._inductor.compile_fx
    try:
        import triton, triton.language
    except Exception:
        pass


def forkable():
    """Whether a child forked now can use CUDA (an import that asked the driver for its devices
    poisons every later fork: "Cannot re-initialize CUDA in forked subprocess")."""
    pid = os.fork()
    if pid == 0:
        os._exit(1 if torch.cuda._is_in_bad_fork() else 0)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0


def child(req):
    os.setsid()
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    for fd, name in ((1, "stdout"), (2, "stderr")):
        os.dup2(os.open(req[name], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), fd)
    os.chdir(req["cwd"])
    os.environ.clear()
    os.environ.update(req["env"])
    sys.argv = [req["path"], *req["args"]]
    sys.path[0] = os.path.dirname(os.path.abspath(req["path"]))
    code = 0
    try:
        import runpy
        runpy.run_path(req["path"], run_name="__main__")
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException as e:  # the traceback from the script's frame on, as the interpreter prints it
        import traceback
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != req["path"]:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb or e.__traceback__)
        code = 1
    try:
        import atexit
        atexit._run_exitfuncs()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code & 0xFF)


print(json.dumps({"ready": os.getpid(), "forkable": forkable()}), flush=True)
for line in sys.stdin:
    req = json.loads(line)
    pid = os.fork()
    if pid == 0:
        child(req)
    deadline = time.monotonic() + req["timeout"]
    status = None
    while status is None:
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
        elif time.monotonic() > deadline:
            break
        else:
            time.sleep(0.02)
    try:
        os.killpg(pid, signal.SIGKILL)  # what the script left running (or the script, timed out)
    except (ProcessLookupError, PermissionError):
        pass
    if status is None:
        os.waitpid(pid, 0)
        print(json.dumps({"timeout": True}), flush=True)
    else:
        print(json.dumps({"returncode": os.waitstatus_to_exitcode(status)}), flush=True)
'''

_START_TIMEOUT = 300  # seconds for the zygote's imports
_VOLATILE = ("PYTEST_CURRENT_TEST",)  # set by pytest around each test; no import reads it


class _Zygote:
    """The zygote, importing torch's compiler too where a child forked after that can still use
    CUDA (not where those imports ask the driver for its devices), else torch alone."""

    def __init__(self, env: dict[str, str]):
        self.env = env
        for imports in ("full", "lean"):
            self.process = subprocess.Popen([sys.executable, "-c", _ZYGOTE, imports], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True,
                                            cwd=tempfile.gettempdir())
            ready = self._reply(_START_TIMEOUT)
            if ready is not None and ready["forkable"]:
                self.imports = imports
                return
            self.close()
        raise OSError("no zygote whose children can use CUDA")

    def _reply(self, timeout: float) -> dict | None:
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        line = self.process.stdout.readline() if ready else ""
        return json.loads(line) if line else None

    def run(self, argv: list[str], cwd: Path, env: dict[str, str], timeout: float, out: Path, err: Path) -> dict | None:
        request = {"path": argv[0], "args": argv[1:], "cwd": str(cwd), "env": env, "timeout": timeout,
                   "stdout": str(out), "stderr": str(err)}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._reply(timeout + 60)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


_lock = threading.Lock()
_zygote: _Zygote | None = None
_first = True  # a process's first script runs in a fresh interpreter: a zygote pays from the second
_failed: dict[str, str] | None = None  # the environment a zygote failed in: not tried again there


def _usable(env: dict[str, str]) -> bool:
    return sys.platform.startswith("linux") and env.get("REINPLACE_VERIFY_FRESH_PYTHON", "1") != "0" \
        and _failed != _imported(env)


def _imported(env: dict[str, str]) -> dict[str, str]:
    """What the zygote's imports may read: the environment, but for what changes from test to test
    (the child runs with the whole environment of the call)."""
    return {k: v for k, v in env.items() if k not in _VOLATILE}


def _the_zygote(env: dict[str, str]) -> _Zygote:
    global _zygote
    env = _imported(env)
    if _zygote is not None and (_zygote.env != env or _zygote.process.poll() is not None):
        _zygote.close()
        _zygote = None
    if _zygote is None:
        _zygote = _Zygote(env)
    return _zygote


def _give_up(env: dict[str, str]) -> None:
    """The zygote did not start or gave no answer: not tried again in this environment (scripts
    run in fresh interpreters instead)."""
    global _zygote, _failed
    _failed = _imported(env)
    if _zygote is not None:
        _zygote.close()
        _zygote = None


@atexit.register
def _close() -> None:
    if _zygote is not None:
        _zygote.close()


def run_script(path: str | Path, *args: str, cwd: str | Path | None = None, env: dict[str, str] | None = None,
               timeout: float = 600) -> subprocess.CompletedProcess:
    """`python path args...` from `cwd` (the current folder by default), with `env` (this
    process's environment by default): its exit status, standard output and error, as
    `subprocess.run(..., capture_output=True, text=True)` gives them; a script past `timeout`
    seconds raises `subprocess.TimeoutExpired`, as there."""
    global _first
    path, cwd, env = Path(path).resolve(), Path(cwd or os.getcwd()), dict(os.environ if env is None else env)
    argv = [sys.executable, str(path), *args]
    first, _first = _first, False
    if _usable(env) and not first:
        with _lock, tempfile.TemporaryDirectory(prefix="fresh-python-") as tmp:
            out, err = Path(tmp) / "stdout", Path(tmp) / "stderr"
            try:
                reply = _the_zygote(env).run(argv[1:], cwd, env, timeout, out, err)
            except OSError:
                reply = None
            if reply is not None:
                stdout = out.read_text(errors="replace") if out.exists() else ""
                stderr = err.read_text(errors="replace") if err.exists() else ""
                if reply.get("timeout"):
                    raise subprocess.TimeoutExpired(argv, timeout, stdout, stderr)
                return subprocess.CompletedProcess(argv, reply["returncode"], stdout, stderr)
            _give_up(env)
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=cwd, env=env)

"""Where a campaign's work runs: processes on this host (`--jobs N`) or a Ray cluster (`--ray [ADDRESS]`).

An engine maps a function over tasks and yields `(task, result)` as results come, in any order.
It changes where a task runs, never what it computes: the function and the tasks are the same
on both. A worker that dies during a task (killed, out of memory, a crash inside a compiler)
costs that task only: it comes back as a `WorkerDied` result, and the engine goes on with a fresh
worker. A task whose worker cannot take another (a CUDA error is sticky: every later kernel of
the process fails) answers `Retire(result)`: the engine yields the result and replaces the worker
(on processes; a Ray worker is left to Ray). Processes are also replaced every `tasks_per_worker`
tasks (what a compiler leaves behind grows). Tasks are drawn from the iterable only as workers
free up, so a campaign that stops drawing (a deadline) ends once the tasks in flight are done.
"""

from __future__ import annotations

import contextlib
import dataclasses
import pickle
import signal
import threading
from typing import Any, Callable, Iterable, Iterator

RAY_MISSING = "Ray is not installed: pip install -c constraints.txt -e '.[ray]'"


class Unavailable(RuntimeError):
    """The engine cannot run here: Ray is missing, or the cluster cannot be reached or has no GPU."""


@dataclasses.dataclass
class WorkerDied:
    """The worker running a task died before it answered."""

    why: str


@dataclasses.dataclass
class Retire:
    """A task's result from a worker that must take no other task (its device is broken)."""

    result: Any


def _exit_text(code: int | None) -> str:
    if code is None:
        return "the worker stopped answering"
    if code < 0:
        try:
            return f"the worker was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"the worker was killed by signal {-code}"
    return f"the worker exited with status {code}"


def _serve(conn, fn_pickled: bytes) -> None:
    """A worker process: answer tasks until the pipe closes or a None comes. Ctrl-C reaches the
    whole foreground group, but the campaign handles it and stops its workers, so a worker ignores
    it for its life (and prints no traceback of its own). It starts with SIGINT blocked (see
    `_ctrl_c_deferred`) and ignores it before it imports anything: `fn` comes pickled, and
    unpickling it imports its module (torch, whose threads may unblock SIGINT). A Ctrl-C that came
    meanwhile is pending, and is discarded as it is unblocked."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    fn = pickle.loads(fn_pickled)
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        result = fn(task)
        try:
            conn.send(result)
        except OSError:  # the campaign itself is gone (killed): nobody to answer
            return
        if isinstance(result, Retire):
            return


@contextlib.contextmanager
def _ctrl_c_deferred():
    """A Ctrl-C that comes while a worker starts is taken once the worker has started: never in
    the middle of the start, never lost. SIGINT is blocked in this thread, so that the worker
    starts with it blocked (the mask survives fork and exec). The handler meanwhile only notes it:
    with SIGINT blocked here, the kernel hands it to another thread of the process (a library's
    starts some), where a signal ignored would be discarded; a handler of Python's runs in the
    main thread at its next instruction, whichever thread took the signal. Only the main thread
    may change a handler."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []
    handler = signal.getsignal(signal.SIGINT)
    if handler is not None:  # None: a handler not set from Python, which could not be put back
        signal.signal(signal.SIGINT, lambda signum, frame: noted.append(signum))
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)  # one pending for the process comes now, noted
        if handler is not None:
            signal.signal(signal.SIGINT, handler)
        if noted:
            signal.raise_signal(signal.SIGINT)  # to the handler put back: KeyboardInterrupt, by default


def _stop(proc, pipe, ask: bool = True) -> None:
    """A worker stopped: asked to leave (a None), else waited for, and killed if it stays."""
    if ask:
        try:
            pipe.send(None)
        except OSError:
            pass
    proc.join(5)
    if proc.is_alive():
        proc.terminate()
    pipe.close()


class Processes:
    """`jobs` worker processes on this host (spawned: a fork of a process that has run Triton or
    CUDA is not safe)."""

    def __init__(self, jobs: int, tasks_per_worker: int | None = None):
        self.jobs = max(1, jobs)
        self.tasks_per_worker = tasks_per_worker

    def describe(self) -> str:
        return f"{self.jobs} processes"

    def map(self, fn: Callable, tasks: Iterable) -> Iterator[tuple[Any, Any]]:
        import multiprocessing
        from multiprocessing.connection import wait

        ctx = multiprocessing.get_context("spawn")

        def start():
            mine, theirs = ctx.Pipe()
            proc = ctx.Process(target=_serve, args=(theirs, pickle.dumps(fn)), daemon=True)
            with _ctrl_c_deferred():
                proc.start()
            theirs.close()
            return proc, mine

        tasks = iter(tasks)
        idle = [start() for _ in range(self.jobs)]
        busy: dict[Any, tuple[Any, Any, Any]] = {}  # pipe -> (process, pipe, task)
        served: dict[Any, int] = {}  # process -> tasks it answered
        drawn_all = False
        try:
            while True:
                while idle and not drawn_all:
                    try:
                        task = next(tasks)
                    except StopIteration:
                        drawn_all = True
                        break
                    proc, pipe = idle.pop()
                    pipe.send(task)
                    busy[pipe] = (proc, pipe, task)
                if not busy:
                    return
                for pipe in wait(list(busy)):  # a pipe is ready with an answer, or closed by a death
                    proc, _, task = busy.pop(pipe)
                    try:
                        result = pipe.recv()
                    except (EOFError, OSError):
                        proc.join(5)
                        result = WorkerDied(_exit_text(proc.exitcode))
                        pipe.close()
                        proc, pipe = start()
                    else:
                        served[proc] = served.get(proc, 0) + 1
                        if isinstance(result, Retire) or served[proc] == self.tasks_per_worker:
                            _stop(proc, pipe, ask=not isinstance(result, Retire))  # a retiring worker has left
                            served.pop(proc)
                            proc, pipe = start()
                    idle.append((proc, pipe))
                    yield task, result.result if isinstance(result, Retire) else result
        finally:
            for proc, pipe in idle:
                try:
                    pipe.send(None)
                except OSError:
                    pass
            for proc, _, _ in busy.values():  # abandoned (the consumer stopped early)
                proc.terminate()
            for proc, _ in idle:
                proc.join(5)
                if proc.is_alive():
                    proc.terminate()


class RayCluster:
    """Ray tasks on the cluster at `address`, or on a local Ray started for the run (and shut
    down after it) when there is none. `gpus` is what each task asks for (1 with `--cuda`);
    `fresh_worker` gives each task a process of its own (a whole script's compiles)."""

    def __init__(self, address: str | None = None, gpus: float = 0, fresh_worker: bool = False):
        self.address, self.gpus, self.fresh_worker = address, gpus, fresh_worker
        self.where = "a local Ray" if not address else f"the Ray cluster at {address}"

    def describe(self) -> str:
        return f"Ray tasks on {self.where}"

    def map(self, fn: Callable, tasks: Iterable) -> Iterator[tuple[Any, Any]]:
        try:
            import ray
        except ImportError:
            raise Unavailable(RAY_MISSING) from None
        started = False
        if not ray.is_initialized():
            try:
                ray.init(address=self.address or None, include_dashboard=False, log_to_driver=False,
                         logging_level="ERROR")
            except Exception as e:  # no cluster there, or one that refuses us
                raise Unavailable(f"cannot start or reach {self.where}: {type(e).__name__}: "
                                   f"{str(e).splitlines()[0] if str(e) else ''}") from None
            started = True
        try:
            resources = ray.cluster_resources()
            slots = int(resources.get("GPU", 0) // self.gpus) if self.gpus else int(resources.get("CPU", 1))
            if self.gpus and slots == 0:
                raise Unavailable(f"{self.where} has no GPU, and --cuda asks one per task")
            options = {"num_cpus": 1, "num_gpus": self.gpus, "max_retries": 0}
            remote = ray.remote(**options, **({"max_calls": 1} if self.fresh_worker else {}))(fn)
            yield from self._stream(ray, remote, iter(tasks), 2 * max(1, slots))
        finally:
            if started:
                ray.shutdown()

    @staticmethod
    def _stream(ray, remote, tasks: Iterator, window: int) -> Iterator[tuple[Any, Any]]:
        pending: dict[Any, Any] = {}  # object ref -> task
        drawn_all = False
        try:
            while True:
                while len(pending) < window and not drawn_all:
                    try:
                        task = next(tasks)
                    except StopIteration:
                        drawn_all = True
                        break
                    pending[remote.remote(task)] = task
                if not pending:
                    return
                (ref,), _ = ray.wait(list(pending), num_returns=1)
                task = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayError as e:  # the worker died, or Ray lost the task
                    result = WorkerDied(f"{type(e).__name__}: {_first_line(e)}")
                yield task, result.result if isinstance(result, Retire) else result
        finally:
            for ref in pending:  # abandoned (the consumer stopped early)
                ray.cancel(ref, force=True)


def _first_line(e: Exception) -> str:
    lines = [line.strip() for line in str(e).splitlines() if line.strip()]
    return lines[0] if lines else ""


def engine_of(jobs: int, ray: str | None, cuda: bool = False, fresh_worker: bool = False):
    """The engine the command line asks for: `--ray [ADDRESS]` (ADDRESS "" for a local Ray), else `--jobs`."""
    if ray is not None:
        return RayCluster(ray or None, gpus=1 if cuda else 0, fresh_worker=fresh_worker)
    return Processes(jobs)

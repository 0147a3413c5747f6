"""A session: every graph a process compiles with Inductor, decided by the verifier in one mode.

In a session, Inductor's reinplacing pass of every compile (plain `torch.compile`, every graph
break, forward and backward) goes through the verifier in the session's mode (`decide`), and the
lowering of every graph is checked (`lowering`). Each graph's record (`graphs.GraphReport`) names
where it came from: Dynamo's compile id, forward/backward/inference, and the first source line of
the user's code in it. The verdicts reach torch's logging as the artifact "verified_reinplacing"
(`TORCH_LOGS=verified_reinplacing`; also in `TORCH_TRACE` for tlparse), and each graph gets one
summary line (logger "verifier.session", INFO).

Inductor's FX graph and AOT autograd caches are turned off in a session: a cache hit would skip
the pass (the backend's compiles key them instead, `caching`).
"""

from __future__ import annotations

import contextlib
import logging
import os
from typing import Any, Callable

import torch

from . import ARTIFACT
from .caching import caches_off
from .decide import decide_graph
from .graphs import GraphReport, origin_of
from .hooks import installed
from .inputs import InputChecks
from .lowering import checks_installed
from .modes import Mode
from .passes import PassChecks
from .reproduce import races_executed

log = logging.getLogger("verifier.session")


class Session:
    """The verifier on every Inductor compile while the session is open (see the module's doc)."""

    def __init__(self, mode: Mode | str = Mode.AUDIT, execute: bool = False):
        self.mode = Mode.of(mode)
        # audit mode: run each graph as Inductor's pass rewrote it against the graph as it came, on
        # inputs made from its fake tensors (on the GPU with the real kernels)
        self.execute = execute
        self.graphs: list[GraphReport] = []
        self._stack: contextlib.ExitStack | None = None
        # FX nodes whose rewrites the next graph's analysis withholds (their clones kept): the
        # backend lowers a graph again without the rewrites that fed a conflict of its lowering
        self.withhold: set[str] = set()
        # `copy_` nodes whose sources the next lowering realizes first: a race was left in their kernel
        self.realize: set[str] = set()
        # the race queries the checks of the lowering ask, as SMT-LIB, when a list (`integration.proofs`)
        self.queries: list | None = None
        self.passes = PassChecks(self.mode)  # the copies Inductor's FX passes drop, decided
        self.inputs = InputChecks(self.mode)  # the inputs AOTAutograd calls disjoint, decided again
        self.eager: list[str] = []  # why each Dynamo graph run in eager was not compiled (`inputs.needs_eager`)

    def hooks(self) -> dict:
        """The hooks of the checks made around Inductor's own compile: AOTAutograd's inputs, the FX passes,
        and the clones of Triton kernels' mutated arguments (`relower.rebase`)."""
        from .relower import kernel_clones_rebased

        return {**self.inputs.hooks(), **self.passes.hooks(), "kernel_clones": kernel_clones_rebased(self)}

    def install(self, post_grad: Any = None) -> None:
        """Route Inductor's reinplacing pass through this session, caches off."""
        from ..compiler.ttir_source import completing_torch_ttir, sharing_torch_ttir

        self._stack = contextlib.ExitStack()
        self._stack.enter_context(verified_reinplacing(self.mode, self))
        self._stack.enter_context(sharing_torch_ttir())  # what torch's tracing generates, read again
        if self.mode.refuses:  # as the backend does: audit mode keeps plain Inductor's analysis
            self._stack.enter_context(completing_torch_ttir())

    def uninstall(self) -> None:
        if self._stack is not None:
            self._stack.close()
            self._stack = None

    @property
    def installed(self) -> bool:
        return self._stack is not None

    # --- one graph ------------------------------------------------------------------------
    def on_lowering(self, record: Any) -> None:
        """The lowering of the graph compiled last was checked (`lowering.LoweringRecord`)."""
        if self.graphs:
            entry = self.graphs[-1]
            entry.lowering = record
            for line in record.lines()[1:]:
                log.info("verified_inductor %s: %s: %s", self.mode, entry.name, line.strip())

    def on_graph(self, inductor_pass: Callable[[], None], fake_tensor_updater: Any, graph: torch.fx.Graph) -> None:
        """Decide the reinplacing of one graph in the session's mode; never fails the compile."""
        gm = graph.owning_module
        self.passes.before_reinplacing(graph)
        try:
            compile_id, kind, where = origin_of(gm)
        except Exception:  # naming the graph is no reason to fail its compile
            compile_id, kind, where = "?", "?", ""
        entry = GraphReport(len(self.graphs), compile_id, kind, where, self.mode, passes=self.passes.take(),
                            inputs=self.inputs.take(), realized=sorted(self.realize))
        self.graphs.append(entry)
        decide_graph(self.mode, entry, gm, inductor_pass, fake_tensor_updater, self.execute, self.withhold)
        try:
            line = entry.summary()
            log.info("%s", line)
            _emit_artifact(entry, line)
        except Exception:
            log.warning("verified_inductor: the summary of %s could not be made", entry.name, exc_info=True)


def execute_asked() -> bool:
    """VERIFIED_INDUCTOR_EXECUTE=1: execute Inductor's own rewrite of each graph against it."""
    return os.environ.get("VERIFIED_INDUCTOR_EXECUTE", "") not in ("", "0")


def _emit_artifact(entry: GraphReport, line: str) -> None:
    """The graph's verdicts as torch's logging artifact (TORCH_LOGS, and TORCH_TRACE for tlparse)."""
    text = line if entry.report is None else line + "\n" + entry.report.text(examples=False)
    try:
        from torch._logging import getArtifactLogger, trace_structured

        getArtifactLogger(__name__, ARTIFACT).debug("%s", text)
        trace_structured("artifact", metadata_fn=lambda: {"name": ARTIFACT, "encoding": "string"},
                         payload_fn=lambda: text)
    except Exception:  # an artifact not registered (the entry point did not run): the summary line stays
        pass


@contextlib.contextmanager
def verified_reinplacing(mode: Mode | str, session: Session | None = None, caches: bool = False, executes: bool = True):
    """Replace Inductor's reinplacing pass for the scope of one compile or of a whole session
    (graphs recorded in `session`, a new one when none is given) and check the lowering. Caches
    off unless `caches` (the backend's compiles, whose keys and reports `caching` keeps). Where
    `executes`, each compiled graph whose lowering keeps a conflict is run against its functional
    graph (`reproduce`); the backend, which may lower a graph several times, runs the last
    lowering itself."""
    mode = Mode.of(mode)
    session = session if session is not None else Session(mode)

    def reinplacing_decided(inductor_pass: Callable) -> Callable:
        def reinplacing(*args):  # (fake_tensor_updater, graph) in current torch; (graph) in some
            session.on_graph(lambda: inductor_pass(*args), args[0] if len(args) > 1 else None, args[-1])

        return reinplacing

    with installed({"reinplacing": reinplacing_decided, **session.hooks()}), \
            contextlib.nullcontext() if caches else caches_off(), checks_installed(mode, session), \
            races_executed(session) if executes else contextlib.nullcontext():
        yield session

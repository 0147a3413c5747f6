"""The `verified_inductor` compile of one Dynamo graph: Inductor with its reinplacing decided by proof.

Inductor runs as it would (`compile_fx`), with the session's hooks installed for the whole
compile (`session.verified_reinplacing`): each graph Inductor is handed (forward, backward) is
decided in the mode and its lowering checked. A graph whose inputs would need a synthetic base
beside ordered effects runs in eager (`inputs.needs_eager`). Where the lowered program keeps a conflict fed by
rewrites the verifier applied, the graph is lowered again with their clones kept (`relower`);
where conflicts are left, the compiled program is run against the functional graph, and where
inputs that share bytes are left separate, the compiled graph against eager (`reproduce`). A graph
that Inductor cannot lower with the verifier's decisions is compiled with Inductor's own, and says
so. Outside audit mode Inductor's caches stay on, keyed by the verifier
(`caching`), and a compile that the caches answer gets its reports back; and torch's mutation
analysis reads the kernels its TTIR generator fails on (`ttir_source.completing_torch_ttir`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
from typing import Any, Callable

import torch

from .caching import ReportStore, cacheable, caches_off, compile_key
from .hooks import installed
from .inputs import needs_eager
from .lowering import checks_installed
from .modes import Mode
from .relower import forget_first_lowering, inductor_decides, lower, lowered_graph
from .reproduce import execute_overlaps, execute_races
from .session import Session, verified_reinplacing

log = logging.getLogger("verifier.backend")


class Backend:
    """A torch.compile backend in one mode; `session` holds every graph's report, `on_graph` is
    told each graph's record as its compile ends (the public lists of `surfaces.backend`)."""

    def __init__(self, mode: Mode | str, on_graph: Callable[[Any], None] | None = None, session: Session | None = None):
        self.mode = Mode.of(mode)
        self.session = session if session is not None else Session(self.mode)
        self.on_graph = on_graph or (lambda graph: None)

    def __call__(self, gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        from torch._inductor.compile_fx import compile_fx

        from ..compiler.ttir_source import completing_torch_ttir, sharing_torch_ttir

        mode, session = self.mode, self.session
        if mode.refuses and (why := needs_eager(gm, example_inputs)):
            log.warning("verified_inductor %s: the graph runs in eager, not compiled: %s", mode, why)
            session.eager.append(why)
            return gm.forward
        caching = cacheable(mode)
        store = ReportStore() if caching else None
        key = compile_key(gm, example_inputs, mode) if caching else None
        calls = [0]  # the graphs of this compile given to Inductor (forward 0, backward 1)

        def inner_compile(graph: torch.fx.GraphModule, *args: Any, **kw: Any):
            index, calls[0] = calls[0], calls[0] + 1
            known = len(session.graphs)
            with verified_reinplacing(mode, session, caches=caching, executes=False):
                try:
                    compiled = self._compile_graph(graph, args, kw, index, known, caching, store, key)
                    if caching and not any(g.error for g in session.graphs[known:]):
                        store.save(key, index, session.graphs[known:])  # a failure is not kept: analysed again
                    return compiled
                finally:
                    session.withhold, session.realize = set(), set()
                    for g in session.graphs[known:]:
                        self.on_graph(g)

        # the TTIR torch's functionalization generates is read by the analysis, and generated where
        # torch's generator fails (outside audit mode, which keeps what plain Inductor does); the pass
        # that keys the caches is installed for the whole compile (AOTAutograd's key is made before
        # Inductor runs)
        keyed = checks_installed(mode, session) if caching else caches_off()

        def ttir():
            stack = contextlib.ExitStack()
            stack.enter_context(sharing_torch_ttir())
            if mode.refuses:
                stack.enter_context(completing_torch_ttir())
            return stack

        first = len(session.graphs)
        with keyed, ttir(), installed(session.hooks()):  # AOTAutograd and the joint passes run before Inductor's inner compile
            compiled = compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)
        execute_overlaps(session.graphs[first:], gm, compiled, example_inputs)
        if caching and calls[0] == 0:  # AOTAutograd's cache answered: no graph reached Inductor
            stored = store.load_all(key)
            if stored is not None:
                for entries in stored:
                    for g in self._restore(entries):
                        self.on_graph(g)
            else:
                log.info("verified_inductor %s: a cached compile without its reports: compiled again", mode)
                with caches_off(), checks_installed(mode, session), ttir(), installed(session.hooks()):
                    compiled = compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)
        return compiled

    def _compile_graph(self, graph, args, kw, index, known, caching, store, key):
        """One graph Inductor is handed, compiled in the mode (see the module's doc)."""
        from torch._inductor.compile_fx import compile_fx_inner

        from ..compiler.inductor import copy_graph

        mode, session = self.mode, self.session
        # the graph as it comes, to lower again when the lowered program keeps a conflict (the
        # passes edit it), and to run against the compiled program where conflicts are left
        original = copy_graph(graph)
        try:
            compiled, hit = lower(mode, session, graph, original, args, kw, known, caching, caches=True)
        except Exception as e:  # Inductor cannot lower the graph as decided: its own decisions
            if not mode.refuses:
                raise
            compiled, hit = inductor_decides(e, session.graphs[known:], original, args, kw), False
        if hit:  # its stored reports restored, or the graph compiled again
            stored = store.load(key, index)
            if stored and (stored[-1].withheld or stored[-1].realized):  # the entry found is of the lowering with a conflict
                session.withhold, session.realize = set(stored[-1].withheld), set(stored[-1].realized)
                forget_first_lowering()
                compiled = compile_fx_inner(lowered_graph(original, session.realize), *args, **kw)  # keyed with them
                if len(session.graphs) == known:
                    self._restore(stored)
                    return compiled
            elif stored:
                self._restore(stored)
                return compiled
            else:
                log.info("verified_inductor %s: a cached graph without its report: compiled again", mode)
                forget_first_lowering()
                compiled, _ = lower(mode, session, copy_graph(original), original, args, kw, known, caching, caches=False)
        execute_races(session.graphs[known:], compiled, original)
        return compiled

    def _restore(self, entries: list) -> list:
        from ..compiler.capture import give_up_donations

        out = []
        for e in entries:
            give_up_donations(getattr(e, "undonated", ()))  # as the compile that stored it did
            out.append(dataclasses.replace(e, index=len(self.session.graphs), from_cache=True))
            self.session.graphs.append(out[-1])
        return out

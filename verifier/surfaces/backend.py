"""The `verified_inductor` torch.compile backend: Inductor with its reinplacing decided by proof.

    torch.compile(model, backend="verified_inductor")              # mode from VERIFIED_INDUCTOR_MODE, default "verified"
    torch.compile(model, backend=verifier.backend.make_backend("gate"))

Modes:
- `verified`: apply every rewrite the verifier proves (Inductor's own pass does not run);
- `gate`: apply Inductor's choices only where they are proven;
- `audit`: keep Inductor's choices, and log each disagreement with its reason;
- `clones`: reinplace nothing (every clone kept): the functional program under Inductor's own
  lowering, the reference that separates a rewrite's effect from Inductor's numerics.

Inductor's pass is replaced for the duration of the compile (torch's files are not edited). A
failure inside the verifier keeps every clone, with a warning: the model still compiles and
stays correct, it only loses the rewrites. After fusion the lowered program is validated
(`verifier.lowering`): outside audit mode a fused kernel whose parts race is split, and a graph
whose lowering still races where applied rewrites feed it is lowered a second time with their
clones kept (what Inductor's lowering then does with every clone kept is its own, reported);
where races are left, the compiled program is run against the functional graph. A graph that
Inductor cannot lower with the verifier's decisions is compiled with Inductor's own, and says so.
Outside audit mode Inductor's caches stay on, keyed by the verifier (`caching`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
from typing import Any, Callable

import torch

from ..compiler.inductor import copy_graph
from .caching import ReportStore, cacheable, caches_off, compile_key
from .lowering_checks import after_fusion, execute_races
from .session import MODES, Session, verified_reinplacing

log = logging.getLogger("verifier.backend")
reports: list = []  # the report of every graph compiled since the caller last cleared it
failures: list[str] = []  # why the verifier fell back to cloning, likewise


def make_backend(mode: str | None = None) -> Callable:
    """A torch.compile backend in `mode` (default: $VERIFIED_INDUCTOR_MODE, else "verified").
    Forward and backward graphs (compiled later, at the first backward) both go through it; the
    backend's `session` holds every graph's report."""
    mode = mode or os.environ.get("VERIFIED_INDUCTOR_MODE", "verified")
    if mode not in MODES:
        raise ValueError(f"verified_inductor mode must be one of {MODES}, not {mode!r}")
    session = Session(mode)

    def backend(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        from torch._inductor.compile_fx import compile_fx, compile_fx_inner

        from ..compiler.ttir_source import sharing_torch_ttir

        caching = cacheable(mode)
        store = ReportStore() if caching else None
        key = compile_key(gm, example_inputs, mode) if caching else None
        calls = [0]  # the graphs of this compile given to Inductor (forward 0, backward 1)

        def inner_compile(graph: torch.fx.GraphModule, *args: Any, **kw: Any):
            index, calls[0] = calls[0], calls[0] + 1
            known = len(session.graphs)
            # the graph as it comes, to lower again when the lowered program races (the passes edit
            # it), and to run against the compiled program where races are left
            original = copy_graph(graph)

            def lower(graph: torch.fx.GraphModule, caches: bool) -> tuple[Any, bool]:
                """The graph compiled (and whether Inductor's FX-graph cache answered); where the
                lowered program races where applied rewrites feed it, compiled again with their
                clones kept, the caches off (the entry of the racing lowering is never served), as
                long as a lowering races where rewrites still applied feed it (each round withholds
                more, so the rounds end)."""
                with contextlib.nullcontext() if caches else caches_off():
                    compiled = compile_fx_inner(graph, *args, **kw)
                if caching and caches and len(session.graphs) == known:
                    return compiled, True
                withheld = _feeding_races(session.graphs[known:])
                while mode != "audit" and withheld - session.withhold:
                    session.withhold = session.withhold | withheld  # the next analysis keeps their clones
                    log.warning("verified_inductor %s: the lowered program races where rewrites %s feed it; "
                                "lowering again with their clones kept", mode, sorted(withheld))
                    _forget_first_lowering()
                    before = len(session.graphs)
                    with caches_off():
                        compiled = compile_fx_inner(copy_graph(original), *args, **kw)
                    withheld = _feeding_races(session.graphs[before:])
                return compiled, False

            with verified_reinplacing(mode, session, caches=caching, executes=False):
                try:
                    try:
                        compiled, hit = lower(graph, caches=True)
                    except Exception as e:  # Inductor cannot lower the graph as decided: its own decisions
                        if mode == "audit":
                            raise
                        compiled, hit = _inductor_decides(e, session.graphs[known:], original, args, kw), False
                    if hit:  # its stored reports restored, or the graph compiled again
                        stored = store.load(key, index)
                        if stored and stored[-1].withheld:  # the entry found is of the racing lowering
                            session.withhold = set(stored[-1].withheld)
                            _forget_first_lowering()
                            compiled = compile_fx_inner(copy_graph(original), *args, **kw)  # keyed with them
                            if len(session.graphs) == known:
                                _restore(stored)
                                return compiled
                        elif stored:
                            _restore(stored)
                            return compiled
                        else:
                            log.info("verified_inductor %s: a cached graph without its report: compiled again", mode)
                            _forget_first_lowering()
                            compiled, _ = lower(copy_graph(original), caches=False)
                    execute_races(session.graphs[known:], compiled, original)
                    if caching and not any(g.error for g in session.graphs[known:]):
                        store.save(key, index, session.graphs[known:])  # a failure is not kept: analysed again
                    return compiled
                finally:
                    session.withhold = set()
                    for g in session.graphs[known:]:
                        if g.report is not None:
                            reports.append(g.report)
                        if g.error is not None:
                            failures.append(f"{mode}: {g.error}")

        def _restore(entries: list) -> None:
            for e in entries:
                session.graphs.append(dataclasses.replace(e, index=len(session.graphs), from_cache=True))

        # the TTIR torch's functionalization generates is read by the analysis; the pass that keys
        # the caches is installed for the whole compile (AOTAutograd's key is made before Inductor runs)
        keyed = after_fusion(mode, session) if caching else caches_off()
        with keyed, sharing_torch_ttir():
            compiled = compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)
        if caching and calls[0] == 0:  # AOTAutograd's cache answered: no graph reached Inductor
            stored = store.load_all(key)
            if stored is not None:
                known = len(session.graphs)
                for entries in stored:
                    _restore(entries)
                reports.extend(g.report for g in session.graphs[known:] if g.report is not None)
            else:
                log.info("verified_inductor %s: a cached compile without its reports: compiled again", mode)
                with caches_off(), after_fusion(mode, session), sharing_torch_ttir():
                    compiled = compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)
        return compiled

    backend.__name__ = f"verified_inductor_{mode}"
    backend.session = session
    return backend


def _forget_first_lowering() -> None:
    """What a compile of the graph left in the compile's tracing context, which a second compile of
    it would add to (the output strides it records once per graph)."""
    from torch._guards import TracingContext

    context = TracingContext.try_get()
    strides = getattr(context, "output_strides", None)
    if isinstance(strides, list):
        strides.clear()


def _inductor_decides(error: Exception, graphs: list, original: torch.fx.GraphModule, args: tuple, kw: dict) -> Any:
    """The graph compiled with Inductor's own reinplacing, where Inductor failed to lower it with
    the verifier's decisions (its decomposition of a custom op whose bases are all cloned fails an
    assertion with symbolic sizes, say): plain Inductor compiles it, so the verified compile does
    too, and says so. Raises the first error when Inductor cannot compile it either."""
    import unittest.mock

    import torch._inductor.fx_passes.post_grad as post_grad
    import torch._inductor.fx_passes.reinplace as reinplace
    from torch._inductor.compile_fx import compile_fx_inner

    why = f"{type(error).__name__}: {str(error).strip().splitlines()[0][:200] if str(error).strip() else ''}"
    log.warning("verified_inductor: Inductor cannot lower the graph with the verifier's decisions (%s); "
                "compiled with Inductor's own", why)
    for g in graphs:
        g.error = f"Inductor could not lower the graph with these decisions ({why}): compiled with Inductor's own"
    _forget_first_lowering()
    try:
        with unittest.mock.patch.object(post_grad, "reinplace_inplaceable_ops", reinplace.reinplace_inplaceable_ops), \
                caches_off():
            return compile_fx_inner(copy_graph(original), *args, **kw)
    except Exception:
        raise error from None


def _feeding_races(graphs: list) -> set[str]:
    """The applied rewrites of the graphs just lowered that feed a kernel whose iterations race
    (its FX origins; all applied rewrites of the graph when none is among them): withheld, the
    graph is lowered again. Empty when nothing races or nothing was applied."""
    out: set[str] = set()
    for g in graphs:
        if g.lowering is None or not g.lowering.left() or g.report is None:
            continue
        applied = {c.node for c in g.report.candidates if c.applied} | {link.node for link in g.report.links if link.applied}
        out |= (applied & g.lowering.origins) or applied
    return out


def verified_inductor(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
    """The backend registered as "verified_inductor" (entry point `torch_dynamo_backends`)."""
    return make_backend()(gm, example_inputs, **kwargs)

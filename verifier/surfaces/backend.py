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
clones kept (what Inductor's lowering then does with every clone kept is its own, reported).
"""

from __future__ import annotations

import logging
import os
from typing import Any, Callable

import torch

from ..compiler.inductor import copy_graph
from .session import MODES, Session, caches_off, verified_reinplacing

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

        def inner_compile(graph: torch.fx.GraphModule, *args: Any, **kw: Any):
            known = len(session.graphs)
            # the graph as it comes, to lower again when the lowered program races (the passes edit it)
            original = copy_graph(graph) if mode != "audit" else None
            with verified_reinplacing(mode, session):
                try:
                    compiled = compile_fx_inner(graph, *args, **kw)
                    withheld = _feeding_races(session.graphs[known:])
                    if original is not None and withheld:
                        session.withhold = withheld  # the next analysis keeps their clones
                        log.warning("verified_inductor %s: the lowered program races where rewrites %s feed it; "
                                    "lowering again with their clones kept", mode, sorted(withheld))
                        _forget_first_lowering()
                        compiled = compile_fx_inner(original, *args, **kw)
                    return compiled
                finally:
                    session.withhold = set()
                    for g in session.graphs[known:]:
                        if g.report is not None:
                            reports.append(g.report)
                        if g.error is not None:
                            failures.append(f"{mode}: {g.error}")

        # caches off: a cache hit would skip the pass (the backward is compiled later, in
        # inner_compile); the TTIR torch's functionalization generates is read by the analysis
        with caches_off(), sharing_torch_ttir():
            return compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)

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


def _feeding_races(graphs: list) -> set[str]:
    """The applied rewrites of the graphs just lowered that feed a kernel whose iterations race
    (its FX origins; all applied rewrites of the graph when none is among them): withheld, the
    graph is lowered again. Empty when nothing races or nothing was applied."""
    out: set[str] = set()
    for g in graphs:
        if g.lowering is None or not g.lowering.races or g.report is None:
            continue
        applied = {c.node for c in g.report.candidates if c.applied} | {link.node for link in g.report.links if link.applied}
        out |= (applied & g.lowering.origins) or applied
    return out


def verified_inductor(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
    """The backend registered as "verified_inductor" (entry point `torch_dynamo_backends`)."""
    return make_backend()(gm, example_inputs, **kwargs)

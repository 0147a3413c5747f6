"""Lowering a graph again where its lowered program keeps a conflict that applied rewrites feed.

The checks of the lowering (`lowering`) leave a conflict in the program where nothing in the
schedule could remove it. When applied rewrites feed it (the FX nodes its kernels were lowered
from, or, where none of them is among those, every applied rewrite of the graph), the graph is
lowered again from the graph Inductor was handed, with those rewrites withheld (their clones
kept) and the caches off (the entry of the lowering with the conflict is never served), as long as
a lowering keeps a conflict that rewrites still applied feed: each round withholds more, so the
rounds end. What Inductor's lowering then does with every clone kept is its own, and stays
reported. A graph Inductor cannot lower with the verifier's decisions at all is compiled with
Inductor's own (`inductor_decides`).
"""

from __future__ import annotations

import logging
from typing import Any

import torch

from .caching import caches_off
from .hooks import installed
from .modes import Mode

log = logging.getLogger("verifier.backend")


def lower(mode: Mode, session: Any, graph: torch.fx.GraphModule, original: torch.fx.GraphModule, args: tuple,
          kw: dict, known: int, caching: bool, caches: bool) -> tuple[Any, bool]:
    """The graph compiled (and whether Inductor's FX-graph cache answered), lowered again while a
    conflict of its lowering is fed by rewrites still applied (outside audit mode)."""
    import contextlib

    from torch._inductor.compile_fx import compile_fx_inner

    from ..compiler.inductor import copy_graph

    with contextlib.nullcontext() if caches else caches_off():
        compiled = compile_fx_inner(graph, *args, **kw)
    if caching and caches and len(session.graphs) == known:
        return compiled, True
    withheld = feeding_conflicts(session.graphs[known:])
    while mode.refuses and withheld - session.withhold:
        session.withhold = session.withhold | withheld  # the next analysis keeps their clones
        log.warning("verified_inductor %s: the lowered program keeps a conflict that rewrites %s feed; "
                    "lowering again with their clones kept", mode, sorted(withheld))
        forget_first_lowering()
        before = len(session.graphs)
        with caches_off():
            compiled = compile_fx_inner(copy_graph(original), *args, **kw)
        withheld = feeding_conflicts(session.graphs[before:])
    return compiled, False


def feeding_conflicts(graphs: list) -> set[str]:
    """The applied rewrites of the graphs just lowered that feed a conflict left in their lowering
    (its FX origins; all applied rewrites of the graph when none is among them): withheld, the
    graph is lowered again. Empty when nothing is left or nothing was applied."""
    out: set[str] = set()
    for g in graphs:
        if g.lowering is None or not g.lowering.left or g.report is None:
            continue
        applied = {c.node for c in g.report.candidates if c.applied} | {link.node for link in g.report.links if link.applied}
        out |= (applied & g.lowering.origins) or applied
    return out


def forget_first_lowering() -> None:
    """What a compile of the graph left in the compile's tracing context, which a second compile of
    it would add to (the output strides it records once per graph)."""
    from torch._guards import TracingContext

    context = TracingContext.try_get()
    strides = getattr(context, "output_strides", None)
    if isinstance(strides, list):
        strides.clear()


def inductor_decides(error: Exception, graphs: list, original: torch.fx.GraphModule, args: tuple, kw: dict) -> Any:
    """The graph compiled with Inductor's own reinplacing, where Inductor failed to lower it with
    the verifier's decisions (its decomposition of a custom op whose bases are all cloned fails an
    assertion with symbolic sizes, say): plain Inductor compiles it, so the verified compile does
    too, and says so. Raises the first error when Inductor cannot compile it either."""
    from torch._inductor.compile_fx import compile_fx_inner

    from ..compiler.inductor import copy_graph

    why = f"{type(error).__name__}: {str(error).strip().splitlines()[0][:200] if str(error).strip() else ''}"
    log.warning("verified_inductor: Inductor cannot lower the graph with the verifier's decisions (%s); "
                "compiled with Inductor's own", why)
    for g in graphs:
        g.error = f"Inductor could not lower the graph with these decisions ({why}): compiled with Inductor's own"
    forget_first_lowering()
    try:
        with installed({"reinplacing": lambda inductors: inductors}), caches_off():
            return compile_fx_inner(copy_graph(original), *args, **kw)
    except Exception:
        raise error from None

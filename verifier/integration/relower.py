"""Lowering a graph again where its lowered program keeps a conflict.

The checks of the lowering (`lowering`) leave a conflict in the program where nothing in the
schedule could remove it. Outside audit mode the graph is then lowered again from the graph
Inductor was handed, caches off (the entry of the lowering with the conflict is never served),
with one of two remedies, as long as a lowering keeps a conflict that a remedy not yet taken
addresses (each round grows one of two finite sets, so the rounds end):
- applied rewrites feed it (the FX nodes its kernels were lowered from, or, where none of them is
  among those, every applied rewrite of the graph): they are withheld, their clones kept (a writer
  whose output was placed in a dead input, `running.dead_inputs`, first loses only the placement);
- otherwise, a race in the kernel of a `copy_` (an input's write-back, say): its source is
  realized into a buffer of its own first (`prims.inductor_force_stride_order`, the identity on
  values). Inductor lowers a `copy_` into the destination's storage by inlining the source's
  loader (`mutate_to`); where the source is a view of a value not yet computed, that loader reads
  the destination itself, at other elements, in the kernel that writes it. Realized, the source is
  computed, whole, before the copy.
Before any of it, outside audit mode, every `as_strided` whose input is a view of a storage the
graph holds whole is taken from that base (`rebase`; the identity on values: `as_strided` places
its result by the storage, not by its input's view), in the graph and in the clones Inductor makes
of a Triton kernel's mutated arguments after reinplacing (`clone_preserve_strides`, the hook
"kernel_clones"): Inductor resolves an `as_strided`'s offset against the buffer its input was
realized into, which is the storage only when the input is the base (pytorch#192226: past the
buffer, `lowering.bounds` sees it; inside it, the wrong elements).
What Inductor's lowering then does is its own, and stays reported. A graph Inductor cannot lower
with the verifier's decisions at all is compiled with Inductor's own (`inductor_decides`).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any, Callable

import torch

from ..lowering.placement import storage_base
from ..running.dead_inputs import PLACED
from .caching import caches_off
from .hooks import installed
from .modes import Mode

log = logging.getLogger("verifier.backend")


def lower(mode: Mode, session: Any, graph: torch.fx.GraphModule, original: torch.fx.GraphModule, args: tuple,
          kw: dict, known: int, caching: bool, caches: bool) -> tuple[Any, bool]:
    """The graph compiled (and whether Inductor's FX-graph cache answered), lowered again while a
    conflict of its lowering has a remedy not yet taken (outside audit mode; see the module's doc)."""
    from torch._inductor.compile_fx import compile_fx_inner

    if mode.refuses and rebase(graph.graph):
        graph.recompile()
    with contextlib.nullcontext() if caches else caches_off():
        compiled = compile_fx_inner(graph, *args, **kw)
    if caching and caches and len(session.graphs) == known:
        return compiled, True
    new = session.graphs[known:]
    while mode.refuses:
        if withheld := feeding_conflicts(new) - session.withhold:
            session.withhold = session.withhold | withheld  # the next analysis keeps their clones
            log.warning("verified_inductor %s: the lowered program keeps a conflict that rewrites %s feed; "
                        "lowering again with their clones kept", mode, sorted(withheld))
        elif realize := racing_copies(new, original) - session.realize:
            session.realize = session.realize | realize
            log.warning("verified_inductor %s: the lowered program keeps a race in the copy %s; lowering "
                        "again with its source realized first", mode, sorted(realize))
        else:
            break
        forget_first_lowering()
        before = len(session.graphs)
        with caches_off():
            compiled = compile_fx_inner(lowered_graph(original, session.realize), *args, **kw)
        new = session.graphs[before:]
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
        origins = g.lowering.origins
        feeding = (applied & origins) or applied
        # a writer whose output was placed in a dead input that the conflict touches loses the
        # placement first, its own buffer then decided as before (`dead_inputs.PLACED`); where the
        # conflict does not touch that input, the writer's rewrites feed it as they did unplaced
        placed = {p.writer for p in g.placements if p.applied and p.source in origins}
        out |= {PLACED + name if name in placed else name for name in feeding}
    return out


def racing_copies(graphs: list, original: torch.fx.GraphModule) -> set[str]:
    """The `copy_` nodes of `original` among the FX origins of a race left in the lowering of the
    graphs just lowered: their sources are realized first in the next lowering."""
    origins = {o for g in graphs if g.lowering is not None for f in g.lowering.races for o in f.origins}
    return {n.name for n in original.graph.nodes if n.name in origins and n.target is torch.ops.aten.copy_.default}


AS_STRIDED = (torch.ops.aten.as_strided.default, torch.ops.aten.as_strided_copy.default)


def rebase(graph: torch.fx.Graph) -> int:
    """Each `as_strided` of `graph` whose input is a view of a storage another value of the graph
    holds whole, taken from that base (`storage_base`); how many. `as_strided` places its result by
    the storage, not by its input's view, so this is the identity on values; Inductor, which resolves
    the offset against whatever buffer the input was realized into (pytorch#192226), then reads the
    base's."""
    done = 0
    for node in graph.nodes:
        if node.op == "call_function" and node.target in AS_STRIDED and isinstance(node.args[0], torch.fx.Node):
            base = storage_base(node.args[0])
            if base is not node.args[0]:
                node.args = (base, *node.args[1:])
                done += 1
    return done


def kernel_clones_rebased(session: Any) -> Callable:
    """The hook "kernel_clones": Inductor's decomposition of functional Triton kernels, whose clones
    of the mutated arguments (`clone_preserve_strides`) are `as_strided` views of them, followed,
    outside audit mode, by `rebase` of the graph."""
    def hook(decompose: Callable) -> Callable:
        def run(graph: torch.fx.Graph, *args: Any, **kwargs: Any) -> Any:
            out = decompose(graph, *args, **kwargs)
            if session.mode.refuses:
                rebase(graph)
            return out

        return run

    return hook


def lowered_graph(original: torch.fx.GraphModule, realize: set[str]) -> torch.fx.GraphModule:
    """A copy of `original` to lower, the source of each `copy_` named in `realize` realized first:
    `prims.inductor_force_stride_order(src, its strides)`, whose values are the source's and which
    Inductor lowers to a buffer of its own (the strides from the source's fake value; a symbolic one
    read with `aten.sym_stride` from the graph); every `as_strided` taken from its storage's base
    (`rebase`)."""
    import torch._inductor.inductor_prims  # noqa: F401  (registers the prim)

    from ..compiler.inductor import copy_graph

    gm = copy_graph(original)
    rebase(gm.graph)
    for node in list(gm.graph.nodes):
        if node.name not in realize or node.target is not torch.ops.aten.copy_.default:
            continue
        src = node.args[1]
        val = src.meta.get("val") if isinstance(src, torch.fx.Node) else None
        if not isinstance(val, torch.Tensor):
            continue
        with gm.graph.inserting_before(node):
            strides = [s if isinstance(s, int) else gm.graph.call_function(torch.ops.aten.sym_stride.int, (src, d))
                       for d, s in enumerate(val.stride())]
            for d, s in enumerate(strides):
                if isinstance(s, torch.fx.Node):
                    s.meta["val"] = val.stride()[d]
            realized = gm.graph.call_function(torch.ops.prims.inductor_force_stride_order.default, (src, strides))
        with val.fake_mode if hasattr(val, "fake_mode") else contextlib.nullcontext():  # a tensor of its own
            realized.meta = {**src.meta, "val": torch.empty_strided(val.shape, val.stride(), dtype=val.dtype,
                                                                    device=val.device)}
        node.args = (node.args[0], realized, *node.args[2:])
    gm.recompile()
    return gm


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

"""Inductor's own reinplacing decision, for comparison: its pass run on a copy of the graph.

For Triton nodes the decision is the new `tensors_to_clone`: an argument that left it was
reinplaced. The captured graph is not modified.
"""

from __future__ import annotations

import contextlib
from typing import Any

import torch
import torch.fx

from .capture import capture_info


NOT_A_CANDIDATE = "not a candidate"  # Inductor's decision on an op outside its pass's table
BEYOND = "beyond Inductor"  # proven safe where Inductor's pass has no candidate


def copy_graph(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """A copy with the same node names and metadata (fake values shared, meta dicts copied). Its
    Python code is generated when first needed (a lazy GraphModule, as Inductor makes them): most
    copies are only read, and generating the code of a graph of thousands of nodes costs seconds."""
    graph = torch.fx.Graph()
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    out = graph.graph_copy(gm.graph, env)
    graph.output(out)
    try:
        from torch.fx._lazy_graph_module import _LazyGraphModule as Module
    except ImportError:  # a release without it: the code is made now
        Module = torch.fx.GraphModule
    new = Module(gm, graph)
    new.meta.update(gm.meta)
    return new


def fake_tensor_updater(cls, gm: torch.fx.GraphModule):
    """Inductor's FakeTensorUpdater takes the GraphModule in current torch, the Graph in 2.11."""
    import inspect

    first = next(iter(list(inspect.signature(cls.__init__).parameters)[1:]), "gm")
    return cls(gm.graph if first == "graph" else gm)


def inductor_rewrite(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """A copy of `gm` after Inductor's own reinplacing pass (`gm` is not modified)."""
    from torch._inductor.fx_passes.reinplace import reinplace_inplaceable_ops
    from torch._inductor.fx_utils import FakeTensorUpdater
    from torch._inductor.virtualized import V

    copy = copy_graph(gm)
    info = capture_info(gm)
    with kernels_in_side_table(info), V.set_fake_mode(info.fake_mode):
        reinplace_inplaceable_ops(fake_tensor_updater(FakeTensorUpdater, copy), copy.graph)
    copy.recompile()
    return copy


@contextlib.contextmanager
def kernels_in_side_table(info):
    """The kernels a captured graph names, in Dynamo's side table for the scope (a capture resets
    the table, and Inductor's pass and the graph's wrappers look kernels up there); its inverse
    made consistent, so that a kernel launched eagerly while the graph runs (a custom op's body
    calling wrap_triton) gets an index that names it."""
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table as table

    saved = (dict(table.id_to_kernel), dict(table.kernel_to_id), dict(table.constant_args))
    table.id_to_kernel.update(info.kernels)
    table.constant_args.update(info.constant_args)
    table.kernel_to_id.clear()
    table.kernel_to_id.update({k: i for i, k in table.id_to_kernel.items()})
    try:
        yield
    finally:
        for current, before in zip((table.id_to_kernel, table.kernel_to_id, table.constant_args), saved):
            current.clear()
            current.update(before)


def inductor_decisions(gm: torch.fx.GraphModule, rewritten: torch.fx.GraphModule | None = None) -> dict[tuple[str, str], str]:
    """(node, argument) -> "reinplace" or "clone", as Inductor's reinplacing pass decides
    (`rewritten`: `inductor_rewrite(gm)` when the caller has it already)."""
    functional = torch.ops.higher_order.triton_kernel_wrapper_functional
    auto_v2 = getattr(torch.ops.higher_order, "auto_functionalized_v2", None)
    before = {
        n.name: list(n.kwargs["tensors_to_clone"]) for n in gm.graph.nodes if n.target is functional
    }
    before.update({
        n.name: [str(i) for i in range(len(n.kwargs["_all_bases"]))] for n in gm.graph.nodes if n.target is auto_v2
    })
    from .ops import v1_candidate_names

    auto_v1 = torch.ops.higher_order.auto_functionalized
    v1_names = {}  # v1 candidate names per mutable argument: "xs[0]", "xs[1]" for a Tensor[]
    for n in gm.graph.nodes:
        if n.target is auto_v1:
            names = v1_candidate_names(n)
            before[n.name] = list(names)
            v1_names.update({(n.name, a): candidates for a, candidates in names.items()})
    copy = rewritten if rewritten is not None else inductor_rewrite(gm)
    after = {n.name: list(n.kwargs["tensors_to_clone"]) for n in copy.graph.nodes if n.target is functional}
    for n in copy.graph.nodes:
        if n.target is auto_v2 or n.target is auto_v1:
            kept = n.meta.get("only_clone_these_tensors")
            after[n.name] = before[n.name] if kept is None else [str(i) for i in kept]
    from .ops import encodings, op_name

    inplaceable = encodings().get("inplaceable", {})
    targets = {n.name: op_name(n.target) for n in copy.graph.nodes if n.op == "call_function"}
    out = {}
    # scatters: Inductor turns them into _generalized_scatter, reinplaces those it can and then
    # decomposes them; a reinplaced one became copy_(view(base), src), a kept one copies into a view
    # of a clone. Told apart by base and source: two scatters into one base may be decided apart
    scatter_ops = set(encodings().get("scatter", {}))
    inplace_scatters = set()
    for n in copy.graph.nodes:
        if n.op == "call_function" and n.target is torch.ops.aten.copy_.default and isinstance(n.args[1], torch.fx.Node):
            root = n.args[0]
            while (isinstance(root, torch.fx.Node) and root.op == "call_function" and root.args
                   and isinstance(root.args[0], torch.fx.Node) and getattr(root.target, "is_view", False)):
                root = root.args[0]
            if isinstance(root, torch.fx.Node) and root is not n.args[0] and root.target is not torch.ops.aten.clone.default:
                inplace_scatters.add((root.name, n.args[1].name))
    for n in gm.graph.nodes:
        if n.op == "call_function" and op_name(n.target) in scatter_ops and isinstance(n.args[0], torch.fx.Node):
            src = n.args[1].name if isinstance(n.args[1], torch.fx.Node) else None
            out[(n.name, "base")] = "reinplace" if (n.args[0].name, src) in inplace_scatters else "clone"
    for n in gm.graph.nodes:
        entry = inplaceable.get(op_name(n.target)) if n.op == "call_function" else None
        if entry is None:
            continue
        arg = n.args[entry["mutated"]]
        names = [f"self[{i}]" for i in range(len(arg))] if isinstance(arg, (list, tuple)) else ["self"]
        decision = "reinplace" if targets.get(n.name) == entry["inplace"] else "clone"
        for a in names:
            out[(n.name, a)] = decision
    with_effects = getattr(torch.ops.higher_order, "with_effects", None)
    wrapped = {n.name: op_name(n.args[1]) for n in copy.graph.nodes if n.target is with_effects and len(n.args) > 1}
    for n in gm.graph.nodes:  # an inplaceable op inside with_effects: Inductor swaps the op in place
        entry = inplaceable.get(op_name(n.args[1])) if n.target is with_effects and len(n.args) > 1 else None
        if entry is not None:
            out[(n.name, "self")] = "reinplace" if wrapped.get(n.name) == entry["inplace"] else "clone"
    for name, args in before.items():
        for a in args:
            for c in v1_names.get((name, a), [a]):
                out[(name, c)] = "clone" if a in after.get(name, args) else "reinplace"
    return out


def generates_own_kernel(target: Any) -> bool:
    """Inductor lowers `target` to a kernel it generates itself (pointwise ops, copies, fills,
    scatters: its own IR, fusable with their neighbours, into buffers it may reuse), rather than to
    a call of a library kernel (the GEMMs and convolutions of `torch._inductor.kernel`, fallbacks to
    ATen). Read from Inductor's lowering table: a lowering defined in `torch._inductor.lowering`
    that is not a fallback handler is its own kernel."""
    from torch._inductor.lowering import lowerings

    if torch.Tag.pointwise in getattr(target, "tags", ()):
        return True
    fn = lowerings.get(target)
    if fn is None or getattr(fn, "_is_fallback_handler", False):
        return False  # an ATen call (implicit or explicit fallback)
    return getattr(fn, "__module__", "") == "torch._inductor.lowering"


def decidable_nodes(gm: torch.fx.GraphModule) -> dict[str, str]:
    """Every node that Inductor's reinplacing pass can decide on, by name, with its kind: read
    from the pass's own tables (inplaceable ops, foreach ops, Triton wrappers), the custom-op and
    effect wrappers it handles, and the scatters it turns into `_generalized_scatter`."""
    from torch._inductor.fx_passes import reinplace as pass_

    from .ops import encodings, op_name

    hop = torch.ops.higher_order
    custom = (hop.auto_functionalized, getattr(hop, "auto_functionalized_v2", None))
    with_effects = getattr(hop, "with_effects", None)
    tables = {**getattr(pass_, "inplaceable_ops", {}), **getattr(pass_, "inplaceable_foreach_ops", {})}
    scatters = set(encodings().get("scatter", {}))
    out = {}
    for n in gm.graph.nodes:
        if n.op != "call_function":
            continue
        if n.target in getattr(pass_, "inplaceable_triton_ops", ()):
            out[n.name] = "triton kernel"
        elif n.target in custom:
            out[n.name] = "custom op"
        elif n.target is with_effects and with_effects is not None:
            if len(n.args) > 1 and n.args[1] in tables:  # the pass handles an inplaceable op inside
                out[n.name] = "effectful op"
        elif n.target in tables:
            out[n.name] = "inplaceable op"
        elif op_name(n.target) in scatters:
            out[n.name] = "scatter"
    return out


def decision_on(decisions: dict[tuple[str, str], str], candidate: Any) -> str | None:
    """Inductor's decision on `candidate`, from `inductor_decisions`: an op written in place
    through its own in-place or out= form is outside its pass's table ("not a candidate")."""
    return decisions.get((candidate.node, candidate.arg), NOT_A_CANDIDATE if candidate.form else None)


def annotate(report, gm: torch.fx.GraphModule, rewritten: torch.fx.GraphModule | None = None) -> None:
    """Record Inductor's decision on each candidate of `report` (in `candidate.inductor`)."""
    decisions = inductor_decisions(gm, rewritten)
    for c in report.candidates:
        c.inductor = decision_on(decisions, c)
    for link in report.links:
        link.inductor = decisions.get((link.node, "base"))

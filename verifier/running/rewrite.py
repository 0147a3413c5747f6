"""Rewriting: apply exactly the rewrites a report proved, on a copy of the graph.

In program order, as they were proved: a safe kernel candidate leaves `tensors_to_clone` and
the users of its result read the argument itself; a safe scatter link writes its src into the
region of its base in place (nothing, when src already is that region) and its users read the
base; write-back `copy_` nodes that became self-copies are erased.
"""

from __future__ import annotations

import operator

import torch
import torch.fx

from ..compiler.inductor import copy_graph
from ..compiler.ops import base_results, encodings, op_name, resolve_op, v1_mutable_args
from ..proof.report import Candidate, Link, Report, Verdict


def force(gm: torch.fx.GraphModule, report: Report, target: "Candidate | Link") -> torch.fx.GraphModule:
    """A new graph with `target` (a candidate or a scatter link of `report`, whatever its verdict)
    applied on top of the rewrites proven before it in program order; for experiments and for
    counterexamples. Nothing in it is proven: compare it by execution."""
    import copy

    order = {n.name: i for i, n in enumerate(gm.graph.nodes)}
    if target.node not in order:
        raise ValueError(f"{target.node} is not a node of this graph")
    here = order[target.node]
    forced = copy.copy(report)
    forced.candidates = []
    for c in report.candidates:
        c = copy.copy(c)
        c.applied = (c.applied and order[c.node] < here) or (c.node == target.node and (
            c.arg == getattr(target, "arg", None) or (c.applied and order[c.node] == here)))
        forced.candidates.append(c)
    forced.links = []
    for link in report.links:
        if link.node == target.node or (link.verdict is Verdict.SAFE and order[link.node] < here):
            link = copy.copy(link)
            link.verdict = Verdict.SAFE
            forced.links.append(link)
    forced.erased_copies = []
    new = copy_graph(gm)
    apply(new, forced)
    return new


def apply(new: torch.fx.GraphModule, report: Report) -> None:
    """Apply the rewrites `report` proved to `new` itself (a graph equal to the analysed one)."""
    nodes = {n.name: n for n in new.graph.nodes}
    safe_args: dict[str, list[str]] = {}
    for c in report.candidates:
        if c.applied:
            safe_args.setdefault(c.node, []).append(c.arg)
    links = {link.node: link for link in report.links if link.verdict is Verdict.SAFE}
    views = {k: v["view"] for k, v in encodings().get("scatter", {}).items()}
    inplaceable = encodings().get("inplaceable", {})

    auto_v2 = getattr(torch.ops.higher_order, "auto_functionalized_v2", None)
    for node in list(new.graph.nodes):
        proven = safe_args.get(node.name, [])
        # Every custom-op node gets its decision written, proven or not: a missing one means
        # "clone nothing" to torch 2.11's decomposition and "clone everything" to later ones.
        if node.target is auto_v2:
            reinplace_custom_op(node, [int(a) for a in proven])
        elif node.target is torch.ops.higher_order.auto_functionalized:
            reinplace_custom_op_v1(node, proven)
        elif proven and op_name(node.target) in inplaceable:
            _reinplace_aten(node, inplaceable[op_name(node.target)])
        elif proven:
            _reinplace_kernel(node, proven)
        elif node.name in links:
            _reinplace_scatter(new.graph, node, views[op_name(node.target)], links[node.name].identity)
    for name in report.erased_copies:
        node = nodes[name]
        node.replace_all_uses_with(node.args[0])
        new.graph.erase_node(node)
    new.graph.lint()
    new.recompile()


def _reinplace_kernel(node: torch.fx.Node, args: list[str]) -> None:
    kwargs = dict(node.kwargs)
    kernel_args = kwargs["kwargs"]
    kwargs["tensors_to_clone"] = [a for a in kwargs["tensors_to_clone"] if a not in args]
    node.kwargs = kwargs
    if "eager_input_vals" in node.meta:  # keep the container types Inductor's own pass leaves there
        from torch.fx.immutable_collections import immutable_dict, immutable_list

        e_args, e_kwargs = node.meta["eager_input_vals"]
        e_kwargs = immutable_dict({**e_kwargs, "tensors_to_clone": immutable_list(kwargs["tensors_to_clone"])})
        node.meta["eager_input_vals"] = (e_args, e_kwargs)
    for user in list(node.users):
        if user.target is operator.getitem and user.args[1] in args:
            user.replace_all_uses_with(kernel_args[user.args[1]])
            node.graph.erase_node(user)


def reinplace_custom_op(node: torch.fx.Node, indices: list[int]) -> None:
    """Tell the decomposition which bases to clone; users of a reinplaced base's result read the base."""
    bases = list(node.kwargs["_all_bases"])
    node.meta["only_clone_these_tensors"] = [i for i in range(len(bases)) if i not in indices]
    for i, user in base_results(node, len(bases)).items():
        if user is not None and i in indices:
            user.replace_all_uses_with(bases[i])
            node.graph.erase_node(user)


def reinplace_custom_op_v1(node: torch.fx.Node, names: list[str]) -> None:
    """v1: the mutable arguments to keep cloning, by name (a Tensor[] argument when all its elements
    `xs[j]` were proved); users of a reinplaced one's result read it."""
    mutable = v1_mutable_args(node)

    def proven(a):
        v = node.kwargs[a]
        return a in names if isinstance(v, torch.fx.Node) else all(f"{a}[{j}]" in names for j in range(len(v)))

    node.meta["only_clone_these_tensors"] = [a for a in mutable if not proven(a)]
    for i, user in base_results(node, len(mutable)).items():
        if user is None or not proven(mutable[i]):
            continue
        arg = node.kwargs[mutable[i]]
        if isinstance(arg, torch.fx.Node):
            user.replace_all_uses_with(arg)
        else:
            for element in list(user.users):
                if element.target is operator.getitem:
                    element.replace_all_uses_with(arg[element.args[1]])
                    node.graph.erase_node(element)
            if user.users:
                continue  # the list itself is still read: keep it
        node.graph.erase_node(user)


def _reinplace_aten(node: torch.fx.Node, entry: dict) -> None:
    """The functional op becomes its in-place variant; users of a list result's elements read them."""
    node.target = resolve_op(entry["inplace"])
    arg = node.args[entry["mutated"]]
    if isinstance(arg, (list, tuple)):  # foreach: the in-place variant returns nothing
        for user in list(node.users):
            if user.target is operator.getitem:
                user.replace_all_uses_with(arg[user.args[1]])
                node.graph.erase_node(user)


def _reinplace_scatter(graph: torch.fx.Graph, node: torch.fx.Node, view_name: str, identity: bool) -> None:
    base, src, rest = node.args[0], node.args[1], node.args[2:]
    if not identity:
        view = resolve_op(view_name)
        with graph.inserting_before(node):
            region = graph.call_function(view, (base, *rest), dict(node.kwargs))
            copy = graph.call_function(torch.ops.aten.copy_.default, (region, src))
        region.meta["val"] = _fake(view, base, rest, node.kwargs)
        copy.meta["val"] = region.meta["val"]
    node.replace_all_uses_with(base)
    graph.erase_node(node)


def _fake(view, base: torch.fx.Node, rest: tuple, kwargs: dict):
    """The fake value of `view(base, *rest)`, so that later passes see the region's layout."""
    val = base.meta.get("val")
    mode = getattr(val, "fake_mode", None)
    if mode is None:
        return None

    from ..compiler.ops import meta_values

    with mode:
        return view(val, *[meta_values(a) for a in rest], **{k: meta_values(v) for k, v in kwargs.items()})

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
from ..compiler.ops import base_results, encodings, inplaceable_entry, op_name, out_variant, resolve_op, v1_candidate_names, v1_results
from ..proof.report import Candidate, Link, Report, Verdict
from .guarded import reinplace_guarded


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
        if c.node == target.node:
            c.guard = ()  # the forced rewrite itself, unguarded
        forced.candidates.append(c)
    forced.links = []
    for link in report.links:
        if link.node == target.node or (link.applied and order[link.node] < here):
            link = copy.copy(link)
            link.verdict, link.applied = Verdict.SAFE, True
            forced.links.append(link)
    forced.erased_copies = []
    new = copy_graph(gm)
    apply(new, forced)
    return new


def saved_bytes(gm: torch.fx.GraphModule | None, candidate: Candidate) -> int:
    """The bytes of the clone a candidate's rewrite removes: the size of the tensor it writes in
    place (0 when its size is symbolic, or the graph is not at hand)."""
    if gm is None:
        return 0
    node = next((n for n in gm.graph.nodes if n.name == candidate.mutated), None)
    val = node.meta.get("val") if node is not None else None
    if isinstance(val, torch.Tensor) and all(isinstance(s, int) for s in val.shape):
        return val.numel() * val.element_size()
    return 0


def rewrites(report: Report) -> bool:
    """Whether `apply` changes the graph's nodes (it always writes the custom ops' decisions)."""
    return (any(c.applied for c in report.candidates) or any(link.applied for link in report.links)
            or bool(report.erased_copies))


def apply(new: torch.fx.GraphModule, report: Report) -> None:
    """Apply the rewrites `report` proved to `new` itself (a graph equal to the analysed one); its code
    is made again where a node changed."""
    nodes = {n.name: n for n in new.graph.nodes}
    safe_args: dict[str, list[str]] = {}
    guards: dict[str, set[tuple[str, str]]] = {}  # kernel node -> the (kind, argument) preconditions a run-time check tests
    sinks = {c.node: c.sink for c in report.candidates if c.applied and c.sink}
    for c in report.candidates:
        if c.applied:
            safe_args.setdefault(c.node, []).append(c.arg)
            if c.guard:
                guards.setdefault(c.node, set()).update(c.guard)
    links = {link.node: link for link in report.links if link.applied}
    views = {k: v["view"] for k, v in encodings().get("scatter", {}).items()}

    auto_v2 = getattr(torch.ops.higher_order, "auto_functionalized_v2", None)
    for node in list(new.graph.nodes):
        proven = safe_args.get(node.name, [])
        # Every custom-op node gets its decision written, proven or not: a missing one means
        # "clone nothing" to torch 2.11's decomposition and "clone everything" to later ones.
        if node.target is auto_v2:
            reinplace_custom_op(node, [int(a) for a in proven])
        elif node.target is torch.ops.higher_order.auto_functionalized:
            reinplace_custom_op_v1(node, proven)
        elif proven == ["out"] and out_variant(node.target) is not None:
            _write_out(new.graph, node, nodes[sinks[node.name]], views)
        elif proven and node.target is getattr(torch.ops.higher_order, "with_effects", None):
            _reinplace_effectful(node, inplaceable_entry(node.args[1]))
        elif proven and (entry := inplaceable_entry(node.target)) is not None:
            _reinplace_aten(node, entry)
        elif proven and node.name in guards:
            reinplace_guarded(node, proven, sorted(guards[node.name]))
        elif proven:
            _reinplace_kernel(node, proven)
        elif node.name in links:
            _reinplace_scatter(new.graph, node, views[op_name(node.target)], links[node.name].identity)
    for name in report.erased_copies:
        node = nodes[name]
        node.replace_all_uses_with(node.args[0])
        new.graph.erase_node(node)
    if rewrites(report):
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
    candidates = v1_candidate_names(node)
    mutable = list(candidates)

    def proven(a):
        return all(name in names for name in candidates[a])

    node.meta["only_clone_these_tensors"] = [a for a in mutable if not proven(a)]
    for i, user in v1_results(node).items():
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


def _reinplace_effectful(node: torch.fx.Node, entry: dict) -> None:
    """`with_effects(token, op, *args)` calls op's in-place variant, as Inductor's pass rewrites it:
    users of the result (item 1) read the tensor written; the token (item 0) stays."""
    node.update_arg(1, resolve_op(entry["inplace"]))
    written = node.args[2 + entry["mutated"]]
    for user in list(node.users):
        if user.target is operator.getitem and user.args[1] == 1:
            user.replace_all_uses_with(written)
            node.graph.erase_node(user)


def _write_out(graph: torch.fx.Graph, node: torch.fx.Node, sink: torch.fx.Node, views: dict[str, str]) -> None:
    """The op writes its result through its out= form where `sink`, a scatter or a copy, would
    store it: the scatter's region of its base, the copy's destination (the sink is then a
    self-copy: a proven link or an erased copy goes, a forced one stays and changes nothing);
    its other users read those bytes."""
    if sink.target is torch.ops.aten.copy_.default:  # a copy: the destination itself
        region = sink.args[0]
    else:
        base, rest = sink.args[0], sink.args[2:]
        view = resolve_op(views[op_name(sink.target)])
        with graph.inserting_before(node):
            region = graph.call_function(view, (base, *rest), dict(sink.kwargs))
        region.meta["val"] = _fake(view, base, rest, sink.kwargs)
    with graph.inserting_before(node):
        written = graph.call_function(out_variant(node.target), node.args, {**node.kwargs, "out": region})
    written.meta = {**node.meta, "val": region.meta["val"]}
    node.replace_all_uses_with(written)
    graph.erase_node(node)


def for_inductor(gm: torch.fx.GraphModule) -> None:
    """Make the rewritten graph one that Inductor lowers. It has no lowering for out= overloads
    ("out= ops aren't yet supported"), and an in-place aten op with no lowering of its own
    (`addmm_`) it calls as an implicit fallback, which it refuses where torch has a decomposition
    of the op and the environment says CI. Each becomes a call of a mutating op of our own
    (`mutating_op`), which Inductor calls as a fallback, in place, on the tensor it is given."""
    changed = False
    for node in unlowered(gm):
        target, args, kwargs = node.target, list(node.args), dict(node.kwargs)
        written = kwargs.pop("out") if "out" in kwargs and _is_out_overload(target) else args.pop(0)
        with gm.graph.inserting_before(node):
            call = gm.graph.call_function(mutating_op(target), (written, *args), kwargs)
        call.meta = {k: v for k, v in node.meta.items() if k != "val"}
        node.replace_all_uses_with(written)
        gm.graph.erase_node(node)
        changed = True
    if changed:
        gm.graph.lint()
        gm.recompile()


def unlowered(gm: torch.fx.GraphModule) -> list[torch.fx.Node]:
    """The nodes `for_inductor` replaces: out= overloads, and in-place aten ops with no lowering."""
    from torch._inductor.lowering import lowerings

    def replaced(node: torch.fx.Node) -> bool:
        target = node.target
        if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload) or target.namespace != "aten":
            return False
        return ("out" in node.kwargs and _is_out_overload(target)) or (_writes_first(target) and target not in lowerings)

    return [n for n in gm.graph.nodes if replaced(n)]


def _is_out_overload(overload: torch._ops.OpOverload) -> bool:
    """`overload` is an out= overload: its keyword-only `out` is written and returned."""
    return any(a.name == "out" and a.kwarg_only and a.alias_info is not None and a.alias_info.is_write
               for a in overload._schema.arguments)


def _writes_first(overload: torch._ops.OpOverload) -> bool:
    args = overload._schema.arguments
    return bool(args) and str(args[0].type) == "Tensor" and args[0].alias_info is not None and args[0].alias_info.is_write \
        and not any(a.alias_info is not None and a.alias_info.is_write for a in args[1:])


_LIBRARY: list = []  # the torch.library fragment of the verifier_inplace namespace, once made
_MUTATING: dict = {}


def mutating_op(overload: torch._ops.OpOverload) -> torch._ops.OpOverload:
    """`verifier_inplace::<op>_<overload>(Tensor(a!) written, <the other arguments>) -> ()`, which
    calls `overload`: an out= overload with `written` as its `out`, an in-place one with it as
    its `self`. Its schema is the overload's own, the written tensor first, returning nothing."""
    if overload in _MUTATING:
        return _MUTATING[overload]
    if not _LIBRARY:
        _LIBRARY.append(torch.library.Library("verifier_inplace", "FRAGMENT"))
    lib = _LIBRARY[0]
    name = f"{overload.overloadpacket.__name__}_{overload._overloadname}"
    text = str(overload._schema)  # aten::mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
    params = _split_arguments(text[text.index("(") + 1:text.rindex(") ->")])
    out = _is_out_overload(overload)
    if out:
        params = [p for p in params if not p.endswith(" out")]
        if params and params[-1] == "*":
            params.pop()
        params.insert(0, "Tensor(a!) out")
    lib.define(f"{name}({', '.join(params)}) -> ()")

    def impl(written, *args, **kwargs):
        if out:
            overload(*args, **kwargs, out=written)
        else:
            overload(written, *args, **kwargs)

    lib.impl(name, impl, "CompositeExplicitAutograd")
    op = _MUTATING[overload] = getattr(torch.ops.verifier_inplace, name).default
    return op


def _split_arguments(text: str) -> list[str]:
    """A schema's argument list split at its top-level commas."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    return parts + ([current.strip()] if current.strip() else [])


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


def restore_read(after: torch.fx.GraphModule, before: torch.fx.GraphModule, reader: str, position: int,
                 dropped: str) -> bool:
    """Undo a drop: node `reader` of `after` reads again the value of `dropped`, made as the graph
    `before` made it. `dropped` and the nodes the passes removed on its way are copied back from
    `before`, where it made them (before the first node that followed them there); True when done,
    False when they cannot be placed (an argument made later than that in `after`)."""
    now = {n.name: n for n in after.graph.nodes}
    old = {n.name: n for n in before.graph.nodes}
    target = now.get(reader)
    if target is None or dropped not in old:
        return False
    if dropped in now:  # the dropped node is still there: read it again
        return _reread(target, position, now[dropped])
    order = {n.name: i for i, n in enumerate(before.graph.nodes)}
    missing, todo = [], [old[dropped]]
    while todo:  # the dropped node and the removed nodes it reads, in `before`'s order
        n = todo.pop()
        if n.name in now or n in missing:
            continue
        missing.append(n)
        todo.extend(n.all_input_nodes)
    missing.sort(key=lambda n: order[n.name])
    start = order[missing[0].name]
    anchor = next((n for n in after.graph.nodes if order.get(n.name, -1) > start), None)
    if anchor is None:
        return False
    position_of = {n: i for i, n in enumerate(after.graph.nodes)}
    made: dict[torch.fx.Node, torch.fx.Node] = {}

    def mapped(n: torch.fx.Node) -> torch.fx.Node:
        return made[n] if n in made else now[n.name]

    remade = set(missing)
    for n in missing:  # every argument is made again with it, or made in `after` before the anchor
        if any(x not in remade and (x.name not in now or position_of[now[x.name]] >= position_of[anchor])
               for x in n.all_input_nodes):
            return False
    with after.graph.inserting_before(anchor):
        for n in missing:
            made[n] = after.graph.node_copy(n, mapped)
    return _reread(target, position, made[old[dropped]])


def _reread(node: torch.fx.Node, position: int, value: torch.fx.Node) -> bool:
    """Node `node` reads `value` as its input number `position` (in the order of its arguments)."""
    count = [0]

    def swap(n: torch.fx.Node) -> torch.fx.Node:
        i, count[0] = count[0], count[0] + 1
        return value if i == position else n

    node.args = torch.fx.node.map_arg(node.args, swap)
    node.kwargs = {k: torch.fx.node.map_arg(node.kwargs[k], swap) for k in sorted(node.kwargs)} | {}
    return True

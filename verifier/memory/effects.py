"""The memory model: storages, layouts and the accesses of every node of a graph.

Each tensor value lives in a storage (inputs and constants in their own, views in their base's,
every other op's result in a fresh one; identity is taken from the fake tensors, as Inductor
does). Each node reads and writes regions of storages at its position in program order:
schemas say which ops are views and which write their arguments, `encodings/ops.toml` says
what they do not (ops that read nothing, scatters and their regions, copies). After the last
node, the outputs and the full contents of every graph input are read.

An op whose effect cannot be derived is opaque; candidates that it can reach are unknown.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
from typing import Any, Callable

import torch
import torch.fx

from ..compiler.ops import (
    encodings,
    inplaceable_entry,
    is_tensor,
    meta_values,
    op_name,
    tensor_nodes,
)
from .calls import CustomOpCall, InplaceableCall, KernelCall, custom_op_call, custom_op_call_v1, inplaceable_call
from .layout import Layout
from .regions import region as region_of
from .regions import views_in


@dataclasses.dataclass(frozen=True)
class Access:
    """One read or write of the bytes of `value` (all of them, or those outside `outside`)."""

    time: int
    node: torch.fx.Node | None  # None for the end-of-graph reads
    value: torch.fx.Node
    kind: str  # "read" or "write"
    what: str  # for people: "src_ptr", "output 0", "final contents of input x"
    outside: Layout | None = None  # excluded region, in the coordinates of `value`'s storage

    @property
    def performer(self) -> str:
        return self.node.name if self.node is not None else "end of graph"


@dataclasses.dataclass
class Scatter:
    """A scatter node: its base, its src, and the region of base it replaces."""

    node: torch.fx.Node
    base: torch.fx.Node
    src: torch.fx.Node
    region: Layout  # in the coordinates of base's storage
    # the same view of the result, where src's element i lands: worked out when first asked (a
    # fake view of symbolic sizes costs milliseconds), None when it cannot be
    place: Callable[[], Layout | None] = lambda: None

    @functools.cached_property
    def placed(self) -> Layout | None:
        return self.place()


@dataclasses.dataclass
class MemoryModel:
    gm: torch.fx.GraphModule
    time: dict[torch.fx.Node, int]
    end: int
    storage: dict[torch.fx.Node, str]  # tensor value -> its storage's name
    layout: dict[torch.fx.Node, Layout]
    accesses: list[Access]
    kernels: list[KernelCall]
    custom_ops: list[CustomOpCall]
    inplaceables: list[InplaceableCall]
    scatters: dict[torch.fx.Node, Scatter]
    copies: list[torch.fx.Node]
    inputs: dict[str, list[torch.fx.Node]]  # input storage -> its placeholders
    opaque: dict[torch.fx.Node, str]  # node -> why its effect is unknown

    def values_in(self, storage: str) -> list[torch.fx.Node]:
        return [v for v, s in self.storage.items() if s == storage]


def build(gm: torch.fx.GraphModule, fake_mode: Any = None, dead_inputs: frozenset[str] = frozenset()) -> MemoryModel:
    """Derive storages, layouts and accesses for every node of `gm` (which is not modified).
    `dead_inputs`: placeholders whose contents nobody reads after the graph (a backward's donated
    saved tensors): no final read of them (another placeholder of their storage keeps its own)."""
    from torch.multiprocessing.reductions import StorageWeakRef

    enc = encodings()
    read_nothing = set(enc.get("read_nothing", {}).get("ops", []))
    scatter_views = {k: v["view"] for k, v in enc.get("scatter", {}).items()}
    copy_ops = set(enc.get("copy", {}).get("ops", []))
    in_flight = set(enc.get("in_flight_inputs", {}).get("ops", []))
    alias_ops = set(enc.get("alias", {}).get("ops", []))
    functional_triton = torch.ops.higher_order.triton_kernel_wrapper_functional

    nodes = list(gm.graph.nodes)
    time = {n: i for i, n in enumerate(nodes)}
    storage: dict[torch.fx.Node, str] = {}
    layout: dict[torch.fx.Node, Layout] = {}
    names: dict[Any, str] = {}
    accesses: list[Access] = []
    kernels: list[KernelCall] = []
    custom_ops: list[CustomOpCall] = []
    inplaceables: list[InplaceableCall] = []
    scatters: dict[torch.fx.Node, Scatter] = {}
    auto_v2 = getattr(torch.ops.higher_order, "auto_functionalized_v2", None)
    copies: list[torch.fx.Node] = []
    inputs: dict[str, list[torch.fx.Node]] = {}
    opaque: dict[torch.fx.Node, str] = {}
    known_views: dict | None = None  # made at the first scatter (`_views_in`)

    for n in nodes:
        val = n.meta.get("val")
        if is_tensor(val):
            key = StorageWeakRef(val.untyped_storage())
            storage[n] = names.setdefault(key, n.name)
            layout[n] = Layout.of(val)
            if n.op in ("placeholder", "get_attr"):
                inputs.setdefault(storage[n], []).append(n)
            if n.op == "call_function" and op_name(n.target) in alias_ops and n.args and n.args[0] in storage:
                storage[n], layout[n] = storage[n.args[0]], layout[n.args[0]]

    def read(n, v, what, outside=None):
        accesses.append(Access(time[n], n, v, "read", what, outside))

    def write(n, v, what):
        accesses.append(Access(time[n], n, v, "write", what))

    for n in nodes:
        if n.op != "call_function":
            continue
        target = n.target
        if target is operator.getitem:
            continue
        if target is functional_triton:
            kw = dict(n.kwargs["kwargs"])
            clone = list(n.kwargs["tensors_to_clone"])
            results: dict[str, torch.fx.Node | None] = {a: None for a in clone}
            for u in n.users:
                if u.target is operator.getitem and u.args[1] in results:
                    results[u.args[1]] = u
            for arg, v in kw.items():
                if isinstance(v, torch.fx.Node) and v in storage:
                    read(n, v, arg)
            for arg, r in results.items():
                if r is not None and r in storage:
                    write(n, r, arg)
            kernels.append(KernelCall(n, kw, clone, results))
            continue
        if target is auto_v2 or target is torch.ops.higher_order.auto_functionalized:
            call = custom_op_call(n, fake_mode) if target is auto_v2 else custom_op_call_v1(n)
            if call is None:
                opaque[n] = "cannot read the view information of auto_functionalized_v2"
                for v in tensor_nodes([n.args, n.kwargs]):
                    read(n, v, "argument")
                continue
            for arg, v in call.others:
                read(n, v, arg)
            for i, b in enumerate(call.bases):
                read(n, b, f"base {i}")
            for i, r in call.results.items():
                if r is not None and r in storage:
                    write(n, r, f"base {i}")
            custom_ops.append(call)
            continue
        name = op_name(target)
        if name in copy_ops:
            dst, src = n.args[0], n.args[1]
            read(n, src, "src")
            write(n, dst, "dst")
            copies.append(n)
            continue
        if name in scatter_views:
            base, src = n.args[0], n.args[1]
            if known_views is None:
                known_views = views_in(gm, set(scatter_views.values()))
            region = region_of(scatter_views[name], base, n.args[2:], n.kwargs, fake_mode, known_views)
            if region is None:
                opaque[n] = f"cannot compute the region of {name}"
                for v in tensor_nodes([n.args, n.kwargs]):
                    read(n, v, "argument")
                continue
            read(n, base, "base outside the scattered region", outside=region)
            read(n, src, "src")
            scatters[n] = Scatter(n, base, src, region, functools.partial(
                region_of, scatter_views[name], n, n.args[2:], n.kwargs, fake_mode))
            continue
        if name in read_nothing:
            continue
        entry = inplaceable_entry(target)
        if entry is not None:
            call = inplaceable_call(n, entry)
            if call is not None:
                inplaceables.append(call)  # and its effects as any functional op, below
        tensors = tensor_nodes([n.args, n.kwargs])
        if target is getattr(torch.ops.higher_order, "with_effects", None):
            # with_effects(token, op, *args): op's own effects on its arguments; the token orders
            # effectful calls and holds no data, the op's results are items 1.. of the wrapper's
            inner = n.args[1] if len(n.args) > 1 else None
            schema = getattr(inner, "_schema", None)
            if schema is None:
                opaque[n] = f"with_effects around {op_name(inner)}: an op without a schema"
                for v in tensors:
                    read(n, v, "argument")
                    write(n, v, "argument (opaque op)")
                continue
            args = tuple(n.args[2:])
            entry = inplaceable_entry(inner)
            call = inplaceable_call(n, entry, args, wrapped=True) if entry is not None else None
            if call is not None:
                inplaceables.append(call)
            for v in tensor_nodes([args, n.kwargs]):
                read(n, v, "argument")
            for v in _written_args(n, schema, args):
                write(n, v, "argument (in place)")
            continue
        schema = getattr(_overload(n), "_schema", None)  # a packet's: the overload its arguments select
        if schema is None and _ordering_only(gm, n, in_flight):
            for v in tensors:  # the dependencies taken as read there (kept alive until then)
                read(n, v, "argument")
            continue
        if schema is None:
            if tensors:
                opaque[n] = f"no known effect for {name}"
                for v in tensors:
                    read(n, v, "argument")
                    write(n, v, "argument (opaque op)")
            continue
        if any(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns):
            continue  # a view: shares its base's storage, reads nothing
        launch = launch_waited(n)
        if launch is not None and op_name(launch.target) in in_flight:  # reads its inputs until this wait
            for v in tensor_nodes([launch.args, {k: a for k, a in launch.kwargs.items() if k != "out"}]):
                if v in storage:
                    accesses.append(Access(time[n], launch, v, "read", f"argument, in flight until {n.name}"))
        if name in alias_ops:
            continue  # its result is its argument's bytes
        written = _written_args(n, schema)
        for v in tensors:
            read(n, v, "argument")
        for v in written:
            write(n, v, "argument (in place)")

    end = len(nodes)
    out_node = next((n for n in nodes if n.op == "output"), None)
    if out_node is not None:
        outs = out_node.args[0] if out_node.args else ()
        outs = outs if isinstance(outs, (list, tuple)) else (outs,)
        for i, v in enumerate(outs):
            if isinstance(v, torch.fx.Node) and v in storage:
                accesses.append(Access(end, None, v, "read", f"output {i}"))
    for st, phs in inputs.items():
        for p in phs:
            if p.name not in dead_inputs:
                accesses.append(Access(end, None, p, "read", f"final contents of input {p.name}"))

    accesses.sort(key=lambda a: (a.time, a.kind != "read"))
    return MemoryModel(gm, time, end, storage, layout, accesses, kernels, custom_ops, inplaceables, scatters, copies, inputs, opaque)


def _overload(n: torch.fx.Node) -> Any:
    """The op a node calls: an OpOverloadPacket (compiled autograd's graphs call `aten.split`)
    resolved to the overload its arguments select, as the dispatcher would; the target itself
    otherwise, or when no overload fits. Its schema gives the node's effects (a packet's own
    candidates stay undecided: the rewrite names ops by overload)."""
    target = n.target
    if not isinstance(target, torch._ops.OpOverloadPacket):
        return target
    try:
        name = torch._C._jit_resolve_packet(target._qualified_op_name, *meta_values(n.args),
                                            **{k: meta_values(v) for k, v in n.kwargs.items()})
        return getattr(target, name)
    except Exception:
        return target


def launch_waited(n: torch.fx.Node) -> torch.fx.Node | None:
    """For a `wait_tensor`, the collective whose result it waits for (through the item of a
    coalesced one's list); None for other nodes."""
    if op_name(n.target) != "_c10d_functional.wait_tensor.default" or not n.args:
        return None
    src = n.args[0]
    if isinstance(src, torch.fx.Node) and src.target is operator.getitem:
        src = src.args[0]
    if isinstance(src, torch.fx.Node) and src.op == "call_function" \
            and op_name(src.target).startswith("_c10d_functional.") and src.target is not n.target:
        return src
    return None


def _written_args(n: torch.fx.Node, schema: Any, args: tuple | None = None) -> list[torch.fx.Node]:
    args = n.args if args is None else args
    out = []
    for i, a in enumerate(schema.arguments):
        if a.alias_info is None or not a.alias_info.is_write:
            continue
        v = args[i] if i < len(args) else n.kwargs.get(a.name)
        out.extend(tensor_nodes([v]))
    return out


def _ordering_only(gm: torch.fx.GraphModule, n: torch.fx.Node, in_flight: set) -> bool:
    """`control_deps(deps, subgraph, *args)`: Inductor's post-grad passes wrap an op in it to run it
    after `deps` (random ops in program order under `fallback_random`, a collective's neighbours);
    it computes `subgraph(*args)`. True when every op of the subgraph has a schema, writes none of
    its arguments and does not go on reading them after it returns (no collective of `in_flight`,
    whose reads last until its wait): the node then reads its tensors and writes nothing (its
    result is the op's, a fresh tensor or a view, as its fake value's storage says)."""
    target = n.target
    if not (isinstance(target, torch._ops.HigherOrderOperator) and target.name() == "control_deps"):
        return False
    holder = n.args[1] if len(n.args) > 1 else None
    sub = getattr(gm, holder.target, None) if isinstance(holder, torch.fx.Node) and holder.op == "get_attr" else None
    if not isinstance(sub, torch.fx.GraphModule):
        return False
    for m in sub.graph.nodes:
        if m.op in ("placeholder", "output") or m.target is operator.getitem:
            continue
        schema = getattr(m.target, "_schema", None)
        if m.op != "call_function" or schema is None or schema.is_mutable or op_name(m.target) in in_flight:
            return False
    return True

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
import sys
from typing import Any, Callable

import torch
import torch.fx

from ..compiler.ops import (
    base_results,
    encodings,
    inplaceable_entry,
    is_tensor,
    meta_values,
    mutable_args,
    op_name,
    resolve_op,
    schema_of,
    tensor_nodes,
    v1_mutable_args,
)
from .layout import Layout


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
class KernelCall:
    """A `triton_kernel_wrapper_functional` node and what it touches."""

    node: torch.fx.Node
    args: dict[str, Any]  # kernel argument name -> node or constant
    tensors_to_clone: list[str]
    results: dict[str, torch.fx.Node | None]  # cloned argument -> the getitem that reads it


@dataclasses.dataclass
class CustomOpCall:
    """An `auto_functionalized_v2` node: the mutable op, its bases and the views of them it writes."""

    node: torch.fx.Node
    op: Any
    bases: list[torch.fx.Node]
    regions: dict[int, list[Layout]]  # base index -> layouts it writes, in the base's storage
    results: dict[int, torch.fx.Node | None]  # base index -> the getitem of the new base
    others: list[tuple[str, torch.fx.Node]]  # the op's other tensor arguments
    names: list[str] = dataclasses.field(default_factory=list)  # candidate name of each base
    version: int = 2  # auto_functionalized_v2, or 1: each mutable argument cloned on its own
    # v1: mutable argument -> its bases (one, or each element of a Tensor[]), which are rewritten together
    groups: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    # the op's arguments as it is called (fake tensors, views regenerated from the bases, values)
    arguments: dict[str, Any] = dataclasses.field(default_factory=dict)
    writers: dict[int, list[str]] = dataclasses.field(default_factory=dict)  # base index -> op arguments on it

    def body(self, trace: Callable[[Any, dict[str, Any]], Any]):
        """What the op's implementation reads and writes, in order, or why not: `trace(op, arguments)`
        (the callee analysis, `callees.custom_op.trace_body`) asked once, when a question needs it."""
        if "_body" not in self.__dict__:
            self.__dict__["_body"] = trace(self.op, self.arguments) if self.arguments else "arguments unknown"
        return self.__dict__["_body"]

    def body_note(self) -> str:
        """What the report says of the body: traced, why not, or that no question needed it."""
        if "_body" not in self.__dict__:
            return "body not traced: no question needed what it reads"
        body = self.__dict__["_body"]
        return f"contract: {body}" if isinstance(body, str) else "body traced: reads and writes in order"

    @property
    def name(self) -> str:
        return getattr(self.op, "_name", str(self.op))


@dataclasses.dataclass
class InplaceableCall:
    """A functional aten op with an in-place variant: the tensors it would write, and its results."""

    node: torch.fx.Node
    inplace: str  # the in-place variant's name
    mutated: list[torch.fx.Node]  # one tensor, or the elements of a list argument
    results: list[torch.fx.Node | None]  # the value replacing each mutated tensor
    others: list[tuple[str, torch.fx.Node]]  # every other tensor argument
    # "Inductor's table" (ops its reinplacing pass decides) or "in-place variant" (read from the
    # schemas: functionalization left out of place what may have been written in place)
    form: str = "Inductor's table"
    wrapped: bool = False  # the op runs inside `with_effects(token, op, *args)`; its result is item 1

    @property
    def op(self) -> Any:
        """The functional op (inside its `with_effects` wrapper, when wrapped)."""
        return self.node.args[1] if self.wrapped else self.node.target


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
class Program:
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


def build(gm: torch.fx.GraphModule, fake_mode: Any = None) -> Program:
    """Derive storages, layouts and accesses for every node of `gm` (which is not modified)."""
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
            call = _custom_op_call(n, fake_mode) if target is auto_v2 else _custom_op_call_v1(n)
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
                known_views = _views_in(gm, set(scatter_views.values()))
            region = _region(scatter_views[name], base, n.args[2:], n.kwargs, fake_mode, known_views)
            if region is None:
                opaque[n] = f"cannot compute the region of {name}"
                for v in tensor_nodes([n.args, n.kwargs]):
                    read(n, v, "argument")
                continue
            read(n, base, "base outside the scattered region", outside=region)
            read(n, src, "src")
            scatters[n] = Scatter(n, base, src, region, functools.partial(
                _region, scatter_views[name], n, n.args[2:], n.kwargs, fake_mode))
            continue
        if name in read_nothing:
            continue
        entry = inplaceable_entry(target)
        if entry is not None:
            call = _inplaceable_call(n, entry)
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
            call = _inplaceable_call(n, entry, args, wrapped=True) if entry is not None else None
            if call is not None:
                inplaceables.append(call)
            for v in tensor_nodes([args, n.kwargs]):
                read(n, v, "argument")
            for v in _written_args(n, schema, args):
                write(n, v, "argument (in place)")
            continue
        schema = getattr(_overload(n), "_schema", None)  # a packet's: the overload its arguments select
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
            accesses.append(Access(end, None, p, "read", f"final contents of input {p.name}"))

    accesses.sort(key=lambda a: (a.time, a.kind != "read"))
    return Program(gm, time, end, storage, layout, accesses, kernels, custom_ops, inplaceables, scatters, copies, inputs, opaque)


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


def _views_in(gm: torch.fx.GraphModule, view_names: set[str]) -> dict[tuple, Layout]:
    """The layout of each view the graph already computed (`slice_3 = slice(x, 0, 0, s)`), by
    what decides it (`_view_key`): a scatter that replaces the same view of a base of the same
    layout replaces a region of that layout, with no fake view made again."""
    out = {}
    for n in gm.graph.nodes:
        if n.op == "call_function" and n.args and op_name(n.target) in view_names:
            val, base = n.meta.get("val"), meta_values(n.args[0])
            key = _view_key(op_name(n.target), base, n.args[1:], n.kwargs)
            if isinstance(val, torch.Tensor) and key is not None:
                out.setdefault(key, Layout.of(val))
    return out


def _view_key(view_name: str, base: Any, args: tuple, kwargs: dict) -> tuple | None:
    """A view's layout depends on its base's layout and dtype and on its arguments, nothing else."""
    from .layout import value_key

    if not isinstance(base, torch.Tensor):
        return None

    def key(a):
        a = meta_values(a)
        if isinstance(a, (list, tuple)):
            return tuple(key(x) for x in a)
        if isinstance(a, torch.Tensor):
            raise TypeError("a tensor argument")  # not a view these keys describe
        return value_key(a)

    try:
        out = (view_name, tuple(map(value_key, base.shape)), tuple(map(value_key, base.stride())),
               value_key(base.storage_offset()), base.dtype, key(args), tuple(sorted((k, key(v)) for k, v in kwargs.items())))
        hash(out)
    except TypeError:
        return None
    return out


def _region(view_name: str, base: torch.fx.Node, args: tuple, kwargs: dict, fake_mode: Any,
            known_views: dict | None = None) -> Layout | None:
    """The layout of the region a scatter replaces: the view op applied to base's layout, by
    arithmetic on sizes and strides where that is exact (select, slice with plain-int bounds,
    as_strided), else the same view computed by the graph (`_views_in`), else the view op applied
    to base's fake value (a fake view with symbolic sizes costs milliseconds)."""
    import contextlib

    base_val = base.meta.get("val")
    arg_nodes, kwarg_nodes = args, kwargs
    args, kwargs = [meta_values(a) for a in args], {k: meta_values(v) for k, v in kwargs.items()}
    if isinstance(base_val, torch.Tensor):
        known = _view_layout(view_name, base_val, args, kwargs)
        if known is not None:
            return known
    if known_views:
        hit = known_views.get(_view_key(view_name, base_val, arg_nodes, kwarg_nodes))
        if hit is not None:
            return hit
    view = resolve_op(view_name)
    try:
        ctx = fake_mode if fake_mode is not None else contextlib.nullcontext()
        with ctx:
            region = view(base_val, *args, **kwargs)
    except Exception:
        return None
    return Layout.of(region)


def _view_layout(view_name: str, base: torch.Tensor, args: list, kwargs: dict) -> Layout | None:
    """The layout of `view_name(base, *args)` worked out from base's, as aten's view functions
    do; None when that needs a comparison of symbolic sizes (the fake view decides it then)."""
    sizes, strides, offset = list(base.size()), list(base.stride()), base.storage_offset()
    itemsize = int(base.element_size())
    if view_name == "aten.as_strided.default" and not kwargs and 2 <= len(args) <= 3:
        off = args[2] if len(args) == 3 and args[2] is not None else offset
        return Layout(tuple(args[0]), tuple(args[1]), off, itemsize)
    names = {"aten.select.int": ("dim", "index"), "aten.slice.Tensor": ("dim", "start", "end", "step")}.get(view_name)
    if names is None or len(args) > len(names) or set(kwargs) - set(names) or not sizes:
        return None
    given = dict(zip(names, args)) | kwargs
    dim = given.get("dim", 0)
    if type(dim) is not int or not -len(sizes) <= dim < len(sizes):
        return None
    dim %= len(sizes)
    n = sizes[dim]
    if view_name == "aten.select.int":
        index = given.get("index")
        if type(index) is not int or (index < 0 and type(n) is not int):
            return None
        if type(n) is int and not -n <= index < n:
            return None
        index = index + n if index < 0 else index
        return Layout(tuple(sizes[:dim] + sizes[dim + 1:]), tuple(strides[:dim] + strides[dim + 1:]),
                      offset + index * strides[dim], itemsize)
    start, end, step = given.get("start"), given.get("end"), given.get("step", 1)
    if not all(v is None or type(v) is int for v in (start, end)) or type(step) is not int or step < 1:
        return None
    if type(n) is not int:  # symbolic: only the whole dimension
        if start not in (None, 0) or not (end is None or end >= sys.maxsize) or step != 1:
            return None
        return Layout(tuple(sizes), tuple(strides), offset, itemsize)
    start = 0 if start is None else (start + n if start < 0 else start)
    end = n if end is None else (end + n if end < 0 else end)
    start = min(max(start, 0), n)
    end = min(max(end, start), n)
    sizes[dim] = (end - start + step - 1) // step
    offset = offset + start * strides[dim]
    strides[dim] = strides[dim] * step
    return Layout(tuple(sizes), tuple(strides), offset, itemsize)


@dataclasses.dataclass(frozen=True, eq=False)
class PendingView:
    """A view of a custom op's base as auto_functionalized_v2 records it (as_strided, slice, alias
    or the base itself), with its sizes, strides and offset worked out from that record; the fake
    tensor is made only when something needs one (tracing the op's body). Making every call's
    views through fake dispatch cost half a millisecond each."""

    sizes: tuple
    strides: tuple
    offset: int
    dtype: torch.dtype
    device: torch.device
    make: Any  # () -> the view as a fake tensor

    @staticmethod
    def of(info: Any, bases: list, fake_ctx: Any) -> "PendingView | None":
        """The view `info` describes, when every number in it and its base is a plain int."""
        from torch._higher_order_ops.auto_functionalize import AliasViewInfo, AsStridedViewInfo, NotView, SliceViewInfo

        base = bases[info.base_index]
        sizes, strides, offset = list(base.size()), list(base.stride()), base.storage_offset()
        if isinstance(info, AsStridedViewInfo):
            sizes, strides, offset = list(info.size), list(info.stride), info.storage_offset
        elif isinstance(info, SliceViewInfo):
            if not all(type(v) is int for v in (info.dim, info.start, info.end, *sizes, *strides, offset)):
                return None
            dim = info.dim % len(sizes) if sizes else 0
            n = sizes[dim]
            start = min(max(info.start + n if info.start < 0 else info.start, 0), n)
            end = min(max(info.end + n if info.end < 0 else info.end, start), n)
            sizes[dim], offset = end - start, offset + start * strides[dim]
        elif not isinstance(info, (AliasViewInfo, NotView)):
            return None
        if not all(type(v) is int for v in (*sizes, *strides, offset)):
            return None

        def make():
            with fake_ctx:
                return info.regenerate_view(bases)

        return PendingView(tuple(sizes), tuple(strides), offset, base.dtype, base.device, make)

    def size(self) -> tuple:
        return self.sizes

    def stride(self) -> tuple:
        return self.strides

    def storage_offset(self) -> int:
        return self.offset

    def element_size(self) -> int:
        return self.dtype.itemsize

    @property
    def shape(self) -> tuple:
        return self.sizes


def _custom_op_call(n: torch.fx.Node, fake_mode: Any) -> CustomOpCall | None:
    """Bases, written views and results of an auto_functionalized_v2 node, from its view metadata."""
    import contextlib

    from torch._higher_order_ops.auto_functionalize import read_view_information_from_args

    op = n.args[0]
    kwargs = dict(n.kwargs)
    bases = list(kwargs.get("_all_bases", []))
    try:
        names, types, schema_names = schema_of(op)
        vals = {k: (v.meta.get("val") if isinstance(v, torch.fx.Node) else v) for k, v in kwargs.items()}
        vals = {k: (type(v)(x.meta.get("val") if isinstance(x, torch.fx.Node) else x for x in v) if isinstance(v, (list, tuple)) else v)
                for k, v in vals.items()}
        base_vals = [b.meta["val"] for b in bases]
        infos = read_view_information_from_args(names, types, vals, base_vals)
        regions: dict[int, list[Layout]] = {}
        arguments = {a: vals[a] for a in schema_names if a in vals}
        writers: dict[int, list[str]] = {}
        ctx = fake_mode if fake_mode is not None else contextlib.nullcontext()
        for arg, info in infos.items():
            views = []
            for one in (info if isinstance(info, (list, tuple)) else [info]):
                if one is None:
                    views.append(None)
                    continue
                view = PendingView.of(one, base_vals, ctx)
                if view is None:  # symbolic or unusual metadata: let torch make the view
                    with ctx:
                        view = one.regenerate_view(base_vals)
                views.append(view)
                regions.setdefault(one.base_index, []).append(Layout.of(view))
                writers.setdefault(one.base_index, []).append(arg)
            arguments[arg] = views if isinstance(info, (list, tuple)) else views[0]
    except Exception:
        return None
    results = base_results(n, len(bases))
    schema_args = set(schema_names)
    others = _other_tensors(kwargs, lambda k: k in schema_args and k not in names)
    return CustomOpCall(n, op, bases, regions, results, others, [str(i) for i in range(len(bases))], 2,
                        arguments=arguments, writers=writers)


def _custom_op_call_v1(n: torch.fx.Node) -> CustomOpCall | None:
    """An auto_functionalized (v1) node: each mutable argument is its own base, cloned on its own."""
    op = n.args[0]
    try:
        names, _ = mutable_args(op)
    except Exception:
        return None
    kwargs = dict(n.kwargs)
    mutable = v1_mutable_args(n)
    per_arg = base_results(n, len(mutable))
    bases, labels, results, groups = [], [], {}, {}
    for k, a in enumerate(mutable):
        v = kwargs[a]
        if isinstance(v, torch.fx.Node):
            groups[a] = [len(bases)]
            results[len(bases)] = per_arg[k]
            bases.append(v)
            labels.append(a)
            continue
        elements = {u.args[1]: u for u in (per_arg[k].users if per_arg[k] is not None else ())
                    if u.target is operator.getitem}
        groups[a] = []
        for j, element in enumerate(v):
            groups[a].append(len(bases))
            results[len(bases)] = elements.get(j)
            bases.append(element)
            labels.append(f"{a}[{j}]")
    others = _other_tensors(kwargs, lambda k: k not in names)
    regions = {i: [Layout.of(b.meta["val"])] for i, b in enumerate(bases)}

    def value(v):
        if isinstance(v, torch.fx.Node):
            return v.meta.get("val")
        return type(v)(value(x) for x in v) if isinstance(v, (list, tuple)) else v

    arguments = {a: value(kwargs[a]) for a in schema_of(op)[2] if a in kwargs}
    writers = {i: [arg] for arg, members in groups.items() for i in members}
    return CustomOpCall(n, op, bases, regions, results, others, labels, 1, groups, arguments, writers)


def _other_tensors(kwargs: dict[str, Any], wanted) -> list[tuple[str, torch.fx.Node]]:
    """The tensor arguments an op reads and does not mutate, by name: "x", or "xs[0]" for each
    element of a Tensor[] argument."""
    out = []
    for k, v in kwargs.items():
        if not wanted(k):
            continue
        if isinstance(v, torch.fx.Node):
            out += [(k, v)] if is_tensor(v.meta.get("val")) else []
        elif isinstance(v, (list, tuple)):
            out += [(f"{k}[{j}]", x) for j, x in enumerate(v) if isinstance(x, torch.fx.Node) and is_tensor(x.meta.get("val"))]
    return out


def _inplaceable_call(n: torch.fx.Node, entry: dict[str, Any], args: tuple | None = None,
                      wrapped: bool = False) -> InplaceableCall | None:
    """The op `n` (its arguments `args`, by default its own; `wrapped`: inside with_effects, whose
    item 1 is the result) as a call an in-place variant could replace."""
    args = n.args if args is None else args
    k = entry["mutated"]
    arg = args[k] if k < len(args) else None
    if wrapped:  # one tensor written: the result is the wrapper's item 1 (None when nothing reads it)
        if not isinstance(arg, torch.fx.Node):
            return None
        result = next((u for u in n.users if u.target is operator.getitem and u.args[1] == 1), None)
        others = [(f"argument {i}", v) for i, a in enumerate(args) if i != k for v in tensor_nodes([a])]
        others += [(key, v) for key, a in n.kwargs.items() for v in tensor_nodes([a])]
        return InplaceableCall(n, entry["inplace"], [arg], [result], others, entry.get("form", "Inductor's table"),
                               wrapped=True)
    if isinstance(arg, torch.fx.Node):
        mutated, results = [arg], [n]
    elif isinstance(arg, (list, tuple)) and all(isinstance(a, torch.fx.Node) for a in arg):
        mutated = list(arg)
        results = [None] * len(mutated)
        for u in n.users:
            if u.target is operator.getitem and isinstance(u.args[1], int) and u.args[1] < len(mutated):
                results[u.args[1]] = u
    else:
        return None
    others = []
    for i, a in enumerate(n.args):
        if i != k:
            others += [(f"argument {i}", v) for v in tensor_nodes([a])]
    for key, a in n.kwargs.items():
        others += [(key, v) for v in tensor_nodes([a])]
    return InplaceableCall(n, entry["inplace"], mutated, results, others, entry.get("form", "Inductor's table"))

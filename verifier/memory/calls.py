"""What a functional wrapper of a mutating callee touches: a custom op's bases and the views of
them it writes (`auto_functionalized` v1 and v2), and an aten op an in-place variant could replace.

Read from the wrappers' own records (the view information auto_functionalized_v2 keeps, the
schemas' mutable arguments, `encodings/ops.toml`'s in-place table); the effects of the callee
itself are asked of the caller's analysis (`CustomOpCall.body`).
"""

from __future__ import annotations

import dataclasses
import operator
from typing import Any, Callable

import torch
import torch.fx

from ..compiler.ops import base_results, is_tensor, mutable_args, schema_of, tensor_nodes, v1_mutable_args, v1_results
from .layout import Layout


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


def custom_op_call(n: torch.fx.Node, fake_mode: Any) -> CustomOpCall | None:
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


def custom_op_call_v1(n: torch.fx.Node) -> CustomOpCall | None:
    """An auto_functionalized (v1) node: each mutable argument is its own base, cloned on its own."""
    op = n.args[0]
    try:
        names, _ = mutable_args(op)
    except Exception:
        return None
    kwargs = dict(n.kwargs)
    mutable = v1_mutable_args(n)
    per_arg = v1_results(n)
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


def inplaceable_call(n: torch.fx.Node, entry: dict[str, Any], args: tuple | None = None,
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

"""What a custom op's body really reads and writes, and in which order.

The contract lets a mutating op read any byte of its arguments at any time, so an argument that
aliases the one it mutates is a conflict (self-aliasing). Here the op's Python implementation
(the function given to `torch.library.custom_op`) is traced to aten ops under fake tensors, at
the graph's sizes, each argument its own tensor. Each traced op reads its tensor arguments
(views and metadata ops read nothing, `copy_` does not read its destination) and writes those
its schema marks as written, through any view of an argument. Access order does not depend on
aliasing when the body does not branch on data, which the trace under fake tensors requires.

An argument all of whose reads come before the first write of the mutated argument (strictly:
not in the same op) sees the same values whether or not the two alias; the contract is replaced
for that pair only. A Triton kernel launched in the body (`wrap_triton`) reads and writes what its
TTIR says (verifier/ttir.py); when the aliasing pair meets only inside one launch, its race query
decides. What cannot be traced (symbolic sizes, data-dependent control flow, a kernel that cannot
be analysed, an op with no known effect inside, no Python implementation) keeps the contract, and
the reason is returned for the report.
"""

from __future__ import annotations

import collections
import dataclasses
import operator
from typing import Any

import torch
import torch.fx


@dataclasses.dataclass
class BodyKernel:
    """A Triton kernel the body launches (`wrap_triton`): its analysed accesses
    (kernel_access.KernelView) and which op argument each kernel argument is, passed as it is."""

    position: int
    view: Any
    passed: dict[str, str]  # op argument -> kernel argument


@dataclasses.dataclass
class BodyAccesses:
    """Positions, in the traced body, of the ops that read and that write each argument."""

    reads: dict[str, list[int]]
    writes: dict[str, list[int]]
    kernels: list[BodyKernel] = dataclasses.field(default_factory=list)

    def kernel_race(self, reader: str, written: str) -> BodyKernel | None:
        """The one kernel launch that holds every read of `reader` at or after the first write of
        `written`, and that first write, when it takes both arguments as they are and follows
        both in its TTIR: whether the aliasing is seen is then its race query's to decide."""
        first_write = min(self.writes.get(written, []), default=None)
        late = {r for r in self.reads.get(reader, []) if first_write is not None and r >= first_write}
        for k in self.kernels:
            if late <= {k.position} and first_write == k.position and reader in k.passed and written in k.passed \
                    and k.view.analysed(k.passed[reader]) and k.view.analysed(k.passed[written]):
                return k
        return None

    def read_before_written(self, reader: str, written: str) -> bool:
        """Every read of `reader` comes before the first write of `written` (False for an argument
        the trace does not follow, such as an element of a Tensor[] argument)."""
        if reader not in self.reads or written not in self.writes:
            return False
        first_write = min(self.writes.get(written, []), default=None)
        if first_write is None:
            return True
        return all(r < first_write for r in self.reads.get(reader, []))


def _implementation(op: Any):
    from torch._library.custom_ops import OPDEFS

    opdef = OPDEFS.get(getattr(op, "_name", ""))
    if opdef is None or any(key is not None for key in getattr(opdef, "_backend_fns", {})):
        return None  # not a torch.library.custom_op, or a device has a kernel of its own
    return getattr(opdef, "_init_fn", None)


def _concrete(v: Any) -> bool:
    if isinstance(v, torch.Tensor):
        return all(isinstance(x, int) for x in (*v.shape, *v.stride(), v.storage_offset()))
    if isinstance(v, (list, tuple)):
        return all(_concrete(x) for x in v)
    return not isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool))


def _real(v: Any) -> Any:
    """A real tensor of the fake's layout (zeros), so make_fx can trace on its own fakes."""
    if isinstance(v, torch.Tensor):
        needed = v.storage_offset() + sum((n - 1) * s for n, s in zip(v.shape, v.stride())) + 1 if v.numel() else 0
        buf = torch.zeros(max(needed, 1), dtype=v.dtype)
        return torch.as_strided(buf, tuple(v.shape), tuple(v.stride()), v.storage_offset())
    if isinstance(v, (list, tuple)):
        return type(v)(_real(x) for x in v)
    return v


def _made(v: Any) -> Any:
    """`v` with every pending view made into its fake tensor."""
    from ..memory.calls import PendingView

    if isinstance(v, PendingView):
        return v.make()
    if isinstance(v, (list, tuple)):
        return type(v)(_made(x) for x in v)
    return v


_TRACED: "collections.OrderedDict[tuple, BodyAccesses | str]" = collections.OrderedDict()
_TRACED_MAX = 512


def _signature(v: Any) -> Any:
    """What a body's trace depends on in an argument: a tensor's dtype, device, sizes, strides and
    alignment (the trace gets a tensor of its own, never the caller's storage; Triton specializes
    a launch on 16-byte alignment), or a plain value."""
    from ..memory.calls import PendingView

    if isinstance(v, (torch.Tensor, PendingView)):
        align = (v.storage_offset() * v.element_size()) % 16
        return ("tensor", v.dtype, v.device.type, tuple(v.shape), tuple(v.stride()), align)
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, *(_signature(x) for x in v))
    hash(v)
    return ("value", type(v).__name__, v)


def clear_traces() -> None:
    """Forget the traces kept (a benchmark measures the first analysis of a graph)."""
    _TRACED.clear()


def trace_body(op: Any, arguments: dict[str, Any]) -> BodyAccesses | str:
    """The accesses of `op`'s implementation called with `arguments` (fake tensors and values),
    or why it cannot be traced. Calls with one signature share one trace: a body is assumed not
    to branch on where its tensors start beyond their alignment."""
    impl = _implementation(op)
    try:
        key = (op, impl, tuple((n, _signature(v)) for n, v in arguments.items()))
        hash(key)
    except TypeError:  # an unhashable value, or symbolic sizes (which _trace_body refuses)
        return _trace_body(op, impl, arguments)
    if key not in _TRACED:
        _TRACED[key] = _trace_body(op, impl, arguments)
        if len(_TRACED) > _TRACED_MAX:
            _TRACED.popitem(last=False)
    _TRACED.move_to_end(key)
    return _TRACED[key]


def _trace_body(op: Any, impl: Any, arguments: dict[str, Any]) -> BodyAccesses | str:
    from torch.fx.experimental.proxy_tensor import make_fx

    from ..compiler.ops import encodings, fx_nodes, op_name

    if impl is None:
        return "no single Python implementation to trace (not a torch.library.custom_op, or device-specific kernels)"
    arguments = {k: _made(v) for k, v in arguments.items()}
    if not _concrete(list(arguments.values())):
        return "symbolic sizes: the body is traced at concrete sizes only"
    names = list(arguments)
    tensor_names = [n for n in names if isinstance(arguments[n], torch.Tensor)]

    def body(*tensors):
        values = dict(arguments)
        values.update(zip(tensor_names, tensors))
        impl(**values)

    try:
        gm = make_fx(body, tracing_mode="fake")(*[_real(arguments[n]) for n in tensor_names])
    except Exception as e:
        return f"the body cannot be traced ({type(e).__name__})"
    read_nothing = set(encodings().get("read_nothing", {}).get("ops", []))
    kernels: list[BodyKernel] = []
    mutable = {a.name for a in op._schema.arguments if a.alias_info is not None and a.alias_info.is_write}
    root: dict[torch.fx.Node, str] = {}  # value -> the argument it is a view of
    reads: dict[str, list[int]] = {n: [] for n in tensor_names}
    writes: dict[str, list[int]] = {n: [] for n in tensor_names}
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    for p, name in zip(placeholders, tensor_names):
        root[p] = name
    for i, node in enumerate(gm.graph.nodes):
        if node.op != "call_function":
            continue
        touched = [a for a in fx_nodes([node.args, node.kwargs]) if a in root]
        if node.target is operator.getitem:
            if node.args[0] in root:
                root[node] = root[node.args[0]]
            continue
        if node.target is torch.ops.higher_order.triton_kernel_wrapper_mutation:
            kernel = _body_kernel(i, node, root, mutable)
            if isinstance(kernel, str):
                return kernel
            kernels.append(kernel)
            for ka, v in node.kwargs["kwargs"].items():
                if isinstance(v, torch.fx.Node) and v in root:
                    if not kernel.view.analysed(ka) or any(a.reads for var in kernel.view.variants for a in var.of(ka)):
                        reads[root[v]].append(i)
                    if not kernel.view.never_writes(ka):
                        writes[root[v]].append(i)
            continue
        schema = getattr(node.target, "_schema", None)
        if schema is None:
            if touched:
                return f"{op_name(node.target)} in the body has no known effect"
            continue
        name = op_name(node.target)
        if any(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns):
            if touched:  # a view of an argument: reads nothing, aliases it
                root[node] = root[touched[0]]
            continue
        if name in read_nothing:
            continue
        written = set()
        for k, a in enumerate(schema.arguments):
            if a.alias_info is not None and a.alias_info.is_write:
                v = node.args[k] if k < len(node.args) else node.kwargs.get(a.name)
                written |= {x for x in fx_nodes([v]) if x in root}
        for x in written:
            writes[root[x]].append(i)
            if any(r.alias_info is not None and r.alias_info.is_write for r in schema.returns):
                root[node] = root[x]  # an in-place op returns its argument
        for x in touched:
            if name == "aten.copy_.default" and x is node.args[0]:
                continue  # the destination of a copy is written, not read
            if _is_out(schema, node, x):
                continue  # an out= argument is written, not read
            reads[root[x]].append(i)
    return BodyAccesses(reads, writes, kernels)


def _body_kernel(position: int, node: torch.fx.Node, root: dict, mutable: set[str]) -> BodyKernel | str:
    """A `wrap_triton` launch in the traced body, analysed from its TTIR (or why not)."""
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    from ..memory.calls import KernelCall
    from ..memory.layout import Footprints
    from ..memory.symbolic import Symbols
    from .kernel_access import analyse_call

    kw = dict(node.kwargs["kwargs"])
    on = {ka: root[v] for ka, v in kw.items() if isinstance(v, torch.fx.Node) and v in root}
    info = dataclasses.make_dataclass("Tables", ["kernels", "constant_args"])(
        dict(kernel_side_table.id_to_kernel), dict(kernel_side_table.constant_args))
    call = KernelCall(node, kw, [ka for ka, arg in on.items() if arg in mutable], {})
    symbols = Symbols()
    view = analyse_call(call, info, symbols, Footprints(symbols))
    if view.variants is None:
        return f"a Triton kernel in the body keeps the contract: {view.why}"
    if view.missed_writes:
        return f"a Triton kernel in the body stores to {next(iter(view.missed_writes))}, which the op does not declare mutated"
    passed = {}
    for ka, v in kw.items():
        if isinstance(v, torch.fx.Node) and v.op == "placeholder" and v in root:
            passed.setdefault(root[v], ka)
    return BodyKernel(position, view, passed)


def _is_out(schema: Any, node: torch.fx.Node, x: torch.fx.Node) -> bool:
    """`x` is passed as a keyword-only written argument (an `out=`) of this op."""
    for a in schema.arguments:
        if a.kwarg_only and a.alias_info is not None and a.alias_info.is_write and node.kwargs.get(a.name) is x:
            return True
    return False

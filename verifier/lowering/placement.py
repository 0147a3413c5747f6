"""Every `as_strided` of the lowered program addresses the elements the graph's `as_strided` does.

`as_strided(x, size, stride, offset)` places its result by `x`'s storage: element j of the result
is the storage's element `offset + sum(j_k * stride_k)`, whatever view of the storage `x` is.
Inductor's lowering resolves the same offset and strides against the buffer it holds `x` in (a
`ReinterpretView` of that buffer): the storage's own buffer where `x` is the storage's base or a
view of it not yet realized, but a buffer of the view's own where the view was realized first
(pytorch#192226; inside the buffer, pytorch#197431). There the result lands on other elements: past the buffer, which `bounds`
proves of the kernels that read it, or inside it, on elements that hold other elements of the
storage, or none, which no bound sees.

The rule, for each `as_strided` whose input is a view of a value whose storage the graph holds
(`storage_base`): the buffer the lowering places the result on holds the values of one node of
the graph (its holder: the input, or a value up its chain of views) at the holder's layout in that
buffer; the lowered result's element j is the buffer's element `e_I(j)`, which holds the holder's
element at storage element `h(e_I(j))`; the graph's is storage element `e_G(j)`. The rule holds
when `h(e_I(j)) = e_G(j)` for every j whose `e_I(j)` lies inside the buffer (the others are
`bounds`' findings). Decided by enumerating the elements at the sizes' hints (a graph of static
sizes: its sizes), up to `ELEMENTS` of them; a result placed elsewhere is a finding of kind
`MISPLACED` with the element, and anything that cannot be read (a holder not found, a layout that
owns no storage, too many elements) is `UNCHECKED`. A buffer that is a graph input is outside the
domain: Inductor resolves offsets into inputs against the caller's storage itself. `as_strided_copy`
(a copy of the placed view, lowered to a kernel of its own) is not read.

Outside audit mode no such `as_strided` reaches the lowering (`integration.relower.rebase` takes
each from its storage's base first), so the rule is what names the mechanism in Inductor's own
program.
"""

from __future__ import annotations

from typing import Any

import torch

from .findings import Finding, Kind, unchecked

ELEMENTS = 1 << 23  # elements enumerated per tensor at most (the result, the holder)
AS_STRIDED = torch.ops.aten.as_strided.default


def _storage(node: Any) -> Any:
    from torch.multiprocessing.reductions import StorageWeakRef

    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return (StorageWeakRef(val.untyped_storage()), val.dtype) if isinstance(val, torch.Tensor) else None


def view_chain(node: torch.fx.Node) -> list[torch.fx.Node]:
    """`node` and the values up its chain of views (aten view ops, through their first argument)
    that hold the same storage with the same dtype, nearest first. No op that writes is crossed."""
    chain, storage = [node], _storage(node)
    here = node
    while (storage is not None and here.op == "call_function" and getattr(here.target, "is_view", False)
           and here.args and isinstance(here.args[0], torch.fx.Node) and _storage(here.args[0]) == storage):
        here = here.args[0]
        chain.append(here)
    return chain


def storage_base(node: torch.fx.Node) -> torch.fx.Node:
    """The furthest value up the chain of views of `node` (`view_chain`): a slice's tensor, that
    tensor's own base; `node` when there is none."""
    return view_chain(node)[-1]


def checked_nodes(graph: torch.fx.Graph) -> set[torch.fx.Node]:
    """The nodes whose lowered values the rule reads: each `as_strided` whose input is a view
    (`storage_base`), and the chain of views of its input."""
    out: set[torch.fx.Node] = set()
    for node in graph.nodes:
        if node.op == "call_function" and node.target is AS_STRIDED and isinstance(node.args[0], torch.fx.Node):
            chain = view_chain(node.args[0])
            if len(chain) > 1:
                out |= {node, *chain}
    return out


def misplaced(node: torch.fx.Node, lowered: dict[torch.fx.Node, Any], sizevars: Any) -> Finding | None:
    """The rule for one `as_strided` (see the module's doc): None when its lowered result holds, at
    every element inside its buffer, the element the graph's does. `lowered` maps the nodes of
    `checked_nodes` to the values Inductor lowered them to (`TensorBox`es, realized since)."""
    from torch._inductor import ir

    where = frozenset({node.name})
    what = f"{node.name} (as_strided of {node.args[0].name})"
    result = _unboxed(lowered.get(node))
    if not isinstance(result, ir.ReinterpretView):
        return unchecked(f"the placement of {what}", f"lowered to {type(result).__name__}, not a view of a buffer", where)
    target = result.data
    buffer = _buffer(target)
    if buffer is None:
        return unchecked(f"the placement of {what}", f"placed on {type(target).__name__}, no buffer", where)
    name = buffer.get_name()
    if isinstance(buffer, ir.InputBuffer):
        return None  # the caller's storage itself (see the module's doc)
    holder = next((c for c in view_chain(node.args[0]) if _holds(lowered.get(c), target)), None)
    if holder is None:
        return unchecked(f"the placement of {what}", f"no value up its chain of views is held in {name}", where, name)
    layout = buffer.get_layout()
    if type(layout) not in (ir.FixedLayout, ir.FlexibleLayout):
        return unchecked(f"the placement of {what}", f"{name} has a layout of its own kind ({type(layout).__name__})",
                         where, name)
    hint = _hints(sizevars)
    graph_val, holder_val = node.meta.get("val"), holder.meta.get("val")
    if not isinstance(graph_val, torch.Tensor) or not isinstance(holder_val, torch.Tensor):
        return unchecked(f"the placement of {what}", "no fake value", where, name)
    if max(graph_val.numel(), holder_val.numel()) > ELEMENTS:
        return unchecked(f"the placement of {what}", f"more than {ELEMENTS} elements", where, name)
    size = hint(layout.storage_size())
    if size <= 0:
        return None  # nothing inside the buffer to compare
    # the buffer's element -> the storage element the graph has there (-1: none of the holder's)
    holds = torch.full((size,), -1, dtype=torch.int64)
    at = positions(hint(layout.size), hint(layout.stride), hint(layout.offset))
    if at.numel() != holder_val.numel():
        return unchecked(f"the placement of {what}", f"{name} holds {at.numel()} elements, {holder.name} "
                         f"{holder_val.numel()}", where, name)
    inside = (at >= 0) & (at < size)
    holds[at[inside]] = positions(*_layout_of(holder_val))[inside]
    read = positions(hint(result.layout.size), hint(result.layout.stride), hint(result.layout.offset))
    wanted = positions(*_layout_of(graph_val))
    inside = (read >= 0) & (read < size)
    wrong = inside & (holds[read.clamp(0, size - 1)] != wanted)
    if not bool(wrong.any()):
        return None
    first = int(wrong.nonzero()[0])
    element = tuple(int(i) for i in torch.unravel_index(torch.tensor(first), tuple(graph_val.shape))) \
        if graph_val.dim() else ()
    got = int(holds[read[first]])
    there = f"element {got} of the storage" if got >= 0 else f"no element of {holder.name}"
    witness = (f"element {element} of the result reads {name}[{int(read[first])}], which holds {there}, where the "
               f"graph reads element {int(wanted[first])} of the storage")
    return Finding(Kind.MISPLACED, f"{what} placed on {name}, the buffer of {holder.name}: {witness}",
                   buffer=name, read=f"{node.name} of {name}", origins=where | {holder.name}, witness=witness)


def positions(size: list[int], stride: list[int], offset: int) -> torch.Tensor:
    """The storage elements of a strided tensor, in its elements' row-major order."""
    at = torch.tensor(offset, dtype=torch.int64)
    for n, s in zip(size, stride):
        at = at.unsqueeze(-1) + torch.arange(n, dtype=torch.int64) * s
    return at.reshape(-1)


def _layout_of(val: torch.Tensor) -> tuple[list[int], list[int], int]:
    def number(v: Any) -> int:
        return int(v) if isinstance(v, int) else int(v.node.hint)

    return [number(s) for s in val.shape], [number(s) for s in val.stride()], number(val.storage_offset())


def _hints(sizevars: Any):
    hint_of = getattr(sizevars, "optimization_hint", None) or getattr(sizevars, "size_hint")

    def hint(v: Any) -> Any:
        if isinstance(v, (list, tuple)):
            return [hint(x) for x in v]
        return int(v) if isinstance(v, int) or getattr(v, "is_number", False) else int(hint_of(v))

    return hint


def _unboxed(value: Any) -> Any:
    from torch._inductor import ir

    while isinstance(value, ir.TensorBox):
        value = value.data
    return value


def _buffer(value: Any) -> Any:
    """The buffer a `StorageBox` (or a buffer itself) stands for, None for anything else."""
    from torch._inductor import ir

    if isinstance(value, ir.StorageBox):
        value = value.data
    return value if isinstance(value, ir.Buffer) else None


def _holds(value: Any, target: Any) -> bool:
    """Whether the lowered `value` is the storage `target` itself (not a view of it)."""
    from torch._inductor import ir

    value = _unboxed(value)
    if value is target:
        return True
    return isinstance(value, (ir.StorageBox, ir.Buffer)) and _buffer(value) is not None \
        and _buffer(value) is _buffer(target)

"""A constant fill that several writers share is made once per writer.

Common-subexpression elimination merges equal fills: three RMSNorm backwards that each start from
`zeros_like(dY)` of one shape read one `full([n, h], 0)`, each through a functional wrapper
(`triton_kernel_wrapper_functional`, `auto_functionalized`) that writes a clone of it. At most the
last writer can be given the fill itself; every other one keeps its clone, and the fill lives from
the first writer to the last. Given a fill of its own, placed right before it, each writer is a
candidate on a value no other node reads: its clone can go, and no buffer outlives its writer.

The change needs no proof: a fill reads no tensor's values (only sizes, scalars, and for the
`*_like` forms another tensor's metadata), so a copy of it placed anywhere holds what the shared
one held where it was made, and the writer reads the same values as before. The writer's other
arguments that named the shared fill name the new one too, so what aliased before aliases still.
Whether each writer may then write its fill in place is decided as any candidate is.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from ..compiler.ops import functionalization_wrappers, v1_mutable_args

aten = torch.ops.aten
FILLS = frozenset({aten.full.default, aten.zeros.default, aten.ones.default, aten.full_like.default,
                   aten.zeros_like.default, aten.ones_like.default})


def written_slots(node: torch.fx.Node) -> list[tuple[str, Any]]:
    """Where each input a functional wrapper clones and writes sits in its keyword arguments, in the
    order of the new versions it returns: `(key, None)`, the value of `key` itself (a v1 mutable
    argument), or `(key, at)`, item `at` of it (a Triton kernel's argument `at` of `kwargs`, base
    `at` of `_all_bases`, element `at` of a v1 `Tensor[]` argument)."""
    hop = torch.ops.higher_order
    if node.op != "call_function" or node.target not in functionalization_wrappers():
        return []
    kwargs = node.kwargs
    if node.target is getattr(hop, "triton_kernel_wrapper_functional", None):
        return [("kwargs", k) for k in kwargs["tensors_to_clone"] if isinstance(kwargs["kwargs"].get(k), torch.fx.Node)]
    if node.target is getattr(hop, "auto_functionalized_v2", None):
        return [("_all_bases", i) for i, b in enumerate(kwargs["_all_bases"]) if isinstance(b, torch.fx.Node)]
    out: list[tuple[str, Any]] = []
    for name in v1_mutable_args(node):
        v = kwargs[name]
        out += [(name, None)] if isinstance(v, torch.fx.Node) else [
            (name, j) for j, x in enumerate(v) if isinstance(x, torch.fx.Node)]
    return out


def written_inputs(node: torch.fx.Node) -> list[torch.fx.Node]:
    """The inputs a functional wrapper clones and writes (the values it returns new versions of)."""
    return [node.kwargs[key] if at is None else node.kwargs[key][at] for key, at in written_slots(node)]


def set_written(node: torch.fx.Node, slot: tuple[str, Any], value: torch.fx.Node) -> None:
    """Make `value` the input the wrapper writes at `slot` (one of `written_slots(node)`)."""
    key, at = slot
    kwargs = dict(node.kwargs)
    held = kwargs[key]
    if at is None:
        kwargs[key] = value
    elif isinstance(held, dict):
        kwargs[key] = {**held, at: value}
    else:
        kwargs[key] = [value if j == at else v for j, v in enumerate(held)]
    node.kwargs = kwargs


def refill(gm: torch.fx.GraphModule, fake_mode: Any) -> int:
    """Give each writer of a shared fill (see the module's doc) a fill of its own, placed right before
    it; a fill no node reads any more is removed. The number of fills made."""
    made = 0
    for fill in [n for n in gm.graph.nodes if n.op == "call_function" and n.target in FILLS]:
        writers = [u for u in fill.users if fill in written_inputs(u)]
        if len(writers) < 2:
            continue  # one writer at most: whether it may write the fill itself is the proof's question
        for writer in writers:
            with fake_mode:
                val = fill.target(*_values(fill.args), **_values(fill.kwargs))
            with gm.graph.inserting_before(writer):
                own = gm.graph.call_function(fill.target, fill.args, dict(fill.kwargs))
            own.meta = {**fill.meta, "val": val}
            writer.replace_input_with(fill, own)
            made += 1
        if not fill.users:
            gm.graph.erase_node(fill)
    if made:
        gm.graph.lint()
        gm.recompile()
    return made


def _values(a: Any) -> Any:
    """The arguments of a fill with each node replaced by its fake value (a `*_like` form's tensor)."""
    return torch.fx.node.map_arg(a, lambda n: n.meta["val"])

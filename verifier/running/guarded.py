"""Rewrites proven under a precondition, applied behind a run-time check of it.

A kernel that reads each sequence's state from a slot of a pool chosen by a loaded index, and
writes the final state back into that slot, races with itself in place when two instances load
one index; with distinct indices it does not. A kernel that reads each sequence's rows from
offsets in a cumulative sum races when they decrease, one that stores a state per token into the
slot of the token's index when a sequence has two tokens (`Conflict.requires`, the properties
`PRECONDITIONS` names). Such a rewrite is applied as one call of `verifier_guarded::kernel_`,
which checks the index tensors first: where they hold, the kernel writes the pool in place; else
it runs as the functional graph does (the written
arguments cloned, the kernel on the clones) and copies the clones back into the pool where the
in-place kernel would have written, so that the program after it is the same either way (the
other obligations of the move were proven without the precondition). Every call is counted
(`taken`): how often the in-place path ran, and how often the clone was kept.
"""

from __future__ import annotations

import operator
from typing import Any

import torch
import torch.fx

taken = {"in place": 0, "clone kept": 0}  # the run-time check's outcomes in this process

_LIBRARY: list = []


def _op() -> Any:
    if not _LIBRARY:
        lib = torch.library.Library("verifier_guarded", "FRAGMENT")
        # Inductor calls a mutating op of its own as a fallback only when it returns nothing (no
        # list), so the arguments that stay cloned come as buffers it fills (`results`)
        lib.define("kernel_(Tensor(a!)[] written, str[] written_names, Tensor(b!)[] results, str[] cloned, "
                   "int kernel_idx, int constant_args_idx, SymInt[] grids, str[] tensor_names, Tensor[] tensors, "
                   "str[] int_names, SymInt[] ints, str[] float_names, float[] floats, str[] kinds, str[] checked) -> ()")
        lib.impl("kernel_", _run, "CompositeExplicitAutograd")
        lib._register_fake("kernel_", lambda *args: None)
        _LIBRARY.append(lib)
    return torch.ops.verifier_guarded.kernel_.default


def _fresh_like(t: torch.Tensor) -> torch.Tensor:
    return torch.empty_strided(t.size(), t.stride(), dtype=t.dtype, device=t.device)


def distinct_values(t: torch.Tensor) -> bool:
    """No two elements of `t` are equal (one host synchronisation)."""
    flat = t.reshape(-1)
    if flat.numel() < 2:
        return True
    ordered = flat.sort().values
    return bool((ordered[1:] != ordered[:-1]).all())


def holds(kind: str, t: torch.Tensor) -> bool:
    """The precondition `kind` (a key of `proof.report.PRECONDITIONS`) of the elements of `t`, in
    index order (one host synchronisation)."""
    if kind == "distinct":
        return distinct_values(t)
    steps = t.reshape(-1).diff()
    if kind == "non-decreasing":
        return bool((steps >= 0).all())
    if kind == "unit steps":
        return bool((steps == 1).all())
    raise ValueError(f"no run-time check of {kind!r}")


def _run(written, written_names, results, cloned, kernel_idx, constant_args_idx, grids, tensor_names, tensors,
         int_names, ints, float_names, floats, kinds, checked):
    from torch._higher_order_ops.triton_kernel_wrap import triton_kernel_wrapper_mutation

    args: dict[str, Any] = {**dict(zip(tensor_names, tensors)), **dict(zip(int_names, ints)),
                            **dict(zip(float_names, floats))}
    in_place = all(holds(kind, args[name]) for kind, name in zip(kinds, checked))
    taken["in place" if in_place else "clone kept"] += 1
    for name, t in zip(written_names, written):
        args[name] = t if in_place else _fresh_like(t).copy_(t)
    for name, buffer in zip(cloned, results):  # the functional call's own clones
        args[name] = buffer.copy_(args[name])
    grid = [tuple(grids[k:k + 3]) for k in range(0, len(grids), 3)]
    triton_kernel_wrapper_mutation(kernel_idx=kernel_idx, constant_args_idx=constant_args_idx, grid=grid,
                                   tma_descriptor_metadata={}, kwargs=args)
    if not in_place:  # where the in-place kernel would have written: the program after is the same
        for name, t in zip(written_names, written):
            t.copy_(args[name])


def reinplace_guarded(node: torch.fx.Node, args: list[str], requires: list[tuple[str, str]]) -> None:
    """The functional kernel call `node` becomes a guarded call writing `args` in place when the
    preconditions `requires` ((kind, argument) pairs) hold of the arguments' values; its other cloned arguments stay cloned, into
    buffers `empty_like` makes (the analysis allows a guard only where those have the layout of
    their argument: dense, or written in place)."""
    graph = node.graph
    kw = node.kwargs
    kernel_args = dict(kw["kwargs"])
    cloned = [a for a in kw["tensors_to_clone"] if a not in args]
    tensors = {n: v for n, v in kernel_args.items() if n not in args and _is_tensor(v)}
    ints = {n: v for n, v in kernel_args.items() if n not in tensors and n not in args and _is_int(v)}
    floats = {n: v for n, v in kernel_args.items() if n not in tensors and n not in args and n not in ints}
    grids = [x for grid in kw["grid"] for x in (tuple(grid) + (1,) * (3 - len(grid)))]
    results = {u.args[1]: u for u in node.users if u.target is operator.getitem}
    buffers = []
    with graph.inserting_before(node):
        for name in cloned:
            buffer = graph.call_function(torch.ops.aten.empty_like.default, (kernel_args[name],))
            result = results.get(name)
            buffer.meta["val"] = result.meta["val"] if result is not None else kernel_args[name].meta["val"]
            buffers.append(buffer)
        call = graph.call_function(_op(), (
            [kernel_args[a] for a in args], list(args), buffers, cloned, kw["kernel_idx"], kw["constant_args_idx"],
            grids, list(tensors), list(tensors.values()), list(ints), list(ints.values()), list(floats),
            [float(v) for v in floats.values()], [kind for kind, _ in requires], [name for _, name in requires]))
    call.meta = {k: v for k, v in node.meta.items() if k not in ("val", "eager_input_vals")}
    call.meta["val"] = None
    for name, user in results.items():
        user.replace_all_uses_with(kernel_args[name] if name in args else buffers[cloned.index(name)])
        graph.erase_node(user)
    graph.erase_node(node)


def _is_tensor(v: Any) -> bool:
    return isinstance(v, torch.fx.Node) and isinstance(v.meta.get("val"), torch.Tensor)


def _is_int(v: Any) -> bool:
    val = v.meta.get("val") if isinstance(v, torch.fx.Node) else v
    return isinstance(val, (int, bool, torch.SymInt))

"""Binding: the values of a captured graph's placeholders, from the arguments a user calls with.

Dynamo names where each graph input came from (its source): an argument (`L['x']`), an element
of one (`L['xs'][0]`), an attribute (`L['self']._modules['proj']._parameters['weight']`), a
module-level tensor (`G['W']`), or a size (`L['x'].size()[0]`). Capture records these names; here
they are looked up again in the function's arguments and globals, so that a run sees the inputs
as the user's program defines them: non-tensor arguments and containers as Dynamo saw them,
lifted constants and parameters from where Dynamo found them. Where a graph input cannot be
found, `BindingError` says which, instead of guessing.

Copies for a run keep the inputs' storage sharing: inputs that are views of one base stay views
of one copy of it, with their offsets and strides.
"""

from __future__ import annotations

import inspect
import re
from typing import Any, Callable

import torch

_STEP = re.compile(r"\[(?:'((?:[^'\\]|\\.)*)'|(-?\d+))\]|\.(\w+)(\(\))?")


class BindingError(ValueError):
    """A graph input that cannot be found in the arguments: the message names it."""


def resolve(source: str, bound: dict[str, Any], globals_: dict[str, Any]) -> Any:
    """The value a Dynamo source name denotes (L[...] in `bound`, G[...] in `globals_`)."""
    m = re.match(r"([LG])\['((?:[^'\\]|\\.)*)'\]", source)
    if m is None:
        raise BindingError(f"graph input {source}: not a source this binding understands")
    scope, name = m.groups()
    table = bound if scope == "L" else globals_
    if name not in table:
        raise BindingError(f"graph input {source}: no {'argument' if scope == 'L' else 'global'} named {name!r}")
    value, rest = table[name], source[m.end():]
    while rest:
        step = _STEP.match(rest)
        if step is None:
            raise BindingError(f"graph input {source}: cannot follow {rest!r}")
        key, index, attr, call = step.groups()
        try:
            if key is not None:
                value = value[key]
            elif index is not None:
                value = value[int(index)]
            else:
                value = getattr(value, attr)
                if call:
                    value = value()
        except (KeyError, IndexError, AttributeError, TypeError) as e:
            raise BindingError(f"graph input {source}: {type(e).__name__} at {step.group(0)!r}") from e
        rest = rest[step.end():]
    return value


def bind(fn: Callable | None, args: tuple | list) -> tuple[dict[str, Any], dict[str, Any]]:
    """The function's arguments by parameter name (defaults applied), and its globals."""
    if fn is None:
        return {}, {}
    try:
        sig = inspect.signature(fn)
        ba = sig.bind(*args)
        ba.apply_defaults()
        bound = dict(ba.arguments)
    except (TypeError, ValueError) as e:
        raise BindingError(f"the arguments do not fit {getattr(fn, '__name__', fn)}: {e}") from e
    for p in sig.parameters.values():  # *args: Dynamo names its elements L['args'][i]
        if p.kind is p.VAR_POSITIONAL:
            bound[p.name] = tuple(bound.get(p.name, ()))
    # a nested function's closure cells: Dynamo names them as locals too (L['spec'])
    code, cells = getattr(fn, "__code__", None), getattr(fn, "__closure__", None) or ()
    for name, cell in zip(getattr(code, "co_freevars", ()), cells):
        try:
            bound.setdefault(name, cell.cell_contents)
        except ValueError:  # an empty cell
            pass
    return bound, getattr(fn, "__globals__", {})


def copy_sharing(values: list[Any], device: Any = None) -> list[Any]:
    """Copies of the tensors among `values` (others as they are), one copy per storage, so tensors
    that shared a storage share the copy at the same offsets and strides; on `device` when given
    (each storage moved once), else where each tensor is."""
    storages: dict[int, Any] = {}
    out = []
    for v in values:
        if not isinstance(v, torch.Tensor):
            out.append(v)
            continue
        v = v.detach()
        key = v.untyped_storage().data_ptr()
        if key not in storages:
            flat = torch.empty(0, dtype=torch.uint8, device=v.device).set_(v.untyped_storage())
            storages[key] = flat.to(device or v.device, copy=True).untyped_storage()
        copy = torch.empty(0, dtype=v.dtype, device=storages[key].device)
        copy.set_(storages[key], v.storage_offset(), v.size(), v.stride())
        out.append(copy)
    return out


def copy_args(args: tuple | list, device: Any = None) -> list[Any]:
    """The arguments with every tensor inside them (nested lists, tuples, dicts) copied, storage
    sharing kept (`copy_sharing`), on `device` when given."""
    from torch.utils._pytree import tree_flatten, tree_unflatten

    leaves, spec = tree_flatten(list(args))
    return tree_unflatten(copy_sharing(leaves, device), spec)


def tensors_in(args: Any) -> list[torch.Tensor]:
    """The tensors inside `args`, in order."""
    from torch.utils._pytree import tree_flatten

    return [v for v in tree_flatten(args)[0] if isinstance(v, torch.Tensor)]


def tensor_names(fn: Callable | None, args: tuple | list) -> list[str]:
    """A name for each tensor inside `args`, in order: "x", "xs[0]" by the function's parameters."""
    from torch.utils._pytree import keystr, tree_flatten_with_path

    try:
        named = bind(fn, args)[0] if fn is not None else {f"arg{i}": a for i, a in enumerate(args)}
    except BindingError:
        named = {f"arg{i}": a for i, a in enumerate(args)}
    return [keystr(path).removeprefix("['").replace("']", "", 1) for path, v in tree_flatten_with_path(named)[0]
            if isinstance(v, torch.Tensor)]

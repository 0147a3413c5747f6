"""The region of a base that a scatter replaces, as a layout in the base's storage.

Worked out by arithmetic on sizes and strides where that is exact (select, slice with plain-int
bounds, as_strided), else taken from the same view the graph already computed, else the view op
applied to the base's fake value (a fake view of symbolic sizes costs milliseconds).
"""

from __future__ import annotations

import sys
from typing import Any

import torch
import torch.fx

from ..compiler.ops import meta_values, op_name, resolve_op
from .layout import Layout


def views_in(gm: torch.fx.GraphModule, view_names: set[str]) -> dict[tuple, Layout]:
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


def region(view_name: str, base: torch.fx.Node, args: tuple, kwargs: dict, fake_mode: Any,
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
        known = view_layout(view_name, base_val, args, kwargs)
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


def view_layout(view_name: str, base: torch.Tensor, args: list, kwargs: dict) -> Layout | None:
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

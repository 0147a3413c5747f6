"""The vocabulary of the graphs the compiler hands over: operators by name, their schemas and the
semantics tables of `encodings/ops.toml`, the nodes inside arguments, and how auto_functionalized
nodes lay out their mutable arguments and results."""

from __future__ import annotations

import operator
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

import torch
import torch.fx


@lru_cache(maxsize=1)
def encodings() -> dict[str, Any]:
    """The tables of `encodings/ops.toml` (from the source tree or the installed package)."""
    package = Path(__file__).resolve().parent.parent  # verifier/
    for candidate in (package.parent / "encodings" / "ops.toml", package / "encodings" / "ops.toml"):
        if candidate.exists():
            with candidate.open("rb") as f:
                return tomllib.load(f)
    raise FileNotFoundError("encodings/ops.toml not found beside the verifier package")


_SCHEMAS: dict[Any, tuple[list[str], list[Any], list[str]]] = {}


def schema_of(op: Any) -> tuple[list[str], list[Any], list[str]]:
    """torch's `get_mutable_args` of a custom op (names and types) and its arguments' names,
    read once per op (a graph calls one op many times)."""
    out = _SCHEMAS.get(op)
    if out is None:
        from torch._higher_order_ops.auto_functionalize import get_mutable_args

        names, types = get_mutable_args(op)
        out = _SCHEMAS[op] = (names, types, [a.name for a in op._schema.arguments])
    return out


def mutable_args(op: Any) -> tuple[list[str], list[Any]]:
    return schema_of(op)[:2]


def op_name(target: Any) -> str:
    """'aten.slice_scatter.default' for an OpOverload; the qualified name otherwise."""
    if isinstance(target, torch._ops.OpOverload):
        ns, rest = target.name().split("::", 1)
        name, _, overload = rest.partition(".")
        return f"{ns}.{name}.{overload or 'default'}"
    return getattr(target, "__name__", str(target))


def resolve_op(name: str) -> Any:
    if name.startswith("prims."):
        import importlib

        importlib.import_module("torch._inductor.inductor_prims")  # registers Inductor's prims (_unsafe_index_put_)
    obj: Any = torch.ops
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def is_tensor(v: Any) -> bool:
    return isinstance(v, torch.Tensor)


def tensor_nodes(args: Iterable[Any]) -> list[torch.fx.Node]:
    """The nodes inside `args` (nested lists, tuples, dicts) whose value is a tensor."""
    return [n for n in fx_nodes(args) if is_tensor(n.meta.get("val"))]


def meta_values(a: Any) -> Any:
    """`a` with every node replaced by its fake value (inside lists and tuples too, which become
    plain lists and tuples as ops take them)."""
    if isinstance(a, torch.fx.Node):
        return a.meta.get("val")
    if isinstance(a, (list, tuple)):
        return (tuple if isinstance(a, tuple) else list)(meta_values(x) for x in a)
    return a


def fx_nodes(args: Iterable[Any]) -> list[torch.fx.Node]:
    """Every node inside `args` (nested lists, tuples, dicts), in order."""
    out: list[torch.fx.Node] = []

    def walk(a):
        if isinstance(a, torch.fx.Node):
            out.append(a)
        elif isinstance(a, (list, tuple)):
            for x in a:
                walk(x)
        elif isinstance(a, dict):
            for x in a.values():
                walk(x)

    for a in args:
        walk(a)
    return out


def v1_mutable_args(n: torch.fx.Node) -> list[str]:
    """The mutable arguments of an auto_functionalized (v1) node that it clones: a tensor, or a
    list of tensors (None is skipped, as Inductor does); in the order of its outputs."""
    out = []
    for a in mutable_args(n.args[0])[0]:
        v = n.kwargs.get(a)
        if isinstance(v, torch.fx.Node) or (
            isinstance(v, (list, tuple)) and v and all(isinstance(x, torch.fx.Node) for x in v)
        ):
            out.append(a)
    return out


def outputs_before_bases(n: torch.fx.Node, n_bases: int) -> int:
    """How many op outputs an auto_functionalized node returns before its new bases."""
    val = n.meta.get("val")
    return len(val) - n_bases if isinstance(val, (list, tuple)) else 0


def base_results(n: torch.fx.Node, n_bases: int) -> dict[int, torch.fx.Node | None]:
    """The getitem of each new base of an auto_functionalized node (None where unused)."""
    n_out = outputs_before_bases(n, n_bases)
    results: dict[int, torch.fx.Node | None] = {i: None for i in range(n_bases)}
    for u in n.users:
        if u.target is operator.getitem and isinstance(u.args[1], int) and u.args[1] >= n_out:
            results[u.args[1] - n_out] = u
    return results

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


def functionalization_wrappers() -> frozenset:
    """The wrappers functionalization puts around a mutating kernel or custom op: each clones what
    the call mutates and returns the clones (in eager, the call writes its inputs themselves)."""
    hop = torch.ops.higher_order
    return frozenset(getattr(hop, name) for name in ("triton_kernel_wrapper_functional", "auto_functionalized",
                                                     "auto_functionalized_v2") if hasattr(hop, name))


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


def v1_candidate_names(n: torch.fx.Node) -> dict[str, list[str]]:
    """Each mutable argument of an auto_functionalized (v1) node -> the names its candidates take:
    the argument's own, or `xs[j]` for each element of a Tensor[] argument."""
    out = {}
    for a in v1_mutable_args(n):
        v = n.kwargs[a]
        out[a] = [a] if isinstance(v, torch.fx.Node) else [f"{a}[{j}]" for j in range(len(v))]
    return out


def v1_results(n: torch.fx.Node) -> dict[int, torch.fx.Node | None]:
    """The getitem of each mutable argument's result of an auto_functionalized (v1) node, by the
    argument's place in `v1_mutable_args(n)` (None where unused). v1 returns one result for every
    mutable argument of the schema, None for an argument given None: an optional mutated argument
    left out still takes its place."""
    names = mutable_args(n.args[0])[0]
    n_out = outputs_before_bases(n, len(names))
    slot = {n_out + names.index(a): k for k, a in enumerate(v1_mutable_args(n))}
    results: dict[int, torch.fx.Node | None] = {k: None for k in slot.values()}
    for u in n.users:
        if u.target is operator.getitem and u.args[1] in slot:
            results[slot[u.args[1]]] = u
    return results


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


_INPLACE: dict[Any, dict[str, Any] | None] = {}


def inplace_variant(target: Any) -> dict[str, Any] | None:
    """The in-place form of a functional aten op, read from the schemas (no list of names): the
    overload of the same name with `_` appended, whose first argument `self` is written
    (`Tensor(a!)`), whose other arguments are the functional op's, and which returns `self`; the
    functional op returns one new tensor. As the encodings' table gives it: {"inplace": name,
    "mutated": 0, "pointwise": bool}. None for every other op, for random ops (their in-place form
    may draw other numbers), and where the in-place form changes self's metadata (`set_`, `resize_`:
    tagged inplace_view), which writes no bytes the memory model could follow."""
    if target in _INPLACE:
        return _INPLACE[target]
    out = None
    if isinstance(target, torch._ops.OpOverload) and target.namespace == "aten":
        packet = getattr(torch.ops.aten, target.overloadpacket.__name__ + "_", None)
        overload = target._overloadname
        inplace = getattr(packet, overload, None) if packet is not None and overload in packet.overloads() else None
        if inplace is not None and _writes_self(inplace._schema) and _same_arguments(target._schema, inplace._schema) \
                and torch.Tag.nondeterministic_seeded not in target.tags and torch.Tag.inplace_view not in inplace.tags:
            out = {"inplace": op_name(inplace), "mutated": 0, "pointwise": torch.Tag.pointwise in target.tags}
    _INPLACE[target] = out
    return out


def _writes_self(schema: Any) -> bool:
    args, rets = schema.arguments, schema.returns
    return bool(args) and args[0].name == "self" and args[0].alias_info is not None and args[0].alias_info.is_write \
        and len(rets) == 1 and rets[0].alias_info is not None and rets[0].alias_info.is_write \
        and not any(a.alias_info is not None and a.alias_info.is_write for a in args[1:])


def _functional(schema: Any) -> bool:
    """The op returns one new tensor and writes none of its arguments."""
    rets = schema.returns
    return len(rets) == 1 and rets[0].alias_info is None and str(rets[0].type) == "Tensor" \
        and all(a.alias_info is None for a in schema.arguments)


def _same_arguments(functional: Any, inplace: Any) -> bool:
    """The functional op is functional and takes the in-place form's arguments, by name and type."""
    f_args, i_args = functional.arguments, inplace.arguments
    return _functional(functional) and len(f_args) == len(i_args) \
        and all(f.name == i.name and str(f.type) == str(i.type) and f.kwarg_only == i.kwarg_only for f, i in zip(f_args, i_args))


def inplaceable_entry(target: Any) -> dict[str, Any] | None:
    """How a functional op is written in place: Inductor's own table (`encodings/ops.toml`
    [inplaceable], "form": "Inductor's table"), else its in-place variant read from the schemas
    ("form": "in-place variant"); None when it has neither."""
    table = encodings().get("inplaceable", {}).get(op_name(target))
    if table is not None:
        return {**table, "form": "Inductor's table"}
    variant = inplace_variant(target)
    return {**variant, "form": "in-place variant"} if variant is not None else None


_OUT: dict[Any, Any] = {}


def out_variant(target: Any) -> Any | None:
    """The out= overload of a functional aten op or collective, read from the schemas: the
    functional op's arguments and a keyword-only `Tensor(a!) out` that it returns; the functional
    op returns one new tensor and writes nothing. None for every other op, and for random ops."""
    if target in _OUT:
        return _OUT[target]
    out = None
    if isinstance(target, torch._ops.OpOverload) and target.namespace in ("aten", "_c10d_functional") \
            and torch.Tag.nondeterministic_seeded not in target.tags:
        packet = target.overloadpacket
        # aten: an overload of the op ("out", "Tensor_out"); a collective: an op of its own
        # (all_gather_into_tensor_out.default)
        forms = [getattr(packet, name) for name in ("out", f"{target._overloadname}_out") if name in packet.overloads()]
        own = getattr(getattr(torch.ops, target.namespace), f"{packet.__name__}_out", None)
        if target.namespace != "aten" and own is not None and "default" in own.overloads():
            forms.append(own.default)
        for variant in forms:
            f_args, o_args = target._schema.arguments, variant._schema.arguments
            o_rets = variant._schema.returns
            extra = [a for a in o_args if a.name not in {f.name for f in f_args}]
            if _functional(target._schema) \
                    and len(extra) == 1 and extra[0].name == "out" and extra[0].kwarg_only \
                    and extra[0].alias_info is not None and extra[0].alias_info.is_write \
                    and len(o_rets) == 1 and o_rets[0].alias_info is not None and o_rets[0].alias_info.is_write \
                    and [(a.name, str(a.type)) for a in o_args if a.name != "out"] == [(a.name, str(a.type)) for a in f_args]:
                out = variant
                break
    _OUT[target] = out
    return out


def value_identity(node: torch.fx.Node) -> str:
    """How an element-wise op returns `self`'s values unchanged, element for element ("self * 1"),
    or "" when it may not: its in-place form then stores at each element the value already there.
    Only what holds in IEEE arithmetic for every value of the dtype (a NaN stays a NaN): x * 1 and
    x / 1 in any dtype whose result is self's, x - 0 (also for -0.0), x + 0 for integers only
    (-0.0 + 0 is +0.0), each with a Python number as the other operand and alpha 1."""
    aten = torch.ops.aten
    target, args, kwargs = node.target, node.args, node.kwargs
    if len(args) != 2 or not isinstance(args[0], torch.fx.Node) or isinstance(args[1], torch.fx.Node):
        return ""
    other = args[1]
    if isinstance(other, bool) or not isinstance(other, (int, float)):
        return ""
    sv, rv = args[0].meta.get("val"), node.meta.get("val")
    if not isinstance(sv, torch.Tensor) or not isinstance(rv, torch.Tensor) or sv.dtype != rv.dtype:
        return ""
    if sv.dtype.is_complex or sv.dtype == torch.bool:
        return ""
    if kwargs.get("alpha", 1) != 1 or set(kwargs) - {"alpha"}:
        return ""
    if target in (aten.mul.Tensor, aten.mul.Scalar) and other == 1:
        return f"{args[0].name} * 1"
    if target in (aten.div.Tensor, aten.div.Scalar) and other == 1:
        return f"{args[0].name} / 1"
    if target in (aten.sub.Tensor, aten.sub.Scalar) and other == 0:
        return f"{args[0].name} - 0"
    if target in (aten.add.Tensor, aten.add.Scalar) and other == 0 and not sv.dtype.is_floating_point:
        return f"{args[0].name} + 0"
    return ""


def as_code(a: Any) -> str:
    """An argument of a node as Python source (nodes by name, dtypes and ops as torch spells them)."""
    if isinstance(a, torch.fx.Node):
        return a.name
    if isinstance(a, (list, tuple)):
        inner = ", ".join(as_code(x) for x in a)
        return f"[{inner}]" if isinstance(a, list) else f"({inner}{',' if len(a) == 1 else ''})"
    if isinstance(a, dict):
        return "{" + ", ".join(f"{k!r}: {as_code(v)}" for k, v in a.items()) + "}"
    if isinstance(a, (torch.dtype, torch.device, torch.layout, torch.memory_format)):
        return f"torch.{str(a).removeprefix('torch.')}" if not isinstance(a, torch.device) else f"torch.device({str(a)!r})"
    if isinstance(a, (torch._ops.OpOverload, torch._ops.HigherOrderOperator)):
        return op_as_code(a)  # an op passed as an argument (with_effects' wrapped op)
    return repr(a)


def op_as_code(target: Any) -> str:
    """An op as the Python expression that names it (`torch.ops.aten.add.Tensor`)."""
    if isinstance(target, torch._ops.OpOverload):
        ns, rest = target.name().split("::", 1)
        name, _, overload = rest.partition(".")
        return f"torch.ops.{ns}.{name}.{overload or 'default'}"
    if getattr(operator, getattr(target, "__name__", ""), None) is target:
        return f"operator.{target.__name__}"
    if getattr(torch, getattr(target, "__name__", ""), None) is target:
        return f"torch.{target.__name__}"
    if isinstance(target, torch._ops.HigherOrderOperator) and getattr(torch.ops.higher_order, target.name(), None) is target:
        return f"torch.ops.higher_order.{target.name()}"
    raise NotImplementedError(f"cannot write {target} as plain torch code")

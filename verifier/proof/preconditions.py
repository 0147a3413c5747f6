"""Preconditions read from a race: the weakest properties of the values a kernel loads from its
index arguments (slot indices, offsets from a cumulative sum) under which a race query that is
satisfiable becomes unsat. The rewrite is then proven under them and applied behind a run-time
check of them (`running.guarded`), the clone kept where they fail.

Each property is one of `report.PRECONDITIONS` on one argument. It enters the query as its
instances on the loaded values the query names, pair by pair: the universal property implies
each of them, so unsat with them is unsat under it. A loaded value is a function of its byte
offset from the argument's first element, so two loads' offsets order their elements
(`analysis._guardable` allows an order only on a 1-D tensor of unit stride).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable

import torch
import z3

from ..callees.ttir_values import loaded_from, loaded_terms
from ..memory.symbolic import Symbols, Unsupported
from .report import PRECONDITIONS
from .solver import Answer, decide

# how many sets of preconditions are tried on one race before it is refused outright
TRIES = 24


def weakest_precondition(formulas: Callable[[], list], symbols: Symbols, budget_ms: int) -> tuple[tuple[str, str], ...]:
    """The weakest (kind, argument) preconditions that make the race query `formulas` unsat; ()
    when none does. Tried in order: one property of one argument, then of two arguments, then one
    property of all of them; within each, the earlier kinds of `PRECONDITIONS` first."""
    sources = sorted({loaded_from(t)[0] for t in loaded_terms(*formulas())})
    if not sources:
        return ()
    strength = {kind: k for k, kind in enumerate(PRECONDITIONS)}  # the later, the more a run must satisfy

    def weakest_first(sets):
        return sorted(sets, key=lambda requires: sum(strength[kind] for kind, _ in requires))

    single = weakest_first([((kind, arg),) for arg in sources for kind in PRECONDITIONS])
    pairs = weakest_first([a + b for a, b in combinations(single, 2) if a[0][1] != b[0][1]])
    together = [tuple((kind, arg) for arg in sources) for kind in PRECONDITIONS] if len(sources) > 2 else []
    for requires in (single + pairs + together)[:TRIES]:
        def under(requires=requires):
            fs = formulas()
            terms = loaded_terms(*fs)
            return fs + [f for kind, arg in requires for f in instances(kind, arg, terms)]
        try:
            out = decide(under, symbols, budget_ms)
        except Unsupported:
            return ()
        if out.answer is Answer.UNSAT:
            return requires
    return ()


def instances(kind: str, arg: str, terms: list) -> list[Any]:
    """The property `kind` of the values loaded from `arg`, on each pair of its loads in `terms`."""
    mine = [t for t in terms if loaded_from(t)[0] == arg]
    out = []
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if a.decl().name() != b.decl().name():
                continue  # loads of another width
            size = loaded_from(a)[1] // 8
            oa, ob = a.arg(0), b.arg(0)
            if kind == "distinct":
                out.append(z3.Implies(oa != ob, a != b))
            elif kind == "non-decreasing":
                out += [z3.Implies(oa < ob, a <= b), z3.Implies(ob < oa, b <= a)]
            elif kind == "unit steps":
                out.append((b - a) * size == ob - oa)
    return out


def guardable(node: torch.fx.Node, view: Any, requires: tuple[tuple[str, str], ...], arg: str, reinplaced: set) -> bool:
    """A kernel call that can run behind a run-time check of the preconditions `requires` ((kind,
    argument) pairs, `running.guarded`): a functional Triton wrapper whose arguments are tensors,
    ints and floats (no TMA descriptor, no symbolic float), each argument of `requires` a tensor of
    integers that the kernel loads element by element (a property of its elements is then one of
    the loaded values; a load of part of an element, or of two, is not), one-dimensional with
    unit stride where the property orders its elements (their offsets then order them as their
    indices do), and each other argument it clones already written in place, or dense with a
    static layout (its clone is then a buffer of the same layout that `empty_like` makes)."""
    if node.target is not torch.ops.higher_order.triton_kernel_wrapper_functional or node.kwargs.get("tma_descriptor_metadata"):
        return False
    values = {}
    for name, v in node.kwargs["kwargs"].items():
        values[name] = val = v.meta.get("val") if isinstance(v, torch.fx.Node) else v
        if not isinstance(val, (torch.Tensor, bool, int, float, torch.SymInt)):
            return False
    for other in node.kwargs["tensors_to_clone"]:
        val = values.get(other)
        if other == arg or (node.name, other) in reinplaced:
            continue
        if not isinstance(val, torch.Tensor) or not _dense(tuple(val.shape), tuple(val.stride())):
            return False
    for kind, name in requires:
        t = values.get(name)
        if not isinstance(t, torch.Tensor) or t.dtype.is_floating_point or t.dtype.is_complex or t.dtype == torch.bool:
            return False
        loads = [a for v in (view.variants or []) for a in v.of(name) if a.reads]
        if not loads or any(a.size != t.element_size() for a in loads):
            return False
        # static answers only: comparing a symbolic size or stride would guard on its example value
        if kind != "distinct" and (t.dim() != 1 or not (_is_int(t.stride(0), 1) or _is_int(t.shape[0], 1))):
            return False
    return True


def _is_int(value: Any, expected: int) -> bool:
    """`value` is the plain int `expected` (not a SymInt, whose comparison would add a guard)."""
    return type(value) is int and value == expected


def _dense(sizes: tuple, strides: tuple) -> bool:
    """Static sizes and strides whose elements fill an interval once each (a permutation of a
    contiguous layout: `empty_like` gives them back)."""
    if not all(type(x) is int for x in (*sizes, *strides)):
        return False
    expected = 1
    for size, stride in sorted((p for p in zip(sizes, strides) if p[0] != 1), key=lambda p: p[1]):
        if stride != expected:
            return False
        expected *= size
    return True

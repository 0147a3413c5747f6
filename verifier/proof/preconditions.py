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

"""The race rule over a lowered kernel's accesses, proven with Z3.

The same rule as the callee analysis of user Triton kernels, now for the kernels Inductor
generates: a byte that one iteration of a kernel writes may be read or written by another
iteration of it only if the functional graph gives both the same value. Here no value is
compared: any such pair is a race (sound, and exact for the in-place bugs Inductor has had:
pytorch#198033, #198270, #101950, #94693). Iterations are those Inductor describes (loop
variables that are not a reduction's own; on the CPU they run as vector lanes and OpenMP threads,
on the GPU as program instances and lanes): the proof assumes no order among them. Inside one
iteration the parts of a fused kernel run in order, which is the order of the unfused program.

Not races, by the domain: two accesses through the same indirect index (an `index_put` whose
indices repeat is undefined in the original), and two stores of one part (a store that several
iterations make to one element is the original's own write order).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import z3

from .accesses import Access, Kernel

BUDGET_MS = 2000


@dataclasses.dataclass
class Race:
    """Two iterations of one kernel meet on an element one of them writes."""

    kernel: str
    buffer: str
    first: Access  # a read (or a write of another part)
    second: Access  # the write
    witness: str  # the two iterations and the element, from the Z3 model; "" when undecided
    decided: bool = True  # False: the solver gave no answer (counted as a race: unknown is never safe)

    def line(self) -> str:
        what = "reads" if self.first.kind == "read" else "writes"
        how = f": {self.witness}" if self.witness else " (the solver could not decide: taken as a race)"
        return (f"kernel {self.kernel}: an iteration {what} {self.buffer}[{self.first.index}] while another writes "
                f"{self.buffer}[{self.second.index}]{how}")


def _indirect(index: Any) -> bool:
    return any(s.name.startswith(("tmp", "indirect")) for s in getattr(index, "free_symbols", ()))


def races(kernel: Kernel, shape_env: Any = None, budget_ms: int = BUDGET_MS) -> list[Race]:
    """Every pair of accesses of `kernel` that two of its iterations can make to one element of a
    buffer it writes (one race per pair of parts and buffer)."""
    from ..memory.symbolic import Symbols

    out, seen = [], set()
    writes = [a for a in kernel.accesses if a.kind == "write"]
    for w in writes:
        for x in kernel.accesses:
            if x.buffer != w.buffer or x is w or (x.kind == "write" and x.part == w.part):
                continue
            if (x.part, w.part, w.buffer) in seen:
                continue
            if x.index == w.index and _indirect(w.index):
                continue  # one indirect index: repeated indices are undefined in the original
            verdict = _meet(kernel, x, w, Symbols(shape_env), budget_ms)
            if verdict is not None:
                seen.add((x.part, w.part, w.buffer))
                out.append(verdict)
    return out


def _meet(kernel: Kernel, x: Access, w: Access, symbols: Any, budget_ms: int) -> Race | None:
    import sympy

    def renamed(access: Access, suffix: str):
        ranges = kernel.ranges[access.part]
        mapping = {v: sympy.Symbol(f"{v.name}_{suffix}", integer=True) for v in ranges}
        extra = {s: sympy.Symbol(f"{s.name}_{suffix}", integer=True) for s in access.index.free_symbols
                 if s.name.startswith(("tmp", "indirect"))}  # an indirect index: any value, per iteration
        return access.index.xreplace({**mapping, **extra}), mapping

    xi, xv = renamed(x, "a")
    wi, wv = renamed(w, "b")
    solver = z3.Solver()
    solver.set("timeout", budget_ms)
    try:
        for mapping, part in ((xv, x.part), (wv, w.part)):
            for v, new in mapping.items():
                t = symbols.term(new)
                solver.add(t >= 0, t < symbols.term(kernel.ranges[part][v]))
        a, b = symbols.term(xi), symbols.term(wi)
        if x.itemsize == w.itemsize or not (x.itemsize and w.itemsize):
            solver.add(a == b)
        else:  # byte ranges of elements of two sizes intersect
            solver.add(a * x.itemsize < (b + 1) * w.itemsize, b * w.itemsize < (a + 1) * x.itemsize)
        first, second = kernel.iteration[x.part], kernel.iteration[w.part]
        if kernel.side_by_side and x.part != w.part:
            pass  # parts run side by side: every pair of their iterations is distinct
        elif first is not None and second is not None and len(first) == len(second):
            if not first:
                return None  # one iteration: its parts run in order, as unfused
            solver.add(z3.Or([symbols.term(p.xreplace(xv)) != symbols.term(q.xreplace(wv))
                              for p, q in zip(first, second)]))
        # iterations not known: any meeting counts
        for fact in symbols.assumptions():
            solver.add(fact)
    except Exception as e:  # an index the encoder does not know: unknown, never safe
        return Race(kernel.name, w.buffer, x, w, f"not encoded ({type(e).__name__})", decided=False)
    answer = solver.check()
    if answer == z3.unsat:
        return None
    if answer == z3.unknown:
        return Race(kernel.name, w.buffer, x, w, "", decided=False)
    model = solver.model()

    def value(v: Any) -> str:
        return str(model.eval(symbols.term(v), model_completion=True))

    first = ", ".join(f"{v}={value(n)}" for v, n in xv.items())
    second = ", ".join(f"{v}={value(n)}" for v, n in wv.items())
    element = value(wi)
    return Race(kernel.name, w.buffer, x, w, f"iteration ({first}) of {kernel.parts[x.part].get_name()} and "
                f"iteration ({second}) of {kernel.parts[w.part].get_name()} meet at element {element}")

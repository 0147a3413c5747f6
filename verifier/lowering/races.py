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
from typing import Any, Callable

import z3

from ..memory.symbolic import Symbols
from ..proof.solver import Answer, check
from .accesses import Kernel, LoopAccess, indirect, origins
from .findings import Finding, Kind

# z3's resource units per question: the same answer on every machine (a budget in seconds would
# depend on its speed); a question not decided within it is a conflict
RLIMIT = 4_000_000


ANSWERS: dict[tuple, Any] = {}  # questions answered in this process, by their SMT-LIB text (`_answer`)


def _answer(formulas: list, symbols: Symbols, rlimit: int, keep: list | None):
    """`check` of the question, answered once per process: a kernel's pairs are asked again when
    Inductor decides an in-place update in it and when the scheduled program is validated, and the
    layers of a model ask the same ones. The key is the whole question as SMT-LIB (its formulas and
    the sizes' assumptions), so a stored answer, and its model, is the one `check` would give."""
    if keep is not None:  # the SMT-LIB of each question is kept: asked afresh
        return check(formulas, symbols, keep_smt2=True, rlimit=rlimit)
    key = (rlimit, tuple(f.sexpr() for f in formulas), tuple(a.sexpr() for a in symbols.assumptions()))
    return _remembered(ANSWERS, key, lambda: check(formulas, symbols, rlimit=rlimit))


QUESTIONS: dict[tuple, Any] = {}  # the same, by the question itself, where no size of the graph is in it


def _remembered(memo: dict, key: tuple, ask: Callable[[], Any]) -> Any:
    """`memo[key]`, asked when missing (a memo of at most 2**14 answers, emptied when full)."""
    if key not in memo:
        if len(memo) >= 1 << 14:
            memo.clear()
        memo[key] = ask()
    return memo[key]


def _closed(terms: list, *renamed: dict) -> bool:
    """Whether every symbol of a race question's terms is an iteration variable of it (or a loaded
    value): then its formulas are those of any other graph's same question, whatever its sizes'
    assumptions."""
    import sympy

    own = {new for mapping in renamed for new in mapping.values()}
    found = set().union(*(t.free_symbols for t in terms if isinstance(t, sympy.Basic)))
    return all(s in own or s.name.startswith(("tmp", "indirect")) for s in found)


@dataclasses.dataclass
class Query:
    """One question of the race rule as SMT-LIB, kept when asked (`races(..., keep=[])`), for the
    proofs any solver can re-check."""

    kernel: str
    buffer: str
    what: str  # the two accesses, in words
    answer: str  # "sat" (a race) or "unsat" (none) or "unknown"
    smt2: str


def _line(kernel: Kernel, first: LoopAccess, second: LoopAccess, witness: str) -> str:
    what = "reads" if first.kind == "read" else "writes"
    how = f": {witness}" if witness else " (the solver could not decide: taken as a race)"
    return (f"kernel {kernel.name}: an iteration {what} {second.buffer}[{first.index}] while another writes "
            f"{second.buffer}[{second.index}]{how}")


def races(kernel: Kernel, shape_env: Any = None, rlimit: int = RLIMIT, keep: list[Query] | None = None,
          buffer: str | None = None) -> list[Finding]:
    """Every pair of accesses of `kernel` that two of its iterations can make to one element of a
    buffer it writes (one race per pair of parts and buffer; only `buffer`'s, when given), as
    findings of kind `RACE` (or `UNCHECKED`, where the solver could not decide or an index cannot
    be encoded). The queries asked go into `keep` when it is given."""
    out, seen = [], set()
    symbols = Symbols(shape_env)
    where = frozenset(origins(kernel.parts))
    writes = [a for a in kernel.accesses if a.kind == "write" and (buffer is None or a.buffer == buffer)]
    for w in writes:
        for x in kernel.accesses:
            if x.buffer != w.buffer or x is w or (x.kind == "write" and x.part == w.part):
                continue
            if (x.part, w.part, w.buffer) in seen:
                continue
            if x.index == w.index and indirect(w.index):
                continue  # one indirect index: repeated indices are undefined in the original
            found = _meet(kernel, x, w, symbols, rlimit, keep)
            if found is not None:
                seen.add((x.part, w.part, w.buffer))
                out.append(dataclasses.replace(found, origins=where))
    return out


def _meet(kernel: Kernel, x: LoopAccess, w: LoopAccess, symbols: Symbols, rlimit: int,
          keep: list[Query] | None) -> Finding | None:
    import sympy

    def renamed(access: LoopAccess, suffix: str):
        ranges = kernel.ranges[access.part]
        mapping = {v: sympy.Symbol(f"{v.name}_{suffix}", integer=True) for v in ranges}
        extra = {s: sympy.Symbol(f"{s.name}_{suffix}", integer=True) for s in access.index.free_symbols
                 if s.name.startswith(("tmp", "indirect"))}  # an indirect index: any value, per iteration
        return access.index.xreplace({**mapping, **extra}), mapping

    xi, xv = renamed(x, "a")
    wi, wv = renamed(w, "b")
    names = dict(kernel=kernel.name, buffer=w.buffer, read=f"{x.kind} {x.buffer}[{x.index}] in part {x.part}",
                 write=f"write {w.buffer}[{w.index}] in part {w.part}", parts=(x.part, w.part))
    named, told_apart, apart = kernel.iterations(x.part, w.part), True, None
    if kernel.side_by_side and x.part != w.part:
        pass  # parts run side by side: every pair of their iterations is distinct
    elif named is not None and len(named[0]) == len(named[1]):
        if not named[0]:
            return None  # one iteration: its parts run in order, as unfused
        apart = [(p.xreplace(xv), q.xreplace(wv)) for p, q in zip(*named)]
    else:
        told_apart = False  # iterations not known: any meeting counts, a conflict not decided
    bounds = [(new, kernel.ranges[part][v]) for mapping, part in ((xv, x.part), (wv, w.part)) for v, new in mapping.items()]

    def formulas() -> list:
        out: list = []
        for new, size in bounds:
            t = symbols.term(new)
            out += [t >= 0, t < symbols.term(size)]
        a, b = symbols.term(xi), symbols.term(wi)
        if x.itemsize == w.itemsize or not (x.itemsize and w.itemsize):
            out.append(a == b)
        else:  # byte ranges of elements of two sizes intersect
            out += [a * x.itemsize < (b + 1) * w.itemsize, b * w.itemsize < (a + 1) * x.itemsize]
        if apart is not None:
            out.append(z3.Or([symbols.term(p) != symbols.term(q) for p, q in apart]))
        return out

    terms = [xi, wi, *(t for pair in bounds + (apart or []) for t in pair)]
    try:
        if keep is None and _closed(terms, xv, wv):  # looked up before its formulas are built
            question = (rlimit, xi, wi, x.itemsize, w.itemsize, tuple(bounds), tuple(apart or ()))
            out = _remembered(QUESTIONS, question, lambda: check(formulas(), symbols, rlimit=rlimit))
        else:  # sizes of the graph in it: their assumptions are part of the question
            out = _answer(formulas(), symbols, rlimit, keep)
    except Exception as e:  # an index the encoder does not know: unknown, never safe
        witness = f"not encoded ({type(e).__name__})"
        return Finding(Kind.UNCHECKED, _line(kernel, x, w, witness), witness=witness, decided=False, **names)
    if keep is not None:
        keep.append(Query(kernel.name, w.buffer, f"{names['read']} vs {names['write']}", out.answer.value, out.smt2))
    if out.answer is Answer.UNSAT:
        return None
    if out.answer is Answer.UNKNOWN:
        return Finding(Kind.UNCHECKED, _line(kernel, x, w, ""), decided=False, **names)
    model = out.model

    def value(v: Any) -> str:
        return str(model.eval(symbols.term(v), model_completion=True))

    first_at = ", ".join(f"{v}={value(n)}" for v, n in xv.items())
    second_at = ", ".join(f"{v}={value(n)}" for v, n in wv.items())
    witness = (f"iteration ({first_at}) of {kernel.parts[x.part].get_name()} and "
               f"iteration ({second_at}) of {kernel.parts[w.part].get_name()} meet at element {value(wi)}")
    if not told_apart:
        witness += (" (the kernel's fusion does not tell its iterations apart: the two may be one iteration, "
                    "whose parts run in order; a conflict, not decided)")
    return Finding(Kind.RACE, _line(kernel, x, w, witness), witness=witness, decided=told_apart, **names)

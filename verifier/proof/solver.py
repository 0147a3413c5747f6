"""The thin solver layer: one named query, a fresh solver, a budget, a three-way answer.

Answers other than sat and unsat are first-class: a timeout or an incomplete theory gives
`unknown`, which a verdict never turns into `safe`.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Callable

import z3

from ..callees.ttir_values import loaded_terms
from ..memory.symbolic import Symbols
from ..memory.terms import constants, solver

DEFAULT_BUDGET_MS = 5000


class Answer(enum.Enum):
    UNSAT = "unsat"  # no conflict: this obligation holds
    SAT = "sat"  # a conflict with a model
    UNKNOWN = "unknown"


@dataclasses.dataclass
class Outcome:
    answer: Answer
    model: z3.ModelRef | None = None
    why: str = ""
    smt2: str = ""
    free: set[str] = dataclasses.field(default_factory=set)  # size symbols of the query itself (when sat)


def check(formulas: list[z3.BoolRef], symbols: Symbols, budget_ms: int = DEFAULT_BUDGET_MS, keep_smt2: bool = False,
          rlimit: int | None = None, guesses: list[z3.BoolRef] = ()) -> Outcome:
    """Is the conjunction of `formulas` satisfiable under the symbols' assumptions? Within
    `budget_ms`, or, given `rlimit`, within that many of z3's resource units instead (an answer
    that does not depend on the machine's speed). `guesses`: a witness's likely values (a byte
    equal to a constant), each tried alone first as an assumption; one that admits a model
    answers sat, found by propagation where a search over large concrete layouts can take the
    solver a second. A guess that admits none says nothing: the question is then asked whole.
    Each guess has an eighth of the budget (none with `rlimit`, whose answers must not depend on
    them)."""
    s = solver(None, rlimit) if rlimit is not None else solver(budget_ms)
    s.add(*formulas)
    s.add(*symbols.assumptions())
    smt2 = s.to_smt2() if keep_smt2 else ""
    r, assumed = z3.unknown, []
    if guesses and rlimit is None:
        s.set("timeout", max(1, budget_ms // 8))
        for guess in guesses:
            if s.check(guess) == z3.sat:
                r, assumed = z3.sat, [guess]  # a smaller model (`_small_model`) is sought with it too
                break
        s.set("timeout", budget_ms)
    if r != z3.sat:
        r = s.check()
    if r == z3.unsat:
        return Outcome(Answer.UNSAT, smt2=smt2)
    if r == z3.sat:
        model = s.model() if rlimit is not None else _small_model(s, symbols, budget_ms, assumed)
        return Outcome(Answer.SAT, model, smt2=smt2, free=_sizes_in(formulas, symbols))
    return Outcome(Answer.UNKNOWN, why=s.reason_unknown(), smt2=smt2)


def _sizes_in(formulas: list[z3.BoolRef], symbols: Symbols) -> set[str]:
    """The size symbols that occur in `formulas` (not only in the assumptions). A graph of static
    sizes has none, and its formulas are not walked (a walk in Python costs more than the check)."""
    return constants(formulas) & symbols.consts.keys() if symbols.consts else set()


SMALL_SIZES = (64, 4096, 1 << 20)  # bounds tried, smallest first, for a model a counterexample can run
LOADED_BOUNDS = (4, 64)  # the same for values loaded from memory (index tensors)


def _small_model(s: z3.Solver, symbols: Symbols, budget_ms: int, assumed: list = ()) -> z3.ModelRef:
    """The solver's model, or one whose sizes are all within the smallest of `SMALL_SIZES` that
    admits one, and whose values loaded from memory (`loaded_terms`: slot indices, sequence
    offsets) are small and non-negative where possible: a counterexample is run at the
    model's sizes with those values written into its index tensors, and a model with a size of
    2**34 is as true as one with 48 but cannot be run. Only the choice among models changes."""
    model = s.model()
    loaded = loaded_terms(*s.assertions())
    if loaded:
        model = _least_loaded(s, loaded, budget_ms, assumed) or model

    def value(t):
        v = model.eval(t, model_completion=True)
        return v.as_long() if z3.is_int_value(v) else None

    big = [c for c in symbols.consts.values() if (v := value(c)) is not None and v > SMALL_SIZES[0]]
    if not big:
        return model
    for bound in SMALL_SIZES:
        smaller = _model_within(s, [z3.And(c >= -bound, c <= bound) for c in symbols.consts.values()] + list(assumed),
                                budget_ms // 4)
        if smaller is not None:
            return smaller
    return model


def _model_within(s: z3.Solver, bounds: list, budget_ms: int) -> z3.ModelRef | None:
    """A model of `s` under `bounds` too, found within the budget (`s` is left as it was)."""
    s.push()
    s.add(*bounds)
    s.set("timeout", max(1, budget_ms))
    found = s.check() == z3.sat
    model = s.model() if found else None
    s.pop()
    return model


def _least_loaded(s: z3.Solver, loaded: list, budget_ms: int, assumed: list = ()) -> z3.ModelRef | None:
    """A model whose loaded values are non-negative and within the smallest of `LOADED_BOUNDS`
    that admits one (index tensors a counterexample can hold: a sequence of 2 tokens rather than
    one of 10**9)."""
    for bound in LOADED_BOUNDS:
        smaller = _model_within(s, [z3.And(a >= 0, a <= bound) for a in loaded] + list(assumed), budget_ms // 8)
        if smaller is not None:
            return smaller
    return None


def decide(build: Callable[[], list[z3.BoolRef]], symbols: Symbols, budget_ms: int = DEFAULT_BUDGET_MS,
           keep_smt2: bool = False, guesses: Callable[[], list[z3.BoolRef]] = list) -> Outcome:
    """`check` of the formulas `build` makes, first with bit operations of sizes as atoms (an
    over-approximation: its unsat is a proof), and again exactly when that found a model.
    `guesses`, called after `build`: `check`'s guesses of a witness."""
    with symbols.abstracted():
        formulas = build()
        out = check(formulas, symbols, budget_ms, keep_smt2, guesses=guesses())
        if out.answer is Answer.UNSAT or not symbols.abstracted_used:
            return out
        refined = _refine(formulas, out, symbols, budget_ms, keep_smt2)
    if refined is not None:
        return refined
    return check(build(), symbols, budget_ms, keep_smt2)


def _refine(formulas, out: Outcome, symbols: Symbols, budget_ms: int, keep_smt2: bool, rounds: int = 8) -> Outcome | None:
    """Models of the abstraction checked at their sizes: with the sizes fixed and each atom fixed
    to the true value of its bit operation there, a model is a real conflict; when there is none
    at these sizes, they are excluded and the abstraction asked again (unsat then is a proof).
    None when this does not settle it."""
    blocked: list[z3.BoolRef] = []
    for _ in range(rounds):
        if out.answer is not Answer.SAT:
            return out if out.answer is Answer.UNSAT else None
        sizes = {name: out.model.eval(c, model_completion=True) for name, c in symbols.consts.items()}
        sizes = {name: v.as_long() for name, v in sizes.items() if z3.is_int_value(v)}
        truth = symbols.atom_values(sizes)
        if truth is None or len(sizes) != len(symbols.consts):
            return None
        pinned = [symbols.consts[n] == v for n, v in sizes.items()] + [a == v for a, v in truth]
        real = check(formulas + blocked + pinned, symbols, budget_ms, keep_smt2)
        if real.answer is Answer.SAT:  # the query's own constants: the pins name every symbol
            return dataclasses.replace(real, free=_sizes_in(formulas, symbols))
        if real.answer is Answer.UNKNOWN:
            return None
        blocked.append(z3.Or(*[symbols.consts[n] != v for n, v in sizes.items()]))
        out = check(formulas + blocked, symbols, budget_ms, keep_smt2)
    return None

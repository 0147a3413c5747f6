"""The thin solver layer: one named query, a fresh solver, a budget, a three-way answer.

Answers other than sat and unsat are first-class: a timeout or an incomplete theory gives
`unknown`, which a verdict never turns into `safe`.
"""

from __future__ import annotations

import dataclasses
import enum

import z3

from .symbolic import Symbols

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


def check(formulas: list[z3.BoolRef], symbols: Symbols, budget_ms: int = DEFAULT_BUDGET_MS, keep_smt2: bool = False) -> Outcome:
    """Is the conjunction of `formulas` satisfiable under the symbols' assumptions?"""
    s = z3.Solver()
    s.set("timeout", budget_ms)
    s.add(*formulas)
    s.add(*symbols.assumptions())
    smt2 = s.to_smt2() if keep_smt2 else ""
    r = s.check()
    if r == z3.unsat:
        return Outcome(Answer.UNSAT, smt2=smt2)
    if r == z3.sat:
        return Outcome(Answer.SAT, s.model(), smt2=smt2)
    return Outcome(Answer.UNKNOWN, why=s.reason_unknown(), smt2=smt2)

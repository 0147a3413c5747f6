"""Sizes as exact arithmetic: expanded polynomials of the ShapeEnv's symbols (`Poly`), and a
size's value at given sizes, computed as torch computes it at run time (`evaluate`)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import sympy


class Poly:
    """A size as an expanded polynomial: {monomial: rational coefficient}, a monomial being a
    sorted tuple of (symbol, power). Exact arithmetic without sympy's object machinery, which
    costs a millisecond per expansion: two sizes are equal for every value of the symbols iff
    their difference has no term, and the layout questions asked per candidate (does a write
    cover a region?) are differences of a few such sizes."""

    __slots__ = ("terms",)

    def __init__(self, terms: dict):
        self.terms = {m: c for m, c in terms.items() if c != 0}

    @staticmethod
    def constant(c: "int | Fraction") -> "Poly":
        return Poly({(): c})

    def __add__(self, other: "Poly | int") -> "Poly":
        other = other if isinstance(other, Poly) else Poly.constant(other)
        out = dict(self.terms)
        for m, c in other.terms.items():
            out[m] = out.get(m, 0) + c
        return Poly(out)

    def __neg__(self) -> "Poly":
        return Poly({m: -c for m, c in self.terms.items()})

    def __sub__(self, other: "Poly | int") -> "Poly":
        return self + -(other if isinstance(other, Poly) else Poly.constant(other))

    def __mul__(self, other: "Poly | int") -> "Poly":
        other = other if isinstance(other, Poly) else Poly.constant(other)
        out: dict = {}
        for ma, ca in self.terms.items():
            for mb, cb in other.terms.items():
                m = _monomial_product(ma, mb)
                out[m] = out.get(m, 0) + ca * cb
        return Poly(out)

    __rmul__ = __mul__
    __radd__ = __add__

    def is_zero(self) -> bool:
        return not self.terms

    def __repr__(self) -> str:
        return f"Poly({self.expr()})"

    def expr(self) -> sympy.Basic:
        """The same polynomial as a sympy expression."""
        return sympy.Add(*(sympy.Rational(c) * sympy.Mul(*(sym**k for sym, k in m))
                           for m, c in self.terms.items()))

    def shifted(self, lows: dict) -> "Poly":
        """The polynomial in t of the same value at s = lows[s] + t for each symbol s."""
        out = Poly({})
        for m, c in self.terms.items():
            term = Poly.constant(c)
            for sym, k in m:
                low = lows[sym]
                # (low + t)^k = sum_j C(k, j) low^(k-j) t^j
                term = term * Poly({((sym, j),) if j else (): math.comb(k, j) * low ** (k - j) for j in range(k + 1)})
            out = out + term
        return out


def _monomial_product(a: tuple, b: tuple) -> tuple:
    if not a:
        return b
    if not b:
        return a
    powers = dict(a)
    for sym, k in b:
        powers[sym] = powers.get(sym, 0) + k
    return tuple(sorted(powers.items(), key=lambda x: x[0].name))


def evaluate(e: sympy.Basic, values: dict[str, int]) -> Any:
    """The value of `e` at these sizes, computed as torch computes it at run time (Python's int and
    float arithmetic); None when a symbol has no value or the evaluation fails."""
    from torch.utils._sympy import interp
    from torch.utils._sympy.reference import PythonReferenceAnalysis

    env = {}
    for v in symbols_of(e):
        if str(v) not in values:
            return None
        env[v] = values[str(v)]
    handler = getattr(interp, "_run_sympy_handler", None)
    try:
        if handler is None:  # a torch without it: its interpreter, which walks the DAG as a tree
            return interp.sympy_interp(PythonReferenceAnalysis, env, e)
        return _evaluate_dag(e, env, handler, PythonReferenceAnalysis)
    except Exception:
        return None


def symbols_of(e: sympy.Basic) -> set:
    """`e.free_symbols`, each distinct subexpression visited once (sympy's own walk visits a
    shared subexpression once per path to it, and `next_power_of_2` of a size has millions)."""
    seen, out, todo = set(), set(), [e]
    while todo:
        x = todo.pop()
        if x in seen:
            continue
        seen.add(x)
        if isinstance(x, sympy.Symbol):
            out.add(x)
        else:
            todo.extend(x.args)
    return out


def _evaluate_dag(e: sympy.Basic, env: dict, handler: Any, analysis: Any) -> Any:
    """`sympy_interp` once per distinct subexpression: a size such as `next_power_of_2` of a
    size nests its operand dozens of times, which a walk as a tree evaluates each time."""
    from torch.utils._sympy.interp import sympy_interp

    done: dict = {}
    todo = [(e, False)]
    while todo:
        x, ready = todo.pop()
        if x in done:
            continue
        if not x.args or isinstance(x, (sympy.Symbol, sympy.Number)):
            done[x] = sympy_interp(analysis, env, x)
        elif ready:
            done[x] = handler(analysis, [done[a] for a in x.args], x)
        else:
            todo.append((x, True))
            todo.extend((a, False) for a in x.args if a not in done)
    return done[e]


def range_of(env: Any, name: str) -> tuple[int | None, int | None] | None:
    """The value range the ShapeEnv `env` gives symbol `name` (None when it has none)."""
    for sym, rng in getattr(env, "var_to_range", {}).items():
        if getattr(sym, "name", None) == name:
            return bound(rng.lower), bound(rng.upper)
    return None


def bound(v: Any) -> int | None:
    """An int, or None for an infinite or non-integer bound."""
    if getattr(v, "is_finite", True) is False or getattr(v, "is_integer", True) is False:
        return None
    try:
        return int(v)
    except (TypeError, ValueError, OverflowError, AttributeError):
        return None

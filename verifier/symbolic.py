"""Symbolic sizes: SymInts and their ShapeEnv as Z3 integers and constraints.

A size, stride or offset is a Python int or a SymInt. A SymInt's sympy expression becomes a Z3
integer term over one Z3 constant per free symbol. The ShapeEnv contributes assumptions: each
symbol's value range and every guard and runtime assert it recorded. A guard that cannot be
translated is left out; that only widens the set of inputs considered, so proofs stay sound.
"""

from __future__ import annotations

from typing import Any

import sympy
import z3


class Unsupported(Exception):
    """A construct the verifier cannot encode; the candidate's verdict becomes unknown."""


class Symbols:
    """The Z3 view of one ShapeEnv: terms for SymInts, and the assumptions they live under."""

    def __init__(self, shape_env: Any = None):
        self.shape_env = shape_env
        self.consts: dict[str, z3.ArithRef] = {}
        self._assumptions: list[z3.BoolRef] | None = None
        self.skipped_guards: list[str] = []

    # --- terms -------------------------------------------------------------------------
    def term(self, value: Any) -> z3.ArithRef:
        """The Z3 term of an int, a SymInt or a sympy expression."""
        if isinstance(value, bool):
            return z3.IntVal(int(value))
        if isinstance(value, int):
            return z3.IntVal(value)
        node = getattr(value, "node", None)
        if node is not None and hasattr(node, "expr"):
            expr = node.expr
            if self.shape_env is not None:
                try:
                    expr = self.shape_env.replace(expr)
                except Exception:
                    pass
            return self.expr(expr)
        if isinstance(value, sympy.Basic):
            return self.expr(value)
        raise Unsupported(f"not an integer size: {value!r}")

    def concrete(self, value: Any) -> int | None:
        """The value as a Python int when it is one (a SymInt with a constant expression too)."""
        if isinstance(value, int):
            return int(value)
        node = getattr(value, "node", None)
        expr = getattr(node, "expr", None)
        if expr is not None and getattr(expr, "is_Integer", False):
            return int(expr)
        return None

    def symbol(self, name: str) -> z3.ArithRef:
        if name not in self.consts:
            self.consts[name] = z3.Int(name)
        return self.consts[name]

    def expr(self, e: sympy.Basic) -> Any:
        from torch.utils._sympy import functions as F

        if e is sympy.true:
            return z3.BoolVal(True)
        if e is sympy.false:
            return z3.BoolVal(False)
        if e.is_Integer:
            return z3.IntVal(int(e))
        if e.is_Symbol:
            return self.symbol(e.name)
        if isinstance(e, sympy.Rational) or e.is_Float:
            raise Unsupported(f"non-integer size expression {e}")
        args = [self.expr(a) for a in e.args]
        if isinstance(e, sympy.Add):
            return z3.Sum(*args)
        if isinstance(e, sympy.Mul):
            out = args[0]
            for a in args[1:]:
                out = out * a
            return out
        if isinstance(e, (sympy.Pow, F.PowByNatural)):
            base, exp = e.args
            if exp.is_Integer and int(exp) >= 0:
                out = z3.IntVal(1)
                for _ in range(int(exp)):
                    out = out * args[0]
                return out
            raise Unsupported(f"power {e}")
        if isinstance(e, (F.FloorDiv, F.CleanDiv, F.IntTrueDiv)):
            # Python floor division; Z3's div agrees for positive divisors, which sizes are.
            return args[0] / args[1]
        if isinstance(e, F.CeilDiv):
            return -((-args[0]) / args[1])
        if isinstance(e, (F.Mod, F.PythonMod)):
            return args[0] % args[1]
        if isinstance(e, F.ModularIndexing):
            return (args[0] / args[1]) % args[2]
        if isinstance(e, (F.Max, sympy.Max)):
            out = args[0]
            for a in args[1:]:
                out = z3.If(out >= a, out, a)
            return out
        if isinstance(e, (F.Min, sympy.Min)):
            out = args[0]
            for a in args[1:]:
                out = z3.If(out <= a, out, a)
            return out
        if isinstance(e, F.Identity):
            return args[0]
        if isinstance(e, sympy.Eq):
            return args[0] == args[1]
        if isinstance(e, sympy.Ne):
            return args[0] != args[1]
        if isinstance(e, sympy.StrictLessThan):
            return args[0] < args[1]
        if isinstance(e, sympy.LessThan):
            return args[0] <= args[1]
        if isinstance(e, sympy.StrictGreaterThan):
            return args[0] > args[1]
        if isinstance(e, sympy.GreaterThan):
            return args[0] >= args[1]
        if isinstance(e, sympy.And):
            return z3.And(*args)
        if isinstance(e, sympy.Or):
            return z3.Or(*args)
        if isinstance(e, sympy.Not):
            return z3.Not(args[0])
        raise Unsupported(f"size expression {type(e).__name__}: {e}")

    # --- assumptions -------------------------------------------------------------------
    def assumptions(self) -> list[z3.BoolRef]:
        """Constraints on every symbol used so far: ranges, guards and runtime asserts."""
        out: list[z3.BoolRef] = []
        env = self.shape_env
        for name, const in list(self.consts.items()):
            lower, upper = 0, None
            if env is not None:
                rng = _range_of(env, name)
                if rng is not None:
                    lower, upper = rng
            if lower is not None:
                out.append(const >= lower)
            if upper is not None:
                out.append(const <= upper)
        out.extend(self._guards())
        return out

    def _guards(self) -> list[z3.BoolRef]:
        if self._assumptions is not None:
            return self._assumptions
        self._assumptions = []
        env = self.shape_env
        if env is None:
            return self._assumptions
        exprs = [g.expr for g in getattr(env, "guards", [])]
        for asserts in getattr(env, "deferred_runtime_asserts", {}).values():
            exprs.extend(a.expr for a in asserts)
        for e in exprs:
            try:
                f = self.expr(e)
            except Unsupported:
                self.skipped_guards.append(str(e))
                continue
            if isinstance(f, z3.BoolRef):
                self._assumptions.append(f)
        return self._assumptions

    def describe(self, model: z3.ModelRef) -> dict[str, int]:
        """The sizes a model chose, by symbol name."""
        out = {}
        for name, const in sorted(self.consts.items()):
            v = model.eval(const, model_completion=True)
            if z3.is_int_value(v):
                out[name] = v.as_long()
        return out


def _range_of(env: Any, name: str) -> tuple[int | None, int | None] | None:
    for sym, rng in getattr(env, "var_to_range", {}).items():
        if getattr(sym, "name", None) == name:
            return _bound(rng.lower), _bound(rng.upper)
    return None


def _bound(v: Any) -> int | None:
    """An int, or None for an infinite or non-integer bound."""
    if getattr(v, "is_finite", True) is False or getattr(v, "is_integer", True) is False:
        return None
    try:
        return int(v)
    except (TypeError, ValueError, OverflowError, AttributeError):
        return None

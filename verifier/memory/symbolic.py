"""Symbolic sizes: SymInts and their ShapeEnv as Z3 integers and constraints.

A size, stride or offset is a Python int or a SymInt. A SymInt's sympy expression becomes a Z3
integer term over one Z3 constant per free symbol. The ShapeEnv contributes assumptions: each
symbol's value range and every guard and runtime assert it recorded. A guard that cannot be
translated is left out; that only widens the set of inputs considered, so proofs stay sound.
"""

from __future__ import annotations

import contextlib
from fractions import Fraction
from typing import Any

import sympy
import z3

from .sizes import Poly, evaluate, range_of, symbols_of
from .terms import div, total, eq, ge, gt, int_val, ite, le, lt, mul, neg

_BITWISE = ("bitwise_and", "bitwise_or", "bitwise_xor")

class Unsupported(Exception):
    """A construct the verifier cannot encode; the candidate's verdict becomes unknown."""


class Symbols:
    """The Z3 view of one ShapeEnv: terms for SymInts, and the assumptions they live under."""

    def __init__(self, shape_env: Any = None):
        self.shape_env = shape_env
        self.consts: dict[str, z3.ArithRef] = {}
        self._assumptions: dict[bool, list[z3.BoolRef]] = {}  # per mode: guards and runtime asserts
        self.skipped_guards: list[str] = []
        self._int64: dict[int, z3.BoolRef] = {}  # operands of bit operations lie in int64
        self._terms: dict[tuple[bool, Any], Any] = {}  # (abstract?, sympy expression) -> its Z3 term
        # Abstraction: bit operations become integer atoms with true linear facts about them (an
        # over-approximation: unsat is a proof, sat must be checked again exactly).
        self.abstract = False
        self.abstracted_used = False  # an atom entered the formulas built in abstract mode
        self._atoms: dict[Any, z3.ArithRef] = {}
        self._atom_values: dict[tuple, Any] = {}  # (atom's expression, its symbols' values) -> its value
        self._atom_symbols: dict[Any, list[str]] = {}  # atom's expression -> the names of its symbols
        self._atom_facts: list[z3.BoolRef] = []
        self._exact_bitwise: dict[Any, z3.ArithRef] = {}  # bit operation -> its exact term
        self._has_bitwise: dict[Any, bool] = {}
        self._nonnegative: dict[Any, bool] = {}  # expressions shown >= 0 (or not) without the solver
        self._polys: dict[Any, Poly | None] = {}  # sympy expression -> its polynomial (None: not one)
        self._ranges: dict[str, list[z3.BoolRef]] = {}  # symbol -> its range, as constraints
        self._approximations: dict[int, tuple] = {}  # formula id -> (formula, bit operations, its abstraction)
        self._abstraction: tuple[int, list] = (0, [])  # (bit operations encoded exactly, their atoms)

    # --- terms -------------------------------------------------------------------------
    def term(self, value: Any) -> z3.ArithRef:
        """The Z3 term of an int, a SymInt or a sympy expression."""
        if isinstance(value, int):  # bool too
            return int_val(int(value))
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

    def sympy_of(self, value: Any) -> Any:
        """The sympy expression of an int or a SymInt (None for anything else)."""
        if isinstance(value, bool):
            return sympy.Integer(int(value))
        if isinstance(value, int):
            return sympy.Integer(value)
        if isinstance(value, sympy.Basic):
            return value
        expr = getattr(getattr(value, "node", None), "expr", None)
        if expr is None:
            return None
        if self.shape_env is not None:
            try:
                expr = self.shape_env.replace(expr)
            except Exception:
                pass
        return expr

    def poly(self, value: Any) -> Poly | None:
        """An int, a SymInt or a sympy expression as a Poly; None when it is no polynomial (a
        division, a bit operation, a float...)."""
        if isinstance(value, Poly):
            return value
        if isinstance(value, int):
            return Poly.constant(int(value))
        e = self.sympy_of(value)
        if e is None:
            return None
        try:
            return self._polys[e]
        except KeyError:
            pass
        out = self._polys[e] = self._poly(e)
        return out

    def _poly(self, e: sympy.Basic) -> Poly | None:
        if isinstance(e, sympy.Rational):  # Integer too
            return Poly.constant(int(e.p) if e.q == 1 else Fraction(int(e.p), int(e.q)))
        if e.is_Symbol:
            return Poly({((e, 1),): 1})
        if isinstance(e, (sympy.Add, sympy.Mul)):
            parts = [self.poly(a) for a in e.args]
            if any(p is None for p in parts):
                return None
            out = parts[0]
            for p in parts[1:]:
                out = out + p if isinstance(e, sympy.Add) else out * p
            return out
        from torch.utils._sympy.functions import PowByNatural

        if isinstance(e, (sympy.Pow, PowByNatural)) and e.args[1].is_Integer and 0 <= int(e.args[1]) <= 8:
            base = self.poly(e.args[0])
            if base is None:
                return None
            out = Poly.constant(1)
            for _ in range(int(e.args[1])):
                out = out * base
            return out
        return None

    def same(self, a: Any, b: Any) -> bool:
        """The two sizes (ints, SymInts, sympy expressions or Polys) are one expression: equal for
        every value of the symbols, without encoding them (a size with bit operations or float
        functions compares like any other)."""
        if isinstance(a, int) and isinstance(b, int):
            return a == b
        if isinstance(a, Poly) or isinstance(b, Poly):
            pa, pb = self.poly(a), self.poly(b)
            return pa is not None and pb is not None and (pa - pb).is_zero()
        ea, eb = self.sympy_of(a), self.sympy_of(b)
        if ea is None or eb is None:
            return False
        if ea == eb:
            return True
        pa, pb = self.poly(ea), self.poly(eb)
        if pa is not None and pb is not None:
            return (pa - pb).is_zero()
        diff = ea - eb
        if diff == 0:
            return True
        if diff.atoms(sympy.Function):  # FloorDiv, bit operations...: only structural identity
            return False
        return sympy.expand(diff) == 0

    def nonnegative(self, e: Any) -> bool:
        """Shown without the solver: `e` >= 0 at every size the ShapeEnv admits. Each symbol s is
        at least the lower end L of its value range, so with s = L + t (t >= 0) a polynomial whose
        expanded coefficients are all >= 0 is >= 0; a sympy expression is also bounded by
        interval arithmetic on the ranges (which sees (s - t)**2 >= 0, its expansion not). A
        Poly is asked the first question only. False when nothing shows it: the caller then
        asks the exact question."""
        if not isinstance(e, Poly) and e.is_number:
            return bool(e >= 0)
        if self.shape_env is None:
            return False
        functions = not isinstance(e, Poly) and bool(e.atoms(sympy.Function))
        p = None if functions else self.poly(e)
        if p is not None:
            lows = self._lower_ends({sym for m in p.terms for sym, _ in m})
            if lows is not None and all(c >= 0 for c in p.shifted(lows).terms.values()):
                return True
        if isinstance(e, Poly) or functions:
            return False
        known = self._nonnegative.get(e)
        if known is None:
            known = self._nonnegative[e] = self._bounded_nonnegative(e)
        return known

    def _lower_ends(self, syms: set) -> dict | None:
        """Each symbol's finite lower end in the ShapeEnv's ranges (None when one has none)."""
        ranges = getattr(self.shape_env, "var_to_range", {})
        lows = {}
        for sym in syms:
            low = ranges[sym].lower if sym in ranges else None
            if not isinstance(low, sympy.Rational):  # none, or infinite
                return None
            lows[sym] = int(low.p) if low.q == 1 else Fraction(int(low.p), int(low.q))
        return lows

    def _bounded_nonnegative(self, e: sympy.Basic) -> bool:
        """Interval arithmetic on the symbols' ranges shows e >= 0."""
        ranges = getattr(self.shape_env, "var_to_range", {})
        if any(sym not in ranges for sym in e.free_symbols):
            return False
        from torch.utils._sympy.value_ranges import bound_sympy

        try:
            low = bound_sympy(e, ranges).lower
        except Exception:
            return False
        return bool(low.is_number and low >= 0)

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
        if self.abstract and self._bitwise_in(e):
            self.abstracted_used = True
        key = (self.abstract, e)
        try:
            return self._terms[key]
        except KeyError:
            pass
        out = self._terms[key] = self._expr(e)
        return out

    def _bitwise_in(self, e: sympy.Basic) -> bool:
        known = self._has_bitwise.get(e)
        if known is None:
            known = self._has_bitwise[e] = getattr(type(e), "_torch_handler_name", None) in _BITWISE or any(
                self._bitwise_in(a) for a in e.args
            )
        return known

    @contextlib.contextmanager
    def abstracted(self):
        """Build terms and assumptions with bit operations as atoms; says whether any was used."""
        saved = self.abstract, self.abstracted_used
        self.abstract, self.abstracted_used = True, False
        try:
            yield self
        finally:
            self.abstract = saved[0]
            self.abstracted_used = self.abstracted_used or saved[1]

    def _expr(self, e: sympy.Basic) -> Any:
        from torch.utils._sympy import functions as F

        if e is sympy.true:
            return z3.BoolVal(True)
        if e is sympy.false:
            return z3.BoolVal(False)
        if e.is_Integer:
            return int_val(int(e))
        if e.is_Symbol:
            return self.symbol(e.name)
        if isinstance(e, sympy.Rational) or e.is_Float:
            raise Unsupported(f"non-integer size expression {e}")
        args = [self.expr(a) for a in e.args]
        if isinstance(e, sympy.Add):
            return total(args)
        if isinstance(e, sympy.Mul):
            out = args[0]
            for a in args[1:]:
                out = mul(out, a)
            return out
        if isinstance(e, (sympy.Pow, F.PowByNatural)):
            base, exp = e.args
            if exp.is_Integer and int(exp) >= 0:
                out = z3.IntVal(1)
                for _ in range(int(exp)):
                    out = mul(out, args[0])
                return out
            raise Unsupported(f"power {e}")
        if isinstance(e, (F.FloorDiv, F.CleanDiv, F.IntTrueDiv)):
            # Python floor division; Z3's div agrees for positive divisors, which sizes are.
            return div(args[0], args[1])
        if isinstance(e, F.CeilDiv):
            return neg(div(neg(args[0]), args[1]))
        if isinstance(e, (F.Mod, F.PythonMod)):
            return args[0] % args[1]
        if isinstance(e, F.ModularIndexing):
            return (args[0] / args[1]) % args[2]
        if isinstance(e, (F.Max, sympy.Max)):
            out = args[0]
            for a in args[1:]:
                out = ite(ge(out, a), out, a)
            return out
        if isinstance(e, (F.Min, sympy.Min)):
            out = args[0]
            for a in args[1:]:
                out = ite(le(out, a), out, a)
            return out
        if isinstance(e, F.Identity):
            return args[0]
        if getattr(type(e), "_torch_handler_name", None) in _BITWISE:
            if self.abstract:
                return self._atom(e, type(e)._torch_handler_name, args[0], args[1])
            out = self._exact_bitwise[e] = self._bitwise(type(e)._torch_handler_name, args[0], args[1])
            return out
        if isinstance(e, (F.LShift, F.RShift)) and e.args[1].is_Integer and int(e.args[1]) >= 0:
            scale = 2 ** int(e.args[1])
            return mul(args[0], scale) if isinstance(e, F.LShift) else div(args[0], scale)  # floor: an arithmetic shift
        if isinstance(e, F.Where):
            return z3.If(args[0], args[1], args[2])
        if isinstance(e, sympy.Eq):
            return eq(args[0], args[1])
        if isinstance(e, sympy.Ne):
            return args[0] != args[1]
        if isinstance(e, sympy.StrictLessThan):
            return lt(args[0], args[1])
        if isinstance(e, sympy.LessThan):
            return le(args[0], args[1])
        if isinstance(e, sympy.StrictGreaterThan):
            return gt(args[0], args[1])
        if isinstance(e, sympy.GreaterThan):
            return ge(args[0], args[1])
        if isinstance(e, sympy.And):
            return z3.And(*args)
        if isinstance(e, sympy.Or):
            return z3.Or(*args)
        if isinstance(e, sympy.Not):
            return z3.Not(args[0])
        raise Unsupported(f"size expression {type(e).__name__}: {e}")

    def _bitwise(self, name: str, a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
        """Exact for int64 operands, as sizes are: two's complement bit-vectors of 64 bits agree
        with Python's bit operations there. The operands' range becomes an assumption."""
        bits = 64
        for x in (a, b):
            self._int64[x.get_id()] = z3.And(x >= -(2 ** (bits - 1)), x < 2 ** (bits - 1))
        va, vb = z3.Int2BV(a, bits), z3.Int2BV(b, bits)
        v = {"bitwise_and": va & vb, "bitwise_or": va | vb, "bitwise_xor": va ^ vb}[name]
        return z3.BV2Int(v, is_signed=True)

    def _atom(self, e: sympy.Basic, name: str, a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
        """An integer standing for a bit operation, with facts true of it for non-negative operands."""
        if e in self._atoms:
            return self._atoms[e]
        r = self._atoms[e] = z3.Int(f"bitop{len(self._atoms)}")
        if name == "bitwise_or":
            fact = z3.And(r >= a, r >= b, r <= a + b)
        elif name == "bitwise_and":
            fact = z3.And(r >= 0, r <= a, r <= b)
        else:
            fact = z3.And(r >= 0, r <= a + b)
        self._atom_facts.append(z3.Implies(z3.And(a >= 0, b >= 0), fact))
        return r

    def over_approximation(self, formulas: list) -> list | None:
        """`formulas`, built exactly, with each bit operation in them replaced by its atom: with
        the assumptions made under `abstracted()`, their unsat proves the originals unsat. None
        when no bit operation was ever encoded exactly (the formulas are their own abstraction)."""
        if not self._exact_bitwise:
            return None
        known = len(self._exact_bitwise)  # an abstraction made before more were encoded is stale
        if self._abstraction[0] != known:
            with self.abstracted():
                self._abstraction = (known, [(exact, self.expr(e)) for e, exact in list(self._exact_bitwise.items())])
        pairs = self._abstraction[1]
        self.abstracted_used = True  # atoms enter the formulas (as when the pairs are made)
        out = []
        for f in formulas:  # the domain of an access recurs in each question asked of it
            hit = self._approximations.get(f.get_id())
            if hit is None or hit[1] != known:
                hit = self._approximations[f.get_id()] = (f, known, z3.substitute(f, *pairs))
            out.append(hit[2])
        return out

    def example_values(self) -> dict[str, int]:
        """The sizes of the example the graph was captured with (the ShapeEnv's hints), by name;
        unbacked symbols have none."""
        out = {}
        for sym, v in getattr(self.shape_env, "var_to_val", {}).items():
            try:
                out[str(sym)] = int(v)
            except (TypeError, ValueError):
                continue
        return out

    def atom_values(self, values: dict[str, int]) -> list[tuple[z3.ArithRef, int]] | None:
        """Each atom's true value at these sizes (Python's bit operations), or None when some
        symbol an atom depends on has no value."""
        out = []
        for e, atom in self._atoms.items():
            if e not in self._atom_symbols:
                self._atom_symbols[e] = sorted(str(v) for v in symbols_of(e))
            key = (e, tuple(values.get(name) for name in self._atom_symbols[e]))
            if key not in self._atom_values:  # one evaluation per atom and sizes (sympy_interp is slow)
                self._atom_values[key] = evaluate(e, values)
            v = self._atom_values[key]
            if v is None:
                return None
            out.append((atom, int(v)))
        return out

    # --- assumptions -------------------------------------------------------------------
    def assumptions(self) -> list[z3.BoolRef]:
        """Constraints on every symbol used so far: ranges, guards and runtime asserts."""
        out = self.ranges()
        out.extend(self._guards())
        out.extend(self._atom_facts if self.abstract else self._int64.values())
        return out

    def ranges(self) -> list[z3.BoolRef]:
        """The ranges of the symbols used so far, alone: fewer assumptions than `assumptions()`,
        so a question they make unsat is unsat under all of them."""
        out: list[z3.BoolRef] = []
        for name, const in list(self.consts.items()):
            if name not in self._ranges:
                lower, upper = 0, None
                rng = range_of(self.shape_env, name) if self.shape_env is not None else None
                if rng is not None:
                    lower, upper = rng
                self._ranges[name] = ([const >= lower] if lower is not None else []) + (
                    [const <= upper] if upper is not None else [])
            out.extend(self._ranges[name])
        return out

    def guard_exprs(self) -> list[sympy.Basic]:
        env = self.shape_env
        if env is None:
            return []
        exprs = [g.expr for g in getattr(env, "guards", [])]
        for asserts in getattr(env, "deferred_runtime_asserts", {}).values():
            exprs.extend(a.expr for a in asserts)
        return exprs

    def _guards(self) -> list[z3.BoolRef]:
        if self.abstract in self._assumptions:
            if self.abstract and any(self._bitwise_in(e) for e in self.guard_exprs()):
                self.abstracted_used = True
            return self._assumptions[self.abstract]
        out = self._assumptions[self.abstract] = []
        skipped = []
        for e in self.guard_exprs():
            try:
                f = self.expr(e)
            except Unsupported:
                skipped.append(str(e))
                continue
            if isinstance(f, z3.BoolRef):
                out.append(f)
        self.skipped_guards = skipped
        return out

    def entangled(self, names: set[str]) -> list[str]:
        """The guards left out that constrain any of the symbols `names`, directly or through the
        guards that relate symbols to each other. A model of a query over other symbols is a real
        one: the example inputs satisfy every guard, so the other symbols can keep their values."""
        if not self.skipped_guards:
            return []
        parent: dict[str, str] = {}

        def find(x: str) -> str:
            while parent.setdefault(x, x) != x:
                x = parent[x]
            return x

        exprs = self.guard_exprs()
        for e in exprs:
            syms = [str(v) for v in getattr(e, "free_symbols", ())]
            for a in syms[1:]:
                parent[find(a)] = find(syms[0])
        touched = {find(n) for n in names}
        return [str(e) for e in exprs if str(e) in self.skipped_guards
                and any(find(str(v)) in touched for v in getattr(e, "free_symbols", ()))]

    def hold_at(self, guards: list[str], values: dict[str, int]) -> bool:
        """Whether the guards left out (named as in `skipped_guards`) hold at these sizes, evaluated
        as the guard itself is at run time (Python's float and integer arithmetic)."""
        return all(evaluate(e, values) is True for e in self.guard_exprs() if str(e) in guards)

    def describe(self, model: z3.ModelRef, names: set[str] | None = None) -> dict[str, int]:
        """The sizes a model chose, by symbol name (only `names`, when given)."""
        out = {}
        for name, const in sorted(self.consts.items()):
            if names is not None and name not in names:
                continue
            v = model.eval(const, model_completion=True)
            if z3.is_int_value(v):
                out[name] = v.as_long()
        return out

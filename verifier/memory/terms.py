"""Z3 terms made through z3's C API. Its Python operators and `And`, `Or`, `If` check and coerce
each argument, and make a Python int a numeral through its decimal string: `x * 4` costs 35
microseconds, the same term made here 5. Reading a kernel makes thousands of such terms (an
address is a few products and sums per operation, each access's domain a few comparisons), so
the TTIR interpreter and the questions asked of its accesses make them here. Each builder takes
integer terms and Python ints (Booleans for the connectives) and gives anything else to z3's own
operator. The terms are those z3's operators make, argument for argument (a test compares them):
the solver's search depends on them. Also the solver itself (`solver`: a fresh one with its
preprocessing and a budget), sums and products of terms, and the constants a formula names."""

from __future__ import annotations

from typing import Any

import z3
from z3 import z3core

_INT_VALS: dict[int, Any] = {}


def int_val(v: int) -> Any:
    """z3.IntVal(v), made once per value (a kernel's constants repeat: block sizes, 0, 1)."""
    hit = _INT_VALS.get(v)
    if hit is None:
        if len(_INT_VALS) > 4096:
            _INT_VALS.clear()
        hit = _INT_VALS[v] = z3.IntVal(v)
    return hit


def _int_ast(x: Any) -> Any:
    """`x` as the AST of an integer term (a Python int as a numeral); None for anything else."""
    if type(x) is int:
        return int_val(x).as_ast()
    if isinstance(x, z3.ArithRef):
        ast, ref = x.as_ast(), x.ctx.ref()
        if z3core.Z3_get_sort_kind(ref, z3core.Z3_get_sort(ref, ast)) == z3.Z3_INT_SORT:
            return ast
    return None


def _pair(a: Any, b: Any) -> tuple[Any, Any, Any] | None:
    """(context, a, b) as ASTs when both are integers and one is a term."""
    if not (isinstance(a, z3.ArithRef) or isinstance(b, z3.ArithRef)):
        return None
    x, y = _int_ast(a), _int_ast(b)
    if x is None or y is None:
        return None
    return (a.ctx if isinstance(a, z3.ArithRef) else b.ctx), x, y


def _arith(mk, fallback, doc: str):
    def build(a: Any, b: Any) -> Any:
        pair = _pair(a, b)
        if pair is None:
            return fallback(a, b)
        ctx, x, y = pair
        return z3.ArithRef(mk(ctx.ref(), 2, (z3.Ast * 2)(x, y)), ctx)

    build.__doc__ = doc
    return build


def div(a: Any, b: Any) -> Any:
    """a / b (SMT-LIB's integer division)."""
    pair = _pair(a, b)
    if pair is None:
        return a / b
    ctx, x, y = pair
    return z3.ArithRef(z3core.Z3_mk_div(ctx.ref(), x, y), ctx)


def neg(a: Any) -> Any:
    """-a."""
    if _int_ast(a) is None or type(a) is int:
        return -a
    return z3.ArithRef(z3core.Z3_mk_unary_minus(a.ctx.ref(), a.as_ast()), a.ctx)


def _comparison(mk, mirrored, fallback, doc: str):
    def build(a: Any, b: Any) -> Any:
        pair = _pair(a, b)
        if pair is None:
            return fallback(a, b)
        ctx, x, y = pair
        # as Python does it: `0 <= t` is `t >= 0`, the term's own operator, and so is `t <= n` for
        # a numeral term n, whose class (IntNumRef) is a subclass of t's: Python tries the right
        # operand's reflected comparison first then
        if type(a) is int or (type(b) is not type(a) and isinstance(b, type(a))):
            return z3.BoolRef(mirrored(ctx.ref(), y, x), ctx)
        return z3.BoolRef(mk(ctx.ref(), x, y), ctx)

    build.__doc__ = doc
    return build


add = _arith(z3core.Z3_mk_add, lambda a, b: a + b, "a + b")
sub = _arith(z3core.Z3_mk_sub, lambda a, b: a - b, "a - b")
mul = _arith(z3core.Z3_mk_mul, lambda a, b: a * b, "a * b")
lt = _comparison(z3core.Z3_mk_lt, z3core.Z3_mk_gt, lambda a, b: a < b, "a < b")
le = _comparison(z3core.Z3_mk_le, z3core.Z3_mk_ge, lambda a, b: a <= b, "a <= b")
gt = _comparison(z3core.Z3_mk_gt, z3core.Z3_mk_lt, lambda a, b: a > b, "a > b")
ge = _comparison(z3core.Z3_mk_ge, z3core.Z3_mk_le, lambda a, b: a >= b, "a >= b")
eq = _comparison(z3core.Z3_mk_eq, z3core.Z3_mk_eq, lambda a, b: a == b, "a == b")


def conj(*fs: Any) -> Any:
    """z3.And(*fs)."""
    if not fs or not all(isinstance(f, z3.BoolRef) for f in fs):
        return z3.And(*fs)
    ctx = fs[0].ctx
    return z3.BoolRef(z3core.Z3_mk_and(ctx.ref(), len(fs), (z3.Ast * len(fs))(*[f.as_ast() for f in fs])), ctx)


def disj(*fs: Any) -> Any:
    """z3.Or(*fs)."""
    if not fs or not all(isinstance(f, z3.BoolRef) for f in fs):
        return z3.Or(*fs)
    ctx = fs[0].ctx
    return z3.BoolRef(z3core.Z3_mk_or(ctx.ref(), len(fs), (z3.Ast * len(fs))(*[f.as_ast() for f in fs])), ctx)


def ite(c: Any, a: Any, b: Any) -> Any:
    """z3.If(c, a, b)."""
    same = (isinstance(a, z3.ArithRef) and isinstance(b, z3.ArithRef)) or (isinstance(a, z3.BoolRef) and isinstance(b, z3.BoolRef))
    if not (isinstance(c, z3.BoolRef) and same):
        return z3.If(c, a, b)
    ctx = c.ctx
    return z3.z3._to_expr_ref(z3core.Z3_mk_ite(ctx.ref(), c.as_ast(), a.as_ast(), b.as_ast()), ctx)


# Z3's search on a raw query depends on the identities of its terms, which depend on everything the
# process built before: the same query was answered in 0.2 s in one process and ran out of its
# budget in another. Substituting away the equations that define intermediate terms (a kernel's
# index arithmetic is mostly such definitions) first leaves a small problem that is quick in both.
_PREPROCESS = ("simplify", "propagate-values", "solve-eqs", "elim-uncnstr", "smt")


_TACTIC: list = []  # the tactic, made once (a solver made from it starts empty)


def solver(budget_ms: int | None = None, rlimit: int | None = None) -> z3.Solver:
    """A fresh solver with a budget in milliseconds, or in z3's resource units (`rlimit`: the
    same answers on every machine); its models give every constant of the query."""
    if not _TACTIC:
        _TACTIC.append(z3.Then(*_PREPROCESS))
    s = _TACTIC[0].solver()
    if budget_ms is not None:
        s.set("timeout", budget_ms)
    if rlimit is not None:
        s.set("rlimit", rlimit)
    return s


def total(terms: list) -> Any:
    """The sum of the terms, with no unary `(+ x)` (which is not SMT-LIB and cvc5 rejects)."""
    if not terms:
        return z3.IntVal(0)
    out = terms[0]
    for t in terms[1:]:
        out = add(out, t)
    return out


def product(factors: list) -> Any:
    """The product of the factors (1 for none)."""
    out = z3.IntVal(1) if not factors else factors[0]
    for f in factors[1:]:
        out = mul(out, f)
    return out


def constants(formulas: list[z3.ExprRef]) -> set[str]:
    """Names of the uninterpreted constants that occur in `formulas` (bound variables excluded)."""
    seen: set[int] = set()
    out: set[str] = set()
    todo = list(formulas)
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(e.decl().name())
        elif z3.is_quantifier(e):
            todo.append(e.body())
        else:
            todo.extend(e.children())
    return out


SMALLEST_RLIMIT = 2_000_000  # z3's resource units for one question of `smallest` (about a second)
# and for all of them: past it the smallest size found so far is reported as a bound ("<="), not
# an exact value (sizes through `next_power_of_2` make each question a 64-bit vector problem)
SMALLEST_TOTAL_RLIMIT = 12_000_000


def smallest(size: z3.ArithRef, formulas: list) -> tuple[int | None, bool]:
    """The smallest value of `size` in a model of `formulas`, by bisection on `size <= bound`:
    each question is satisfiable for every bound from the answer up, so the answer is exact when
    each is decided (an optimizer's answer is not, over nonlinear arithmetic). (None, False) when
    there is no model; (the smallest value seen, False) when a question is left undecided. Each
    question has a resource limit, and the search one in all (`SMALLEST_TOTAL_RLIMIT`), not a time:
    the same answer on every machine."""
    left = [SMALLEST_TOTAL_RLIMIT]
    counted = [_rlimit_count(None)]

    def model_value(bound: int | None) -> tuple[Any, int | None]:
        if left[0] <= 0:
            return z3.unknown, None
        s = solver(rlimit=min(SMALLEST_RLIMIT, left[0]))
        s.add(*formulas, *([size <= bound] if bound is not None else []))
        answer = s.check()
        now = _rlimit_count(s)  # z3 counts its resource units for the whole context
        left[0] -= max(now - counted[0], 1) if now is not None and counted[0] is not None else SMALLEST_RLIMIT
        counted[0] = now
        if answer != z3.sat:
            return answer, None
        v = s.model().eval(size, model_completion=True)
        return answer, v.as_long() if z3.is_int_value(v) else None

    _, high = model_value(None)
    if high is None:
        return None, False
    low = 0  # sizes are not negative
    while low < high:
        mid = (low + high) // 2
        answer, value = model_value(mid)
        if answer == z3.sat and value is not None:
            high = value
        elif answer == z3.unsat:
            low = mid + 1
        else:
            return high, False
    return high, True


def _rlimit_count(s: Any) -> int | None:
    """The resource units z3 has counted so far in this process (`s` a solver just checked, or a
    trivial one), None when its statistics do not say."""
    if s is None:
        s = z3.Solver()
        s.check()
    try:
        return int(s.statistics().get_key_value("rlimit count"))
    except (z3.Z3Exception, ValueError, TypeError):
        return None

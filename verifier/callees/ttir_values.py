"""What the TTIR interpreter computes with: integers, booleans and pointers per lane as Z3 terms,
values it does not follow (with why), and the memory operations it records per program instance."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import z3
from z3 import z3core

from ..memory.terms import conj, ge, lt, solver
from .ttir_text import once


@dataclasses.dataclass(frozen=True)
class Int:
    """An integer (or i1) per lane: `expr` over lane variables lane0.. of `shape`, program ids,
    loop iterations and scalar arguments; `wraps` are sub-terms whose bit width they must fit."""

    shape: tuple
    expr: Any
    wraps: tuple = ()  # ((term, bits), ...)


@dataclasses.dataclass(frozen=True)
class Bool:
    shape: tuple
    expr: Any


@dataclasses.dataclass(frozen=True)
class Ptr:
    """A pointer into argument `arg`: `offset` bytes past its first element (None: unknown, `why`)."""

    shape: tuple
    arg: str
    elem: int  # bytes of the pointee
    offset: Any
    why: str = ""
    wraps: tuple = ()


@dataclasses.dataclass(frozen=True)
class Opaque:
    """A value the analysis does not follow (data, floats, results of unknown ops)."""

    shape: tuple
    why: str


# --- values loaded from memory -------------------------------------------------------------------
# An integer the kernel loads from an argument it never writes is a function of where it is
# loaded from: `loaded i32 from idx_ptr`(byte offset). Nothing else is known of it (but its bit
# width): two instances that load the same offset see the same value, two offsets may hold any two
# values. An address computed from it is followed; only the kernel contract keeps it in its view.
LOADED = "loaded "


_made = [False]  # whether this process ever made a loaded value: until it does, no formula holds one


def loaded_value(arg: str, bits: int, offset: Any) -> Any:
    _made[0] = True
    return z3.Function(f"{LOADED}i{bits} from {arg}", z3.IntSort(), z3.IntSort())(offset)


def _applications(exprs, descend=None):
    """Each distinct application inside `exprs`, as (context, ast, app), walked over z3's own
    pointers (borrowed from `exprs`, which the caller holds): wrapping every node in a Python
    object costs three quarters of the time, and this runs on every access of a kernel.
    `descend(ref, app)` false: not into that application's arguments."""
    seen: set[int] = set()
    for expr in exprs:
        if not isinstance(expr, z3.ExprRef):
            continue
        ctx = expr.ctx
        ref = ctx.ref()
        todo = [expr.as_ast()]
        while todo:
            ast = todo.pop()
            key = z3core.Z3_get_ast_id(ref, ast)
            if key in seen:
                continue
            seen.add(key)
            if z3core.Z3_get_ast_kind(ref, ast) != z3.Z3_APP_AST:
                continue
            app = z3core.Z3_to_app(ref, ast)
            yield ctx, ast, app
            if descend is None or descend(ref, app):
                todo.extend(z3core.Z3_get_app_arg(ref, app, k) for k in range(z3core.Z3_get_app_num_args(ref, app)))


def loaded_terms(*exprs: Any) -> list:
    """The loaded values (applications of `loaded_value`'s functions) inside `exprs` (not walked
    where the process made none: a graph without kernels that load addresses, most of them)."""
    out = []
    if not _made[0]:
        return out
    for ctx, ast, app in _applications(exprs):
        ref = ctx.ref()
        if z3core.Z3_get_app_num_args(ref, app) == 1:
            name = z3core.Z3_get_decl_name(ref, z3core.Z3_get_app_decl(ref, app))
            if z3core.Z3_get_symbol_string(ref, name).startswith(LOADED):
                out.append(z3.z3._to_expr_ref(ast, ctx))
    return out




def merged_wraps(*groups: tuple) -> tuple:
    """The (term, bits) of each group in turn, each once: a value's wraps are those of the values
    it is computed from, and an address reached along several paths would repeat them."""
    out, seen = [], set()
    for group in groups:
        for t, b in group:
            key = (t.get_id(), b)
            if key not in seen:
                seen.add(key)
                out.append((t, b))
    return tuple(out)


def unconditional_ids(expr: Any) -> set[int]:
    """Ids of the subterms of `expr` outside every branch of an if-then-else (its condition too)."""
    def outside_branches(ref, app):
        return z3core.Z3_get_decl_kind(ref, z3core.Z3_get_app_decl(ref, app)) != z3.Z3_OP_ITE

    return {z3core.Z3_get_ast_id(ctx.ref(), ast) for ctx, ast, _ in _applications([expr], outside_branches)}


def loaded_from(term: Any) -> tuple[str, int]:
    """(argument, bits) of a loaded value."""
    bits, _, arg = term.decl().name()[len(LOADED) + 1:].partition(" from ")
    return arg, int(bits)


def loaded_range(term: Any) -> Any:
    bits = loaded_from(term)[1]
    return conj(ge(term, -(1 << (bits - 1))), lt(term, 1 << (bits - 1)))


LANES = [z3.Int(f"lane{k}") for k in range(8)]
PIDS = [z3.Int(f"pid{k}") for k in range(3)]
_AT_LEAST_ZERO = {x.get_id() for x in LANES + PIDS}  # lanes and program ids, never negative


def surely_nonneg(e: Any) -> bool:
    """`e` is at least 0 by its form alone: a constant at least 0, a lane or a program id, or a sum
    or product of such terms (most offsets a kernel computes; no solver asked). False says nothing."""
    if isinstance(e, int):  # the term builders fold two Python ints into one
        return e >= 0
    if not isinstance(e, z3.ExprRef):
        return False
    ref = e.ctx.ref()  # walked over z3's own pointers, as `_applications` does
    todo = [e.as_ast()]
    while todo:
        ast = todo.pop()
        kind = z3core.Z3_get_ast_kind(ref, ast)
        if kind == z3.Z3_NUMERAL_AST and z3core.Z3_get_sort_kind(ref, z3core.Z3_get_sort(ref, ast)) == z3.Z3_INT_SORT:
            if z3core.Z3_get_numeral_string(ref, ast).startswith("-"):
                return False
            continue
        if kind != z3.Z3_APP_AST:
            return False
        if z3core.Z3_get_ast_id(ref, ast) in _AT_LEAST_ZERO:
            continue
        app = z3core.Z3_to_app(ref, ast)
        if z3core.Z3_get_decl_kind(ref, z3core.Z3_get_app_decl(ref, app)) not in (z3.Z3_OP_ADD, z3.Z3_OP_MUL):
            return False
        todo.extend(z3core.Z3_get_app_arg(ref, app, k) for k in range(z3core.Z3_get_app_num_args(ref, app)))
    return True


# Answers of `nonneg` by the term's AST id, each with its term: held, the term keeps its id (z3
# gives a freed id to the next term it makes). A kernel asks of few terms, again and again (an
# offset cast and compared in every step of an unrolled loop: 216 terms of 1,500 questions in Liger's
# MoE kernels at the benchmark's size), and the question is a function of the term alone.
_NONNEG: dict[int, tuple[Any, bool]] = {}
_NONNEG_LIMIT = 4096


def _negative_at_a_corner(e: Any) -> bool:
    """`e` is below 0 with every lane and program id 0 and every other integer constant -1 (or
    every one 1): a model of the question `nonneg` asks Z3, found without it (an offset that steps
    with a loop's iteration or a scalar of unknown sign). A term of loaded values is not tried."""
    consts = []
    for ctx, ast, app in _applications([e]):
        ref = ctx.ref()
        decl = z3core.Z3_get_app_decl(ref, app)
        if z3core.Z3_get_decl_kind(ref, decl) != z3.Z3_OP_UNINTERPRETED:
            continue
        if z3core.Z3_get_app_num_args(ref, app) or z3core.Z3_get_sort_kind(ref, z3core.Z3_get_sort(ref, ast)) != z3.Z3_INT_SORT:
            return False
        consts.append(z3.z3._to_expr_ref(ast, ctx))
    for other in (-1, 1):
        at = z3.simplify(z3.substitute(e, *[(c, z3.IntVal(0 if c.get_id() in _AT_LEAST_ZERO else other)) for c in consts]))
        if z3.is_int_value(at) and at.as_long() < 0:
            return True
    return False


def nonneg(e: Any) -> bool:
    """`e` is at least 0 for every lane and program id: by its form (`surely_nonneg`), else proven
    by Z3 within 200 ms (no answer in time is no) where no corner shows it negative."""
    if not isinstance(e, z3.ExprRef):
        return surely_nonneg(e)
    kept = _NONNEG.get(e.get_id())
    if kept is None:
        answer = surely_nonneg(e)
        if not answer and not _negative_at_a_corner(e):
            s = solver(200)
            s.add(e < 0, *[v >= 0 for v in LANES + PIDS])
            answer = s.check() == z3.unsat
        if len(_NONNEG) >= _NONNEG_LIMIT:
            del _NONNEG[next(iter(_NONNEG))]  # the oldest
        kept = _NONNEG[e.get_id()] = (e, answer)
    return kept[1]


# --- accesses --------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Loop:
    """One scf.for: its iteration count k (0, 1, ...) and the condition it lives under."""

    var: Any
    domain: Any
    bounds: tuple | None = None  # (lower, step, upper) of its induction variable, when followed


@dataclasses.dataclass(frozen=True)
class MemoryOp:
    arg: str
    kind: str  # "load", "store", "atomic"
    offset: Any  # bytes past the argument's first element, per lane
    size: int  # bytes per lane
    shape: tuple
    mask: Any  # z3 Bool: the lane accesses memory
    pos: int  # order inside the instance
    loops: tuple  # enclosing loops, outermost first
    line: str | None  # source file:line
    wraps: tuple = ()
    after_loads: bool = True  # an integer was loaded before it (else no term of it holds one)

    @property
    def writes(self) -> bool:
        return self.kind in ("store", "atomic")

    @property
    def where(self) -> str:
        """"store at file.py:42" for people."""
        if not self.line:
            return self.kind
        path, _, line = self.line.rpartition(":")
        return f"{self.kind} at {path.rsplit('/', 1)[-1]}:{line}"

    @property
    def reads(self) -> bool:
        return self.kind in ("load", "atomic")

    # Walking a term through z3's Python API costs about a microsecond a node, and the same access
    # is read once per call of its kernel configuration: the walks are kept with the access.
    @once
    def loaded(self) -> list:
        """The loaded values its address, wrap terms and mask depend on."""
        if not self.after_loads:
            return []
        return loaded_terms(self.offset, self.mask, *[t for t, _ in self.wraps])

    @once
    def instances(self) -> dict:
        """Its instances made so far, by (launch grid, tag): `kernel_effects.instance`."""
        return {}

    @once
    def address_through(self) -> tuple[int, ...]:
        """Which of `wraps` the address is always computed through (not only under a branch of a
        select): the integers whose overflow leaves the original undefined (`Instance.defined`)."""
        used = unconditional_ids(self.offset)
        return tuple(i for i, (t, _) in enumerate(self.wraps) if t.get_id() in used)

    @once
    def address_loaded(self) -> list:
        """The loaded values where it lands depends on (its offset and wrap terms, not its mask)."""
        if not self.after_loads:
            return []
        return loaded_terms(self.offset, *[t for t, _ in self.wraps])


@dataclasses.dataclass
class KernelEffects:
    """The accesses of one launch configuration (grid and constexprs) of a kernel."""

    grid: tuple  # z3 terms, three
    accesses: list[MemoryOp]
    contract: dict[str, str]  # pointer argument -> why it keeps the contract
    pointers: list[str]  # every pointer argument the kernel has
    grid_read: bool = True  # some value depends on the grid (else the accesses hold for any grid)

    def of(self, arg: str) -> list[MemoryOp]:
        return [a for a in self.accesses if a.arg == arg]


class Unanalysable(Exception):
    """The whole kernel stays under the contract (the message says why)."""


loop_ids = itertools.count()


def same_value(a: Any, b: Any) -> bool:
    if type(a) is not type(b) or getattr(a, "shape", None) != getattr(b, "shape", None):
        return False
    if isinstance(a, (Int, Bool)):
        return z3.eq(z3.simplify(a.expr), z3.simplify(b.expr))
    if isinstance(a, Ptr):
        return a.arg == b.arg and a.offset is not None and b.offset is not None and z3.eq(z3.simplify(a.offset), z3.simplify(b.offset))
    return False


"""A kernel call's accesses: its TTIR interpreted once per launch configuration (`effects_of`),
each access as done by one program instance with its variables renamed apart (`instance`), the
order of two accesses inside an instance (`before`), and exact evaluation of the accesses of a
concrete launch over every instance, lane and loop iteration (`enumerate_instances`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import z3

from ..compiler.ttir_source import kernel_ttir
from ..memory.layout import sorted_unique
from ..memory.terms import conj, disj, eq, ge, le, lt
from .ttir_interpreter import interpret
from .ttir_values import LANES, PIDS, KernelEffects, MemoryOp, Unanalysable, loaded_range


def with_defaults(kernel: Any, args: dict[str, Any]) -> dict[str, Any]:
    """`args` with the kernel's defaulted parameters the call does not pass (`BLOCK:
    tl.constexpr = 128`), as Python binds them at the launch. Torch's TTIR generator asks for every
    parameter ("Incorrect number of arguments passed to kernel") and its mutation analysis then
    assumes every argument written."""
    import inspect

    fn = kernel
    while not hasattr(fn, "arg_names") and hasattr(fn, "fn"):  # heuristics and other wrappers
        fn = fn.fn
    try:
        parameters = inspect.signature(fn.fn).parameters
    except (AttributeError, TypeError, ValueError):
        return args
    missing = {name: p.default for name, p in parameters.items()
               if name not in args and p.default is not inspect.Parameter.empty}
    return {**args, **missing} if missing else args


def launches(kernel: Any) -> tuple[Any, list[dict[str, Any]]]:
    """The function a launch of `kernel` runs, and the constants of each of its configurations
    (one empty configuration for a kernel that is not autotuned)."""
    from triton.runtime.autotuner import Autotuner

    if isinstance(kernel, Autotuner):
        return kernel.fn, [dict(c.kwargs) for c in kernel.configs] or [{}]
    return kernel, [{}]


def kernel_key(kernel: Any) -> tuple:
    """What the accesses `effects_of` reads from `kernel` depend on: the function and its
    configurations' constants (`launches`). Dynamo wraps the one function in a new `Autotuner` at
    every call that passes a launch option (`num_warps`) or whose configurations it prunes (a chunk
    loop it unrolls makes dozens): keyed by the wrapper, each call would be analysed anew."""
    fn, configs = launches(kernel)
    return id(fn), tuple(tuple(sorted((k, repr(v)) for k, v in c.items())) for c in configs)


def effects_of(kernel: Any, kwargs: dict[str, Any], grids: list, term, memo: dict | None = None) -> list[KernelEffects]:
    """The accesses of `kernel` called with `kwargs` (fake tensors, ints, SymInts, constexprs), one
    per launch configuration: each autotuning config with its grid. `term` makes a Z3 term of an
    int or SymInt. Raises Unanalysable with the reason when the kernel cannot be analysed. `memo`
    (one per graph) keeps interpretations for launches that differ only in their grid: a kernel
    that never reads its grid (`tl.num_programs`) makes the same accesses under any grid."""
    import torch
    from torch._higher_order_ops.triton_kernel_wrap import generate_ttir

    memo = {} if memo is None else memo

    kernel, configs = launches(kernel)
    if len(grids) != len(configs):
        raise Unanalysable(f"{len(grids)} grids for {len(configs)} configurations")
    out = []
    for config, grid in zip(configs, grids):
        args = with_defaults(kernel, {**kwargs, **config})
        try:
            text = kernel_ttir(generate_ttir, kernel, args)
        except Exception as e:  # noqa: BLE001 - Triton's compiler raises many kinds
            raise Unanalysable(f"no TTIR: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}") from None
        scalars, pointers, symbolic = {}, {}, set()
        for name, v in args.items():
            if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
                symbolic.add(name)
            if isinstance(v, torch.Tensor):
                pointers[name] = True
            elif v is None:
                pointers[name] = False
            elif isinstance(v, (bool, int)) or isinstance(v, torch.SymInt):
                try:
                    scalars[name] = term(v)
                except Exception:  # noqa: BLE001 - a size the encoder does not support
                    pass
        g = tuple(grid) + (1,) * (3 - len(grid))
        try:
            gt = tuple(term(x) for x in g)
        except Exception as e:  # noqa: BLE001
            raise Unanalysable(f"the grid is not an integer expression: {e}") from None
        key = ("interpretation", text, tuple(sorted((k, v.get_id()) for k, v in scalars.items())),
               tuple(sorted(pointers.items())), frozenset(symbolic))
        hit = memo.get(key)
        if hit is not None and not hit[1].grid_read:
            out.append(dataclasses.replace(hit[1], grid=gt))
            continue
        try:
            effects = interpret(text, scalars, pointers, gt, frozenset(symbolic))
            memo[key] = (scalars, effects)  # the scalars' terms kept alive: their ids key it
            out.append(effects)
        except Unanalysable:
            raise
        except Exception as e:  # noqa: BLE001 - text this reader does not know: the contract stays
            raise Unanalysable(f"TTIR not understood ({type(e).__name__}: {e})") from None
    return out


@dataclasses.dataclass
class Instance:
    """One access by one program instance, its variables renamed apart with a tag."""

    offset: Any  # bytes past the argument's first element
    size: int
    domain: list  # conditions: instance in the grid, lane in the block, loop bounds, mask
    pids: list
    lanes: list
    iterations: list  # the iteration count of each enclosing loop, outermost first
    access: MemoryOp
    wrap_terms: list  # (term, bits) the address is always computed through (`MemoryOp.address_through`)
    _defined: list | None = dataclasses.field(default=None, repr=False)

    def defined(self) -> list:
        """The domain, where the original is defined: an access whose address arithmetic wraps
        leaves its tensor (an illegal access on the GPU), so the sizes at which it would happen
        are outside the domain of every proof (DESIGN.md, "The domain"); the kernel analysis
        reports them as a finding about the kernel. Only a term the address is always computed
        through counts: one that only a branch of a select (`tl.where`) or a mask computes may
        wrap where the original is defined (the other branch is taken)."""
        if self._defined is None:
            wraps = self.address_wraps()
            self._defined = self.domain + ([z3.Not(wraps)] if wraps is not None else [])
        return list(self._defined)

    def address_wraps(self, below: int = 65) -> Any:
        """Some integer the address is always computed through, of fewer than `below` bits, leaves
        its bit width (None when no such integer could: `defined`)."""
        out = [disj(lt(t, -(1 << (b - 1))), ge(t, 1 << (b - 1))) for t, b in self.wrap_terms if b < below]
        return disj(*out) if out else None


def instance(access: MemoryOp, grid: tuple, tag: str | None = None) -> Instance:
    """The access by one instance, its variables renamed with `tag` (kept as they are without one).
    Made once per access, launch and tag: the questions asked of one access share it."""
    key = (tuple(g.get_id() if isinstance(g, z3.ExprRef) else g for g in grid), tag)
    if key not in access.instances:  # the grid kept with it: its terms' ids key it
        access.instances[key] = (grid, _instance(access, grid, tag))
    return access.instances[key][1]


def _instance(access: MemoryOp, grid: tuple, tag: str | None) -> Instance:
    if tag is None:
        pids, lanes, iters = list(PIDS), LANES[:len(access.shape)], [loop.var for loop in access.loops]
    else:
        pids = [z3.Int(f"{tag}_pid{d}") for d in range(3)]
        lanes = [z3.Int(f"{tag}_lane{k}") for k in range(len(access.shape))]
        iters = [z3.Int(f"{tag}_{loop.var}") for loop in access.loops]
    pairs = list(zip(PIDS, pids)) + list(zip(LANES, lanes)) + [(loop.var, v) for loop, v in zip(access.loops, iters)]

    def sub(e):
        return z3.substitute(e, *pairs) if tag is not None else e

    domain = [conj(le(0, p), lt(p, g)) for p, g in zip(pids, grid)]
    domain += [conj(le(0, lane), lt(lane, n)) if n != 1 else eq(lane, 0) for lane, n in zip(lanes, access.shape)]
    domain += [sub(loop.domain) for loop in access.loops]
    domain.append(sub(access.mask))
    # a loaded value fits its bit width (what the instance loads is renamed with it)
    domain += [loaded_range(sub(t)) for t in access.loaded]
    return Instance(sub(access.offset), access.size, domain, pids, lanes, iters, access,
                    [(sub(access.wraps[i][0]), access.wraps[i][1]) for i in access.address_through])


def before(first: Instance, then: Instance) -> Any:
    """`first` happens before `then` inside one program instance (loops compared by iteration)."""
    common = common_loops(first.access, then.access)
    order = z3.BoolVal(first.access.pos < then.access.pos)
    for k in reversed(range(common)):
        i, j = first.iterations[k], then.iterations[k]
        order = disj(lt(i, j), conj(eq(i, j), order))
    return order


def common_loops(a: MemoryOp, b: MemoryOp) -> int:
    """How many of their enclosing loops, outermost first, the two accesses share."""
    common = 0
    for x, y in zip(a.loops, b.loops):
        if x is not y:
            break
        common += 1
    return common


def same_instance(a: Instance, b: Instance) -> Any:
    return conj(*[eq(p, q) for p, q in zip(a.pids, b.pids)])


# --- exact evaluation over every instance and lane (concrete launches) ---------------------------

_ARITH = {
    z3.Z3_OP_ADD: lambda *a: sum(a[1:], a[0]),
    z3.Z3_OP_SUB: lambda a, *b: a - sum(b[1:], b[0]) if len(b) > 1 else a - b[0],
    z3.Z3_OP_MUL: lambda *a: _product(a),
    z3.Z3_OP_UMINUS: lambda a: -a,
    z3.Z3_OP_LE: lambda a, b: a <= b, z3.Z3_OP_LT: lambda a, b: a < b,
    z3.Z3_OP_GE: lambda a, b: a >= b, z3.Z3_OP_GT: lambda a, b: a > b,
    z3.Z3_OP_EQ: lambda a, b: a == b, z3.Z3_OP_DISTINCT: lambda a, b: a != b,
    z3.Z3_OP_AND: lambda *a: _fold(a, lambda x, y: x & y), z3.Z3_OP_OR: lambda *a: _fold(a, lambda x, y: x | y),
    z3.Z3_OP_NOT: lambda a: ~a, z3.Z3_OP_ITE: lambda c, a, b: _np().where(c, a, b),
}


def _np():
    import numpy

    return numpy


def _product(xs):
    out = xs[0]
    for x in xs[1:]:
        out = out * x
    return out


def _fold(xs, f):
    out = xs[0]
    for x in xs[1:]:
        out = f(out, x)
    return out


class NotEvaluable(Exception):
    pass


_COMPILED: dict[int, tuple[Any, Any]] = {}  # Z3 term id -> (the term, kept alive; its function)


def evaluate(e: Any, env: dict[str, Any], values: dict[int, Any] | None = None) -> Any:
    """`e` (a Z3 integer or Boolean term) on NumPy arrays of int64 for its variables, with
    SMT-LIB's integer division and modulo; NotEvaluable for anything else (or a zero divisor).
    Each term is translated once into Python closures. `values` (a dict the caller keeps with
    `env`) holds each compound subterm's value on `env`: the terms of a kernel's accesses share
    subterms (the address a wrap term is part of, the block offsets a mask compares), computed
    once on it."""
    if len(_COMPILED) > 50_000:  # a long-running process compiles many graphs: start afresh
        _COMPILED.clear()
    return _compiled(e)(env, {} if values is None else values)


def _compiled(x: Any):
    """The closure of term `x`, made once per term: the accesses of a kernel share subterms
    (a row's offset, a mask), and a term is a DAG that a walk as a tree would repeat."""
    hit = _COMPILED.get(x.get_id())
    if hit is None:
        hit = _COMPILED[x.get_id()] = (x, _compile(x))
    return hit[1]


def _compile(x: Any):
    np = _np()
    kind = x.decl().kind()
    if kind == z3.Z3_OP_ANUM and z3.is_int_value(x):
        v = np.int64(x.as_long())
        return lambda env, values: v
    if kind in (z3.Z3_OP_TRUE, z3.Z3_OP_FALSE):
        b = np.bool_(kind == z3.Z3_OP_TRUE)
        return lambda env, values: b
    if kind == z3.Z3_OP_UNINTERPRETED and x.num_args() == 0:
        name = x.decl().name()

        def var(env, values):
            if name not in env:
                raise NotEvaluable(f"free variable {name}")
            return env[name]

        return var
    parts = [_compiled(x.arg(i)) for i in range(x.num_args())]
    if kind in (z3.Z3_OP_IDIV, z3.Z3_OP_MOD):
        fa, fb = parts

        def apply(env, values):
            a, b = fa(env, values), fb(env, values)
            if np.any(b == 0):
                raise NotEvaluable("division by zero")
            q = np.sign(b) * (a // np.abs(b))
            return q if kind == z3.Z3_OP_IDIV else a - b * q
    elif kind in _ARITH:
        f = _ARITH[kind]

        def apply(env, values):
            return f(*[p(env, values) for p in parts])
    else:
        raise_later = f"operation {x.decl().name()}"

        def unknown(env, values):
            raise NotEvaluable(raise_later)

        return unknown
    term = x.get_id()  # the term is kept alive with its closure (`_COMPILED`): its id is its own

    def shared(env, values):
        v = values.get(term)
        if v is None:
            v = values[term] = apply(env, values)
        return v

    return shared


def enumerate_instances(access: MemoryOp, grid: tuple, memo: dict | None = None,
                        limit: int = 1 << 16) -> dict[str, Any] | None:
    """Arrays of every (program instance, lane, iteration of each enclosing loop) of a launch
    with a concrete grid: an iteration axis as long as the loop's largest trip count over the
    instances (and outer iterations), which the loop's domain then cuts to each one's own. None
    when there are more than `limit` points, the grid is symbolic, or a loop's bounds are not
    followed or not evaluable (a symbolic scalar). `memo` keeps the grid's value per launch."""
    np = _np()
    memo = {} if memo is None else memo
    key = ("grid", id(grid))
    if key not in memo:
        g = [z3.simplify(x) for x in grid]
        memo[key] = (grid, [x.as_long() for x in g] if all(z3.is_int_value(x) for x in g) else None)
    if memo[key][1] is None:
        return None
    dims = memo[key][1] + list(access.shape)
    n = int(np.prod(dims, dtype=np.int64))
    if n > limit:
        return None
    axes = np.meshgrid(*[np.arange(d, dtype=np.int64) for d in dims], indexing="ij")
    env = {f"pid{d}": axes[d].ravel() for d in range(3)}
    env.update({f"lane{k}": axes[3 + k].ravel() for k in range(len(access.shape))})
    for loop in access.loops:  # outermost first: an inner loop's bounds may use outer iterations
        if loop.bounds is None:
            return None
        try:
            lb, st, ub = (np.broadcast_to(evaluate(t, env), (n,)) for t in loop.bounds)
        except NotEvaluable:
            return None
        if (st <= 0).any():
            return None
        trips = int(np.maximum(0, -((lb - ub) // st)).max()) if n else 0  # ceil((ub - lb) / st)
        if n * trips > limit:
            return None
        env = {name: np.repeat(v, trips) for name, v in env.items()}
        env[loop.var.decl().name()] = np.tile(np.arange(trips, dtype=np.int64), n)
        n *= trips
    return env


def launch_points(access: MemoryOp, grid: tuple, memo: dict) -> tuple[dict[str, Any] | None, dict]:
    """`enumerate_instances` of the access's launch, once per launch, block shape and enclosing
    loops (`memo`, one per graph), with the dict that keeps the values of subterms on them
    (`evaluate`), shared by the accesses of the launch."""
    key = ("instances", id(grid), access.shape, tuple(id(loop) for loop in access.loops))
    if key not in memo:
        memo[key] = (enumerate_instances(access, grid, memo), {}, access.loops)  # the loops kept: their ids key it
    return memo[key][0], memo[key][1]


def performed(access: MemoryOp, env: dict[str, Any], values: dict) -> tuple[Any, bool]:
    """The points of `env` at which the access is performed (its mask and its loops' domains
    hold), and whether that is exact: a conjunct that cannot be evaluated (one that reads a loaded
    value: a branch on a target index) is taken as true, which gives a superset."""
    np = _np()
    on, exact = np.ones(env["pid0"].shape, dtype=bool), True
    for condition in [access.mask, *(loop.domain for loop in access.loops)]:
        try:
            on = on & evaluate(condition, env, values)
        except NotEvaluable:
            for part in _conjuncts(condition):
                try:
                    on = on & evaluate(part, env, values)
                except NotEvaluable:
                    exact = False  # taken as true
    return on, exact


def _conjuncts(condition: Any) -> list:
    """The conjuncts of a Boolean term (nested conjunctions flattened)."""
    if not z3.is_and(condition):
        return [condition]
    return [c for i in range(condition.num_args()) for c in _conjuncts(condition.arg(i))]


def race_free(store: MemoryOp, read: MemoryOp, grid: tuple, store_at: int, read_at: int, memo: dict,
              limit: int = 1 << 18) -> bool:
    """Shown over every instance, lane and iteration of a small concrete launch: no byte that
    `store` writes (its view's first byte at `store_at`) is touched by `read` (its view's at
    `read_at`) other than by the same instance, earlier (`same_instance`, `before`): the race
    query's formulas have no model. False when that is not shown this way (a race, which the
    solver then finds and describes; a symbolic or large launch; a term not evaluable). Every
    point where an access may be performed is counted (a condition on a loaded value as true,
    sizes where an address wraps too): a superset, so True is a proof."""
    np = _np()
    sides = []
    for access, at in ((store, store_at), (read, read_at)):
        env, values = launch_points(access, grid, memo)
        if env is None:
            return False
        try:
            on, _ = performed(access, env, values)
            offsets = np.broadcast_to(evaluate(access.offset, env, values), env["pid0"].shape)[on]
        except NotEvaluable:
            return False
        if len(offsets) * access.size > limit:
            return False
        sides.append((env, on, at + offsets))
    (env_w, on_w, lo_w), (env_r, on_r, lo_r) = sides
    bytes_w = (lo_w[:, None] + np.arange(store.size, dtype=np.int64)).ravel()
    bytes_r = (lo_r[:, None] + np.arange(read.size, dtype=np.int64)).ravel()
    shared = np.intersect1d(sorted_unique(bytes_w), sorted_unique(bytes_r), assume_unique=True)
    if shared.size == 0:
        return True
    # inside one instance, the order `before` compares: the iterations of the loops both are in
    # (outermost first), then the position in the program
    common = common_loops(store, read)
    dims = [int(x) for x in memo[("grid", id(grid))][1]]

    def keys(env, on, size):
        pid = env["pid0"] + dims[0] * (env["pid1"] + dims[1] * env["pid2"])
        order = np.zeros_like(pid)
        for loop in store.loops[:common]:
            it = env[loop.var.decl().name()]
            order = order * (1 + int(max(env_w[loop.var.decl().name()].max(initial=0),
                                         env_r[loop.var.decl().name()].max(initial=0)))) + it
        return np.repeat(pid[on], size), np.repeat(order[on], size)

    pid_w, order_w = keys(env_w, on_w, store.size)
    pid_r, order_r = keys(env_r, on_r, read.size)
    (at_w, in_w), (at_r, in_r) = found_in(shared, bytes_w), found_in(shared, bytes_r)
    n = len(shared)
    pid_lo = np.full(n, np.iinfo(np.int64).max)
    pid_hi = np.full(n, np.iinfo(np.int64).min)
    first_w = np.full(n, np.iinfo(np.int64).max)
    last_r = np.full(n, np.iinfo(np.int64).min)
    for at, inside, pid in ((at_w, in_w, pid_w), (at_r, in_r, pid_r)):
        np.minimum.at(pid_lo, at[inside], pid[inside])
        np.maximum.at(pid_hi, at[inside], pid[inside])
    np.minimum.at(first_w, at_w[in_w], order_w[in_w])
    np.maximum.at(last_r, at_r[in_r], order_r[in_r])
    earlier = last_r <= first_w if read.pos < store.pos else last_r < first_w
    return bool((pid_lo == pid_hi).all() and earlier.all())


def overwritten(effects: KernelEffects, arg: str, elements: Any, size: int, limit: int = 1 << 23) -> bool:
    """Shown over every instance, lane and iteration of a concrete launch: the launch reads nothing
    through `arg`, and its stores through it write each of `elements` (the byte offsets of the
    argument's elements past its first, `size` bytes each) whole. Only points where a store is
    performed for certain count (a condition that cannot be evaluated leaves it unshown), so True
    is a proof that the argument's values before the launch are never seen and never left."""
    np = _np()
    accesses = effects.of(arg)
    if not accesses or any(a.reads or a.size != size for a in accesses):
        return False
    memo: dict = {}
    stored = []
    for store in accesses:
        env = enumerate_instances(store, effects.grid, memo, limit)
        if env is None:
            return False
        values: dict = {}
        try:
            on, exact = performed(store, env, values)
            offsets = np.broadcast_to(evaluate(store.offset, env, values), env["pid0"].shape)
        except NotEvaluable:
            return False
        if not exact:
            return False
        stored.append(offsets[on])
    _, inside = found_in(sorted_unique(np.concatenate(stored)), np.asarray(elements, dtype=np.int64))
    return bool(inside.all())


def found_in(ordered: Any, xs: Any) -> tuple[Any, Any]:
    """Where each of `xs` is in the sorted array `ordered` (an index into it), and whether it is
    there (no sort of `xs`)."""
    np = _np()
    if len(ordered) == 0:
        return np.zeros(len(xs), dtype=np.int64), np.zeros(len(xs), dtype=bool)
    at = np.minimum(np.searchsorted(ordered, xs), len(ordered) - 1)
    return at, ordered[at] == xs

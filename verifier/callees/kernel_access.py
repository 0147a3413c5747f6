"""The accesses of each kernel call of a graph, from its TTIR (verifier/ttir.py), checked against
the views its arguments are: what the obligations may rely on, and what they may not.

Per call and argument: analysed (the loads and stores of every launch configuration, each one
proven to stay inside the argument's view with no integer overflow in its address), or the
contract (any byte of the view, at any time) with the reason. Findings are what a reader of
Inductor's decisions must know: a store to an argument that the mutation analysis does not list
(Inductor treats that tensor as unchanged), and an access that may leave its argument's view.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import torch
import z3

from ..memory.calls import KernelCall
from ..memory.layout import Footprints, Layout, value_key
from ..memory.symbolic import Symbols, Unsupported
from ..memory.terms import constants, smallest, solver
from ..memory.terms import conj, disj, eq
from .kernel_effects import NotEvaluable, effects_of, evaluate, kernel_key, found_in, instance, launch_points, performed
from .ttir_values import KernelEffects, MemoryOp, Unanalysable, loaded_from

BOUNDS_BUDGET_MS = 2000
QUICK_BUDGET_MS = 300  # the question under the symbols' ranges alone
TOGETHER_BUDGET_MS = 250  # each solver call of the questions of a launch's accesses asked at once
EXAMPLE_BUDGET_MS = 200  # a question asked at the example's sizes first, as a shortcut
MISSED_WRITE = "Inductor's mutation analysis misses a write"


@dataclasses.dataclass
class KernelView:
    variants: list[KernelEffects] | None  # None: the whole kernel keeps the contract
    why: str = ""  # why the whole kernel keeps the contract
    contract: dict[str, str] = dataclasses.field(default_factory=dict)  # argument -> why
    findings: list[str] = dataclasses.field(default_factory=list)
    missed_writes: dict[str, str] = dataclasses.field(default_factory=dict)  # argument -> the store's line
    # argument -> why the contract, not a proof, keeps its accesses in its view: an offset computed
    # from a value the kernel loads (a slot index); its accesses are otherwise followed exactly
    in_view_by_contract: dict[str, str] = dataclasses.field(default_factory=dict)

    def analysed(self, arg: str) -> bool:
        return self.variants is not None and arg not in self.contract

    def never_writes(self, arg: str) -> bool:
        """No store or atomic of any configuration reaches `arg` (and that is known)."""
        return self.analysed(arg) and not any(a.writes for v in self.variants for a in v.of(arg))

    def status(self, args: list[str]) -> dict[str, str]:
        if self.variants is None:
            return {a: f"contract: {self.why}" for a in args}
        return {a: (f"contract: {self.contract[a]}" if a in self.contract else
                    f"analysed; in its view by the contract: {self.in_view_by_contract[a]}" if a in self.in_view_by_contract
                    else "analysed") for a in args}


def analyse_call(call: KernelCall, info: Any, symbols: Symbols, fp: Footprints, cache: dict | None = None) -> KernelView:
    """The call's analysed accesses, each checked against its argument's view. `cache` (one per
    graph, whose symbols it shares) keeps the TTIR interpretation of calls that differ only in
    their tensors' layouts."""
    try:
        return _analyse_call(call, info, symbols, fp, cache)
    except Exception as e:  # never a crash in the middle of a compile: the call keeps the contract
        return KernelView(None, f"the kernel analysis failed ({type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''})")


def _analyse_call(call: KernelCall, info: Any, symbols: Symbols, fp: Footprints, cache: dict | None) -> KernelView:
    node = call.node
    kw = node.kwargs
    kernel = info.kernels.get(kw["kernel_idx"])
    if kernel is None:
        return KernelView(None, f"kernel {kw['kernel_idx']} is not in the kernel side table")
    args = {k: (v.meta.get("val") if isinstance(v, torch.fx.Node) else v) for k, v in call.args.items()}
    args.update(info.constant_args.get(kw["constant_args_idx"], {}))
    grids = [tuple(g.meta.get("val") if isinstance(g, torch.fx.Node) else g for g in grid) for grid in kw["grid"]]
    key = (kernel_key(kernel), tuple(tuple(map(value_key, g)) for g in grids), tuple(sorted(
        ((k, str(v.dtype) if isinstance(v, torch.Tensor) else value_key(v)) for k, v in args.items()), key=lambda kv: kv[0])))
    try:
        hash(key)
    except TypeError:  # a list among the constants
        key = (key[0], repr(key[1]), repr(key[2]))
    cache = {} if cache is None else cache
    if key not in cache:
        try:
            cache[key] = effects_of(kernel, args, grids, symbols.term, cache)
        except Unanalysable as e:
            cache[key] = str(e)
    if isinstance(cache[key], str):
        return KernelView(None, cache[key])
    variants = [dataclasses.replace(v, accesses=list(v.accesses), contract=dict(v.contract)) for v in cache[key]]
    view = KernelView(variants)
    layouts = {a: Layout.of(v) for a, v in args.items() if isinstance(v, torch.Tensor)}
    overflows: dict[str, tuple[str, str]] = {}  # argument -> (its access, the smallest sizes at which it wraps)
    for variant in variants:
        for arg, why in variant.contract.items():
            view.contract.setdefault(arg, why)
        for arg in layouts:  # a tensor the TTIR takes under no name of ours: nothing is known of it
            if arg not in variant.pointers:
                view.contract.setdefault(arg, "no pointer parameter of the TTIR has its name")
        _ask_together(variant, layouts, set(view.contract), symbols, fp, cache)
        live = []
        for access in variant.accesses:
            layout = layouts.get(access.arg)
            if layout is None:
                view.contract.setdefault(access.arg, "not a tensor argument of the call")
                continue
            if access.arg in view.contract and not (access.writes and access.arg not in call.tensors_to_clone):
                live.append(access)  # its argument keeps the contract anyway
                continue
            sources = {loaded_from(t)[0] for t in access.address_loaded}
            if sources:  # where it lands depends on loaded values: the contract keeps it in its view
                clobbered = [s for s in sources if _written_alias(s, args, variant, call)]
                if clobbered:
                    view.contract.setdefault(access.arg, f"an offset computed from a value loaded from {clobbered[0]}, "
                                                         "whose storage the kernel writes through another argument")
                else:
                    view.in_view_by_contract.setdefault(access.arg, f"an offset computed from a value loaded from "
                                                                    f"{sorted(sources)[0]} ({access.where})")
                live.append(access)
                continue
            if access.arg not in overflows and (where := _overflow(access, variant, layout, symbols, fp, cache)):
                overflows[access.arg] = (access.where, where)
            verdict = _bounds(access, variant, layout, symbols, fp, cache)
            if verdict == "dead":
                continue
            live.append(access)
            if verdict != "inside":
                view.contract.setdefault(access.arg, f"{verdict} ({access.where})")
                if verdict.startswith("may leave") and access.writes:
                    view.findings.append(f"store outside its view: {node.name} stores to {access.arg} ({access.where}) "
                                         "where its view may not reach")
        variant.accesses = live
    for where in dict.fromkeys(w for _, w in overflows.values()):
        args = ", ".join(f"{a} ({line})" for a, (line, w) in overflows.items() if w == where)
        view.findings.append(f"int32 overflow: the address arithmetic of {node.name} for {args} {where}: the original "
                             "is undefined there (on a GPU, an illegal memory access); rewrites are proven below it")
    for variant in variants:
        for access in variant.accesses:
            if access.writes and access.arg not in call.tensors_to_clone and access.arg not in view.missed_writes:
                view.missed_writes[access.arg] = access.where
                view.findings.append(
                    f"{MISSED_WRITE}: {node.name} stores to {access.arg} ({access.where}), which is not in "
                    "tensors_to_clone: the graph treats that tensor as unchanged")
    return view


def _written_alias(source: str, args: dict[str, Any], variant: KernelEffects, call: KernelCall) -> bool:
    """Another argument the call writes shares a storage with `source` (the values loaded from it
    may then change while the kernel runs)."""
    from torch.multiprocessing.reductions import StorageWeakRef

    mine = args.get(source)
    if not isinstance(mine, torch.Tensor):
        return True
    written = set(call.tensors_to_clone) | {a.arg for a in variant.accesses if a.writes}
    storage = StorageWeakRef(mine.untyped_storage())
    return any(isinstance(other := args.get(arg), torch.Tensor) and StorageWeakRef(other.untyped_storage()) == storage
               for arg in written - {source})


def _bounds(access: MemoryOp, variant: KernelEffects, layout: Layout, symbols: Symbols, fp: Footprints,
            memo: dict) -> str:
    """"inside" when every byte the access may touch is in the view and its address arithmetic
    does not overflow; "dead" when no instance and lane performs it (asked of stores only, whose
    absence matters); else why not proven. `memo` keeps what does not depend on the layout (the
    overflow question of an access of a shared TTIR reading) and the answer itself per shape of
    view: an access lies inside a view wherever the view starts (both move with its data
    pointer), so calls on views of one shape at different offsets share one answer."""
    key = _shape_key("bounds", access, variant, layout)
    if key not in memo:
        memo[key] = _bounds_at(access, variant, layout, symbols, fp, memo, key)
    return memo[key]


def _ask_together(variant: KernelEffects, layouts: dict[str, Layout], kept: set[str], symbols: Symbols,
                  fp: Footprints, memo: dict) -> None:
    """The overflow and the bounds questions of a launch's accesses asked first of all of them at
    once, each kind as one disjunction (unsat exactly when each member is): most are unsat, and
    z3 proves the disjunction in about the time of one member, the members sharing the kernel's
    index arithmetic and the sizes' guards. Unsat answers each member (`memo`); any
    other answer proves nothing, and each is then asked alone, as it would be without this. Asked
    where some view is symbolic; a concrete view is enumerated instead (`_bounds_exactly`); the
    accesses of `kept` arguments (under the contract) are not asked."""
    if all(layout.concrete() is not None for layout in layouts.values()):
        return  # each enumerated, or asked alone where its launch is symbolic
    wraps, outside, keys = [], [], ([], [])
    b = z3.Int("b_byte")
    for access in variant.accesses:
        layout = layouts.get(access.arg)
        if layout is None or access.arg in kept or access.address_loaded:
            continue  # not asked: see `_analyse_call`
        symbolic = layout.concrete() is None
        key = _shape_key("bounds", access, variant, layout)
        if key not in memo and not symbolic:
            exact = _bounds_exactly(access, variant, layout, fp, memo)
            if exact is not None:
                memo[key] = exact  # what `_bounds` would answer first
        try:
            if key not in memo:
                inst = instance(access, variant.grid)
                outside.append(conj(*inst.defined(), *_outside(inst, layout, fp, b)))
                keys[1].append(("inside", key))
            if symbolic and (key := _shape_key("overflow", access, variant, layout)) not in memo:
                inst = instance(access, variant.grid)
                if (w := inst.address_wraps(below=64)) is not None:  # as `_overflow` asks it
                    wraps.append(conj(*_reaching(inst, w, layout, fp)))
                    keys[0].append(key)
        except (Unsupported, z3.Z3Exception):
            continue
    # a wrap is reachable under the sizes' ranges alone (they bound no size from above): only
    # their guards can exclude it, so the overflow question skips the quick first try
    for question, answered, answer, quick in ((wraps, keys[0], "", False), (outside, keys[1], True, True)):
        if len(question) < 2:
            continue
        try:
            if _Questions(symbols, [], TOGETHER_BUDGET_MS, quick)(disj(*question)) == z3.unsat:
                memo.update(dict.fromkeys(answered, answer))
        except (Unsupported, z3.Z3Exception):
            pass


def _shape_key(question: str, access: MemoryOp, variant: KernelEffects, layout: Layout) -> tuple:
    """What an answer about `access` depends on: its launch and the shape of its view (not
    where the view starts: both move with its data pointer)."""
    return (question, id(access), tuple(g.get_id() for g in variant.grid), tuple(map(value_key, layout.sizes)),
            tuple(map(value_key, layout.strides)), layout.itemsize)


def _outside(inst: Any, layout: Layout, fp: Footprints, b: z3.ArithRef) -> list:
    """Byte `b` of the instance's access is not in the view."""
    return [0 <= b, b < inst.size, fp.not_member(fp.start(layout) + inst.offset + b, layout)]


def _reaching(inst: Any, wraps: Any, layout: Layout, fp: Footprints) -> list:
    """The instance's address arithmetic wraps (`wraps`) at sizes a view of this shape can have."""
    return [*inst.domain, wraps, fp.allocatable(layout)]


def _bounds_at(access: MemoryOp, variant: KernelEffects, layout: Layout, symbols: Symbols, fp: Footprints,
               memo: dict, key: tuple) -> str:
    exact = _bounds_exactly(access, variant, layout, fp, memo)
    if exact is not None:
        return exact
    try:
        inst = instance(access, variant.grid)
        ask = _Questions(symbols, inst.defined())  # sizes at which it wraps are outside the domain
        if access.writes and not ask.at_example() and ask(exact=False) == z3.unsat:
            return "dead"
        if memo.get(("inside", key)):
            return "inside"  # proven with the launch's other accesses (`_ask_together`)
        outside = ask(*_outside(inst, layout, fp, z3.Int("b_byte")))
    except (Unsupported, z3.Z3Exception) as e:
        return f"its address could not be encoded ({e})"
    if outside == z3.unsat:
        return "inside"
    return "may leave its view" if outside == z3.sat else "was not proven inside its view"




def _overflow(access: MemoryOp, variant: KernelEffects, layout: Layout, symbols: Symbols, fp: Footprints,
              memo: dict) -> str:
    """Where the access's address arithmetic wraps at sizes a view of this shape can have ("" when
    it never does, or that is not known): the smallest value of each size that reaches it, the
    other sizes as captured. Those sizes are outside the domain of the proofs (`Instance.defined`).
    Asked of symbolic views only: a concrete one is enumerated (`_bounds_exactly`), and an address
    that wraps at the captured sizes keeps its argument under the contract."""
    if all(bits >= 64 for _, bits in access.wraps) or layout.concrete() is not None:
        return ""  # an int64 address wraps past 2**63 bytes, which no tensor reaches (`allocatable`)
    key = _shape_key("overflow", access, variant, layout)
    if key in memo:
        return memo[key]
    memo[key] = ""
    try:
        inst = instance(access, variant.grid)  # the one `_bounds` asks of
        wraps = inst.address_wraps(below=64)
        if wraps is None:
            return ""
        # the view exists: its sizes are those of a tensor that fits in memory
        reach = _reaching(inst, wraps, layout, fp)
        if _Questions(symbols, reach)() != z3.sat:
            return ""
        example = symbols.example_values()
        assumptions = symbols.assumptions()
        found = []
        for name in sorted(constants(reach) & set(symbols.consts)):
            pinned = [c == example[n] for n, c in symbols.consts.items() if n != name and n in example]
            value, exact = smallest(symbols.consts[name], [*reach, *assumptions, *pinned])
            if value is not None:
                found.append(f"{_source(symbols, name)} {'=' if exact else '<='} {value}")
        memo[key] = ("wraps from " + " or ".join(found) + " (the other sizes as captured)" if found
                     else "wraps at some sizes")
    except (Unsupported, z3.Z3Exception):
        pass
    return memo[key]


def _source(symbols: Symbols, name: str) -> str:
    """A size symbol as its user knows it: the input dimension it was taken from (`x.size()[0]`)."""
    env = symbols.shape_env
    for sym, sources in getattr(env, "var_to_sources", {}).items():
        if str(sym) == name and sources:
            where = sources[0].name.replace("L['", "").replace("']", "")
            return f"{where} ({name})"
    return name


class _Questions:
    """Satisfiability of an access's domain with more conditions, under the sizes' assumptions.
    Where sizes go through bit operations (`next_power_of_2` of a symbolic size), first with each
    bit operation an integer atom: unsat there is a proof, and it spares the solver the 64-bit
    vectors of the exact encoding. A model of the atoms is checked at its sizes (each atom then
    its operation's true value) and, when it is not real, those sizes are excluded and the atoms
    asked again; the exact encoding is asked last. `budget_ms` bounds each solver call;
    `quick=False` skips the first try under the ranges alone."""

    ROUNDS = 4

    def __init__(self, symbols: Symbols, domain: list, budget_ms: int | None = None, quick: bool = True):
        self.symbols, self.domain, self.quick = symbols, domain, quick
        self.quick_ms = QUICK_BUDGET_MS if budget_ms is None else min(budget_ms, QUICK_BUDGET_MS)
        self.budget_ms = BOUNDS_BUDGET_MS if budget_ms is None else budget_ms

    def __call__(self, *conditions, exact: bool = True) -> z3.CheckSatResult:
        """`exact=False`: a question whose sat and unknown mean the same to the caller."""
        formulas = [*self.domain, *conditions]
        approx = self.symbols.over_approximation(formulas)
        # first under the symbols' ranges alone, bit operations as free atoms: unsat there is a
        # proof (fewer assumptions), and guards full of bit operations (a block size that is
        # next_power_of_2 of a size) cannot then drown a question that does not need them
        if self.quick and _solver(self.symbols.ranges() + (approx or formulas), self.quick_ms).check() == z3.unsat:
            return z3.unsat
        if approx is not None and any(not a.eq(f) for a, f in zip(approx, formulas)):
            with self.symbols.abstracted():
                approx += self.symbols.assumptions()
            s = _solver(approx, self.budget_ms)
            for _ in range(self.ROUNDS):
                answer = s.check()
                if answer != z3.sat:
                    break
                sizes = self._sizes(s.model())
                if sizes is None:
                    break
                s.push()
                s.add(*sizes)
                real = s.check()
                s.pop()
                if real == z3.sat:
                    return z3.sat
                s.add(z3.Not(z3.And(*sizes)))
            if answer == z3.unsat:
                return z3.unsat
            if not exact:
                return z3.unknown
        return _solver(self.symbols.assumptions() + formulas, self.budget_ms).check()

    def at_example(self, *conditions) -> bool:
        """Satisfiable at the sizes the graph was captured with (a model of the exact formulas:
        an access the captured launch performs is not dead), asked first where that is the likely
        answer: with the sizes fixed the solver has no nonlinear search to do."""
        values = self.symbols.example_values()
        if self.symbols.consts and not any(n in values for n in self.symbols.consts):
            return False  # nothing to fix: the question is as hard as asking it
        formulas = [*self.domain, *conditions]
        approx = self.symbols.over_approximation(formulas)
        with self.symbols.abstracted():
            pinned = self._pinned(values)
            if pinned is None:
                return False
            formulas = (approx if approx is not None else formulas) + self.symbols.assumptions()
        return _solver(formulas + pinned, EXAMPLE_BUDGET_MS).check() == z3.sat

    def _sizes(self, model: z3.ModelRef) -> list | None:
        """The model's sizes, and each atom equal to its bit operation's true value at them."""
        consts = self.symbols.consts
        sizes = {n: model.eval(c, model_completion=True) for n, c in consts.items()}
        return self._pinned({n: v.as_long() for n, v in sizes.items() if z3.is_int_value(v)})

    def _pinned(self, sizes: dict[str, int]) -> list | None:
        """The sizes fixed to their values here, and each atom to its bit operation's true value
        at them; None when an atom's operands lack a value (a size without one stays free)."""
        consts = self.symbols.consts
        truth = self.symbols.atom_values(sizes)
        if truth is None:
            return None
        return [eq(c, sizes[n]) for n, c in consts.items() if n in sizes] + [eq(a, v) for a, v in truth]


def _solver(formulas: list, budget_ms: int = BOUNDS_BUDGET_MS) -> z3.Solver:
    s = solver(budget_ms)
    s.add(*formulas)
    return s


def _bounds_exactly(access: MemoryOp, variant: KernelEffects, layout: Layout, fp: Footprints, memo: dict) -> str | None:
    """The same answer by evaluating the access at every instance and lane of a small concrete
    launch against the bytes of a concrete view; None when that does not apply. Where whether a
    lane performs it depends on a loaded value, every lane is counted: "dead" and "inside" then
    still hold, and anything else is left to the solver."""
    import numpy as np

    env, values = launch_points(access, variant.grid, memo)
    if env is None or layout.concrete() is None:
        return None
    # a dense view's bytes are one interval; another's are enumerated (when not too many)
    span = fp.interval(layout) if fp.dense(layout) else None
    footprint = fp.bytes(layout) if span is None else None
    if span is None and footprint is None:
        return None
    points = env["pid0"].shape
    try:
        on, exact = performed(access, env, values)
        if not on.any():
            return "dead"
        offsets = np.broadcast_to(evaluate(access.offset, env, values), points)[on]
        for term, bits in access.wraps:
            t = np.broadcast_to(evaluate(term, env, values), points)[on]
            if (t < -(1 << (bits - 1))).any() or (t >= (1 << (bits - 1))).any():
                return "its address arithmetic may overflow" if exact else None
    except NotEvaluable:
        return None
    start = layout.shift + layout.itemsize * layout.offset
    if span is not None:
        first, last = start + offsets.min(), start + offsets.max() + access.size
        inside = span[0] <= first and last <= span[1]
    else:
        touched = (start + offsets[:, None] + np.arange(access.size, dtype=np.int64)[None, :]).ravel()
        inside = bool(found_in(footprint, touched)[1].all())
    return "inside" if inside else "may leave its view" if exact else None


class RenamedView:
    """A KernelView seen through other names (a custom op's arguments for a kernel launched in its
    body): what the obligations ask of a KernelView, translated."""

    def __init__(self, view: KernelView, names: dict[str, str]):
        self.view, self.names = view, names
        self.variants = [_RenamedEffects(v, names) for v in view.variants]

    def analysed(self, arg: str) -> bool:
        return arg in self.names and self.view.analysed(self.names[arg])


class _RenamedEffects:
    def __init__(self, effects: KernelEffects, names: dict[str, str]):
        self.grid, self._effects, self._names = effects.grid, effects, names

    def of(self, arg: str) -> list[MemoryOp]:
        return self._effects.of(self._names[arg]) if arg in self._names else []

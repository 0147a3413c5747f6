"""Layouts and footprints: which bytes of a storage a tensor covers, as Z3 formulas.

The footprint of a layout is the set of byte addresses
`shift + itemsize * (offset + sum(i_k * stride_k)) + b`, `0 <= i_k < size_k`, `0 <= b < itemsize`.
`shift` places the layout in a storage that another storage was merged into by a rewrite.

Membership is encoded existentially (fresh index constants, which a model turns into the
element a conflict touches). Non-membership, needed for "outside the scattered region" and for
writes that cover a read, is encoded without quantifiers by decomposing the address with
div/mod when the layout is nested (each stride exceeds the extent of the dimensions inside
it), which holds for every view made by slicing a dense tensor; otherwise it falls back to a
bounded universal quantifier, which Z3 may answer with unknown.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any, Callable

import z3

from .symbolic import Symbols, Unsupported
from .terms import product, solver, total

_fresh = itertools.count()


def sorted_unique(a):
    """The distinct values of an integer array, sorted (numpy's `unique` hashes integers, ten times
    slower than a sort on the byte arrays of a footprint)."""
    import numpy as np

    a = np.sort(a.reshape(-1), kind="stable")
    return a[np.concatenate(([True], a[1:] != a[:-1]))] if a.size else a


def value_key(v: Any) -> Any:
    """A size, stride or constant as a dictionary key: the value, or a SymInt's expression
    (printing a large one costs more than the question it keys); the type is kept (2 and 2.0 and
    True are equal in Python, not to Triton)."""
    expr = getattr(getattr(v, "node", None), "expr", None)
    return (type(v).__name__, v if expr is None else expr)


@dataclasses.dataclass(frozen=True)
class Layout:
    """Sizes, strides and offset in elements; `itemsize` and `shift` in bytes. `shift` places the
    layout in a storage that another storage was merged into: an int, or a sympy expression of
    the sizes where the distance is symbolic (a dense view cloned to offset 0, merged back into a
    view at a symbolic offset)."""

    sizes: tuple
    strides: tuple
    offset: Any
    itemsize: int
    shift: Any = 0

    @classmethod
    def of(cls, val: Any) -> "Layout":
        return cls(
            sizes=tuple(val.size()),
            strides=tuple(val.stride()),
            offset=val.storage_offset(),
            itemsize=int(val.element_size()),
        )

    def shifted(self, delta: int) -> "Layout":
        return self if delta == 0 else dataclasses.replace(self, shift=self.shift + delta)

    def concrete(self) -> "tuple[tuple[int, ...], tuple[int, ...], int] | None":
        """(sizes, strides, offset) as ints when none is symbolic."""
        try:
            if all(type(v) is int for v in (*self.sizes, *self.strides, self.offset, self.shift)):
                return self.sizes, self.strides, self.offset
        except TypeError:
            pass
        return None

    def describe(self) -> str:
        def f(v):
            return str(v)

        return (
            f"sizes=({', '.join(map(f, self.sizes))}) strides=({', '.join(map(f, self.strides))}) "
            f"offset={f(self.offset)} itemsize={self.itemsize}"
        )


@dataclasses.dataclass
class Membership:
    """`formula` holds iff the byte is in the footprint; `indices` name the element it is."""

    formula: z3.BoolRef
    indices: list[z3.ArithRef]
    inner_byte: z3.ArithRef


class Footprints:
    """Footprint formulas of layouts, under one set of symbolic sizes."""

    def __init__(self, symbols: Symbols):
        self.symbols = symbols
        self._bytes: dict = {}  # (layout, limit) -> its bytes, enumerated once
        self._intervals: dict[int, tuple[Layout, tuple[int, int] | None]] = {}  # id -> (layout, interval)
        self._contiguity: dict[tuple, bool] = {}  # (sizes, strides) -> contiguous for all sizes
        self._members: dict[tuple, Membership] = {}  # (concrete layout, byte's AST id, tag) -> its membership

    def terms(self, layout: Layout):
        """Sizes, strides and offset: Python ints where concrete, Z3 terms where symbolic."""
        c = layout.concrete()
        if c is not None:
            return list(c[0]), list(c[1]), c[2]
        t = self.symbols.term
        return [t(n) for n in layout.sizes], [t(s) for s in layout.strides], t(layout.offset)

    def start(self, layout: Layout) -> z3.ArithRef:
        """Byte address of element 0."""
        return self.shift_of(layout) + layout.itemsize * self.symbols.term(layout.offset)

    def shift_of(self, layout: Layout) -> Any:
        """The layout's shift in bytes: an int, or its Z3 term where it is symbolic."""
        return layout.shift if type(layout.shift) is int else self.symbols.term(layout.shift)

    def member(self, byte: z3.ArithRef, layout: Layout, tag: str = "i") -> Membership:
        """The byte in the layout, as element `indices` of it. The same byte term, concrete layout
        and tag give the same formula over the same index constants, made once (building it costs
        more than the solver's answer over large layouts); within one query each role that
        constrains the indices further has a tag or a byte of its own."""
        key = (layout, byte.get_id(), tag) if layout.concrete() is not None else None
        if key is not None and key in self._members:
            return self._members[key]
        m = self._member(byte, layout, tag)
        if key is not None:
            self._members[key] = m  # holds `byte`, so its id names no other term while kept
        return m

    def _member(self, byte: z3.ArithRef, layout: Layout, tag: str) -> Membership:
        sizes, strides, offset = self.terms(layout)
        n = next(_fresh)
        idx = [z3.Int(f"{tag}{n}_{k}") for k in range(len(sizes))]
        b = z3.Int(f"{tag}{n}_byte")
        cons = [z3.And(0 <= i, i < size) for i, size in zip(idx, sizes)]
        cons.append(z3.And(0 <= b, b < layout.itemsize))
        elem = offset + total([i * s for i, s in zip(idx, strides)]) if idx else offset
        cons.append(byte == self.shift_of(layout) + layout.itemsize * elem + b)
        return Membership(z3.And(*cons), idx, b)

    def not_member(self, byte: z3.ArithRef, layout: Layout) -> z3.BoolRef:
        """Quantifier-free when the layout is nested, else a bounded universal; an interval when a
        symbolic layout is contiguous (no division by a symbolic stride for the solver to do)."""
        if layout.concrete() is None and self._contiguous(layout):
            sizes, _, offset = self.terms(layout)
            element = (byte - self.shift_of(layout)) / layout.itemsize  # the byte's element, if any
            return z3.Or(element < offset, element >= offset + product(sizes))
        dims = self._nested_order(layout)
        if dims is None:
            m = self.member(byte, layout, tag="u")
            return z3.ForAll(m.indices + [m.inner_byte], z3.Not(m.formula))
        sizes, strides, offset = self.terms(layout)
        e = layout.itemsize
        if any(isinstance(n, int) and n <= 0 for n in sizes):
            return z3.BoolVal(True)
        empty = z3.Or(*[n <= 0 for n in sizes if not isinstance(n, int)], z3.BoolVal(False))
        rel = byte - self.shift_of(layout)
        q = rel / e  # element address; rel % e is the byte inside the element, always in range
        r = q - offset
        conds = [r >= 0]
        for k in dims:
            conds.append(r / strides[k] < sizes[k])
            r = r % strides[k]
        conds.append(r == 0)
        return z3.Or(empty, z3.Not(z3.And(*conds)))

    def _contiguous(self, layout: Layout) -> bool:
        """Row-major without gaps (strides 1, n_last, n_last * n_prev, ...), for every value of the
        sizes: its elements are then exactly an interval."""
        key = (tuple(map(value_key, layout.sizes)), tuple(map(value_key, layout.strides)))
        if key not in self._contiguity:
            sizes, strides, _ = self.terms(layout)
            expected, claims = 1, []
            for n, st in reversed(list(zip(sizes, strides))):
                claims.append(st == expected)
                expected = expected * n
            self._contiguity[key] = bool(sizes) and prove(lambda: z3.And(*claims), self.symbols)
        return self._contiguity[key]

    def _nested_order(self, layout: Layout) -> list[int] | None:
        """Dimensions from outer to inner when each stride exceeds the extent inside it."""
        sym = self.symbols
        dims = [k for k, n in enumerate(layout.sizes) if sym.concrete(n) != 1]
        conc = [sym.concrete(layout.strides[k]) for k in dims]
        if all(c is not None for c in conc):
            dims = [d for _, d in sorted(zip(conc, dims), key=lambda p: -p[0])]
        if layout.concrete() is not None:
            sizes, strides, _ = self.terms(layout)
            for pos, k in enumerate(dims):
                if strides[k] <= sum((sizes[j] - 1) * strides[j] for j in dims[pos + 1 :]):
                    return None
            return dims
        if len(dims) <= 1:
            return dims

        def nested():
            sizes, strides, _ = self.terms(layout)
            need = []
            for pos, k in enumerate(dims):
                inner = total([(sizes[j] - 1) * strides[j] for j in dims[pos + 1 :]])
                need.append(strides[k] > inner)
            return z3.And(*need)

        return dims if prove(nested, sym) else None

    def bytes(self, layout: Layout, limit: int = 1 << 16):
        """The footprint as a sorted array of byte addresses (exact, no solver) when the layout is
        concrete and covers at most `limit` bytes; None otherwise."""
        if layout.concrete() is None:
            return None  # symbolic (and SymInts do not hash)
        key = (layout, limit)
        if key not in self._bytes:
            self._bytes[key] = self._enumerate(layout, limit)
        return self._bytes[key]

    def _enumerate(self, layout: Layout, limit: int):
        import numpy as np

        starts = self.element_starts(layout, limit)
        if starts is None:
            return None
        return sorted_unique(starts[:, None] + np.arange(layout.itemsize, dtype=np.int64))

    def element_starts(self, layout: Layout, limit: int = 1 << 16):
        """The first byte of every element of a concrete layout, elements in index order (row-major
        over the sizes), when it covers at most `limit` bytes; None otherwise."""
        import numpy as np

        c = layout.concrete()
        if c is None:
            return None
        sizes, strides, offset = c
        n = 1
        for k in sizes:
            n *= k
        if n * layout.itemsize > limit:
            return None
        if n == 0:
            return np.zeros(0, dtype=np.int64)
        elems = np.full((1,) * len(sizes), offset, dtype=np.int64)
        for k, (size, stride) in enumerate(zip(sizes, strides)):
            shape = [1] * len(sizes)
            shape[k] = size
            elems = elems + (np.arange(size, dtype=np.int64) * stride).reshape(shape)
        return layout.shift + layout.itemsize * np.broadcast_to(elems, tuple(sizes)).reshape(-1)

    def byte_of(self, layout: Layout, indices: list, inner) -> z3.ArithRef:
        """The address of byte `inner` of the element at `indices` (of `layout`'s rank)."""
        _, strides, offset = self.terms(layout)
        elem = offset + total([i * s for i, s in zip(indices, strides)]) if indices else offset
        return self.shift_of(layout) + layout.itemsize * elem + inner

    def element_at(self, layout: Layout, byte: int) -> tuple[int, ...] | None:
        """The index of the element of a concrete layout that holds `byte` (None if none does, or
        when the layout is symbolic)."""
        import itertools

        if layout.concrete() is None:
            return None
        sizes, strides, offset = layout.concrete()
        for idx in itertools.product(*[range(k) for k in sizes]):
            start = layout.shift + layout.itemsize * (offset + sum(i * s for i, s in zip(idx, strides)))
            if start <= byte < start + layout.itemsize:
                return tuple(idx)
        return None

    def interval(self, layout: Layout) -> tuple[int, int] | None:
        """[lo, hi) bytes when every size, stride and the offset are concrete; None otherwise."""
        known = self._intervals.get(id(layout))
        if known is None or known[0] is not layout:
            known = self._intervals[id(layout)] = (layout, self._interval(layout))
        return known[1]

    def _interval(self, layout: Layout) -> tuple[int, int] | None:
        if type(layout.shift) is not int:
            return None
        known = layout.concrete()
        if known is not None:
            sizes, strides, off = known
        else:
            c = self.symbols.concrete
            sizes = [c(n) for n in layout.sizes]
            strides = [c(s) for s in layout.strides]
            off = c(layout.offset)
            if off is None or any(v is None for v in sizes + strides):
                return None
        if any(n == 0 for n in sizes):
            return (0, 0)
        lo = off + sum(min(0, (n - 1) * s) for n, s in zip(sizes, strides))
        hi = off + sum(max(0, (n - 1) * s) for n, s in zip(sizes, strides))
        e = layout.itemsize
        return (layout.shift + e * lo, layout.shift + e * hi + e)

    def may_meet(self, a: Layout, b: Layout, rlimit: int = 2_000_000) -> bool:
        """Whether some byte lies in both layouts (of one storage): False only where shown, by the
        intervals, by enumerating both footprints, or by Z3 within `rlimit` resource units (the same
        answer on every machine); True where it cannot be decided."""
        import numpy as np

        try:
            ia, ib = self.interval(a), self.interval(b)
            if ia is not None and ib is not None:
                if ia[0] == ia[1] or ib[0] == ib[1] or ia[1] <= ib[0] or ib[1] <= ia[0]:
                    return False  # an empty layout, or intervals apart
                if self.dense(a) and self.dense(b):
                    return True  # two intervals of bytes that meet
            ba, bb = self.bytes(a), self.bytes(b)
            if ba is not None and bb is not None:
                return bool(np.intersect1d(ba, bb, assume_unique=True).size)
            byte = z3.Int("byte")
            s = solver(None, rlimit)
            s.add(self.member(byte, a, "a").formula, self.member(byte, b, "b").formula, *self.symbols.assumptions())
            return s.check() != z3.unsat
        except (Unsupported, z3.Z3Exception, TypeError, ValueError):
            return True

    def covers(self, cover: Layout, region: Layout) -> bool:
        """Shown without the solver: every byte of `region` is a byte of `cover` (False when that
        takes more: the caller then keeps asking the exact question)."""
        if (cover.itemsize == region.itemsize and cover.shift == region.shift and len(cover.sizes) == len(region.sizes)
                and self.symbols.same(cover.offset, region.offset) and self._same_dims(cover, region)):
            return True
        ic, ir = self.interval(cover), self.interval(region)
        if ic is not None and ir is not None:
            return ir[0] == ir[1] or (ic[0] <= ir[0] and ir[1] <= ic[1] and self.dense(cover))
        # as polynomials first (exact, and some twenty times cheaper than sympy's expansion); then
        # as sympy expressions, whose structure interval arithmetic may still bound (and where
        # a FloorDiv cancels in a difference)
        nonneg = self.symbols.nonnegative
        for num in (self.symbols.poly, self.symbols.sympy_of):
            filled, span = self._filled(cover, num), self._span(region, num)
            if filled is not None and span is not None and nonneg(span[0] - filled[0]) and nonneg(filled[1] - span[1]):
                return True
        return False

    def _filled(self, layout: Layout, num: Callable):
        """[lo, hi) bytes, as `num` makes numbers of sizes (Polys or sympy expressions), of a
        layout whose strides are those of a contiguous tensor of its sizes (so its elements fill
        the interval); None otherwise."""
        same = self.symbols.same
        expected = num(1)
        for n, s in reversed(list(zip(layout.sizes, layout.strides))):
            if same(n, 1):
                continue
            if not same(s, expected) or num(n) is None:
                return None
            expected = expected * num(n)
        off, shift = num(layout.offset), num(layout.shift)
        if off is None or shift is None:
            return None
        e = layout.itemsize
        return shift + e * off, shift + e * (off + expected)

    def _span(self, layout: Layout, num: Callable):
        """[lo, hi) bytes, as `num` makes numbers of sizes, that hold every element of a non-empty
        layout."""
        sizes, strides, off = [num(n) for n in layout.sizes], [num(s) for s in layout.strides], num(layout.offset)
        shift = num(layout.shift)
        if off is None or shift is None or any(v is None for v in sizes + strides):
            return None
        last = sum(((n - 1) * s for n, s in zip(sizes, strides)), num(0))
        e = layout.itemsize
        return shift + e * off, shift + e * (off + last + 1)

    def allocatable(self, layout: Layout) -> z3.BoolRef:
        """A fact of every tensor that exists: the bytes from its first element to its last fit
        in a storage, whose size PyTorch computes in int64 and refuses past it. A kernel's address
        arithmetic over a view's sizes cannot then overflow int64 by the sizes alone (a symbolic
        size is otherwise unbounded). The offset is left out (the fact is then weaker than the
        truth, and holds of every view of this shape wherever it starts)."""
        sizes, strides, _ = self.terms(layout)
        if any(isinstance(st, int) and st < 0 for st in strides):
            return z3.BoolVal(True)  # no fact for a negative stride (torch makes none)
        last = total([(n - 1) * st for n, st in zip(sizes, strides)]) if sizes else 0
        nonempty = z3.And(*[n >= 1 for n in sizes]) if sizes else z3.BoolVal(True)
        return z3.Implies(nonempty, layout.itemsize * (last + 1) < 2 ** 63)

    def dense(self, layout: Layout) -> bool:
        """The layout's elements fill its interval without gaps or repeats (concrete layouts)."""
        c = layout.concrete()
        if c is None:
            return False
        expected = 1
        for size, stride in sorted(((n, s) for n, s in zip(c[0], c[1]) if n != 1), key=lambda d: d[1]):
            if size == 0:
                return True
            if stride != expected:
                return False
            expected *= size
        return True

    def _same_dims(self, a: Layout, b: Layout) -> bool:
        """Sizes and strides that are one expression, dimension by dimension (no solver)."""
        same = self.symbols.same
        return all(same(na, nb) and (same(xa, xb) or same(na, 1))
                   for na, nb, xa, xb in zip(a.sizes, b.sizes, a.strides, b.strides))

    def equal(self, a: Layout, b: Layout) -> bool:
        """Proven: the two layouts address the same bytes element for element."""
        if a.itemsize != b.itemsize or len(a.sizes) != len(b.sizes):
            return False
        if a.shift == b.shift and self.symbols.same(a.offset, b.offset) and self._same_dims(a, b):
            return True
        ca, cb = a.concrete(), b.concrete()
        if ca is not None and cb is not None:
            return (
                a.shift + a.itemsize * ca[2] == b.shift + b.itemsize * cb[2]
                and ca[0] == cb[0]
                and all(n <= 1 or x == y for n, x, y in zip(ca[0], ca[1], cb[1]))
            )
        def same():
            sa, ta, _ = self.terms(a)
            sb, tb, _ = self.terms(b)
            out = [self.start(a) == self.start(b)]
            for na, nb, xa, xb in zip(sa, sb, ta, tb):
                out.append(na == nb)
                out.append(z3.Or(na <= 1, xa == xb))
            return z3.And(*out)

        try:
            return prove(same, self.symbols)
        except Unsupported:
            return False

    def same_shape(self, a: Layout, b: Layout) -> bool:
        """Proven: equal sizes and equal strides (offsets may differ)."""
        if a.itemsize != b.itemsize or len(a.sizes) != len(b.sizes):
            return False
        if self._same_dims(a, b):
            return True
        ca, cb = a.concrete(), b.concrete()
        if ca is not None and cb is not None:
            return ca[0] == cb[0] and all(n <= 1 or x == y for n, x, y in zip(ca[0], ca[1], cb[1]))
        def same():
            sa, ta, _ = self.terms(a)
            sb, tb, _ = self.terms(b)
            return z3.And(*[z3.And(na == nb, z3.Or(na <= 1, xa == xb)) for na, nb, xa, xb in zip(sa, sb, ta, tb)])

        try:
            return prove(same, self.symbols)
        except Unsupported:
            return False


def prove(claim: "z3.BoolRef | Callable[[], z3.BoolRef]", symbols: Symbols, timeout_ms: int = 2000) -> bool:
    """True only when Z3 shows `claim` holds under the symbols' assumptions. A claim given as a
    function is tried first with bit operations as atoms (a proof there holds exactly too)."""
    if not callable(claim):
        return _proves(claim, symbols, timeout_ms)
    try:
        with symbols.abstracted():
            if _proves(claim(), symbols, timeout_ms):
                return True
            approximate = symbols.abstracted_used
    except Unsupported:
        approximate = True
    return approximate and _proves(claim(), symbols, timeout_ms)


def _proves(claim: z3.BoolRef, symbols: Symbols, timeout_ms: int) -> bool:
    simplified = z3.simplify(claim)
    if z3.is_true(simplified):
        return True
    s = solver(timeout_ms)
    s.add(*symbols.assumptions())
    s.add(z3.Not(claim))
    return s.check() == z3.unsat

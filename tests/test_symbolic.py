"""Sizes the ShapeEnv can hold: bit operations (triton.next_power_of_2 on a symbolic size),
expressions compared by structure, and guards that cannot be encoded (float ones)."""

import itertools
import random

import sympy
import torch
import triton
import triton.language as tl
import z3
from hypothesis import given, settings
from hypothesis import strategies as st
from torch.utils._sympy.functions import BitwiseFn_bitwise_and, BitwiseFn_bitwise_or, BitwiseFn_bitwise_xor, FloorDiv

import verifier
import verifier.backend
from verifier.running.execution import compare
from verifier.kernels import copy_plus_one
from verifier.memory.symbolic import Symbols


def test_bit_operations_are_exact_and_abstracted_soundly():
    a, b = sympy.Symbol("a", integer=True), sympy.Symbol("b", integer=True)
    sym = Symbols()
    for fn, op in ((BitwiseFn_bitwise_or, lambda x, y: x | y), (BitwiseFn_bitwise_and, lambda x, y: x & y),
                   (BitwiseFn_bitwise_xor, lambda x, y: x ^ y)):
        term = sym.expr(fn(a, b))
        for _ in range(20):
            x, y = random.randint(-2**40, 2**40), random.randint(0, 2**40)
            got = z3.simplify(z3.substitute(term, (sym.symbol("a"), z3.IntVal(x)), (sym.symbol("b"), z3.IntVal(y))))
            assert got.as_long() == op(x, y)
        with sym.abstracted():  # an atom, with facts that hold for non-negative operands
            atom = sym.expr(fn(a, b))
            s = z3.Solver()
            s.add(*sym.assumptions(), sym.symbol("a") == 12, sym.symbol("b") == 10, atom == op(12, 10))
            assert s.check() == z3.sat
        assert sym.abstracted_used


def test_the_same_expression_is_the_same_size_without_encoding_it():
    s0 = sympy.Symbol("s0", integer=True, positive=True)
    n = FloorDiv(s0 + 15, 16)
    npow = BitwiseFn_bitwise_or(n - 1, FloorDiv(n - 1, 2)) + 1
    sym = Symbols()
    assert sym.same(npow, BitwiseFn_bitwise_or(n - 1, FloorDiv(n - 1, 2)) + 1)
    assert sym.same(s0 * 2 + 1, 1 + 2 * s0)
    assert not sym.same(npow, npow + 1)


def pow2_halves(x):
    """x[:c] and x[c:2c] with c = next_power_of_2(n // 4) (at most n // 2): disjoint for every size."""
    c = min(triton.next_power_of_2(x.shape[0] // 4), x.shape[0] // 2)
    copy_plus_one(x[:c], x[c:2 * c])


def pow2_overlap(x):
    c = min(triton.next_power_of_2(x.shape[0] // 4), x.shape[0] // 2 - 1)
    copy_plus_one(x[:c + 1], x[c:2 * c + 1])


def test_sizes_from_next_power_of_2_are_decided():
    x = torch.arange(24.0)
    gm = verifier.capture(pow2_halves, x, dynamic=True)
    assert any("BitwiseFn_bitwise_or" in str(g.expr) for g in gm.meta["verifier"].shape_env.guards)
    report = verifier.analyze(gm)
    (c,) = report.candidates
    assert c.verdict.value == "safe", report.text()  # proved with the bit operations as atoms
    new, _ = verifier.reinplace(gm, report)
    assert compare(gm, new, [x]) is None
    gm = verifier.capture(pow2_overlap, x, dynamic=True)
    (c,) = verifier.analyze(gm).candidates
    assert c.verdict.value == "unsafe"  # the abstraction's model, checked at its sizes with the true bit operations
    assert c.conflict.sizes and c.counterexample.reproduce().outcome == "reproduced"


@triton.jit
def _scaled_copy_kernel(src_ptr, dst_ptr, n, scale, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(dst_ptr + i, tl.load(src_ptr + i, mask=m) * scale, mask=m)


def _scaled_copy(src, dst, scale):
    n = src.numel()
    _scaled_copy_kernel[(triton.cdiv(n, 16),)](src, dst, n, scale, BLOCK=16)


def overlap_guard_elsewhere(x, y):
    h, scale = x.shape[0] // 2, y.shape[0] ** -0.5
    if scale > 0.1:  # a float guard on y's size only
        _scaled_copy(x[:h + 1], x[h:2 * h + 1], scale)
    return y * scale


def overlap_guard_holds(x):
    h, scale = x.shape[0] // 2, x.shape[0] ** -0.5
    if scale > 0.1:  # holds at small sizes, where the overlap shows
        _scaled_copy(x[:h + 1], x[h:2 * h + 1], scale)


def overlap_guard_excludes(x):
    h, scale = x.shape[0] // 2, x.shape[0] ** -0.5
    if scale < 0.01:  # only sizes above 10,000: the small model of the overlap is not one of them
        _scaled_copy(x[:h + 1], x[h:2 * h + 1], scale)


def test_float_guards_decide_only_where_they_matter():
    def verdict(fn, *inputs):
        gm = verifier.capture(fn, *inputs, dynamic=True)
        report = verifier.analyze(gm)
        assert any("FloatPow" in g for g in report.notes[0:1] or [""]), report.text()
        (c,) = [c for c in report.candidates if not c.form]
        return c

    c = verdict(overlap_guard_elsewhere, torch.arange(17.0), torch.arange(16.0))
    assert c.verdict.value == "unsafe"  # the guard constrains another size: the model is a real one
    c = verdict(overlap_guard_holds, torch.arange(17.0))
    assert c.verdict.value == "unsafe"  # the guard holds at the model's size, evaluated as at run time
    c = verdict(overlap_guard_excludes, torch.arange(10001.0))
    assert c.verdict.value == "unknown"  # the model's size fails the guard: not a conflict shown
    assert "guard not encoded may exclude: FloatPow(ToFloat(" in c.reason


_s, _t = sympy.Symbol("s", integer=True, positive=True), sympy.Symbol("t", integer=True, positive=True)


@st.composite
def size_expressions(draw, depth=3):
    """Sums, products and small powers of the two symbols and integers, as a graph's sizes are."""
    if depth == 0 or draw(st.booleans()):
        return draw(st.sampled_from([_s, _t, sympy.Integer(draw(st.integers(-6, 6)))]))
    a, b = draw(size_expressions(depth - 1)), draw(size_expressions(depth - 1))
    return draw(st.sampled_from([a + b, a - b, a * b, a**2]))


class _Ranges:
    """A ShapeEnv's value ranges, as Symbols reads them."""

    def __init__(self, lows):
        from torch.utils._sympy.value_ranges import ValueRanges

        self.var_to_range = {sym: ValueRanges(low, sympy.oo) for sym, low in lows.items()}

    def replace(self, e):
        return e


@settings(max_examples=200, deadline=None)
@given(size_expressions(), size_expressions(), st.integers(0, 5), st.integers(1, 5))
def test_polynomial_sizes_compare_and_bound_as_sympy_says(a, b, low_s, low_t):
    """Sizes compared as polynomials (no sympy expansion): equal exactly when sympy's expansion
    says so, and shown >= 0 only where they are, at every size from the ranges' lower ends."""
    sym = Symbols(_Ranges({_s: low_s, _t: low_t}))
    assert sym.same(a, b) == (sympy.expand(a - b) == 0)
    assert sym.same(sym.poly(a), b) == (sympy.expand(a - b) == 0)
    assert sympy.expand(sym.poly(a).expr() - a) == 0
    if sym.nonnegative(sym.poly(a - b)):
        for vs, vt in itertools.product(range(low_s, low_s + 6), range(low_t, low_t + 6)):
            assert (a - b).subs({_s: vs, _t: vt}) >= 0
        assert sym.nonnegative(a - b)  # what the polynomial shows, the expression does too


def _add_into_the_rows_after(a, b, buf):
    h = a.shape[0]
    torch.add(a, b, out=buf[h:2 * h])
    return buf


def _add_of_the_next_rows_into_the_rows_after(a, buf):
    h = a.shape[0]
    buf[h:2 * h] = a + buf[h + 1:2 * h + 1]
    return buf


def test_an_out_form_into_a_view_at_a_symbolic_offset_is_decided():
    """The value written through out= is a fresh tensor at offset 0; the view it replaces starts
    h rows in, h symbolic: the two storages merge at a distance of the sizes, exact for each."""
    gm = verifier.capture(_add_into_the_rows_after, torch.randn(4, 8), torch.randn(4, 8), torch.randn(12, 8), dynamic=True)
    (out,) = [c for c in verifier.analyze(gm).candidates if c.arg == "out"]
    assert out.verdict.value == "safe", out.reason
    x = (torch.randn(5, 8), torch.randn(5, 8), torch.randn(12, 8))
    torch._dynamo.reset()
    got = torch.compile(_add_into_the_rows_after, backend=verifier.backend.make_backend("verified"), dynamic=True)(
        *[t.clone() for t in x])
    assert torch.equal(got, _add_into_the_rows_after(*[t.clone() for t in x]))
    # the same distance where the op reads the next rows of what it writes: a real overlap
    gm = verifier.capture(_add_of_the_next_rows_into_the_rows_after, torch.randn(4, 8), torch.randn(12, 8), dynamic=True)
    (out,) = [c for c in verifier.analyze(gm).candidates if c.arg == "out"]
    assert out.verdict.value == "unsafe" and "self-aliasing" in out.reason, out.reason

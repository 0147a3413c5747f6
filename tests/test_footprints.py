"""Footprint formulas against brute-force enumeration of the bytes a layout covers."""

import functools
import itertools
import sys

import torch
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.kernels import copy_plus_one
from verifier.memory.layout import Footprints, Layout
from verifier.memory.symbolic import Symbols


def bytes_of(layout: Layout) -> set[int]:
    out = set()
    for idx in itertools.product(*[range(n) for n in layout.sizes]):
        elem = layout.offset + sum(i * s for i, s in zip(idx, layout.strides))
        out.update(layout.shift + layout.itemsize * elem + b for b in range(layout.itemsize))
    return out


@st.composite
def layouts(draw, itemsize=None):
    ndim = draw(st.integers(0, 3))
    sizes = tuple(draw(st.integers(0, 4)) for _ in range(ndim))
    strides = tuple(draw(st.integers(0, 12)) for _ in range(ndim))
    offset = draw(st.integers(0, 10))
    size = itemsize or draw(st.sampled_from([1, 2, 4]))
    return Layout(sizes, strides, offset, size)


def solve(formulas):
    s = z3.Solver()
    s.add(*formulas)
    return s.check()


@settings(max_examples=150, deadline=None)
@given(layouts(), layouts())
def test_overlap_matches_enumeration(a, b):
    fp = Footprints(Symbols())
    byte = z3.Int("byte")
    answer = solve([fp.member(byte, a).formula, fp.member(byte, b).formula])
    assert (answer == z3.sat) == bool(bytes_of(a) & bytes_of(b))


@settings(max_examples=150, deadline=None)
@given(layouts(), layouts())
def test_difference_matches_enumeration(a, b):
    """A byte of a outside b: the encoding used for scatters and covering writes."""
    fp = Footprints(Symbols())
    byte = z3.Int("byte")
    answer = solve([fp.member(byte, a).formula, fp.not_member(byte, b)])
    assert answer != z3.unknown
    assert (answer == z3.sat) == bool(bytes_of(a) - bytes_of(b))


@settings(max_examples=60, deadline=None)
@given(layouts(), layouts())
def test_interval_fast_path_never_hides_an_overlap(a, b):
    fp = Footprints(Symbols())
    ia, ib = fp.interval(a), fp.interval(b)
    apart = ia[1] <= ib[0] or ib[1] <= ia[0] or ia[0] == ia[1] or ib[0] == ib[1]
    if apart:
        assert not (bytes_of(a) & bytes_of(b))


def test_layout_equality_is_proved_not_guessed():
    fp = Footprints(Symbols())
    a = Layout((4, 1), (8, 1), 2, 4)
    assert fp.equal(a, Layout((4, 1), (8, 99), 2, 4))  # stride of a size-1 dim does not matter
    assert not fp.equal(a, Layout((4, 1), (8, 1), 3, 4))
    assert not fp.equal(a, Layout((4, 1), (7, 1), 2, 4))


@settings(max_examples=150, deadline=None)
@given(layouts(itemsize=4), layouts(itemsize=4), st.one_of(st.none(), layouts(itemsize=4)), st.lists(layouts(itemsize=4), max_size=2))
def test_enumerated_bytes_answer_each_query_as_z3_does(read, written, outside, covers):
    """The solver-free path (concrete layouts) and the Z3 encoding agree on every overlap query,
    asked whole or with the witness guessed first (the ends of where the read and the write meet):
    a guess changes which conflict is found, never whether there is one. And asked of a checker that
    answered the earlier examples, whose membership formulas of a layout are made once and kept."""
    from verifier.proof.obligations import Checker

    for checker in (Checker(None, Symbols(), budget_ms=5000), _checker_of_every_example()):
        _agrees_with_the_enumeration(checker, read, written, outside, covers)


@functools.cache
def _checker_of_every_example():
    from verifier.proof.obligations import Checker

    return Checker(None, Symbols(), budget_ms=5000)


def _agrees_with_the_enumeration(checker, read, written, outside, covers):
    from verifier.proof.solver import Answer, check

    sym = checker.symbols
    desc, formulas, witness, exact, _, guesses = checker._overlap_query(
        "stale read", read, outside, written, covers,
        reader="r", read_what="x", read_value="v", writer="w", write_what="y")
    fast = exact()
    fs = formulas()
    for slow in (check(fs, sym), check(fs, sym, guesses=guesses())):
        if slow.answer is Answer.UNKNOWN:  # a layout that is not nested has a quantified encoding: Z3 may time out
            continue
        assert (fast is False) == (slow.answer is Answer.UNSAT)
        if fast is False:
            continue
        for b in (fast.byte, witness(slow.model, slow.free).byte):
            # the witness byte is in the read and the written footprint, outside the excluded ones
            assert b in bytes_of(read) and b in bytes_of(written)
            assert outside is None or b not in bytes_of(outside)
            assert all(b not in bytes_of(c) for c in covers)


def _fake_region(view_name, base, args):
    from verifier.compiler.ops import resolve_op

    return Layout.of(resolve_op(view_name)(base, *args))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=3), st.data())
def test_a_scatters_region_by_arithmetic_is_the_view_ops_region(shape, data):
    """select and slice regions worked out on sizes and strides (not by making the view) are the
    layouts aten's own view ops give, for every in-range index and every start/end/step."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from verifier.memory.regions import view_layout as _view_layout

    with FakeTensorMode():
        base = torch.empty(shape)
        base = base.transpose(0, -1) if data.draw(st.booleans()) else base
        base = base[(slice(data.draw(st.integers(0, 1)), None),)] if data.draw(st.booleans()) else base
        dim = data.draw(st.integers(-base.dim(), base.dim() - 1))
        n = base.shape[dim]
        if n and data.draw(st.booleans()):
            args = [dim, data.draw(st.integers(-n, n - 1))]
            view = "aten.select.int"
        else:
            bound = st.one_of(st.none(), st.integers(-2 * n - 1, 2 * n + 1), st.just(sys.maxsize))
            args = [dim, data.draw(bound), data.draw(bound), data.draw(st.integers(1, 3))]
            view = "aten.slice.Tensor"
        assert _view_layout(view, base, args, {}) == _fake_region(view, base, args)


def rows_in_place(x, y):
    for i in range(3):
        copy_plus_one(x[i], y[i])
        copy_plus_one(x[:, 1:], y[:, :-1])
    return y


def test_symbolic_scatter_regions_are_the_view_ops_regions():
    """With symbolic sizes too: each scatter's region (select_scatter, slice_scatter) has the
    offset, sizes and strides of the view op applied to the base's fake tensor."""
    import verifier
    from verifier.compiler.capture import capture_info
    from verifier.memory.effects import build

    gm = verifier.capture(rows_in_place, torch.randn(5, 4), torch.randn(5, 4), dynamic=True)
    info = capture_info(gm)
    program = build(gm, info.fake_mode)
    sym = Symbols(info.shape_env)
    assert program.scatters
    for node, scatter in program.scatters.items():
        view = {"slice_scatter": "aten.slice.Tensor", "select_scatter": "aten.select.int"}[node.target.__name__.split(".")[0]]
        with info.fake_mode:
            expected = _fake_region(view, node.args[0].meta["val"], [a.meta["val"] if hasattr(a, "meta") else a
                                                                    for a in node.args[2:]])
        got = scatter.region
        assert sym.same(got.offset, expected.offset), node
        assert len(got.sizes) == len(expected.sizes)
        assert all(sym.same(a, b) for a, b in zip(got.sizes + got.strides, expected.sizes + expected.strides)), node

"""The cases of PyTorch's own tests of `torch.fx.passes.reinplace` (test/test_fx_reinplace_pass.py),
written again as programs of this project: each is captured as Inductor's reinplacing pass receives
it, and audited against the fx pass (`reinplace-verify audit --against fx tests/fx_reinplace_programs.py`).

The fx tests build their graphs with `make_fx(functionalize(f))`; here the same functions go
through `torch.compile`. Two changes keep each test's point there: the tests' `x.clone()` (a
tensor the program owns) is `own(x)`, a new tensor, because Inductor removes a clone that is
never written before its reinplacing pass runs; and the buffers the tests make inside
(`torch.zeros(2, 2)`) are made from an input's shape, so that every program has one.
"""

from __future__ import annotations

import torch

from verifier.compiler.programs import Program

FORMS = ("", "in-place variant", "out= form")


def own(x):
    """A tensor of x's values that the program owns (the tests' `x.clone()`)."""
    return x + 0.5


def add_on_clone(x):
    a = own(x)
    return a.add(1)


def add_with_view_used_later(x):
    a = own(x)
    a_view = a.view(-1)
    b = a.add(1)  # a is read again below, through its view
    c = a_view.add(1)
    return b, c


def comparison_changes_dtype(x):
    a = own(x)
    b = a + 1
    return torch.ge(b, a)  # bool: its in-place form would have to retype b


def add_on_overlapping_view(x):
    a = own(x)
    return a.expand(4, 4).add(1)  # sixteen elements on one byte range


def add_into_element_then_read_all(x):
    a = own(x)
    e = a.view(-1)
    d = a.view(-1)[0].view(-1)
    d.add_(1)
    return a + e


def add_into_element_of_column(x):
    a = own(x)
    a[:, 1][1].add_(1)
    return a


def scatter_through_equivalent_view(x):
    a = own(x)
    c_updated = a[:, 1][1].add(1)
    mirror = a.as_strided((4,), (4,), 1)  # the same bytes as a[:, 1]
    return torch.select_scatter(mirror, c_updated, 0, 1)


def scatter_into_another_element(x):
    a = own(x)
    c_updated = a[:, 1][1].add(1)
    mirror = a.as_strided((4,), (4,), 1)
    return torch.select_scatter(mirror, c_updated, 0, 0)  # not where c lives


def scatter_into_another_view(x):
    a = own(x)
    c_updated = a[:, 1][1].add(1)
    other = a.as_strided((4,), (4,), 0)  # column 0, not column 1
    return torch.select_scatter(other, c_updated, 0, 1)


def diagonal_of_fresh_buffer(x):
    z = torch.zeros_like(x)
    y_updated = z.diagonal().add(1)
    return [torch.diagonal_scatter(z, y_updated)]


def index_assignment_into_fresh_buffer(x):
    a = torch.zeros_like(x)
    a[:, 2:] = torch.ones(4, 2, 4)
    return a


def _p(name, fn, inputs, why):
    return Program(name, fn, inputs, why=why, forms=FORMS)


PROGRAMS = [
    _p("add_on_clone", add_on_clone, lambda: (torch.ones(2),), "test_reinplace_basic"),
    _p("add_with_view_used_later", add_with_view_used_later, lambda: (torch.ones(2),), "test_reinplace_with_view"),
    _p("comparison_changes_dtype", comparison_changes_dtype, lambda: (torch.ones(4),), "test_reinplace_different_metadata"),
    _p("add_on_overlapping_view", add_on_overlapping_view, lambda: (torch.ones(1),), "test_reinplace_overlapping_memory"),
    _p("add_into_element_then_read_all", add_into_element_then_read_all, lambda: (torch.ones(4),),
       "test_reinplace_scatter_op"),
    _p("add_into_element_of_column", add_into_element_of_column, lambda: (torch.ones(4, 4),),
       "test_reinplace_scatter_twice"),
    _p("scatter_through_equivalent_view", scatter_through_equivalent_view, lambda: (torch.ones(4, 4),),
       "test_reinplace_scatter_twice_with_different_view_op_valid"),
    _p("scatter_into_another_element", scatter_into_another_element, lambda: (torch.ones(4, 4),),
       "test_reinplace_scatter_twice_with_different_view_op_invalid"),
    _p("scatter_into_another_view", scatter_into_another_view, lambda: (torch.ones(4, 4),),
       "test_reinplace_scatter_twice_with_different_view_op_invalid2"),
    _p("diagonal_of_fresh_buffer", diagonal_of_fresh_buffer, lambda: (torch.ones(2, 2),), "test_out_node_updated"),
    _p("index_assignment_into_fresh_buffer", index_assignment_into_fresh_buffer, lambda: (torch.ones(4, 4, 4),),
       "test_reinplace_index_mutation"),
]

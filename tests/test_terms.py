"""The C-API term builders make exactly the terms z3's Python operators make: the solver's search
depends on the terms, so a reader that made them faster must not make them different."""

import operator

import pytest
import z3

from verifier.memory import terms

x, y = z3.Int("x"), z3.Int("y")
# numerals as Python ints and as z3 terms on either side: a numeral term is an IntNumRef, a
# subclass of ArithRef, whose reflected comparison Python tries first (`x >= IntVal(8)` is
# `IntVal(8) <= x`)
OPERANDS = [(x * 3 + y, 4), (4, x * 3 + y), (x, y), (x - y, -7), (0, x), (1 << 40, y),
            (x, z3.IntVal(8)), (z3.IntVal(8), x), (z3.IntVal(2), z3.IntVal(3)), (x * y, z3.IntVal(-1))]


@pytest.mark.parametrize("build, python", [
    (terms.add, operator.add), (terms.sub, operator.sub), (terms.mul, operator.mul), (terms.div, operator.truediv),
    (terms.lt, operator.lt), (terms.le, operator.le), (terms.gt, operator.gt), (terms.ge, operator.ge),
    (terms.eq, operator.eq),
])
def test_a_builder_makes_the_term_z3s_operator_makes(build, python):
    for a, b in OPERANDS:
        assert build(a, b).get_id() == python(a, b).get_id(), (a, b)


def test_other_sorts_go_to_z3s_own_operators():
    r, flag = z3.Real("r"), z3.Bool("flag")
    assert terms.add(r, x).eq(r + x)  # an integer made real, as z3 does
    assert terms.mul(x, flag).eq(x * flag)  # If(flag, x, 0)
    assert terms.neg(x).eq(-x) and terms.neg(r).eq(-r)
    assert terms.conj(x > 0, y > 0).eq(z3.And(x > 0, y > 0))
    assert terms.ite(x > 0, x, y).eq(z3.If(x > 0, x, y))

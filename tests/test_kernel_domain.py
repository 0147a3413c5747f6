"""Where a kernel's original is defined, and what each argument's analysis may be mixed with.

- Sizes at which a kernel's int32 address arithmetic wraps are outside the domain of a proof: the
  original is undefined there (an illegal memory access on a GPU). The rewrite is proven for the
  other sizes, and the overflow is a finding about the kernel, with the smallest size reaching it.
- An argument whose TTIR is analysed and never touched reads nothing, even when an argument it
  aliases keeps the contract."""

import re

import pytest
import torch
import triton
import triton.language as tl

import verifier
from verifier.compiler.inductor import annotate
from verifier.running.execution import ORDERS, compare


@triton.jit
def double_rows_kernel(out_ptr, x_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x_ptr + row * stride + cols, mask=mask)
    tl.store(out_ptr + row * stride + cols, v * 2, mask=mask)


def double_rows(x, y):
    double_rows_kernel[(x.shape[0],)](x, y, x.stride(0), x.shape[1], BLOCK=16)
    return x.sum()


@triton.jit
def double_through_float_kernel(out_ptr, x_ptr, spare_ptr, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + cols)
    where = (cols.to(tl.float32) * 1.0).to(tl.int32)  # an address through a float: not followed
    tl.store(out_ptr + where, v * 2)


def double_through_float(x, y):
    double_through_float_kernel[(1,)](x, y, x, BLOCK=16)  # spare_ptr is out_ptr's tensor, never touched
    return x.sum()


def decided(fn, inputs, dynamic=False):
    gm = verifier.capture(fn, *inputs, dynamic=dynamic)
    report = verifier.analyze(gm)
    annotate(report, gm)
    (cand,) = [c for c in report.candidates if not c.form]
    return gm, report, cand


def test_sizes_at_which_the_address_wraps_are_outside_the_domain_and_reported_with_the_smallest():
    inputs = (torch.zeros(4, 16), torch.arange(64.0).reshape(4, 16))
    gm, report, cand = decided(double_rows, inputs, dynamic=True)
    if "inlined as a constant" in report.kernel_accesses[0].analysis["out_ptr"]:
        pytest.skip("this torch compiles symbolic scalars into the TTIR: the dynamic kernel keeps the contract")
    assert (cand.arg, cand.verdict.value) == ("out_ptr", "safe"), cand.reason
    assert report.kernel_accesses[0].analysis["out_ptr"] == "analysed"
    for order in ORDERS:
        assert compare(gm, verifier.reinplace(gm, report)[0], list(inputs), order) is None
    (finding,) = [f for f in report.findings if f.startswith("int32 overflow")]
    assert "out_ptr" in finding and "x_ptr" in finding
    # (rows - 1) * 16 first reaches 2**31 at rows = 2**27 + 1 (16 columns, as captured); with 4
    # rows, 3 * stride at a stride (the column count) of ceil(2**31 / 3)
    sizes = dict(re.findall(r"x\.size\(\)\[(\d)\] \(\w+\) = (\d+)", finding))
    assert sizes == {"0": str(2 ** 31 // 16 + 1), "1": str(-(-2 ** 31 // 3))}, finding
    # at sizes that are all known, nothing wraps and nothing is reported
    gm, report, cand = decided(double_rows, inputs)
    assert cand.verdict.value == "safe" and not [f for f in report.findings if f.startswith("int32 overflow")]


def test_an_alias_the_kernel_never_touches_reads_nothing_beside_an_argument_under_the_contract():
    inputs = (torch.zeros(16), torch.arange(16.0))
    gm, report, cand = decided(double_through_float, inputs)
    analysis = report.kernel_accesses[0].analysis
    assert analysis["out_ptr"].startswith("contract") and analysis["spare_ptr"] == "analysed"
    assert cand.arg == "out_ptr" and cand.verdict.value == "safe", cand.reason
    for order in ORDERS:
        assert compare(gm, verifier.reinplace(gm, report)[0], list(inputs), order) is None

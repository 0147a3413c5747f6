"""Aten ops written in place by the user, which functionalization turns out of place: their
in-place variants and out= forms as candidates, with the verdict each must get, and why.

Liger-Kernel writes its gradients this way (`torch.addmm(grad_weight, a, b, out=grad_weight)` to
accumulate chunk by chunk, `torch.mm(x, w, out=grad_input[a:b])` into slices of one buffer). The
post-grad graph holds an `addmm` with a new result and an `mm` scattered into the slice; written
back in place they cost no copy. Candidates are listed in program order as (argument, verdict):
"self" for an in-place variant, "out" for an out= form.
"""

from __future__ import annotations

import torch

from verifier.compiler.programs import Program

SAFE, UNSAFE = "safe", "unsafe"
FORMS = ("", "in-place variant", "out= form")


def _P(*args, **kwargs) -> Program:
    return Program(*args, forms=FORMS, **kwargs)


def r(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


def addmm_accumulate(acc, a, b):
    for i in range(2):
        torch.addmm(acc, a[i * 4:(i + 1) * 4].t(), b[i * 4:(i + 1) * 4], out=acc)


def mm_into_slices(x, w, buf):
    for i in range(2):
        torch.mm(x[i * 4:(i + 1) * 4], w, out=buf[i * 4:(i + 1) * 4])


def gradients_by_chunk(x, w, g, grad_w, grad_x):
    """Liger's fused linear cross-entropy, reduced to its writes: per chunk of tokens, the input's
    gradient into its rows of one buffer and the weight's gradient accumulated."""
    for i in range(2):
        rows = slice(i * 4, (i + 1) * 4)
        torch.mm(g[rows], w, out=grad_x[rows])
        torch.addmm(grad_w, g[rows].t(), x[rows], out=grad_w)


def addmm_old_value_read(acc, a, b):
    new = torch.addmm(acc, a, b)
    mixed = new * acc  # reads acc's old value after the GEMM
    acc.copy_(new)
    return mixed


def addmm_operand_aliases_acc(acc, b):
    torch.addmm(acc, acc, b, out=acc)  # eager reads acc whole before it writes it


def addmm_input_not_mutated(x, a, b):
    return torch.addmm(x, a, b)


def addmm_broadcast_bias(bias, a, b):
    scaled = bias * 2
    return torch.addmm(scaled, a, b)  # scaled is (n,), the result (m, n)


def add_promotes_type(x, y):
    doubled = x * 2  # int64
    return doubled + y  # float32: the in-place form would have to store floats into int64


def mm_into_slice_then_old_read(x, w, buf):
    old = buf[0:4] * 2  # the slice's old contents, read before (not `* 1`: a no-op 2.14 removes)
    torch.mm(x[0:4], w, out=buf[0:4])
    return old


def mm_operand_is_the_slice(buf, w):
    torch.mm(buf[0:4], w, out=buf[4:8])  # reads rows 0-3, writes rows 4-7: disjoint
    torch.mm(buf[4:8], w, out=buf[4:8])  # reads the rows it writes


def scale_input_in_place(x):
    x.mul_(2)  # pointwise: Inductor writes its own kernel straight into x


def identity_copied_out(x, y):
    y.copy_(x * 1.0)  # x * 1 gives x's own values: written into x in place, x is unchanged
    return x + 1


def identity_then_input_updated(x):
    kept = x * 1.0
    x.add_(1)  # the result of `x * 1`, were it x itself, would change here
    return kept


PROGRAMS = [
    _P("addmm_accumulate", addmm_accumulate, lambda: (torch.zeros(3, 5), r(8, 3), r(8, 5, seed=1)),
            [("self", SAFE), ("self", SAFE)],
            "each GEMM accumulates into acc, which nothing else reads; the write-back becomes a self-copy"),
    _P("mm_into_slices", mm_into_slices, lambda: (r(8, 6), r(6, 7, seed=1), torch.zeros(8, 7)),
            [("out", SAFE), ("out", SAFE)], "each GEMM writes its rows of buf, which nothing reads in between"),
    _P("gradients_by_chunk", gradients_by_chunk,
            lambda: (r(8, 5), r(6, 5, seed=1), r(8, 6, seed=2), torch.zeros(6, 5), torch.zeros(8, 5)),
            [("out", SAFE), ("out", SAFE), ("self", SAFE), ("self", SAFE)],
            "the input gradient's rows and the weight gradient's accumulator, chunk by chunk (the "
            "post-grad graph runs both GEMMs into grad_x first)"),
    _P("addmm_old_value_read", addmm_old_value_read, lambda: (r(3, 5), r(3, 4, seed=1), r(4, 5, seed=2)),
            [("self", UNSAFE), ("self", UNSAFE)],
            "the product reads acc's old value after the GEMM; the product's in-place form would "
            "overwrite the GEMM's result before the write-back reads it"),
    _P("addmm_operand_aliases_acc", addmm_operand_aliases_acc, lambda: (r(256, 256), r(256, 256, seed=1)),
            [("self", UNSAFE)], "an in-place GEMM must not read what it writes: mat1 is acc (BLAS reads "
            "it panel by panel while it stores: wrong from 256 x 256 on the CPU)"),
    _P("addmm_input_not_mutated", addmm_input_not_mutated, lambda: (r(3, 5), r(3, 4, seed=1), r(4, 5, seed=2)),
            [("self", UNSAFE)], "x is the caller's and the program leaves it unchanged"),
    _P("addmm_broadcast_bias", addmm_broadcast_bias, lambda: (r(5), r(3, 4, seed=1), r(4, 5, seed=2)),
            [("self", UNSAFE), ("self", UNSAFE)],
            "bias is the caller's; the GEMM's in-place form would have to resize its (5,) self to (3, 5)"),
    _P("add_promotes_type", add_promotes_type, lambda: (torch.arange(6).reshape(2, 3), r(2, 3)),
            [("self", UNSAFE), ("self", UNSAFE)],
            "x is the caller's; the sum is float32 and its in-place form would store it into int64"),
    _P("mm_into_slice_then_old_read", mm_into_slice_then_old_read, lambda: (r(8, 6), r(6, 7, seed=1), r(8, 7, seed=2)),
            [("self", UNSAFE), ("out", SAFE)],
            "the old rows are read (into a product) before the GEMM writes them; the product itself "
            "written in place of those rows would be overwritten by the GEMM before it is returned"),
    _P("mm_operand_is_the_slice", mm_operand_is_the_slice, lambda: (r(8, 4), r(4, 4, seed=1)),
            [("out", SAFE), ("out", UNSAFE)],
            "the first GEMM reads rows the second writes only after it is done; the second reads the rows it writes"),
    _P("scale_input_in_place", scale_input_in_place, lambda: (r(4, 4),), [("self", SAFE)],
            "proven, and not applied: Inductor writes a pointwise kernel straight into x"),
    _P("identity_copied_out", identity_copied_out, lambda: (r(4, 4), r(4, 4, seed=1)),
            [("self", SAFE), ("self", UNSAFE), ("out", SAFE)],
            "x * 1 stores into x the values already there (no read can tell), and its result is only "
            "read before x changes; x + 1 in place would change the caller's x"),
    _P("identity_then_input_updated", identity_then_input_updated, lambda: (r(4, 4),),
            [("self", UNSAFE), ("self", SAFE)],
            "x * 1 in place gives x's values, but its result, then x itself, is returned after x.add_(1)"),
]

"""A few bundled programs for `reinplace-verify check` with no arguments (the default job)."""

from __future__ import annotations

import torch

from ..compiler.programs import Program
from ..kernels import copy_plus_one, scale_rows_
from .programs import bug_198031_triton, bug_198094_shape_triton


def fused_qkv_columns(qkv):
    """Two kernels update disjoint column slices of one fused buffer in place."""
    scale_rows_(qkv[:, 0:8])
    scale_rows_(qkv[:, 8:16])
    return qkv[:, 16:24] * 1


def interleaved(x):
    """Reads the even elements, writes the odd ones."""
    copy_plus_one(x[0::2], x[1::2])


def symbolic_halves(x):
    """Halves of a tensor of any size: disjoint for every size."""
    h = x.shape[0] // 2
    copy_plus_one(x[:h], x[h : 2 * h])


PROGRAMS = [
    Program("fused_qkv_columns", fused_qkv_columns, lambda: (torch.randn(4, 24),)),
    Program("interleaved", interleaved, lambda: (torch.randn(32),)),
    # pytorch#198031: the user's clone is dropped and the kernel reads what it writes
    Program("clone_removed", bug_198031_triton, lambda: (torch.arange(16.0),)),
    # the kernel's result is returned after its input is overwritten
    Program("result_after_overwrite", bug_198094_shape_triton, lambda: (torch.randn(16), torch.randn(16))),
    Program("symbolic_halves", symbolic_halves, lambda: (torch.randn(16),), dynamic=True),
]

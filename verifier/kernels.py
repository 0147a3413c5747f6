"""Stride-aware Triton kernels used by the bundled examples and the ground-truth table.

Each kernel takes explicit strides, so it is correct on any view; each is small enough to run
in Triton's interpreter on the CPU.
"""

import triton
import triton.language as tl


@triton.jit
def scale_rows_kernel(x_ptr, n_rows, n_cols, stride_r, stride_c, BLOCK: tl.constexpr):
    """x[r, c] *= 2, one program per row."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    p = x_ptr + r * stride_r + c * stride_c
    m = c < n_cols
    tl.store(p, tl.load(p, mask=m) * 2, mask=m)


@triton.jit
def scale_kernel(x_ptr, n, stride, BLOCK: tl.constexpr):
    """x[i] *= 2 over a 1-D view."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    p = x_ptr + i * stride
    tl.store(p, tl.load(p, mask=m) * 2, mask=m)


@triton.jit
def copy_plus_one_kernel(src_ptr, dst_ptr, n, src_stride, dst_stride, BLOCK: tl.constexpr):
    """dst[i] = src[i] + 1 over 1-D views."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    v = tl.load(src_ptr + i * src_stride, mask=m)
    tl.store(dst_ptr + i * dst_stride, v + 1, mask=m)


@triton.jit
def reverse_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    """dst[n - 1 - i] = src[i] over contiguous 1-D tensors."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    v = tl.load(src_ptr + i, mask=m)
    tl.store(dst_ptr + (n - 1 - i), v, mask=m)


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """out = x + y over contiguous 1-D tensors."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(out_ptr + i, tl.load(x_ptr + i, mask=m) + tl.load(y_ptr + i, mask=m), mask=m)


def scale_rows_(t, block: int = 32):
    """Double a 2-D tensor (or view) in place."""
    scale_rows_kernel[(t.shape[0],)](t, t.shape[0], t.shape[1], t.stride(0), t.stride(1), BLOCK=block)


def scale_(t, block: int = 4):
    """Double a 1-D tensor (or view) in place."""
    n = t.shape[0]
    scale_kernel[(triton.cdiv(n, block),)](t, n, t.stride(0), BLOCK=block)


def copy_plus_one(src, dst, block: int = 4):
    """dst = src + 1 for 1-D views, several programs so that instance order matters."""
    n = dst.shape[0]
    copy_plus_one_kernel[(triton.cdiv(n, block),)](src, dst, n, src.stride(0), dst.stride(0), BLOCK=block)


def reverse_into(src, dst, block: int = 4):
    n = dst.shape[0]
    reverse_kernel[(triton.cdiv(n, block),)](src, dst, n, BLOCK=block)


def add_into(x, y, out, block: int = 4):
    n = out.shape[0]
    add_kernel[(triton.cdiv(n, block),)](x, y, out, n, BLOCK=block)

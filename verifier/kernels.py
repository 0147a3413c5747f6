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


@triton.jit
def gather_plus_one_kernel(src_ptr, idx_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """out[i] = src[idx[i]] + 1: where src is read comes from loaded values."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    j = tl.load(idx_ptr + i, mask=m, other=0)
    tl.store(out_ptr + i, tl.load(src_ptr + j, mask=m) + 1, mask=m)


@triton.jit
def _at_least_zero(x, zero):
    return tl.where(x < zero, zero, x)


@triton.jit
def relu_copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    """dst = max(src, 0) through tl.map_elementwise: torch's mutation analysis does not follow the
    region op and reports every argument as mutated; src is only loaded."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    v = tl.load(src_ptr + i, mask=m)
    tl.store(dst_ptr + i, tl.map_elementwise(_at_least_zero, v, tl.zeros_like(v)), mask=m)


@triton.jit
def pattern_kernel(src_ptr, dst_ptr, n, src_stride, dst_stride, shift,
                   LOAD: tl.constexpr, STORE: tl.constexpr, LOOP: tl.constexpr, BLOCK: tl.constexpr):
    """dst[store(i)] = src[load(i)] + 1 over 1-D views, LOOP blocks per program instance, with the
    index patterns of the random programs (verifier/fuzz.py): 0 element-wise, 1 reversed,
    2 shifted by `shift`, 3 halved (i // 2), 4 strided ((3 i) mod n); out-of-range lanes masked."""
    pid = tl.program_id(0)
    for j in range(LOOP):
        i = (pid * LOOP + j) * BLOCK + tl.arange(0, BLOCK)
        m = i < n
        if LOAD == 0:
            li = i
        elif LOAD == 1:
            li = n - 1 - i
        elif LOAD == 2:
            li = i + shift
        elif LOAD == 3:
            li = i // 2
        else:
            li = (i * 3) % n
        v = tl.load(src_ptr + li * src_stride, mask=m & (li >= 0) & (li < n), other=0)
        if STORE == 0:
            si = i
        elif STORE == 1:
            si = n - 1 - i
        else:
            si = i + shift
        tl.store(dst_ptr + si * dst_stride, v + 1, mask=m & (si >= 0) & (si < n))


def pattern_into(src, dst, load: int, store: int, shift: int = 1, loop: int = 1, block: int = 4):
    """dst (indices by `store`) = src (indices by `load`) + 1, for 1-D views of one length."""
    n = dst.shape[0]
    pattern_kernel[(triton.cdiv(n, block * loop),)](src, dst, n, src.stride(0), dst.stride(0), shift,
                                                  LOAD=load, STORE=store, LOOP=loop, BLOCK=block)


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


def gather_plus_one(src, idx, out, block: int = 4):
    """out = src[idx] + 1 over contiguous 1-D tensors."""
    n = out.shape[0]
    gather_plus_one_kernel[(triton.cdiv(n, block),)](src, idx, out, n, BLOCK=block)


def relu_copy(src, dst, block: int = 4):
    """dst = max(src, 0) over contiguous 1-D tensors."""
    n = dst.shape[0]
    relu_copy_kernel[(triton.cdiv(n, block),)](src, dst, n, BLOCK=block)

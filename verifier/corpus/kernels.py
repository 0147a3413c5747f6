"""Stride-aware Triton kernels of the corpus: each takes explicit strides, so it is right on any
view, and is small enough for Triton's interpreter."""

import triton
import triton.language as tl


@triton.jit
def rotary_kernel(x_ptr, cos_ptr, sin_ptr, n_cols, stride_r, stride_c, HALF: tl.constexpr):
    """Rotate the two halves of each row of x (a view) in place by the row's angles."""
    r = tl.program_id(0)
    c = tl.arange(0, HALF)
    m = c < n_cols // 2
    lo = x_ptr + r * stride_r + c * stride_c
    hi = lo + (n_cols // 2) * stride_c
    a, b = tl.load(lo, mask=m), tl.load(hi, mask=m)
    cos, sin = tl.load(cos_ptr + r * (n_cols // 2) + c, mask=m), tl.load(sin_ptr + r * (n_cols // 2) + c, mask=m)
    tl.store(lo, a * cos - b * sin, mask=m)
    tl.store(hi, a * sin + b * cos, mask=m)


@triton.jit
def copy_rows_kernel(src_ptr, dst_ptr, n_cols, src_stride_r, src_stride_c, dst_stride_r, dst_stride_c, BLOCK: tl.constexpr):
    """dst[r, :] = src[r, :] (one program per row): writes new keys or values into a cache."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    v = tl.load(src_ptr + r * src_stride_r + c * src_stride_c, mask=m)
    tl.store(dst_ptr + r * dst_stride_r + c * dst_stride_c, v, mask=m)


@triton.jit
def adam_kernel(p_ptr, g_ptr, m_ptr, v_ptr, n, lr, beta1, beta2, eps, BLOCK: tl.constexpr):
    """One Adam step on flat contiguous tensors: updates p, m and v in place."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = i < n
    g = tl.load(g_ptr + i, mask=mask)
    m = tl.load(m_ptr + i, mask=mask) * beta1 + (1 - beta1) * g
    v = tl.load(v_ptr + i, mask=mask) * beta2 + (1 - beta2) * g * g
    p = tl.load(p_ptr + i, mask=mask) - lr * m / (tl.sqrt(v) + eps)
    tl.store(m_ptr + i, m, mask=mask)
    tl.store(v_ptr + i, v, mask=mask)
    tl.store(p_ptr + i, p, mask=mask)


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, n_cols, stride_r, stride_c, eps, BLOCK: tl.constexpr):
    """Normalize each row of x in place and scale by w."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = x_ptr + r * stride_r + c * stride_c
    x = tl.load(p, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    tl.store(p, d / tl.sqrt(var + eps) * tl.load(w_ptr + c, mask=m), mask=m)


@triton.jit
def softmax_kernel(x_ptr, n_cols, stride_r, stride_c, BLOCK: tl.constexpr):
    """Softmax of each row of x, in place."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = x_ptr + r * stride_r + c * stride_c
    x = tl.load(p, mask=m, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(p, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def cross_entropy_grad_kernel(logits_ptr, target_ptr, loss_ptr, n_cols, stride_r, BLOCK: tl.constexpr):
    """Per row: loss = logsumexp - logit[target]; logits := softmax - onehot(target), in place."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = logits_ptr + r * stride_r + c
    x = tl.load(p, mask=m, other=-float("inf"))
    mx = tl.max(x, axis=0)
    e = tl.exp(x - mx)
    s = tl.sum(e, axis=0)
    t = tl.load(target_ptr + r)
    x_t = tl.sum(tl.where(c == t, x, 0.0), axis=0)
    tl.store(loss_ptr + r, tl.log(s) + mx - x_t)
    tl.store(p, e / s - tl.where(c == t, 1.0, 0.0), mask=m)


@triton.jit
def cross_entropy_ignore_kernel(logits_ptr, target_ptr, loss_ptr, n_cols, stride_r, ignore_index, BLOCK: tl.constexpr):
    """As cross_entropy_grad_kernel, but a row whose target is `ignore_index` keeps the loss its
    buffer held and gets a zero gradient, as Liger-Kernel's cross-entropy kernel does."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = logits_ptr + r * stride_r + c
    x = tl.load(p, mask=m, other=-float("inf"))
    mx = tl.max(x, axis=0)
    e = tl.exp(x - mx)
    s = tl.sum(e, axis=0)
    t = tl.load(target_ptr + r)
    kept = t != ignore_index
    x_t = tl.sum(tl.where(c == t, x, 0.0), axis=0)
    tl.store(loss_ptr + r, tl.log(s) + mx - x_t, mask=kept)
    tl.store(p, tl.where(kept, e / s - tl.where(c == t, 1.0, 0.0), 0.0), mask=m)


@triton.jit
def quantize_kernel(x_ptr, out_ptr, scale_ptr, n_cols, stride_x, stride_o, BLOCK: tl.constexpr):
    """Symmetric int8 quantization of each row of x into out, with the row's scale."""
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    x = tl.load(x_ptr + r * stride_x + c, mask=m, other=0.0)
    scale = tl.maximum(tl.max(tl.abs(x), axis=0), 1e-6) / 127.0
    q = x / scale
    q = tl.where(q >= 0, q + 0.5, q - 0.5).to(tl.int8)
    tl.store(out_ptr + r * stride_o + c, q, mask=m)
    tl.store(scale_ptr + r, scale)


@triton.jit
def axpy_kernel(x_ptr, y_ptr, n, alpha, stride_x, stride_y, BLOCK: tl.constexpr):
    """y += alpha * x over 1-D views."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(x_ptr + i * stride_x, mask=m)
    p = y_ptr + i * stride_y
    tl.store(p, tl.load(p, mask=m) + alpha * x, mask=m)


@triton.jit
def two_outputs_kernel(x_ptr, y_ptr, out_ptr, out2_ptr, n, BLOCK: tl.constexpr):
    """out = x + y; out2 = out + 1 (pytorch#132196's kernel)."""
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    s = tl.load(x_ptr + i, mask=m) + tl.load(y_ptr + i, mask=m)
    tl.store(out_ptr + i, s, mask=m)
    tl.store(out2_ptr + i, s + 1, mask=m)

"""The programs of the corpus. Each is the kind of code that calls a Triton kernel or a mutating
custom op in a model, with an input factory taking a `size` knob (1: small enough for Triton's
interpreter; larger for GPU runs)."""

from __future__ import annotations

import torch
import triton

from ..compiler.programs import Program
from ..kernels import copy_plus_one, reverse_into, scale_
from . import kernels as K

P2 = triton.next_power_of_2


def _t(*shape, offset=0):
    n = 1
    for s in shape:
        n *= s
    return ((torch.arange(float(n)) * 7 + offset) % 13 - 6).reshape(shape) / 4


# --- launch helpers --------------------------------------------------------------------------------
def rotary_(x, cos, sin):
    K.rotary_kernel[(x.shape[0],)](x, cos, sin, x.shape[1], x.stride(0), x.stride(1), HALF=P2(x.shape[1] // 2))


def copy_rows(src, dst):
    K.copy_rows_kernel[(dst.shape[0],)](src, dst, dst.shape[1], src.stride(0), src.stride(1), dst.stride(0), dst.stride(1), BLOCK=P2(dst.shape[1]))


def adam_(p, g, m, v, lr=0.01):
    n = p.numel()
    K.adam_kernel[(triton.cdiv(n, 64),)](p, g, m, v, n, lr, 0.9, 0.999, 1e-8, BLOCK=64)


def layernorm_(x, w):
    K.layernorm_kernel[(x.shape[0],)](x, w, x.shape[1], x.stride(0), x.stride(1), 1e-5, BLOCK=P2(x.shape[1]))


def softmax_(x):
    K.softmax_kernel[(x.shape[0],)](x, x.shape[1], x.stride(0), x.stride(1), BLOCK=P2(x.shape[1]))


def cross_entropy_grad_(logits, target, loss):
    K.cross_entropy_grad_kernel[(logits.shape[0],)](logits, target, loss, logits.shape[1], logits.stride(0), BLOCK=P2(logits.shape[1]))


def cross_entropy_ignore_(logits, target, loss, ignore_index=-100):
    K.cross_entropy_ignore_kernel[(logits.shape[0],)](logits, target, loss, logits.shape[1], logits.stride(0), ignore_index,
                                                      BLOCK=P2(logits.shape[1]))


def quantize(x, out, scale):
    K.quantize_kernel[(x.shape[0],)](x, out, scale, x.shape[1], x.stride(0), out.stride(0), BLOCK=P2(x.shape[1]))


def axpy_(x, y, alpha=0.5):
    n = y.shape[0]
    K.axpy_kernel[(triton.cdiv(n, 16),)](x, y, n, alpha, x.stride(0), y.stride(0), BLOCK=16)


# --- mutating custom ops ---------------------------------------------------------------------------
@torch.library.custom_op("reinplace_corpus::scale_", mutates_args=("x",))
def scale_op_(x: torch.Tensor) -> None:
    x.mul_(2)


@torch.library.custom_op("reinplace_corpus::reverse_into_", mutates_args=("dst",))
def reverse_op_(src: torch.Tensor, dst: torch.Tensor) -> None:
    n = src.shape[0]
    for k in range(n):
        dst[n - 1 - k] = src[k]


@torch.library.custom_op("reinplace_corpus::add_into_", mutates_args=("out",))
def add_op_(x: torch.Tensor, y: torch.Tensor, out: torch.Tensor) -> None:
    torch.add(x, y, out=out)


# --- rotary embeddings on a fused qkv buffer -------------------------------------------------------
def rotary_qk_fused(qkv, cos, sin):
    d = qkv.shape[1] // 3
    rotary_(qkv[:, 0:d], cos, sin)
    rotary_(qkv[:, d : 2 * d], cos, sin)
    return qkv[:, 2 * d :] * 1.0


def rotary_q_then_attend(qkv, cos, sin):
    d = qkv.shape[1] // 3
    rotary_(qkv[:, 0:d], cos, sin)
    return qkv[:, 0:d] @ qkv[:, d : 2 * d].T


def rotary_separate_q(q, cos, sin):
    rotary_(q, cos, sin)
    return q.sum()


def rotary_keep_unrotated_copy(q, cos, sin):
    before = q * 1.0
    rotary_(q, cos, sin)
    return q - before


def rotary_per_head(x, cos, sin):
    h = x.shape[1] // 2
    rotary_(x[:, 0:h], cos, sin)
    rotary_(x[:, h:], cos, sin)


def _qkv(size, t=8, d=8):
    return lambda: (_t(t * size, 3 * d), _t(t * size, d // 2, offset=1).cos(), _t(t * size, d // 2, offset=2).sin())


def _q(size, t=8, d=8):
    return lambda: (_t(t * size, d), _t(t * size, d // 2, offset=1).cos(), _t(t * size, d // 2, offset=2).sin())


# --- a preallocated KV cache passed as an input ----------------------------------------------------
def kv_write_slots(cache, new):
    copy_rows(new, cache[2 : 2 + new.shape[0]])
    return None


def kv_write_k_and_v(k_cache, v_cache, k, v):
    copy_rows(k, k_cache[4 : 4 + k.shape[0]])
    copy_rows(v, v_cache[4 : 4 + v.shape[0]])
    return None


def kv_write_then_attend(cache, new, q):
    copy_rows(new, cache[4 : 4 + new.shape[0]])
    return q @ cache.T


def kv_write_old_scores(cache, new, q):
    scores = q @ cache.T
    copy_rows(new, cache[4 : 4 + new.shape[0]])
    return scores, cache.sum()


def kv_shift_window(cache):
    copy_rows(cache[1:], cache[:-1])
    return None


def kv_write_into_fused_kv(kv, k, v):
    d = kv.shape[1] // 2
    copy_rows(k, kv[0 : k.shape[0], 0:d])
    copy_rows(v, kv[0 : v.shape[0], d:])
    return None


def _cache(size, slots=16, d=8, new=4):
    return lambda: (_t(slots * size, d), _t(new * size, d, offset=5))


# --- a fused optimizer step ------------------------------------------------------------------------
def adam_step(p, g, m, v):
    adam_(p, g, m, v)
    return None


def adam_step_return_update(p, g, m, v):
    old = p.clone()
    adam_(p, g, m, v)
    return p - old


def adam_flat_params(flat, g, m, v):
    n = flat.shape[0] // 2
    adam_(flat[:n], g[:n], m[:n], v[:n])
    adam_(flat[n:], g[n:], m[n:], v[n:])
    return None


def adam_fresh_state(p, g):
    m = torch.zeros_like(p)
    v = torch.zeros_like(p)
    adam_(p, g, m, v)
    return m, v


def _adam(size, n=64):
    return lambda: (_t(n * size), _t(n * size, offset=1), _t(n * size, offset=2) / 10, _t(n * size, offset=3).abs() / 10)


# --- layer norm and softmax in place ---------------------------------------------------------------
def layernorm_input(x, w):
    layernorm_(x, w)
    return x.sum()


def layernorm_hidden(x, w):
    h = x @ x.T
    layernorm_(h, w)
    return h


def layernorm_residual_old(x, w):
    residual = x * 1.0
    layernorm_(x, w)
    return x + residual


def softmax_scores(q, k):
    s = q @ k.T
    softmax_(s)
    return s


def softmax_two_heads(s):
    n = s.shape[1] // 2
    softmax_(s[:, :n])
    softmax_(s[:, n:])
    return None


def softmax_read_old_max(s):
    mx = s.amax(dim=1)
    softmax_(s)
    return s * mx[:, None]


def softmax_rows_half(s):
    softmax_(s[: s.shape[0] // 2])
    return s[s.shape[0] // 2 :].sum()


# --- cross entropy writing its gradient into the logits ---------------------------------------------
def cross_entropy_into_logits(logits, target):
    loss = torch.empty(logits.shape[0])
    cross_entropy_grad_(logits, target, loss)
    return loss.mean()


def cross_entropy_logits_reused(logits, target):
    loss = torch.empty(logits.shape[0])
    probs = logits.softmax(dim=1)
    cross_entropy_grad_(logits, target, loss)
    return loss.mean(), probs


def cross_entropy_hidden_logits(h, w, target):
    logits = h @ w
    loss = torch.empty(logits.shape[0])
    cross_entropy_grad_(logits, target, loss)
    return loss, logits


def chunked_cross_entropy(x, w, target, loss, chunk=None):
    """Liger-Kernel's fused linear cross-entropy forward, chunk by chunk: each chunk's logits are
    computed, a kernel writes the chunk's losses into a slice of the loss buffer (and the gradient
    into the logits), and the slice is copied back. Rows whose target is ignored (-100) keep the
    buffer's value. The buffer is made before a graph break in Liger (`.item()`), so it is an input
    of the graph. Plain Inductor keeps each slice's clone, and on the GPU that clone of a slice at
    an offset holds the wrong elements (read past the end of the buffer Inductor made for the
    slice): the ignored rows' losses come out as garbage (results/inductor_clone_slice.md)."""
    n = x.shape[0]
    chunk = chunk or max(1, n // 4)
    grad_x = torch.zeros_like(x)
    for start in range(0, n, chunk):
        logits = x[start:start + chunk] @ w.t()
        loss_slice = loss[start:start + chunk]
        cross_entropy_ignore_(logits, target[start:start + chunk], loss_slice)
        loss[start:start + chunk] = loss_slice
        grad_x[start:start + chunk] = logits @ w
    return grad_x


def _ignored(target, every):
    """`target` with the last position of every `every` ignored (-100), as shifted labels are."""
    target = target.clone()
    target[every - 1::every] = -100
    return target


def _ce(size, rows=8, classes=16):
    return lambda: (_t(rows * size, classes), (torch.arange(rows * size) * 5) % classes)


# --- quantization into a preallocated output -------------------------------------------------------
def quantize_into_out(x, out, scale):
    quantize(x, out, scale)
    return None


def quantize_into_slice(x, out, scale):
    n = x.shape[0]
    quantize(x, out[n : 2 * n], scale[n : 2 * n])
    return None


def quantize_fresh(x):
    out = torch.empty(x.shape, dtype=torch.int8)
    scale = torch.empty(x.shape[0])
    quantize(x, out, scale)
    return out, scale


# --- chains of producer and consumer kernels -------------------------------------------------------
def chain_fresh_buffers(x):
    a = torch.empty_like(x)
    copy_plus_one(x, a)
    b = torch.empty_like(x)
    copy_plus_one(a, b)
    scale_(b)
    return b


def chain_on_input(x):
    scale_(x)
    scale_(x)
    n = x.shape[0] // 2
    axpy_(x[:n], x[n:])
    return None


def chain_column_blocks(x):
    d = x.shape[1] // 4
    for i in range(4):
        layernorm_(x[:, i * d : (i + 1) * d], torch.ones(d))
    return None


def chain_residual_axpy(x, y):
    axpy_(x, y)
    axpy_(y, x)
    return x + y


# --- mutating custom ops ---------------------------------------------------------------------------
def custom_op_on_input(x):
    scale_op_(x)
    return x.sum()


def custom_op_on_row(x):
    scale_op_(x[1])
    return x[0] + 1


def custom_op_clone_removed(x):
    y = x.clone()
    reverse_op_(y, x)
    return x * 2.0


def custom_op_out_fresh(x, y):
    out = torch.empty_like(x)
    add_op_(x, y, out)
    return out


# --- known PyTorch reinplacing bugs, as programs -----------------------------------------------------
def bug_198031_triton(x):
    y = x.clone()
    reverse_into(y, x)
    return x * 2.0


def bug_198094_shape_triton(x, z):
    scale_(x)
    r = x.clone()
    x.copy_(z)
    return r


def bug_132196_two_outputs(x, y):
    out = torch.empty_like(x)
    out2 = torch.empty_like(x)
    n = x.numel()
    K.two_outputs_kernel[(triton.cdiv(n, 16),)](x, y, out, out2, n, BLOCK=16)
    return out, out2


def read_then_zeroed(x):
    scale_(x)
    y = x + 1
    x.zero_()
    return y


def _1d(size, n=32):
    return lambda: (_t(n * size),)


def _2d(size, r=8, c=16):
    return lambda: (_t(r * size, c),)


def corpus(size: int = 1) -> list[Program]:
    """The programs at one size."""
    s = size
    return [
        Program("rotary_qk_fused", rotary_qk_fused, _qkv(s), why="rotary on the q and k column slices of qkv"),
        Program("rotary_q_then_attend", rotary_q_then_attend, _qkv(s), why="rotary on q, then q @ k.T"),
        Program("rotary_separate_q", rotary_separate_q, _q(s), why="rotary on a q input"),
        Program("rotary_keep_unrotated_copy", rotary_keep_unrotated_copy, _q(s), why="q * 1.0 kept before rotary"),
        Program("rotary_per_head", rotary_per_head, _q(s, d=16), why="rotary on two head slices"),
        Program("kv_write_slots", kv_write_slots, _cache(s), why="new keys into a slot range of the cache"),
        Program("kv_write_k_and_v", kv_write_k_and_v,
                lambda: (_t(16 * s, 8), _t(16 * s, 8, offset=3), _t(4 * s, 8, offset=4), _t(4 * s, 8, offset=6)),
                why="keys and values into two caches"),
        Program("kv_write_then_attend", kv_write_then_attend, lambda: (*_cache(s)(), _t(2, 8, offset=9)), why="write, then attend over the cache"),
        Program("kv_write_old_scores", kv_write_old_scores, lambda: (*_cache(s)(), _t(2, 8, offset=9)), why="scores of the old cache, then write"),
        Program("kv_shift_window", kv_shift_window, lambda: (_t(16 * s, 8),), why="sliding window: rows shift down by one"),
        Program("kv_write_into_fused_kv", kv_write_into_fused_kv, lambda: (_t(16 * s, 16), _t(4 * s, 8, offset=1), _t(4 * s, 8, offset=2)),
                why="k and v into column halves of one fused cache"),
        Program("adam_step", adam_step, _adam(s), why="parameter and both moments updated in place"),
        Program("adam_step_return_update", adam_step_return_update, _adam(s), why="the update is returned"),
        Program("adam_flat_params", adam_flat_params, _adam(s), why="two parameters as halves of a flat buffer"),
        Program("adam_fresh_state", adam_fresh_state, lambda: _adam(s)()[:2], why="moments start as zeros"),
        Program("layernorm_input", layernorm_input, lambda: (_t(8 * s, 16), torch.ones(16)), why="layer norm in place on an input"),
        Program("layernorm_hidden", layernorm_hidden, lambda: (_t(16, 8 * s), torch.ones(16)), why="layer norm in place on a hidden state"),
        Program("layernorm_residual_old", layernorm_residual_old, lambda: (_t(8 * s, 16), torch.ones(16)), why="the residual is the old x"),
        Program("softmax_scores", softmax_scores, lambda: (_t(8 * s, 8), _t(16, 8, offset=1)), why="softmax in place on attention scores"),
        Program("softmax_two_heads", softmax_two_heads, lambda: (_t(8 * s, 32),), why="softmax on two column halves"),
        Program("softmax_read_old_max", softmax_read_old_max, lambda: (_t(8 * s, 16),), why="the row max of the old scores is used after"),
        Program("softmax_rows_half", softmax_rows_half, lambda: (_t(8 * s, 16),), why="first half of the rows, second half read"),
        Program("cross_entropy_into_logits", cross_entropy_into_logits, _ce(s), why="gradient written into the logits input"),
        Program("chunked_cross_entropy", chunked_cross_entropy,
                lambda: (_t(16 * s, 8), _t(16, 8, offset=1), _ignored((torch.arange(16 * s) * 5) % 16, 4 * s), torch.zeros(16 * s)),
                why="Liger's fused linear cross-entropy: losses written chunk by chunk into slices of one buffer"),
        Program("cross_entropy_logits_reused", cross_entropy_logits_reused, _ce(s), why="softmax of the logits taken before"),
        Program("cross_entropy_hidden_logits", cross_entropy_hidden_logits, lambda: (_t(8 * s, 8), _t(8, 16, offset=1), (torch.arange(8 * s) * 5) % 16),
                why="logits are an intermediate, returned with the gradient"),
        Program("quantize_into_out", quantize_into_out, lambda: (_t(8 * s, 16), torch.zeros(8 * s, 16, dtype=torch.int8), torch.zeros(8 * s)),
                why="int8 output and scales preallocated"),
        Program("quantize_into_slice", quantize_into_slice, lambda: (_t(8 * s, 16), torch.zeros(24 * s, 16, dtype=torch.int8), torch.zeros(24 * s)),
                why="into a slice of a preallocated output"),
        Program("quantize_fresh", quantize_fresh, lambda: (_t(8 * s, 16),), why="into fresh buffers"),
        Program("chain_fresh_buffers", chain_fresh_buffers, _1d(s), why="producer and consumer into fresh buffers"),
        Program("chain_on_input", chain_on_input, _1d(s), why="three kernels on one input"),
        Program("chain_column_blocks", chain_column_blocks, lambda: (_t(8 * s, 32),), why="layer norm on four column blocks"),
        Program("chain_residual_axpy", chain_residual_axpy, lambda: (_t(32 * s), _t(32 * s, offset=1)), why="y += x; x += y"),
        Program("custom_op_on_input", custom_op_on_input, _1d(s), why="mutating custom op on an input"),
        Program("custom_op_on_row", custom_op_on_row, _2d(s), why="mutating custom op on one row"),
        Program("custom_op_clone_removed", custom_op_clone_removed, _1d(s, 16), why="pytorch#198031 with a custom op"),
        Program("custom_op_out_fresh", custom_op_out_fresh, lambda: (_t(32 * s), _t(32 * s, offset=1)), why="out= into a fresh buffer"),
        Program("bug_198031_triton", bug_198031_triton, _1d(s, 16), why="pytorch#198031: y = x.clone(); k(y, x)"),
        Program("bug_198094_shape_triton", bug_198094_shape_triton, lambda: (_t(32 * s), _t(32 * s, offset=1)),
                why="pytorch#198094's shape: a result observed after its buffer is overwritten"),
        Program("bug_132196_two_outputs", bug_132196_two_outputs, lambda: (_t(32 * s), _t(32 * s, offset=1)),
                why="pytorch#132196: one kernel writes two fresh outputs"),
        Program("read_then_zeroed", read_then_zeroed, _1d(s), why="a result read, then its input zeroed"),
    ]


PROGRAMS = corpus(1)

"""Real kernels: Liger-Kernel's ops called the way models call them, with the verdict each candidate
must get and why.

Each verdict was checked by forcing the rewrite and executing it in Triton's interpreter in
several program-instance orders (tests/test_liger.py does it again). Liger's backward helpers
with `in_place=True` hand one buffer as input and output; each program instance reads its row
before it writes it. The callee contract alone (any byte may be read after it is written) cannot
prove them; the kernels' analysed TTIR (verifier/ttir.py) does.

Liger's device probe imports `transformers` inside the compiled region when there is no GPU;
it is a constant of the process, so it is marked as one for Dynamo.
"""

from __future__ import annotations

import torch

import liger_kernel.utils as _liger_utils

_liger_utils.is_npu_available = torch.compiler.assume_constant_result(_liger_utils.is_npu_available)

from liger_kernel.ops import cross_entropy, fused_add_rms_norm, geglu, group_norm, kl_div, layer_norm  # noqa: E402
from liger_kernel.ops import fused_linear_cross_entropy, rms_norm, rope, softmax, swiglu  # noqa: E402
from liger_kernel.ops.backends._triton.jsd import jsd_loss_and_grad_triton  # noqa: E402

from verifier.compiler.programs import Program  # noqa: E402

SAFE, UNSAFE = "safe", "unsafe"
LLAMA = 0  # Liger's casting mode for Llama (_CASTING_MODE_LLAMA)


def r(*shape, seed=0):
    gen = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=gen)


# --- normalization ----------------------------------------------------------------------------
def rms_norm_fwd(x, w):
    y, _, rstd, *_ = rms_norm.rms_norm_forward(x, w, 1e-6, 0.0, "llama", False)
    return y, rstd


def rms_norm_bwd_in_place(dy, x, w, rstd):
    dx, dw = rms_norm.rms_norm_backward(dy, x, w, rstd, 0.0, LLAMA, 16, 4, True, False)
    return dx, dw


def layer_norm_fwd(x, w, b):
    y, _, mean, rstd, *_ = layer_norm.layer_norm_forward(x, w, b, 1e-6)
    return y, mean, rstd


def fused_add_rms_norm_fwd(x, residual, w):
    y, s, rstd, *_ = fused_add_rms_norm.fused_add_rms_norm_forward(x, residual, w, 1e-6, 0.0, "llama")
    return y, s


def fused_add_rms_norm_bwd_in_place(dy, ds, s, w, rstd):
    dx, dr, dw = fused_add_rms_norm.fused_add_rms_norm_backward(dy, ds, s, w, rstd, 0.0, LLAMA, 16, 4, 1, True)
    return dx, dr, dw


def group_norm_fwd(x, w, b):
    return group_norm.group_norm_forward(x, 4, 2, w, b, 1e-6)[0]


# --- rotary embeddings ----------------------------------------------------------------------------
def rope_q_k(q, k, cos, sin):
    """q and k as the attention layer hands them: (batch, heads, seq, dim) transposes of projections."""
    q, k, *_ = rope.rope_forward(q, k, cos, sin)
    return q, k


def rope_fused_qkv(qkv, cos, sin):
    """q and k are column slices of one fused projection, seen as (batch, heads, seq, dim)."""
    b, s, _ = qkv.shape
    q = qkv[..., 0:32].view(b, s, 2, 16).transpose(1, 2)
    k = qkv[..., 32:64].view(b, s, 2, 16).transpose(1, 2)
    q, k, *_ = rope.rope_forward(q, k, cos, sin)
    return q, k, qkv[..., 64:96]


def rope_bwd(dq, dk, cos, sin):
    return rope.rope_backward(dq, dk, cos, sin)


def _heads(seed):
    return r(1, 8, 2, 16, seed=seed).transpose(1, 2)  # (batch, heads, seq, dim) over a (b, s, h, d) buffer


# --- gated MLPs ---------------------------------------------------------------------------------
def swiglu_fwd(a, b):
    return swiglu.swiglu_forward(a, b)[2]


def swiglu_bwd(a, b, dc):
    return swiglu.swiglu_backward(a, b, dc)


def swiglu_bwd_into_halves(x, w, g):
    y = x @ w  # the gate and up projections, fused: a and b are the two halves of one buffer
    swiglu.swiglu_backward(y[:, :16], y[:, 16:], g[:, :16])  # da and db overwrite their halves
    return y


def geglu_fwd(a, b):
    return geglu.geglu_forward(a, b)[2]


def geglu_bwd(a, b, dc):
    return geglu.geglu_backward(a, b, dc)


def fused_gate_up_bwd_in_place(y, dc):
    return swiglu.swiglu_fused_gate_up_backward(y, dc, in_place=True)


# --- losses -------------------------------------------------------------------------------------------
def cross_entropy_grad_into_logits(logits, target):
    """Liger's cross-entropy forward: the loss per row, and the gradient written into the logits
    (the data-dependent checks of `cross_entropy_forward` are left out, as Dynamo cannot trace them)."""
    n_rows, vocab = logits.shape
    loss = torch.zeros(n_rows, dtype=logits.dtype, device=logits.device)
    cross_entropy.liger_cross_entropy_kernel[(n_rows,)](
        X_ptr=logits, X_stride=logits.stride(-2), Y_ptr=target, Y_stride=target.stride(-1),
        weight_ptr=None, loss_ptr=loss, z_loss_ptr=None, loss_stride=loss.stride(-1),
        token_accuracy_ptr=None, token_accuracy_stride=0, predicted_tokens_ptr=None, predicted_tokens_stride=0,
        n_cols=vocab, n_non_ignore=n_rows, sum_non_ignore_weight=n_rows, ignore_index=-100, weight_sum=0.0,
        lse_square_scale=0.0, label_smoothing=0.0, reduction="mean", softcap=None,
        RETURN_Z_LOSS=False, RETURN_TOKEN_ACCURACY=False, RETURN_PREDICTED_TOKENS=False,
        BLOCK_SIZE=64, HAS_WEIGHT=False, HAS_SOFTCAPPING=False, HAS_GRADIENTS=True, num_warps=4,
    )
    return loss.sum() / n_rows, logits


def fused_linear_cross_entropy_fwd(x, w, target):
    """Chunked over the tokens: chunk sizes come from triton.next_power_of_2 on symbolic sizes."""
    loss, *_ = fused_linear_cross_entropy.fused_linear_cross_entropy_forward(x, w, target, chunk_mem_const=1)
    return loss


def softmax_fwd(x):
    return softmax._softmax_forward(x)[0]


def kl_div_fwd(log_p, q):
    return kl_div.kldiv_forward_triton(log_p, q, False, "none", 1e-10)


def jsd_grad_into_input(student, teacher):
    """Liger's JSD writes the gradient into the student's log-probabilities."""
    loss, dx = jsd_loss_and_grad_triton(student, teacher, None, 0.5, -100, float(student.shape[0]))
    return loss.sum(), dx


PROGRAMS: list[Program] = [
    Program("rms_norm_fwd", rms_norm_fwd, lambda: (r(4, 16), r(16, seed=1)),
            [("Y_ptr", SAFE), ("RSTD_ptr", SAFE)], "Y and RSTD are fresh buffers"),
    Program("rms_norm_bwd_in_place", rms_norm_bwd_in_place, lambda: (r(4, 16), r(4, 16, seed=1), r(16, seed=2), r(4, seed=3).abs() + 1),
            [("dX_ptr", SAFE), ("dW_ptr", SAFE)],
            "in_place=True: dX is dY; the TTIR shows each instance reads its rows of dY before writing them"),
    Program("layer_norm_fwd", layer_norm_fwd, lambda: (r(4, 16), r(16, seed=1), r(16, seed=2)),
            [("Y_ptr", SAFE), ("Mean_ptr", SAFE), ("RSTD_ptr", SAFE)], "outputs are fresh buffers"),
    Program("fused_add_rms_norm_fwd", fused_add_rms_norm_fwd, lambda: (r(4, 16), r(4, 16, seed=1), r(16, seed=2)),
            [("Y_ptr", SAFE), ("S_ptr", SAFE), ("RSTD_ptr", SAFE)], "outputs are fresh buffers"),
    Program("fused_add_rms_norm_bwd_in_place", fused_add_rms_norm_bwd_in_place,
            lambda: (r(4, 16), r(4, 16, seed=1), r(4, 16, seed=2), r(16, seed=3), r(4, seed=4).abs() + 1),
            [("dX_ptr", SAFE), ("dW_ptr", SAFE)],
            "in_place=True: dX is dY; the TTIR shows each instance reads its rows of dY before writing them"),
    Program("group_norm_fwd", group_norm_fwd, lambda: (r(2, 4, 8), r(4, seed=1), r(4, seed=2)),
            [("Y_ptr", SAFE), ("Mean_ptr", SAFE), ("RSTD_ptr", SAFE)], "outputs are fresh buffers"),
    Program("rope_q_k", rope_q_k, lambda: (_heads(0), _heads(1), r(1, 8, 16, seed=2), r(1, 8, 16, seed=3)),
            [("q_ptr", SAFE), ("k_ptr", SAFE)],
            "q and k are rotated in place and returned as transposed views: the write-backs are self-copies"),
    Program("rope_fused_qkv", rope_fused_qkv, lambda: (r(1, 8, 96), r(1, 8, 16, seed=2), r(1, 8, 16, seed=3)),
            [("q_ptr", SAFE), ("k_ptr", SAFE)],
            "q and k are copied out of the fused buffer (contiguous()), the copies rotated in place"),
    Program("rope_bwd", rope_bwd, lambda: (_heads(0), _heads(1), r(1, 8, 16, seed=2), r(1, 8, 16, seed=3)),
            [("q_ptr", SAFE), ("k_ptr", SAFE)], "the gradients are rotated in place and returned as views"),
    Program("swiglu_fwd", swiglu_fwd, lambda: (r(4, 16), r(4, 16, seed=1)), [("c_ptr", SAFE)], "c is fresh"),
    Program("swiglu_bwd", swiglu_bwd, lambda: (r(4, 16), r(4, 16, seed=1), r(4, 16, seed=2)),
            [("a_ptr", SAFE), ("b_ptr", SAFE)], "the gradients overwrite a and b, returned as views of them"),
    Program("swiglu_bwd_into_halves", swiglu_bwd_into_halves, lambda: (r(4, 8), r(8, 32, seed=1), r(4, 32, seed=2)),
            [("a_ptr", SAFE), ("b_ptr", SAFE)],
            "the gradients overwrite the two halves of one buffer: the first slice_scatter reads the half the "
            "second one then replaces, and nothing reads those bytes in between"),
    Program("geglu_fwd", geglu_fwd, lambda: (r(4, 16), r(4, 16, seed=1)), [("c", SAFE)], "c is fresh"),
    Program("geglu_bwd", geglu_bwd, lambda: (r(4, 16), r(4, 16, seed=1), r(4, 16, seed=2)),
            [("a", SAFE), ("b", SAFE)], "the gradients overwrite a and b, returned as views of them"),
    Program("fused_gate_up_bwd_in_place", fused_gate_up_bwd_in_place, lambda: (r(4, 32), r(4, 16, seed=1)),
            [("dy_ptr", SAFE)], "in_place=True: dy is y; the TTIR shows each instance reads its row of y before writing it"),
    Program("cross_entropy_grad_into_logits", cross_entropy_grad_into_logits, lambda: (r(4, 64), torch.tensor([3, 0, 63, 7])),
            [("X_ptr", SAFE), ("loss_ptr", SAFE)], "the gradient replaces the logits, which are returned; loss is fresh"),
    Program("fused_linear_cross_entropy_fwd", fused_linear_cross_entropy_fwd,
            lambda: (r(16, 8), r(16, 8, seed=1), torch.arange(16) % 16),
            [("X_ptr", SAFE), ("loss_ptr", SAFE)] * 2,
            "each chunk's logits are fresh; its loss is a slice of one buffer, chunks disjoint for every size",
            dynamic=True, config={"dynamo.capture_scalar_outputs": True}),
    Program("softmax_fwd", softmax_fwd, lambda: (r(4, 16),), [("Y_ptr", SAFE)], "y is fresh"),
    Program("kl_div_fwd", kl_div_fwd, lambda: (r(4, 16).log_softmax(-1), r(4, 16, seed=1).softmax(-1)),
            [("loss_ptr", SAFE)], "the loss is fresh"),
    Program("jsd_grad_into_input", jsd_grad_into_input, lambda: (r(4, 16).log_softmax(-1), r(4, 16, seed=1).log_softmax(-1)),
            [("loss_ptr", SAFE), ("dX_ptr", SAFE)],
            "dX is X: the TTIR shows each instance reads its row of X before writing the gradient there"),
]

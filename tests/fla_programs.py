"""Kernels of a library the verifier was not built on: flash-linear-attention (fla-core 0.6.0),
its normalization, activation, rotary, convolution and loss kernels and its linear-attention ops
(recurrent and chunked, with states, variable lengths and state pools), called as models call
them, with the verdict each candidate must get and why.

fla picks a backend per call outside compiled graphs (`torch.compiler.disable`); with
FLA_DISABLE_BACKEND_DISPATCH=1 its Triton functions are called directly, as a compiled model
needs. Where there is no GPU, fla asks Triton's driver for the device and falls back to defaults.
"""

from __future__ import annotations

import os

os.environ.setdefault("FLA_DISABLE_BACKEND_DISPATCH", "1")

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from fla.modules.activations.ops import logsigmoid_fwd, sigmoid_bwd, swiglu_fwd, swiglu_fwdbwd, swish_fwd  # noqa: E402
from fla.modules.causal_conv1d.ops import causal_conv1d_fwd, causal_conv1d_update  # noqa: E402
from fla.modules.fused_cross_entropy.ops import cross_entropy_bwd, cross_entropy_fwd  # noqa: E402
from fla.modules.norm.fused_norm_gate import layer_norm_gated_bwd, layer_norm_gated_fwd  # noqa: E402
from fla.modules.norm.l2norm import l2norm_bwd, l2norm_fwd  # noqa: E402
from fla.modules.norm.layernorm import layer_norm_bwd, layer_norm_fwd  # noqa: E402
from fla.modules.rotary.ops import rotary_embedding, rotary_embedding_fwdbwd  # noqa: E402
from fla.modules.token_shift import token_shift_bwd, token_shift_fwd  # noqa: E402
from fla.ops.common.fused_recurrent import fused_recurrent_fwd  # noqa: E402
from fla.ops.gated_delta_rule.chunk import chunk_gated_delta_rule_fwd  # noqa: E402
from fla.ops.gated_delta_rule.fused_recurrent import fused_recurrent_gated_delta_rule_fwd  # noqa: E402
from fla.ops.gla.chunk import chunk_gla_fwd  # noqa: E402
from fla.ops.hgrn.fused_recurrent import fused_recurrent_hgrn_bwd, fused_recurrent_hgrn_fwd  # noqa: E402
from fla.ops.kda.fused_recurrent import fused_recurrent_kda_fwd  # noqa: E402
from fla.ops.simple_gla.chunk import chunk_simple_gla_fwd  # noqa: E402
from fla.ops.utils.cumsum import chunk_local_cumsum  # noqa: E402
from fla.ops.utils.pooling import mean_pooling_fwd  # noqa: E402
from fla.ops.utils.softmax import softmax_bwd, softmax_fwd  # noqa: E402
from fla.ops.utils.solve_tril import solve_tril  # noqa: E402

from verifier.compiler.programs import Program  # noqa: E402

SAFE, UNSAFE = "safe", "unsafe"


def r(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def tensors(out) -> tuple:
    return tuple(t for t in (out if isinstance(out, tuple) else (out,)) if isinstance(t, torch.Tensor))


# --- normalization ----------------------------------------------------------------------------
def rms_norm_fwd(x, w):
    y, _, _, rstd, *_ = layer_norm_fwd(x, w, None, 1e-6, is_rms_norm=True)
    return y, rstd


def layer_norm_residual_fwd(x, res, w, b):
    return tensors(layer_norm_fwd(x, w, b, 1e-6, residual=res))


def layer_norm_fwd_bwd(dy, x, w, b):
    y, mean, rstd, *_ = layer_norm_fwd(x, w, b, 1e-6)
    return tensors(layer_norm_bwd(dy, x, w, b, mean, rstd))


def norm_gate_fwd_bwd(dy, x, g, w, b):
    y, mean, rstd, *_ = layer_norm_gated_fwd(x, g, w, b, eps=1e-6)
    return (y, *tensors(layer_norm_gated_bwd(dy, x, g, w, b, eps=1e-6, mean=mean, rstd=rstd)))


def l2norm_fwd_bwd(x, dy):
    y, rstd = l2norm_fwd(x)
    return y, l2norm_bwd(y, rstd, dy)


# --- activations --------------------------------------------------------------------------------
def swiglu_fwd_and_bwd(x, y, dz):
    return (swiglu_fwd(x, y), *tensors(swiglu_fwdbwd(x, y, dz)))


def sigmoid_backward(x, dy):
    return sigmoid_bwd(x, dy)


def logsigmoid_temperature(x, t):
    return logsigmoid_fwd(x, temperature=t)


def swish_then_add_in_place(x, y):
    z = swish_fwd(x)
    z.add_(y)
    return z


# --- rotary embeddings, token shift, convolution -------------------------------------------------
def rotary_in_place(x, cos, sin):
    return rotary_embedding_fwdbwd(x, cos, sin, inplace=True)


def rotary_in_place_fused_qkv(qkv, cos, sin):
    q, k, v = qkv.split(4, dim=2)
    return rotary_embedding(q, cos, sin, inplace=True), rotary_embedding(k, cos, sin, inplace=True), v


def rotary_internal_on_qkv_slices(qkv, cos, sin):
    """The internal entry point on views it does not accept: it assumes contiguous heads (the
    public `rotary_embedding` makes them so), and its stores leave q's view for k's columns."""
    q, k, v = qkv.split(4, dim=2)
    return rotary_embedding_fwdbwd(q, cos, sin, inplace=True), rotary_embedding_fwdbwd(k, cos, sin, inplace=True), v


def token_shift_fwd_bwd(x, dy):
    y, *_ = token_shift_fwd(x)
    return (y, *tensors(token_shift_bwd(dy, 2, 8)))


def conv_update_cache(x, cache, w):
    return causal_conv1d_update(x, cache, weight=w, activation="silu")


def conv_fwd_with_states(x, w, b, h0):
    return causal_conv1d_fwd(x, w, b, None, initial_state=h0, output_final_state=True, activation="silu")


# --- losses and reductions --------------------------------------------------------------------
def cross_entropy_grad_into_logits(logits, target):
    loss, lse, *_ = cross_entropy_fwd(logits, target)
    return loss, cross_entropy_bwd(logits, target, lse, torch.ones_like(loss), inplace_backward=True)


def softmax_fwd_bwd(x, dp):
    p = softmax_fwd(x)
    return p, softmax_bwd(p, dp)


def cumsum_local(g):
    return chunk_local_cumsum(g, chunk_size=16)


def mean_pooling_chunks(x):
    return mean_pooling_fwd(x, chunk_size=8)


def solve_tril_fwd(a):
    return solve_tril(a)


# --- linear attention ----------------------------------------------------------------------------
def _attention_inputs(B=2, T=4, H=2, K=16, V=16, seed=0):
    return (r(B, T, H, K, seed=seed), F.normalize(r(B, T, H, K, seed=seed + 1), dim=-1), r(B, T, H, V, seed=seed + 2),
            F.logsigmoid(r(B, T, H, seed=seed + 3)), r(B, T, H, seed=seed + 4).sigmoid(), r(B, H, K, V, seed=seed + 5))


def gated_delta_rule_recurrent(q, k, v, g, beta, h0):
    return fused_recurrent_gated_delta_rule_fwd(q, k, v, g=g, beta=beta, scale=0.25, initial_state=h0, output_final_state=True)


def simple_recurrent(q, k, v, h0):
    return tensors(fused_recurrent_fwd(q, k, v, scale=0.25, initial_state=h0, output_final_state=True))


def gated_delta_rule_chunk_fwd(q, k, v, g, beta, h0):
    return tensors(chunk_gated_delta_rule_fwd(q, k, v, g, beta, 0.25, h0, True, chunk_size=16))


def simple_gla_chunk_fwd(q, k, v, g, h0):
    return chunk_simple_gla_fwd(q, k, v, g=g, scale=0.25, initial_state=h0, output_final_state=True, chunk_size=16)


def gla_chunk_fwd(q, k, v, g):
    return tensors(chunk_gla_fwd(q, k, v, g, None, 0.25, None, True, chunk_size=16))


def hgrn_recurrent_fwd_bwd(x, g, h0, do):
    o, ht = fused_recurrent_hgrn_fwd(x, g, h0, True)
    dx, dg, *_ = fused_recurrent_hgrn_bwd(g, o, do, None, h0)
    return o, ht, dx, dg


def kda_decode_into_state_pool(q, k, v, g, beta, pool, slots, cu_seqlens):
    """Continuous batching: each sequence's state is read from, and written back to, the pool
    slot its index names (`inplace_final_state`)."""
    o, _ = fused_recurrent_kda_fwd(q, k, v, g, beta, initial_state=pool, inplace_final_state=True,
                                   cu_seqlens=cu_seqlens, ssm_state_indices=slots)
    return o


def _decode_inputs(slots):
    n = len(slots)
    return (r(1, n, 2, 16), r(1, n, 2, 16, seed=1), r(1, n, 2, 32, seed=2), F.logsigmoid(r(1, n, 2, 16, seed=3)),
            r(1, n, 2, seed=4).sigmoid(), r(6, 2, 16, 32, seed=5), slots, torch.arange(n + 1))


_ATTENTION = _attention_inputs()
_CHUNKED = _attention_inputs(B=1, T=32)

# The kda state pool: a sequence of T tokens stores its state after token t into the slot named
# at ssm_state_indices[n + t] (the kernel adds the token to the sequence's index position), which
# is the slot another sequence reads its initial state from when T > 1: a race whatever the slots
# hold, refused; with one token per sequence (decoding: cu_seqlens rises by one) the slots alone
# decide. Proven under both preconditions, applied behind a run-time check of them.
_POOL = ("another program instance reads bytes it writes: a sequence of more than one token stores "
         "into the slot of the next sequence's index")

PROGRAMS: list[Program] = [
    Program("fla_rms_norm_fwd", rms_norm_fwd, lambda: (r(8, 32), r(32, seed=1)), [("y", SAFE), ("rstd", SAFE)],
            "y and rstd are fresh"),
    Program("fla_layer_norm_residual_fwd", layer_norm_residual_fwd,
            lambda: (r(8, 32), r(8, 32, seed=1), r(32, seed=2), r(32, seed=3)),
            [("y", SAFE), ("res_out", SAFE), ("mean", SAFE), ("rstd", SAFE)], "every output is fresh"),
    Program("fla_layer_norm_residual_dynamic", layer_norm_residual_fwd,
            lambda: (r(8, 32), r(8, 32, seed=1), r(32, seed=2), r(32, seed=3)),
            [("y", SAFE), ("res_out", SAFE), ("mean", SAFE), ("rstd", SAFE)], "the same at symbolic sizes", dynamic=True),
    Program("fla_layer_norm_fwd_bwd", layer_norm_fwd_bwd, lambda: (r(8, 32), r(8, 32, seed=1), r(32, seed=2), r(32, seed=3)),
            [("y", SAFE), ("mean", SAFE), ("rstd", SAFE), ("dx", SAFE), ("dw", SAFE), ("db", SAFE)], "fresh outputs"),
    Program("fla_norm_gate_fwd_bwd", norm_gate_fwd_bwd,
            lambda: (r(8, 32), r(8, 32, seed=1), r(8, 32, seed=2), r(32, seed=3), r(32, seed=4)),
            [("y", SAFE), ("mean", SAFE), ("rstd", SAFE), ("dx", SAFE), ("dg", SAFE), ("dw", SAFE), ("db", SAFE)],
            "fresh outputs"),
    Program("fla_l2norm_fwd_bwd", l2norm_fwd_bwd, lambda: (r(2, 4, 4, 16), r(2, 4, 4, 16, seed=1)),
            [("y", SAFE), ("rstd", SAFE), ("dx", SAFE)], "fresh outputs"),
    Program("fla_swiglu_fwd_and_bwd", swiglu_fwd_and_bwd, lambda: (r(8, 32), r(8, 32, seed=1), r(8, 32, seed=2)),
            [("z", SAFE), ("dx", SAFE), ("dy", SAFE)], "fresh outputs"),
    Program("fla_sigmoid_backward", sigmoid_backward, lambda: (r(8, 32), r(8, 32, seed=1)), [("dx", SAFE)], "dx is fresh"),
    Program("fla_logsigmoid_temperature", logsigmoid_temperature, lambda: (r(8, 32), 2.0), [("y", SAFE)],
            "a float argument"),
    Program("fla_logsigmoid_temperature_dynamic", logsigmoid_temperature, lambda: (r(8, 32), 2.0), [("y", SAFE)],
            "a symbolic float argument", dynamic=True),
    Program("fla_swish_then_add_in_place", swish_then_add_in_place, lambda: (r(8, 32), r(8, 32, seed=1)),
            [("y", SAFE)], "y is fresh; the add writes it in place (an aten form, left to Inductor)"),
    Program("fla_rotary_in_place", rotary_in_place, lambda: (r(2, 8, 4, 16), r(8, 8, seed=1), r(8, 8, seed=2)),
            [("y", SAFE)], "each program instance reads its rows before it writes them"),
    Program("fla_rotary_in_place_dynamic", rotary_in_place, lambda: (r(2, 8, 4, 16), r(8, 8, seed=1), r(8, 8, seed=2)),
            [("y", SAFE)], "the same at symbolic sizes", dynamic=True),
    Program("fla_rotary_in_place_fused_qkv", rotary_in_place_fused_qkv,
            lambda: (r(2, 8, 12, 16), r(8, 8, seed=1), r(8, 8, seed=2)), [("y", SAFE), ("y", SAFE)],
            "the public entry point rotates contiguous copies of the q and k heads"),
    Program("fla_rotary_internal_on_qkv_slices", rotary_internal_on_qkv_slices,
            lambda: (r(2, 8, 12, 16), r(8, 8, seed=1), r(8, 8, seed=2)), [("y", UNSAFE), ("y", UNSAFE)],
            "the kernel's stores leave q's view (it assumes contiguous heads): refused, and reproduced"),
    Program("fla_token_shift_fwd_bwd", token_shift_fwd_bwd, lambda: (r(2, 8, 32), r(2, 8, 32, seed=1)),
            [("y", SAFE), ("dx", SAFE)], "fresh outputs"),
    Program("fla_conv_update_cache", conv_update_cache, lambda: (r(4, 1, 16), r(4, 16, 4, seed=1), r(16, 4, seed=2)),
            [("cache", SAFE), ("y", SAFE)], "each instance shifts its own rows of the cache"),
    Program("fla_conv_fwd_with_states", conv_fwd_with_states,
            lambda: (r(2, 16, 32), r(32, 4, seed=1), r(32, seed=2), r(2, 32, 4, seed=3)),
            [("y", SAFE), ("final_state", SAFE)], "fresh outputs"),
    Program("fla_cross_entropy_grad_into_logits", cross_entropy_grad_into_logits,
            lambda: (r(8, 64), torch.tensor([3, 0, 63, 7, 1, 2, -100, 5])),
            [("loss", SAFE), ("z_loss", SAFE), ("lse", SAFE), ("dlogits", SAFE)],
            "the gradient written over the logits, row by row, each read before written"),
    Program("fla_cross_entropy_grad_into_logits_dynamic", cross_entropy_grad_into_logits,
            lambda: (r(8, 64), torch.tensor([3, 0, 63, 7, 1, 2, -100, 5])),
            [("loss", SAFE), ("z_loss", SAFE), ("lse", SAFE), ("dlogits", SAFE)], "the same at symbolic sizes",
            dynamic=True),
    Program("fla_softmax_fwd_bwd", softmax_fwd_bwd, lambda: (r(4, 32), r(4, 32, seed=1)), [("p", SAFE), ("ds", SAFE)],
            "fresh outputs"),
    Program("fla_cumsum_local", cumsum_local, lambda: (r(2, 32, 4),), [("o", SAFE)], "o is fresh"),
    Program("fla_mean_pooling_chunks", mean_pooling_chunks, lambda: (r(2, 32, 2, 16),), [("o", SAFE)], "o is fresh"),
    Program("fla_solve_tril", solve_tril_fwd, lambda: (torch.tril(r(1, 32, 2, 16) * 0.1, -1),), [("Ai", SAFE)],
            "Ai is fresh"),
    Program("fla_gated_delta_rule_recurrent", gated_delta_rule_recurrent, lambda: _ATTENTION,
            [("o", SAFE), ("ht", SAFE)], "fresh outputs; the initial state is only read"),
    Program("fla_simple_recurrent", simple_recurrent, lambda: (*_ATTENTION[:3], _ATTENTION[5]), [("o", SAFE), ("ht", SAFE)],
            "fresh outputs"),
    Program("fla_gated_delta_rule_chunk_fwd", gated_delta_rule_chunk_fwd, lambda: _CHUNKED,
            [("o", SAFE), ("A", SAFE), ("Ai", SAFE), ("w", SAFE), ("u", SAFE), ("v_new", SAFE), ("h", SAFE), ("ht", SAFE),
             ("o", SAFE)], "a chain of kernels (the gates' cumulative sum first), each output fresh"),
    Program("fla_simple_gla_chunk_fwd", simple_gla_chunk_fwd, lambda: (*_CHUNKED[:4], _CHUNKED[5]),
            [("h", SAFE), ("ht", SAFE), ("o", SAFE)], "fresh outputs"),
    Program("fla_gla_chunk_fwd", gla_chunk_fwd,
            lambda: (r(1, 32, 2, 16), r(1, 32, 2, 16, seed=1), r(1, 32, 2, 16, seed=2), F.logsigmoid(r(1, 32, 2, 16, seed=3))),
            [("o", SAFE), ("h", SAFE), ("ht", SAFE), ("A", SAFE), ("A", SAFE), ("o", SAFE)], "fresh outputs"),
    Program("fla_hgrn_recurrent_fwd_bwd", hgrn_recurrent_fwd_bwd,
            lambda: (r(2, 8, 32), F.logsigmoid(r(2, 8, 32, seed=1)), r(2, 32, seed=2), r(2, 8, 32, seed=3)),
            [("o", SAFE), ("ht", SAFE), ("dx", SAFE), ("dg", SAFE), ("dh0", SAFE)], "fresh outputs"),
    Program("fla_kda_decode_into_state_pool", kda_decode_into_state_pool, lambda: _decode_inputs(torch.tensor([4, 0, 2])),
            [("o", SAFE), ("ht", UNSAFE)], _POOL),
    Program("fla_kda_decode_into_state_pool_2d", kda_decode_into_state_pool,
            lambda: _decode_inputs(torch.tensor([[4], [0], [2]])), [("o", SAFE), ("ht", UNSAFE)], _POOL),
]

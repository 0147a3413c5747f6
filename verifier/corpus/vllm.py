"""Programs shaped as vLLM's models build their graphs, for the audit of vLLM's
`FixFunctionalizationPass` (`reinplace-verify audit --against vllm`).

The ops are vLLM's own (their schemas read from vLLM's wheel by `compiler.vllm_pass`), called the
way its model code calls them: in place on the hidden state and the residual (`fused_add_rms_norm`),
into a fresh buffer (`rms_norm`, `silu_and_mul`, their fp8 variants), on views of one projection
split into q, k and v (`rotary_embedding`, `fused_qk_norm_rope`, the RoPE + KV-cache fusion), on a
slice of the query (the MLA fusion), beside the all-reduce (flashinfer's fused all-reduce + norm,
one rank). What each op computes is written here, in torch, from vLLM's kernels' documented
meaning (an RMSNorm, a rotary embedding, SiLU times the other half, a saturating fp8 cast): the
audit runs the graph with vLLM's rewrite against the functional graph, both through these.

Graphs are compiled for inference, as vLLM compiles them (no gradients: Inductor's
`reorder_for_locality` runs), with auto_functionalized v1 (vLLM's setting).
"""

from __future__ import annotations

import torch

from ..compiler.programs import Program
from ..compiler.vllm_pass import COMPILE_CONFIG
T, HIDDEN, HEADS, KV_HEADS, HEAD, FFN, EPS = 8, 64, 4, 2, 16, 96, 1e-6
Q, KV = HEADS * HEAD, KV_HEADS * HEAD
FP8, FP8_MAX = torch.float8_e4m3fn, 448.0


# --- what the ops compute ------------------------------------------------------------------------
def _norm(x, weight, eps):
    x = x.float()
    y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)
    return y if weight is None else y * weight.float()


def _quant(x, scale):
    return (x / scale.float()).clamp(-FP8_MAX, FP8_MAX)


def _rope(x, positions, cache, is_neox, head_size, offset=0, inverse=False):
    """x: (..., tokens, heads * head_size) or (tokens, heads, head_size); written in place."""
    h = x.view(*x.shape[:-1], -1, head_size) if x.shape[-1] != head_size or x.dim() == 2 else x
    rot = cache.shape[-1]
    cos, sin = cache[positions.long()].float().chunk(2, dim=-1)
    cos, sin = cos.unsqueeze(-2), (-1 if inverse else 1) * sin.unsqueeze(-2)
    part = h[..., offset:offset + rot].float()
    if is_neox:
        a, b = part.chunk(2, dim=-1)
        out = torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1)
    else:
        a, b = part[..., 0::2], part[..., 1::2]
        out = torch.stack([a * cos - b * sin, b * cos + a * sin], dim=-1).flatten(-2)
    h[..., offset:offset + rot] = out.to(h.dtype)


def rms_norm(result, input, weight, epsilon):
    result.copy_(_norm(input, weight, epsilon))


def fused_add_rms_norm(input, residual, weight, epsilon):
    residual.add_(input)
    input.copy_(_norm(residual, weight, epsilon))


def rms_norm_static_fp8_quant(result, input, weight, scale, epsilon):
    result.copy_(_quant(_norm(input, weight, epsilon), scale))


def fused_add_rms_norm_static_fp8_quant(result, input, residual, weight, scale, epsilon):
    residual.add_(input)
    result.copy_(_quant(_norm(residual, weight, epsilon), scale))


def rms_norm_dynamic_per_token_quant(result, input, weight, scale, epsilon, scale_ub, residual):
    if residual is not None:
        residual.add_(input)
    y = _norm(input if residual is None else residual, weight, epsilon)
    s = y.abs().amax(-1, keepdim=True) / FP8_MAX
    s = (s if scale_ub is None else s.clamp(max=scale_ub.float())).clamp(min=1e-10)
    scale.copy_(s)
    result.copy_(_quant(y, s))


def silu_and_mul(result, input):
    a, b = input.float().chunk(2, dim=-1)
    result.copy_(torch.nn.functional.silu(a) * b)


def silu_and_mul_quant(result, input, scale):
    a, b = input.float().chunk(2, dim=-1)
    result.copy_(_quant(torch.nn.functional.silu(a) * b, scale))


def rotary_embedding(positions, query, key, head_size, cos_sin_cache, is_neox, rope_dim_offset=0, inverse=False):
    for x in (query, key):
        if x is not None:
            _rope(x, positions, cos_sin_cache, is_neox, head_size, rope_dim_offset, inverse)


def fused_qk_norm_rope(qkv, num_heads_q, num_heads_k, num_heads_v, head_dim, eps, q_weight, k_weight, cos_sin_cache,
                       is_neox, position_ids, forced_token_heads_per_warp=-1):
    heads = qkv.view(qkv.shape[0], -1, head_dim)
    for part, weight in ((heads[:, :num_heads_q], q_weight), (heads[:, num_heads_q:num_heads_q + num_heads_k], k_weight)):
        part.copy_(_norm(part, weight, eps))
        _rope(part, position_ids, cos_sin_cache, is_neox, head_dim)


def fused_rope_and_unified_kv_cache_update(query, key, value, positions, cos_sin_cache, is_neox, layer_name):
    # the KV-cache write goes to the layer's cache, held outside the graph: not an effect the graph sees
    rotary_embedding(positions, query, key, query.shape[-1] if query.dim() == 3 else HEAD, cos_sin_cache, is_neox)
    return query.new_empty(0)


def fused_rope_unified_mla_kv_cache_update(positions, q_pe, k_pe, kv_c, cos_sin_cache, is_neox, kv_cache_dtype,
                                           kv_cache_scale, layer_name):
    rotary_embedding(positions, q_pe, k_pe, cos_sin_cache.shape[-1], cos_sin_cache, is_neox)
    return kv_c.new_empty(0)


def flashinfer_trtllm_fused_allreduce_norm(allreduce_in, residual, rms_gamma, rms_eps, world_size, launch_with_pdl,
                                           fp32_acc, max_token_num, pattern_code, norm_out=None, quant_out=None,
                                           scale_out=None, scale_factor=None, weight_bias=0.0):
    # one rank: the all-reduce is the identity; the residual sum goes to `residual`, or to
    # `allreduce_in` where a norm_out is given (flashinfer's residual_out = allreduce_in, as vLLM calls it)
    total = allreduce_in.float() + residual.float()
    normed = _norm(total, rms_gamma.float() + weight_bias, rms_eps)
    if norm_out is None:
        residual.copy_(total)
        allreduce_in.copy_(normed)
    else:
        allreduce_in.copy_(total)
        norm_out.copy_(normed)
    if quant_out is not None:
        quant_out.copy_(_quant(normed, scale_factor))


REFERENCE = {f"_C::{f.__name__}": f for f in (
    rms_norm, fused_add_rms_norm, rms_norm_static_fp8_quant, fused_add_rms_norm_static_fp8_quant,
    rms_norm_dynamic_per_token_quant, silu_and_mul, silu_and_mul_quant, rotary_embedding, fused_qk_norm_rope)}
REFERENCE.update({f"vllm::{f.__name__}": f for f in (
    fused_rope_and_unified_kv_cache_update, fused_rope_unified_mla_kv_cache_update, flashinfer_trtllm_fused_allreduce_norm)})
REFERENCE["vllm::rocm_aiter_triton_rotary_embedding"] = lambda positions, query, key, head_size, cos_sin_cache, is_neox, \
    offsets=None: rotary_embedding(positions, query, key, head_size, cos_sin_cache, is_neox)
_LIBRARIES: list = []


def register() -> None:
    """vLLM's ops defined (from its wheel) and, where no compiled vLLM gives them a kernel, these
    implementations registered for the CPU and CUDA."""
    from ..compiler.vllm_pass import load

    _, schemas, _ = load()
    for qualname, fn in REFERENCE.items():
        ns, name = qualname.split("::")
        if qualname not in schemas or torch._C._dispatch_has_kernel_for_dispatch_key(qualname, "CPU"):
            continue
        lib = torch.library.Library(ns, "FRAGMENT")
        _LIBRARIES.append(lib)
        for key in ("CPU", "CUDA"):
            lib.impl(name, fn, key)


# --- the programs --------------------------------------------------------------------------------
def _t(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g) / 4


def _cache(rot=HEAD, positions=64):
    inv = 1.0 / (10000 ** (torch.arange(0, rot, 2).float() / rot))
    freqs = torch.arange(positions).float()[:, None] * inv[None, :]
    return torch.cat([freqs.cos(), freqs.sin()], dim=-1)


def _attention(q, k, v):
    q, k, v = (x.view(T, -1, HEAD).transpose(0, 1) for x in (q, k, v))
    k, v = (x.repeat_interleave(HEADS // KV_HEADS, dim=0) for x in (k, v))
    return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(0, 1).reshape(T, Q)


def _weights(seed=1):
    return dict(w_in=1 + _t(HIDDEN, seed=seed), w_qkv=_t(Q + 2 * KV, HIDDEN, seed=seed + 1), w_o=_t(HIDDEN, Q, seed=seed + 2),
                w_post=1 + _t(HIDDEN, seed=seed + 3), w_gate_up=_t(2 * FFN, HIDDEN, seed=seed + 4),
                w_down=_t(HIDDEN, FFN, seed=seed + 5))


def _layer(positions, hidden, residual, cache, w, rope="split"):
    """One LlamaDecoderLayer as vLLM's llama.py runs it with its custom ops."""
    ops = torch.ops._C
    if residual is None:
        residual, normed = hidden, torch.empty_like(hidden)
        ops.rms_norm(normed, hidden, w["w_in"], EPS)
        hidden = normed
    else:
        ops.fused_add_rms_norm(hidden, residual, w["w_in"], EPS)
    qkv = hidden @ w["w_qkv"].t()
    q, k, v = qkv.split([Q, KV, KV], dim=-1)
    if rope == "split":
        ops.rotary_embedding(positions, q, k, HEAD, cache, True)
    elif rope == "kv_cache":
        torch.ops.vllm.fused_rope_and_unified_kv_cache_update(q, k, v, positions, cache, True, "model.layers.0.attn")
    elif rope == "qk_norm":
        ops.fused_qk_norm_rope(qkv, HEADS, KV_HEADS, KV_HEADS, HEAD, EPS, w["w_in"][:HEAD], w["w_post"][:HEAD], cache, True, positions)
    hidden = _attention(q, k, v) @ w["w_o"].t()
    ops.fused_add_rms_norm(hidden, residual, w["w_post"], EPS)
    gate_up = hidden @ w["w_gate_up"].t()
    act = torch.empty(T, FFN, device=gate_up.device)
    ops.silu_and_mul(act, gate_up)
    return act @ w["w_down"].t(), residual


def llama_layers(positions, hidden, residual, cache, w):
    """Two decoder layers: the residual stream and the hidden state mutated in place by
    fused_add_rms_norm, q and k rotated in place as views of the qkv projection."""
    for _ in range(2):
        hidden, residual = _layer(positions, hidden, residual, cache, w)
    return hidden, residual


def llama_first_layer(positions, hidden, cache, w):
    """The first layer: no residual yet (`rms_norm` into a fresh buffer)."""
    return _layer(positions, hidden, None, cache, w)


def llama_eagle3_aux(positions, hidden, residual, cache, w):
    """vLLM's llama.py with EAGLE-3 auxiliary hidden states, one piece of a piecewise graph:
    after a layer in `aux_hidden_state_layers`, `hidden_states + residual` is kept and returned."""
    hidden, residual = _layer(positions, hidden, residual, cache, w)
    aux = hidden + residual
    hidden, residual = _layer(positions, hidden, residual, cache, w)
    return hidden, residual, aux


def llama_eagle3_full_graph(input_ids, positions, embed, cache, w):
    """The same model as one graph (Inductor's graph partition: no graph input is mutated), from
    the embeddings to the final norm, the auxiliary hidden state of layer 1 kept."""
    hidden, residual = embed[input_ids], None
    aux = []
    for i in range(3):
        hidden, residual = _layer(positions, hidden, residual, cache, w)
        if i == 0:
            aux.append(hidden + residual)
    torch.ops._C.fused_add_rms_norm(hidden, residual, w["w_post"], EPS)
    return hidden, aux[0]


def qwen3_qk_norm_rope(positions, hidden, residual, cache, w):
    """Qwen3's attention with the fused per-head q/k norm and rotary (`fused_qk_norm_rope` on qkv)."""
    return _layer(positions, hidden, residual, cache, w, rope="qk_norm")


def rope_kv_cache(positions, hidden, residual, cache, w):
    """The RoPE + KV-cache update fusion: rotary on q and k, the cache written inside the op."""
    return _layer(positions, hidden, residual, cache, w, rope="kv_cache")


def rope_separate_projections(positions, x, wq, wk, cache):
    """q and k from separate projections, reshaped to heads: the pass's direct rotary case."""
    q, k = (x @ wq.t()).view(T, HEADS, HEAD), (x @ wk.t()).view(T, KV_HEADS, HEAD)
    torch.ops._C.rotary_embedding(positions, q, k, HEAD, cache, False)
    return q.sum(1), k.sum(1)


def rope_aiter(positions, x, wq, wk, cache):
    """ROCm AITER's Triton rotary (a second RoPE target of the pass) on q and k reshaped to heads."""
    q, k = (x @ wq.t()).view(T, HEADS, HEAD), (x @ wk.t()).view(T, KV_HEADS, HEAD)
    torch.ops.vllm.rocm_aiter_triton_rotary_embedding(positions, q, k, HEAD, cache, True)
    return q.flatten(1), k.flatten(1)


def rope_on_kept_key(positions, x, wq, wk, cache):
    """The key is rotated in place, and the unrotated key was taken before it for a second use
    (a key kept for a sliding-window or a cross-layer cache, reshaped, not copied)."""
    q, k = x @ wq.t(), x @ wk.t()
    unrotated = k.sum(-1)
    torch.ops._C.rotary_embedding(positions, q, k, HEAD, cache, True)
    return q, k, unrotated


def fp8_layer(positions, hidden, residual, w, scale):
    """The fp8-quantized norms and activation (static scales), as vLLM's fusion passes make them."""
    ops = torch.ops._C
    q_in = torch.empty(T, HIDDEN, dtype=FP8, device=hidden.device)
    ops.fused_add_rms_norm_static_fp8_quant(q_in, hidden, residual, w["w_in"], scale, EPS)
    gate_up = q_in.float() @ w["w_gate_up"].t()
    act = torch.empty(T, FFN, dtype=FP8, device=gate_up.device)
    ops.silu_and_mul_quant(act, gate_up, scale)
    out = act.float() @ w["w_down"].t()
    q_out = torch.empty(T, HIDDEN, dtype=FP8, device=out.device)
    ops.rms_norm_static_fp8_quant(q_out, out, w["w_post"], scale, EPS)
    return q_out.float(), residual


def dynamic_fp8_norm(hidden, residual, weight):
    """Per-token dynamic fp8 quantization of the normed residual sum (its scales written too)."""
    result, scale = torch.empty(T, HIDDEN, dtype=FP8, device=hidden.device), torch.empty(T, 1, device=hidden.device)
    torch.ops._C.rms_norm_dynamic_per_token_quant(result, hidden, weight, scale, EPS, None, residual)
    out = torch.empty(T, HIDDEN, dtype=FP8, device=hidden.device)
    torch.ops._C.rms_norm_dynamic_per_token_quant(out, residual, weight, scale, EPS, None, None)
    return result.float() * scale, out.float() * scale, residual


def mla_rope_direct_call(positions, q, k_pe, kv_c, cache, scale):
    """DeepSeek's MLA: the rotary part of the query is a slice of it, rotated in place together
    with the rotary key and written back into the query, the cache updated in the op. The op
    called directly (vLLM's MLA fusion pass makes it from a functional rotary whose result is
    copied into the slice; the pass's MLA branch expects that copy and fails without it)."""
    q_pe = q[..., 32:]
    torch.ops.vllm.fused_rope_unified_mla_kv_cache_update(positions, q_pe, k_pe, kv_c, cache, True, "auto", scale, "layers.0.mla")
    q[..., 32:] = q_pe
    return q, k_pe


def allreduce_norm(hidden, residual, weight):
    """The all-reduce + fused-add RMSNorm fusion (flashinfer, one rank): the sum in `residual`,
    the norm in the all-reduce's input."""
    torch.ops.vllm.flashinfer_trtllm_fused_allreduce_norm(hidden, residual, weight, EPS, 1, False, True, T, 1)
    return hidden * 2, residual


def allreduce_norm_out(hidden, weight):
    """The all-reduce + RMSNorm fusion without a residual: a zero residual, the norm into its own
    buffer, the all-reduced input into the input."""
    residual, out = torch.zeros_like(hidden), torch.empty_like(hidden)
    torch.ops.vllm.flashinfer_trtllm_fused_allreduce_norm(hidden, residual, weight, EPS, 1, False, True, T, 0, norm_out=out)
    return out, hidden


def _positions():
    return torch.arange(T) * 3 % 64


def _program(fn, inputs, why=""):
    return Program(fn.__name__, fn, inputs, why=why or (fn.__doc__ or "").split("\n")[0], config=dict(COMPILE_CONFIG))


def programs() -> list[Program]:
    """The programs, with vLLM's ops defined and given their meaning here."""
    register()
    w = _weights()
    layer = lambda: (_positions(), _t(T, HIDDEN, seed=10), _t(T, HIDDEN, seed=11), _cache(), w)  # noqa: E731
    proj = lambda: (_positions(), _t(T, HIDDEN, seed=12), _t(Q, HIDDEN, seed=13), _t(KV, HIDDEN, seed=14), _cache())  # noqa: E731
    return [
        _program(llama_layers, layer),
        _program(llama_first_layer, lambda: (_positions(), _t(T, HIDDEN, seed=10), _cache(), w)),
        _program(llama_eagle3_aux, layer),
        _program(llama_eagle3_full_graph, lambda: (torch.arange(T) * 5 % 32, _positions(), _t(32, HIDDEN, seed=9), _cache(), w)),
        _program(qwen3_qk_norm_rope, layer),
        _program(rope_kv_cache, layer),
        _program(rope_separate_projections, proj),
        _program(rope_aiter, proj),
        _program(rope_on_kept_key, proj),
        _program(fp8_layer, lambda: (_positions(), _t(T, HIDDEN, seed=10), _t(T, HIDDEN, seed=11), w, torch.tensor(0.05))),
        _program(dynamic_fp8_norm, lambda: (_t(T, HIDDEN, seed=10), _t(T, HIDDEN, seed=11), 1 + _t(HIDDEN, seed=3))),
        _program(mla_rope_direct_call, lambda: (_positions(), _t(T, HEADS, 48, seed=15), _t(T, 1, 16, seed=16), _t(T, 32, seed=17),
                                    _cache(16), torch.tensor(1.0))),
        _program(allreduce_norm, lambda: (_t(T, HIDDEN, seed=10), _t(T, HIDDEN, seed=11), 1 + _t(HIDDEN, seed=3))),
        _program(allreduce_norm_out, lambda: (_t(T, HIDDEN, seed=10), 1 + _t(HIDDEN, seed=3))),
    ]

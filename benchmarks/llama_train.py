"""A training step of a Hugging Face Llama, optionally patched with Liger-Kernel, as a user writes it:
plain `torch.compile`, nothing of the verifier. The audit of a real workload runs it unchanged:

    VERIFIED_INDUCTOR_MODE=audit VERIFIED_INDUCTOR_REPORT=report python benchmarks/llama_train.py --layers 4 --liger
    reinplace-verify audit --out report --run benchmarks/llama_train.py --layers 4 --liger

Defaults are the issue's model: hidden 1024, 8 heads, sequence 1024, batch 4, vocabulary 32,000,
bf16, on CUDA. `benchmarks/llama_gpu.py` builds the same model for its table.
"""

from __future__ import annotations

import argparse

import torch


def build(layers: int, liger: bool, seed: int = 0, hidden: int = 1024, heads: int = 8, vocab: int = 32000,
          device: str = "cuda", dtype: torch.dtype = torch.bfloat16):
    from transformers import LlamaConfig, LlamaForCausalLM

    if liger:  # patches transformers' Llama classes: call before the model is made
        from liger_kernel.transformers import apply_liger_kernel_to_llama

        apply_liger_kernel_to_llama(rope=True, rms_norm=True, swiglu=True, cross_entropy=False,
                                    fused_linear_cross_entropy=True)
    config = LlamaConfig(hidden_size=hidden, num_attention_heads=heads, num_key_value_heads=heads,
                         num_hidden_layers=layers, vocab_size=vocab, max_position_embeddings=4096)
    torch.manual_seed(seed)
    return LlamaForCausalLM(config).to(device=device, dtype=dtype)


def batch(batch_size: int = 4, seq: int = 1024, vocab: int = 32000, seed: int = 1, device: str = "cuda"):
    gen = torch.Generator().manual_seed(seed)
    return torch.randint(0, vocab, (batch_size, seq), generator=gen).to(device)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--liger", action="store_true")
    ap.add_argument("--steps", type=int, default=1)
    args = ap.parse_args()
    model = build(args.layers, args.liger)
    ids = batch()
    step = torch.compile(model)
    for i in range(args.steps):
        model.zero_grad(set_to_none=True)
        loss = step(input_ids=ids, labels=ids).loss
        loss.backward()
        print(f"step {i}: loss {loss.item():.6f}", flush=True)


if __name__ == "__main__":
    main()

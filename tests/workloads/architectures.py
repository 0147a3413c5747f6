"""Hugging Face causal language models built from a configuration (random weights, seed 0), the
model of the architecture tests and of the benchmarks on real models."""

import torch


def causal_lm(arch: str, *, layers: int, hidden: int, heads: int, kv_heads: int, intermediate: int, vocab: int,
              positions: int, experts: int = 4):
    """`arch` ("llama", "mixtral", ...) at this size: head dimension hidden // heads, a mixture of
    `experts` (two per token) where the architecture has one."""
    import transformers

    config = transformers.AutoConfig.for_model(
        arch, vocab_size=vocab, hidden_size=hidden, intermediate_size=intermediate, num_hidden_layers=layers,
        num_attention_heads=heads, num_key_value_heads=kv_heads, head_dim=hidden // heads,
        max_position_embeddings=positions, pad_token_id=0)
    if arch == "mixtral":
        config.num_local_experts, config.num_experts_per_tok = experts, 2
    torch.manual_seed(0)
    return transformers.AutoModelForCausalLM.from_config(config)

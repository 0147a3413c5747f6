"""Real architectures (Hugging Face transformers, at a small size, on the CPU): a training step,
and decoding with a `StaticCache` (whose `index_copy_` writes are mutations of the graph's
inputs), the modes against eager, and never further from eager than Inductor is."""

import pytest
import torch

from verifier.backend import make_backend
from workloads.architectures import causal_lm

transformers = pytest.importorskip("transformers")

# clones applies no rewrite and verified every proven one; gate applies a subset of verified's
# (those Inductor agrees with) and is left to the other tests, as the mixture of experts is to
# verified alone, for CI's time
MODES = ("verified", "clones")
MODES_OF = {"llama": MODES, "mixtral": ("verified",)}


def _model(arch: str):
    return causal_lm(arch, layers=1, hidden=32, heads=4, kv_heads=2, intermediate=64, vocab=128, positions=64)


def _distance(got, ref) -> float:
    return max((g - r).abs().max().item() for g, r in zip(got, ref))


def _each_mode(run, reference, modes=MODES) -> dict:
    """Each mode's distance from eager, and Inductor's: every mode runs, none further than Inductor
    (with a float32 rounding's slack). The sessions, by mode."""
    torch._dynamo.reset()
    inductor = _distance(run("inductor"), reference)
    sessions = {}
    for mode in modes:
        torch._dynamo.reset()
        backend = make_backend(mode)
        got = _distance(run(backend), reference)
        assert got <= max(inductor * 2, 1e-5), (mode, got, inductor)
        assert all(g.error is None for g in backend.session.graphs), [g.error for g in backend.session.graphs]
        assert backend.session.graphs, mode
        sessions[mode] = backend.session
    return sessions


@pytest.mark.parametrize("arch", ["llama", "mixtral"])
def test_training_step(arch):
    model = _model(arch).train()
    ids = torch.randint(1, 128, (2, 8), generator=torch.Generator().manual_seed(1))

    def step(fn):
        model.zero_grad(set_to_none=True)
        loss = fn(input_ids=ids, labels=ids).loss
        loss.backward()
        return [loss.detach()] + [p.grad.clone() for p in model.parameters()]

    reference = step(model)
    sessions = _each_mode(lambda backend: step(torch.compile(model, backend=backend)), reference, MODES_OF[arch])
    # the checks of the lowered program find no conflict in what the proofs applied: no graph is
    # lowered a second time (a rotary embedding's backward was, for a scratch buffer of Inductor's
    # taken for any storage)
    assert not [g.name for g in sessions["verified"].graphs if g.withheld or g.realized]


def test_decoding_with_a_static_cache():
    model = _model("llama").eval()
    prompt = torch.randint(1, 128, (2, 6), generator=torch.Generator().manual_seed(1))

    def decode(fn):
        cache = transformers.StaticCache(config=model.config, max_cache_len=12)
        with torch.no_grad():
            out = model(input_ids=prompt, past_key_values=cache, use_cache=True, cache_position=torch.arange(6))
            token, logits = out.logits[:, -1:].argmax(-1), []
            for i in range(3):
                out = fn(input_ids=token, past_key_values=cache, use_cache=True, cache_position=torch.tensor([6 + i]))
                logits.append(out.logits)
                token = out.logits[:, -1:].argmax(-1)
        return logits + [t.clone() for layer in cache.layers for t in (layer.keys, layer.values)]

    reference = decode(model)
    _each_mode(lambda backend: decode(torch.compile(model, backend=backend)), reference)

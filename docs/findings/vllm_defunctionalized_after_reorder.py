"""vLLM's FixFunctionalizationPass calls fused_add_rms_norm in place on the hidden state and the
residual, after Inductor's reorder_for_locality moved a read of their old values (EAGLE-3's
auxiliary hidden state, `hidden_states + residual`) past that call: the compiled model returns
the auxiliary state of the wrong layer.

    python docs/findings/vllm_defunctionalized_after_reorder.py [cuda]     (from this repository)

The pass is vLLM's own source, read from its wheel (REINPLACE_VERIFY_VLLM=WHEEL, else fetched
once into the cache; `verifier.compiler.vllm_pass`), installed as Inductor's post-grad custom
pass the way vLLM's PostGradPassManager runs it (last, before Inductor's own reinplacing), with
auto_functionalized v1 as vLLM sets it. The ops' schemas are vLLM's (from the same wheel); what
they compute on the CPU is written in `verifier.corpus.vllm` (an RMSNorm, a rotary embedding,
SiLU times the other half). The model is vLLM's llama.py decoder loop with its custom ops and
`_maybe_add_hidden_state`, as one graph (Inductor's graph partition; no graph input mutated).
With vLLM installed on a GPU, the same holds with its `torch.ops._C` kernels.
"""

import torch
from torch._inductor.custom_graph_pass import CustomGraphPass

from verifier.compiler.vllm_pass import load
from verifier.corpus import vllm as model

FixFunctionalizationPass = load()[0]
model.register()  # vLLM's ops defined from its wheel, with CPU implementations


class VllmPostGrad(CustomGraphPass):
    def __call__(self, graph):
        FixFunctionalizationPass()(graph)

    def uuid(self):
        return "vllm FixFunctionalizationPass"


def main(device="cpu"):
    torch.manual_seed(0)
    args = (torch.arange(model.T) * 5 % 32, torch.arange(model.T) * 3 % 64, torch.randn(32, model.HIDDEN) / 4,
            model._cache(), model._weights())
    args = tuple({k: v.to(device) for k, v in a.items()} if isinstance(a, dict) else a.to(device) for a in args)
    with torch.no_grad():
        hidden, aux = model.llama_eagle3_full_graph(*args)
        with torch._inductor.config.patch(post_grad_custom_post_pass=VllmPostGrad(), enable_auto_functionalized_v2=False,
                                          force_disable_caches=True):
            c_hidden, c_aux = torch.compile(model.llama_eagle3_full_graph, backend="inductor")(*args)
        torch._dynamo.reset()
        with torch._inductor.config.patch(enable_auto_functionalized_v2=False, force_disable_caches=True):
            i_hidden, i_aux = torch.compile(model.llama_eagle3_full_graph, backend="inductor")(*args)
    for name, (h, a) in (("inductor + vLLM's pass", (c_hidden, c_aux)), ("inductor alone", (i_hidden, i_aux))):
        print(f"{name:24s} max |hidden - eager| {(h - hidden).abs().max().item():.2e}   "
              f"max |aux - eager| {(a - aux).abs().max().item():.2e}")
    wrong = (c_aux - aux).abs().max().item() > 1e-3
    print("the auxiliary hidden state is wrong under vLLM's pass" if wrong else "not reproduced")
    return 0 if wrong else 1


if __name__ == "__main__":
    import sys

    raise SystemExit(main(*sys.argv[1:2]))

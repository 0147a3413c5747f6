"""A custom op with an ordered effect, in a function given two views of one storage: torch.compile
fails (`aot_eager`: StopIteration; Inductor: "Expected positional argument for parameter
tangents_token").

    python effect_tokens_beside_a_synthetic_base.py          (CPU; plain torch.compile, nothing else)
    python effect_tokens_beside_a_synthetic_base.py cuda     (the same on a GPU)

`x` and `y` are the same window of one matrix, and `x` is written: AOTAutograd gives them one
synthetic base. It makes the merged inputs' metadata (`create_synthetic_base_metadata`,
torch/_functorch/_aot_autograd/input_output_analysis.py) without the original's effect tokens, so
the graph traced with it discovers the op's token as a new placeholder (`tangents_token`) that no
wrapper passes. Exits 1 while the compile fails, 0 once it gives eager's values.
"""

import sys

import torch
from torch._library.effects import EffectType


@torch.library.custom_op("finding::ordered_read", mutates_args=())
def ordered_read(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return (a.flip(0) * 2 + b).contiguous()


ordered_read.register_fake(lambda a, b: a.new_empty(a.shape))
torch.library._register_effectful_op("finding::ordered_read", EffectType.ORDERED)  # as a logging op would be


def f(x, y):
    r = torch.ops.finding.ordered_read(y, x)
    x.mul_(2)
    return r, x, y


def make(device):
    b = torch.arange(40.0, device=device).reshape(5, 8)
    return [b[:4, :4], b[:4, :4]]  # two views of one storage


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print("torch", torch.__version__, device)
    expected = [t.clone() for t in f(*make(device))]
    failed = False
    for backend in ("aot_eager", "inductor"):
        torch._dynamo.reset()
        try:
            got = torch.compile(f, backend=backend, fullgraph=True)(*make(device))
            print(f"{backend}: largest difference from eager", max((e - g).abs().max().item() for e, g in zip(expected, got)))
        except Exception as e:
            inner = getattr(e, "inner_exception", None) or e
            print(f"{backend}: the compile fails: {type(inner).__name__}: {(str(inner).splitlines() or [''])[0][:160]}")
            failed = True
    sys.exit(1 if failed else 0)

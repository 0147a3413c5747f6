"""An input written through its transpose with a value read from it at other positions:
`x.t().copy_(x.t().flip(0) + 1)`. Inductor makes one kernel that writes `x` while it reads the
mirrored elements of `x`, so half of them are read after they were written.

    python transposed_write_back_reads_itself.py          (CPU; plain torch.compile, nothing else)
    python transposed_write_back_reads_itself.py cuda     (the same on a GPU)

Without the transposes (`x.copy_(x.flip(0) + 1)`) Inductor makes two kernels and is right. Exits 1
while the compiled function differs from eager, 0 once it does not.
"""

import sys

import torch


def f(x):
    x.t().copy_(x.t().flip(0) + 1)  # eager: flip makes a copy; then the copy into x's transpose
    return x


def plain(x):
    x.copy_(x.flip(0) + 1)
    return x


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print("torch", torch.__version__, device)
    wrong = False
    for fn in (f, plain):
        for shape in ((4, 4), (2, 4), (64, 33), (3, 70000)):
            x = torch.arange(float(shape[0] * shape[1]), device=device).reshape(shape)
            expected = fn(x.clone())
            torch._dynamo.reset()
            got = torch.compile(fn, fullgraph=True)(x.clone())
            bad = int((got != expected).sum())
            wrong |= bad > 0
            print(f"{fn.__name__} {shape}: {bad} of {x.numel()} elements differ from eager")
    sys.exit(1 if wrong else 0)

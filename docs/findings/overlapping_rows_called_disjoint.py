"""Two inputs that are row windows of one non-contiguous matrix, overlapping by a row: AOTAutograd
calls them disjoint, and the compiled program reads the rows the other input has just written as
they were before.

    python overlapping_rows_called_disjoint.py          (CPU; plain torch.compile, nothing else)
    python overlapping_rows_called_disjoint.py cuda     (the same on a GPU)

`x = b[0:2, 0:4]` and `y = b[1:3, 0:4]` of `b` of size (4, 8) both have strides (8, 1); row 0 of
`y` is row 1 of `x` (elements 8..11 of the storage). Dynamo's `compute_overlapping_tensors` (the
2-d shortcut of `tensors_definitely_do_not_overlap`, torch/csrc/dynamo/guards.cpp) answers that
they do not overlap, so AOTAutograd gives them no synthetic base: they are two separate graph
inputs, and the functional graph reads `y` without the write to `x`.
"""

import sys

import torch
from torch._C._dynamo.guards import compute_overlapping_tensors


def f(x, y):
    x.copy_(x.flip(0) + 1)  # writes rows 0 and 1 of b (row 1 is y's row 0)
    return y - 0.5


def run(fn, device):
    b = torch.arange(32.0, device=device).reshape(4, 8)
    x, y = b[0:2, 0:4], b[1:3, 0:4]
    out = fn(x, y)
    return out, b


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print("torch", torch.__version__, device)
    b = torch.arange(32.0, device=device).reshape(4, 8)
    x, y = b[0:2, 0:4], b[1:3, 0:4]
    shared = sorted({int(i) for i in x.flatten().tolist()} & {int(i) for i in y.flatten().tolist()})
    print(f"x and y share storage elements {shared}; compute_overlapping_tensors([x, y]) =",
          compute_overlapping_tensors([x, y], symbolic=False))
    expected, expected_b = run(f, device)
    print(f"eager:     y - 0.5 row 0 = {expected[0].tolist()}")
    wrong = 0
    for backend in ("aot_eager", "inductor"):
        torch._dynamo.reset()
        got, got_b = run(torch.compile(f, backend=backend, fullgraph=True), device)
        same = torch.equal(got, expected) and torch.equal(got_b, expected_b)
        wrong += not same
        print(f"{backend + ':':10} y - 0.5 row 0 = {got[0].tolist()}" + ("" if same else "   <- the rows before the write"))
    sys.exit(1 if wrong else 0)

"""On CUDA: which small programs Inductor (plain backend, and verified_inductor modes) compiles
to results that differ from eager. Prints one line per program and backend.

    python benchmarks/diag_inductor_clone.py
"""

import warnings

import torch

from verifier.backend import make_backend
from verifier.kernels import scale_, scale_rows_

W = 8
PROGRAMS = {
    "k_column_only": lambda x: scale_rows_(x[:, W : 2 * W]),
    "q_then_k_columns": lambda x: (scale_rows_(x[:, 0:W]), scale_rows_(x[:, W : 2 * W])),
    "intermediate_row": lambda x: (lambda y: (scale_(y[1]), y)[1])(x * 2),
    "rows_second_half": lambda x: (scale_rows_(x[2:4]), x[0:2].sum())[1],
}


def main() -> None:
    warnings.filterwarnings("ignore")
    for name, f in PROGRAMS.items():
        for label, backend in [("inductor", "inductor"), ("verified", make_backend("verified")), ("gate", make_backend("gate"))]:
            torch._dynamo.reset()
            x = (torch.arange(4 * 3 * W, dtype=torch.float32) * 7 % 13 - 6).reshape(4, 3 * W).cuda()
            ref_x = x.clone()
            ref = f(ref_x)
            got = torch.compile(f, backend=backend, fullgraph=True)(x)
            same = torch.equal(x, ref_x) and (not isinstance(ref, torch.Tensor) or torch.equal(got, ref))
            detail = "" if same else f"  first differing input element: {(x != ref_x).nonzero()[:1].tolist()}"
            print(f"{name:18s} {label:9s} {'equal to eager' if same else 'DIFFERS from eager'}{detail}", flush=True)


if __name__ == "__main__":
    main()

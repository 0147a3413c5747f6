"""A row-wise RMSNorm Triton kernel that offsets each row by `program_id(0) * row_stride`, as
unsloth's `_rms_layernorm_forward` does (unsloth/kernels/rms_layernorm.py), computes that offset in
32-bit integers: program_id is int32, and Triton passes a stride below 2**31 as int32. From the
row whose first element lies at 2**31 on, the product wraps negative: the kernel reads and
writes far outside the tensor (an illegal memory access, or silently wrong rows).

    python rms_norm_int32_offsets.py [COLS]

Needs a GPU with about 9 GiB free (two bf16 tensors of a little over 2**31 elements). Exit status
1 when the rows past 2**31 elements are wrong or the kernel faults, 0 when they are right.
"""
import subprocess
import sys

import torch
import triton
import triton.language as tl


@triton.jit
def rms_norm_rows(Y, Y_row_stride, X, X_row_stride, W, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    Y += row * Y_row_stride  # int32 * int32: wraps once row * stride >= 2**31
    X += row * X_row_stride
    x = tl.load(X + cols, mask=mask, other=0).to(tl.float32)
    w = tl.load(W + cols, mask=mask, other=0).to(tl.float32)
    inv = tl.math.rsqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    tl.store(Y + cols, (x * inv * w).to(Y.dtype.element_ty), mask=mask)


def child(cols: int) -> int:
    rows = 2**31 // cols + 8  # the last 8 rows start past element 2**31
    x = torch.randn(rows, cols, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(cols, device="cuda", dtype=torch.bfloat16)
    y = torch.empty_like(x)
    rms_norm_rows[(rows,)](y, y.stride(0), x, x.stride(0), w, cols, 1e-6, BLOCK=triton.next_power_of_2(cols))
    torch.cuda.synchronize()
    tail = x[-16:].float()
    want = (tail * torch.rsqrt(tail.square().mean(-1, keepdim=True) + 1e-6) * w.float()).bfloat16()
    wrong = (y[-16:] != want).any(-1)
    print(f"{rows} rows x {cols} columns ({rows * cols} elements): of the last 16 rows, {int(wrong.sum())} wrong "
          f"(rows from {rows - 8} start past 2**31)")
    return 1 if wrong.any() else 0


if __name__ == "__main__":
    cols = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1] != "--child" else 4096
    if "--child" in sys.argv:
        sys.exit(child(int(sys.argv[-1])))
    print(f"torch {torch.__version__}, triton {triton.__version__}, {torch.cuda.get_device_name()}")
    run = subprocess.run([sys.executable, __file__, "--child", str(cols)], capture_output=True, text=True)
    print(run.stdout.strip() or "", run.stderr.strip().splitlines()[-1] if run.returncode and run.stderr.strip() else "")
    sys.exit(1 if run.returncode else 0)

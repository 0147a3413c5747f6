"""torch.compile gives another result than eager for a Triton kernel that writes one argument
through an alias of another argument it never stores to, when the kernel has a constexpr with a
default value (vLLM's merge_attn_states in MLA's chunked prefill: output=o[2:6],
prefix_output=o[2:6]).

Needs a GPU (Dynamo captures user Triton kernels for a GPU target). `aot_eager` runs the
functional graph AOTAutograd makes, so a difference there is torch's functionalization of the
kernel, before any Inductor pass; `inductor` is what users get. The generated code's lines that
clone and copy back are printed. Exit status 1 when compiled and eager differ.

    python merge_attn_states_copy_back.py [aot_eager|inductor]
    python merge_attn_states_copy_back.py cpu      (no GPU: from this repository, AOT's functional
        graph run with Dynamo given a stand-in GPU target and the kernel in Triton's interpreter)
"""
import sys

import torch
import triton
import triton.language as tl


@triton.jit
def merge_kernel(out_ptr, prefix_ptr, suffix_ptr, n_cols, stride_o, stride_p, stride_s, BLOCK: tl.constexpr = 16):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = tl.load(prefix_ptr + row * stride_p + c, mask=m)
    s = tl.load(suffix_ptr + row * stride_s + c, mask=m)
    tl.store(out_ptr + row * stride_o + c, p * 0.5 + s, mask=m)


def merge_into_prefix(o, s):
    out, prefix = o[2:6], o[2:6]  # the merged rows are the prefix's own rows
    merge_kernel[(4,)](out, prefix, s, o.shape[1], out.stride(0), prefix.stride(0), s.stride(0))
    return o


def on_cpu() -> int:
    """The functional graph AOTAutograd makes, run on the CPU (the aot_eager of a machine without
    a GPU): `verifier.compiler.target` lets Dynamo trace the kernel, `verifier.running.interpret`
    runs its launches in Triton's interpreter."""
    from torch._functorch.aot_autograd import aot_module_simplified

    from verifier.compiler.target import triton_without_gpu
    from verifier.running.interpret import interpreted_triton

    torch.manual_seed(0)
    o, s = torch.randn(8, 16), torch.randn(4, 16)
    with interpreted_triton():
        eager = merge_into_prefix(o.clone(), s)
    with triton_without_gpu():
        fn = torch.compile(merge_into_prefix, fullgraph=True,
                           backend=lambda gm, inputs: aot_module_simplified(gm, inputs, fw_compiler=lambda g, _: g))
        with interpreted_triton():
            compiled = fn(o.clone(), s)
    wrong = (eager != compiled).sum().item()
    print(f"torch {torch.__version__}, triton {triton.__version__}, cpu (interpreter), AOT's functional graph: "
          f"{wrong} of {eager.numel()} elements differ")
    return 1 if wrong else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["cpu"]:
        sys.exit(on_cpu())
    device = "cuda"
    backend = sys.argv[1] if len(sys.argv) > 1 else "inductor"
    torch.manual_seed(0)
    o, s = torch.randn(8, 16, device=device), torch.randn(4, 16, device=device)
    eager = merge_into_prefix(o.clone(), s)
    fn = torch.compile(merge_into_prefix, backend=backend, fullgraph=True)
    if backend == "inductor":
        from torch._inductor.utils import run_and_get_code

        compiled, codes = run_and_get_code(fn, o.clone(), s)
        for line in codes[0].splitlines():
            if any(word in line for word in ("copy_", "clone", "merge_kernel", "empty_strided")) and "def " not in line:
                print("generated:", line.strip())
    else:
        compiled = fn(o.clone(), s)
    wrong = (eager != compiled).sum().item()
    print(f"torch {torch.__version__}, triton {triton.__version__}, {device}, backend {backend}: "
          f"{wrong} of {eager.numel()} elements differ")
    if wrong:
        row = int((eager != compiled).any(1).nonzero()[0])
        print(f"row {row}: eager {eager[row, :3].tolist()}, compiled {compiled[row, :3].tolist()}, "
              f"before {o[row, :3].tolist()}")
    sys.exit(1 if wrong else 0)

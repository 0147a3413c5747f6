"""What functionalization costs, and what writing aten ops back in place saves: peak memory, GPU
time and device-to-device copies per backend (eager, Inductor, verified_inductor).

    python benchmarks/flce_memory.py gpu [--jobs flce,llama] [--json FILE]   (a CUDA machine)
    python benchmarks/flce_memory.py cpu [--json FILE]

gpu: Liger-Kernel's fused linear cross-entropy (bf16, 4,096 tokens, hidden 1,024, vocabulary
32,000, input and weight requiring grad, forward + backward: Liger computes the gradients in its
forward, chunk by chunk, with `torch.addmm(grad_weight, ..., out=grad_weight)` and
`torch.mm(..., out=grad_input[a:b])`), and the 4-layer Liger-patched Llama training step of
`benchmarks/llama_train.py`. Each backend runs in a process of its own, against eager in that
process (same inputs): loss and gradients bit for bit, peak memory of a steady call over what
its inputs hold (`torch.cuda.max_memory_allocated`), GPU kernel time per call and the
device-to-device copies per call ("Memcpy DtoD" in `torch.profiler`, with their time).

cpu: the same chunk loop at small sizes on the CPU, its Triton kernel written in torch (the
cross-entropy gradient as softmax minus one-hot): what Inductor's generated code allocates
(buffers and bytes of `empty_strided`) and how many copies it makes, per backend, and a digest
of the loss and gradients (the compiled backends against each other: Inductor's fused softmax
rounds differently from eager's).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BACKENDS = ("eager", "inductor", "verified_inductor")  # and "clones": verified_inductor rewriting nothing


def _compiled(fn, backend: str):
    import torch

    if backend == "eager":
        return fn
    if backend == "inductor":
        return torch.compile(fn)
    from verifier.backend import make_backend

    return torch.compile(fn, backend=make_backend("clones" if backend == "clones" else "verified"))


# --- the programs --------------------------------------------------------------------------
def flce_job(device: str = "cuda", rows: int = 4096, hidden: int = 1024, vocab: int = 32000):
    """Liger's fused linear cross-entropy: (the step, its parameters, its inputs)."""
    import torch
    from liger_kernel.transformers.functional import liger_fused_linear_cross_entropy

    torch.manual_seed(0)
    x = torch.randn(rows, hidden, device=device, dtype=torch.bfloat16, requires_grad=True)
    w = (torch.randn(vocab, hidden, device=device) / hidden ** 0.5).to(torch.bfloat16).requires_grad_()
    target = torch.randint(0, vocab, (rows,), device=device)
    target[1023::1024] = -100

    def step(x, w, target):
        return liger_fused_linear_cross_entropy(x, w, target)

    return step, [x, w], (x, w, target)


def llama_job(layers: int = 4):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from llama_train import batch, build

    model = build(layers, liger=True)
    ids = batch()

    def step(ids):
        return model(input_ids=ids, labels=ids).loss

    return step, list(model.parameters()), (ids,)


def chunk_loop(x, w, target, grad_x, grad_w, logits_storage, chunk: int):
    """Liger's chunk loop (fused_linear_cross_entropy_forward), its Triton kernel in torch."""
    import torch

    n_rows = x.shape[0]
    loss = x.new_zeros(())
    for start in range(0, n_rows, chunk):
        rows = slice(start, start + chunk)
        logits = logits_storage[:chunk]
        torch.mm(x[rows], w.t(), out=logits)
        probs = torch.softmax(logits.float(), dim=-1)
        picked = probs.gather(1, target[rows, None]).squeeze(1)
        loss = loss + (-picked.log()).sum() / n_rows
        grad_logits = (probs - torch.nn.functional.one_hot(target[rows], w.shape[0])).to(x.dtype) / n_rows
        torch.mm(grad_logits, w, out=grad_x[rows])
        torch.addmm(grad_w, grad_logits.t(), x[rows], out=grad_w)
    return loss


# --- GPU ------------------------------------------------------------------------------------------
def gpu_one(job: str, backend: str) -> dict:
    import torch
    from torch.profiler import ProfilerActivity, profile

    sys.path.insert(0, str(ROOT))
    step, params, inputs = flce_job() if job == "flce" else llama_job()

    def call(fn):
        for p in params:
            p.grad = None
        loss = fn(*inputs)
        loss.backward()
        return loss.detach().float().item(), [p.grad.clone() for p in params]

    eager_loss, eager_grads = call(step)
    fn = _compiled(step, backend)
    loss, grads = call(fn)  # the compile
    call(fn)
    for p in params:
        p.grad = None
    torch.cuda.synchronize()
    held = torch.cuda.memory_allocated()  # parameters, inputs, and eager's gradients kept for the comparison
    torch.cuda.reset_peak_memory_stats()
    call(fn)
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - held
    calls = 5
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            call(fn)
        torch.cuda.synchronize()
    events = prof.key_averages()
    device_us = sum(e.self_device_time_total for e in events)
    copies = [e for e in events if "Memcpy DtoD" in e.key]
    return {
        "job": job, "backend": backend, "loss": loss, "eager_loss": eager_loss,
        "identical_to_eager": loss == eager_loss and all(torch.equal(a, b) for a, b in zip(grads, eager_grads)),
        "max_grad_diff": max(float((a.float() - b.float()).abs().max()) for a, b in zip(grads, eager_grads)),
        "peak_mib_over_inputs": peak / 2**20,
        "gpu_ms_per_call": device_us / calls / 1000,
        "dtod_copies_per_call": sum(e.count for e in copies) / calls,
        "dtod_ms_per_call": sum(e.self_device_time_total for e in copies) / calls / 1000,
    }


def gpu_code(job: str, backend: str, out_dir: str) -> dict:
    """What each compiled graph of the job allocates and copies (its generated code kept in out_dir)."""
    from torch._inductor.utils import run_and_get_code

    sys.path.insert(0, str(ROOT))
    step, params, inputs = flce_job() if job == "flce" else llama_job()
    fn = _compiled(step, backend)

    def call():
        fn(*inputs).backward()

    _, codes = run_and_get_code(call)
    if backend == "verified_inductor":  # the verifier's report of each graph, beside its code
        from verifier.backend import reports

        Path(out_dir, f"{job}_reports.txt").write_text("\n\n".join(r.text() for r in reports))
    out = {"job": job, "backend": backend, "graphs": []}
    for i, code in enumerate(codes):
        Path(out_dir, f"{job}_{backend}_{i}.py").write_text(code)
        out["graphs"].append(code_costs(code))
    return out


# --- CPU ------------------------------------------------------------------------------------------
_ALLOC = re.compile(r"empty_strided_(?:cpu|cuda)\(\(([^)]*)\), \(([^)]*)\), torch\.(\w+)\)")


def code_costs(code: str) -> dict:
    """What a graph's generated code allocates and copies."""
    import torch

    body = code.split("def call(", 1)[-1]
    allocations = _ALLOC.findall(body)
    size = 0
    for sizes, _, dtype in allocations:
        n = 1
        for d in (int(s) for s in sizes.split(",") if s.strip()):
            n *= d
        size += n * torch.empty((), dtype=getattr(torch, dtype)).element_size()
    kernels = set(re.findall(r"^(\w+) = async_compile", code, re.M))
    return {
        "buffers": len(allocations), "buffer_bytes": size,
        "copy_kernel_calls": sum(len(re.findall(rf"\b{k}\(", body)) for k in kernels if "copy" in k),
        "gemms_into_new_buffers": len(re.findall(r"extern_kernels\.(?:addmm|mm|bmm|baddbmm)\([^\n]*out=buf", body)),
        "gemms_in_place": len(re.findall(r"aten\.addmm_\.default\(|verifier_inplace\.\w+\.default\(", body)),
    }


def cpu_one(backend: str, rows: int = 512, hidden: int = 64, vocab: int = 1024, chunk: int = 64) -> dict:
    import torch
    from torch._inductor.utils import run_and_get_code

    sys.path.insert(0, str(ROOT))
    torch.manual_seed(0)
    x, w = torch.randn(rows, hidden), torch.randn(vocab, hidden) / hidden ** 0.5
    target = torch.randint(0, vocab, (rows,))

    def fresh():
        return x, w, target, torch.zeros(rows, hidden), torch.zeros(vocab, hidden), torch.empty(chunk, vocab)

    def program(*args):
        return chunk_loop(*args, chunk=chunk)

    expected_args = fresh()
    expected = program(*expected_args)
    torch._dynamo.reset()
    got_args = fresh()
    got, codes = run_and_get_code(_compiled(program, backend), *got_args)
    same = torch.equal(got, expected) and all(torch.equal(a, b) for a, b in zip(got_args, expected_args))
    digest = hashlib.sha256(b"".join(t.reshape(-1).contiguous().view(torch.uint8).numpy().tobytes() for t in (got, *got_args[3:5])))
    return {"job": "chunk_loop_cpu", "backend": backend, "identical_to_eager": same,
            "results_sha256": digest.hexdigest()[:16], **code_costs("\n".join(codes))}


# --- running ------------------------------------------------------------------------------------
def _in_process(kind: str, job: str, backend: str, timeout: float) -> dict:
    try:
        p = subprocess.run([sys.executable, __file__, "one", kind, job, backend], capture_output=True, text=True,
                           timeout=timeout)
        return json.loads(p.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        return {"job": job, "backend": backend, "error": f"exit {p.returncode}: {p.stderr[-600:]}"}
    except subprocess.TimeoutExpired:
        return {"job": job, "backend": backend, "error": f"timed out after {timeout} s"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="kind", required=True)
    g = sub.add_parser("gpu")
    g.add_argument("--jobs", default="flce,llama")
    g.add_argument("--backends", default=",".join(BACKENDS))
    g.add_argument("--timeout", type=float, default=400)
    g.add_argument("--json")
    c = sub.add_parser("cpu")
    c.add_argument("--json")
    code = sub.add_parser("code", help="the generated code of each graph of a GPU job, and its costs")
    code.add_argument("job")
    code.add_argument("backend")
    code.add_argument("--out", default=".")
    one = sub.add_parser("one")
    one.add_argument("one_kind")
    one.add_argument("job")
    one.add_argument("backend")
    args = ap.parse_args()
    if args.kind == "code":
        print(json.dumps(gpu_code(args.job, args.backend, args.out), indent=1))
        return 0
    if args.kind == "one":
        row = gpu_one(args.job, args.backend) if args.one_kind == "gpu" else cpu_one(args.backend)
        print(json.dumps(row))
        return 0
    rows = []
    jobs = args.jobs.split(",") if args.kind == "gpu" else ["chunk_loop_cpu"]
    for job in jobs:
        for backend in (args.backends.split(",") if args.kind == "gpu" else BACKENDS):
            row = _in_process(args.kind, job, backend, getattr(args, "timeout", 600))
            rows.append(row)
            print(json.dumps(row), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A small transformer trained on several ranks under torch.compile, the three ways users split it:

    ddp   DistributedDataParallel, the step compiled whole under compiled autograd with
          `optimize_ddp="python_reducer"`: the gradient buckets' all-reduces are in the graph
    fsdp  FSDP2 (`fully_shard` per block and on the model), the model compiled: FSDP's hooks and
          their collectives run eagerly between the compiled graphs (torch 2.13 skips them)
    tp    tensor parallelism (`parallelize_module`: attention and MLP column- then row-wise), the
          model compiled: DTensor's all-reduces are in the forward and backward graphs

Launched the way users launch it, on the CPU over gloo or on GPUs over NCCL, at any world size:

    torchrun --nproc-per-node 2 tests/workloads/distributed.py ddp --backends eager inductor verified
    torchrun --nproc-per-node 2 tests/workloads/distributed.py tp --device cuda --json tp.json

Each backend (eager; plain Inductor; `verified_inductor` in a mode: verified, gate, audit, clones)
trains a fresh model from the same seed for --steps SGD steps, on the same data. Rank 0 prints one
JSON line (and writes --json): per backend, the losses, the parameters' largest difference from
eager's and Inductor's and whether they equal eager's within the dtype's rounding; on the GPU,
a steady step's peak memory (over what it starts with), GPU time and device-to-device copies
(--steps 3 or more); and the code Inductor generated (in --code DIR, one file per graph and rank:
the allocations per step are read from it). In audit mode it adds every collective candidate with
Inductor's decision and the verifier's verdict.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn as nn

WORKLOADS = ("ddp", "fsdp", "tp")
BACKENDS = ("eager", "inductor", "verified", "gate", "audit", "clones")


class Block(nn.Module):
    """Pre-norm attention and MLP with one Linear per projection (what tensor parallelism shards)."""

    def __init__(self, d: int, heads: int):
        super().__init__()
        self.head_dim = d // heads
        self.norm1, self.norm2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.q, self.k, self.v, self.o = (nn.Linear(d, d, bias=False) for _ in range(4))
        self.up, self.down = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        b, s, _ = x.shape
        h = self.norm1(x)
        q, k, v = (m(h).view(b, s, -1, self.head_dim).transpose(1, 2) for m in (self.q, self.k, self.v))
        a = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(a.transpose(1, 2).reshape(b, s, -1))  # -1: the heads of this rank, under TP
        return x + self.down(nn.functional.gelu(self.up(self.norm2(x))))


class Model(nn.Module):
    def __init__(self, d: int = 32, heads: int = 4, layers: int = 2, out: int = 16):
        super().__init__()
        self.blocks = nn.ModuleList(Block(d, heads) for _ in range(layers))
        self.head = nn.Linear(d, out)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.head(x)


def distributed(workload: str, model: Model, device: str) -> nn.Module:
    """`model` split over the ranks as `workload` does."""
    world = dist.get_world_size()
    if workload == "ddp":
        from torch.nn.parallel import DistributedDataParallel

        return DistributedDataParallel(model, device_ids=None)
    if workload == "fsdp":
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.fsdp import fully_shard

        mesh = init_device_mesh(device, (world,))
        for block in model.blocks:
            fully_shard(block, mesh=mesh)
        return fully_shard(model, mesh=mesh)
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

    mesh = init_device_mesh(device, (world,))
    plan = {"q": ColwiseParallel(), "k": ColwiseParallel(), "v": ColwiseParallel(), "o": RowwiseParallel(),
            "up": ColwiseParallel(), "down": RowwiseParallel()}
    for block in model.blocks:
        parallelize_module(block, mesh, plan)
    return model


def _backend(name: str):
    if name == "inductor":
        return "inductor"
    import verifier.backend

    return verifier.backend.make_backend(name)


def train(workload: str, backend: str, steps: int, device: str, dtype: torch.dtype) -> tuple[dict, list[str], dict, object]:
    """One backend's run: (its losses, and its peak on the GPU; the code Inductor generated; the
    parameters trained, whole; the backend)."""
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    compiler = None if backend == "eager" else _backend(backend)
    saved = torch._dynamo.config.optimize_ddp
    if compiler is not None and workload == "ddp":  # read when DDP is built, and at the backward
        torch._dynamo.config.optimize_ddp = "python_reducer"
        torch._dynamo.config.compiled_autograd = True
    torch.manual_seed(0)
    model = distributed(workload, Model().to(device=device, dtype=dtype), device)
    # data parallel ranks see their own batch; tensor parallel ranks the same one
    torch.manual_seed(1 + (0 if workload == "tp" else dist.get_rank()))
    data = [(torch.randn(2, 8, 32, device=device, dtype=dtype), torch.randn(2, 8, 16, device=device, dtype=dtype))
            for _ in range(steps)]
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, foreach=False)  # TP mixes DTensors and tensors

    def step(x, y):
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        return loss

    if compiler is None:
        run = step
    elif workload == "ddp":  # the whole step, its backward traced by compiled autograd
        run = torch.compile(step, backend=compiler)
    else:
        model.forward = torch.compile(model.forward, backend=compiler)
        run = step
    losses, codes, measured = [], [], {}
    try:
        for i, (x, y) in enumerate(data):
            if i == 0 and compiler is not None:
                loss, codes = run_and_get_code(run, x, y)
            elif device == "cuda" and i >= len(data) - 2:  # steady steps: one for the peak, one profiled
                loss = _measured(run, x, y, measured, "peak_bytes" not in measured)
            else:
                loss = run(x, y)
            optimizer.step()
            optimizer.zero_grad()
            losses.append(loss.item())
    finally:
        torch._dynamo.config.compiled_autograd = False
        torch._dynamo.config.optimize_ddp = saved
    params = {}
    for name, p in model.named_parameters():
        full = p.full_tensor() if hasattr(p, "full_tensor") else p  # FSDP2 and TP shard into DTensors
        params[name.replace("module.", "")] = full.detach().float().cpu()
    return {"losses": losses} | measured, codes, params, compiler


def _measured(run, x, y, into: dict, peak: bool):
    """One step on the GPU: its peak memory over what it starts with, or, profiled, its GPU time
    and its device-to-device copies ("Memcpy DtoD")."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    if peak:
        torch.cuda.reset_peak_memory_stats()
        before = torch.cuda.memory_allocated()
        loss = run(x, y)
        torch.cuda.synchronize()
        into["peak_bytes"] = torch.cuda.max_memory_allocated() - before
        return loss
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        loss = run(x, y)
        torch.cuda.synchronize()
    events = prof.key_averages()
    into["gpu_ms"] = sum(e.self_device_time_total for e in events) / 1000
    into["dtod_copies"] = sum(e.count for e in events if "Memcpy DtoD" in e.key)
    return loss


def _close(a: torch.Tensor, b: torch.Tensor, dtype: torch.dtype) -> bool:
    try:
        torch.testing.assert_close(a.to(dtype), b.to(dtype))
        return True
    except AssertionError:
        return False


def collective_rows(compiler) -> list[dict]:
    """In audit mode: every candidate of a collective, with Inductor's decision and the verdict."""
    rows = []
    for result in compiler.session.results():
        for r in result.rows:
            if r.kernel.startswith("_c10d_functional."):
                rows.append({"graph": result.name, "node": r.node, "arg": r.arg, "kernel": r.kernel,
                             "inductor": r.inductor, "verdict": r.verdict, "class": r.klass, "reason": r.reason})
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("workload", choices=WORKLOADS)
    p.add_argument("--backends", nargs="+", default=list(BACKENDS), choices=BACKENDS)
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--device", default="cpu", help="cpu (gloo) or cuda (NCCL, one GPU per rank)")
    p.add_argument("--dtype", default="float32", choices=("float32", "bfloat16"))
    p.add_argument("--code", metavar="DIR", help="write each backend's generated code here, per rank")
    p.add_argument("--reorder", action="store_true",
                   help="Inductor reorders communication and compute (reorder_for_compute_comm_overlap)")
    p.add_argument("--json", metavar="FILE", help="rank 0 writes the results here too")
    args = p.parse_args(argv)
    device = args.device
    if device == "cuda":
        torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", 0)))
    dist.init_process_group("nccl" if device == "cuda" else "gloo")
    from torch._inductor import config as inductor_config

    inductor_config.reorder_for_compute_comm_overlap = args.reorder
    rank = dist.get_rank()
    dtype = getattr(torch, args.dtype)
    out = {"workload": args.workload, "world_size": dist.get_world_size(), "device": device, "dtype": args.dtype,
           "torch": torch.__version__, "backends": {}}
    trained: dict[str, dict] = {}
    for backend in ["eager", *[b for b in args.backends if b != "eager"]]:
        entry, codes, params, compiler = train(args.workload, backend, args.steps, device, dtype)
        trained[backend] = params
        eager, inductor = trained["eager"], trained.get("inductor")
        entry["max_param_difference"] = max((params[n] - eager[n]).abs().max().item() for n in params)
        if inductor is not None:
            entry["max_param_difference_from_inductor"] = max((params[n] - inductor[n]).abs().max().item() for n in params)
        # as eager within the dtype's rounding (torch.testing's tolerances): fused kernels round otherwise
        entry["as_eager"] = all(_close(params[n], eager[n], dtype) for n in params)
        entry["graphs"] = len(codes)
        if args.code and codes:
            folder = Path(args.code)
            folder.mkdir(parents=True, exist_ok=True)
            for i, code in enumerate(codes):
                (folder / f"{args.workload}_{backend}_rank{rank}_{i}.py").write_text(code)
        if backend == "audit":
            entry["collectives"] = collective_rows(compiler)
        out["backends"][backend] = entry
    if rank == 0:
        line = json.dumps(out)
        print(line, flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    dist.barrier()
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    sys.exit(main())

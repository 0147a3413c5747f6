"""What each backend allocates per training step of the distributed workloads
(`tests/workloads/distributed.py`: DDP under compiled autograd, FSDP2, tensor parallelism), and
whether it trains as eager does.

    python benchmarks/distributed_allocations.py [--ranks 2] [--json FILE]          (CPU, gloo)
    python benchmarks/distributed_allocations.py --cuda [--ranks 1] [--dtype bfloat16] [--json FILE]   (GPUs, NCCL)

Each workload is launched with torchrun, every backend in the same ranks (eager, plain Inductor,
verified_inductor in verified, gate and clones modes). Per backend, summed over the graphs of one
step on rank 0: the buffers and bytes the generated code allocates (`empty_strided`), the calls of
a kernel that copies a collective's input into a buffer of its own (what an out-of-place collective
costs: Inductor names the kernel after the collective), the collectives run in place; and the
parameters after the steps: equal to eager's within the dtype's rounding (torch.testing's
tolerances), their largest difference from eager's and from plain Inductor's. On the GPU, a steady
step's peak memory, GPU time and device-to-device copies (`torch.profiler`); --reorder turns on
Inductor's reordering of communication and compute. On the GPU also the peak memory of a
steady step over what it starts with.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from flce_memory import code_costs  # noqa: E402

WORKLOADS = ("ddp", "fsdp", "tp")
BACKENDS = ("eager", "inductor", "verified", "gate", "clones")
COLLECTIVE = r"(?:all_reduce|all_gather|reduce_scatter|all_to_all|broadcast)"


def collective_costs(code: str) -> dict:
    """The collectives a graph's generated code runs in place, and the kernel calls that first copy
    a collective's input into a buffer of its own."""
    body = code.split("def call(", 1)[-1]
    kernels = {k for k in re.findall(r"^(\w+) = async_compile", code, re.M) if re.search(COLLECTIVE, k)}
    return {"collectives_in_place": len(re.findall(rf"_c10d_functional\.{COLLECTIVE}\w*_\.default\(", body)),
            "collective_copies": sum(len(re.findall(rf"\b{k}\(", body)) for k in kernels)}


def run_workload(workload: str, ranks: int, cuda: bool, steps: int, folder: Path, timeout: float,
                 dtype: str = "float32", reorder: bool = False) -> dict:
    """One torchrun launch: every backend's results, and what its code allocates (rank 0)."""
    code, result = folder / workload, folder / f"{workload}.json"
    shutil.rmtree(code, ignore_errors=True)  # an earlier run's graphs would be counted with these
    result.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", str(ranks),
           str(ROOT / "tests" / "workloads" / "distributed.py"), workload, "--backends", *BACKENDS,
           "--steps", str(steps), "--code", str(code), "--json", str(result)]
    if cuda:
        cmd += ["--device", "cuda"]
    cmd += ["--dtype", dtype] + (["--reorder"] if reorder else [])
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{workload}.log").write_text(run.stdout + run.stderr)
    if run.returncode != 0 or not result.is_file():
        errors = [line for line in run.stderr.splitlines() if "[rank0]" in line and "Error" in line]
        return {"workload": workload, "error": f"exit {run.returncode}: {errors[-1] if errors else run.stderr[-300:]} "
                                              f"(the ranks' output: {folder / f'{workload}.log'})"}
    out = json.loads(result.read_text())
    for backend, entry in out["backends"].items():
        totals: dict[str, int] = {}
        for path in sorted(code.glob(f"{workload}_{backend}_rank0_*.py")):
            text = path.read_text()
            for key, value in (code_costs(text) | collective_costs(text)).items():
                totals[key] = totals.get(key, 0) + value
        entry.update(totals)
    return out


def table(results: list[dict]) -> str:
    cols = ("buffers", "buffer_bytes", "collective_copies", "collectives_in_place")
    lines = [f"{'workload':9} {'backend':9} {'as eager':9} {'vs eager':>9} {'vs Inductor':>11} " + " ".join(f"{c:>20}" for c in cols)
             + f" {'peak (GPU)':>11} {'GPU ms':>7} {'DtoD':>5}"]
    for out in results:
        if "error" in out:
            lines.append(f"{out['workload']:9} error: {out['error'].strip().splitlines()[-1] if out['error'].strip() else ''}")
            continue
        for backend, e in out["backends"].items():
            same = "yes" if e["as_eager"] else "NO"
            peak = f"{e['peak_bytes'] / 2**20:.2f} MiB" if "peak_bytes" in e else ""
            gpu = f"{e['gpu_ms']:.2f}" if "gpu_ms" in e else ""
            vs_inductor = e.get("max_param_difference_from_inductor")
            vs_inductor = "" if vs_inductor is None else f"{vs_inductor:.1e}"
            lines.append(f"{out['workload']:9} {backend:9} {same:9} {e['max_param_difference']:9.1e} {vs_inductor:>11} "
                         + " ".join(f"{e.get(c, 0):20}" for c in cols) + f" {peak:>11} {gpu:>7} {e.get('dtod_copies', ''):>5}")
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ranks", type=int, default=None, help="processes (default: 2 on the CPU, 1 with --cuda)")
    p.add_argument("--cuda", action="store_true", help="one GPU per rank, NCCL")
    p.add_argument("--dtype", default="float32", choices=("float32", "bfloat16"))
    p.add_argument("--reorder", action="store_true", help="Inductor reorders communication and compute")
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--workloads", nargs="+", default=list(WORKLOADS), choices=WORKLOADS)
    p.add_argument("--timeout", type=float, default=900)
    p.add_argument("--json", metavar="FILE")
    p.add_argument("--code", metavar="DIR", help="keep the generated code (and each launch's log) in DIR")
    args = p.parse_args()
    ranks = args.ranks or (1 if args.cuda else 2)
    import torch

    print(f"torch {torch.__version__}, {ranks} ranks on {'CUDA (NCCL)' if args.cuda else 'the CPU (gloo)'}, "
          f"{args.dtype}, {args.steps} steps{', communication reordered' if args.reorder else ''}; allocations of one step's generated code on rank 0", flush=True)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.code or tmp)
        for workload in args.workloads:
            results.append(run_workload(workload, ranks, args.cuda, args.steps, folder, args.timeout, args.dtype,
                                        args.reorder))
            print(table(results[-1:]).split("\n", 1)[1] if "error" not in results[-1] else results[-1]["error"],
                  flush=True)
    print()
    print(table(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0 if all("error" not in r for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())

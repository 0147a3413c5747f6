"""Liger-patched architectures through AOTAutograd with and without the completion of torch's
mutation analysis (`verifier.compiler.ttir_source.completing_torch_ttir`, what `verified`, `gate`
and `clones` compile under): one training step against eager, and the arguments of user Triton
kernels that functionalization clones.

Runs where no GPU is: Liger's kernels in Triton's interpreter, Dynamo given a stand-in GPU target.
Inductor cannot lower Triton kernels on the CPU, so the backends are AOTAutograd's:
- `aot_eager`, which keeps input mutations in the graph, as Inductor does;
- `aot_autograd` with its defaults, which applies input mutations in its runtime wrapper.
The architectures are `benchmarks/model_memory.py`'s at its small size (2 layers, hidden 64),
each (architecture, completion) in a fresh process. torch 2.11 (the GPU machine's release) cannot
generate the TTIR of Liger's norm kernels; torch 2.13 can, so there the two columns agree.

    python benchmarks/mutation_analysis.py [--arch llama mixtral ...]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ARCHITECTURES = ("llama", "mistral", "mixtral", "qwen2", "qwen3", "gemma", "gemma2", "phi3", "granite")


def job(arch: str, completed: bool) -> dict:
    """One step of `arch` + Liger under each backend, against eager, in this process."""
    import torch
    from torch._dynamo.backends.common import aot_autograd

    sys.path.insert(0, str(HERE))
    from model_memory import TINY, build

    from verifier.compiler.target import triton_without_gpu
    from verifier.compiler.ttir_source import completing_torch_ttir, sharing_torch_ttir
    from verifier.running.interpret import interpreted_triton

    out: dict = {"arch": arch, "completed": completed, "torch": torch.__version__}
    clones = {"kernels": 0, "arguments": 0, "cloned": 0, "cloned_bytes": 0}

    def counted(gm, _inputs):
        for n in gm.graph.nodes:
            if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional:
                kwargs = n.kwargs["kwargs"]
                clones["kernels"] += 1
                clones["arguments"] += sum(isinstance(v, torch.fx.Node) for v in kwargs.values())
                for name in n.kwargs["tensors_to_clone"]:
                    clones["cloned"] += 1
                    val = kwargs[name].meta.get("val")
                    clones["cloned_bytes"] += val.numel() * val.element_size() if isinstance(val, torch.Tensor) else 0
        return gm

    scope = contextlib.ExitStack()
    scope.enter_context(interpreted_triton())
    scope.enter_context(triton_without_gpu())
    scope.enter_context(sharing_torch_ttir())
    if completed:
        scope.enter_context(completing_torch_ttir())
    with scope:
        model, ids = build(arch, True, TINY, "cpu", torch.float32)
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        out["eager_loss"] = loss.item()
        grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
        for name, backend in (("aot_eager", "aot_eager"), ("aot_autograd", aot_autograd(fw_compiler=counted, bw_compiler=counted))):
            model.zero_grad(set_to_none=True)
            torch._dynamo.reset()
            try:
                got = torch.compile(model, backend=backend)(input_ids=ids, labels=ids).loss
                got.backward()
                diff = max(((p.grad - grads[n]).abs().max() / grads[n].abs().max().clamp_min(1e-30)).item()
                           for n, p in model.named_parameters() if n in grads and p.grad is not None)
                out[name] = {"loss": got.item(), "max_rel_grad_diff": diff}
            except Exception as e:  # noqa: BLE001 - the failure is the measurement
                out[name] = {"error": f"{type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"}
    out["clones"] = clones
    return out


def cell(r: dict, backend: str) -> str:
    got = r.get(backend, {})
    if "error" in got:
        return f"fails: {got['error'][:70]}"
    same = "= eager" if got["loss"] == r["eager_loss"] else f"(eager {r['eager_loss']:.6f})"
    return f"loss {got['loss']:.6f} {same}, grads {got['max_rel_grad_diff']:.1e}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", nargs="+", default=list(ARCHITECTURES))
    parser.add_argument("--job", nargs=2, metavar=("ARCH", "on|off"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.job:
        print("RESULT " + json.dumps(job(args.job[0], args.job[1] == "on")), flush=True)
        return
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
    rows = []
    for arch in args.arch:
        for completed in ("off", "on"):
            run = subprocess.run([sys.executable, __file__, "--job", arch, completed], capture_output=True, text=True,
                                 env=env, timeout=900)
            line = next((x for x in run.stdout.splitlines() if x.startswith("RESULT ")), None)
            if line is None:
                print(f"{arch} completion {completed}: the job failed: {run.stderr.strip().splitlines()[-1:]}", flush=True)
                continue
            r = json.loads(line[len("RESULT "):])
            rows.append(r)
            c = r["clones"]
            print(f"{arch:8} completion {completed:3}  aot_eager: {cell(r, 'aot_eager'):48}  aot_autograd: "
                  f"{cell(r, 'aot_autograd'):48}  cloned {c['cloned']} of {c['arguments']} kernel arguments "
                  f"({c['cloned_bytes'] / 1024:.0f} KiB, {c['kernels']} kernels)", flush=True)
    if rows:
        print(f"torch {rows[0]['torch']}; 'grads': the largest relative difference of a parameter's gradient to eager's")


if __name__ == "__main__":
    main()

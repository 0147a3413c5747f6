"""Real models on the GPU: a Llama training step and inference, eager against Inductor and
verified_inductor in each mode.

    python benchmarks/llama_gpu.py run --out DIR [--gpus 2] [--timeout 540] JOB...
    python benchmarks/llama_gpu.py job MODEL LAYERS MODE --out FILE.json
    python benchmarks/llama_gpu.py table RUN1/jobs.json RUN2/jobs.json ...

A JOB is MODEL:LAYERS:MODE, MODEL `liger` (Liger-Kernel's RoPE, RMSNorm, SwiGLU and fused linear
cross-entropy) or `plain`, MODE one of eager, inductor, verified, gate, audit, clones; or
`envMODE` (`envaudit`, `envverified`: `benchmarks/llama_train.py`, which calls plain
`torch.compile`, run unchanged under VERIFIED_INDUCTOR_MODE=MODE, its report beside the results);
or `xclone-NAME` (a diagnostic: Inductor's own pass, except that the arguments of every Triton
kernel whose name contains NAME, or of every kernel for `xclone-all`, are cloned; the training
step only). A JOB may end with `+dump` (Inductor's debug folder, TORCH_COMPILE_DEBUG) and `#N`
(the same job again). Each job runs in its own process on one GPU (jobs are spread over --gpus,
--per-gpu at once on each), with Inductor's caches off for every backend. Per job, against eager
in the same process (same weights and batch):

- train: first-step loss, the largest relative gradient difference over the parameters
  (max |g - g_eager| / max |g_eager|, per parameter), compile time (the first step, compile
  included, minus a steady step), median step time of 5 steps, peak memory of a steady step;
- inference (no_grad, loss only): loss, compile time, median time;
- the verifier: graphs, candidates, proven, applied (Inductor's reinplacings in audit mode),
  the audit classes, the verifier's seconds, and in audit mode each graph as Inductor's pass
  rewrote it executed against the graph as it came.

`run` writes DIR/jobs.json and DIR/table.md, and prints the table.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import os
import queue
import re
import statistics
import subprocess
import sys
import threading
import time
import unittest.mock
from pathlib import Path

MODES = ("eager", "inductor", "verified", "gate", "audit", "clones")  # and env<MODE> in `run`


SMOKE = os.environ.get("LLAMA_SMOKE") == "1"  # a tiny model on the CPU: the script's own test


def _sync():
    import torch

    if torch.cuda.is_available():
        torch.cuda.synchronize()


def _timed(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        _sync()
        start = time.perf_counter()
        fn()
        _sync()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _kernel_name(node) -> str:
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    kernel = kernel_side_table.get_kernel(node.kwargs["kernel_idx"])
    fn = getattr(kernel, "base_fn", None) or getattr(kernel, "fn", kernel)
    return getattr(fn, "__name__", str(fn))


@contextlib.contextmanager
def inductor_cloning(name: str, log: list):
    """Inductor's own reinplacing pass, except that every argument the mutation analysis lists for a
    kernel whose name contains `name` ("all": any kernel) keeps its clone: a use of it is placed at
    the end of the graph while the pass runs (the pass never reinplaces an argument used later)."""
    import torch
    import torch._inductor.fx_passes.post_grad as post_grad
    import torch._inductor.fx_passes.reinplace as reinplace
    from torch._higher_order_ops.triton_kernel_wrap import triton_kernel_wrapper_functional

    inductor_pass = reinplace.reinplace_inplaceable_ops

    def reinplacing(*args):
        graph = args[-1]
        output = next(n for n in graph.nodes if n.op == "output")
        held = []
        for node in list(graph.nodes):
            if node.target is not triton_kernel_wrapper_functional:
                continue
            kernel = _kernel_name(node)
            if name != "all" and name not in kernel:
                continue
            for arg in node.kwargs["tensors_to_clone"]:
                with graph.inserting_before(output):
                    held.append(graph.call_function(torch.ops.aten.clone.default, (node.kwargs["kwargs"][arg],)))
                log.append(f"{kernel}.{arg}")
        try:
            inductor_pass(*args)
        finally:
            for node in held:
                graph.erase_node(node)

    with unittest.mock.patch.object(post_grad, "reinplace_inplaceable_ops", reinplacing):
        yield


def job(model_kind: str, layers: int, mode: str) -> dict:
    import torch
    import torch._inductor.config as inductor_config

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from llama_train import batch, build

    inductor_config.force_disable_caches = True
    stack = contextlib.ExitStack()
    if SMOKE:
        model = build(layers, model_kind == "liger", hidden=64, heads=4, vocab=128, device="cpu", dtype=torch.float32)
        ids = batch(2, 16, 128, device="cpu")
    else:
        model = build(layers, model_kind == "liger")
        ids = batch()
    out: dict = {"model": model_kind, "layers": layers, "mode": mode}

    def train_step(fn):
        model.zero_grad(set_to_none=True)
        loss = fn(input_ids=ids, labels=ids).loss
        loss.backward()
        return loss

    # eager, the reference
    loss_e = train_step(model).item()
    grads_e = {n: p.grad.detach().clone() for n, p in model.named_parameters() if p.grad is not None}
    with torch.no_grad():
        inf_e = model(input_ids=ids, labels=ids).loss.item()
    out["eager_loss"], out["eager_inference_loss"] = loss_e, inf_e

    session, backend = None, "inductor"
    if mode in ("verified", "gate", "clones"):
        from verifier.backend import make_backend

        backend = make_backend(mode)
        session = backend.session
    elif mode == "audit":
        from verifier.session import Session

        session = Session("audit", reproduce=False, execute=True)
        session.install()
    held: list[str] = []
    if mode.startswith("xclone-"):
        stack.enter_context(inductor_cloning(mode.split("-", 1)[1], held))
    fn = model if mode == "eager" else torch.compile(model, backend=backend)

    _sync()
    start = time.perf_counter()
    loss = train_step(fn)
    _sync()
    first = time.perf_counter() - start
    out["train_loss"] = loss.item()
    rel = 0.0
    for n, p in model.named_parameters():
        if n in grads_e:
            ref = grads_e[n].float()
            rel = max(rel, ((p.grad.float() - ref).abs().max() / ref.abs().max().clamp_min(1e-30)).item())
    out["max_rel_grad_diff"] = rel
    if mode.startswith("xclone-"):
        stack.close()
        out["kept_clones"] = held
        return out
    steady = _timed(lambda: train_step(fn))
    out["train_step_ms"] = steady * 1e3
    out["train_compile_s"] = max(0.0, first - steady)
    model.zero_grad(set_to_none=True)
    if torch.cuda.is_available():
        torch.cuda.reset_peak_memory_stats()
    train_step(fn)
    _sync()
    out["train_peak_mib"] = torch.cuda.max_memory_allocated() / 2**20 if torch.cuda.is_available() else 0.0

    with torch.no_grad():
        _sync()
        start = time.perf_counter()
        inf = fn(input_ids=ids, labels=ids).loss
        _sync()
        first = time.perf_counter() - start
        out["inference_loss"] = inf.item()
        steady = _timed(lambda: fn(input_ids=ids, labels=ids).loss)
        out["inference_ms"] = steady * 1e3
        out["inference_compile_s"] = max(0.0, first - steady)
    if session is not None:
        if mode == "audit":
            session.uninstall()
        out["verifier"] = _verifier_summary(session)
    return out


def _verifier_summary(session) -> dict:

    graphs = session.graphs
    cands = [c for g in graphs if g.report is not None for c in g.report.candidates]
    results = session.results()
    classes = collections.Counter(row.klass for r in results for row in r.rows)  # audit classes, or applied / kept
    return {
        "graphs": len(graphs),
        "failed": [g.error for g in graphs if g.error],
        "candidates": len(cands),
        "proven": sum(c.verdict.value == "safe" for c in cands),
        "unsafe": sum(c.verdict.value == "unsafe" for c in cands),
        "unknown": sum(c.verdict.value == "unknown" for c in cands),
        "applied": sum(c.applied for c in cands),
        "inductor_reinplaced": sum(v == "reinplace" for g in graphs for v in g.inductor.values()),
        "classes": dict(classes),
        "verifier_s": sum(g.seconds for g in graphs),
        "summaries": [g.summary() for g in graphs],
        "inductor_execution": {g.name: g.inductor_execution for g in graphs if g.inductor_execution is not None},
        "unproven_or_refused": [f"{g.name}: {c.node}.{c.arg}: {c.verdict.value} [Inductor: {g.inductor.get((c.node, c.arg))}] {c.reason}"
                                for g in graphs if g.report is not None for c in g.report.candidates
                                if c.verdict.value != "safe"],
    }


# --- the driver -----------------------------------------------------------------------------
def run(jobs: list[str], out_dir: Path, gpus: int, timeout: float, per_gpu: int = 1) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    todo: queue.Queue = queue.Queue()
    for j in jobs:
        todo.put(j)
    results: list[dict] = []
    lock = threading.Lock()

    def worker(gpu: int):
        while True:
            try:
                spec = todo.get_nowait()
            except queue.Empty:
                return
            name = spec.replace(":", "_").replace("+", "_").replace("#", "_")
            model, layers, mode = spec.split("#")[0].split(":")
            target = out_dir / f"{name}.json"
            env = dict(os.environ, CUDA_VISIBLE_DEVICES=str(gpu))
            if mode.endswith("+dump"):  # Inductor's debug folder (graphs, output code) for this job
                mode = mode[:-len("+dump")]
                env.update(TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=str(out_dir / f"dump_{name}"))
            start = time.perf_counter()
            if mode.startswith("env"):  # an unchanged training script under VERIFIED_INDUCTOR_MODE=<the rest>
                env_mode = mode[len("env"):]
                report = out_dir / f"{env_mode}_{model}_{layers}"
                env.update(VERIFIED_INDUCTOR_MODE=env_mode, VERIFIED_INDUCTOR_REPORT=str(report))
                if env_mode == "audit":
                    env.update(VERIFIED_INDUCTOR_EXECUTE="1")
                cmd = [sys.executable, str(Path(__file__).parent / "llama_train.py"), "--layers", layers]
                try:
                    p = subprocess.run(cmd + (["--liger"] if model == "liger" else []), env=env, capture_output=True,
                                       text=True, timeout=timeout)
                    (out_dir / f"{env_mode}_{model}_{layers}.log").write_text(p.stdout + p.stderr)
                    print(f"[gpu {gpu}] {spec}: exit {p.returncode}: {p.stdout[-400:]}", flush=True)
                except subprocess.TimeoutExpired:
                    print(f"[gpu {gpu}] {spec}: timed out", flush=True)
                continue
            try:
                p = subprocess.run([sys.executable, __file__, "job", model, layers, mode, "--out", str(target)],
                                   env=env, capture_output=True, text=True, timeout=timeout)
                row = json.loads(target.read_text()) if p.returncode == 0 and target.exists() else {
                    "model": model, "layers": int(layers), "mode": mode, "error": p.stderr[-2000:]}
            except subprocess.TimeoutExpired:
                row = {"model": model, "layers": int(layers), "mode": mode, "error": f"timed out after {timeout} s"}
            row["spec"], row["wall_s"] = spec, time.perf_counter() - start
            with lock:
                results.append(row)
                (out_dir / "jobs.json").write_text(json.dumps(results, indent=1) + "\n")
                (out_dir / "table.md").write_text(table(results) + "\n")
                print(f"[gpu {gpu}] {spec}: {row.get('error', '')[-300:] or 'done'} ({row['wall_s']:.0f} s)", flush=True)

    threads = [threading.Thread(target=worker, args=(g % gpus,)) for g in range(gpus * per_gpu)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def table(rows: list[dict]) -> str:
    rows = sorted(rows, key=lambda r: (r["model"], r["layers"], MODES.index(r["mode"]) if r["mode"] in MODES else 99))
    head = ("| model | layers | mode | train loss (eager) | max rel grad diff | step ms | peak MiB | compile s "
            "| inference loss (eager) | inference ms | inference compile s | candidates: proven / applied | verifier s |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        if "error" in r:
            lines_ = [line for line in r["error"].splitlines() if line.strip()]
            last = [line for line in lines_ if re.match(r"[\w.]+(Error|Exception)\b", line)][-1:] or lines_[-1:] or [""]
            lines.append(f"| {r['model']} | {r['layers']} | {r['mode']} | error: {last[0][:120]} |")
            continue
        if "train_step_ms" not in r:  # a diagnostic job: the training step's loss and gradients only
            lines.append(f"| {r['model']} | {r['layers']} | {r['mode']} | {r['train_loss']:.6f} ({r['eager_loss']:.6f}) "
                         f"| {r['max_rel_grad_diff']:.2e} |")
            continue
        v = r.get("verifier")
        cands = "" if v is None else (
            f"{v['candidates']}: {v['proven']} / "
            + (f"Inductor {v['inductor_reinplaced']}" if r["mode"] == "audit" else f"{v['applied']}"))
        lines.append(
            f"| {r['model']} | {r['layers']} | {r['mode']} | {r['train_loss']:.6f} ({r['eager_loss']:.6f}) "
            f"| {r['max_rel_grad_diff']:.2e} | {r['train_step_ms']:.1f} | {r['train_peak_mib']:.0f} "
            f"| {r['train_compile_s']:.1f} | {r['inference_loss']:.6f} ({r['eager_inference_loss']:.6f}) "
            f"| {r['inference_ms']:.1f} | {r['inference_compile_s']:.1f} | {cands} "
            f"| {'' if v is None else format(v['verifier_s'], '.1f')} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    j = sub.add_parser("job")
    j.add_argument("model", choices=("liger", "plain"))
    j.add_argument("layers", type=int)
    j.add_argument("mode", help=" | ".join(MODES) + " | xclone-NAME")
    j.add_argument("--out", required=True)
    r = sub.add_parser("run")
    r.add_argument("jobs", nargs="+", help="MODEL:LAYERS:MODE")
    r.add_argument("--out", required=True)
    r.add_argument("--gpus", type=int, default=1)
    r.add_argument("--timeout", type=float, default=540)
    r.add_argument("--per-gpu", type=int, default=1, help="jobs at once on each GPU (timings then share the machine)")
    t = sub.add_parser("table", help="one table from the jobs.json of several runs (a later run's job replaces an earlier one's)")
    t.add_argument("files", nargs="+")
    args = ap.parse_args()
    if args.command == "table":
        rows = {}
        for f in args.files:
            for row in json.loads(Path(f).read_text()):
                rows[(row["model"], row["layers"], row["mode"])] = row
        print(table(list(rows.values())))
        return
    if args.command == "job":
        os.environ.setdefault("TORCHINDUCTOR_FX_GRAPH_CACHE", "0")
        os.environ.setdefault("TORCHINDUCTOR_AUTOGRAD_CACHE", "0")
        Path(args.out).write_text(json.dumps(job(args.model, args.layers, args.mode), indent=1) + "\n")
        return
    rows = run(args.jobs, Path(args.out), args.gpus, args.timeout, args.per_gpu)
    print(table(rows))


if __name__ == "__main__":
    main()

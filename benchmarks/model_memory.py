"""Memory of real models: Hugging Face architectures that people patch with Liger's kernels, with
and without the patch, one training step at a realistic size, eager against Inductor and
verified_inductor, each backend in a fresh process.

    python benchmarks/model_memory.py run --out DIR [--arch llama gemma2 ...] [--patch plain liger]
                                          [--modes eager inductor verified gate] [--workers 8] [--snapshot]
    python benchmarks/model_memory.py job ARCH PATCH MODE --out FILE.json [--snapshot]
    python benchmarks/model_memory.py table DIR/jobs.json ...

The model: 4 layers, hidden 1024, 8 heads (head dimension 128), intermediate 2816, vocabulary 32,000,
sequence 1024, batch 4, bf16 (`--tiny`: 2 layers of hidden 64, float32, on the CPU, the script's own
check). `liger` applies `liger_kernel.transformers.monkey_patch._apply_liger_kernel_to_instance` to
the model with its defaults. Per job, on one GPU (jobs run side by side, each in its own process,
Inductor's caches off, one compile thread each):

- peak memory of a steady step (`max_memory_allocated`, the weights included; gradients set to None
  before the step) and what was allocated before it;
- GPU time of a steady step (the sum of its kernels, copies and fills in a profiler trace: jobs
  beside it do not lengthen it much) and its device-to-device copies (count and MiB), wall time
  (median of 5 steps, shared with the jobs beside it);
- compile time (the first step less a steady one), the verifier's seconds (FX proof and rewrite,
  lowering checks, passes checked) and share of it, its slowest graph, candidates proven and applied;
- the loss and gradients against eager in the same process (the same weights and batch, after the
  measurements): loss difference, the largest relative gradient difference over the parameters;
- with `--snapshot`: what is live at the step's peak (`torch.cuda.memory._record_memory_history`),
  grouped by where it was allocated: the generated kernel's source nodes (Inductor's output code
  names them above each kernel) or the Python line (eager), in DIR/snapshots/.

`run` writes DIR/jobs.json and DIR/table.md after each job, and prints the table.
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
import tempfile
import threading
import time
from pathlib import Path

ARCHITECTURES = ("llama", "mistral", "mixtral", "qwen2", "qwen3", "gemma", "gemma2", "phi3", "granite")
MODES = ("eager", "inductor", "verified", "gate", "clones")
SIZE = dict(layers=4, hidden=1024, heads=8, kv_heads=8, intermediate=2816, vocab=32000, seq=1024, batch=4)
TINY = dict(layers=2, hidden=64, heads=4, kv_heads=2, intermediate=128, vocab=256, seq=32, batch=2)


def build(arch: str, liger: bool, size: dict, device: str, dtype):
    import torch

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from workloads.architectures import causal_lm

    model = causal_lm(arch, layers=size["layers"], hidden=size["hidden"], heads=size["heads"], kv_heads=size["kv_heads"],
                      intermediate=size["intermediate"], vocab=size["vocab"], positions=4096, experts=8)
    model = model.to(device=device, dtype=dtype).train()
    if liger:
        from liger_kernel.transformers.monkey_patch import _apply_liger_kernel_to_instance

        _apply_liger_kernel_to_instance(model=model)
    gen = torch.Generator().manual_seed(1)
    ids = torch.randint(1, size["vocab"], (size["batch"], size["seq"]), generator=gen).to(device)
    return model, ids


def _sync():
    import torch

    if torch.cuda.is_available():
        torch.cuda.synchronize()


def _gpu_trace(step) -> dict:
    """GPU time of one call of `step` (its kernels, copies and fills, from a profiler trace) and its
    device-to-device copies."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        step()
        _sync()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "trace.json"
        prof.export_chrome_trace(str(path))
        events = json.loads(path.read_text()).get("traceEvents", [])
    gpu_us = sum(e.get("dur", 0) for e in events if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset"))
    d2d = [e for e in events if e.get("cat") == "gpu_memcpy" and "DtoD" in e.get("name", "")]
    return {"gpu_ms": gpu_us / 1e3, "d2d_copies": len(d2d),
            "d2d_mib": sum(e.get("args", {}).get("bytes", 0) for e in d2d) / 2**20,
            "kernels": sum(e.get("cat") == "kernel" for e in events)}


def _source_of(frames: list[dict], lines: dict) -> str:
    """Where an allocation was made, in the model's terms: the generated kernel's source nodes (the
    `# Topologically Sorted Source Nodes` comment above the allocating line of Inductor's output
    code), else the innermost Python line outside torch itself."""
    for f in frames:
        name = f.get("filename", "")
        if "torchinductor" in name and name.endswith(".py"):
            if name not in lines:
                try:
                    lines[name] = Path(name).read_text().splitlines()
                except OSError:
                    lines[name] = []
            text = lines[name]
            n = f.get("line", 0) - 1
            code = text[n].strip() if 0 <= n < len(text) else ""
            for k in range(min(n, len(text) - 1), -1, -1):
                if "Source Nodes:" in text[k]:
                    nodes = text[k].split("Source Nodes:", 1)[1].split("], Original ATen:")[0].strip(" [")
                    return f"{Path(name).stem}: {code[:60]}  <- {nodes[:140]}"
            return f"{Path(name).stem}: {code[:60]}"
    for f in frames:
        name = f.get("filename", "")
        if name and "/torch/" not in name and not name.startswith("<"):
            return f"{'/'.join(Path(name).parts[-2:])}:{f.get('line')} {f.get('name')}"
    return "<no Python frame (autograd's C++ or an allocator)>"


def _live_at_peak(snapshot: dict, before: int) -> dict:
    """From a memory history: what is live at the step's highest point, grouped by source (MiB and
    how many blocks), the blocks by size (to match a compiled step's buffers with eager's tensors,
    whose sources differ), and the allocation that reached the peak."""
    live: dict[int, tuple[int, str]] = {}
    total = best = 0
    best_live: dict = {}
    peak_at = ""
    lines: dict = {}
    for e in snapshot["device_traces"][0] if snapshot.get("device_traces") else []:
        if e["action"] == "alloc":
            live[e["addr"]] = (e["size"], _source_of(e.get("frames", []), lines))
            total += e["size"]
            if total > best:
                best, best_live, peak_at = total, dict(live), live[e["addr"]][1]
        elif e["action"] == "free_completed" and e["addr"] in live:
            total -= live.pop(e["addr"])[0]
    groups: collections.Counter = collections.Counter()
    blocks: collections.Counter = collections.Counter()
    sizes: collections.Counter = collections.Counter()
    for size, source in best_live.values():
        groups[source] += size
        blocks[source] += 1
        sizes[round(size / 2**20, 2)] += 1
    return {"allocated_before_mib": before / 2**20, "step_peak_above_before_mib": best / 2**20,
            "peak_reached_at": peak_at,
            "live_at_peak_mib": [(source, size / 2**20, blocks[source]) for source, size in groups.most_common(40)],
            "blocks_by_mib": sorted(sizes.items(), reverse=True)}


def job(arch: str, patch: str, mode: str, tiny: bool = False, snapshot: Path | None = None) -> dict:
    import torch

    torch._inductor.config.force_disable_caches = True
    cuda = torch.cuda.is_available() and not tiny
    device, dtype = ("cuda", torch.bfloat16) if cuda else ("cpu", torch.float32)
    model, ids = build(arch, patch == "liger", TINY if tiny else SIZE, device, dtype)
    out: dict = {"arch": arch, "patch": patch, "mode": mode}

    def train_step(fn):
        model.zero_grad(set_to_none=True)
        loss = fn(input_ids=ids, labels=ids).loss
        loss.backward()
        return loss

    session = None
    fn = model
    if mode != "eager":
        backend = "inductor"
        if mode != "inductor":
            from verifier.backend import make_backend

            backend = make_backend(mode)
            session = backend.session
        fn = torch.compile(model, backend=backend)
    _sync()
    start = time.perf_counter()
    loss = train_step(fn).item()
    first = time.perf_counter() - start
    grads = {n: p.grad.detach().float().cpu() for n, p in model.named_parameters() if p.grad is not None}
    with _alone():
        measured, history = _measure(model, fn, train_step, first, cuda, snapshot is not None)
    out.update(measured)
    if history is not None:
        try:
            live = _live_at_peak(history, int(measured["before_mib"] * 2**20))
        except Exception as e:  # the measurements stand without it
            live = {"error": f"{type(e).__name__}: {e}"}
        snapshot.parent.mkdir(parents=True, exist_ok=True)
        snapshot.write_text(json.dumps(live, indent=1) + "\n")
    if session is not None:
        graphs = session.graphs
        per_graph = [g.seconds + (g.lowering.seconds if g.lowering is not None else 0) + sum(c.seconds for c in g.passes)
                     for g in graphs]
        cands = [c for g in graphs if g.report is not None for c in g.report.candidates]
        out["verifier"] = {"graphs": len(graphs), "failed": [g.error for g in graphs if g.error],
                           "seconds": sum(per_graph), "slowest_graph_s": max(per_graph, default=0.0),
                           "fx_s": sum(g.seconds for g in graphs),
                           "lowering_s": sum(g.lowering.seconds for g in graphs if g.lowering is not None),
                           "passes_s": sum(c.seconds for g in graphs for c in g.passes),
                           "candidates": len(cands), "proven": sum(c.verdict.value == "safe" for c in cands),
                           "applied": sum(bool(c.applied) for c in cands),
                           "placed": sum(p.applied for g in graphs for p in g.placements),
                           "placements": sum(len(g.placements) for g in graphs),
                           "written_reused": sum(len(g.lowering.written_reused) for g in graphs if g.lowering is not None)}
    # against eager, in this process, after the measurements: the same weights and batch
    if mode != "eager":
        eager_loss = train_step(model).item()
        rel = 0.0
        for n, p in model.named_parameters():
            if n in grads:
                ref = p.grad.detach().float().cpu()
                rel = max(rel, ((grads[n] - ref).abs().max() / ref.abs().max().clamp_min(1e-30)).item())
        out["eager_loss"], out["max_rel_grad_diff"] = eager_loss, rel
    out["loss"] = loss
    return out


@contextlib.contextmanager
def _alone():
    """Measure with the GPU to this job: jobs beside it compile meanwhile, but measure one at a time
    (a lock file named by $MODEL_MEMORY_LOCK, set by `run`)."""
    path = os.environ.get("MODEL_MEMORY_LOCK")
    if not path:
        yield
        return
    import fcntl

    with open(path, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _measure(model, fn, train_step, first: float, cuda: bool, history: bool) -> tuple[dict, dict | None]:
    """Steady steps' wall time, compile time, the peak of one step (and its memory history), the
    GPU time and copies of another."""
    import torch

    out: dict = {}
    snap = None
    times = []
    for _ in range(5):
        _sync()
        start = time.perf_counter()
        train_step(fn)
        _sync()
        times.append(time.perf_counter() - start)
    out["step_ms"] = statistics.median(times) * 1e3
    out["compile_s"] = max(0.0, first - statistics.median(times))
    if cuda:
        model.zero_grad(set_to_none=True)
        _sync()
        before = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        if history:
            torch.cuda.memory._record_memory_history(stacks="python", max_entries=1_000_000)
        train_step(fn)
        _sync()
        out["peak_mib"] = torch.cuda.max_memory_allocated() / 2**20
        out["before_mib"] = before / 2**20
        if history:
            snap = torch.cuda.memory._snapshot()
            torch.cuda.memory._record_memory_history(enabled=None)
        out.update(_gpu_trace(lambda: train_step(fn)))
    return out, snap


# --- the driver -----------------------------------------------------------------------------
def run(specs: list[tuple[str, str, str]], out_dir: Path, workers: int, timeout: float, tiny: bool,
        snapshot: bool) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    todo: queue.Queue = queue.Queue()
    for spec in sorted(specs, key=lambda s: (s[1] != "liger", s[2] == "eager")):  # the patched, compiles first
        todo.put(spec)
    results: list[dict] = []
    lock = threading.Lock()
    env = dict(os.environ, OMP_NUM_THREADS="1", TORCHINDUCTOR_COMPILE_THREADS="1", TORCHINDUCTOR_FX_GRAPH_CACHE="0",
               TORCHINDUCTOR_AUTOGRAD_CACHE="0", PYTHONUNBUFFERED="1",
               MODEL_MEMORY_LOCK=str(out_dir / ".measuring"))

    def worker():
        while True:
            try:
                arch, patch, mode = todo.get_nowait()
            except queue.Empty:
                return
            name = f"{arch}_{patch}_{mode}"
            target = out_dir / f"{name}.json"
            cmd = [sys.executable, __file__, "job", arch, patch, mode, "--out", str(target)]
            cmd += ["--tiny"] if tiny else []
            cmd += ["--snapshot", str(out_dir / "snapshots" / f"{name}.json")] if snapshot else []
            start = time.perf_counter()
            try:
                p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
                (out_dir / f"{name}.log").write_text(p.stdout + p.stderr)
                row = json.loads(target.read_text()) if p.returncode == 0 and target.exists() else {
                    "arch": arch, "patch": patch, "mode": mode, "error": _last_error(p.stderr)}
            except subprocess.TimeoutExpired:
                row = {"arch": arch, "patch": patch, "mode": mode, "error": f"timed out after {timeout:.0f} s"}
            row["wall_s"] = time.perf_counter() - start
            with lock:
                results.append(row)
                (out_dir / "jobs.json").write_text(json.dumps(results, indent=1) + "\n")
                (out_dir / "table.md").write_text(table(results) + "\n")
                print(f"{name}: {row.get('error') or 'done'} ({row['wall_s']:.0f} s)", flush=True)

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def _last_error(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    errors = [line for line in lines if re.match(r"[\w.]+(Error|Exception)\b", line)]
    return (errors[-1:] or lines[-1:] or ["failed, no output"])[0][:300]


def table(rows: list[dict]) -> str:
    """One line per architecture and patch: each mode's peak, GPU time, copies, loss and gradient
    distance from eager, compile time and the verifier's share."""
    by = collections.defaultdict(dict)
    for r in rows:
        by[(r["arch"], r["patch"])][r["mode"]] = r
    modes = [m for m in MODES if any(m in v for v in by.values())]
    lines = ["peak MiB of a steady step (verified / eager); GPU ms per step; device-to-device copies (count, MiB); "
             "|loss - eager|, max relative gradient difference; compile s and the verifier's share", ""]
    head = ["arch", "patch"] + [f"{m} peak" for m in modes] + ["verified/eager"] + [f"{m} GPU ms" for m in modes] + [
        f"{m} D2D" for m in modes] + [f"{m} loss, grad" for m in modes if m != "eager"] + [
        f"{m} compile s" for m in modes if m != "eager"] + ["verifier share, slowest graph s, proven/applied"]
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]

    def cell(r, f):
        return "" if r is None else ("fails: " + r["error"][:90] if "error" in r else f(r))

    for (arch, patch), ms in sorted(by.items(), key=lambda kv: (ARCHITECTURES.index(kv[0][0])
                                                                if kv[0][0] in ARCHITECTURES else 99, kv[0][1])):
        row = [arch, patch] + [cell(ms.get(m), lambda r: f"{r.get('peak_mib', 0):.0f}") for m in modes]
        e, v = ms.get("eager"), ms.get("verified")
        ok = e and v and "peak_mib" in e and "peak_mib" in v and e["peak_mib"]
        row.append(f"{v['peak_mib'] / e['peak_mib']:.3f}" if ok else "")
        row += [cell(ms.get(m), lambda r: f"{r.get('gpu_ms', 0):.1f}") for m in modes]
        row += [cell(ms.get(m), lambda r: f"{r.get('d2d_copies', 0)}, {r.get('d2d_mib', 0):.0f}") for m in modes]
        row += [cell(ms.get(m), lambda r: f"{abs(r['loss'] - r['eager_loss']):.1e}, {r['max_rel_grad_diff']:.1e}")
                for m in modes if m != "eager"]
        row += [cell(ms.get(m), lambda r: f"{r['compile_s']:.0f}") for m in modes if m != "eager"]
        share = [f"{m}: {r['verifier']['seconds'] / max(r['compile_s'], 1e-9):.1%}, {r['verifier']['slowest_graph_s']:.1f}, "
                 f"{r['verifier']['proven']}/{r['verifier']['applied']}"
                 + (f", placed {r['verifier']['placed']}/{r['verifier']['placements']}" if r['verifier'].get('placements') else "")
                 + (f", reused {r['verifier']['written_reused']}" if r['verifier'].get('written_reused') else "")
                 for m in modes if (r := ms.get(m)) and "verifier" in r]
        row.append("; ".join(share))
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    j = sub.add_parser("job", help="one architecture, patch and mode, in this process")
    j.add_argument("arch")
    j.add_argument("patch", choices=("plain", "liger"))
    j.add_argument("mode", choices=MODES)
    j.add_argument("--out", required=True)
    j.add_argument("--tiny", action="store_true")
    j.add_argument("--snapshot", help="write what is live at the step's peak here")
    r = sub.add_parser("run", help="every architecture, patch and mode, each in a fresh process")
    r.add_argument("--out", required=True)
    r.add_argument("--arch", nargs="+", default=list(ARCHITECTURES))
    r.add_argument("--patch", nargs="+", default=["plain", "liger"], choices=("plain", "liger"))
    r.add_argument("--modes", nargs="+", default=["eager", "inductor", "verified"], choices=MODES)
    r.add_argument("--workers", type=int, default=8, help="jobs at once (on one GPU)")
    r.add_argument("--timeout", type=float, default=480)
    r.add_argument("--tiny", action="store_true", help="a tiny model on the CPU (the script's own check)")
    r.add_argument("--snapshot", action="store_true", help="what is live at each step's peak, by source")
    t = sub.add_parser("table", help="one table from jobs.json files (a later file's job replaces an earlier one's)")
    t.add_argument("files", nargs="+")
    args = ap.parse_args()
    if args.command == "job":
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        row = job(args.arch, args.patch, args.mode, args.tiny, Path(args.snapshot) if args.snapshot else None)
        Path(args.out).write_text(json.dumps(row, indent=1) + "\n")
    elif args.command == "table":
        rows = {}
        for f in args.files:
            for row in json.loads(Path(f).read_text()):
                rows[(row["arch"], row["patch"], row["mode"])] = row
        print(table(list(rows.values())))
    else:
        specs = [(a, p, m) for a in args.arch for p in args.patch for m in args.modes]
        print(table(run(specs, Path(args.out), args.workers, args.timeout, args.tiny, args.snapshot)))


if __name__ == "__main__":
    main()

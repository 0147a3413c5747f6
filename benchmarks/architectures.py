"""Every mode on Hugging Face architectures it was not written for: each causal language model of the
installed transformers that builds from a generic configuration, at a tiny size on the CPU, a
training step and greedy decoding with a `StaticCache` (its `index_copy_` writes are mutations of
the graph's inputs), under plain Inductor and verified_inductor's modes, against eager.

    python benchmarks/architectures.py run --out DIR [--arch gpt2 olmo ...] [--workers 2] [--timeout 600]
    python benchmarks/architectures.py job ARCH --out FILE.json

What it checks is what the suite's `tests/test_architectures.py` checks on two architectures: every
mode compiles and runs wherever Inductor does, and is never further from eager than Inductor is
(the largest absolute difference of the loss, gradients, logits and cache, with a rounding's slack:
twice Inductor's, or 1e-5). Each architecture runs in a fresh process (`run`), every backend one
after the other in it. `run` writes DIR/jobs.json and DIR/table.md after each architecture and
prints the table; an architecture whose eager model does not build or run is listed as skipped.
The size: 2 layers, hidden 64, 4 heads (2 of keys and values), intermediate 128, vocabulary 256,
batch 2, sequence 12; dropout set to 0, and what randomness is left (phimoe's router samples its
experts while training) drawn from the same seed by eager and every backend, Inductor's random ops
falling back to aten's generator (`fallback_random`) so that they draw the numbers eager draws.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from model_memory import _last_error  # a job's failure, from its stderr

BACKENDS = ("inductor", "verified", "gate", "clones")
SLACK = 1e-5
SIZE = dict(layers=2, hidden=64, heads=4, kv_heads=2, intermediate=128, vocab=256, positions=64)
BATCH, SEQ, PROMPT, NEW = 2, 12, 6, 3


def architectures() -> list[str]:
    """The installed transformers' causal language models (its auto mapping), by name."""
    from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING_NAMES

    return sorted(MODEL_FOR_CAUSAL_LM_MAPPING_NAMES)


def build(arch: str):
    """The model at SIZE, in float32, with every dropout probability of its configuration at 0."""
    import torch

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from workloads.architectures import causal_lm

    import transformers

    original = transformers.AutoConfig.for_model

    def without_dropout(*args, **kwargs):
        config = original(*args, **kwargs)
        for name, value in list(vars(config).items()):
            if isinstance(value, float) and ("dropout" in name or "pdrop" in name):
                setattr(config, name, 0.0)
        return config

    transformers.AutoConfig.for_model = without_dropout
    try:
        return causal_lm(arch, **SIZE).float()
    finally:
        transformers.AutoConfig.for_model = original


def _distance(got, ref) -> float:
    return max(((g.float() - r.float()).abs().max().item() for g, r in zip(got, ref)), default=0.0)


def _error(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[-1] if text else ''}"[:200]


def job(arch: str) -> dict:
    """One architecture: each backend's distance from eager (or its failure), training and decoding."""
    import torch
    import torch._inductor.config

    from verifier.backend import make_backend

    out: dict = {"arch": arch}
    try:
        model = build(arch)
    except Exception as e:
        return dict(out, skipped=f"does not build: {_error(e)}")
    ids = torch.randint(1, SIZE["vocab"], (BATCH, SEQ), generator=torch.Generator().manual_seed(1))

    def train(fn):
        model.train()
        model.zero_grad(set_to_none=True)
        loss = fn(input_ids=ids, labels=ids).loss
        loss.backward()
        return [loss.detach()] + [p.grad.clone() for p in model.parameters() if p.grad is not None]

    def decode(fn):
        import transformers

        model.eval()
        cache = transformers.StaticCache(config=model.config, max_cache_len=PROMPT + NEW + 1)
        with torch.no_grad():
            prompt = model(input_ids=ids[:, :PROMPT], past_key_values=cache, use_cache=True,
                           cache_position=torch.arange(PROMPT))
            token, logits = prompt.logits[:, -1:].argmax(-1), []
            for i in range(NEW):
                step = fn(input_ids=token, past_key_values=cache, use_cache=True,
                          cache_position=torch.tensor([PROMPT + i]))
                logits.append(step.logits)
                token = step.logits[:, -1:].argmax(-1)
        return logits + [t.clone() for layer in cache.layers for t in (getattr(layer, "keys", None),
                                                                         getattr(layer, "values", None))
                         if isinstance(t, torch.Tensor)]

    torch._inductor.config.fallback_random = True

    def seeded(run, fn):
        torch.manual_seed(0)
        return run(fn)

    for what, run in (("train", train), ("decode", decode)):
        try:
            reference = seeded(run, model)
        except Exception as e:
            out[what] = {"skipped": f"eager: {_error(e)}"}
            continue
        rows = {}
        for name in BACKENDS:
            torch._dynamo.reset()
            backend = "inductor" if name == "inductor" else make_backend(name)
            start = time.perf_counter()
            try:
                row = {"distance": _distance(seeded(run, torch.compile(model, backend=backend)), reference)}
            except Exception as e:
                row = {"error": _error(e)}
            row["seconds"] = time.perf_counter() - start
            if name != "inductor":
                graphs = backend.session.graphs
                cands = [c for g in graphs if g.report is not None for c in g.report.candidates]
                row.update(graphs=len(graphs), verifier_failed=[g.error for g in graphs if g.error],
                           proven=sum(c.verdict.value == "safe" for c in cands), applied=sum(bool(c.applied) for c in cands),
                           relowered=sum(bool(g.withheld or g.realized) for g in graphs),
                           conflicts=sum(len(g.lowering.left) for g in graphs if g.lowering is not None))
            rows[name] = row
        out[what] = rows
    return out


def judged(rows: dict) -> str:
    """"ok", or what a mode did that Inductor did not: fail, or land further from eager."""
    if "skipped" in rows:
        return "skipped"
    inductor = rows["inductor"]
    bad = []
    for name in BACKENDS[1:]:
        row = rows[name]
        if "error" in row and "error" not in inductor:
            bad.append(f"{name} fails")
        elif "distance" in row and "distance" in inductor and row["distance"] > max(2 * inductor["distance"], SLACK):
            bad.append(f"{name} further")
    return ", ".join(bad) or ("Inductor fails" if "error" in inductor else "ok")


def table(rows: list[dict]) -> str:
    head = ["arch", "what", "verdict"] + [f"{b}" for b in BACKENDS] + ["verified proven/applied, conflicts, relowered"]
    lines = ["largest |difference| from eager per backend (or how it failed)", "",
             "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in sorted(rows, key=lambda r: r["arch"]):
        if "skipped" in r or "error" in r:
            lines.append(f"| {r['arch']} | | skipped | " + " | ".join([""] * len(BACKENDS))
                         + f" | {r.get('skipped') or r.get('error')} |")
            continue
        for what in ("train", "decode"):
            rs = r.get(what, {"skipped": "not run"})
            if "skipped" in rs:
                lines.append(f"| {r['arch']} | {what} | skipped | " + " | ".join([""] * len(BACKENDS)) + f" | {rs['skipped']} |")
                continue
            cells = [f"fails: {rs[b]['error'][:80]}" if "error" in rs[b] else f"{rs[b]['distance']:.1e}" for b in BACKENDS]
            v = rs["verified"]
            extra = f"{v.get('proven', 0)}/{v.get('applied', 0)}, {v.get('conflicts', 0)}, {v.get('relowered', 0)}"
            if v.get("verifier_failed"):
                extra += f"; verifier failed on {len(v['verifier_failed'])}: {v['verifier_failed'][0][:80]}"
            lines.append(f"| {r['arch']} | {what} | {judged(rs)} | " + " | ".join(cells) + f" | {extra} |")
    done = [rs for r in rows for w in ("train", "decode") if isinstance(rs := r.get(w), dict) and "skipped" not in rs]
    verdicts = [judged(rs) for rs in done]
    lines += ["", f"{len(rows)} architectures, {len(done)} runs: {verdicts.count('ok')} ok, "
              f"{verdicts.count('Inductor fails')} where Inductor fails, "
              f"{sum(v not in ('ok', 'Inductor fails') for v in verdicts)} where a mode fails or lands further than Inductor"]
    return "\n".join(lines)


def run(archs: list[str], out_dir: Path, workers: int, timeout: float) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS="1", TORCHINDUCTOR_COMPILE_THREADS="1", TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
               PYTHONUNBUFFERED="1")
    results: list[dict] = []

    def one(arch: str) -> dict:
        target = out_dir / f"{arch}.json"
        cmd = [sys.executable, __file__, "job", arch, "--out", str(target)]
        start = time.perf_counter()
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
            (out_dir / f"{arch}.log").write_text(p.stdout + p.stderr)
            row = json.loads(target.read_text()) if p.returncode == 0 and target.exists() else {
                "arch": arch, "error": _last_error(p.stderr)}
        except subprocess.TimeoutExpired:
            row = {"arch": arch, "error": f"timed out after {timeout:.0f} s"}
        row["wall_s"] = time.perf_counter() - start
        return row

    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        for n, row in enumerate(pool.map(one, archs), 1):
            results.append(row)
            (out_dir / "jobs.json").write_text(json.dumps(results, indent=1) + "\n")
            (out_dir / "table.md").write_text(table(results) + "\n")
            verdicts = [judged(row[w]) for w in ("train", "decode") if isinstance(row.get(w), dict)]
            print(f"[{n}/{len(archs)}] {row['arch']}: {row.get('skipped') or row.get('error') or ', '.join(verdicts)} "
                  f"({row['wall_s']:.0f} s)", flush=True)
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    j = sub.add_parser("job", help="one architecture, in this process")
    j.add_argument("arch")
    j.add_argument("--out", required=True)
    r = sub.add_parser("run", help="each architecture in a fresh process")
    r.add_argument("--out", required=True)
    r.add_argument("--arch", nargs="+", help="default: every causal language model of the installed transformers")
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args()
    if args.command == "job":
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        Path(args.out).write_text(json.dumps(job(args.arch), indent=1) + "\n")
    else:
        print(table(run(args.arch or architectures(), Path(args.out), args.workers, args.timeout)))


if __name__ == "__main__":
    main()

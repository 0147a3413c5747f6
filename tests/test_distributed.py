"""The distributed workloads (`workloads/distributed.py`) on two gloo ranks, launched with torchrun
as users launch them: eager, Inductor and `verified` train alike, `verified` allocates no more than
Inductor, and `reinplace-verify audit --run` takes the torchrun command itself, one report per rank
and one merged, with each collective Inductor decided."""

import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKLOAD = ROOT / "tests" / "workloads" / "distributed.py"
TORCHRUN = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2"]
ALLOCATION = re.compile(r"empty_strided_cpu\(\(([^)]*)\),")


# the modes that differ from `verified` only in what they withhold (gate, clones) run on collectives
# in tests/test_collectives.py (every mode, one gloo rank), and the audit of TP's collectives in
# test_the_audit_takes_the_torchrun_command: left out here, for the suite's time
MODES = {"ddp": ("eager", "inductor", "verified"), "fsdp": ("eager", "inductor", "verified"),
         "tp": ("eager", "inductor", "verified")}


def _launch(workload: str, folder: Path) -> dict:
    out = folder / "out.json"
    run = subprocess.run([*TORCHRUN, str(WORKLOAD), workload, "--code", str(folder / "code"), "--json", str(out),
                          "--backends", *MODES[workload]], capture_output=True, text=True, timeout=900, cwd=folder)
    assert run.returncode == 0, run.stderr[-4000:]
    return json.loads(out.read_text())


def _allocated(folder: Path, workload: str, backend: str) -> tuple[int, int]:
    """(buffers, elements) that one step's generated code allocates on rank 0."""
    buffers = elements = 0
    for path in folder.glob(f"code/{workload}_{backend}_rank0_*.py"):
        body = path.read_text().split("def call(", 1)[-1]
        for sizes in ALLOCATION.findall(body):
            buffers += 1
            elements += math.prod(int(s) for s in sizes.split(",") if s.strip())
    return buffers, elements


@pytest.mark.parametrize("workload", ["ddp", "fsdp", "tp"])
def test_a_distributed_workload_trains_as_eager_under_inductor_and_verified(workload, tmp_path):
    out = _launch(workload, tmp_path)
    assert out["world_size"] == 2
    backends = out["backends"]
    assert set(backends) == set(MODES[workload])
    eager = backends["eager"]["losses"]
    for name, entry in backends.items():
        assert all(math.isclose(a, b, rel_tol=1e-5) for a, b in zip(entry["losses"], eager)), (name, entry)
        assert entry["as_eager"] and entry["max_param_difference"] <= 1e-5, (name, entry)  # fused kernels round otherwise
        assert name == "eager" or entry["graphs"] > 0
    inductor, verified = _allocated(tmp_path, workload, "inductor"), _allocated(tmp_path, workload, "verified")
    assert inductor[0] > 0 and verified[0] <= inductor[0] and verified[1] <= inductor[1], (inductor, verified)


def test_the_audit_takes_the_torchrun_command(tmp_path):
    """`reinplace-verify audit --run torchrun ... script.py`: each rank reports in OUT/rankN (they
    compile their own graphs), and the launcher, which compiles nothing, merges them into OUT."""
    out = tmp_path / "report"
    run = subprocess.run([sys.executable, "-m", "verifier", "audit", "--out", str(out), "--run", "torchrun",
                          *TORCHRUN[3:], str(WORKLOAD), "tp", "--backends", "inductor"],
                         capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    merged = json.loads((out / "audit.json").read_text())
    assert set(merged["ranks"]) == {"rank0", "rank1"}
    for rank, data in merged["ranks"].items():
        assert len(data["graphs"]) == 2  # forward and backward, compiled by plain Inductor, audited
        # each collective has its row, with Inductor's decision beside the verdict
        rows = [c for p in data["programs"] for c in p["candidates"] if c["kernel"].startswith("_c10d_functional.")]
        assert [r["kernel"] for r in rows].count("_c10d_functional.all_reduce.default") == 12, rank  # 2 blocks, 3 each way
        assert all(r["inductor"] in ("reinplace", "clone") and r["verdict"] in ("safe", "unsafe") for r in rows), rows
        assert any(r["inductor"] == "reinplace" and r["verdict"] == "safe" for r in rows)
        assert (out / rank / "audit.txt").is_file()
    assert "== rank1" in (out / "audit.txt").read_text()
    assert "2 processes" in run.stderr


SPAWNING_SCRIPT = """
import torch
import torch.multiprocessing as mp


def worker(i):
    torch.compile(lambda x: (x @ x).relu() + i)(torch.randn(8, 8))


if __name__ == "__main__":
    mp.spawn(worker, nprocs=2, join=True)
"""


def test_processes_a_script_spawns_report_and_are_merged(tmp_path):
    """Under the environment switch, the processes a script starts itself (`mp.spawn`) before it
    compiles each report in REPORT/processPID, and the script, which compiles nothing, merges them;
    none writes an empty report over another's."""
    import os

    script = tmp_path / "spawning.py"
    script.write_text(SPAWNING_SCRIPT)
    env = {k: v for k, v in os.environ.items() if not k.startswith("VERIFIED_INDUCTOR")}
    env |= {"VERIFIED_INDUCTOR_MODE": "audit", "VERIFIED_INDUCTOR_REPORT": str(tmp_path / "r")}
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=600, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    merged = json.loads((tmp_path / "r" / "audit.json").read_text())
    assert len(merged["ranks"]) == 2 and all(name.startswith("process") for name in merged["ranks"])
    assert all(len(data["graphs"]) == 1 for data in merged["ranks"].values())

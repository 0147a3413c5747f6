"""Campaigns as a user runs them: on processes of this host or as Ray tasks, the same judgement;
a record that a stopped campaign resumes from; a worker that dies costs its program only."""

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import campaign_judges
from verifier.surfaces.campaign import campaign
from verifier.surfaces.engines import Processes, RayCluster, Unavailable

ROOT = Path(__file__).parent.parent


def fuzz(*args, **kw):
    return subprocess.run([sys.executable, "-m", "verifier", "fuzz", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=900, **kw)


def programs(path: Path) -> dict[int, dict]:
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    seeds = [r["seed"] for r in recs if "seed" in r]
    assert len(seeds) == len(set(seeds)), "a seed judged twice"
    return {r["seed"]: r for r in recs if "seed" in r}


def without_time(summary: str) -> str:
    return re.sub(r"; [0-9.]+ s$", "", summary.strip())


def test_ray_judges_what_processes_judge(tmp_path):
    jobs, ray = tmp_path / "jobs.jsonl", tmp_path / "ray.jsonl"
    a = fuzz("--programs", "8", "--seed", "700", "--jobs", "2", "--json", str(jobs))
    b = fuzz("--programs", "8", "--seed", "700", "--ray", "--json", str(ray))
    assert a.returncode == 0 and b.returncode == 0, (a.stderr[-2000:], b.stderr[-2000:])
    assert without_time(a.stdout) == without_time(b.stdout) and "programs 8" in a.stdout
    assert programs(jobs) == programs(ray) and sorted(programs(ray)) == list(range(700, 708))
    last = json.loads(ray.read_text().splitlines()[-1])
    assert last["engine"] == "Ray tasks on a local Ray" and last["totals"]["programs"] == 8
    assert "8/8 programs" in b.stderr and "/s" in b.stderr  # progress


def test_a_campaign_killed_and_started_again_judges_every_seed_once(tmp_path):
    record = tmp_path / "c.jsonl"
    args = [sys.executable, "-m", "verifier", "fuzz", "--programs", "12", "--seed", "900", "--jobs", "2",
            "--json", str(record)]
    first = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.time() + 300
    while time.time() < deadline and (not record.exists() or len(programs(record)) < 3):
        time.sleep(0.2)
    os.killpg(first.pid, signal.SIGKILL)  # the campaign and its workers, in the middle of programs
    first.wait()
    before = programs(record)
    assert 3 <= len(before) < 12
    with record.open("a") as f:
        f.write('{"seed": 9')  # a line cut by the kill
    again = fuzz("--programs", "12", "--seed", "900", "--jobs", "2", "--json", str(record))
    assert again.returncode == 0, again.stderr[-2000:]
    assert f"resuming {record}: {len(before)} programs already judged" in again.stderr
    after = programs(record)
    assert sorted(after) == list(range(900, 912))
    assert all(after[s] == before[s] for s in before)  # the seeds judged before were not judged again
    assert "programs 12 " in again.stdout


def test_a_record_of_another_campaign_is_refused(tmp_path):
    record = tmp_path / "other.jsonl"
    record.write_text(json.dumps({"campaign": {"device": "cuda", "forced": True, "torch": "2.11.0"}}) + "\n")
    r = fuzz("--programs", "2", "--json", str(record))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "holds a campaign with" in r.stderr and "give another --json file" in r.stderr


@pytest.mark.parametrize("engine", ["processes", "ray"])
def test_a_worker_killed_during_a_program_costs_that_program_only(tmp_path, engine):
    if engine == "ray":
        import ray.cloudpickle

        ray.cloudpickle.register_pickle_by_value(campaign_judges)  # the workers do not see tests/
        eng = RayCluster()
    else:
        eng = Processes(2)
    result = campaign(6, None, 1000, eng, record=str(tmp_path / "r.jsonl"), judge_task=campaign_judges.judge_or_die)
    assert result["totals"]["programs"] == 6
    (failure,) = result["failures"]
    assert failure["seed"] == campaign_judges.DOOMED
    (error,) = failure["errors"]
    assert error.startswith("worker died:"), error
    if engine == "processes":
        assert error == "worker died: the worker was killed by SIGKILL"
    judged = programs(tmp_path / "r.jsonl")
    assert sorted(judged) == list(range(1000, 1006))
    assert all(not judged[s]["outcome"]["errors"] for s in judged if s != campaign_judges.DOOMED)


def test_without_ray_the_command_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    with pytest.raises(Unavailable, match=r"pip install -c constraints.txt -e '\.\[ray\]'"):
        next(RayCluster().map(len, ["x"]))


def test_audit_of_several_files_and_scripts_as_ray_tasks_merges_their_reports(tmp_path):
    for name, body in (("scale", "x.mul_(2)\n    return x.sum()"), ("add", "y = x + 1\n    y.add_(x)\n    return y")):
        (tmp_path / f"{name}.py").write_text(
            "import torch\n"
            f"def {name}(x):\n    {body}\n"
            f"{name}.example_inputs = lambda: (torch.ones(4),)\n")
    files = [str(tmp_path / "scale.py"), str(tmp_path / "add.py")]
    out = tmp_path / "files.json"
    spread = subprocess.run([sys.executable, "-m", "verifier", "audit", "--ray", *files, "--json", str(out)],
                            cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert spread.returncode == 0, spread.stderr[-2000:]
    alone = subprocess.run([sys.executable, "-m", "verifier", "audit", *files], cwd=ROOT, capture_output=True,
                           text=True, timeout=900)
    assert "[2/2 files]" in spread.stderr
    # the same candidates and verdicts as the audit of both files in one process
    verdicts = lambda text: re.findall(r"(\w+\.\w+)\s+not a candidate\s+(safe|unsafe|unknown)", text)  # noqa: E731
    assert verdicts(spread.stdout) == verdicts(alone.stdout) and len(verdicts(alone.stdout)) == 3
    names = [p["name"] for p in json.loads(out.read_text())["programs"]]
    assert names == [f"{files[0]}: scale", f"{files[1]}: add"]

    script = tmp_path / "step.py"
    script.write_text("import torch\ndef step(x):\n    x.mul_(2)\n    return x.sum()\n"
                      "torch.compile(step)(torch.ones(4))\n")
    report = tmp_path / "report"
    runs = subprocess.run([sys.executable, "-m", "verifier", "audit", "--ray", "--out", str(report),
                           "--run", str(script), "--run", str(script)], cwd=ROOT, capture_output=True, text=True,
                          timeout=900)
    assert runs.returncode == 0, runs.stderr[-2000:]
    merged = json.loads((report / "audit.json").read_text())
    assert len(merged["programs"]) == 2 and all(p["name"].startswith(str(script)) for p in merged["programs"])
    assert (report / "1-step" / "audit.txt").exists() and (report / "2-step" / "audit.txt").exists()

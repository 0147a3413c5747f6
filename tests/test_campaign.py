"""Campaigns as a user runs them: on processes of this host or as Ray tasks, the same judgement;
a record that a stopped campaign resumes from; a worker that dies costs its program only."""

import io
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
import worker_tasks
from verifier.surfaces.campaign import NotThisCampaign, campaign
from verifier.surfaces import cli
from verifier.surfaces.engines import Processes, RayCluster, Unavailable, engine_of

ROOT = Path(__file__).parent.parent
# the tests that use the local Ray run on one xdist worker, one after the other: one Ray started
# and stopped per run, never two beside each other on CI's two cores
ON_RAY = pytest.mark.xdist_group("ray")


def fuzz(*args, **kw):
    return subprocess.run([sys.executable, "-m", "verifier", "fuzz", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=900, **kw)


def programs(path: Path) -> dict[int, dict]:
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    seeds = [r["seed"] for r in recs if "seed" in r]
    assert len(seeds) == len(set(seeds)), "a seed judged twice"
    return {r["seed"]: r for r in recs if "seed" in r}


@pytest.fixture(scope="module")
def ray_address():
    """One local Ray for the module's Ray tests, started in this process: the campaigns run here use
    it, and the commands started here reach it by its address (each starting a Ray of its own
    cost the suite minutes on a busy machine)."""
    ray = pytest.importorskip("ray")
    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(campaign_judges)  # the workers do not see tests/
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    try:
        yield ray.get_runtime_context().gcs_address
    finally:
        ray.shutdown()


@ON_RAY
def test_ray_judges_what_processes_judge(tmp_path, ray_address):
    jobs, ray = tmp_path / "jobs.jsonl", tmp_path / "ray.jsonl"
    progress = io.StringIO()
    a = campaign(3, None, 700, Processes(2), record=str(jobs), progress=io.StringIO())
    b = campaign(3, None, 700, engine_of(2, ray_address), record=str(ray), progress=progress)
    assert a["totals"] == {**b["totals"], "seconds": a["totals"]["seconds"]} and a["totals"]["programs"] == 3
    assert programs(jobs) == programs(ray) and sorted(programs(ray)) == list(range(700, 703))
    last = json.loads(ray.read_text().splitlines()[-1])
    assert last["engine"] == f"Ray tasks on the Ray cluster at {ray_address}" and last["totals"]["programs"] == 3
    assert "3/3 programs" in progress.getvalue() and "/s" in progress.getvalue()  # progress


def test_a_campaign_killed_and_started_again_judges_every_seed_once(tmp_path):
    record = tmp_path / "c.jsonl"
    args = [sys.executable, "-m", "verifier", "fuzz", "--programs", "6", "--seed", "900", "--jobs", "2",
            "--json", str(record)]
    first = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.time() + 300
    while time.time() < deadline and (not record.exists() or len(programs(record)) < 2):
        time.sleep(0.2)
    os.killpg(first.pid, signal.SIGKILL)  # the campaign and its workers, in the middle of programs
    first.wait()
    before = programs(record)
    assert 2 <= len(before) < 6
    with record.open("a") as f:
        f.write('{"seed": 9')  # a line cut by the kill
    again = fuzz("--programs", "6", "--seed", "900", "--jobs", "2", "--json", str(record))
    assert again.returncode == 0, again.stderr[-2000:]
    assert f"resuming {record}: {len(before)} programs already judged" in again.stderr
    after = programs(record)
    assert sorted(after) == list(range(900, 906))
    assert all(after[s] == before[s] for s in before)  # the seeds judged before were not judged again
    assert "programs 6 " in again.stdout


def test_a_record_of_another_campaign_is_refused(tmp_path):
    record = tmp_path / "other.jsonl"
    record.write_text(json.dumps({"campaign": {"device": "cuda", "forced": True, "torch": "2.11.0"}}) + "\n")
    r = fuzz("--programs", "2", "--json", str(record))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "holds a campaign with" in r.stderr and "give another --json file" in r.stderr


@pytest.mark.parametrize("engine", ["processes", pytest.param("ray", marks=ON_RAY)])
def test_a_worker_killed_during_a_program_costs_that_program_only(tmp_path, engine, request):
    eng = RayCluster(request.getfixturevalue("ray_address")) if engine == "ray" else Processes(2)
    result = campaign(3, None, 1000, eng, record=str(tmp_path / "r.jsonl"), judge_task=campaign_judges.judge_or_die)
    assert result["totals"]["programs"] == 3
    (failure,) = result["failures"]
    assert failure["seed"] == campaign_judges.DOOMED
    (error,) = failure["errors"]
    assert error.startswith("worker died:"), error
    if engine == "processes":
        assert error == "worker died: the worker was killed by SIGKILL"
    judged = programs(tmp_path / "r.jsonl")
    assert sorted(judged) == list(range(1000, 1003))
    assert all(not judged[s]["outcome"]["errors"] for s in judged if s != campaign_judges.DOOMED)


def test_a_worker_that_retires_is_replaced_and_workers_are_renewed():
    """A task that answers `Retire` (its worker's device failed) is the last of its worker; with
    `tasks_per_worker`, a worker is replaced after that many tasks."""
    got = dict(Processes(1).map(worker_tasks.pid_or_retire, range(5)))
    assert got[0] == got[1] == got[worker_tasks.RETIRING] != got[3] == got[4]
    renewed = dict(Processes(1, tasks_per_worker=2).map(worker_tasks.pid, range(5)))
    assert renewed[0] == renewed[1] != renewed[2] == renewed[3] != renewed[4]


def test_a_worker_never_takes_a_ctrl_c():
    """Ctrl-C reaches the whole foreground group; the campaign stops its workers. A worker that
    took it printed a traceback of its own (seen where a library's thread unblocked SIGINT during
    the worker's imports)."""
    got = dict(Processes(1).map(worker_tasks.pid_after_ctrl_c, range(2)))
    assert isinstance(got[0], int) and got[0] == got[1], got


def test_a_worker_ctrl_c_while_it_starts_goes_on():
    """Ctrl-C over and over at a worker from its first instant (its Python starting, its imports):
    it answers every task, none dies of it."""
    import multiprocessing
    import threading

    done = threading.Event()

    def keep_pressing():
        while not done.is_set():
            for child in multiprocessing.active_children():
                try:
                    os.kill(child.pid, signal.SIGINT)
                except ProcessLookupError:
                    pass
            time.sleep(0.005)

    presser = threading.Thread(target=keep_pressing)
    presser.start()
    try:
        got = dict(Processes(1, tasks_per_worker=1).map(worker_tasks.pid, range(3)))
    finally:
        done.set()
        presser.join()
    assert all(isinstance(p, int) for p in got.values()) and len(set(got.values())) == 3, got


def test_a_ctrl_c_while_a_worker_starts_is_taken_after_it_not_lost():
    """The campaign blocks SIGINT while a worker starts, and the kernel then hands a Ctrl-C to
    another thread of the process (a library's): it must still end the campaign, once the worker
    has started, not in the middle of the start. (Ignored there, it was lost, and the campaign
    ran on: a CI run waited 120 s for it.)"""
    import threading

    from verifier.surfaces.engines import _ctrl_c_deferred

    press, pressed = threading.Event(), threading.Event()

    def other_thread():  # started before the block: SIGINT is not blocked here
        press.wait()
        os.kill(os.getpid(), signal.SIGINT)  # to the process, as a terminal sends it
        pressed.set()
        time.sleep(0.3)

    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # a test runner's worker may ignore it
    thread = threading.Thread(target=other_thread)
    thread.start()
    finished_start = False
    try:
        with pytest.raises(KeyboardInterrupt):
            with _ctrl_c_deferred():
                press.set()
                pressed.wait()
                time.sleep(0.2)  # the signal delivered meanwhile, to the other thread
                finished_start = True
    finally:
        thread.join()
        signal.signal(signal.SIGINT, before)
    assert finished_start


def test_the_lowering_campaign_resumes_from_its_record(tmp_path):
    """The lowering fuzz's record: a campaign started again runs only the seeds it lacks, and a
    record of another campaign is refused."""
    from verifier.surfaces import lowering_fuzz

    ran = []

    class Here:  # runs nothing: what is tested is the record
        def describe(self):
            return "here"

        def map(self, fn, tasks):
            for task in tasks:
                ran.append(task[0])
                yield task, lowering_fuzz.Result(task[0], "right", source=f"seed {task[0]}")

    record = str(tmp_path / "lowering.jsonl")
    first = lowering_fuzz.campaign([0, 1], "cpu", Here(), log=lambda line: None, record=record, shapes="passes")
    lines = []
    again = lowering_fuzz.campaign([0, 1, 2], "cpu", Here(), log=lines.append, record=record, shapes="passes")
    assert ran == [0, 1, 2] and [r.seed for r in first] == [0, 1] and [r.seed for r in again] == [0, 1, 2]
    assert again[:2] == first and any("2 programs already run" in line for line in lines)
    with pytest.raises(NotThisCampaign, match="holds a campaign with"):
        lowering_fuzz.campaign([0], "cpu", Here(), record=record, shapes="reads")


def test_without_ray_the_command_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    with pytest.raises(Unavailable, match=r"pip install -c constraints.txt -e '\.\[ray\]'"):
        next(RayCluster().map(len, ["x"]))


@ON_RAY
def test_audit_of_several_files_and_scripts_as_ray_tasks_merges_their_reports(tmp_path, ray_address, capsys):
    for name, body in (("scale", "x.mul_(2)\n    return x.sum()"), ("add", "y = x + 1\n    y.add_(x)\n    return y")):
        (tmp_path / f"{name}.py").write_text(
            "import torch\n"
            f"def {name}(x):\n    {body}\n"
            f"{name}.example_inputs = lambda: (torch.ones(4),)\n")
    files = [str(tmp_path / "scale.py"), str(tmp_path / "add.py")]
    out = tmp_path / "files.json"
    spread = subprocess.run([sys.executable, "-m", "verifier", "audit", "--ray", "--address", ray_address, *files,
                             "--json", str(out)],
                            cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert spread.returncode == 0, spread.stderr[-2000:]
    assert "[2/2 files]" in spread.stderr
    # the same candidates and verdicts as the audit of both files in this process
    cli.main(["audit", *files])
    alone = capsys.readouterr().out
    verdicts = lambda text: re.findall(r"(\w+\.\w+)\s+not a candidate\s+(safe|unsafe|unknown)", text)  # noqa: E731
    assert verdicts(spread.stdout) == verdicts(alone) and len(verdicts(alone)) == 3
    names = [p["name"] for p in json.loads(out.read_text())["programs"]]
    assert names == [f"{files[0]}: scale", f"{files[1]}: add"]

    script = tmp_path / "step.py"
    script.write_text("import torch\ndef step(x):\n    x.mul_(2)\n    return x.sum()\n"
                      "torch.compile(step)(torch.ones(4))\n")
    report = tmp_path / "report"
    runs = subprocess.run([sys.executable, "-m", "verifier", "audit", "--ray", "--address", ray_address, "--out", str(report),
                           "--run", str(script), "--run", str(script)], cwd=ROOT, capture_output=True, text=True,
                          timeout=900)
    assert runs.returncode == 0, runs.stderr[-2000:]
    merged = json.loads((report / "audit.json").read_text())
    assert len(merged["programs"]) == 2 and all(p["name"].startswith(str(script)) for p in merged["programs"])
    assert (report / "1-step" / "audit.txt").exists() and (report / "2-step" / "audit.txt").exists()

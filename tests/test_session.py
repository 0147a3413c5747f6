"""Auditing a real workload: every graph a process compiles with plain torch.compile, forward and
backward, through one switch (environment, context manager, command line), with its report."""

import json
import os
import subprocess
import sys
from pathlib import Path

import torch

import verifier.surfaces.audit
import verifier.backend
from verifier.session import Session

SCRIPT = Path(__file__).parent / "workloads" / "train_step.py"


def _run(args, env=None, cwd=None):
    full = dict(os.environ, **(env or {}))
    return subprocess.run(args, capture_output=True, text=True, env=full, cwd=cwd, timeout=600)


def _check_report(folder: Path):
    data = json.loads((folder / "audit.json").read_text())
    kinds = [g["kind"] for g in data["graphs"]]
    assert kinds == ["forward", "backward"], data["graphs"]
    assert all("train_step.py" in g["where"] for g in data["graphs"])
    rows = [c for p in data["programs"] for c in p["candidates"]]
    ops = [r for r in rows if r["inductor"] != "not a candidate"]  # the custom ops Inductor's pass decides
    assert len(ops) == 2 and all(r["verdict"] == "safe" and r["inductor"] == "reinplace" for r in ops)
    assert {r["class"] for r in ops} == {"agree"}
    # the aten ops functionalization left out of place are candidates beside them, outside Inductor's table
    aten = [r for r in rows if r["inductor"] == "not a candidate"]
    assert aten and all(r["kernel"].startswith("aten.") and r["class"] in ("agree", "beyond Inductor") for r in aten)
    text = (folder / "audit.txt").read_text()
    assert f"candidates: {len(rows)}" in text and "unknown: 0" in text
    assert f"| agree | {2 + sum(r['class'] == 'agree' for r in aten)} |" in text


def test_environment_switch_audits_an_unchanged_script(tmp_path):
    out = _run([sys.executable, str(SCRIPT)], {"VERIFIED_INDUCTOR_MODE": "audit", "VERIFIED_INDUCTOR_REPORT": str(tmp_path / "r")})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "report of 2 graphs" in out.stdout
    _check_report(tmp_path / "r")


def test_command_line_runs_the_script_with_its_arguments_and_exit_status(tmp_path):
    out = _run([sys.executable, "-m", "verifier", "audit", "--out", str(tmp_path / "r"), "--run", str(SCRIPT), "3"])
    assert out.returncode == 3, out.stderr[-3000:]  # the script's own exit status
    assert "2 graphs compiled by" in out.stderr and "| agree | " in out.stderr
    _check_report(tmp_path / "r")


def test_verdicts_reach_torch_logging_as_an_artifact(tmp_path):
    out = _run([sys.executable, str(SCRIPT)], {"VERIFIED_INDUCTOR_MODE": "audit",
                                              "TORCH_LOGS": "verified_reinplacing,verified_inductor"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert "[__verified_reinplacing]" in out.stderr and "safe [Inductor: reinplace]" in out.stderr
    assert "verified_inductor audit: graph 1 [0/0 backward]" in out.stderr


def test_context_manager_in_verified_mode_matches_eager(tmp_path):
    sys.path.insert(0, str(SCRIPT.parent))
    import train_step

    torch._dynamo.reset()
    torch.manual_seed(0)
    x, w = torch.randn(8, 16), torch.randn(16, 16, requires_grad=True)
    expected = train_step.step(x.clone(), w)
    with Session("verified", report=tmp_path / "r") as session:
        got = torch.compile(train_step.step)(x.clone(), w)
        got.backward()
    torch._dynamo.reset()
    assert torch.allclose(got, expected, rtol=1e-5)
    assert [g.kind for g in session.graphs] == ["forward", "backward"]
    applied = [c for g in session.graphs for c in g.report.candidates if c.applied]
    assert len(applied) == 2
    assert "applied 2" in session.graphs[0].summary()
    # the report counts the backend's own decisions; there is no Inductor decision to classify
    text = (tmp_path / "r" / "audit.txt").read_text()
    assert "| applied (proven) | 2 (" in text and "bytes of clones removed) |" in text
    assert "| agree |" not in text and "Inductor missed" not in text


def test_backend_verifies_the_backward_graph_too():
    sys.path.insert(0, str(SCRIPT.parent))
    import train_step

    torch._dynamo.reset()
    backend = verifier.backend.make_backend("verified")
    x, w = torch.randn(8, 16), torch.randn(16, 16, requires_grad=True)
    torch.compile(train_step.step, backend=backend)(x, w).backward()
    torch._dynamo.reset()
    assert [g.kind for g in backend.session.graphs] == ["forward", "backward"]


def test_audit_executes_inductors_rewrite_of_each_graph_against_the_graph():
    sys.path.insert(0, str(SCRIPT.parent))
    import train_step

    torch._dynamo.reset()
    with Session("audit", execute=True) as session:
        x, w = torch.randn(8, 16), torch.randn(16, 16, requires_grad=True)
        torch.compile(train_step.step)(x, w).backward()
    torch._dynamo.reset()
    assert [g.inductor_execution for g in session.graphs] == ["", ""]  # run, bit-identical
    assert "0 of 2 programs differ" in verifier.surfaces.audit.totals(session.results())

"""What the tool writes and the status it ends with: no user file destroyed, every bad input or
unwritable output a one-line error with status 2 before any work, the status of what `audit --run`
runs kept, a campaign interrupted or given no time said so."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from verifier.surfaces import cli, outputs

PROGRAM = """import torch

def doubled(x):
    return x * 2

doubled.example_inputs = lambda: (torch.ones(4),)
"""


def _cli(*args, timeout=300, **kw):
    return subprocess.run([sys.executable, "-m", "verifier", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, **kw)


def _one_line_error(run):
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    return run.returncode == 2 and lines and lines[-1].startswith("reinplace-verify: error:") and "Traceback" not in run.stderr


@pytest.fixture
def program(tmp_path):
    path = tmp_path / "prog.py"
    path.write_text(PROGRAM)
    return path


def test_an_output_that_is_an_input_of_the_run_is_refused_and_left_alone(program):
    before = program.read_text()
    for args in (("check", program, "--json", program), ("audit", program, "--json", program)):
        assert cli.main([str(a) for a in args]) == 2, args
    assert program.read_text() == before


def test_a_report_folder_holding_the_users_files_is_refused_and_untouched(tmp_path, program):
    out = tmp_path / "mine"
    (out / "lowering").mkdir(parents=True)
    (out / "lowering" / "notes.txt").write_text("mine")
    (out / "counterexamples").mkdir()
    script = tmp_path / "train.py"
    script.write_text("print('trained')\n")
    run = _cli("audit", "--out", out, "--run", script)
    assert _one_line_error(run), run.stderr
    assert (out / "lowering" / "notes.txt").read_text() == "mine" and (out / "counterexamples").is_dir()


def test_a_report_folder_of_the_tool_is_replaced_and_only_its_own_files(tmp_path):
    out = tmp_path / "report"
    script = tmp_path / "train.py"
    script.write_text("print('trained')\n")
    assert _cli("audit", "--out", out, "--run", script).returncode == 0
    assert (out / "audit.txt").is_file() and (out / outputs.MANIFEST).is_file()
    (out / "notes.txt").write_text("mine")  # the user's file beside the tool's
    assert _cli("audit", "--out", out, "--run", script).returncode == 0
    assert (out / "notes.txt").read_text() == "mine" and (out / "audit.txt").is_file()


def test_prove_removes_only_the_proofs_it_wrote(tmp_path, program):
    out = tmp_path / "proofs"
    out.mkdir()
    (out / "mine.smt2").write_text("(check-sat)\n")
    assert _one_line_error(_cli("prove", "--out", out, program))  # a folder of the user's: refused
    assert (out / "mine.smt2").exists()
    fresh = tmp_path / "fresh"
    assert _cli("prove", "--out", fresh, program).returncode == 0
    (fresh / "mine.smt2").write_text("(check-sat)\n")
    assert _cli("prove", "--out", fresh, program).returncode == 0
    assert (fresh / "mine.smt2").exists()
    assert _one_line_error(_cli("prove", "--out", program, program))  # a file where a folder is asked for


@pytest.mark.parametrize("source", ["raise RuntimeError('no data here')\n", "PROGRAMS = 5\n"])
def test_a_program_file_that_fails_to_load_is_a_one_line_input_error(tmp_path, source):
    bad = tmp_path / "bad.py"
    bad.write_text(source)
    for command in ("check", "audit"):
        run = _cli(command, bad)
        assert _one_line_error(run), (command, run.stderr)


def test_outputs_that_name_an_existing_file_or_standard_output_are_refused_before_the_analysis(tmp_path, program):
    existing = tmp_path / "a_file"
    existing.write_text("keep")
    for args in (("check", program, "--smt2", existing), ("check", program, "--counterexamples", existing),
                 ("check", program, "--json", "-"), ("fuzz", "--programs", "1", "--json", "-")):
        run = _cli(*args)
        assert _one_line_error(run), (args, run.stderr)
        assert "candidates" not in run.stdout  # nothing was analysed
    assert existing.read_text() == "keep"


@pytest.mark.parametrize("args", [("audit", "--out", "somewhere"), ("audit", "--mode", "verified")])
def test_options_of_run_without_run_are_refused(args):
    assert cli.main(list(args)) == 2


@pytest.mark.parametrize("minutes", ["nan", "inf", "-1", "0"])
def test_a_campaign_length_that_is_no_positive_number_is_refused(minutes):
    run = _cli("fuzz", "--minutes", minutes)
    assert run.returncode == 2 and "Traceback" not in run.stderr


def test_audit_run_keeps_the_status_of_the_command_it_ran(tmp_path):
    assert _cli("audit", "--out", tmp_path / "a", "--run", "true").returncode == 0
    assert _cli("audit", "--out", tmp_path / "b", "--run", "false").returncode == 1
    script = tmp_path / "hello.py"
    script.write_text("import sys\nprint('hello')\nsys.exit(3)\n")
    run = _cli("audit", "--out", tmp_path / "c", "--run", sys.executable, script)
    assert run.returncode == 3 and "hello" in run.stdout, run.stderr[-2000:]


def test_an_interrupted_campaign_ends_with_130_and_its_summary(tmp_path):
    record = tmp_path / "record.jsonl"
    import signal

    # as from a terminal: a test runner's worker may ignore SIGINT, and an ignored signal stays
    # ignored in the processes it starts (Python then raises no KeyboardInterrupt)
    proc = subprocess.Popen([sys.executable, "-m", "verifier", "fuzz", "--programs", "400", "--jobs", "1",
                             "--json", str(record)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    import time

    deadline = time.time() + 240
    while time.time() < deadline and (not record.exists() or not record.read_text().strip()):
        time.sleep(1)
    os.killpg(proc.pid, 2)  # Ctrl-C reaches the whole foreground group
    try:
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:  # the Ctrl-C was lost: the campaign would run on beside the other tests
            os.killpg(proc.pid, 9)
            proc.communicate()
    assert proc.returncode == 130, err[-2000:]
    assert "programs " in out and "interrupted" in err and "Traceback" not in err


def test_help_answers_without_importing_torch():
    run = subprocess.run([sys.executable, "-X", "importtime", "-m", "verifier", "--help"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and "usage" in run.stdout
    assert "| torch\n" not in run.stderr and " torch\n" not in run.stderr.replace("torch.", "")

"""The command line, as a user runs it."""

import json
import subprocess
import sys
from pathlib import Path
from verifier.integration.capture import capture_program

ROOT = Path(__file__).parent.parent


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "verifier", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_check_one_program_prints_verdicts_and_inductor_beside(tmp_path, inductor_drops_the_clone):
    out_json = tmp_path / "r.json"
    r = run("check", "tests/programs.py::clone_removed", "--json", str(out_json))
    assert r.returncode == 1, r.stderr  # a finding: Inductor reinplaces it, and the divergence reproduces
    assert "dst_ptr: unsafe [Inductor: reinplace] - self-aliasing" in r.stdout
    assert "dst_ptr: Reproduced on cpu" in r.stdout and "dst_ptr: Inductor unsound" in r.stdout
    data = json.loads(out_json.read_text())
    (prog,) = data["programs"]
    assert prog["candidates"][0]["verdict"] == "unsafe"


def test_unknown_program_name_lists_the_choices():
    r = run("check", "tests/programs.py::no_such_program")
    assert r.returncode != 0
    assert "no program 'no_such_program'" in r.stderr and "fused_qkv_columns" in r.stderr


def test_a_program_file_already_imported_is_not_executed_again():
    """`prove` and `check` load program files by path; executing tests/programs.py a second time
    would register its custom ops again, and torch then frees the ops the first import's
    functions call (a crash at their next compile)."""
    import programs
    from verifier.compiler.programs import load_module

    assert load_module(ROOT / "tests" / "programs.py") is programs
    prog = next(p for p in programs.PROGRAMS if p.name == "op_sine_clone_removed")
    assert capture_program(prog) is not None


def test_a_file_that_is_not_python_is_a_one_line_error(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("not a program\n")
    r = run("check", str(notes))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip() == f"reinplace-verify: error: {notes} is not a Python file: give FILE.py or FILE.py::NAME"


def test_programs_may_list_plain_functions_and_say_what_they_must_hold(tmp_path):
    good = tmp_path / "funcs.py"
    good.write_text(
        "import torch\n"
        "def scaled(x):\n"
        "    x.mul_(2)\n"
        "scaled.example_inputs = lambda: (torch.ones(4),)\n"
        "PROGRAMS = [scaled]\n")
    r = run("check", str(good))
    assert r.returncode == 0, r.stderr
    assert "# scaled" in r.stdout and "mul.self: safe" in r.stdout
    bad = tmp_path / "bad.py"
    bad.write_text("def f(x):\n    return x\nPROGRAMS = [f]\n")
    r = run("check", str(bad))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "PROGRAMS must hold verifier.Program objects, or functions with an `example_inputs` attribute" in r.stderr


def test_audit_of_a_run_writes_json_and_says_when_inductors_rewrite_was_not_executed(tmp_path):
    script = tmp_path / "step.py"
    script.write_text(
        "import sys\n"
        "import torch\n"
        "def step(x):\n"
        "    x.mul_(2)\n"
        "    return x.sum()\n"
        "torch.compile(step)(torch.ones(4))\n"
        "print('script arguments:', sys.argv[1:])\n")
    out = tmp_path / "audit.json"
    r = run("audit", "--json", str(out), "--out", str(tmp_path / "r"), "--run", str(script), "--json", "for-the-script")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "script arguments: ['--json', 'for-the-script']" in r.stdout
    assert json.loads(out.read_text())["graphs"]  # --json before --run is the audit's
    assert "the --json after the script went to the script" in r.stderr
    assert "Inductor's own rewrite was not executed against the functional graph (VERIFIED_INDUCTOR_EXECUTE=1" in r.stderr
    assert "0 of 0 programs differ" not in r.stderr
    help_text = run("audit", "--help").stdout
    assert "everything after SCRIPT.py is the script's own arguments" in " ".join(help_text.split())

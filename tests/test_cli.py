"""The command line, as a user runs it."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "verifier", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_check_one_program_prints_verdicts_and_inductor_beside(tmp_path):
    out_json = tmp_path / "r.json"
    r = run("check", "tests/programs.py::clone_removed", "--json", str(out_json))
    assert r.returncode == 0, r.stderr
    assert "dst_ptr: unsafe [Inductor: reinplace] - self-aliasing" in r.stdout
    assert "Inductor unsound" in r.stdout
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
    assert prog.capture() is not None

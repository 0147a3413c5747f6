"""What a new user meets on the command line: exit codes (0 clean, 1 findings, 2 usage or input
errors, 130 interrupted), errors said in one line before a run, one vocabulary, a report folder
owned by one run."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from verifier.surfaces import cli

HERE = Path(__file__).parent
PROGRAMS = HERE / "new_user_programs.py"


def _cli(*args, timeout=600, **kw):
    return subprocess.run([sys.executable, "-m", "verifier", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, **kw)


def test_audit_exits_1_on_a_reproduced_divergence_and_0_when_clean(inductor_drops_the_clone):
    unsound = _cli("audit", f"{PROGRAMS}::reverse_into_input")
    assert unsound.returncode == 1, unsound.stdout + unsound.stderr
    assert "Inductor unsound | 1" in unsound.stdout
    assert "reverse_into_input custom_op.0: Reproduced on cpu" in unsound.stdout  # which run showed it
    clean = _cli("audit", f"{PROGRAMS}::doubled")
    assert clean.returncode == 0, clean.stdout + clean.stderr


def test_a_program_that_cannot_be_captured_is_an_input_error(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import torch\ndef f(x):\n    return x.nonexistent()\nf.example_inputs = lambda: (torch.ones(2),)\n")
    assert _cli("audit", bad).returncode == 2
    checked = _cli("check", bad)
    assert checked.returncode == 2 and "error:" in checked.stdout


@pytest.mark.parametrize("args, says", [
    (["chek"], "unknown command 'chek' (did you mean 'check'?)"),
    (["fuzz", "--programs", "0"], "must be positive"),
    (["fuzz", "--programs", "-3"], "must be positive"),
    (["fuzz", "--minutes", "-1"], "must be positive"),
    (["fuzz", "--jobs", "0"], "must be positive"),
    (["audit", "--json", "/nonexistent-folder/audit.json"], "cannot write /nonexistent-folder/audit.json"),
    (["audit", "--cuda"], "--cuda needs a CUDA device"),
])
def test_usage_errors_are_one_line_before_any_work(args, says):
    if "--cuda" in args:
        import torch

        if torch.cuda.is_available():
            pytest.skip("this machine has a GPU")
    run = _cli(*args, timeout=120)
    assert run.returncode == 2, run.stdout + run.stderr
    assert says in run.stderr and "Traceback" not in run.stderr
    assert "[1/" not in run.stderr  # nothing was audited first


def test_check_speaks_the_audits_vocabulary(monkeypatch, capsys, inductor_drops_the_clone):
    """`check` used to say "Inductor unsound" wherever Inductor reinplaces a refused candidate; like
    the audit it now runs the counterexample and says "unsafe, not reproduced" when it shows nothing."""
    from verifier.running import counterexample

    def not_shown(self):
        self.reproduction = counterexample.Reproduction(counterexample.NOT_REPRODUCED, "Not reproduced: (test)")
        return self.reproduction

    monkeypatch.setattr(counterexample.Counterexample, "reproduce", not_shown)
    status = cli.main(["check", f"{PROGRAMS}::reverse_into_input"])
    out = capsys.readouterr().out
    assert "unsafe, not reproduced" in out and "Inductor unsound" not in out
    assert status == 0


def test_ctrl_c_reports_what_was_audited(tmp_path, capsys):
    interrupting = tmp_path / "progs.py"
    interrupting.write_text(
        "import torch\n"
        "def first(x):\n    return x * 2\n"
        "first.example_inputs = lambda: (torch.ones(3),)\n"
        "def second(x):\n    return x + 1\n"
        "def _interrupt():\n    raise KeyboardInterrupt\n"
        "second.example_inputs = _interrupt\n")
    report = tmp_path / "audit.json"
    status = cli.main(["audit", str(interrupting), "--json", str(report)])
    assert status == 130
    assert [p["name"] for p in json.loads(report.read_text())["programs"]] == ["first"]
    assert "interrupted: the report below holds the 1 of 2 programs audited" in capsys.readouterr().err


def test_one_run_owns_its_report_folder(tmp_path):
    out = tmp_path / "report"
    out.mkdir()
    (out / "counterexamples").mkdir()
    (out / "counterexamples" / "stale.py").write_text("# from an earlier run\n")
    (out / ".reinplace-verify").write_text("counterexamples/stale.py\n")  # the earlier run's manifest
    assert cli.claim_folder(out) is None
    assert not (out / "counterexamples").exists()  # an earlier run's scripts are not this run's
    holder = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        cli.release_folder(out)
        (out / ".reinplace-verify.lock").write_text(str(holder.pid))  # another run, alive
        assert "another run" in cli.claim_folder(out)
    finally:
        holder.kill()
        holder.wait()
    assert cli.claim_folder(out) is None  # the other run is gone: its lock is stale
    cli.release_folder(out)


def test_prove_check_without_cvc5_says_so_once(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    (tmp_path / "cvc5.py").write_text("raise ImportError('hidden by the test')\n")
    (tmp_path / "sitecustomize.py").write_text(
        "import importlib.util, sys\n_find = importlib.util.find_spec\n"
        "importlib.util.find_spec = lambda name, *a: None if name == 'cvc5' else _find(name, *a)\n")
    run = _cli("prove", "--check", timeout=120, env=env, cwd=HERE.parent)
    assert run.returncode == 2
    assert run.stderr.count("cvc5 is not installed") == 1 and run.stdout == ""


def test_a_gpu_script_without_a_gpu_points_to_the_cpu_audit(tmp_path):
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU")
    script = tmp_path / "train.py"
    script.write_text(
        "import torch, triton, triton.language as tl\n"
        "@triton.jit\ndef k(x_ptr):\n    tl.store(x_ptr, 1.0)\n"
        "x = torch.zeros(4)\nk[(1,)](x)\n")
    run = _cli("audit", "--out", tmp_path / "r", "--run", script)
    assert run.returncode == 1
    assert "need a GPU" in run.stderr and "reinplace-verify audit FILE.py" in run.stderr


def test_the_json_names_each_class_once():
    from verifier.surfaces import audit

    row = audit.Row("p", "n", "a", "k", "reinplace", "unsafe", "unsafe, not reproduced", "why")
    data = audit.to_json([audit.ProgramResult("p", [row], 0.0)])
    (cand,) = data["programs"][0]["candidates"]
    assert cand["class"] == "unsafe, not reproduced" and "klass" not in cand


def test_the_table_fits_a_terminal_and_keeps_whole_reasons():
    from verifier.surfaces import audit

    reason = "stale read: " + "a long reason that names the nodes involved " * 6 + "END"
    row = audit.Row("a_program_with_a_long_name", "triton_kernel_wrapper_functional_proxy", "x_ptr", "k",
                    "reinplace", "unsafe", "unsafe, not reproduced", reason, 0, "not reproduced by execution: ...")
    text = audit.table([audit.ProgramResult("a_program_with_a_long_name", [row], 0.0)])
    assert max(len(line) for line in text.splitlines()) <= 120
    assert "END" in text and "..." not in text.replace("execution: ...", "")


def test_program_is_exported():
    import verifier

    assert verifier.Program.__name__ == "Program"


MAIN_SCRIPT = """
import subprocess, sys
import torch

@torch.library.custom_op("new_user::reverse_into_", mutates_args=("dst",))
def reverse_into_(src: torch.Tensor, dst: torch.Tensor) -> None:
    dst.copy_(src.flip(0))

def f(x):
    y = x.clone()
    reverse_into_(y, x)   # Inductor drops the clone: src and dst are then both x
    return x * 2.0

if __name__ == "__main__":
    torch.compile(f)(torch.arange(8.0))
    child = subprocess.run([sys.executable, "-c", "import os, torch; print(os.environ.get('VERIFIED_INDUCTOR_MODE'))"],
                           capture_output=True, text=True)
    print("child sees", child.stdout.strip())
"""


def test_a_session_is_its_process_own_and_its_scripts_run_custom_ops_of_main(tmp_path):
    """Counterexample scripts of a custom op defined in the user's __main__ used to fail ("no
    attribute"), and children inherited VERIFIED_INDUCTOR_* and wrote empty reports over the parent's."""
    script = tmp_path / "train.py"
    script.write_text(MAIN_SCRIPT)
    env = dict(os.environ, VERIFIED_INDUCTOR_MODE="audit", VERIFIED_INDUCTOR_REPORT=str(tmp_path / "r"))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=600, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "child sees None" in run.stdout
    data = json.loads((tmp_path / "r" / "audit.json").read_text())
    assert len(data["graphs"]) == 1  # the parent's report, not a child's empty one
    (counterexample,) = (tmp_path / "r" / "counterexamples").glob("*.py")
    shown = subprocess.run([sys.executable, str(counterexample)], capture_output=True, text=True, timeout=600,
                           cwd=tmp_path)
    assert shown.returncode == 0 and "Reproduced on cpu" in shown.stdout, shown.stdout + shown.stderr

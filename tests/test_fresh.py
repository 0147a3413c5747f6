"""A script run from the zygote (`verifier.running.fresh.run_script`) shows what `python script.py`
shows: its status, its output, its name, folder and arguments, a traceback where it fails, nothing
left of the scripts run before it, and its processes killed at a timeout."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from verifier.running import fresh
from verifier.running.fresh import run_script

SCRIPT = """\
import atexit, os, sys
import torch
atexit.register(lambda: print("atexit ran"))
print("name", __name__, "argv", sys.argv, "cwd", os.getcwd(), "path0", sys.path[0])
print("value", (torch.arange(4.0) * 2).tolist(), "X", os.environ.get("FRESH_TEST_X"))
print("to stderr", file=sys.stderr)
sys.exit(3)
"""


@pytest.fixture(autouse=True)
def _from_the_zygote(monkeypatch):
    monkeypatch.setattr(fresh, "_first", False)  # the first script of a process runs in a fresh interpreter


def _both(script, cwd):
    real = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=600, cwd=cwd)
    return real, run_script(script, cwd=cwd)


def test_a_script_shows_what_a_fresh_python_shows(tmp_path):
    script = tmp_path / "shows.py"
    script.write_text(SCRIPT)
    real, forked = _both(script, tmp_path.parent)
    assert forked.returncode == real.returncode == 3
    assert forked.stdout == real.stdout and "atexit ran" in forked.stdout and "name __main__" in forked.stdout
    assert forked.stderr.strip().splitlines()[-1] == real.stderr.strip().splitlines()[-1] == "to stderr"


def test_an_uncaught_exception_is_status_1_and_the_scripts_traceback(tmp_path):
    script = tmp_path / "fails.py"
    script.write_text("def f():\n    raise ValueError('boom')\nf()\n")
    real, forked = _both(script, tmp_path)
    assert forked.returncode == real.returncode == 1
    assert forked.stderr == real.stderr  # the traceback starts at the script's frame, as the interpreter's


def test_nothing_of_an_earlier_script_is_left(tmp_path):
    first, second = tmp_path / "first.py", tmp_path / "second.py"
    first.write_text("import torch\n"
                     "@torch.library.custom_op('fresh_test::op', mutates_args=())\n"
                     "def op(x: torch.Tensor) -> torch.Tensor:\n    return x.clone()\n")
    second.write_text("import sys, torch\nsys.exit(1 if hasattr(torch.ops.fresh_test, 'op') else 0)\n")
    assert run_script(first).returncode == 0
    assert run_script(second).returncode == 0  # a custom op registered twice would fail, too
    assert run_script(first).returncode == 0


def test_a_changed_environment_is_seen(tmp_path, monkeypatch):
    script = tmp_path / "env.py"
    script.write_text("import os\nprint(os.environ.get('FRESH_TEST_X'))\n")
    assert run_script(script).stdout.strip() == "None"
    monkeypatch.setenv("FRESH_TEST_X", "seen")
    assert run_script(script).stdout.strip() == "seen"


def test_a_script_past_its_timeout_is_killed_with_what_it_started(tmp_path):
    marker = tmp_path / "child.pid"
    script = tmp_path / "hangs.py"
    script.write_text("import subprocess, sys, time\n"
                      f"p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
                      f"open({str(marker)!r}, 'w').write(str(p.pid))\n"
                      "time.sleep(600)\n")
    start = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        run_script(script, timeout=5)
    assert time.monotonic() - start < 60
    child = Path(f"/proc/{int(marker.read_text())}/stat")
    time.sleep(0.5)  # the script's own child is killed too: gone, or dead and not yet reaped
    assert not child.exists() or child.read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")


def test_without_the_zygote_the_script_runs_in_a_fresh_interpreter(tmp_path, monkeypatch):
    monkeypatch.setenv("REINPLACE_VERIFY_FRESH_PYTHON", "0")
    script = tmp_path / "shows.py"
    script.write_text(SCRIPT)
    assert not fresh._usable(dict(os.environ))
    r = run_script(script, cwd=tmp_path)
    assert r.returncode == 3 and "atexit ran" in r.stdout


def test_the_first_script_of_a_process_starts_no_zygote(tmp_path, monkeypatch):
    monkeypatch.setattr(fresh, "_first", True)
    monkeypatch.setattr(fresh, "_zygote", None)
    script = tmp_path / "shows.py"
    script.write_text(SCRIPT)
    r = run_script(script, cwd=tmp_path)
    assert fresh._zygote is None and not fresh._first
    assert r.returncode == 3 and "atexit ran" in r.stdout

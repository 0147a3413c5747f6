"""Reports in the user's words: every value a verdict names carries the line of the user's program
that made it, inputs their parameter names, size symbols the dimensions they measure."""

import re
import subprocess
import sys
from pathlib import Path

from verifier.compiler.sources import user_name
from verifier.running.fresh import run_script

ROOT = Path(__file__).parent.parent

PROGRAMS = '''\
import torch

def add_into_input(x):
    y = x.clone()
    y.add_(1)
    return y * 2

add_into_input.example_inputs = lambda: (torch.randn(4, 4),)

def shifted_rows(x):
    x[1:].add_(x[:-1])  # each row plus the one before
    return x

shifted_rows.example_inputs = lambda: (torch.randn(4, 4),)
shifted_rows.dynamic = True

def double(t):
    return t * 2

def through_helper(x):
    y = double(x)
    x.add_(1)
    return y

through_helper.example_inputs = lambda: (torch.randn(4, 4),)
'''


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "verifier", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600)


def test_dynamos_sources_read_as_the_user_wrote_them():
    assert user_name("L['x'].size()[0]") == "x.size(0)"
    assert user_name("L['self']._modules['proj']._parameters['weight']") == "self.proj.weight"
    assert user_name("G['cache'].stride()[1]") == "cache.stride(1)"


def test_a_verdict_names_the_users_lines_and_the_dimension_of_a_size(tmp_path):
    (tmp_path / "progs.py").write_text(PROGRAMS)
    r = run("check", "progs.py", "--no-inductor", "--counterexamples", "cx", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    # `y = x.clone(); y.add_(1)`: the refused candidate is the user's add_, on the input x
    assert "    where: add: progs.py:5  y.add_(1)" in out
    assert "    where: arg0_1: input x" in out
    # the user's comment is not part of the line; the size symbol says which dimensions it is
    assert re.search(r"where: add_?\d*, slice_1, slice_2: progs\.py:11  x\[1:\]\.add_\(x\[:-1\]\)\n", out), out
    assert re.search(r"example: s\d+=\d+ \(x\.size\(0\), x\.size\(1\)\)", out), out
    # an op written in a helper: its line, and the line of the program that called the helper
    assert "where: mul: progs.py:18  return t * 2  (called at progs.py:21)" in out, out
    # the counterexample script says the same in its docstring, and still runs
    script = next((tmp_path / "cx").glob("add_into_input.*.py"))
    assert "where: add: progs.py:5  y.add_(1)" in script.read_text()
    assert run_script(script).returncode == 0


def test_check_graph_prints_the_captured_graph_beside_the_program(tmp_path):
    (tmp_path / "progs.py").write_text(PROGRAMS)
    r = run("check", "progs.py::shifted_rows", "--no-inductor", "--graph", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    graph = r.stdout.split("# shifted_rows: the captured graph\n")[1].split("\n\n")[0].splitlines()
    assert any(line.startswith("arg1_1: (s") and line.endswith("# input x") for line in graph), graph
    assert any(" = add.Tensor(slice_1, slice_2)" in line and line.endswith("# progs.py:11  x[1:].add_(x[:-1])")
               for line in graph), graph
    assert any(re.fullmatch(r"# s\d+: x\.size\(0\), x\.size\(1\)", line) for line in graph), graph


def test_the_readmes_example_is_what_the_audit_prints(tmp_path):
    readme = (ROOT / "README.md").read_text()
    source = readme.split("```python\n# my_programs.py\n")[1].split("```")[0]
    (tmp_path / "my_programs.py").write_text("# my_programs.py\n" + source)
    shown = readme.split("```\nprogram  candidate")[1].split("```")[0]
    r = run("audit", "my_programs.py", cwd=tmp_path)
    assert "program  candidate" + shown in r.stdout, r.stdout

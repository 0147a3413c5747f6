"""The audit on the built-in corpus, as the README's first command runs it."""

import io
import json
import subprocess
import sys

import pytest

from verifier.surfaces import audit
from verifier.corpus import PROGRAMS
from verifier.running.execution import compare
from verifier import reinplace
from verifier.integration.capture import capture_program

# one worker computes the module's audit of the table once (a module fixture), under xdist too
pytestmark = pytest.mark.xdist_group("test_audit")

INDUCTOR_UNSOUND = {"bug_198031_triton", "bug_198094_shape_triton", "custom_op_clone_removed"}


@pytest.fixture(scope="module")
def results():
    out, progress = io.StringIO(), io.StringIO()
    res = audit.run(PROGRAMS, out=out, progress=progress)
    return res, out.getvalue(), progress.getvalue()


def test_corpus_is_large_and_realistic():
    assert len(PROGRAMS) >= 40
    names = " ".join(p.name for p in PROGRAMS)
    for topic in ("rotary", "kv_", "adam", "layernorm", "softmax", "cross_entropy", "quantize", "chain", "custom_op", "bug_198031"):
        assert topic in names


def test_audit_covers_every_program_and_shows_progress(results):
    res, text, progress = results
    assert [r.name for r in res] == [p.name for p in PROGRAMS]
    assert not [r.error for r in res if r.error]
    # every node Inductor's pass decides on is a candidate, a link, or listed as not analysed
    assert not {r.name: r.uncovered for r in res if r.uncovered}
    assert f"[{len(PROGRAMS)}/{len(PROGRAMS)}]" in progress
    assert "| Inductor missed |" in text and "Inductor-unsound programs (divergence reproduced by execution):" in text


def test_audit_finds_every_inductor_unsound_program_with_a_reproduced_counterexample(results):
    res, _, _ = results
    rows = [row for r in res for row in r.rows]
    unsound = {row.program for row in rows if row.klass == "Inductor unsound"}
    from conftest import release_drops_user_clones

    dropped = {"bug_198031_triton", "custom_op_clone_removed"}  # a torch that keeps the clone is right there
    assert unsound == (INDUCTOR_UNSOUND if release_drops_user_clones() else INDUCTOR_UNSOUND - dropped)
    for row in rows:
        if row.klass == "Inductor unsound":
            assert row.execution.startswith("Reproduced")
    # nothing else accuses Inductor: refusals that execution did not show are their own classes
    assert {row.klass for row in rows} <= set(audit.CLASSES)


def test_only_a_reproduced_divergence_accuses_inductor():
    assert audit.classify("unsafe", "reinplace", "reproduced") == "Inductor unsound"
    assert audit.classify("unsafe", "reinplace", "not reproduced") == "unsafe, not reproduced"
    assert audit.classify("unsafe", "reinplace", "could not run") == "could not run"
    assert audit.classify("unsafe", "reinplace", None) == "could not run"
    assert audit.classify("unsafe", "clone", None) == "agree"
    row = audit.Row("p", "n", "a", "k", "reinplace", "unsafe", "unsafe, not reproduced", "why")
    text = audit.totals([audit.ProgramResult("p", [row], 0.0)])
    assert "| unsafe, not reproduced | 1 |" in text and "| Inductor unsound | 0 |" in text
    assert "Inductor-unsound programs" not in text and "no divergence shown: p" in text


def test_audit_counts_what_inductor_misses(results):
    res, _, _ = results
    missed = [row for r in res for row in r.rows if row.klass == "Inductor missed"]
    assert len(missed) >= 10 and all(row.bytes > 0 and row.verdict == "safe" for row in missed)
    assert {"rotary_qk_fused", "kv_write_slots", "adam_flat_params"} <= {row.program for row in missed}


def test_the_loss_slices_of_a_chunked_cross_entropy_need_no_clone(results):
    # Liger's fused linear cross-entropy pattern: Inductor keeps a clone of each loss slice, and on
    # the GPU its lowering of that clone fills it wrongly (results/inductor_clone_slice.md); the
    # verifier proves every one of them needless, so verified_inductor never makes them.
    res, _, _ = results
    rows = [row for r in res if r.name == "chunked_cross_entropy" for row in r.rows]
    loss = [row for row in rows if row.arg == "loss_ptr"]
    assert len(loss) == 4
    assert all(row.verdict == "safe" and row.inductor == "clone" and row.klass == "Inductor missed" for row in loss)
    assert {row.klass for row in rows if row.arg == "logits_ptr"} == {"agree"}


def test_every_proven_rewrite_of_the_corpus_executes_identically():
    for prog in PROGRAMS:
        gm = capture_program(prog)
        new, report = reinplace(gm)
        for order in ("sequential", "reversed"):
            assert compare(gm, new, list(prog.inputs()), order) is None, (prog.name, order)


def test_audit_of_a_users_file_with_json(tmp_path):
    user = tmp_path / "mine.py"
    user.write_text(
        "import torch\n"
        "from verifier.kernels import scale_\n"
        "def rows(x):\n"
        "    scale_(x[1])\n"
        "    return x[0] + 1\n"
        "rows.example_inputs = lambda: (torch.randn(4, 8),)\n"
    )
    out = tmp_path / "audit.json"
    r = subprocess.run([sys.executable, "-m", "verifier", "audit", str(user), "--json", str(out)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "Inductor missed" in r.stdout
    data = json.loads(out.read_text())
    (prog,) = data["programs"]
    assert prog["name"] == "rows" and prog["candidates"][0]["class"] == "Inductor missed"

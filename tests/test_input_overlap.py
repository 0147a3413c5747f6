"""Inputs of one storage that overlap although AOTAutograd calls them disjoint (its 2-d shortcut:
row windows of a non-contiguous matrix that share a row; docs/findings/overlapping_rows_called_disjoint.md).
Plain torch.compile reads the rows as they were before the other input wrote them; the modes that
refuse give the inputs one synthetic base and compute eager's result; the audit names the pair."""

import random
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from torch._C._dynamo.guards import compute_overlapping_tensors

from verifier.backend import make_backend
from verifier.integration.caching import caches_off
from verifier.integration.inputs import MISSED_OVERLAP, missed_pairs
from verifier.surfaces.session import lowering_findings

FINDINGS = Path(__file__).resolve().parents[1] / "docs" / "findings"
sys.path.insert(0, str(FINDINGS))
import overlapping_rows_called_disjoint as finding  # noqa: E402


def _run(backend, fn=finding.f, **kw):
    torch._dynamo.reset()
    with caches_off():
        return finding.run(torch.compile(fn, backend=backend, fullgraph=True, **kw), "cpu")


def test_the_finding_holds_on_this_torch():
    b = torch.arange(32.0).reshape(4, 8)
    if compute_overlapping_tensors([b[0:2, 0:4], b[1:3, 0:4]], symbolic=False):
        pytest.skip("this torch sees the overlap")
    expected, _ = finding.run(finding.f, "cpu")
    got, _ = _run("aot_eager")
    assert not torch.equal(got, expected)  # the rows before the write


@pytest.mark.parametrize("mode", ["verified", "gate", "clones"])
def test_refusing_modes_compute_eagers_result(mode):
    expected, expected_b = finding.run(finding.f, "cpu")
    backend = make_backend(mode)
    got, b = _run(backend)
    assert torch.equal(got, expected) and torch.equal(b, expected_b)
    [graph] = backend.session.graphs
    [missed] = graph.inputs
    assert missed.corrected and missed.inputs == ("L['x']", "L['y']")
    assert "given a synthetic base" in graph.summary()


def test_audit_keeps_aots_answer_and_names_the_pair():
    expected, _ = finding.run(finding.f, "cpu")
    backend = make_backend("audit")
    got, _ = _run(backend)
    assert not torch.equal(got, expected)  # the audit changes nothing
    lines = [line for g in backend.session.graphs for line in lowering_findings(g) if line.startswith(MISSED_OVERLAP)]
    assert len(lines) == 1
    assert "size (2, 4), stride (8, 1), offset 0" in lines[0] and "offset 8" in lines[0]
    assert "left as separate inputs" in lines[0]
    # and reproduced: the compiled graph, run on copies of the call's views of one matrix, is not eager
    assert "run on the call's inputs: differs: " in lines[0] and "eager gives" in lines[0]
    [missed] = [m for g in backend.session.graphs for m in g.inputs]
    assert missed.execution.startswith("differs")


def test_dynamic_sizes_one_compile_each_call_right():
    backend = make_backend("verified")
    compiled = torch.compile(finding.f, backend=backend, dynamic=True)
    torch._dynamo.reset()
    for rows, cols in [(4, 8), (6, 10), (5, 12)]:
        b = torch.arange(float(rows * cols)).reshape(rows, cols)
        e = b.clone()
        expected = finding.f(e[0:2, 0:4], e[1:3, 0:4])
        with caches_off():
            got = compiled(b[0:2, 0:4], b[1:3, 0:4])
        assert torch.equal(got, expected) and torch.equal(b, e)
    assert len(backend.session.graphs) == 1  # AOTAutograd's guard kept its own answer: no recompile


def test_disjoint_column_halves_stay_separate():
    def f(x, y):
        x.mul_(2)
        return y + 1

    backend = make_backend("verified")
    b = torch.arange(32.0).reshape(4, 8)
    e = b.clone()
    torch._dynamo.reset()
    with caches_off():
        got = torch.compile(f, backend=backend, fullgraph=True)(b[:, 0:4], b[:, 4:8])
    assert torch.equal(got, f(e[:, 0:4], e[:, 4:8])) and torch.equal(b, e)
    assert [g.inputs for g in backend.session.graphs] == [[]]


def test_training_through_the_synthetic_base():
    def h(x, y):
        x.mul_(2)
        return (y * 3).sum()

    w = torch.randn(4, 8, requires_grad=True)
    b = w * 1
    expected = h(b[0:2, 0:4], b[1:3, 0:4])
    expected.backward()
    grad, w.grad = w.grad.clone(), None
    torch._dynamo.reset()
    b = w * 1
    with caches_off():
        got = torch.compile(h, backend=make_backend("verified"))(b[0:2, 0:4], b[1:3, 0:4])
    got.backward()
    assert torch.allclose(got, expected) and torch.allclose(w.grad, grad)


def _elements(t: torch.Tensor) -> set[int]:
    offsets = torch.zeros(t.shape, dtype=torch.long) + t.storage_offset()
    for d, (n, s) in enumerate(zip(t.shape, t.stride())):
        shape = [1] * t.dim()
        shape[d] = n
        offsets = offsets + (torch.arange(n) * s).reshape(shape)
    return set(offsets.flatten().tolist())


def test_every_overlap_of_random_views_is_found_and_no_other():
    """Views of one storage drawn at random (windows of a matrix, and 1 to 3 dims with strides and
    offsets of every kind):
    AOTAutograd's answer joined with the pairs found again names every pair that shares an element,
    and a pair found again always shares one (the footprints are small enough to enumerate)."""
    rng = random.Random(0)
    storage = torch.zeros(256)
    missed_by_torch = 0
    for _ in range(150):
        views, width = [], rng.randint(2, 8)
        for _ in range(3):
            if rng.random() < 0.5:  # a window of rows and columns of one (., width) matrix
                rows, cols = rng.randint(1, 4), rng.randint(1, width)
                views.append(storage.as_strided((rows, cols), (width, 1), rng.randint(0, 3) * width + rng.randint(0, width - cols)))
                continue
            dims = rng.randint(1, 3)
            sizes = [rng.randint(1, 4) for _ in range(dims)]
            strides = [rng.choice([1, 2, 3, 5, 8, 12]) for _ in range(dims)]
            views.append(storage.as_strided(sizes, strides, rng.randint(0, 20)))
        theirs = compute_overlapping_tensors(views, symbolic=False)
        found = missed_pairs(views, [0, 1, 2], theirs)
        for i, j in [(0, 1), (0, 2), (1, 2)]:
            meets = bool(_elements(views[i]) & _elements(views[j]))
            if i in theirs and j in theirs:
                continue
            assert ((i, j) in found) == meets, (views[i].shape, views[i].stride(), views[j].shape, views[j].stride())
            missed_by_torch += meets
    assert missed_by_torch >= 10, missed_by_torch  # the draw reaches the pairs torch gets wrong


def test_ordered_effects_beside_overlapping_inputs_run_in_eager(tmp_path):
    """docs/findings/effect_tokens_beside_a_synthetic_base.md: an op with an ordered effect and two
    views of one storage, one written. Plain torch.compile cannot compile it (the synthetic base
    loses the effect token); the refusing modes run the graph in eager, give eager's values and
    say so in the report; the same op beside disjoint inputs is compiled."""
    import effect_tokens_beside_a_synthetic_base as effects

    from verifier.surfaces.session import write

    expected = [t.clone() for t in effects.f(*effects.make("cpu"))]
    torch._dynamo.reset()
    try:  # the finding, while this torch has it
        with caches_off():
            torch.compile(effects.f, fullgraph=True)(*effects.make("cpu"))
    except Exception as e:
        assert "tangents_token" in str(e)
    for mode in ("verified", "gate", "clones"):
        backend = make_backend(mode)
        torch._dynamo.reset()
        with caches_off():
            got = torch.compile(effects.f, backend=backend, fullgraph=True)(*effects.make("cpu"))
        assert all(torch.equal(e, g) for e, g in zip(expected, got)), mode
        [why] = backend.session.eager
        assert "ordered_read has ordered effects" in why and not backend.session.graphs
    write(backend.session, tmp_path)
    assert "a graph run in eager, not compiled: inputs 0 and 1 may share bytes" in (tmp_path / "audit.txt").read_text()

    def disjoint():
        b = torch.arange(40.0).reshape(5, 8)
        return [b[:4, :4], b[:4, 4:]]

    expected = [t.clone() for t in effects.f(*disjoint())]
    backend = make_backend("verified")
    torch._dynamo.reset()
    with caches_off():
        got = torch.compile(effects.f, backend=backend, fullgraph=True)(*disjoint())
    assert all(torch.equal(e, g) for e, g in zip(expected, got))
    assert not backend.session.eager and backend.session.graphs  # compiled: no base is needed


def test_a_conflict_of_the_lowering_between_overlapping_inputs_is_reproduced(tmp_path):
    """Two row windows of one matrix, shifted by a row (strides of the matrix, AOTAutograd calls
    them disjoint): the reads of y that Inductor moves after the write of x meet it. Run against
    the functional graph, the compiled program is given inputs with the graph's strides and
    offsets, views of one storage where its fake tensors share one: the conflict is reproduced,
    and its standalone script, run, shows it too."""
    def f(x, y):
        r0 = y + 1.0
        x.copy_(x.flip(0) + 1)
        r2 = y - 0.5
        return r0, r2

    def views():
        b = torch.randn(9, 16, generator=torch.Generator().manual_seed(0))
        return b[:8, :8], b[1:9, :8]

    backend = make_backend("audit")
    torch._dynamo.reset()
    with caches_off():
        torch.compile(f, backend=backend, fullgraph=True)(*views())
    records = [g.lowering for g in backend.session.graphs if g.lowering is not None and g.lowering.left]
    assert records, [g.summary() for g in backend.session.graphs]
    assert all(r.execution.startswith("differs") for r in records), [r.execution for r in records]
    (tmp_path / "race.py").write_text(records[0].script)
    run = subprocess.run([sys.executable, str(tmp_path / "race.py")], capture_output=True, text=True, timeout=300)
    assert run.stdout.startswith("reproduced"), run.stdout + run.stderr

"""Aten ops that functionalization left out of place, written in place through their own in-place
variants and out= forms: candidates read from the schemas, decided by the same obligations, each
refusal reproduced by its counterexample, each proven rewrite executed, and applied only where
Inductor's generated code then really works in place."""

import pytest
import torch

from aten_programs import PROGRAMS
from verifier import force, reinplace
from verifier.compiler.inductor import NOT_A_CANDIDATE
from verifier.compiler.ops import inplace_variant, out_variant
from verifier.running.execution import compare
from verifier.running.fresh import run_script
from verifier.integration.capture import capture_program

UNSAFE = [p for p in PROGRAMS if any(v == "unsafe" for _, v in p.expect)]


def _program(name):
    return next(p for p in PROGRAMS if p.name == name)


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_verdicts(prog, analysed):
    gm, report, _ = analysed(prog)
    got = [(c.arg, c.verdict.value) for c in report.candidates if c.form in prog.forms]
    assert got == prog.expect, f"{prog.name}: {prog.why}\n{report.text()}"
    # Inductor's pass has none of them in its table
    assert all(c.inductor == NOT_A_CANDIDATE for c in report.candidates if c.form)


def test_forms_are_read_from_the_schemas():
    aten = torch.ops.aten
    assert inplace_variant(aten.addmm.default)["inplace"] == "aten.addmm_.default"
    assert inplace_variant(aten.add.Tensor)["pointwise"] and not inplace_variant(aten.addmm.default)["pointwise"]
    # a view's in-place form is no write; a random op's in-place form may draw other numbers
    assert inplace_variant(aten.t.default) is None and inplace_variant(aten.bernoulli.p) is None
    assert inplace_variant(aten.mm.default) is None and out_variant(aten.mm.default) is aten.mm.out
    assert out_variant(aten.bernoulli.p) is None and out_variant(aten.sort.default) is None  # two results


@pytest.mark.parametrize("prog", UNSAFE, ids=lambda p: p.name)
def test_every_refusal_comes_with_a_counterexample_that_reproduces(prog, analysed, tmp_path):
    _, report, _ = analysed(prog)
    for c in [c for c in report.candidates if c.verdict.value == "unsafe"]:
        script = tmp_path / "counterexample.py"
        script.write_text(c.counterexample.program())
        run = run_script(script, cwd=tmp_path)
        assert run.returncode == 0 and "Reproduced on cpu" in run.stdout, f"{c.line()}\n{run.stdout}{run.stderr}"


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_every_proven_rewrite_executes_identically(prog, analysed):
    gm, report, _ = analysed(prog)
    new, _ = reinplace(gm, report)
    assert compare(gm, new, list(prog.inputs())) is None
    for c in report.candidates:  # also those proven and not applied: forced one by one
        if c.verdict.value == "safe" and c.held:
            assert compare(gm, force(gm, report, c), list(prog.inputs())) is None, c.line()


def test_the_rewritten_graph_accumulates_in_place_and_writes_the_slices():
    prog = _program("gradients_by_chunk")
    gm = capture_program(prog)
    new, report = reinplace(gm)
    assert all(c.applied for c in report.candidates)
    code = new.code
    assert code.count("aten.addmm_.default(") == 2 and code.count("aten.mm.out(") == 2
    assert "copy_" not in code and "slice_scatter" not in code


def _compiled_code(fn, args, backend):
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    got = [a.clone() for a in args]
    _, codes = run_and_get_code(torch.compile(fn, backend=backend), *got)
    return got, "\n".join(codes)


def test_inductors_code_then_has_no_copy_and_no_new_buffer():
    """What Inductor generates is what pays: the GEMM accumulates into the caller's tensor and the
    other GEMM writes its rows of grad_x, where plain Inductor allocates a buffer per GEMM and copies."""
    from verifier.backend import make_backend

    prog = _program("gradients_by_chunk")
    args = list(prog.inputs())
    expected = [a.clone() for a in args]
    prog.fn(*expected)
    plain_args, plain = _compiled_code(prog.fn, args, "inductor")
    ours_args, ours = _compiled_code(prog.fn, args, make_backend("verified"))
    assert "extern_kernels.addmm(" in plain and "out=buf" in plain  # a fresh output per GEMM
    assert ours.count("torch.ops.verifier_inplace.addmm__default.default(arg") == 2  # into the caller's grad_w
    assert ours.count("torch.ops.verifier_inplace.mm_out.default(reinterpret_tensor(") == 2  # straight into grad_x's rows
    assert "empty_strided" not in ours.split("def call(")[1]  # no buffer allocated at all
    for got in (plain_args, ours_args):
        assert all(torch.equal(a, b) for a, b in zip(got, expected))


def test_pointwise_forms_are_proven_and_left_to_inductor():
    from verifier.backend import make_backend

    prog = _program("scale_input_in_place")
    gm = capture_program(prog)
    new, report = reinplace(gm)
    (c,) = report.candidates
    assert c.verdict.value == "safe" and not c.applied and "Inductor generates its own kernel" in c.held
    assert "aten.mul.Tensor" in new.code  # left out of place
    args = list(prog.inputs())
    _, plain = _compiled_code(prog.fn, args, "inductor")
    _, ours = _compiled_code(prog.fn, args, make_backend("verified"))
    kernels = lambda code: sorted(line.split("=")[0].strip() for line in code.splitlines() if "async_compile.cpp" in line)  # noqa: E731
    assert kernels(ours) == kernels(plain)  # the same fused kernel, writing x itself


def test_the_audit_counts_them_beyond_inductor(analysed):
    from verifier.surfaces.audit import BEYOND, audit_program

    result = audit_program(_program("addmm_accumulate"))
    assert [row.klass for row in result.rows] == [BEYOND, BEYOND]
    result = audit_program(_program("addmm_input_not_mutated"))
    assert [row.klass for row in result.rows] == ["agree"]  # Inductor leaves it out of place too


def test_a_failing_rewrite_leaves_inductors_graph_as_it_came(monkeypatch):
    """The backend rewrites a copy first: a rewrite that fails half way keeps every clone and the
    compile goes on with the graph as it came."""
    import warnings

    import verifier.running.rewrite as rewrite
    from verifier.backend import make_backend

    real, calls = rewrite._write_out, []

    def broken(graph, node, sink, views):  # the first rewrite goes through, the second fails
        calls.append(node.name)
        if len(calls) % 2 == 0:
            raise RuntimeError("no out= form here")
        real(graph, node, sink, views)

    monkeypatch.setattr(rewrite, "_write_out", broken)
    prog = _program("gradients_by_chunk")
    args = list(prog.inputs())
    expected = [a.clone() for a in args]
    prog.fn(*expected)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got, _ = _compiled_code(prog.fn, args, make_backend("verified"))
    assert any("the rewrite failed" in str(w.message) for w in caught)
    assert all(torch.equal(a, b) for a, b in zip(got, expected))


@pytest.mark.parametrize("name", ["addmm_operand_aliases_acc", "mm_operand_is_the_slice"])
def test_a_gemm_that_reads_what_it_writes_is_shown_on_any_machine(name, analysed, tmp_path):
    """Whether the library's GEMM shows the overlap depends on its blocking (MKL on one Xeon did not):
    the script shows it with GEMMs computed element by element, a result BLAS allows, first."""
    _, report, _ = analysed(_program(name))
    (c,) = [c for c in report.candidates if c.verdict.value == "unsafe"]
    script = tmp_path / "counterexample.py"
    script.write_text(c.counterexample.program())
    run = run_script(script, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "GEMMs computed element by element" in run.stdout and "undefined" in run.stdout, run.stdout


@pytest.fixture
def effectful_index_put():
    """aten.index_put registered as an effectful op: functionalization wraps it in with_effects."""
    from torch._higher_order_ops.effects import _EffectType, _register_effectful_op

    handle = _register_effectful_op(torch.ops.aten.index_put.default, _EffectType.ORDERED)
    yield
    handle.destroy()


def _index_put_of_own_rows(x):
    y = x * 2
    return torch.index_put(y, (torch.tensor([2, 1]),), y[1:3])  # the values are rows of the destination


def _index_put_of_other_rows(x):
    y = x * 2
    return torch.index_put(y, (torch.tensor([2, 1]),), x[1:3])


def test_an_op_inside_with_effects_is_decided_as_the_op(effectful_index_put):
    """with_effects(token, index_put, y, indices, values): the wrapped op's own effects, not an
    opaque call. Its values read rows of y: in place, the rows written first are read after, so
    the rewrite is refused; Inductor's pass swaps in index_put_ (2.15 runs its new values-overlap
    check on the wrapper's arguments, shifted by the token and the op), and the audit reproduces
    the divergence. With values read elsewhere the rewrite is proven, applied and executed."""
    from verifier.integration.capture import capture
    from verifier.compiler.inductor import annotate, inductor_rewrite
    from verifier.running.passes import analyze
    from verifier.surfaces.audit import audit_program
    from verifier.compiler.programs import Program

    gm = capture(_index_put_of_own_rows, torch.randn(4, 8))
    report = analyze(gm)
    annotate(report, gm, inductor_rewrite(gm))
    (wrapped,) = [c for c in report.candidates if c.node.startswith("with_effects")]
    assert (wrapped.kernel, wrapped.verdict.value, wrapped.inductor) == ("aten.index_put.default", "unsafe", "reinplace")
    assert "self-aliasing" in wrapped.reason
    prog = Program("effectful_index_put_of_own_rows", _index_put_of_own_rows, lambda: [torch.randn(4, 8)])
    (row,) = [r for r in audit_program(prog).rows if r.node.startswith("with_effects")]
    assert row.klass == "Inductor unsound" and row.execution.startswith("Reproduced"), row

    gm = capture(_index_put_of_other_rows, torch.randn(4, 8))
    rewritten, report = reinplace(gm)
    (wrapped,) = [c for c in report.candidates if c.node.startswith("with_effects")]
    assert wrapped.verdict.value == "safe" and wrapped.applied, report.text()
    assert any(n.op == "call_function" and len(n.args) > 1 and n.args[1] is torch.ops.aten.index_put_.default
               for n in rewritten.graph.nodes)
    assert compare(gm, rewritten, [torch.randn(4, 8)]) is None


@pytest.mark.parametrize("fn", [_index_put_of_own_rows, _index_put_of_other_rows], ids=lambda f: f.__name__)
def test_verified_inductor_computes_an_effectful_index_put_as_eager(fn, effectful_index_put):
    import verifier.backend

    x = torch.randn(4, 8)
    torch._dynamo.reset()
    got = torch.compile(fn, backend=verifier.backend.make_backend("verified"), fullgraph=True)(x.clone())
    assert torch.equal(got, fn(x.clone()))


def test_value_identities_are_exact_for_every_value_of_the_dtype():
    from verifier.compiler.ops import value_identity
    from verifier.integration.capture import capture

    def ops(x, i):
        return x * 1.0, x / 1, x - 0, x + 0, x * 1.5, i + 0, i * 1.0

    gm = capture(ops, torch.randn(4), torch.arange(4))
    found = {n.name: value_identity(n) for n in gm.graph.nodes if n.op == "call_function"}
    # x * 1, x / 1, x - 0 hold for every float (-0.0 - 0 is -0.0); x + 0 does not (-0.0 + 0 is
    # +0.0) while i + 0 does for integers; x * 1.5 is no identity, i * 1.0 is a float
    assert [bool(v) for v in found.values()] == [True, True, True, False, False, True, False], found
    assert (torch.tensor(-0.0) + 0).item() == 0.0 and str((torch.tensor(-0.0) + 0).item()) == "0.0"
    assert str((torch.tensor(-0.0) - 0).item()) == "-0.0" and str((torch.tensor(-0.0) * 1.0).item()) == "-0.0"

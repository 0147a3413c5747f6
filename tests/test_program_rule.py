"""The program that runs, by one rule: copies Inductor's passes drop, and readers its lowering
places after a write, checked against the graph Inductor was handed. Every mode equals eager on the
programs Inductor compiles wrongly outside its reinplacing pass, and the audit names each one with
the pass or the kernel, reproduced by execution."""

import pytest
import torch

import verifier.backend
from verifier.integration.caching import caches_off
from verifier.lowering.findings import Kind
from verifier.proof.report import Verdict

from rule_programs import PROGRAMS, inputs


def _run(fn, backend, base):
    torch._dynamo.reset()
    args = [t.clone() for t in base]
    with caches_off():
        out = torch.compile(fn, backend=backend)(*args)
    outs = list(out) if isinstance(out, tuple) else [out]
    return [t.clone() for t in outs] + args


def _equal(got, expected):
    return all(torch.equal(a, b) if not a.dtype.is_floating_point else torch.allclose(a, b, atol=1e-5)
               for a, b in zip(got, expected))


@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_every_mode_equals_eager_and_the_audit_names_what_inductor_gets_wrong(fn):
    base = inputs(fn, 8)
    args = [t.clone() for t in base]
    out = fn(*args)
    expected = (list(out) if isinstance(out, tuple) else [out]) + args
    for mode in ("verified", "gate", "clones"):
        assert _equal(_run(fn, verifier.backend.make_backend(mode), base), expected), mode
    plain_wrong = not _equal(_run(fn, "inductor", base), expected)
    backend = verifier.backend.make_backend("audit")
    _run(fn, backend, base)
    (graph,) = backend.session.graphs
    dropped = [c for c in graph.passes if c.left]
    conflicts = graph.lowering.left if graph.lowering is not None else []
    unsound = [row for r in backend.session.results() for row in r.rows if row.klass == "Inductor unsound"]
    if plain_wrong:  # named with the pass, the kernel or the reinplacing, and shown by running it
        assert dropped or conflicts or unsound, f"{fn.__name__}: plain Inductor is wrong and the audit names nothing"
        shown = [c.execution for c in dropped] + [graph.lowering.execution or ""] + [row.execution for row in unsound]
        assert any(s.startswith("differs") for s in shown), shown
    else:
        assert not dropped


def test_a_copy_dropped_before_its_source_is_written_back_is_refused_and_made_again():
    """pytorch#198131: the joint-graph passes drop `copy(dst, src)`; the write-back of dst then reads
    src after its own write-back. The drop is decided like a reinplacing (a clobbered result), and
    outside audit mode the copy is made again where it was made."""
    from rule_programs import copy_then_source_updated

    backend = verifier.backend.make_backend("verified")
    _run(copy_then_source_updated, backend, inputs(copy_then_source_updated, 8))
    (graph,) = backend.session.graphs
    checks = [c for c in graph.passes if c.drops]  # the joint-graph passes, then the post-grad passes drop it again
    assert [c.passes for c in checks] == ["joint-graph passes", "post-grad passes"]
    for check in checks:
        (drop,) = check.undone
        assert (drop.verdict, drop.conflict.query, drop.source) == (Verdict.UNSAFE, "clobbered result", "arg0_1")
        assert not check.left


def test_a_copy_dropped_where_nothing_writes_its_source_is_proven():
    """A clone of an input that nothing writes afterwards: dropping it changes no value."""

    def clone_then_other_written(x, y):
        c = x.clone()
        y.add_(1)
        return c * 2

    backend = verifier.backend.make_backend("verified")
    base = [torch.randn(8, 8), torch.randn(8, 8)]
    _run(clone_then_other_written, backend, base)
    drops = [d for g in backend.session.graphs for c in g.passes for d in c.drops]
    assert drops and all(d.verdict is Verdict.SAFE for d in drops), [d.line() for d in drops]


def test_a_reader_of_a_dtype_view_is_kept_before_the_write_of_its_base():
    """pytorch#198101: Inductor names the int32 view of x by another buffer and computes its reader
    after `x[:, 2:5] = 2`; the rule finds the read of x's storage after the write (kind STALE), the
    audit reproduces it, and outside audit mode a dependency keeps the reader first."""
    from rule_programs import dtype_view_read_before_write

    base = inputs(dtype_view_read_before_write, 8)
    backend = verifier.backend.make_backend("audit")
    _run(dtype_view_read_before_write, backend, base)
    (graph,) = backend.session.graphs
    stale = [f for f in graph.lowering.left if f.kind is Kind.STALE]
    assert stale and stale[0].buffer == "arg0_1" and "mul" in stale[0].origins, graph.lowering.lines()
    backend = verifier.backend.make_backend("clones")
    _run(dtype_view_read_before_write, backend, base)
    (graph,) = backend.session.graphs
    assert not graph.lowering.left and not graph.lowering.split


def test_the_lowering_fuzz_of_the_new_shapes_is_right_in_every_mode():
    """Programs of the lowering fuzz's `passes` shapes that plain Inductor computes wrongly (a
    dropped copy, a foreach over two lists, a reinplacing of an index_put): right in every mode,
    and the audit flags each, reproduced."""
    from verifier.surfaces.lowering_fuzz import run_one

    named = []
    for seed in (3, 126):
        result = run_one(seed, shapes="passes")
        assert result.outcome == "right", (seed, result.detail)
        assert not result.inductor_wrong or result.flagged, (seed, result.source)
        named += result.mechanisms if result.inductor_wrong else []
    # each wrong program grouped by what the audit names: the part of the compiler, and the ops
    assert named and all(m.startswith(("lowering ", "post-grad passes drop", "joint-graph passes drop",
                                       "reinplacing pass writes")) for m in named), named


def test_a_wrong_program_is_reduced_to_the_steps_and_sizes_that_keep_it_wrong():
    """The campaign's reduction drops each step whose removal keeps the program wrong, with the
    value it returned, then shrinks the sizes; the steps left are the ones the difference needs."""
    from verifier.surfaces.lowering_fuzz import reduce, script_of

    spec = {"seed": 7, "rows": 17, "cols": 33, "family": "copies", "dtypes": ["float32", "float32"],
            "steps": ["c = x * 1", "r = x + 1.0", "y[0:, :] = x[0:, :]", "x.fill_(4.0)"], "returns": ["c", "r"]}
    asked = []

    def differs(trial):  # wrong while the copy and the write of its source stay, on two rows or more
        asked.append(trial)
        return "y[0:, :] = x[0:, :]" in trial["steps"] and "x.fill_(4.0)" in trial["steps"] and trial["rows"] >= 4

    small = reduce(spec, differs=differs)
    assert small["steps"] == ["y[0:, :] = x[0:, :]", "x.fill_(4.0)"] and small["returns"] == []
    assert (small["rows"], small["cols"]) == (4, 1)
    assert "x.fill_(4.0)" in script_of(small) and "torch.randn(4, 1" in script_of(small)


def test_inputs_that_alias_share_one_storage_in_every_fresh_copy():
    from verifier.surfaces.lowering_fuzz import make_inputs
    from verifier.surfaces.program_shapes import spec_of

    spec = next(s for s in map(lambda n: spec_of(n, "aliases"), range(100)) if s["alias"] == "shifted")
    x, y = make_inputs(spec, "cpu")()
    x2, _ = make_inputs(spec, "cpu")()
    assert x.untyped_storage().data_ptr() == y.untyped_storage().data_ptr() and torch.equal(x, x2)
    x[1:].fill_(7.0)  # the second row of x is the first of y
    assert bool((y[0] == 7.0).all())


def test_effects_shapes_rebind_with_set_and_order_their_ops_in_eager():
    """`--shapes effects`: both families drawn; each program runs in eager; the ordered ops carry
    their effect (compiled under `with_effects`)."""
    from torch._higher_order_ops.effects import has_effects

    from verifier.surfaces.lowering_fuzz import build, make_inputs
    from verifier.surfaces.program_shapes import spec_of

    specs = [spec_of(n, "effects") for n in range(24)]
    assert {s["family"] for s in specs} == {"rebound", "ordered"}
    assert any(s["alias"] for s in specs) and spec_of(3, "effects") == spec_of(3, "effects")
    for spec in specs:
        fn, args = build(spec), make_inputs(spec, "cpu")()
        out = fn(*args)
        assert len(out) == len(spec["returns"]) + 2
    for spec in (s for s in specs if s["family"] == "rebound"):
        assert spec["steps"][0] == "z = x.new_empty(0)" and spec["steps"][1].startswith("z.set_(")
        assert any(line.startswith("r") for line in spec["steps"])  # something read is compared
    ordered = next(s for s in specs if s["family"] == "ordered")
    build(ordered)
    name = next(line.split("torch.ops.shapes.")[1].split("(")[0] for line in ordered["steps"] if ".ordered_" in line)
    assert has_effects(getattr(torch.ops.shapes, name).default)


def test_the_scatters_shape_rediscovers_a_scatter_written_into_an_input_its_write_back_overwrites():
    """A program of the lowering fuzz's `scatters` shape (PR #198096's mechanism, drawn, not written
    in): Inductor's reinplacing pass writes `select_scatter(x, ...)` into x, whose write-back then
    zeroes it. Every mode is right, plain Inductor is not, and the audit names the scatter its pass
    wrote into its base, shown by running the pass's rewrite."""
    from verifier.surfaces.lowering_fuzz import run_one

    result = run_one(2, shapes="scatters", shrink=False)
    assert "select_scatter(x," in result.source and "x.zero_()" in result.source
    assert result.outcome == "right", result.detail
    assert result.inductor_wrong and result.flagged
    assert result.mechanisms == ["reinplacing pass writes aten.select_scatter.default in place"]


def test_two_scatters_into_one_input_are_decided_apart_and_the_audit_raises_no_false_alarm():
    """Seed 45 of the `scatters` shape: `select_scatter(x, ...)` then `x[5] = 3.0`, two scatters into
    x. Inductor writes only the second into x (the first's base is read after it), and is right; the
    audit reads its decision per scatter (by base and source), so it flags nothing."""
    from verifier.surfaces.lowering_fuzz import run_one

    result = run_one(45, shapes="scatters", shrink=False)
    assert "select_scatter(x," in result.source and "x[5] = 3.0" in result.source
    assert result.outcome == "right" and not result.inductor_wrong
    assert not result.raced, result.mechanisms


def test_random_ops_inductor_orders_under_fallback_random_are_checked_not_taken_as_writes():
    """With `fallback_random`, Inductor's post-grad passes (torch 2.13) wrap each random op after the
    first in `control_deps`, which runs it after the one before and writes nothing. The lowered
    program is checked there: no conflict is left, nothing is withheld or lowered again (phimoe's
    training step: 30 conflicts and its forward lowered twice), and every mode draws eager's
    numbers."""
    import torch._inductor.config as inductor_config

    def two_draws(x):
        return x * torch.empty_like(x).exponential_().log() + torch.rand_like(x)

    x = torch.randn(8, 8)
    torch.manual_seed(0)
    expected = two_draws(x)
    for mode in ("verified", "clones"):
        torch._dynamo.reset()
        backend = verifier.backend.make_backend(mode)
        torch.manual_seed(0)
        with caches_off(), inductor_config.patch(fallback_random=True):
            got = torch.compile(two_draws, backend=backend)(x)
        assert torch.allclose(got, expected, atol=1e-5), mode
        (graph,) = backend.session.graphs
        assert not graph.lowering.left and not graph.withheld, (mode, graph.lowering.lines())

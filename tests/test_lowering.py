"""Translation validation of Inductor's lowering: programs whose lowering reads what it writes in
place are right in every mode, and the audit names the kernel where plain Inductor is wrong."""

import dataclasses

import pytest
import torch

import verifier.backend
from verifier.lowering.accesses import Kernel, LoopAccess
from verifier.lowering.findings import Kind
from verifier.lowering.races import races
from verifier.running.fresh import run_script

from lowering_programs import PROGRAMS

SHAPES = [(8, 8), (64, 128)]


def _compiled(fn, backend, *args):
    torch._dynamo.reset()
    verifier.backend.reports.clear()
    return torch.compile(fn, backend=backend)(*args)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_every_mode_equals_eager(fn, shape):
    x = torch.randn(*shape)
    expected = fn(x.clone())
    for mode in ("verified", "gate", "clones"):
        got = _compiled(fn, verifier.backend.make_backend(mode), x.clone())
        assert torch.equal(got, expected), f"{mode}: {(got != expected).sum().item()} elements differ"


@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_the_audit_names_the_kernel_where_inductor_is_wrong(fn):
    x = torch.randn(8, 8)
    expected = fn(x.clone())
    plain_wrong = not torch.equal(_compiled(fn, "inductor", x.clone()), expected)
    backend = verifier.backend.make_backend("audit")
    audited = _compiled(fn, backend, x.clone())
    assert torch.equal(audited, _compiled(fn, "inductor", x.clone()))  # audit keeps Inductor's lowering
    (graph,) = backend.session.graphs
    if plain_wrong:
        assert graph.lowering.races, f"{fn.__name__}: plain Inductor is wrong and the audit saw no race"
        assert graph.lowering.races[0].kernel.startswith("op") and graph.lowering.races[0].origins
        # called wrong only once the compiled program, run against the functional graph, differs
        assert graph.lowering.execution.startswith("differs"), graph.lowering.execution
        from verifier.surfaces.session import lowering_findings

        assert "(reproduced: the compiled program differs" in lowering_findings(graph)[0]


def test_a_race_is_called_reproduced_for_wrong_values_not_for_rounding():
    """A compiled program is run against its functional graph before a race is called a wrong
    result: a fused kernel's last bits (a GPU's sigmoid, a contracted multiply-add) are no wrong
    result; a mirrored row is."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from verifier.running.compiled import compare_compiled

    def f(x):
        return (x.sigmoid() * 2,)

    graph = make_fx(f, tracing_mode="fake")(torch.randn(8, 8))
    rounded = lambda args: [torch.nextafter(f(*args)[0], torch.tensor(float("inf")))]  # noqa: E731
    mirrored = lambda args: [f(*args)[0].flip(0)]  # noqa: E731
    assert compare_compiled(rounded, graph) == ""
    assert compare_compiled(mirrored, graph).startswith("differs: output 0[")


def test_the_audit_of_a_script_writes_a_standalone_script_that_shows_the_kernel_lines(tmp_path, monkeypatch):
    """A wrong in-place update made while generating code (emulated on every release: torch 2.15
    lowers pytorch#198033 and #198270 right) compiled in an audit session: the race is reproduced by
    execution, and lowering/graph0.py, run alone, shows the wrong element and the kernel's lines
    that load the flipped row and store the row through the same pointer."""
    import re

    from torch._inductor.scheduler import SchedulerNode

    from verifier.surfaces.session import Session

    def flipped_product(a, b):
        return (a @ b).flip(0) * 2

    monkeypatch.setattr(SchedulerNode, "can_inplace", _believes_every_read_in_place)
    torch._dynamo.reset()
    with Session("audit", report=tmp_path) as session:
        torch.compile(flipped_product)(torch.randn(64, 64), torch.randn(64, 64))
    (graph,) = session.graphs
    assert graph.lowering.execution.startswith("differs"), graph.lowering.execution
    script = tmp_path / "lowering" / "graph0.py"
    assert "standalone script of the races: lowering/graph0.py" in (tmp_path / "audit.txt").read_text()
    run = run_script(script, cwd=tmp_path, timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout.startswith("reproduced: "), run.stdout
    kernel = run.stdout.split("\nkernel ", 1)[1]
    assert " is buf" in kernel.splitlines()[1], kernel  # the pointer bound to the buffer the race is on
    stores = [line for line in kernel.splitlines() if "(store)" in line]
    (pointer,) = set(re.findall(r"\b\w*ptr\d+\b", stores[0]))
    assert any("(load)" in line and pointer in line for line in kernel.splitlines()), kernel


def _believes_every_read_in_place(self, dep):
    """An Inductor that takes every read of one write's size for a read at the index written."""
    import math

    from torch._inductor.dependencies import MemoryDep

    writes = list(self.read_writes.writes)
    return isinstance(dep, MemoryDep) and len(writes) == 1 and math.prod(dep.size) == math.prod(writes[0].size)


@pytest.mark.parametrize("mode", ["verified", "gate", "audit"])
def test_an_in_place_update_decided_while_generating_code_is_refused_or_reported(mode, monkeypatch):
    """Inductor stores a kernel's result into the buffer it reads (`decide_inplace_update`, an
    in_out_ptr) when it believes the kernel reads it at the index it writes. With that belief
    wrong (emulated), the flipped product is computed in place over itself: verified and gate
    refuse the update and are right, the audit reports the race and reproduces it."""
    from torch._inductor.scheduler import SchedulerNode

    from verifier.integration.caching import caches_off

    def flipped_product(a, b):
        return (a @ b).flip(0) * 2

    a, b = torch.randn(64, 64), torch.randn(64, 64)
    expected = flipped_product(a, b)
    monkeypatch.setattr(SchedulerNode, "can_inplace", _believes_every_read_in_place)
    torch._dynamo.reset()
    with caches_off():
        assert not torch.allclose(torch.compile(flipped_product)(a, b), expected)  # the belief is wrong
    backend = verifier.backend.make_backend(mode)
    torch._dynamo.reset()
    with caches_off():
        got = torch.compile(flipped_product, backend=backend)(a, b)
    (graph,) = backend.session.graphs
    if mode == "audit":
        (race,) = graph.lowering.races
        assert (race.kind, race.buffer) == (Kind.RACE, "buf0") and "storing buf1 into buf0" in race.text, graph.lowering.lines()
        assert graph.lowering.execution.startswith("differs"), graph.lowering.execution
    else:
        assert torch.allclose(got, expected, atol=1e-4), (got - expected).abs().max()
        (refused,) = graph.lowering.inplace
        assert (refused.kind, refused.buffer) == (Kind.RACE, "buf0") and not graph.lowering.races


def _forgets_later_users(compute_dependencies):
    """An Inductor that counts only the first user of a GEMM's result (as it does not count a
    read of the same storage under a mutation's name)."""

    def forgetful(self):
        compute_dependencies(self)
        for buf in self.name_to_buf.values():
            if type(buf.defining_op).__name__ == "ExternKernelSchedulerNode" and len(buf.users) > 1:
                buf.users = buf.users[:1]

    return forgetful


@pytest.mark.parametrize("mode", ["verified", "audit"])
def test_an_in_place_update_into_storage_read_later_is_refused_or_reported(mode, monkeypatch):
    """With a later read of a GEMM's result uncounted (emulated), Inductor stores the sine into the
    GEMM's buffer that the doubling still reads: verified refuses the update, the audit names the
    class and, where execution does not show it (the kernel loads the element once for both), says so."""
    from torch._inductor.scheduler import Scheduler

    from verifier.integration.caching import caches_off
    from verifier.surfaces.session import lowering_findings

    def sine_and_double(a, b):
        y = a @ b
        return y.sin(), y * 2

    a, b = torch.randn(64, 64), torch.randn(64, 64)
    monkeypatch.setattr(Scheduler, "compute_dependencies", _forgets_later_users(Scheduler.compute_dependencies))
    backend = verifier.backend.make_backend(mode)
    torch._dynamo.reset()
    with caches_off():
        got = torch.compile(sine_and_double, backend=backend)(a, b)
    assert all(torch.allclose(x, y, atol=1e-5) for x, y in zip(got, sine_and_double(a, b)))
    (graph,) = backend.session.graphs
    if mode == "audit":
        (finding,) = [f for f in lowering_findings(graph) if f.startswith("Inductor's lowering reuses a live buffer")]
        assert "storing buf1 into buf0, which op2 still reads later" in finding and "(not reproduced" in finding
    else:
        (refused,) = graph.lowering.inplace
        assert (refused.kind, refused.buffer, refused.read) == (Kind.LIVE, "buf0", "op2") and not graph.lowering.left


def _frees_after_the_first_reader(compute_last_usage):
    """An Inductor that frees each intermediate buffer after its first reader."""

    def early(self):
        compute_last_usage(self)
        first = {}
        for node in self.nodes:
            for dep in node.read_writes.reads:
                if dep.name in self.name_to_buf:
                    first.setdefault(dep.name, node)
        for name, node in first.items():
            node.last_usage = set(node.last_usage) | {name}

    return early


@pytest.mark.parametrize("mode", ["verified", "audit"])
def test_a_buffer_freed_while_a_later_kernel_reads_it_is_kept_or_reported(mode, monkeypatch):
    """With the GEMM's result freed after its first reader (emulated), its storage would go to the
    second GEMM's result while the sum still reads it: verified keeps it from reuse and is right;
    the audit names the later reader (plain Inductor's program then fails)."""
    from torch._inductor.scheduler import Scheduler

    from verifier.integration.caching import caches_off

    def product_twice(a, b):
        y = a @ b
        return (y.sin() @ b) + y

    a, b = torch.randn(64, 64), torch.randn(64, 64)
    monkeypatch.setattr(Scheduler, "compute_last_usage", _frees_after_the_first_reader(Scheduler.compute_last_usage))
    backend = verifier.backend.make_backend(mode)
    torch._dynamo.reset()
    with caches_off():
        if mode == "audit":
            with pytest.raises(Exception):
                torch.compile(product_twice, backend=backend)(a, b)
        else:
            got = torch.compile(product_twice, backend=backend)(a, b)
            assert torch.allclose(got, product_twice(a, b), atol=1e-4)
    (graph,) = backend.session.graphs
    if mode == "audit":
        assert any((r.kind, r.kernel, r.buffer, r.read) == (Kind.LIVE, "op1", "buf0", "op2") for r in graph.lowering.reuses)
    else:
        assert graph.lowering.frees and (graph.lowering.frees[0].kernel, graph.lowering.frees[0].buffer) == ("op1", "buf0")


def test_an_in_place_update_that_reads_the_index_it_writes_stays():
    """Inductor's own in-place update of a GEMM's result (sin of it, an in_out_ptr) is proven and kept."""
    from torch._inductor.utils import run_and_get_code

    from verifier.integration.caching import caches_off

    def sin_of_product(a, b):
        return (a @ b).sin()

    a, b = torch.randn(64, 64), torch.randn(64, 64)
    backend = verifier.backend.make_backend("verified")
    torch._dynamo.reset()
    with caches_off():
        got, (code, *_) = run_and_get_code(torch.compile(sin_of_product, backend=backend), a, b)
    assert torch.allclose(got, sin_of_product(a, b), atol=1e-5)
    assert "in_out_ptr0" in code
    (graph,) = backend.session.graphs
    assert not graph.lowering.inplace and not graph.lowering.races


def _kernel(accesses, sizes):
    import sympy

    d = [sympy.Symbol(f"d{i}", integer=True) for i in range(len(sizes))]
    parts = [type("Part", (), {"get_name": lambda self, i=i: f"op{i}"})() for i in range(1 + max(a.part for a in accesses))]
    made = [LoopAccess(a.buffer, a.index(*d), a.kind, a.part, 4) for a in accesses]
    return Kernel("k", parts, made, [dict(zip(d, sizes))] * len(parts), [d] * len(parts))


def test_a_read_of_the_same_element_is_no_race_and_a_mirrored_one_is():
    same = _kernel([LoopAccess("x", lambda i, j: 8 * i + j, "read", 0, 4), LoopAccess("x", lambda i, j: 8 * i + j, "write", 0, 4)], (8, 8))
    assert races(same) == []
    mirrored = _kernel([LoopAccess("x", lambda i, j: 56 - 8 * i + j, "read", 0, 4),
                        LoopAccess("x", lambda i, j: 8 * i + j, "write", 0, 4)], (8, 8))
    (race,) = races(mirrored)
    assert (race.kind, race.buffer, race.parts) == (Kind.RACE, "x", (0, 0)) and "meet at element" in race.witness
    half = _kernel([LoopAccess("x", lambda i, j: 8 * i + j + 256, "read", 0, 4),  # another half of the buffer
                    LoopAccess("x", lambda i, j: 8 * i + j, "write", 0, 4)], (8, 8))
    assert races(half) == []


def test_a_reduction_to_one_element_fused_with_its_reader_is_encoded():
    """A reduction to one element fused with the pointwise part reading it (a loss's mean and its
    gradient, on the GPU): each part's iteration is the position of no variable at all, a plain 0.
    It failed the encoding, which counts as a race, and the fusion was refused (an extra kernel and
    buffer in `verified` mode); one iteration reading what it wrote is no race."""
    import sympy

    from verifier.lowering.accesses import _iterations

    parts = [type("Part", (), {"get_name": lambda self, i=i: f"op{i}", "_sizes": sizes})()
             for i, sizes in enumerate([((), (256,)), ((), ())])]
    iteration = _iterations(parts, [{}, {}], [[], []], side_by_side=False)
    kernel = Kernel("k", parts, [LoopAccess("loss", sympy.Integer(0), "write", 0, 4), LoopAccess("loss", sympy.Integer(0), "read", 1, 4)],
                    [{}, {}], iteration)
    assert races(kernel) == []
    apart = dataclasses.replace(kernel, iteration=[None, None])  # iterations not known: any meeting counts
    (race,) = races(apart)
    assert race.kind is Kind.RACE and not race.decided and "meet at element 0" in race.witness
    assert "does not tell its iterations apart" in race.witness


def test_parts_of_one_loop_in_a_fusion_of_unknown_iterations_meet_only_across_iterations():
    """Two pointwise parts of the same sizes fused into a kernel whose iterations the fusion leaves
    unknown (gemma2's fused linear cross-entropy: pointwise parts beside two reductions) run over one
    loop nest: a read of the element its own iteration wrote is no race, a read of another
    iteration's element is one, decided."""
    import sympy

    d = [sympy.Symbol(f"d{i}", integer=True) for i in range(2)]
    parts = [type("Part", (), {"get_name": lambda self, i=i: f"op{i}", "_sizes": ((8, 8), ())})() for i in range(2)]

    def kernel(read):
        accesses = [LoopAccess("x", 8 * d[0] + d[1], "write", 0, 4), LoopAccess("x", read, "read", 1, 4)]
        return Kernel("k", parts, accesses, [dict(zip(d, (8, 8)))] * 2, [None, None], outer=[d, d])

    assert races(kernel(8 * d[0] + d[1])) == []
    (race,) = races(kernel(56 - 8 * d[0] + d[1]))
    assert race.kind is Kind.RACE and race.decided and "tell its iterations apart" not in race.witness


def test_a_reduction_fused_with_its_users_keeps_its_fusion():
    """Layer norm's row statistics fused with the pointwise work over the same rows, and a row
    normalised in place: each iteration (a row) reads what it writes itself, so nothing is refused."""

    def layer_norm_then_in_place(x):
        y = (x - x.mean(-1, keepdim=True)) / x.std(-1, keepdim=True)
        x.div_(x.sum(-1, keepdim=True))
        return y

    x = torch.rand(16, 32) + 1
    expected_x = x.clone()
    expected = layer_norm_then_in_place(expected_x)
    backend = verifier.backend.make_backend("verified")
    got = _compiled(layer_norm_then_in_place, backend, x)
    assert torch.allclose(got, expected, atol=1e-5) and torch.allclose(x, expected_x, atol=1e-6)
    (graph,) = backend.session.graphs
    assert graph.lowering.kernels and graph.lowering.split == [] and graph.lowering.races == []


def test_the_lowering_fuzz_finds_its_programs_right_in_every_mode():
    """Two programs of the lowering fuzz that `verified` mode computed wrongly (a store into an
    intermediate redirected by an in-place foreach op's lowering): right in every mode, and their
    source, printed in a finding, is the program that ran."""
    from verifier.surfaces.lowering_fuzz import run_one, source_of, spec_of

    for seed in (11, 92):
        result = run_one(seed)
        assert result.outcome == "right", (seed, result.detail)
        assert result.source == source_of(spec_of(seed)) and "_foreach_add_" in result.source


def _copy_into_rows_of_an_updated_input(x):
    t = x
    t.add_(t.flip(0))
    t[1:] = t[:-1].clone() + t.roll(3, 1)[1:]
    return t


def _copy_moved_first(nodes, *args, **kwargs):
    """torch 2.11's reorder_for_peak_memory on the program above: the kernel that copies into rows
    of the intermediate moved before the kernel that computes it (the order it generates there)."""
    from verifier.lowering.accesses import real_name

    def written(n):
        return {real_name(n.scheduler, d.name) for d in n.read_writes.writes}

    for i, first in enumerate(nodes):
        for mover in nodes[i + 1:]:
            if written(first) & written(mover):
                rest = [n for n in nodes if n is not mover]
                return rest[:i] + [mover] + rest[i:]
    return list(nodes)


@pytest.mark.parametrize("where", ["reorder_for_peak_memory", "the scheduler"])
@pytest.mark.parametrize("mode", ["verified", "audit"])
def test_a_copy_moved_before_the_kernel_computing_its_destination_is_mended_or_reported(mode, where, monkeypatch):
    """torch 2.11 generates the copy first, from its memory reordering (after the validation) or
    from its fusion (before it, emulated by a post-fusion pass of the user's)."""
    import torch._inductor.config as inductor_config
    import torch._inductor.memory as memory

    if where == "reorder_for_peak_memory":
        monkeypatch.setattr(memory, "reorder_for_peak_memory", _copy_moved_first)
        config = {"reorder_for_peak_memory": True}
    else:
        config = {"_post_fusion_custom_pass": _copy_moved_first}
    x = torch.randn(8, 7)
    expected = _copy_into_rows_of_an_updated_input(x.clone())
    backend = verifier.backend.make_backend(mode)
    with inductor_config.patch(**config):
        got = _compiled(_copy_into_rows_of_an_updated_input, backend, x.clone())
    found = [g.lowering for g in backend.session.graphs if g.lowering is not None]
    named = [x for f in found for x in (*f.races, *f.reorders) if x.kind is Kind.ORDER]
    if mode == "audit":  # Inductor's own decisions and order, kept: where the move makes it wrong, named
        assert not any(f.reorders for f in found)
        if not torch.equal(got, expected):
            assert named, [f.lines() for f in found]
    else:
        assert torch.equal(got, expected), f"{(got != expected).sum().item()} elements differ"
        assert named, [f.lines() for f in found]


def test_a_kernel_that_reads_past_its_buffer_is_named_by_the_audit_and_taken_from_the_base_in_the_modes():
    """pytorch#192226's mechanism (an `as_strided` resolved against a view realized into a buffer
    of its own size): the audit names the kernel and the element past the buffer, proven and not
    run; every other mode takes the `as_strided` from its storage's base before lowering, and equals
    eager."""
    from lowering_programs import as_strided_of_an_offset_slice as fn

    from verifier.surfaces.session import lowering_findings

    x = torch.randn(8, 8)
    expected = fn(x.clone())
    backend = verifier.backend.make_backend("audit")
    _compiled(fn, backend, x.clone())  # Inductor's program: it reads 128 bytes past a buffer
    (graph,) = backend.session.graphs
    (found,) = [f for f in graph.lowering.left if f.kind is Kind.BOUNDS]
    assert found.kernel.startswith("op") and found.decided and "a buffer of 32 elements" in found.text
    assert "outside the buffer" in found.text and int(found.witness.rsplit("element ", 1)[1]) >= 32
    assert graph.lowering.execution.startswith("not executed")
    assert any(line.startswith("Inductor's lowering reads or writes past its buffer: kernel op")
               for line in lowering_findings(graph))
    for mode in ("verified", "gate", "clones"):
        backend = verifier.backend.make_backend(mode)
        got = _compiled(fn, backend, x.clone())
        assert torch.equal(got, expected), mode
        (graph,) = backend.session.graphs  # lowered once, the as_strided taken from its base before
        assert graph.lowering.kernels and not graph.lowering.left, (mode, graph.summary())


def test_an_as_strided_placed_inside_a_realized_slice_is_named_by_the_audit_and_right_in_the_modes():
    """The same mechanism inside the buffer: the offset, resolved against the slice's own buffer,
    lands on other elements of it. No bound sees it; the placement rule names the element, and the
    audit's run of the compiled program shows it."""
    from lowering_programs import as_strided_inside_a_realized_slice as fn

    from verifier.surfaces.session import lowering_findings

    x, y = torch.randn(8, 16), torch.randn(8, 16)
    expected = fn(x.clone(), y.clone())
    backend = verifier.backend.make_backend("audit")
    _compiled(fn, backend, x.clone(), y.clone())
    (graph,) = backend.session.graphs
    (found,) = graph.lowering.left
    assert found.kind is Kind.MISPLACED and found.decided
    assert "reads buf" in found.witness and "[89], which holds element 90 of the storage" in found.witness
    assert found.witness.endswith("where the graph reads element 89 of the storage")
    assert graph.lowering.execution.startswith("differs"), graph.lowering.execution
    assert "1 misplaced view" in graph.summary()
    assert any(line.startswith("Inductor's lowering places a strided view on other elements: as_strided")
               for line in lowering_findings(graph))
    for mode in ("verified", "gate", "clones"):
        backend = verifier.backend.make_backend(mode)
        got = _compiled(fn, backend, x.clone(), y.clone())
        assert all(torch.equal(g, e) for g, e in zip(got, expected)), mode
        (graph,) = backend.session.graphs
        assert graph.lowering.kernels and not graph.lowering.left, (mode, graph.summary())


def test_as_strided_of_views_inductor_places_on_their_storage_are_not_named():
    from lowering_programs import as_strided_of_views_placed_right as fn

    x = torch.randn(8, 8)
    backend = verifier.backend.make_backend("audit")
    for got, expected in zip(_compiled(fn, backend, x.clone()), fn(x.clone())):
        torch.testing.assert_close(got, expected)
    (graph,) = backend.session.graphs
    assert graph.lowering.kernels and not graph.lowering.left, graph.lowering.lines()


def test_the_write_back_of_an_input_a_custom_op_now_writes_in_place_is_no_unperformed_write():
    """The lowering fuzz's `aliases` seed 17 (a custom op copying one input into the other, then a
    slice of it assigned): after Inductor's reinplacing the graph copies the input onto itself, a
    copy no part of the program performs because it changes nothing. The audit said "could not be
    checked" there (on 12 of 48 such programs); it names nothing now, and every mode is right."""
    from verifier.surfaces.lowering_fuzz import run_one

    result = run_one(17, shapes="aliases", shrink=False)
    assert "twice_copy(y, x)" in result.source
    assert result.outcome == "right" and not result.inductor_wrong, result.detail
    assert not result.raced and not result.mechanisms, result.mechanisms


def test_reads_under_a_mask_or_at_an_offset_inside_their_buffer_are_not_past_it():
    from lowering_programs import masked_and_offset_reads as fn

    x = torch.randn(8, 8)
    backend = verifier.backend.make_backend("audit")
    torch.testing.assert_close(_compiled(fn, backend, x.clone()), fn(x.clone()))
    (graph,) = backend.session.graphs
    assert graph.lowering.kernels and not [f for f in graph.lowering.left if f.kind in (Kind.BOUNDS, Kind.UNCHECKED)]


def test_an_as_strided_of_a_realized_view_is_right_in_every_mode_where_inductor_reads_other_elements():
    """Two programs of the lowering fuzz's `strided` shapes that every mode computed wrongly: the
    `as_strided`'s offset, resolved against a buffer the view was realized into, lands inside it on
    other elements (no read past a buffer to see). Taken from the storage's base, they are right."""
    from verifier.surfaces.lowering_fuzz import run_one

    for seed in (7, 9):
        result = run_one(seed, shapes="strided", shrink=False)
        assert result.outcome == "right", (seed, result.detail)
        assert "torch.as_strided(v," in result.source

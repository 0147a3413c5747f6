"""The kernel analysis (verifier/callees/ttir_*.py) over-approximates what execution touches: every address
a kernel loads, stores or updates atomically in Triton's interpreter lies in the analysed set of
that argument, for that program instance and that kind of access. Checked on every kernel call
of the ground-truth table, the corpus and the real-kernel corpus."""

from __future__ import annotations

import contextlib

import numpy as np
import pytest
import torch
import triton
import triton.language as tl
import z3

import verifier
from liger_programs import PROGRAMS as LIGER
from programs import PROGRAMS as TABLE
from verifier.callees.custom_op import trace_body
from verifier.proof.analysis import Analysis
from verifier.corpus.programs import PROGRAMS as CORPUS
from verifier.running.execution import run
from verifier.callees.kernel_effects import instance
from verifier.callees.ttir_text import parse_module
from verifier.callees.ttir_values import PIDS
from verifier.integration.capture import capture_program

FUNCTIONAL = torch.ops.higher_order.triton_kernel_wrapper_functional


@contextlib.contextmanager
def traced_launches():
    """Each interpreted launch: its tensor arguments (name -> tensor) and its memory events
    (program instance, kind, addresses, mask), as the interpreter's own access hook reports them."""
    from verifier.running.interpret import observed_accesses

    launches: list[dict] = []

    def record(launch, kind, addrs, mask, pid):
        if not launches or launches[-1]["launch"] is not launch:
            launches.append({"launch": launch, "args": launch.tensors, "events": []})
        m = np.broadcast_to(mask, addrs.shape) if mask is not None else np.ones(addrs.shape, bool)
        launches[-1]["events"].append((pid, kind, np.array(addrs).ravel(), m.ravel()))

    with observed_accesses(record):
        yield launches


def _compatible(event_kind: str, access) -> bool:
    return {"load": access.reads, "store": access.writes, "atomic": access.kind == "atomic"}[event_kind]


def _uncovered(view, launch) -> list[str]:
    """Addresses of the launch that no analysed access of an analysed argument allows."""
    bases = {name: t.data_ptr() for name, t in launch["args"].items()}
    spans = {name: t.untyped_storage().nbytes() for name, t in launch["args"].items()}
    misses = []
    checked: dict = {}
    for pid, kind, addrs, mask in launch["events"]:
        for addr in np.unique(addrs[mask]):
            addr = int(addr)
            for name, base in bases.items():
                storage_start = launch["args"][name].untyped_storage().data_ptr()
                if not (storage_start <= addr < storage_start + spans[name]) or not view.analysed(name):
                    continue
                key = (pid, kind, name, addr - base)
                if key not in checked:
                    checked[key] = _covered(view, name, kind, pid, addr - base)
                if not checked[key]:
                    misses.append(f"{kind} of {name} at offset {addr - base} by instance {pid}")
    return misses


def _covered(view, arg: str, kind: str, pid: tuple, offset: int) -> bool:
    for variant in view.variants:
        options = []
        for access in variant.of(arg):
            if not _compatible(kind, access):
                continue
            inst = instance(access, variant.grid, "t")
            options.append(z3.And(*inst.domain, *[p == v for p, v in zip(inst.pids, pid)],
                                  inst.offset <= offset, offset < inst.offset + inst.size))
        s = z3.Solver()
        s.add(z3.Or(*options) if options else z3.BoolVal(False))
        if s.check() == z3.sat:
            return True
    return False


def _kernel_programs():
    return [p for p in TABLE + CORPUS + LIGER if not p.dynamic]


@pytest.mark.parametrize("prog", _kernel_programs(), ids=lambda p: p.name)
def test_analysed_accesses_cover_every_executed_address(prog):
    gm = capture_program(prog)
    analysis = Analysis(gm)
    analysis._analyse_kernels()
    # every launch in graph order: kernel calls of the graph, and kernels in traced custom-op bodies
    custom = {c.node: c for c in analysis.program.custom_ops}
    views = []
    for n in gm.graph.nodes:
        if n.target is FUNCTIONAL:
            views.append((n.name, analysis.views[n]))
        elif n in custom and not isinstance(custom[n].body(trace_body), str):
            views += [(f"{n.name} body", k.view) for k in custom[n].body(trace_body).kernels]
    if not views:
        pytest.skip("no analysed Triton kernel")
    with traced_launches() as launches:
        run(gm, list(prog.inputs()))
    assert len(launches) == len(views), (len(launches), [name for name, _ in views])
    analysed = 0
    for (name, view), launch in zip(views, launches):
        if view.variants is None:
            continue
        analysed += 1
        assert not _uncovered(view, launch), (name, _uncovered(view, launch)[:5])
    assert analysed, "no kernel call of the program was analysed"


def test_parse_regions_blocks_and_locations():
    text = """module {
  tt.func public @k(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %n: i32 loc("n"(#loc))) attributes {noinline = false} {
    %c = arith.constant 4 : i32 loc(#loc1)
    %r = scf.for %i = %c to %n step %c iter_args(%a = %c) -> (i32)  : i32 {
      %s = arith.addi %a, %i : i32 loc(#loc1)
      scf.yield %s : i32 loc(#loc1)
    } loc(#loc1)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc("/k.py":3:1)
#loc1 = loc("/k.py":7:5)
"""
    funcs, locs = parse_module(text)
    f = funcs["k"]
    assert [p[1] for p in f.params] == ["x_ptr", "n"]
    loop = f.blocks[0].ops[1]
    assert loop.name == "scf.for" and loop.results == ["%r"]
    assert [o.name for o in loop.regions[0][0].ops] == ["arith.addi", "scf.yield"]
    assert locs["#loc1"] == "/k.py:7"
    assert PIDS[0].decl().name() == "pid0"


def test_quoted_helper_names_are_called():
    """Triton 3.6 quotes helper names that hold parentheses (`@"sum__fp32S16S__(1,)c..."`)."""
    from verifier.callees.ttir_interpreter import interpret

    text = """module {
  tt.func public @k(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc))) attributes {noinline = false} {
    %p = tt.call @"helper__(1,)cconstexpr_0_"(%x_ptr) : (!tt.ptr<f32>) -> !tt.ptr<f32> loc(#loc)
    %v = tt.load %p : !tt.ptr<f32> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
  tt.func private @"helper__(1,)cconstexpr_0_"(%q: !tt.ptr<f32> loc("q"(#loc))) -> !tt.ptr<f32> attributes {noinline = false} {
    %c = arith.constant 3 : i32 loc(#loc)
    %r = tt.addptr %q, %c : !tt.ptr<f32>, i32 loc(#loc)
    tt.return %r : !tt.ptr<f32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc("/k.py":3:1)
"""
    effects = interpret(text, {}, {"x_ptr": True}, (z3.IntVal(1), z3.IntVal(1), z3.IntVal(1)))
    (load,) = effects.accesses
    assert load.arg == "x_ptr" and z3.simplify(load.offset).as_long() == 12 and not effects.contract


def test_a_symbolic_argument_compiled_into_the_ttir_is_refused():
    """torch 2.11 compiles every scalar argument into the TTIR as a constant, a symbolic size as 2:
    the addresses would be those of the stand-in, so the kernel keeps the contract."""
    from verifier.callees.ttir_interpreter import interpret
    from verifier.callees.ttir_values import Unanalysable

    text = """module {
  tt.func public @k(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc))) attributes {noinline = false} {
    %c = arith.constant 2 : i32 loc(#loc)
    %p = tt.addptr %x_ptr, %c : !tt.ptr<f32>, i32 loc(#loc)
    %v = tt.load %p : !tt.ptr<f32> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc("/k.py":3:1)
"""
    one = (z3.IntVal(1),) * 3
    assert interpret(text, {}, {"x_ptr": True}, one).accesses  # n was a concrete 2: the TTIR is right
    with pytest.raises(Unanalysable, match="inlined"):
        interpret(text, {}, {"x_ptr": True}, one, frozenset({"n"}))


def test_exact_evaluation_agrees_with_z3_on_division_and_modulo():
    """The NumPy evaluation of bounds uses SMT-LIB's integer division (remainder never negative)."""
    import numpy as np

    from verifier.callees.kernel_effects import evaluate

    a, b = z3.Ints("a b")
    env = {"a": np.array([7, -7, 7, -7, 0]), "b": np.array([2, 2, -2, -2, 3])}
    for term in (a / b, a % b, z3.If(a > b, a - b, b * 2)):
        got = evaluate(term, env)
        for k in range(5):
            want = z3.simplify(z3.substitute(term, (a, z3.IntVal(int(env["a"][k]))), (b, z3.IntVal(int(env["b"][k])))))
            assert got[k] == want.as_long(), (term, k)


@triton.jit
def _blocks_of_rows(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr, OVER: tl.constexpr):
    """out[r] = x[r] + 1 in column blocks; OVER > 0 reads that many elements past each row."""
    row = tl.program_id(0)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols + OVER, other=0.0)
        tl.store(out_ptr + row * n_cols + cols, v + 1, mask=cols < n_cols)


@triton.jit
def _triangle(x_ptr, n_rows, n_cols, LAST: tl.constexpr, BLOCK: tl.constexpr):
    """Zeroes x[r, r:] element by element, unmasked (the inner loop starts at the outer one's row:
    its own trip count, not the longest one, keeps the last row inside x), then a masked block of
    x[r, :BLOCK], and x[r, LAST] when r > 0."""
    for r in range(0, n_rows):
        for c in range(r, n_cols):
            tl.store(x_ptr + r * n_cols + c, 0.0)
        for start in range(0, n_cols, BLOCK):
            cols = start + tl.arange(0, BLOCK)
            tl.store(x_ptr + r * n_cols + cols, 1.0, mask=cols < n_cols)
        if r > 0:
            tl.store(x_ptr + r * n_cols + LAST, 1.0)


@triton.jit
def _never_iterates(x_ptr, n, BLOCK: tl.constexpr):
    """A store in a loop that runs no iteration at n = 0 (and would write past x otherwise)."""
    for start in range(0, n, BLOCK):
        tl.store(x_ptr + 100 + start + tl.arange(0, BLOCK), 0.0)


def _loops(over: int, last: int):
    def program(x, y):
        out = torch.empty_like(x)
        _blocks_of_rows[(x.shape[0],)](x, out, x.shape[1], BLOCK=4, OVER=over)
        _triangle[(1,)](y, y.shape[0], y.shape[1], LAST=last, BLOCK=4)
        _never_iterates[(1,)](y, 0, BLOCK=4)
        return out, y

    return program


@pytest.mark.parametrize("over,last", [(0, 9), (1, 9), (0, 10)])
def test_accesses_in_loops_are_bounded_by_enumeration_as_z3_bounds_them(over, last, monkeypatch):
    """Accesses inside loops (a column-block loop, a loop nested in one whose iteration starts it,
    a loop with no iteration) of concrete launches are decided by evaluating every instance, lane
    and iteration: the same statuses and findings as Z3 gives, without asking it."""
    import verifier
    from verifier.callees import kernel_access

    x, y = torch.randn(3, 10), torch.randn(4, 10)
    gm = verifier.capture(_loops(over, last), x, y)

    def statuses():
        a = Analysis(gm)
        a._analyse_kernels()
        return {c.node.name: (a.views[c.node].status([k for k, v in c.args.items() if isinstance(v, torch.fx.Node)]),
                              a.views[c.node].findings) for c in a.program.kernels}

    asked = []
    solver = kernel_access._Questions.__call__
    monkeypatch.setattr(kernel_access._Questions, "__call__", lambda self, *c, **k: asked.append(c) or solver(self, *c, **k))
    enumerated = statuses()
    assert not asked  # every access decided without the solver
    monkeypatch.setattr(kernel_access, "_bounds_exactly", lambda *a: None)
    assert statuses() == enumerated
    assert asked
    leaves = {n: s["x_ptr"] for n, (s, _) in enumerated.items() if s["x_ptr"] != "analysed"}
    assert bool(leaves) == (over > 0 or last >= 10), leaves


@triton.jit
def _zero_unless_ignored(x_ptr, t_ptr, n_cols, OVER: tl.constexpr, BLOCK: tl.constexpr):
    """x[r, :] = 0 unless t[r] == -100 (a branch on a loaded value); OVER > 0 stores past each row."""
    row = tl.program_id(0)
    t = tl.load(t_ptr + row)
    if t != -100:
        cols = tl.arange(0, BLOCK)
        tl.store(x_ptr + row * n_cols + cols, 0.0, mask=cols < n_cols + OVER)


@pytest.mark.parametrize("over", [0, 1])
def test_an_access_under_a_branch_on_a_loaded_value_is_bounded_by_enumerating_every_lane(over, monkeypatch):
    """Whether a row is stored depends on a loaded target: counting every lane as storing shows
    the store inside x without the solver; where that superset leaves x (OVER = 1, the last row),
    the solver decides, and finds the store may leave (for a target that is not ignored)."""
    from verifier.callees import kernel_access

    def program(x, t):
        _zero_unless_ignored[(x.shape[0],)](x, t, x.shape[1], OVER=over, BLOCK=32)
        return x

    gm = verifier.capture(program, torch.randn(3, 16), torch.tensor([1, -100, 2]))

    def statuses():
        a = Analysis(gm)
        a._analyse_kernels()
        return {c.node.name: a.views[c.node].status(["x_ptr"])["x_ptr"] for c in a.program.kernels}

    asked = []
    solver = kernel_access._Questions.__call__
    monkeypatch.setattr(kernel_access._Questions, "__call__", lambda self, *c, **k: asked.append(c) or solver(self, *c, **k))
    enumerated = statuses()
    assert bool(asked) == (over > 0)
    monkeypatch.setattr(kernel_access, "_bounds_exactly", lambda *a: None)
    assert statuses() == enumerated
    assert all(("may leave its view" in s) == (over > 0) for s in enumerated.values()), enumerated


@triton.jit
def _blocks_in_place(src_ptr, dst_ptr, n_rows, n_cols, SHIFT: tl.constexpr, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    """dst[r, c] = src[r + ROWS, c + SHIFT] + 1 (zero past the edges), a column block per
    iteration, row r by instance r."""
    row = tl.program_id(0)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        inside = (cols + SHIFT >= 0) & (cols + SHIFT < n_cols) & (row + ROWS < n_rows)
        v = tl.load(src_ptr + (row + ROWS) * n_cols + cols + SHIFT, mask=inside, other=0.0)
        tl.store(dst_ptr + row * n_cols + cols, v + 1, mask=cols < n_cols)


@pytest.mark.parametrize("shift,rows,want", [
    (0, 0, "safe"),  # each block read, then written, by the iteration that owns it
    (4, 0, "safe"),  # the next block, read one iteration before it is written
    (-4, 0, "unsafe"),  # the previous block, written one iteration before
    (0, 1, "unsafe"),  # the next row, another instance's
])
def test_races_of_concrete_launches_are_decided_by_enumeration_as_z3_decides_them(shift, rows, want, monkeypatch):
    """A kernel that writes the tensor it reads (dst is src): whether a byte is read by another
    instance, or by its own after the store, is decided by evaluating every instance, lane and
    iteration of the concrete launch (loops compared by iteration, then by position), with the
    verdict Z3 gives; a race found that way is still Z3's to describe."""
    from verifier.callees import kernel_effects

    def program(x):
        _blocks_in_place[(x.shape[0],)](x, x, x.shape[0], x.shape[1], SHIFT=shift, ROWS=rows, BLOCK=4)
        return x

    gm = verifier.capture(program, torch.randn(3, 12))

    def verdicts():
        report = verifier.analyze(gm)
        return {c.arg: c.verdict.value for c in report.candidates}, report.solver_checks

    enumerated, asked = verdicts()
    monkeypatch.setattr(kernel_effects, "race_free", lambda *a, **k: False)
    solved, asked_without = verdicts()
    assert enumerated == solved == {"dst_ptr": want}
    assert (asked < asked_without) == (want == "safe")


def test_the_kernel_analysis_reads_the_ttir_torch_generated_while_tracing(monkeypatch):
    """The TTIR torch's mutation analysis generates while tracing a user kernel is the text the
    kernel analysis reads (no second generation), and it is the text a new generation gives;
    what decides it keys it (floats by their bits, tensors by dtype, symbolic sizes as one)."""
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    import verifier
    from verifier.compiler import ttir_source as ttir
    from verifier.compiler.target import triton_without_gpu
    from verifier.kernels import copy_plus_one_kernel

    def program(x, y):
        copy_plus_one_kernel[(1,)](x, y, 8, 1, 1, BLOCK=8)
        return y

    gm = verifier.capture(program, torch.randn(8), torch.randn(8))
    generated = []
    original = wrap.generate_ttir
    monkeypatch.setattr(wrap, "generate_ttir", lambda *a: generated.append(a) or original(*a))
    a = Analysis(gm)
    a._analyse_kernels()
    assert not generated and all(v.analysed("dst_ptr") for v in a.views.values())
    (call,) = a.program.kernels
    args = {k: (v.meta["val"] if isinstance(v, torch.fx.Node) else v) for k, v in call.args.items()}
    args.update(a.info.constant_args[call.node.kwargs["constant_args_idx"]])
    kernel = a.info.kernels[call.node.kwargs["kernel_idx"]]
    with triton_without_gpu():
        key = ttir._ttir_key(kernel, args)
        assert ttir._TORCH_TTIR[key] == str(original(kernel, dict(args), {})[0])
        assert ttir._ttir_key(kernel, {**args, "n": 9}) != key
        assert ttir._ttir_key(kernel, {**args, "n": 8.0}) != key
        assert ttir._ttir_key(kernel, {**args, "n": 0.0}) != ttir._ttir_key(kernel, {**args, "n": -0.0})
        assert ttir._ttir_key(kernel, {**args, "src_ptr": torch.randn(8)}) is None  # not a fake tensor


@triton.jit
def add_one_defaulted_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr = 16):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(dst_ptr + i, tl.load(src_ptr + i, mask=m) + 1, mask=m)


def add_one_defaulted(x):
    y = x * 2
    add_one_defaulted_kernel[(2,)](x, y, 32)  # BLOCK left to its default
    return y


def test_a_defaulted_constexpr_the_caller_does_not_pass_is_bound_before_the_ttir():
    """Torch's TTIR generator asks for every parameter; the launch binds the default."""
    gm = verifier.capture(add_one_defaulted, torch.randn(32))
    report = verifier.analyze(gm)
    text = report.text()
    assert "TTIR analysed: src_ptr, dst_ptr" in text and "Incorrect number of arguments" not in text, text
    (src,) = [c for c in report.candidates if c.arg == "src_ptr"]
    assert src.verdict.value == "safe" and "never stores to it" in src.reason, src.reason


@triton.jit
def merge_kernel(out_ptr, in_ptr, n, BLOCK: tl.constexpr = 16):
    i = tl.arange(0, BLOCK)
    m = i < n
    tl.store(out_ptr + i, tl.load(in_ptr + i, mask=m) * 2, mask=m)


def merge_in_place(x):
    s = x[2:10]
    merge_kernel[(1,)](s, s, 8)  # an in-place merge: output and input are the same slice
    return x * 1


@triton.jit
def merge_kernel_bound(out_ptr, in_ptr, n, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    m = i < n
    tl.store(out_ptr + i, tl.load(in_ptr + i, mask=m) * 2, mask=m)


def merge_in_place_bound(x):
    s = x[2:10]
    merge_kernel_bound[(1,)](s, s, 8, BLOCK=16)  # every parameter passed: torch's analysis works
    return x * 1


def test_a_copy_back_of_an_argument_never_written_is_a_finding_reproduced_against_eager():
    """Torch's mutation analysis fails on a kernel with a defaulted constexpr the caller does not
    pass and clones every argument; called with two aliasing arguments, the kernel writes one
    clone, and the copy-back of the other, never written, restores the old values last: the
    compiled program differs from eager before any reinplacing. The audit says so, with the
    element that differs; where torch's analysis works there is nothing to say."""
    from verifier.compiler.programs import Program
    from verifier.surfaces.audit import audit_program

    (finding,) = audit_program(Program("merge", merge_in_place, lambda: (torch.arange(16.0),))).findings
    assert finding.startswith("the functional graph copies back an argument the kernel never writes"), finding
    assert "never writes in_ptr" in finding and "(reproduced: eager and the functional graph differ at" in finding, finding
    bound = audit_program(Program("merge_bound", merge_in_place_bound, lambda: (torch.arange(16.0),)))
    assert bound.error is None and not bound.findings, bound.findings


@triton.jit
def _scale_rows(x_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * n + tl.arange(0, BLOCK)
    m = tl.arange(0, BLOCK) < n
    tl.store(x_ptr + i, tl.load(x_ptr + i, mask=m) * 2, mask=m)


def scale_in_chunks(x):
    """A chunk loop over a kernel launched with `num_warps`, as Liger's fused linear cross-entropy
    makes one: Dynamo unrolls it and gives each call an `Autotuner` of its own around the one
    function (the launch's options become its configuration)."""
    out = []
    for chunk in x.split(4):
        y = chunk * 3
        _scale_rows[(4,)](y, 16, BLOCK=16, num_warps=4)
        out.append(y)
    return torch.cat(out)


def test_the_calls_of_an_unrolled_chunk_loop_share_one_kernel_analysis(monkeypatch):
    """Every call of a chunk loop launches the same kernel on views of one shape: its TTIR is read
    once and each access's bounds are proven once, whatever wrapper Dynamo gives each call (a
    loop of 32 chunks was analysed 32 times: 1.4 s of a 1.6 s analysis of Liger's fused linear
    cross-entropy at 4096 tokens); the calls' verdicts are each proven and applied."""
    from verifier.callees import kernel_access, kernel_effects

    gm = verifier.capture(scale_in_chunks, torch.randn(16, 16))
    info_kernels = {node.kwargs["kernel_idx"] for node in gm.graph.nodes if node.target is FUNCTIONAL}
    assert len(info_kernels) == 4  # one wrapper per call, as Dynamo makes them
    counts = {"interpret": 0, "bounds": 0}

    def counted(name, fn):
        def wrapped(*a, **k):
            counts[name] += 1
            return fn(*a, **k)
        return wrapped

    monkeypatch.setattr(kernel_effects, "interpret", counted("interpret", kernel_effects.interpret))
    monkeypatch.setattr(kernel_access, "_bounds_at", counted("bounds", kernel_access._bounds_at))
    report = verifier.analyze(gm)
    kernel_calls = [c for c in report.candidates if c.kernel == "_scale_rows"]
    assert len(kernel_calls) == 4 and all(c.verdict.value == "safe" and c.applied for c in kernel_calls)
    assert counts == {"interpret": 1, "bounds": 2}  # the load and the store, once each
    new, _ = verifier.reinplace(gm, report)
    x = torch.randn(16, 16)
    assert torch.equal(run(new, [x])[0][0], run(gm, [x])[0][0])  # run on copies


@triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=w, num_stages=s)
                          for b in (4, 8) for w in (1, 2) for s in (1, 2)], key=["n"])
@triton.jit
def _double_tuned(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(dst_ptr + i, tl.load(src_ptr + i, mask=m) * 2, mask=m)


def double_tuned(x):
    y = torch.empty_like(x)
    _double_tuned[lambda meta: (triton.cdiv(16, meta["BLOCK"]),)](x, y, 16)
    return y


def test_an_autotuned_kernel_is_compiled_once_per_distinct_constants_and_kept_for_later_graphs(monkeypatch):
    """Every configuration of an autotuner is analysed (the launch may take any), but eight that
    differ only in launch options (warps, stages) have two sets of constants: Triton's front end
    runs twice for them, and not again for a later graph with the same kernel (a model's next
    layer: Liger's MoE kernels list 32 configurations of 4 constants each, 10 s of a graph on the
    GPU). A kernel whose source changes is compiled again: its TTIR is keyed by Triton's cache key."""
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    from verifier.compiler import ttir_source

    generated = []
    original = wrap.generate_ttir
    monkeypatch.setattr(wrap, "generate_ttir", lambda *a, **k: generated.append(a[1].get("BLOCK")) or original(*a, **k))
    monkeypatch.setattr(ttir_source, "_TORCH_TTIR", type(ttir_source._TORCH_TTIR)())

    def verdicts():
        gm = verifier.capture(double_tuned, torch.randn(16))
        generated.clear()
        report = verifier.analyze(gm)
        return {c.arg: c.verdict.value for c in report.candidates}

    assert verdicts() == {"dst_ptr": "safe"}
    assert sorted(generated) == [8]  # torch generated the first configuration's while tracing
    assert verdicts() == {"dst_ptr": "safe"} and generated == []
    monkeypatch.setattr(_double_tuned.fn, "hash", "another source")
    verdicts()
    assert sorted(generated) == [8]


def _provably_nonneg(e) -> bool:
    """Z3's answer to the question the interpreter asks: `e` is at least 0 wherever every lane and
    program id is."""
    from verifier.callees.ttir_values import LANES, PIDS

    s = z3.Solver()
    s.add(e < 0, *[v >= 0 for v in LANES + PIDS])
    return s.check() == z3.unsat


def test_an_offset_called_nonnegative_by_its_form_is_one_the_solver_proves_nonnegative():
    """`surely_nonneg` (sums and products of constants, lanes and program ids), which spares the
    interpreter a solver call per unsigned comparison or mask, never says so of a term that can be
    negative; on random terms it agrees with Z3 wherever it answers."""
    import random

    from verifier.callees.ttir_values import LANES, PIDS, surely_nonneg

    rng = random.Random(0)
    leaves = LANES[:3] + PIDS + [z3.Int("iter0")]

    def term(depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice(leaves) if rng.random() < 0.6 else z3.IntVal(rng.randint(-3, 64))
        children = [term(depth - 1) for _ in range(rng.randint(2, 3))]
        return z3.Sum(children) if rng.random() < 0.6 else z3.Product(children)

    said = 0
    for _ in range(300):
        e = term(3)
        if surely_nonneg(e):
            said += 1
            assert _provably_nonneg(e), e
    assert said > 30  # the form answers often, not only for constants
    assert surely_nonneg(7) and not surely_nonneg(-1)  # a term folded to a Python int


def test_nonnegativity_kept_by_term_answers_as_the_solver_for_terms_made_and_freed(monkeypatch):
    """The interpreter's answers of `nonneg` are kept by the term's AST id, and a term negative at
    a corner (lanes and program ids 0, the rest -1 or 1) is answered without Z3. Terms made and
    freed one after the other (z3 gives a freed id to the next term), and a store so small that it
    forgets every few terms: each answer is still Z3's for that term."""
    import random

    from verifier.callees import ttir_values
    from verifier.callees.ttir_values import LANES, PIDS, nonneg

    monkeypatch.setattr(ttir_values, "_NONNEG", {})
    monkeypatch.setattr(ttir_values, "_NONNEG_LIMIT", 5)
    rng = random.Random(1)
    leaves = LANES[:2] + PIDS[:1] + [z3.Int("iter0")]

    def term():
        a, b = rng.choice(leaves), rng.choice(leaves)
        c = z3.IntVal(rng.randint(-4, 4))
        return rng.choice([a + c, a * b + c, a - b, (a + c) * (b + c), (a + c) - c])

    answers = set()
    for _ in range(200):
        e = term()
        assert nonneg(e) == _provably_nonneg(e), e
        answers.add(nonneg(e))
        del e
    assert answers == {True, False}

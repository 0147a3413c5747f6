"""The kernel analysis (verifier/ttir.py) over-approximates what execution touches: every address
a kernel loads, stores or updates atomically in Triton's interpreter lies in the analysed set of
that argument, for that program instance and that kind of access. Checked on every kernel call
of the ground-truth table, the corpus and the real-kernel corpus."""

from __future__ import annotations

import contextlib

import numpy as np
import pytest
import torch
import z3

from liger_programs import PROGRAMS as LIGER
from programs import PROGRAMS as TABLE
from verifier.analysis import Analysis
from verifier.corpus.programs import PROGRAMS as CORPUS
from verifier.execution import run
from verifier.ttir import PIDS, instance, parse_module

FUNCTIONAL = torch.ops.higher_order.triton_kernel_wrapper_functional


@contextlib.contextmanager
def traced_launches():
    """Each interpreted launch: its tensor arguments (name -> tensor) and its memory events
    (program instance, kind, addresses, mask), as the interpreter's own access hook reports them."""
    from verifier.interpret import observed_accesses

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
    gm = prog.capture()
    analysis = Analysis(gm)
    analysis._analyse_kernels()
    # every launch in graph order: kernel calls of the graph, and kernels in traced custom-op bodies
    custom = {c.node: c for c in analysis.program.custom_ops}
    views = []
    for n in gm.graph.nodes:
        if n.target is FUNCTIONAL:
            views.append((n.name, analysis.views[n]))
        elif n in custom and not isinstance(custom[n].body(), str):
            views += [(f"{n.name} body", k.view) for k in custom[n].body().kernels]
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
    from verifier.ttir import interpret

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
    from verifier.ttir import Unanalysable, interpret

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

    from verifier.ttir import evaluate

    a, b = z3.Ints("a b")
    env = {"a": np.array([7, -7, 7, -7, 0]), "b": np.array([2, 2, -2, -2, 3])}
    for term in (a / b, a % b, z3.If(a > b, a - b, b * 2)):
        got = evaluate(term, env)
        for k in range(5):
            want = z3.simplify(z3.substitute(term, (a, z3.IntVal(int(env["a"][k]))), (b, z3.IntVal(int(env["b"][k])))))
            assert got[k] == want.as_long(), (term, k)

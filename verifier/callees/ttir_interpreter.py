"""What a Triton kernel loads and stores, read from its TTIR.

For each pointer argument and each program instance: the byte offsets it loads, stores and
updates atomically, as Z3 terms over the program ids, the lanes of each block (`tl.arange`),
loop iterations and the scalar arguments, with masks as conditions and the order of the
accesses inside an instance (program position, then loop iterations). The interpretation
over-approximates: a condition it cannot read is dropped (the access may happen), and an
address it cannot read (computed from loaded values, a block pointer, inline assembly, a pointer
carried through a loop in a way it does not follow) leaves that argument under the contract
(any byte of it, at any time), with the reason. `tests/test_ttir.py` checks by execution that
every address the interpreter touches is one the analysis allows.

The module's text is read by `ttir_text`, each operation's meaning is a rule of `ttir_rules`.
"""

from __future__ import annotations

import re
from typing import Any

import z3

from ..memory.terms import conj
from .ttir_rules import HANDLERS
from .ttir_text import (
    Block,
    Func,
    Locations,
    Op,
    element_bytes,
    operands_of,
    parse_module,
    shape_of,
    successors_of,
)
from .ttir_values import (
    Bool,
    Int,
    KernelEffects,
    MemoryOp,
    Opaque,
    Ptr,
    Unanalysable,
    loaded_from,
    merged_wraps,
    same_value,
)


class Interpreter:
    """Evaluates a kernel's TTIR over symbolic lanes, recording its memory operations."""

    def __init__(self, funcs: dict[str, Func], locs: Locations, grid: tuple):
        self.funcs = funcs
        self.locs = locs
        self.grid = grid
        self.grid_read = False  # whether a value depends on the grid (`tl.num_programs`)
        self.accesses: list[MemoryOp] = []
        self.contract: dict[str, str] = {}
        self.recording = True
        self.pos = 0
        self.loops: tuple = ()
        self.path: Any = z3.BoolVal(True)
        self.depth = 0
        self.loaded_integers = False  # whether an integer was loaded yet (`MemoryOp.after_loads`)

    # recording
    def _fallback(self, arg: str, why: str) -> None:
        if self.recording:
            self.contract.setdefault(arg, why)

    def _access(self, kind: str, ptr: Any, mask: Any, op: Op) -> None:
        self.pos += 1
        if not self.recording:
            return
        if isinstance(ptr, Opaque):
            raise Unanalysable(f"a {kind} through a pointer of unknown origin ({ptr.why})")
        if ptr.offset is None:
            self._fallback(ptr.arg, ptr.why)
            return
        cond = mask.expr if isinstance(mask, Bool) else z3.BoolVal(True)
        cond = conj(cond, self.path)
        wraps = merged_wraps(ptr.wraps, mask.wraps if isinstance(mask, Int) else ())
        self.accesses.append(MemoryOp(ptr.arg, kind, ptr.offset, ptr.elem, ptr.shape, cond, self.pos,
                                      self.loops, self.locs.get(op.loc or ""), wraps, self.loaded_integers))

    # evaluation
    def call(self, name: str, args: list[Any]) -> list[Any]:
        f = self.funcs.get(name)
        if f is None:
            raise Unanalysable(f"call of an unknown function {name}")
        self.depth += 1
        if self.depth > 32:
            raise Unanalysable("calls nested too deep (recursion?)")
        env = {p[0]: a for p, a in zip(f.params, args)}
        out = self.cfg(f.blocks, env)
        self.depth -= 1
        return out

    def cfg(self, blocks: list[Block], env: dict) -> list[Any]:
        """A function body: blocks in order (branches may only go forward); returns tt.return's
        values. A block runs under the disjunction of the branch conditions that reach it (an
        early `return` guards everything after it)."""
        index = {b.label: k for k, b in enumerate(blocks)}
        incoming: dict[str, list[tuple[Any, list[Any]]]] = {}  # per block: (path, block arguments) of each edge
        returned: list[list[Any]] = []
        entry = self.path
        try:
            for k, b in enumerate(blocks):
                if k > 0:
                    ins = incoming.get(b.label)
                    if not ins:
                        continue  # no predecessor
                    self.path = z3.simplify(z3.Or(*[path for path, _ in ins])) if len(ins) > 1 else ins[0][0]
                    for j, (ssa, typ) in enumerate(b.args):
                        vals = [v[j] for _, v in ins]
                        env[ssa] = vals[0] if all(same_value(vals[0], v) for v in vals) else Opaque(shape_of(typ), "a value merged from branches")
                for op in b.ops:
                    if op.name in ("cf.br", "cf.cond_br"):
                        self._branch(op, env, index, k, incoming)
                    elif op.name == "tt.return":
                        returned.append([env.get(a) for a in op.operands])
                    else:
                        self.op(op, env)
        finally:
            self.path = entry
        if not returned:
            return []
        first = returned[0]
        return [v if all(same_value(v, r[j]) for r in returned) else Opaque(getattr(v, "shape", ()), "a value merged from returns")
                for j, v in enumerate(first)]

    def _branch(self, op: Op, env: dict, index: dict, k: int, incoming: dict) -> None:
        """The edges of a branch: each target gets the path under which it is taken."""
        targets = successors_of(op.text)
        cond = env.get(op.operands[0]) if op.name == "cf.cond_br" else None
        c = cond.expr if isinstance(cond, Bool) and not cond.shape and len(targets) == 2 else None
        for j, (target, args) in enumerate(targets):
            if index.get(target, -1) <= k:
                raise Unanalysable("a backward branch (an unstructured loop)")
            path = self.path if c is None else conj(self.path, c if j == 0 else z3.Not(c))
            incoming.setdefault(target, []).append((path, [env.get(a) for a in args]))

    def body(self, block: Block, env: dict) -> list[Any]:
        """One block of a structured region; returns what its scf.yield yields."""
        for op in block.ops:
            if op.name in ("scf.yield", "tt.reduce.return", "tt.scan.return"):
                return [env.get(a) for a in op.operands]
            self.op(op, env)
        return []

    def op(self, op: Op, env: dict) -> None:
        name, text = op.name, op.text
        args = [env.get(a) for a in op.operands]
        out: list[Any]
        handler = HANDLERS.get(name)
        if handler is not None:
            out = handler(self, op, args, env)
        elif name.startswith(("arith.", "math.")) and any(t in text for t in ("f32", "f16", "f64", "bf16", "f8")):
            out = [Opaque(op.result_shape, "a float")]
        else:
            for a in args:
                if isinstance(a, Ptr):
                    self._fallback(a.arg, f"the pointer goes into {name}")
                elif isinstance(a, Opaque) and a.why.startswith("pointer"):
                    raise Unanalysable(f"a pointer of unknown origin goes into {name}")
            if op.regions and name not in ("tt.reduce", "tt.scan", "tt.map_elementwise"):
                self._opaque_region(op, env)
            out = [Opaque(op.result_shape, f"the result of {name}") for _ in op.results]
        for r, v in zip(op.results, out):
            env[r] = v

    def _opaque_region(self, op: Op, env: dict) -> None:
        """A region op that is not understood: its accesses keep the contract."""
        saved = self.recording
        for region in op.regions:
            for b in region:
                for ssa, typ in b.args:
                    env[ssa] = Opaque(shape_of(typ), f"an argument of {op.name}")
                for inner in b.ops:
                    for a in operands_of(inner.text):
                        v = env.get(a)
                        if isinstance(v, Ptr):
                            self._fallback(v.arg, f"accessed inside {op.name}")
                self.recording = False
                try:
                    self.body(b, dict(env))
                except Unanalysable:
                    pass
                finally:
                    self.recording = saved


def interpret(text: str, scalars: dict[str, Any], pointers: dict[str, bool], grid: tuple,
              symbolic: frozenset = frozenset()) -> KernelEffects:
    """The accesses of the public function of a TTIR module. `scalars`: python name -> Z3 term
    (int arguments); `pointers`: python name -> whether a tensor is passed there; `symbolic`: the
    scalar arguments whose value is symbolic, which must be parameters of the TTIR (a generator
    that inlines them has compiled a stand-in value)."""
    funcs, locs = parse_module(text)
    public = [f for f in funcs.values() if f.public]
    if len(public) != 1:
        raise Unanalysable("no single public kernel function in the TTIR")
    f = public[0]
    inlined = sorted(symbolic - {py for _, py, _ in f.params})
    if inlined:
        raise Unanalysable(f"the TTIR has the symbolic argument {inlined[0]} inlined as a constant "
                           "(this torch version compiles scalar arguments into the TTIR)")
    interp = Interpreter(funcs, locs, grid)
    args, ptr_names = [], []
    for ssa, py, typ in f.params:
        if typ.startswith("!tt.ptr"):
            ptr_names.append(py)
            args.append(Ptr((), py, element_bytes(typ), z3.IntVal(0)) if pointers.get(py, True) else Opaque((), "a null pointer"))
        elif re.match(r"i\d+$", typ):
            v = scalars.get(py)
            if v is None:
                args.append(Opaque((), f"the scalar {py}"))
            elif typ == "i1":
                args.append(Bool((), v != 0 if z3.is_int(v) else v))
            else:
                args.append(Int((), v))
        else:
            args.append(Opaque((), f"the argument {py} ({typ})"))
    interp.call(f.name, args)
    # a value loaded from an argument the kernel also writes is no function of where it is read
    written = {a.arg for a in interp.accesses if a.writes} | set(interp.contract)
    for access in interp.accesses:
        for term in access.loaded:
            source = loaded_from(term)[0]
            if source in written:
                interp._fallback(access.arg, f"an offset computed from a value loaded from {source}, which the kernel writes")
    return KernelEffects(grid, interp.accesses, interp.contract, ptr_names, interp.grid_read)


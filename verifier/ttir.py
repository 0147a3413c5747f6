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

The TTIR is Triton's own (`generate_ttir`, as torch's mutation analysis gets it), read as text.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import functools
import itertools
import re
from typing import Any

import z3

from .solver import constants

# --- the text of a module --------------------------------------------------------------------


@dataclasses.dataclass
class Op:
    results: list[str]
    name: str
    text: str  # operands, attributes and types, as written
    regions: list[list["Block"]]
    loc: str | None  # the #loc it points at


@dataclasses.dataclass
class Block:
    label: str
    args: list[tuple[str, str]]  # (ssa name, type)
    ops: list[Op]


@dataclasses.dataclass
class Func:
    name: str
    params: list[tuple[str, str, str]]  # (ssa name, python name, type)
    blocks: list[Block]
    public: bool = False


_SYMBOL = r'(?:"([^"]+)"|([\w.$\-]+))'  # @name or @"name with (parentheses)"
_SSA = re.compile(r"%[\w$.\-]+(?:#\d+)?")
_RESULTS = re.compile(r"^((?:%[\w$.\-]+(?::\d+)?)(?:\s*,\s*%[\w$.\-]+)*)\s*=\s*")
_OPNAME = re.compile(r'^"?([a-z_][\w]*\.[\w.]+)"?')


def _strip_loc(line: str) -> tuple[str, str | None]:
    """The line without its trailing ` loc(...)`, and the #loc it names (if any)."""
    i = line.rfind(" loc(")
    while i >= 0:
        tail = line[i + 1:]
        depth = 0
        for j, ch in enumerate(tail):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and ch == ")":
                if j == len(tail) - 1:
                    m = re.match(r"loc\((#loc\d*)\)$", tail)
                    return line[:i].rstrip(), m.group(1) if m else None
                break
        i = line.rfind(" loc(", 0, i)
    return line.rstrip(), None


def parse_module(text: str) -> tuple[dict[str, Func], dict[str, str]]:
    """Functions by name, and each #loc resolved to "file:line" where it names one."""
    locs_raw: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        if line.startswith("#loc"):
            name, _, rest = line.partition(" = ")
            locs_raw[name.strip()] = rest.strip()
        else:
            body.append(line)
    funcs: dict[str, Func] = {}
    i = 0
    while i < len(body):
        line, _ = _strip_loc(body[i].strip())
        m = re.match(rf"tt\.func\s+(public\s+|private\s+)?@{_SYMBOL}\((.*)\)(?:\s*->\s*.*?)?\s*(?:attributes\s*\{{.*\}})?\s*\{{$", line)
        if m:
            name = m.group(2) or m.group(3)
            params = _params(body[i][body[i].index(name) + len(name):])
            blocks, i = _region(body, i + 1)
            funcs[name] = Func(name, params, blocks, (m.group(1) or "").strip() == "public")
        else:
            i += 1
    return funcs, _resolve_locs(locs_raw)


def _params(line: str) -> list[tuple[str, str, str]]:
    head = line[line.index("(") + 1:]
    out = []
    for m in re.finditer(r'(%[\w$.\-]+)\s*:\s*([^\s{,]+(?:<[^>]*>+)?)', head):
        ssa, typ = m.group(1), m.group(2)
        rest = head[m.end():]
        named = re.match(r'[^%]*?loc\("([^"]+)"', rest)
        py = named.group(1) if named and "%" not in rest[: named.start(1)] else ssa[1:]
        out.append((ssa, py, typ))
    return out


def _region(lines: list[str], i: int) -> tuple[list[Block], int]:
    """Blocks from line i to the closing brace (exclusive); returns the index of that line."""
    blocks = [Block("entry", [], [])]
    while i < len(lines):
        raw = lines[i].strip()
        line, loc = _strip_loc(raw)
        if not line or line.startswith("//"):
            i += 1
            continue
        if line.startswith("}"):
            return blocks, i
        if line.startswith("^"):
            m = re.match(r"\^(\w+)(?:\((.*)\))?:", line)
            args = [(a.group(1), a.group(2)) for a in re.finditer(r"(%[\w$.\-]+)\s*:\s*([^,)]+(?:<[^>]*>)?)", m.group(2) or "")] if m else []
            blocks.append(Block(m.group(1) if m else line, args, []))
            i += 1
            continue
        results: list[str] = []
        rm = _RESULTS.match(line)
        rest = line
        if rm:
            for r in re.split(r"\s*,\s*", rm.group(1)):
                name, _, count = r.partition(":")
                results += [f"{name}#{k}" for k in range(int(count))] if count else [name]
            rest = line[rm.end():]
        om = _OPNAME.match(rest)
        name = om.group(1) if om else rest.split()[0]
        text = rest[om.end():] if om else ""
        regions: list[list[Block]] = []
        i += 1
        while text.rstrip().endswith("{"):
            region, i = _region(lines, i)
            regions.append(region)
            closing, loc2 = _strip_loc(lines[i].strip())
            loc = loc2 or loc
            text = text.rstrip()[:-1] + " " + closing[1:].lstrip(",").strip()
            i += 1
            if not closing.rstrip().endswith("{"):
                break
        blocks[-1].ops.append(Op(results, name, text, regions, loc))
    return blocks, i


def _resolve_locs(raw: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}

    def resolve(name: str, depth: int = 0) -> str | None:
        if name in out:
            return out[name]
        v = raw.get(name)
        if v is None or depth > 20:
            return None
        m = re.search(r'"([^"]+)":(\d+):\d+', v)
        if m:
            out[name] = f"{m.group(1)}:{m.group(2)}"
            return out[name]
        inner = re.findall(r"#loc\d*", v)
        for ref in inner:
            r = resolve(ref, depth + 1)
            if r is not None:
                out[name] = r
                return r
        return None

    for k in raw:
        resolve(k)
    return out


# --- values ------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Int:
    """An integer (or i1) per lane: `expr` over lane variables lane0.. of `shape`, program ids,
    loop iterations and scalar arguments; `wraps` are sub-terms whose bit width they must fit."""

    shape: tuple
    expr: Any
    wraps: tuple = ()  # ((term, bits), ...)


@dataclasses.dataclass(frozen=True)
class Bool:
    shape: tuple
    expr: Any


@dataclasses.dataclass(frozen=True)
class Ptr:
    """A pointer into argument `arg`: `offset` bytes past its first element (None: unknown, `why`)."""

    shape: tuple
    arg: str
    elem: int  # bytes of the pointee
    offset: Any
    why: str = ""
    wraps: tuple = ()


@dataclasses.dataclass(frozen=True)
class Opaque:
    """A value the analysis does not follow (data, floats, results of unknown ops)."""

    shape: tuple
    why: str


LANES = [z3.Int(f"lane{k}") for k in range(8)]
PIDS = [z3.Int(f"pid{k}") for k in range(3)]


def _elem_bytes(typ: str) -> int:
    m = re.search(r"!tt\.ptr<([^>,]+)", typ)
    t = m.group(1) if m else typ
    if t.startswith("!tt.ptr"):
        return 8
    m = re.match(r"[a-z]+?(\d+)", t.replace("bf16", "f16").replace("f8E", "i8").replace("f8e", "i8"))
    return max(1, int(m.group(1)) // 8) if m else 1


def _shape(typ: str) -> tuple:
    m = re.match(r"\s*tensor<((?:\d+x)*)", typ)
    if not m:
        return ()
    return tuple(int(d) for d in m.group(1).split("x") if d)


def _bits(typ: str) -> int | None:
    m = re.search(r"\bi(\d+)>?\s*$", typ.strip()) or re.search(r"x?i(\d+)>", typ)
    return int(m.group(1)) if m else None


# --- accesses --------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Loop:
    """One scf.for: its iteration count k (0, 1, ...) and the condition it lives under."""

    var: Any
    domain: Any
    bounds: tuple | None = None  # (lower, step, upper) of its induction variable, when followed


@dataclasses.dataclass(frozen=True)
class MemoryOp:
    arg: str
    kind: str  # "load", "store", "atomic"
    offset: Any  # bytes past the argument's first element, per lane
    size: int  # bytes per lane
    shape: tuple
    mask: Any  # z3 Bool: the lane accesses memory
    pos: int  # order inside the instance
    loops: tuple  # enclosing loops, outermost first
    line: str | None  # source file:line
    wraps: tuple = ()

    @property
    def writes(self) -> bool:
        return self.kind in ("store", "atomic")

    @property
    def where(self) -> str:
        """"store at file.py:42" for people."""
        if not self.line:
            return self.kind
        path, _, line = self.line.rpartition(":")
        return f"{self.kind} at {path.rsplit('/', 1)[-1]}:{line}"

    @property
    def reads(self) -> bool:
        return self.kind in ("load", "atomic")


@dataclasses.dataclass
class KernelEffects:
    """The accesses of one launch configuration (grid and constexprs) of a kernel."""

    grid: tuple  # z3 terms, three
    accesses: list[MemoryOp]
    contract: dict[str, str]  # pointer argument -> why it keeps the contract
    pointers: list[str]  # every pointer argument the kernel has

    def of(self, arg: str) -> list[MemoryOp]:
        return [a for a in self.accesses if a.arg == arg]


class Unanalysable(Exception):
    """The whole kernel stays under the contract (the message says why)."""


_loop_ids = itertools.count()


class Interpreter:
    """Evaluates a kernel's TTIR over symbolic lanes, recording its memory operations."""

    def __init__(self, funcs: dict[str, Func], locs: dict[str, str], grid: tuple):
        self.funcs = funcs
        self.locs = locs
        self.grid = grid
        self.accesses: list[MemoryOp] = []
        self.contract: dict[str, str] = {}
        self.recording = True
        self.pos = 0
        self.loops: tuple = ()
        self.path: Any = z3.BoolVal(True)
        self.depth = 0

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
        cond = z3.And(cond, self.path)
        wraps = ptr.wraps + (mask.wraps if isinstance(mask, Int) else ())
        self.accesses.append(MemoryOp(ptr.arg, kind, ptr.offset, ptr.elem, ptr.shape, cond, self.pos,
                                      self.loops, self.locs.get(op.loc or ""), wraps))

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
        """A function body: blocks in order (branches may only go forward); returns tt.return's values."""
        index = {b.label: k for k, b in enumerate(blocks)}
        incoming: dict[str, list[list[Any]]] = {}
        returned: list[list[Any]] = []
        for k, b in enumerate(blocks):
            if k > 0:
                ins = incoming.get(b.label)
                if not ins:
                    continue  # no predecessor
                for j, (ssa, typ) in enumerate(b.args):
                    vals = [v[j] for v in ins]
                    env[ssa] = vals[0] if all(_same(vals[0], v) for v in vals) else Opaque(_shape(typ), "a value merged from branches")
            for op in b.ops:
                if op.name in ("cf.br", "cf.cond_br"):
                    for target, args in _successors(op.text):
                        if index.get(target, -1) <= k:
                            raise Unanalysable("a backward branch (an unstructured loop)")
                        incoming.setdefault(target, []).append([env.get(a) for a in args])
                elif op.name == "tt.return":
                    returned.append([env.get(a) for a in _operands(op.text)])
                else:
                    self.op(op, env)
        if not returned:
            return []
        first = returned[0]
        return [v if all(_same(v, r[j]) for r in returned) else Opaque(getattr(v, "shape", ()), "a value merged from returns")
                for j, v in enumerate(first)]

    def body(self, block: Block, env: dict) -> list[Any]:
        """One block of a structured region; returns what its scf.yield yields."""
        for op in block.ops:
            if op.name in ("scf.yield", "tt.reduce.return", "tt.scan.return"):
                return [env.get(a) for a in _operands(op.text)]
            self.op(op, env)
        return []

    def op(self, op: Op, env: dict) -> None:
        name, text = op.name, op.text
        args = [env.get(a) for a in _operands(text)]
        out: list[Any]
        handler = _HANDLERS.get(name)
        if handler is not None:
            out = handler(self, op, args, env)
        elif name.startswith(("arith.", "math.")) and any(t in text for t in ("f32", "f16", "f64", "bf16", "f8")):
            out = [Opaque(_result_shape(text), "a float")]
        else:
            for a in args:
                if isinstance(a, Ptr):
                    self._fallback(a.arg, f"the pointer goes into {name}")
                elif isinstance(a, Opaque) and a.why.startswith("pointer"):
                    raise Unanalysable(f"a pointer of unknown origin goes into {name}")
            if op.regions and name not in ("tt.reduce", "tt.scan", "tt.map_elementwise"):
                self._opaque_region(op, env)
            out = [Opaque(_result_shape(text), f"the result of {name}") for _ in op.results]
        for r, v in zip(op.results, out):
            env[r] = v

    def _opaque_region(self, op: Op, env: dict) -> None:
        """A region op that is not understood: its accesses keep the contract."""
        saved = self.recording
        for region in op.regions:
            for b in region:
                for ssa, typ in b.args:
                    env[ssa] = Opaque(_shape(typ), f"an argument of {op.name}")
                for inner in b.ops:
                    for a in _operands(inner.text):
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


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b) or getattr(a, "shape", None) != getattr(b, "shape", None):
        return False
    if isinstance(a, (Int, Bool)):
        return z3.eq(z3.simplify(a.expr), z3.simplify(b.expr))
    if isinstance(a, Ptr):
        return a.arg == b.arg and a.offset is not None and b.offset is not None and z3.eq(z3.simplify(a.offset), z3.simplify(b.offset))
    return False


def _successors(text: str) -> list[tuple[str, list[str]]]:
    out = []
    for m in re.finditer(r"\^(\w+)(?:\(([^)]*)\))?", text):
        out.append((m.group(1), _SSA.findall((m.group(2) or "").split(":")[0])))
    return out


def _strip_attrs(text: str) -> str:
    """The text without attribute dictionaries ({...}, <{...}>)."""
    out, depth = [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _operands(text: str) -> list[str]:
    head = _strip_attrs(text).split(" : ")[0]
    return _SSA.findall(head)


def _types(text: str) -> str:
    t = _strip_attrs(text)
    return t.split(" : ", 1)[1] if " : " in t else ""


def _result_shape(text: str) -> tuple:
    t = _types(text)
    if "->" in t:
        t = t.rsplit("->", 1)[1]
    return _shape(t.strip().lstrip("("))


def _attr(text: str, key: str) -> int | None:
    m = re.search(rf"\b{key}\s*=\s*(-?\d+)", text)
    return int(m.group(1)) if m else None


# --- op semantics --------------------------------------------------------------------------------


def _wraps(*vals) -> tuple:
    out: tuple = ()
    for v in vals:
        out += getattr(v, "wraps", ())
    return out


def _checked(expr: Any, text: str, *vals) -> tuple:
    bits = _bits(_types(text).rsplit("->", 1)[-1])
    extra = ((expr, bits),) if bits is not None and 1 < bits <= 64 else ()
    return _wraps(*vals) + extra


def _int_arith(interp, op, args, env):
    name = op.name.split(".")[1]
    if len(args) == 2 and all(isinstance(a, Bool) for a in args) and name in ("andi", "ori", "xori"):
        a, b = args
        f = {"andi": z3.And, "ori": z3.Or, "xori": z3.Xor}[name]
        return [Bool(a.shape, f(a.expr, b.expr))]
    if not all(isinstance(a, Int) for a in args) or len(args) != 2:
        return [Opaque(_result_shape(op.text), f"{op.name} of values not followed")]
    a, b = args[0].expr, args[1].expr
    if name == "addi":
        e = a + b
    elif name == "subi":
        e = a - b
    elif name == "muli":
        e = a * b
    elif name in ("divsi", "divui"):
        e = _tdiv(a, b)
    elif name in ("remsi", "remui"):
        e = a - b * _tdiv(a, b)
    elif name == "floordivsi":
        e = _floordiv(a, b)
    elif name == "ceildivsi":
        e = -_floordiv(-a, b)
    elif name in ("minsi", "minui"):
        e = z3.If(a < b, a, b)
    elif name in ("maxsi", "maxui"):
        e = z3.If(a > b, a, b)
    elif name == "shli" and z3.is_int_value(z3.simplify(b)):
        e = a * (1 << z3.simplify(b).as_long())
    elif name in ("shrsi", "shrui") and z3.is_int_value(z3.simplify(b)):
        e = _floordiv(a, z3.IntVal(1 << z3.simplify(b).as_long()))
    elif name == "andi" and z3.is_int_value(z3.simplify(b)) and _low_mask(z3.simplify(b).as_long()) and _nonneg(a):
        e = a % (z3.simplify(b).as_long() + 1)
    else:
        return [Opaque(_result_shape(op.text), f"{op.name}")]
    return [Int(args[0].shape, e, _checked(e, op.text, *args))]


def _low_mask(v: int) -> bool:
    return v > 0 and (v & (v + 1)) == 0


def _nonneg(e) -> bool:
    s = z3.Solver()
    s.set("timeout", 200)
    s.add(e < 0)
    for lane in LANES:
        s.add(lane >= 0)
    for p in PIDS:
        s.add(p >= 0)
    return s.check() == z3.unsat


def _tdiv(a, b):
    """C division (towards zero)."""
    q = z3.If(b > 0, a / b, -(a / -b))
    return z3.If(a >= 0, q, -z3.If(b > 0, (-a) / b, -((-a) / -b)))


def _floordiv(a, b):
    """Floor division (SMT-LIB's `div` is floor for a positive divisor)."""
    return z3.If(b > 0, a / b, (-a) / (-b))


_CMP = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "slt": lambda a, b: a < b, "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
    "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b, "ugt": lambda a, b: a > b, "uge": lambda a, b: a >= b,
}


def _cmpi(interp, op, args, env):
    pred = op.text.strip().split(",")[0].strip()
    a, b = args[0], args[1]
    if not (isinstance(a, Int) and isinstance(b, Int)) or pred not in _CMP:
        return [Opaque(a.shape if hasattr(a, "shape") else (), "a comparison of values not followed")]
    if pred.startswith("u") and not (_nonneg(a.expr) and _nonneg(b.expr)):
        return [Opaque(a.shape, "an unsigned comparison of values that may be negative")]
    return [Bool(a.shape, _CMP[pred](a.expr, b.expr))]


def _cast(interp, op, args, env):
    a = args[0]
    name = op.name
    if isinstance(a, Bool) and name in ("arith.extui", "arith.extsi"):
        return [Int(a.shape, z3.If(a.expr, 1 if name == "arith.extui" else -1, 0))]
    if isinstance(a, Int):
        if name == "arith.trunci" and "i1" in _types(op.text).rsplit("to", 1)[-1]:
            return [Bool(a.shape, a.expr % 2 != 0)]
        if name == "arith.extui" and not _nonneg(a.expr):
            return [Opaque(a.shape, "an unsigned extension of a value that may be negative")]
        wraps = _checked(a.expr, op.text.replace(" to ", " -> "), a) if name == "arith.trunci" else a.wraps
        return [Int(a.shape, a.expr, wraps)]
    if isinstance(a, Ptr) and name == "tt.bitcast":
        return [dataclasses.replace(a, elem=_elem_bytes(_types(op.text).rsplit("->", 1)[-1]))]
    if isinstance(a, (Bool, Ptr)) and name == "arith.bitcast":
        return [a]
    if isinstance(a, Ptr):
        interp._fallback(a.arg, f"the pointer is converted by {name}")
    return [Opaque(_result_shape(op.text.replace(" to ", " -> ")), f"{name}")]


def _constant(interp, op, args, env):
    text = op.text.strip()
    shape = _result_shape(text)
    m = re.match(r"(?:dense<)?(-?\d+|true|false)>?\s*:\s*(\S.*)$", text)
    if m and not re.search(r"\bf\d+|bf16", m.group(2)):
        v = m.group(1)
        if v in ("true", "false"):
            return [Bool(shape, z3.BoolVal(v == "true"))]
        if m.group(2).rstrip(">").endswith("i1") :
            return [Bool(shape, z3.BoolVal(int(v) != 0))]
        return [Int(shape, z3.IntVal(int(v)))]
    if text in ("true", "false"):
        return [Bool((), z3.BoolVal(text == "true"))]
    return [Opaque(shape, "a constant that is not an integer")]


def _program_id(interp, op, args, env):
    axis = "xyz".index(op.text.strip()[0])
    return [Int((), PIDS[axis])]


def _num_programs(interp, op, args, env):
    axis = "xyz".index(op.text.strip()[0])
    return [Int((), interp.grid[axis])]


def _make_range(interp, op, args, env):
    start, end = _attr(op.text, "start"), _attr(op.text, "end")
    n = end - start
    return [Int((n,), z3.IntVal(start) + (LANES[0] if n != 1 else 0))]


def _splat(interp, op, args, env):
    shape = _result_shape(op.text)
    a = args[0]
    if isinstance(a, (Int, Bool, Ptr, Opaque)):
        return [dataclasses.replace(a, shape=shape)]
    return [Opaque(shape, "splat")]


def _broadcast(interp, op, args, env):
    return _splat(interp, op, args, env)  # size-1 dimensions carry no lane variable


def _relane(value, mapping: dict[int, Any], shape: tuple):
    """`value` with lane k replaced by mapping[k] (a term), in a value of `shape`."""
    pairs = [(LANES[k], t) for k, t in mapping.items() if not (isinstance(t, z3.ArithRef) and z3.eq(t, LANES[k]))]
    if isinstance(value, Opaque):
        return Opaque(shape, value.why)

    def sub(e):
        return z3.substitute(e, *pairs) if pairs and e is not None else e

    if isinstance(value, Ptr):
        return dataclasses.replace(value, shape=shape, offset=sub(value.offset), wraps=tuple((sub(t), b) for t, b in value.wraps))
    if isinstance(value, Int):
        return Int(shape, sub(value.expr), tuple((sub(t), b) for t, b in value.wraps))
    return Bool(shape, sub(value.expr))


def _expand_dims(interp, op, args, env):
    axis = _attr(op.text, "axis")
    a = args[0]
    shape = _result_shape(op.text)
    if isinstance(a, Opaque):
        return [Opaque(shape, a.why)]
    return [_relane(a, {k: LANES[k + 1] if k >= axis else LANES[k] for k in range(len(a.shape))}, shape)]


def _trans(interp, op, args, env):
    m = re.search(r"order\s*=\s*array<i32:\s*([\d,\s]+)>", op.text)
    a = args[0]
    shape = _result_shape(op.text)
    if m is None or isinstance(a, Opaque):
        return [Opaque(shape, "a transpose not followed")]
    order = [int(x) for x in m.group(1).split(",")]
    # result dimension j is source dimension order[j]
    return [_relane(a, {order[j]: LANES[j] for j in range(len(order))}, shape)]


def _reshape(interp, op, args, env):
    a = args[0]
    shape = _result_shape(op.text)
    if isinstance(a, Opaque):
        return [Opaque(shape, a.why)]
    # flat index of the result lane, then the source lanes from it
    flat = z3.IntVal(0)
    for k, n in enumerate(shape):
        flat = flat * n + (LANES[k] if n != 1 else 0)
    mapping = {}
    rest = flat
    for k in reversed(range(len(a.shape))):
        n = a.shape[k]
        mapping[k] = rest % n if n != 1 else z3.IntVal(0)
        rest = rest / n
    tmp = [z3.Int(f"reshape_tmp{k}") for k in range(len(a.shape))]
    staged = _relane(a, {k: tmp[k] for k in range(len(a.shape))}, a.shape)

    def sub(e):
        return z3.simplify(z3.substitute(e, *[(tmp[k], mapping[k]) for k in range(len(a.shape))])) if e is not None else e

    if isinstance(staged, Ptr):
        return [dataclasses.replace(staged, shape=shape, offset=sub(staged.offset), wraps=tuple((sub(t), b) for t, b in staged.wraps))]
    if isinstance(staged, Int):
        return [Int(shape, sub(staged.expr), tuple((sub(t), b) for t, b in staged.wraps))]
    return [Bool(shape, sub(staged.expr))]


def _addptr(interp, op, args, env):
    p, off = args[0], args[1]
    shape = _shape(_types(op.text).split(",")[0]) or p.shape
    if isinstance(p, Opaque):
        return [Opaque(shape, "pointer of unknown origin")]
    if p.offset is None:
        return [dataclasses.replace(p, shape=shape)]
    if not isinstance(off, Int):
        why = getattr(off, "why", "an offset not followed")
        return [dataclasses.replace(p, shape=shape, offset=None, why=f"an offset computed from {why}")]
    e = p.offset + off.expr * p.elem
    return [dataclasses.replace(p, shape=shape, offset=e, wraps=p.wraps + off.wraps)]


def _load(interp, op, args, env):
    ops = [a for a in args]
    mask = ops[1] if len(ops) > 1 else None
    interp._access("load", ops[0], mask, op)
    return [Opaque(getattr(ops[0], "shape", ()), "a loaded value")]


def _store(interp, op, args, env):
    mask = args[2] if len(args) > 2 else None
    interp._access("store", args[0], mask, op)
    return []


def _atomic(interp, op, args, env):
    ptrs = [a for a in args if isinstance(a, (Ptr,)) or (isinstance(a, Opaque) and a.why.startswith("pointer"))]
    masks = [a for a in args if isinstance(a, Bool)]
    interp._access("atomic", ptrs[0] if ptrs else Opaque((), "pointer of an atomic"), masks[0] if masks and op.name != "tt.atomic_cas" else None, op)
    return [Opaque(getattr(ptrs[0], "shape", ()) if ptrs else (), "an atomic's old value")]


def _select(interp, op, args, env):
    c, a, b = args
    shape = getattr(a, "shape", ())
    if isinstance(a, Int) and isinstance(b, Int) and isinstance(c, Bool):
        return [Int(shape, z3.If(c.expr, a.expr, b.expr), _wraps(a, b))]
    if isinstance(a, Bool) and isinstance(b, Bool) and isinstance(c, Bool):
        return [Bool(shape, z3.If(c.expr, a.expr, b.expr))]
    if isinstance(a, Ptr) and isinstance(b, Ptr) and a.arg == b.arg:
        if isinstance(c, Bool) and a.offset is not None and b.offset is not None:
            return [dataclasses.replace(a, offset=z3.If(c.expr, a.offset, b.offset), wraps=_wraps(a, b))]
        return [dataclasses.replace(a, offset=None, why="a pointer chosen by a condition not followed")]
    if isinstance(a, Ptr) or isinstance(b, Ptr):
        for p in (a, b):
            if isinstance(p, Ptr):
                interp._fallback(p.arg, "a pointer chosen between two arguments")
        return [Opaque(shape, "pointer chosen between two arguments")]
    return [Opaque(shape, "a selected value")]


def _call(interp, op, args, env):
    m = re.match(rf"\s*@{_SYMBOL}", op.text)
    if m is None:
        raise Unanalysable(f"a call not read: {op.text[:80]}")
    return interp.call(m.group(1) or m.group(2), args)


def _noop(interp, op, args, env):
    return [Opaque((), op.name) for _ in op.results]


def _for(interp, op, args, env):
    m = re.match(r"\s*(%[\w$.\-]+)\s*=\s*(%[\w$.\-#]+)\s+to\s+(%[\w$.\-#]+)\s+step\s+(%[\w$.\-#]+)", op.text)
    iv_name, lb, ub, st = m.group(1), env.get(m.group(2)), env.get(m.group(3)), env.get(m.group(4))
    carried = re.findall(r"(%[\w$.\-]+)\s*=\s*(%[\w$.\-#]+)", op.text[m.end():].split("->")[0])
    inits = [env.get(v) for _, v in carried]
    k = z3.Int(f"iter{next(_loop_ids)}")
    if isinstance(lb, Int) and isinstance(st, Int):
        iv = lb.expr + st.expr * k
        domain = [k >= 0]
        if isinstance(ub, Int):
            domain.append(z3.If(st.expr > 0, iv < ub.expr, iv > ub.expr))
        ivv = Int((), iv, _wraps(lb, ub, st))
    else:
        domain = [k >= 0]
        ivv = Opaque((), "a loop variable with bounds not followed")
    bounds = (lb.expr, st.expr, ub.expr) if all(isinstance(v, Int) for v in (lb, st, ub)) else None
    loop = Loop(k, z3.And(*domain), bounds)
    block = op.regions[0][0]
    # 1. which carried values advance by a loop-invariant step (pointers and offsets)
    steps: list[Any] = [None] * len(carried)
    carry = [z3.Int(f"carry{next(_loop_ids)}") for _ in carried]
    probe = dict(env)
    probe[iv_name] = ivv
    for (name, _), init, c in zip(carried, inits, carry):
        if isinstance(init, Int):
            probe[name] = Int(init.shape, init.expr + c, init.wraps)
        elif isinstance(init, Ptr) and init.offset is not None:
            probe[name] = dataclasses.replace(init, offset=init.offset + c)
        else:
            probe[name] = init if isinstance(init, Opaque) else Opaque(getattr(init, "shape", ()), "a value carried by a loop")
    saved = (interp.recording, interp.pos)
    interp.recording = False
    try:
        yielded = interp.body(block, probe)
    finally:
        interp.recording, interp.pos = saved
    for j, ((name, _), init, c) in enumerate(zip(carried, inits, carry)):
        y = yielded[j] if j < len(yielded) else None
        before = probe[name]
        if isinstance(y, type(before)) and isinstance(y, (Int, Ptr)) and (not isinstance(y, Ptr) or (y.arg == before.arg and y.offset is not None)):
            d = z3.simplify((y.offset - before.offset) if isinstance(y, Ptr) else (y.expr - before.expr))
            names = constants([d])
            if str(c) not in names and str(k) not in names and not any(str(lane) in names for lane in LANES):
                steps[j] = d
    # 2. the body once more, with the loop's iteration and the carried values as terms of it
    inner = dict(env)
    inner[iv_name] = ivv
    for j, ((name, _), init) in enumerate(zip(carried, inits)):
        if steps[j] is not None and isinstance(init, Int):
            inner[name] = Int(init.shape, init.expr + k * steps[j], init.wraps)
        elif steps[j] is not None and isinstance(init, Ptr):
            inner[name] = dataclasses.replace(init, offset=init.offset + k * steps[j])
        elif isinstance(init, Ptr):
            inner[name] = dataclasses.replace(init, offset=None, why="a pointer carried through a loop")
        else:
            inner[name] = Opaque(getattr(init, "shape", ()), "a value carried by a loop")
    outer = interp.loops
    interp.loops = outer + (loop,)
    try:
        interp.body(block, inner)
    finally:
        interp.loops = outer
    out = []
    for j, init in enumerate(inits):
        if isinstance(init, Ptr):
            out.append(dataclasses.replace(init, offset=None, why="a pointer after a loop"))
        else:
            out.append(Opaque(getattr(init, "shape", ()), "a value after a loop"))
    return out



def _if(interp, op, args, env):
    cond = args[0] if args else None
    c = cond.expr if isinstance(cond, Bool) and not cond.shape else None
    results = []
    saved = interp.path
    branches = []
    for k, region in enumerate(op.regions):
        guard = (c if k == 0 else z3.Not(c)) if c is not None else z3.BoolVal(True)
        interp.path = z3.And(saved, guard)
        try:
            branches.append(interp.body(region[0], env))
        finally:
            interp.path = saved
    for j, r in enumerate(op.results):
        vals = [b[j] for b in branches if j < len(b)]
        if len(vals) == 2 and _same(vals[0], vals[1]):
            results.append(vals[0])
        elif len(vals) == 2 and c is not None and isinstance(vals[0], Int) and isinstance(vals[1], Int):
            results.append(Int(vals[0].shape, z3.If(c, vals[0].expr, vals[1].expr), _wraps(*vals)))
        elif vals and isinstance(vals[0], Ptr):
            results.append(dataclasses.replace(vals[0], offset=None, why="a pointer chosen by a branch"))
        else:
            results.append(Opaque(getattr(vals[0], "shape", ()) if vals else (), "a value of a branch"))
    return results


def _while(interp, op, args, env):
    for a in args:
        if isinstance(a, Ptr):
            interp._fallback(a.arg, "a pointer carried through a while loop")
    interp._opaque_region(op, env)
    return [Opaque((), "a value of a while loop") for _ in op.results]


def _block_ptr(interp, op, args, env):
    for a in args:
        if isinstance(a, Ptr):
            interp._fallback(a.arg, f"a block pointer or tensor descriptor ({op.name})")
            return [dataclasses.replace(a, offset=None, why=f"a block pointer or tensor descriptor ({op.name})")]
    return [Opaque((), f"{op.name}") for _ in op.results]


def _inline_asm(interp, op, args, env):
    for a in args:
        if isinstance(a, Ptr):
            interp._fallback(a.arg, "inline assembly takes the pointer")
    return [Opaque(_result_shape(op.text), "inline assembly") for _ in op.results]


def _int_to_ptr(interp, op, args, env):
    raise Unanalysable("a pointer made from an integer (tt.int_to_ptr)")


_HANDLERS = {
    **{f"arith.{n}": _int_arith for n in ("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "floordivsi",
                                            "ceildivsi", "minsi", "minui", "maxsi", "maxui", "shli", "shrsi", "shrui",
                                            "andi", "ori", "xori")},
    "arith.cmpi": _cmpi,
    **{f"arith.{n}": _cast for n in ("extsi", "extui", "trunci", "index_cast", "index_castui", "bitcast")},
    "tt.bitcast": _cast,
    "arith.constant": _constant,
    "arith.select": _select,
    "tt.get_program_id": _program_id,
    "tt.get_num_programs": _num_programs,
    "tt.make_range": _make_range,
    "tt.splat": _splat,
    "tt.broadcast": _broadcast,
    "tt.expand_dims": _expand_dims,
    "tt.trans": _trans,
    "tt.reshape": _reshape,
    "tt.addptr": _addptr,
    "tt.load": _load,
    "tt.store": _store,
    "tt.atomic_rmw": _atomic,
    "tt.atomic_cas": _atomic,
    "tt.call": _call,
    "scf.for": _for,
    "scf.if": _if,
    "scf.while": _while,
    "tt.make_tensor_ptr": _block_ptr,
    "tt.advance": _block_ptr,
    "tt.make_tensor_descriptor": _block_ptr,
    "tt.descriptor_load": _block_ptr,
    "tt.descriptor_store": _block_ptr,
    "tt.elementwise_inline_asm": _inline_asm,
    "tt.int_to_ptr": _int_to_ptr,
    **{n: _noop for n in ("tt.assert", "tt.print", "gpu.barrier", "ttg.barrier", "ub.poison")},
}


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
            args.append(Ptr((), py, _elem_bytes(typ), z3.IntVal(0)) if pointers.get(py, True) else Opaque((), "a null pointer"))
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
    return KernelEffects(grid, interp.accesses, interp.contract, ptr_names)


# --- a kernel call of a graph ----------------------------------------------------------------------


class _InlinedFloat(float):
    """A float argument compiled into the TTIR as a constant (torch 2.11 does that with every
    scalar argument): `x.to(tl.float32)` on it stays the same number, as on a runtime fp32."""

    def to(self, *args, **kwargs):
        return self


def _ttir(generate_ttir, kernel, args: dict[str, Any]) -> str:
    """Triton's TTIR of `kernel` for `args`, as text, generated as torch's mutation analysis does
    (or as it already did at trace time: `sharing_torch_ttir`). Where that generator compiles
    scalar arguments in as constants and a float one breaks the kernel's `.to()` on it, once more
    with the float kept a number that has `.to()`: the constant is the argument's real value, so
    the addresses are the kernel's."""
    from .capture import triton_without_gpu

    with triton_without_gpu():
        key = _ttir_key(kernel, args)
        if key is not None and key in _TORCH_TTIR:
            return _TORCH_TTIR[key]
        generate_ttir = getattr(generate_ttir, "__wrapped__", generate_ttir)  # ours is not kept
        try:
            return str(generate_ttir(kernel, dict(args), {})[0])
        except Exception:
            floats = {k: _InlinedFloat(v) for k, v in args.items() if type(v) is float}
            if not floats:
                raise
            return str(generate_ttir(kernel, {**args, **floats}, {})[0])


# The TTIR torch's own mutation analysis generated, by everything that decides it (see _ttir_key):
# torch generates it while tracing each call of a user Triton kernel (twice: Dynamo, then
# functionalization), and the verifier, run on the graph right after, reads the same text.
_TORCH_TTIR: "collections.OrderedDict[tuple, str]" = collections.OrderedDict()
_TORCH_TTIR_LIMIT = 256


def _ttir_key(kernel: Any, kwargs: dict[str, Any], tma: Any = None) -> tuple | None:
    """What `generate_ttir(kernel, kwargs, tma)` depends on, as torch's generator reads it: an
    autotuner's first configuration, every tensor by its dtype (it compiles a 2-element stand-in),
    every SymInt, SymFloat or sympy size as one (it compiles 2), every other value by its type and
    value (floats by their bits: 0.0 and -0.0 compile differently), and the compile target. None
    (not kept) for a tensor that is not fake, TMA descriptors, or a value that cannot be a key."""
    import sympy
    import torch
    import triton
    from torch._subclasses.fake_tensor import FakeTensor
    from triton.runtime.autotuner import Autotuner

    if tma:
        return None
    if isinstance(kernel, Autotuner):
        if kernel.configs:
            kwargs = {**kwargs, **kernel.configs[0].kwargs}
        kernel = kernel.fn
    items = []
    for name, v in kwargs.items():
        if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool, sympy.Expr)):
            items.append((name, "symbolic"))
        elif isinstance(v, FakeTensor):
            items.append((name, "tensor", str(v.dtype)))
        elif isinstance(v, torch.Tensor):
            return None
        elif type(v) is float:
            items.append((name, "float", v.hex()))
        else:
            items.append((name, type(v).__module__, type(v).__qualname__, v))
    try:
        target = repr(triton.runtime.driver.active.get_current_target())
        key = (kernel, target, tuple(sorted(items, key=lambda item: item[0])))
        hash(key)
    except Exception:  # noqa: BLE001 - no target, or a value that is no key
        return None
    return key


@contextlib.contextmanager
def sharing_torch_ttir():
    """While open, the TTIR that torch's mutation analysis generates for user Triton kernels is
    kept (the last 256), so that the verifier reads it instead of generating it again."""
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    current = wrap.generate_ttir
    if getattr(current, "_keeps_ttir", False):  # already open around this one
        yield
        return

    @functools.wraps(current)
    def generate_ttir(kernel, kwargs, tma_descriptor_metadata, *rest, **kw):
        try:  # the key before the call: the generator pops keys of kwargs
            key = _ttir_key(kernel, kwargs, tma_descriptor_metadata)
        except Exception:  # noqa: BLE001 - keeping it is an optimisation, never a failure
            key = None
        out = current(kernel, kwargs, tma_descriptor_metadata, *rest, **kw)
        if key is not None:
            try:
                _TORCH_TTIR[key] = str(out[0])
                _TORCH_TTIR.move_to_end(key)
                while len(_TORCH_TTIR) > _TORCH_TTIR_LIMIT:
                    _TORCH_TTIR.popitem(last=False)
            except Exception:  # noqa: BLE001 - keeping it is an optimisation, never a failure
                pass
        return out

    generate_ttir._keeps_ttir = True
    wrap.generate_ttir = generate_ttir
    try:
        yield
    finally:
        if wrap.generate_ttir is generate_ttir:
            wrap.generate_ttir = current


def effects_of(kernel: Any, kwargs: dict[str, Any], grids: list, term) -> list[KernelEffects]:
    """The accesses of `kernel` called with `kwargs` (fake tensors, ints, SymInts, constexprs), one
    per launch configuration: each autotuning config with its grid. `term` makes a Z3 term of an
    int or SymInt. Raises Unanalysable with the reason when the kernel cannot be analysed."""
    import torch
    from torch._higher_order_ops.triton_kernel_wrap import generate_ttir
    from triton.runtime.autotuner import Autotuner

    configs: list[dict[str, Any]] = [{}]
    if isinstance(kernel, Autotuner):
        configs = [dict(c.kwargs) for c in kernel.configs] or [{}]
        kernel = kernel.fn
    if len(grids) != len(configs):
        raise Unanalysable(f"{len(grids)} grids for {len(configs)} configurations")
    out = []
    for config, grid in zip(configs, grids):
        args = {**kwargs, **config}
        try:
            text = _ttir(generate_ttir, kernel, args)
        except Exception as e:  # noqa: BLE001 - Triton's compiler raises many kinds
            raise Unanalysable(f"no TTIR: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}") from None
        scalars, pointers, symbolic = {}, {}, set()
        for name, v in args.items():
            if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
                symbolic.add(name)
            if isinstance(v, torch.Tensor):
                pointers[name] = True
            elif v is None:
                pointers[name] = False
            elif isinstance(v, (bool, int)) or isinstance(v, torch.SymInt):
                try:
                    scalars[name] = term(v)
                except Exception:  # noqa: BLE001 - a size the encoder does not support
                    pass
        g = tuple(grid) + (1,) * (3 - len(grid))
        try:
            gt = tuple(term(x) for x in g)
        except Exception as e:  # noqa: BLE001
            raise Unanalysable(f"the grid is not an integer expression: {e}") from None
        try:
            out.append(interpret(text, scalars, pointers, gt, frozenset(symbolic)))
        except Unanalysable:
            raise
        except Exception as e:  # noqa: BLE001 - text this reader does not know: the contract stays
            raise Unanalysable(f"TTIR not understood ({type(e).__name__}: {e})") from None
    return out


@dataclasses.dataclass
class Instance:
    """One access by one program instance, its variables renamed apart with a tag."""

    offset: Any  # bytes past the argument's first element
    size: int
    domain: list  # conditions: instance in the grid, lane in the block, loop bounds, mask
    pids: list
    lanes: list
    iterations: list  # the iteration count of each enclosing loop, outermost first
    access: MemoryOp
    wrap_terms: list  # (term, bits) the address is computed through

    def wraps(self) -> Any:
        """Some integer the address is computed through leaves its bit width."""
        out = [z3.Or(t < -(1 << (b - 1)), t >= (1 << (b - 1))) for t, b in self.wrap_terms]
        return z3.Or(*out) if out else z3.BoolVal(False)


def instance(access: MemoryOp, grid: tuple, tag: str | None = None) -> Instance:
    """The access by one instance, its variables renamed with `tag` (kept as they are without one)."""
    if tag is None:
        pids, lanes, iters = list(PIDS), LANES[:len(access.shape)], [loop.var for loop in access.loops]
    else:
        pids = [z3.Int(f"{tag}_pid{d}") for d in range(3)]
        lanes = [z3.Int(f"{tag}_lane{k}") for k in range(len(access.shape))]
        iters = [z3.Int(f"{tag}_{loop.var}") for loop in access.loops]
    pairs = list(zip(PIDS, pids)) + list(zip(LANES, lanes)) + [(loop.var, v) for loop, v in zip(access.loops, iters)]

    def sub(e):
        return z3.substitute(e, *pairs) if tag is not None else e

    domain = [z3.And(0 <= p, p < g) for p, g in zip(pids, grid)]
    domain += [z3.And(0 <= lane, lane < n) if n != 1 else lane == 0 for lane, n in zip(lanes, access.shape)]
    domain += [sub(loop.domain) for loop in access.loops]
    domain.append(sub(access.mask))
    return Instance(sub(access.offset), access.size, domain, pids, lanes, iters, access,
                    [(sub(t), b) for t, b in access.wraps])


def before(first: Instance, then: Instance) -> Any:
    """`first` happens before `then` inside one program instance (loops compared by iteration)."""
    common = 0
    for a, b in zip(first.access.loops, then.access.loops):
        if a is not b:
            break
        common += 1
    order = z3.BoolVal(first.access.pos < then.access.pos)
    for k in reversed(range(common)):
        i, j = first.iterations[k], then.iterations[k]
        order = z3.Or(i < j, z3.And(i == j, order))
    return order


def same_instance(a: Instance, b: Instance) -> Any:
    return z3.And(*[p == q for p, q in zip(a.pids, b.pids)])


# --- exact evaluation over every instance and lane (concrete launches) ---------------------------

_ARITH = {
    z3.Z3_OP_ADD: lambda *a: sum(a[1:], a[0]),
    z3.Z3_OP_SUB: lambda a, *b: a - sum(b[1:], b[0]) if len(b) > 1 else a - b[0],
    z3.Z3_OP_MUL: lambda *a: _product(a),
    z3.Z3_OP_UMINUS: lambda a: -a,
    z3.Z3_OP_LE: lambda a, b: a <= b, z3.Z3_OP_LT: lambda a, b: a < b,
    z3.Z3_OP_GE: lambda a, b: a >= b, z3.Z3_OP_GT: lambda a, b: a > b,
    z3.Z3_OP_EQ: lambda a, b: a == b, z3.Z3_OP_DISTINCT: lambda a, b: a != b,
    z3.Z3_OP_AND: lambda *a: _fold(a, lambda x, y: x & y), z3.Z3_OP_OR: lambda *a: _fold(a, lambda x, y: x | y),
    z3.Z3_OP_NOT: lambda a: ~a, z3.Z3_OP_ITE: lambda c, a, b: _np().where(c, a, b),
}


def _np():
    import numpy

    return numpy


def _product(xs):
    out = xs[0]
    for x in xs[1:]:
        out = out * x
    return out


def _fold(xs, f):
    out = xs[0]
    for x in xs[1:]:
        out = f(out, x)
    return out


class NotEvaluable(Exception):
    pass


_COMPILED: dict[int, tuple[Any, Any]] = {}  # Z3 term id -> (the term, kept alive; its function)


def evaluate(e: Any, env: dict[str, Any]) -> Any:
    """`e` (a Z3 integer or Boolean term) on NumPy arrays of int64 for its variables, with
    SMT-LIB's integer division and modulo; NotEvaluable for anything else (or a zero divisor).
    Each term is translated once into Python closures."""
    if len(_COMPILED) > 50_000:  # a long-running process compiles many graphs: start afresh
        _COMPILED.clear()
    return _compiled(e)(env)


def _compiled(x: Any):
    """The closure of term `x`, made once per term: the accesses of a kernel share subterms
    (a row's offset, a mask), and a term is a DAG that a walk as a tree would repeat."""
    hit = _COMPILED.get(x.get_id())
    if hit is None:
        hit = _COMPILED[x.get_id()] = (x, _compile(x))
    return hit[1]


def _compile(x: Any):
    np = _np()
    kind = x.decl().kind()
    if kind == z3.Z3_OP_ANUM and z3.is_int_value(x):
        v = np.int64(x.as_long())
        return lambda env: v
    if kind in (z3.Z3_OP_TRUE, z3.Z3_OP_FALSE):
        b = np.bool_(kind == z3.Z3_OP_TRUE)
        return lambda env: b
    if kind == z3.Z3_OP_UNINTERPRETED and x.num_args() == 0:
        name = x.decl().name()

        def var(env):
            if name not in env:
                raise NotEvaluable(f"free variable {name}")
            return env[name]

        return var
    parts = [_compiled(x.arg(i)) for i in range(x.num_args())]
    if kind in (z3.Z3_OP_IDIV, z3.Z3_OP_MOD):
        fa, fb = parts

        def division(env):
            a, b = fa(env), fb(env)
            if np.any(b == 0):
                raise NotEvaluable("division by zero")
            q = np.sign(b) * (a // np.abs(b))
            return q if kind == z3.Z3_OP_IDIV else a - b * q

        return division
    if kind not in _ARITH:
        raise_later = f"operation {x.decl().name()}"

        def unknown(env):
            raise NotEvaluable(raise_later)

        return unknown
    f = _ARITH[kind]
    return lambda env: f(*[p(env) for p in parts])


def enumerate_instances(access: MemoryOp, grid: tuple, limit: int = 1 << 16) -> dict[str, Any] | None:
    """Arrays of every (program instance, lane, iteration of each enclosing loop) of a launch
    with a concrete grid: an iteration axis as long as the loop's largest trip count over the
    instances (and outer iterations), which the loop's domain then cuts to each one's own. None
    when there are more than `limit` points, the grid is symbolic, or a loop's bounds are not
    followed or not evaluable (a symbolic scalar)."""
    np = _np()
    g = [z3.simplify(x) for x in grid]
    if not all(z3.is_int_value(x) for x in g):
        return None
    dims = [x.as_long() for x in g] + [n for n in access.shape]
    n = int(np.prod(dims, dtype=np.int64))
    if n > limit:
        return None
    axes = np.meshgrid(*[np.arange(d, dtype=np.int64) for d in dims], indexing="ij")
    env = {f"pid{d}": axes[d].ravel() for d in range(3)}
    env.update({f"lane{k}": axes[3 + k].ravel() for k in range(len(access.shape))})
    for loop in access.loops:  # outermost first: an inner loop's bounds may use outer iterations
        if loop.bounds is None:
            return None
        try:
            lb, st, ub = (np.broadcast_to(evaluate(t, env), (n,)) for t in loop.bounds)
        except NotEvaluable:
            return None
        if (st <= 0).any():
            return None
        trips = int(np.maximum(0, -((lb - ub) // st)).max()) if n else 0  # ceil((ub - lb) / st)
        if n * trips > limit:
            return None
        env = {name: np.repeat(v, trips) for name, v in env.items()}
        env[loop.var.decl().name()] = np.tile(np.arange(trips, dtype=np.int64), n)
        n *= trips
    return env

"""What each TTIR operation computes, one rule per operation (`HANDLERS`): integer arithmetic and
comparisons as Z3 terms with the bit widths they must fit, program ids and ranges, shapes
(splat, broadcast, expand_dims, reshape, trans), pointer arithmetic, loads, stores and atomics
(recorded by the interpreter), selects, calls, structured loops and branches. An operation with
no rule gives an opaque value; a pointer that reaches one keeps its argument under the contract."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import z3

from ..memory.terms import constants
from ..memory.terms import add, conj, disj, div, eq, ge, gt, int_val, ite, le, lt, mul, neg, sub
from .ttir_text import SYMBOL, attr_of, bits_of, element_bytes, result_shape_of, shape_of, types_of
from .ttir_values import (
    LANES,
    PIDS,
    Bool,
    Int,
    Loop,
    Opaque,
    Ptr,
    Unanalysable,
    loaded_value,
    loop_ids,
    merged_wraps,
    nonneg,
    same_value,
)


def _wraps(*vals) -> tuple:
    return merged_wraps(*(getattr(v, "wraps", ()) for v in vals))


def _checked(expr: Any, text: str, *vals) -> tuple:
    bits = bits_of(types_of(text).rsplit("->", 1)[-1])
    extra = ((expr, bits),) if bits is not None and 1 < bits <= 64 else ()
    return merged_wraps(_wraps(*vals), extra)


def _int_arith(interp, op, args, env):
    name = op.name.split(".")[1]
    if len(args) == 2 and all(isinstance(a, Bool) for a in args) and name in ("andi", "ori", "xori"):
        a, b = args
        f = {"andi": conj, "ori": disj, "xori": z3.Xor}[name]
        return [Bool(a.shape, f(a.expr, b.expr))]
    if not all(isinstance(a, Int) for a in args) or len(args) != 2:
        return [Opaque(op.result_shape, f"{op.name} of values not followed")]
    a, b = args[0].expr, args[1].expr
    if name == "addi":
        e = add(a, b)
    elif name == "subi":
        e = sub(a, b)
    elif name == "muli":
        e = mul(a, b)
    elif name in ("divsi", "divui"):
        e = _tdiv(a, b)
    elif name in ("remsi", "remui"):
        e = sub(a, mul(b, _tdiv(a, b)))
    elif name == "floordivsi":
        e = _floordiv(a, b)
    elif name == "ceildivsi":
        e = neg(_floordiv(neg(a), b))
    elif name in ("minsi", "minui"):
        e = ite(lt(a, b), a, b)
    elif name in ("maxsi", "maxui"):
        e = ite(gt(a, b), a, b)
    elif name == "shli" and z3.is_int_value(z3.simplify(b)):
        e = mul(a, 1 << z3.simplify(b).as_long())
    elif name in ("shrsi", "shrui") and z3.is_int_value(z3.simplify(b)):
        e = _floordiv(a, z3.IntVal(1 << z3.simplify(b).as_long()))
    elif name == "andi" and z3.is_int_value(z3.simplify(b)) and _low_mask(z3.simplify(b).as_long()) and nonneg(a):
        e = a % (z3.simplify(b).as_long() + 1)
    else:
        return [Opaque(op.result_shape, f"{op.name}")]
    return [Int(args[0].shape, e, _checked(e, op.text, *args))]


def _low_mask(v: int) -> bool:
    return v > 0 and (v & (v + 1)) == 0


def _tdiv(a, b):
    """C division (towards zero)."""
    q = ite(gt(b, 0), div(a, b), neg(div(a, neg(b))))
    return ite(ge(a, 0), q, neg(ite(gt(b, 0), div(neg(a), b), neg(div(neg(a), neg(b))))))


def _floordiv(a, b):
    """Floor division (SMT-LIB's `div` is floor for a positive divisor)."""
    return ite(gt(b, 0), div(a, b), div(neg(a), neg(b)))


_CMP = {
    "eq": eq, "ne": lambda a, b: a != b,
    "slt": lt, "sle": le, "sgt": gt, "sge": ge, "ult": lt, "ule": le, "ugt": gt, "uge": ge,
}


def _cmpi(interp, op, args, env):
    pred = op.text.strip().split(",")[0].strip()
    a, b = args[0], args[1]
    if not (isinstance(a, Int) and isinstance(b, Int)) or pred not in _CMP:
        return [Opaque(a.shape if hasattr(a, "shape") else (), "a comparison of values not followed")]
    if pred.startswith("u") and not (nonneg(a.expr) and nonneg(b.expr)):
        return [Opaque(a.shape, "an unsigned comparison of values that may be negative")]
    return [Bool(a.shape, _CMP[pred](a.expr, b.expr))]


def _cast(interp, op, args, env):
    a = args[0]
    name = op.name
    if isinstance(a, Bool) and name in ("arith.extui", "arith.extsi"):
        return [Int(a.shape, z3.If(a.expr, 1 if name == "arith.extui" else -1, 0))]
    if isinstance(a, Int):
        if name == "arith.trunci" and "i1" in op.types.rsplit("to", 1)[-1]:
            return [Bool(a.shape, a.expr % 2 != 0)]
        if name == "arith.extui" and not nonneg(a.expr):
            return [Opaque(a.shape, "an unsigned extension of a value that may be negative")]
        wraps = _checked(a.expr, op.text.replace(" to ", " -> "), a) if name == "arith.trunci" else a.wraps
        return [Int(a.shape, a.expr, wraps)]
    if isinstance(a, Ptr) and name == "tt.bitcast":
        return [dataclasses.replace(a, elem=element_bytes(op.types.rsplit("->", 1)[-1]))]
    if isinstance(a, (Bool, Ptr)) and name == "arith.bitcast":
        return [a]
    if isinstance(a, Ptr):
        interp._fallback(a.arg, f"the pointer is converted by {name}")
    return [Opaque(result_shape_of(op.text.replace(" to ", " -> ")), f"{name}")]


_CONSTANTS: dict[str, Any] = {}  # an operation's text -> its value (a kernel's constants repeat)


def _constant(interp, op, args, env):
    value = _CONSTANTS.get(op.text)
    if value is None:
        if len(_CONSTANTS) > 4096:
            _CONSTANTS.clear()
        value = _CONSTANTS[op.text] = _constant_of(op.text.strip(), op.result_shape)
    return [value]


def _constant_of(text: str, shape: tuple) -> Any:
    m = re.match(r"(?:dense<)?(-?\d+|true|false)>?\s*:\s*(\S.*)$", text)
    if m and not re.search(r"\bf\d+|bf16", m.group(2)):
        v = m.group(1)
        if v in ("true", "false"):
            return Bool(shape, z3.BoolVal(v == "true"))
        if m.group(2).rstrip(">").endswith("i1") :
            return Bool(shape, z3.BoolVal(int(v) != 0))
        return Int(shape, int_val(int(v)))
    if text in ("true", "false"):
        return Bool((), z3.BoolVal(text == "true"))
    return Opaque(shape, "a constant that is not an integer")


def _program_id(interp, op, args, env):
    axis = "xyz".index(op.text.strip()[0])
    return [Int((), PIDS[axis])]


def _num_programs(interp, op, args, env):
    axis = "xyz".index(op.text.strip()[0])
    interp.grid_read = True
    return [Int((), interp.grid[axis])]


def _make_range(interp, op, args, env):
    start, end = attr_of(op.text, "start"), attr_of(op.text, "end")
    n = end - start
    return [Int((n,), add(int_val(start), LANES[0] if n != 1 else 0))]


def _splat(interp, op, args, env):
    shape = op.result_shape
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
    axis = attr_of(op.text, "axis")
    a = args[0]
    shape = op.result_shape
    if isinstance(a, Opaque):
        return [Opaque(shape, a.why)]
    return [_relane(a, {k: LANES[k + 1] if k >= axis else LANES[k] for k in range(len(a.shape))}, shape)]


def _trans(interp, op, args, env):
    m = re.search(r"order\s*=\s*array<i32:\s*([\d,\s]+)>", op.text)
    a = args[0]
    shape = op.result_shape
    if m is None or isinstance(a, Opaque):
        return [Opaque(shape, "a transpose not followed")]
    order = [int(x) for x in m.group(1).split(",")]
    # result dimension j is source dimension order[j]
    return [_relane(a, {order[j]: LANES[j] for j in range(len(order))}, shape)]


def _reshape(interp, op, args, env):
    a = args[0]
    shape = op.result_shape
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
    shape = shape_of(op.types.split(",")[0]) or p.shape
    if isinstance(p, Opaque):
        return [Opaque(shape, "pointer of unknown origin")]
    if p.offset is None:
        return [dataclasses.replace(p, shape=shape)]
    if not isinstance(off, Int):
        why = getattr(off, "why", "an offset not followed")
        return [dataclasses.replace(p, shape=shape, offset=None, why=f"an offset computed from {why}")]
    e = add(p.offset, mul(off.expr, p.elem))
    return [dataclasses.replace(p, shape=shape, offset=e, wraps=merged_wraps(p.wraps, off.wraps))]


def _load(interp, op, args, env):
    ops = [a for a in args]
    mask = ops[1] if len(ops) > 1 else None
    interp._access("load", ops[0], mask, op)
    ptr, shape = ops[0], getattr(ops[0], "shape", ())
    m = re.search(r"!tt\.ptr<i(\d+)>", op.text)
    if not isinstance(ptr, Ptr) or ptr.offset is None or m is None or int(m.group(1)) < 8:
        return [Opaque(shape, "a loaded value")]
    interp.loaded_integers = True
    value = loaded_value(ptr.arg, int(m.group(1)), ptr.offset)
    if mask is None:
        return [Int(shape, value)]
    other = ops[2] if len(ops) > 2 else None
    if isinstance(mask, Bool) and isinstance(other, Int):  # a masked-off lane holds `other`
        return [Int(shape, ite(mask.expr, value, other.expr), other.wraps)]
    return [Opaque(shape, "a loaded value")]  # a masked-off lane's value is undefined


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
        return [Int(shape, ite(c.expr, a.expr, b.expr), _wraps(a, b))]
    if isinstance(a, Bool) and isinstance(b, Bool) and isinstance(c, Bool):
        return [Bool(shape, ite(c.expr, a.expr, b.expr))]
    if isinstance(a, Ptr) and isinstance(b, Ptr) and a.arg == b.arg:
        if isinstance(c, Bool) and a.offset is not None and b.offset is not None:
            return [dataclasses.replace(a, offset=ite(c.expr, a.offset, b.offset), wraps=_wraps(a, b))]
        return [dataclasses.replace(a, offset=None, why="a pointer chosen by a condition not followed")]
    if isinstance(a, Ptr) or isinstance(b, Ptr):
        for p in (a, b):
            if isinstance(p, Ptr):
                interp._fallback(p.arg, "a pointer chosen between two arguments")
        return [Opaque(shape, "pointer chosen between two arguments")]
    return [Opaque(shape, "a selected value")]


def _call(interp, op, args, env):
    m = re.match(rf"\s*@{SYMBOL}", op.text)
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
    k = z3.Int(f"iter{next(loop_ids)}")
    if isinstance(lb, Int) and isinstance(st, Int):
        iv = add(lb.expr, mul(st.expr, k))
        domain = [ge(k, 0)]
        if isinstance(ub, Int):
            domain.append(ite(gt(st.expr, 0), lt(iv, ub.expr), gt(iv, ub.expr)))
        ivv = Int((), iv, _wraps(lb, ub, st))
    else:
        domain = [ge(k, 0)]
        ivv = Opaque((), "a loop variable with bounds not followed")
    bounds = (lb.expr, st.expr, ub.expr) if all(isinstance(v, Int) for v in (lb, st, ub)) else None
    loop = Loop(k, conj(*domain), bounds)
    block = op.regions[0][0]
    # 1. which carried values advance by a loop-invariant step (pointers and offsets)
    steps: list[Any] = [None] * len(carried)
    carry = [z3.Int(f"carry{next(loop_ids)}") for _ in carried]
    probe = dict(env)
    probe[iv_name] = ivv
    for (name, _), init, c in zip(carried, inits, carry):
        if isinstance(init, Int):
            probe[name] = Int(init.shape, add(init.expr, c), init.wraps)
        elif isinstance(init, Ptr) and init.offset is not None:
            probe[name] = dataclasses.replace(init, offset=add(init.offset, c))
        else:
            probe[name] = init if isinstance(init, Opaque) else Opaque(getattr(init, "shape", ()), "a value carried by a loop")
    yielded: list = []
    if any(isinstance(init, Int) or (isinstance(init, Ptr) and init.offset is not None) for init in inits):
        saved = (interp.recording, interp.pos)  # a probe: nothing else carried can advance by a step
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
            inner[name] = Int(init.shape, add(init.expr, mul(k, steps[j])), init.wraps)
        elif steps[j] is not None and isinstance(init, Ptr):
            inner[name] = dataclasses.replace(init, offset=add(init.offset, mul(k, steps[j])))
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
        interp.path = conj(saved, guard)
        try:
            branches.append(interp.body(region[0], env))
        finally:
            interp.path = saved
    for j, r in enumerate(op.results):
        vals = [b[j] for b in branches if j < len(b)]
        if len(vals) == 2 and same_value(vals[0], vals[1]):
            results.append(vals[0])
        elif len(vals) == 2 and c is not None and isinstance(vals[0], Int) and isinstance(vals[1], Int):
            results.append(Int(vals[0].shape, ite(c, vals[0].expr, vals[1].expr), _wraps(*vals)))
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
    return [Opaque(op.result_shape, "inline assembly") for _ in op.results]


def _int_to_ptr(interp, op, args, env):
    raise Unanalysable("a pointer made from an integer (tt.int_to_ptr)")


HANDLERS = {
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


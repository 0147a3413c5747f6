"""Random programs of the shapes that Inductor's lowering and its other passes get wrong.

`spec_of(seed, "reads")` draws a program `f(x)` that writes into a tensor (x, or an intermediate)
and then reads it at other positions, in chained steps: the write is an in-place op, a row or slice
assignment, `fill_`, `index_put_` / `index_copy_` / `index_add_`, a foreach op or `copy_`; what it
writes reads the same tensor flipped, rolled, transposed, shifted or gathered; sizes cross the
CPU's vector width and the GPU's block size. The other shapes break outside the reinplacing pass.
Each of them is a program `f(x, y)` takes two tensors of one shape (float, or x int64 where it is viewed as int32), mutates them, and returns values read
before or after the mutations (the lowering fuzz compares the outputs and the inputs' final contents
with eager's). Four families, drawn per seed:
- `copies`: a copy of an input (whole, sliced, through `* 1`, `+ 0`, `clone`, `to`, a slice
  assignment or `copy_`) then a mutation of its source: a pass that drops the copy lets its reader
  see the mutation (pytorch#198131's mechanism);
- `views`: a dtype, `as_strided`, transposed or unfolded view of an input read, then the input
  written: a reader of the alias computed after the write (pytorch#198101's mechanism);
- `foreach`: foreach ops over two lists whose operands are flipped, rolled or transposed views of
  the other list's elements, one or two in a chain (the two-list variant of pytorch#198033);
- `written_then_read`: an input written in place, then read again by a fused kernel through another
  name of the same bytes (a view of it, pytorch#93497's shape).
`spec_of(seed, "aliases")` draws three more: `aliased` (x and y two views of one storage, the same,
shifted by a row, disjoint or transposed, written and read in turn), `rng` (an RNG op in place
whose values are known, around a copy of its target) and `twice` (a custom op that writes one
argument and reads the other, given one tensor twice or two overlapping views).
`spec_of(seed, "effects")` draws two more: `rebound` (a local tensor rebound with `set_` onto an
input, a view of it or a copy, then written and read through both names) and `ordered` (a custom
op registered as an ordered effect, compiled under `with_effects`, that reads two inputs, between
writes of them, in place or by a custom op, the two inputs sometimes views of one storage; torch
threads effect tokens through ops that only read: one that writes an argument is ordered by its
write, and its registered effect is not used). `spec_of(seed, "strided")` draws `restrided`: an
`as_strided` taken, at a storage offset, from a view of an intermediate that starts past its
storage's first element or skips some of it (pytorch#192226's shape, where Inductor resolves the
offset against a buffer the view was realized into). `spec_of(seed, "scatters")` draws
`scattered`: a functional scatter into an input, then mostly a write of the input, the scatter's
result returned (PR #198096's mechanism). Dynamo refuses the other shapes of the kind on
torch 2.11 to 2.15 in a whole graph: `set_` and `resize_` of an input, and `cond`/`while_loop`
bodies that mutate their inputs (eager's `cond` traces them, and refuses too).
Eager defines every one: each operand that reads what another element writes is a copy in eager
(`flip`, `roll`, arithmetic), and no in-place op's argument overlaps what it writes.
"""

from __future__ import annotations

import random
import re
from typing import Any

ROWS = (2, 4, 8, 17, 64)
COLS = (4, 8, 16, 33, 128)
FAMILIES = ("copies", "views", "foreach", "written_then_read")


def _copy(rng: random.Random, rows: int, cols: int) -> tuple[list[str], str]:
    """Lines that copy `x` (or part of it) into `y` or into a new value `c`; the value the copy holds."""
    a = rng.randrange(rows)
    b = rng.randint(a + 1, rows)
    kind = rng.choice(["slice_assign", "full_assign", "copy_", "mul1", "add0", "clone", "to", "sliced_clone"])
    if kind == "slice_assign":
        return [f"y[{a}:{b}, :] = x[{a}:{b}, :]"], "y"
    if kind == "full_assign":
        return ["y[0:, :] = x[0:, :]"], "y"
    if kind == "copy_":
        return ["y.copy_(x)"], "y"
    if kind == "mul1":
        return ["c = x * 1"], "c"
    if kind == "add0":
        return ["c = x + 0"], "c"
    if kind == "clone":
        return ["c = x.clone()"], "c"
    if kind == "to":
        return ["c = x.to(torch.float32)"], "c"
    return [f"c = x[{a}:{b}].clone()"], "c"


def _mutation(rng: random.Random, name: str, rows: int, cols: int) -> str:
    i = rng.randrange(rows)
    a = rng.randrange(cols)
    b = rng.randint(a + 1, cols)
    return rng.choice([f"{name}.add_(1)", f"{name}.mul_(2)", f"{name}[{i}] = 3.0", f"{name}[:, {a}:{b}] = -1.0",
                       f"{name}.copy_({name}.flip(0) + 1)", f"{name}.index_fill_(0, torch.tensor([{i}], device={name}.device), 5.0)"])


def _copies(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    lines, held = _copy(rng, rows, cols)
    lines.append(_mutation(rng, "x", rows, cols))
    if rng.random() < 0.3:
        lines.append(_mutation(rng, held if held != "c" else "x", rows, cols))
    return lines, [held] if held == "c" else []


def _views(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    kind = rng.choice(["dtype", "as_strided", "transpose", "unfold", "diagonal"])
    if kind == "dtype":  # x is int64 here (`dtypes`): its int32 view is a fallback kernel's alias
        view, read = "x.view(torch.int32)", rng.choice(["v * 2", "v + 7", "v - 3"])
    elif kind == "as_strided":
        view, read = f"x.as_strided(({rows}, {cols}), ({cols}, 1))", "v * 2.0"
    elif kind == "transpose":
        view, read = "x.t()", "v * 2.0"
    elif kind == "unfold":
        view, read = "x.unfold(1, 2, 1)" if cols >= 2 else "x.unsqueeze(-1)", "v.sum(-1)"
    else:
        view, read = "x.diagonal()", "v + 1.0"
    lines = [f"v = {view}", f"r = {read}"]
    returned = "r"
    if kind == "dtype":
        if rng.random() < 0.5:
            lines.append(rng.choice(["r.sub_(-4)", "r.add_(1)"]))
        returned = rng.choice(["r", "r.view(torch.int64)"])
        i, a = rng.randrange(rows), rng.randrange(cols)
        lines.append(rng.choice([f"x[:, {a}:{rng.randint(a + 1, cols)}] = 2", "x.add_(3)", f"x[{i}] = -7"]))
    else:
        lines.append(_mutation(rng, "x", rows, cols))
    return lines, [returned]


def _operand(rng: random.Random, name: str, rows: int, cols: int) -> str:
    options = [f"{name}.flip(0)", f"{name}.flip(1)", f"{name}.roll({rng.randint(1, max(1, rows - 1))}, 0)",
               f"({name} * 0.5).flip(0)", f"{name}.flip(0).flip(1)"]
    if rows == cols:  # a copy: an operand that is a view of another list element is read before or after
        options.append(f"({name}.t() * 1)")  # that element's update as eager's path happens to go
    return rng.choice(options)


def _foreach(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    lines = []
    for _ in range(rng.randint(1, 2)):
        op = rng.choice(["_foreach_add_", "_foreach_mul_", "_foreach_sub_"])
        first, second = ("y", "x") if rng.random() < 0.7 else ("x", "y")
        lines.append(f"torch.{op}([x, y], [{_operand(rng, first, rows, cols)}, {_operand(rng, second, rows, cols)}])")
    return lines, []


def _written_then_read(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    lines = [rng.choice(["x.copy_(y * 2)", "x.add_(y)", "x[0] = y[0] + 1"])]
    lines.append(rng.choice(["r = x.view(torch.int32) + 1", "r = x.t() * 3" if rows == cols else "r = x * 3",
                             "r = x.flip(0) + x", "r = x.as_strided((" + f"{rows}, {cols}), ({cols}, 1)) - 1"]))
    return lines, ["r"]


ALIASES = ("same", "shifted", "disjoint", "transposed")  # how the two inputs share one storage
OPS_TWICE = {  # custom ops that write `out` and read `src`, called with one tensor (or its overlap) twice
    "twice_add": "out.add_(src.flip(0) * 2)",
    "twice_copy": "out.copy_(src.roll(1, 0) + out)",
}


def _mutation_or_read(rng: random.Random, rows: int, cols: int, k: int) -> str:
    if rng.random() < 0.5:
        return f"r{k} = {rng.choice(['x', 'y'])} {rng.choice(['* 2.0', '+ 1.0', '- 0.5'])}"
    return _mutation(rng, rng.choice(["x", "y"]), rows, cols)


def _aliased(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """Writes and reads of two inputs that share one storage (`alias`): Dynamo and AOT see one
    base, or two, where eager's writes reach both names."""
    lines = [_mutation_or_read(rng, rows, cols, k) for k in range(rng.randint(2, 4))]
    if not any(line.startswith("r") for line in lines):
        lines.insert(rng.randrange(len(lines) + 1), "r9 = y * 3.0")
    return lines, sorted({line.split(" =")[0] for line in lines if line.startswith("r")})


def _rng(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """An RNG op in place whose values are known (`uniform_(a, a)`, `bernoulli_(1)`, `normal_(m, 0)`),
    on an input or a view of it, around a copy or a read of it."""
    a = rng.randrange(cols)
    target = rng.choice(["x", f"x[:, {a}:{rng.randint(a + 1, cols)}]", f"x[{rng.randrange(rows)}]", "x.t()"])
    op = rng.choice(["uniform_(2.0, 2.0)", "bernoulli_(1.0)", "normal_(3.0, 0.0)", "fill_(4.0)"])
    lines, held = _copy(rng, rows, cols)
    lines.append(f"{target}.{op}")
    if rng.random() < 0.5:
        lines.append(f"r = x * 2.0 + {held}")
        return lines, ["r"] + ([held] if held == "c" else [])
    return lines, [held] if held == "c" else []


def _twice(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """A custom op that writes one argument and reads another, given one tensor twice or two
    overlapping views of it (pytorch#196657's shape)."""
    op = rng.choice(sorted(OPS_TWICE))
    args = rng.choice(["x, x", "x[1:], x[:-1]", "x[:-1], x[1:]", "x, y", "y, x"]) if rows > 1 else "x, x"
    lines = ["r = x * 1.0"] if rng.random() < 0.5 else []
    lines.append(f"torch.ops.shapes.{op}({args})")
    if rng.random() < 0.5:
        lines.append(_mutation(rng, "x", rows, cols))
    return lines, ["r"] if lines[0].startswith("r =") else []


OPS_ORDERED = {  # custom ops registered as ordered effects (`with_effects`) that read `a` and `b`
    "ordered_read": "return (a.flip(0) * 2 + b).contiguous()",
    "ordered_mix": "return (a.roll(1, 0) - b * 0.5).contiguous()",
}


def _rebound(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """A local tensor rebound with `set_` onto an input, a view of it or a copy of it, then written
    and read through both names: the rebound tensor is the target's bytes, in eager and compiled."""
    a = rng.randrange(rows)
    c = rng.randrange(cols)
    targets = ["x", "y", f"x[{a}:{rng.randint(a + 1, rows)}]", f"x[:, {c}:{rng.randint(c + 1, cols)}]", "x.clone()",
               "x.diagonal()", "x.t()"]
    lines = ["z = x.new_empty(0)", f"z.set_({rng.choice(targets)})"]
    for k in range(rng.randint(2, 4)):
        pick = rng.random()
        if pick < 0.35:
            lines.append(rng.choice(["z.add_(1)", "z.mul_(2)", "z.copy_(z.flip(0) + 1)", "z.fill_(0.5)"]))
        elif pick < 0.6:
            lines.append(_mutation(rng, rng.choice(["x", "y"]), rows, cols))
        else:
            lines.append(f"r{k} = {rng.choice(['z', 'x', 'y'])} {rng.choice(['* 2.0', '+ 1.0', '- 0.5'])}")
    if not any(line.startswith("r") for line in lines):
        lines.append("r9 = z * 3.0")
    return lines, [line.split(" =")[0] for line in lines if line.startswith("r")]


def _restrided(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """An intermediate (computed, contiguous), a view of it (a slice, a column window, a transpose,
    a diagonal, a flat window: most start past the storage's first element or skip some of it),
    maybe realized by a reader first, then `as_strided` of that view at an offset anywhere
    in the intermediate's storage (`as_strided` places by the storage, not by the view), read;
    sometimes an input written after. Eager defines every one: the window stays inside the storage."""
    a, c = rng.randrange(rows), rng.randrange(cols)
    n = rows * cols
    k = rng.randrange(n)
    views = [f"b[{a}:]", f"b[:, {c}:]", "b.t()", "b.diagonal()", f"b.view(-1)[{k}:]"]
    height, width = rng.randint(1, rows), rng.randint(1, cols)
    step = rng.choice([1, 2]) if width * 2 <= cols else 1
    extent = (height - 1) * cols + (width - 1) * step + 1
    offset = rng.randrange(n - extent + 1)
    lines = [f"b = {rng.choice(['x * 1.5 + y', 'x.exp() - y', '(x + y).relu()'])}", f"v = {rng.choice(views)}"]
    if rng.random() < 0.5:
        lines.append(f"r0 = v {rng.choice(['* 3.0', '+ 2.0'])}")  # a reader of the view itself
    lines.append(f"r1 = torch.as_strided(v, ({height}, {width}), ({cols}, {step}), {offset}) * 2.0")
    if rng.random() < 0.4:
        lines.append(_mutation(rng, "x", rows, cols))
    return lines, [line.split(" =")[0] for line in lines if line.startswith("r")]


def _ordered(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """Calls of custom ops with ordered effects that read two inputs (or views of them), between
    writes of the inputs, in place or by a custom op that writes one and reads the other."""
    pairs = ["x, y", "y, x", "x, x"] + (["x[1:], x[:-1]", "x[:-1], y[1:]"] if rows > 1 else []) \
        + (["x.t(), y"] if rows == cols else [])
    lines = []
    for k in range(rng.randint(2, 4)):
        pick = rng.random()
        if pick < 0.45 or k == 0:
            lines.append(f"r{k} = torch.ops.shapes.{rng.choice(sorted(OPS_ORDERED))}({rng.choice(pairs)})")
        elif pick < 0.8:
            lines.append(_mutation(rng, rng.choice(["x", "y"]), rows, cols))
        else:
            lines.append(f"torch.ops.shapes.{rng.choice(sorted(OPS_TWICE))}({rng.choice(pairs)})")
    return lines, [line.split(" =")[0] for line in lines if line.startswith("r")]


READ_ROWS = (2, 3, 8, 17, 64, 130)  # the reads shape's sizes cross the CPU's vector width and the GPU's block
READ_COLS = (1, 7, 16, 33, 128, 1030)


def _scattered(rng: random.Random, rows: int, cols: int) -> tuple[list[str], list[str]]:
    """A functional scatter into an input (`slice_scatter`, `select_scatter`, `diagonal_scatter`,
    `index_put`; its source from the other input, or the input's own values: a scatter that changes
    nothing), then, mostly, a write of the input; the scatter's result returned (PR #198096's
    mechanism: the reinplacing pass writes the scatter into an input whose write-back then
    overwrites it). Sometimes the result is written back instead (`x.copy_(s)`: a rewrite that must stay)."""
    a = rng.randrange(rows)
    b = rng.randint(a + 1, rows)
    i = rng.randrange(rows)
    own = rng.random() < 0.3
    kind = rng.choice(["slice", "select", "diagonal", "index_put"])
    if kind == "slice":
        line = f"s = torch.slice_scatter(x, {'x' if own else 'y'}[{a}:{b}] * 1, 0, {a}, {b})"
    elif kind == "select":
        line = f"s = torch.select_scatter(x, {'x' if own else 'y'}[{i}] + {0 if own else 1}, 0, {i})"
    elif kind == "diagonal":
        line = f"s = torch.diagonal_scatter(x, {'x.diagonal() * 1' if own else 'y.diagonal()'})"
    else:
        line = f"s = x.index_put((torch.tensor([{i}], device=x.device),), {'x' if own else 'y'}[{i}] * {1 if own else 2})"
    lines = [line]
    after = rng.random()
    if after < 0.6:
        lines.append(rng.choice(["x.zero_()", "x.fill_(2.0)", _mutation(rng, "x", rows, cols)]))
    elif after < 0.8:
        lines.append("x.copy_(s)")
    if rng.random() < 0.3:
        lines.append(_mutation(rng, "y", rows, cols))
    return lines, ["s"]


def _index(values: list[int]) -> str:
    return f"torch.tensor({values}, device=x.device)"


def _read(rng: random.Random, rows: int, cols: int) -> str:
    """An expression that reads `t` at other positions, of t's shape."""
    options = ["t.flip(0)", "t.flip(1)", f"t.roll({rng.randint(1, max(1, rows - 1))}, 0)",
               f"t.roll({rng.randint(1, max(1, cols - 1))}, 1)", "t.flip(0).flip(1)",
               f"t[{_index(rng.sample(range(rows), rows))}]", "(t * 0.5).flip(0)"]
    if rows == cols:
        options.append("t.t()")
    return rng.choice(options)


def _step(rng: random.Random, rows: int, cols: int) -> list[str]:
    """One write into `t` whose value reads t elsewhere (lines of source)."""
    r = _read(rng, rows, cols)
    i = rng.randrange(rows)
    a = rng.randrange(cols)
    b = rng.randint(a + 1, cols)
    k = rng.randint(1, rows)
    kind = rng.choice(["add_", "mul_", "row", "slice", "fill", "index_put", "index_copy", "index_add", "foreach",
                       "copy", "shifted"])
    if kind == "add_":
        return [f"t.add_({r})"]
    if kind == "mul_":
        return [f"t.mul_({r}.sigmoid())"]
    if kind == "row":
        return [f"t[{i}] = {r}[{rng.randrange(rows)}] + 1"]
    if kind == "slice":
        return [f"t[:, {a}:{b}] = {r}[:, {a}:{b}] * 2"]
    if kind == "fill":
        return [f"t[{i}].fill_({rng.choice([0.0, 1.5, -2.0])})", f"t.add_({r})"]
    distinct = _index(rng.sample(range(rows), k))
    if kind == "index_put":
        return [f"t.index_put_(({distinct},), {r}[:{k}])"]
    if kind == "index_copy":
        return [f"t.index_copy_(0, {distinct}, {r}[:{k}])"]
    if kind == "index_add":
        return [f"t.index_add_(0, {_index([rng.randrange(rows) for _ in range(k)])}, {r}[:{k}])"]
    if kind == "foreach":
        return [f"torch._foreach_add_([t], [{r}])"]
    if kind == "copy":
        return [f"t.copy_({r} * 2 + t)"]
    # a slice shifted by one, through a clone eager accepts
    return [f"t[1:] = t[:-1].clone() + {r}[1:]" if rows > 1 else f"t.add_({r})"]


def spec_of(seed: int, shapes: str = "reads") -> dict[str, Any]:
    """The program of `seed`: a tensor written then read at other positions, in chained steps
    (`reads`, a program `f(x)` returning it), of the shapes that break outside the reinplacing pass (`passes`), of
    inputs that alias, RNG ops in place and custom ops given one tensor twice (`aliases`), of
    `set_` rebinding and ops with ordered effects (`effects`), or of `as_strided` at a storage
    offset of a view of an intermediate (`strided`), or of a scatter into an input then a write of it
    (`scatters`)."""
    if shapes in ("aliases", "effects", "strided", "scatters"):
        return _aliases_spec(seed, shapes)
    if shapes == "reads":
        rng = random.Random(seed)
        rows, cols = rng.choice(READ_ROWS), rng.choice(READ_COLS)
        base = rng.choice(["input", "intermediate"])
        steps = [line for _ in range(rng.randint(1, 3)) for line in _step(rng, rows, cols)]
        return {"seed": seed, "rows": rows, "cols": cols, "base": base, "steps": steps}
    rng = random.Random(f"program shapes {seed}")
    rows, cols = rng.choice(ROWS), rng.choice(COLS)
    family = rng.choice(FAMILIES)
    lines, returned = {"copies": _copies, "views": _views, "foreach": _foreach,
                       "written_then_read": _written_then_read}[family](rng, rows, cols)
    dtypes = ["int64" if family == "views" and lines[0].startswith("v = x.view(torch.int32)") else "float32", "float32"]
    return {"seed": seed, "rows": rows, "cols": cols, "family": family, "steps": lines, "returns": returned,
            "dtypes": dtypes}


def _aliases_spec(seed: int, shapes: str) -> dict[str, Any]:
    rng = random.Random(f"aliasing shapes {seed}" if shapes == "aliases" else f"{shapes} shapes {seed}")
    rows, cols = rng.choice(ROWS), rng.choice(COLS)
    families = {"aliases": {"aliased": _aliased, "rng": _rng, "twice": _twice},
                "effects": {"rebound": _rebound, "ordered": _ordered},
                "strided": {"restrided": _restrided}, "scatters": {"scattered": _scattered}}[shapes]
    family = rng.choice(sorted(families))
    lines, returned = families[family](rng, rows, cols)
    alias = None
    if family == "aliased" or (family in ("twice", "ordered") and any(re.search(r"\by\b", line) for line in lines)):
        alias = rng.choice([a for a in ALIASES if a != "transposed" or rows == cols])
    return {"seed": seed, "rows": rows, "cols": cols, "family": family, "steps": lines, "returns": returned,
            "dtypes": ["float32", "float32"], "alias": alias}


def preamble(spec: dict[str, Any]) -> str:
    """What the program needs defined before it: the custom ops it calls (each defined once in a
    process, under `torch.ops.shapes`)."""
    out = []
    for name, body in sorted(OPS_TWICE.items()):
        if any(f"shapes.{name}(" in line for line in spec["steps"]):
            out += [f"if not hasattr(torch.ops.shapes, {name!r}):",
                    f"    @torch.library.custom_op('shapes::{name}', mutates_args=('out',))",
                    f"    def {name}(out: torch.Tensor, src: torch.Tensor) -> None:",
                    f"        {body}", ""]
    for name, body in sorted(OPS_ORDERED.items()):
        if any(f"shapes.{name}(" in line for line in spec["steps"]):
            out += [f"if not hasattr(torch.ops.shapes, {name!r}):",
                    f"    @torch.library.custom_op('shapes::{name}', mutates_args=())",
                    f"    def {name}(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:",
                    f"        {body}",
                    f"    {name}.register_fake(lambda a, b: a.new_empty(a.shape))",
                    f"    torch.library._register_effectful_op('shapes::{name}', torch._library.effects.EffectType.ORDERED)",
                    ""]
    return "\n".join(out)


def inputs_of(spec: dict[str, Any], device: str) -> str:
    """Source that makes the program's inputs `x, y` from a `base` drawn with the program's seed:
    two tensors, or two views of one storage (`alias`)."""
    r, c = spec["rows"], spec["cols"]
    draws = {"int64": f"torch.randint(-1000, 1000, ({r}, {c}), device={device!r})",
             "float32": f"torch.randn({r}, {c}, device={device!r})"}
    alias = spec.get("alias")
    if alias is None:
        return f"torch.manual_seed({spec['seed']})\nbase = [{', '.join(draws[d] for d in spec['dtypes'])}]\n" \
               f"def make():\n    return [t.clone() for t in base]\n"
    views = {"same": f"b[:{r}, :{c}], b[:{r}, :{c}]", "shifted": f"b[:{r}, :{c}], b[1:{r + 1}, :{c}]",
             "disjoint": f"b[:{r}, :{c}], b[:{r}, {c}:]", "transposed": f"b[:{r}, :{c}], b[:{r}, :{c}].t()"}[alias]
    return (f"torch.manual_seed({spec['seed']})\nbase = torch.randn({r + 1}, {2 * c}, device={device!r})\n"
            f"def make():  # x and y share one storage ({alias})\n    b = base.clone()\n    return [{views}]\n")


def source_of(spec: dict[str, Any]) -> str:
    """The program as a Python function: `f(x)` returning the tensor it wrote (`reads`; its index
    tensors are constants, on x's device), or `f(x, y)` returning what it read and both inputs."""
    if "family" not in spec:
        lines = ["def f(x):"]
        lines.append("    t = x" if spec["base"] == "input" else "    t = x * 1.5 + 0.25")
        lines += [f"    {s}" for s in spec["steps"]]
        lines.append("    return t")
        return "\n".join(lines) + "\n"
    lines = ["def f(x, y):"]
    lines += [f"    {s}" for s in spec["steps"]]
    lines.append(f"    return ({', '.join(spec['returns'] + ['x', 'y'])},)")
    return "\n".join(lines) + "\n"

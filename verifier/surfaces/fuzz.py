"""Random programs, and the soundness campaign over them (`reinplace-verify fuzz`).

A program is drawn as data (a spec: the input's shape, a base that is the input, an
intermediate or a clone the compiler removes, and steps), then built into a function: Triton
kernels with random load and store patterns (element-wise, reversed, shifted, halved, strided,
looped, masked; `verifier.kernels.pattern_kernel`) on random 1-D views (slices with steps,
rows, columns, transposes, flattened strides, `as_strided`), custom ops, copies into slices,
`index_put`, foreach ops, aten ops written in place by the user (GEMMs accumulating into rows of
the base with `addmm(out=)` or writing them with `mm(out=)`, reading rows that may overlap;
in-place scaling of a view), reads before and after, and outputs returned as views; views also
reinterpret the bytes as int32 or repeat one element (`expand`, stride 0). Sizes are symbolic
in some programs. Steps also all-reduce or all-gather a view of the base, or a value made from it
(a gloo group of this process alone; the oracle runs an all-reduce as two ranks with the same
values, and a gather reading its input when waited for: `running.execution`), the result kept,
copied back into the base, or used after every other step.

Each program is checked three ways: no exception escapes the analysis; every rewrite the
verifier applies, and every one it proves and leaves to Inductor (forced alone), executes
bit-identical to the original in every program-instance order (a difference is a mismatch: the
verifier would be unsound); each unsafe verdict's rewrite, forced
alone, is executed to see whether the divergence shows (reproduced, or not). The same
generator serves hypothesis (`spec_strategy`, which shrinks failures) and the command line
(`Drawer(random.Random(seed))`).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

import torch

from ..integration.capture import capture_program


class Drawer:
    """Draws from a seeded random generator (the command line)."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choice(self, options):
        return self.rng.choice(list(options))

    def integer(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)


class _HypothesisDrawer:
    def __init__(self, draw):
        self.draw = draw

    def choice(self, options):
        from hypothesis import strategies as st

        return self.draw(st.sampled_from(list(options)))

    def integer(self, lo: int, hi: int) -> int:
        from hypothesis import strategies as st

        return self.draw(st.integers(lo, hi))


def spec_strategy():
    """A hypothesis strategy of program specs."""
    from hypothesis import strategies as st

    @st.composite
    def specs(draw):
        return draw_spec(_HypothesisDrawer(draw))

    return specs()


# --- specs ---------------------------------------------------------------------------------------

VIEWS_1D = ("whole", "slice", "step", "as_strided", "dtype", "expand")  # of a 1-D base
VIEWS_2D = ("row", "column", "flat_step", "transposed_row")  # of a 2-D base
STEPS = ("kernel", "kernel", "kernel", "read", "copy", "index_put", "foreach", "op", "gemm", "mm_into", "scale")


def draw_spec(d) -> dict[str, Any]:
    two_d = d.choice([False, True])
    shape = [d.integer(2, 4), d.integer(3, 8)] if two_d else [d.integer(6, 24)]
    spec: dict[str, Any] = {
        "shape": shape,
        "base": d.choice(["input", "input", "intermediate", "clone"]),
        "dynamic": (not two_d) and d.integer(0, 5) == 0,
        "steps": [],
        "output": d.choice(["none", "base", "view", "sum"]),
    }
    for _ in range(d.integer(1, 3)):
        kind = d.choice(STEPS)
        if kind in ("gemm", "mm_into") and not two_d:
            kind = "scale"  # GEMMs on blocks of rows of a 2-D base
        step: dict[str, Any] = {"kind": kind}
        if kind in ("kernel", "copy", "op"):
            step["length"] = d.integer(1, shape[-1] if two_d else shape[0])
            step["src"] = _draw_view(d, shape, step["length"])
            step["dst"] = _draw_view(d, shape, step["length"], written=True)
        if kind == "kernel":
            step.update(load=d.integer(0, 4), store=d.integer(0, 2), shift=d.choice([-2, -1, 1, 2, 3]),
                        loop=d.choice([1, 1, 2]), block=d.choice([2, 4, 8]))
        elif kind == "read":
            step["length"] = d.integer(1, shape[-1] if two_d else shape[0])
            step["src"] = _draw_view(d, shape, step["length"])
        elif kind == "index_put":
            step["index"] = sorted({d.integer(0, _numel(shape) - 1) for _ in range(d.integer(1, 3))})
        elif kind == "foreach":
            step["length"] = d.integer(1, shape[-1] if two_d else shape[0])
            step["src"] = _draw_view(d, shape, step["length"], written=True)  # foreach_mul_ writes its first list
            step["dst"] = _draw_view(d, shape, step["length"])
        elif kind == "op":
            step["op"] = d.choice(["sine_into", "plus_one"])
        elif kind in ("gemm", "mm_into"):  # rows of base times a constant, into rows of base
            rows = d.integer(1, shape[0])
            step.update(rows=rows, src_row=d.integer(0, shape[0] - rows), dst_row=d.integer(0, shape[0] - rows))
        elif kind == "scale":
            step["length"] = d.integer(1, shape[-1] if two_d else shape[0])
            step["dst"] = _draw_view(d, shape, step["length"], written=True)
        spec["steps"].append(step)
    if d.integer(0, 3) == 0:  # drawn last, so that the programs of earlier campaigns' seeds stay
        spec["steps"].insert(d.integer(0, len(spec["steps"])), _draw_collective(d, shape))
    return spec


def _draw_collective(d, shape) -> dict[str, Any]:
    """An all-reduce (which copies its input when launched) or an all-gather (which reads it until
    its wait) of a view of base or of a value made from it, its result kept as an output, copied
    back into base at once, or used after every other step (its window spans them)."""
    length = d.integer(1, shape[-1] if len(shape) == 2 else shape[0])
    step = {"kind": "collective", "op": d.choice(["all_reduce", "all_gather"]), "length": length,
            "src": _draw_view(d, shape, length), "fresh": d.choice([False, True]),
            "use": d.choice(["keep", "copy_back", "last"])}
    if step["use"] == "copy_back":
        step["dst"] = _draw_view(d, shape, length, written=True)
    return step


def _numel(shape) -> int:
    out = 1
    for n in shape:
        out *= n
    return out


def _draw_view(d, shape, length: int, written: bool = False) -> dict[str, Any]:
    """A 1-D view of `length` elements; one that is written never repeats an element (`expand`)."""
    if len(shape) == 1:
        kind = d.choice(VIEWS_1D if not written else [v for v in VIEWS_1D if v != "expand"])
        n = shape[0]
        if kind == "whole" and length == n:
            return {"kind": "whole"}
        if kind == "expand":  # one element seen `length` times (stride 0)
            return {"kind": "expand", "start": d.integer(0, n - 1), "length": length}
        if kind == "dtype":  # the same bytes as int32
            return {"kind": "dtype", "start": d.integer(0, n - length), "length": length}
        step = d.integer(1, 3) if kind in ("step", "as_strided") else 1
        span = (length - 1) * step + 1
        if span > n:
            step, span = 1, length
        return {"kind": "slice" if kind == "whole" else kind, "start": d.integer(0, n - span), "step": step, "length": length}
    rows, cols = shape
    kind = d.choice(VIEWS_2D)
    if kind == "row" or (kind == "column" and length > rows) or (kind == "transposed_row" and length > rows):
        return {"kind": "row", "row": d.integer(0, rows - 1), "start": d.integer(0, cols - length), "length": length}
    if kind in ("column", "transposed_row"):
        return {"kind": kind, "col": d.integer(0, cols - 1), "start": d.integer(0, rows - length), "length": length}
    step = d.integer(1, 3)
    span = (length - 1) * step + 1
    if span > rows * cols:
        step, span = 1, length
    return {"kind": "flat_step", "start": d.integer(0, rows * cols - span), "step": step, "length": length}


# --- building the function ---------------------------------------------------------------------


def _view(t: torch.Tensor, v: dict[str, Any]) -> torch.Tensor:
    k = v["kind"]
    if k == "whole":
        return t
    if k == "slice":
        return t[v["start"]:v["start"] + v["length"]]
    if k == "step":
        return t[v["start"]:v["start"] + (v["length"] - 1) * v["step"] + 1:v["step"]]
    if k == "as_strided":
        return torch.as_strided(t, (v["length"],), (v["step"],), v["start"])  # bases are contiguous, offset 0
    if k == "expand":
        return t[v["start"]:v["start"] + 1].expand(v["length"])
    if k == "dtype":
        return t.view(torch.int32)[v["start"]:v["start"] + v["length"]]
    if k == "row":
        return t[v["row"], v["start"]:v["start"] + v["length"]]
    if k == "column":
        return t[v["start"]:v["start"] + v["length"], v["col"]]
    if k == "transposed_row":
        return t.t()[v["col"], v["start"]:v["start"] + v["length"]]
    if k == "flat_step":
        return t.view(-1)[v["start"]:v["start"] + (v["length"] - 1) * v["step"] + 1:v["step"]]
    raise ValueError(k)


def one_rank_world() -> Any:
    """The default process group, a gloo group of this process alone when there is none (a
    HashStore: no port), for programs with collectives."""
    import torch.distributed as dist

    if not dist.is_initialized():
        dist.init_process_group("gloo", rank=0, world_size=1, store=dist.HashStore())
    return dist.group.WORLD


def build(spec: dict[str, Any]) -> Callable:
    from ..corpus.programs import scale_op_  # a mutating custom op of the corpus
    from ..kernels import pattern_into, scale_

    world = one_rank_world() if any(s["kind"] == "collective" for s in spec["steps"]) else None

    def program(x):
        base = x if spec["base"] == "input" else (x * 1 if spec["base"] == "intermediate" else x.clone())
        keep, last = [], []
        for step in spec["steps"]:
            kind = step["kind"]
            if kind == "kernel":
                src, dst = _view(base, step["src"]), _view(base, step["dst"])
                if step["src"] == step["dst"] and step["load"] == 0 and step["store"] == 0:
                    scale_(dst)
                else:
                    pattern_into(src, dst, step["load"], step["store"], step["shift"], step["loop"], step["block"])
            elif kind == "read":
                keep.append(_view(base, step["src"]) * 2)
            elif kind == "copy":
                _view(base, step["dst"]).copy_(_view(base, step["src"]) + 1)
            elif kind == "index_put":
                flat = base.view(-1)
                flat[torch.tensor(step["index"])] = flat[torch.tensor(step["index"])] * 3 + 1
            elif kind == "foreach":
                a, b = _view(base, step["src"]), _view(base, step["dst"])
                torch._foreach_mul_([a], [b])
            elif kind in ("gemm", "mm_into"):  # Liger's writes: addmm(out=acc), mm(out=rows)
                rows = step["rows"]
                src, dst = base[step["src_row"]:step["src_row"] + rows], base[step["dst_row"]:step["dst_row"] + rows]
                weight = torch.full((base.shape[1], base.shape[1]), 0.5, device=base.device) + \
                    torch.eye(base.shape[1], device=base.device)
                if kind == "gemm":
                    torch.addmm(dst, src, weight, out=dst)
                else:
                    torch.mm(src, weight, out=dst)
            elif kind == "scale":
                _view(base, step["dst"]).mul_(3)
            elif kind == "collective":
                import torch.distributed._functional_collectives as funcol

                src = _view(base, step["src"])
                src = src + 1 if step["fresh"] else src
                reduced = funcol.all_reduce(src, "sum", world) if step["op"] == "all_reduce" else \
                    funcol.all_gather_tensor(src, 0, world)
                if step["use"] == "copy_back":
                    _view(base, step["dst"]).copy_(reduced)
                else:
                    (keep if step["use"] == "keep" else last).append(reduced)
            elif kind == "op":
                if step["op"] == "sine_into":
                    _sine_into(_view(base, step["src"]), _view(base, step["dst"]))
                else:
                    scale_op_(_view(base, step["dst"]))
        keep += [r * 1 for r in last]  # waited after every other step
        out = spec["output"]
        result = (base,) if out == "base" else ((base.t() if base.dim() == 2 else base[1:]),) if out == "view" else \
            ((base.sum(),) if out == "sum" else ())
        return tuple(keep) + result

    return program


@torch.library.custom_op("verifier_fuzz::sine_into_", mutates_args=("out",))
def _sine_into(src: torch.Tensor, out: torch.Tensor) -> None:
    out.copy_(src.sin())


def inputs_of(spec: dict[str, Any]) -> tuple:
    n = _numel(spec["shape"])
    return ((torch.arange(float(n)) * 7 % 13 - 6).reshape(spec["shape"]),)


# --- checking one program ----------------------------------------------------------------------


@dataclasses.dataclass
class Outcome:
    candidates: int = 0
    safe: int = 0
    unsafe: int = 0
    unknown: int = 0
    rewrites_executed: int = 0
    mismatches: list[str] = dataclasses.field(default_factory=list)
    reproduced: int = 0
    not_reproduced: int = 0
    errors: list[str] = dataclasses.field(default_factory=list)  # exceptions that escaped the verifier
    skipped: str = ""  # the program could not be captured or run (not the verifier's doing)


def check_spec(spec: dict[str, Any], forced: bool = True, device: str = "cpu") -> Outcome:
    """Capture, analyse, execute: see the module's docstring. On CUDA the real kernels run (one
    order: the hardware's); on the CPU Triton's interpreter runs them in every order."""
    from ..compiler.programs import Program
    from ..running.execution import ORDERS, compare
    from ..running.passes import analyze, reinplace
    from ..running.rewrite import force

    out = Outcome()
    orders = ORDERS if device == "cpu" else ("sequential",)
    prog = Program("fuzz", build(spec), lambda: tuple(t.to(device) for t in inputs_of(spec)),
                   dynamic=spec["dynamic"], eager_reference=False)
    try:
        gm = capture_program(prog)
    except Exception as e:  # Dynamo refuses the program: not a verifier finding
        out.skipped = f"capture: {type(e).__name__}"
        return out
    inputs = list(prog.inputs())
    try:
        report = analyze(gm)
    except Exception as e:
        out.errors.append(f"analyze: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        return out
    out.candidates = len(report.candidates)
    for c in report.candidates:
        setattr(out, c.verdict.value, getattr(out, c.verdict.value) + 1)
    try:  # a program whose own result depends on the instance order cannot judge a rewrite
        if any(compare(gm, gm, inputs, order) is not None for order in orders[1:]):
            out.skipped = "the original's result depends on the program-instance order"
            return out
    except Exception as e:
        out.skipped = f"the original does not execute here ({type(e).__name__})"
        return out
    try:
        new, _ = reinplace(gm, report)
        if any(c.applied for c in report.candidates) or report.erased_copies:
            out.rewrites_executed += 1
            if (d := _difference(compare, gm, new, inputs, orders)) is not None:
                out.mismatches.append(d)
    except Exception as e:
        try:  # the original graph itself cannot be executed here: nothing to compare with
            compare(gm, gm, inputs)
        except Exception as again:
            out.skipped = f"the original does not execute here ({type(again).__name__})"
            return out
        out.errors.append(f"rewrite or execution: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
    for c in report.candidates:  # proven, and left to Inductor: executed too, forced one by one
        if c.verdict.value != "safe" or not c.held:
            continue
        try:
            g = force(gm, report, c)
            out.rewrites_executed += 1
            if (d := _difference(compare, gm, g, inputs, orders)) is not None:
                out.mismatches.append(f"{c.node}.{c.arg} (proven, not applied), {d}")
        except Exception as e:
            out.errors.append(f"forced proven rewrite {c.node}.{c.arg}: {type(e).__name__}: {str(e)[:160]}")
    if forced:
        for c in report.candidates:
            if c.verdict.value != "unsafe":
                continue
            try:
                g = force(gm, report, c)
                shown = any(compare(gm, g, inputs, order) is not None for order in orders)
            except Exception:  # a forced rewrite that cannot even run shows nothing
                shown = False
            out.reproduced += shown
            out.not_reproduced += not shown
    return out


def _difference(compare, gm, rewritten, inputs, orders) -> str | None:
    """The first program-instance order in which `rewritten` differs from `gm`, with the difference."""
    for order in orders:
        d = compare(gm, rewritten, inputs, order)
        if d is not None:
            return f"{order}: {d}"
    return None


def judge(seed: int, forced: bool = True, device: str = "cpu") -> Outcome:
    """The program of `seed`, drawn and checked; run in a campaign's worker."""
    import logging
    import warnings

    warnings.filterwarnings("ignore")
    logging.getLogger("torch").setLevel(logging.ERROR)
    try:
        return check_spec(spec_of(seed), forced, device)
    except Exception as e:  # what check_spec does not classify itself is an error of the campaign
        return Outcome(errors=[f"check: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"])


def spec_of(seed: int) -> dict[str, Any]:
    return draw_spec(Drawer(random.Random(seed)))

"""Execution: run a captured graph on real tensors, on the CPU through Triton's interpreter.

`run(gm, inputs)` returns the graph's outputs and the final contents of its inputs.
`compare(original, rewritten, inputs)` runs both on copies of the same inputs and reports the
first difference, bit for bit. Symbolic-size placeholders get their values from the shapes of
the tensor inputs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from typing import Any

import torch
import torch.fx

from ..compiler.binding import BindingError, bind, copy_args, copy_sharing, resolve, tensor_names, tensors_in
from ..compiler.capture import capture_info
from ..compiler.inductor import kernels_in_side_table
from .collectives import collectives_of_one_rank, effects_called
from .interpret import ORDERS, OutOfBounds, interpreted_triton, user_kernels_run  # noqa: F401 (public here too)


@contextlib.contextmanager
def runnable_kernels(gm: torch.fx.GraphModule):
    """The graph's kernels in Dynamo's side table while it runs, and torch's grid functions of
    autotuned kernels given string config values they can print (`interpret.user_kernels_run`)."""
    with kernels_in_side_table(capture_info(gm)), user_kernels_run():
        yield


def graph_inputs(gm: torch.fx.GraphModule, args: tuple | list) -> list[tuple[str, Any]]:
    """(where it came from, value) of each placeholder of `gm` when the captured function is called
    with `args` (its arguments as the user passes them: tensors, ints, None, lists...).

    Graph inputs are found where Dynamo found them (arguments, their elements and attributes,
    module-level tensors and parameters); a graph not from `capture` takes the tensors of `args`
    in order. Sizes with no source are read off the tensors' shapes. Raises BindingError when a
    graph input cannot be found."""
    info = capture_info(gm)
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    sources = info.input_sources
    values: list[Any] = []
    if sources is not None and len(sources) == len(placeholders):
        bound, globals_ = bind(info.fn, args)
        for n, src in zip(placeholders, sources):
            if src is None:
                raise BindingError(f"graph input {n.name}: Dynamo recorded no source for it")
            try:
                values.append((src, resolve(src, bound, globals_)))
            except BindingError:
                if isinstance(n.meta.get("val"), torch.Tensor):
                    raise
                values.append((src, None))  # a size: read off the shapes below
    else:
        if sources is not None:
            raise BindingError(f"the graph has {len(placeholders)} inputs, Dynamo's had {len(sources)}: cannot tell which is which")
        tensors = iter(a for a in args if isinstance(a, torch.Tensor))
        for n in placeholders:
            if isinstance(n.meta.get("val"), torch.Tensor):
                t = next(tensors, None)
                if t is None:
                    raise BindingError(f"the graph takes more tensors than the {len(args)} arguments given")
                values.append((n.name, t))
            else:
                values.append((n.name, None))
    symbols: dict[Any, int] = {}
    for n, (_, real) in zip(placeholders, values):
        fake = n.meta.get("val")
        if isinstance(fake, torch.Tensor) and isinstance(real, torch.Tensor):
            for f, r in zip((*fake.shape, *fake.stride(), fake.storage_offset()), (*real.shape, *real.stride(), real.storage_offset())):
                expr = getattr(getattr(f, "node", None), "expr", None)
                if expr is not None and getattr(expr, "is_Symbol", False):
                    symbols[expr] = int(r)
    out = []
    for n, (src, value) in zip(placeholders, values):
        val = n.meta.get("val")
        if value is None and not isinstance(val, torch.Tensor):
            expr = getattr(getattr(val, "node", None), "expr", None)
            if expr is None:
                raise BindingError(f"graph input {n.name} ({src}) is neither a tensor nor a size")
            try:
                value = int(expr.xreplace(symbols))
            except TypeError:
                raise BindingError(f"graph input {n.name} ({src}) is a size that neither the arguments nor the "
                                   f"tensors' shapes give ({expr})") from None
        elif isinstance(value, torch.Tensor) and not isinstance(val, torch.Tensor):
            raise BindingError(f"graph input {n.name} ({src}) is a size, the program gives a tensor")
        out.append((src, value))
    return out


def graph_arguments(gm: torch.fx.GraphModule, args: tuple | list) -> list[Any]:
    """The placeholder values of `gm` for the function's arguments `args` (see `graph_inputs`)."""
    return [v for _, v in graph_inputs(gm, args)]


def _decomposed(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """auto_functionalized nodes decomposed as Inductor does, so that which bases are cloned
    (node.meta["only_clone_these_tensors"]) takes effect (running the node itself clones all);
    with_effects nodes run as `effects_called`; collectives on one rank as on two
    (`collectives.collectives_of_one_rank`)."""
    auto = (torch.ops.higher_order.auto_functionalized, getattr(torch.ops.higher_order, "auto_functionalized_v2", None))
    with_effects = getattr(torch.ops.higher_order, "with_effects", None)
    collectives = collectives_of_one_rank() if any(
        str(n.target).startswith("_c10d_functional.") for n in gm.graph.nodes) else {}
    if (with_effects is not None and any(n.target is with_effects for n in gm.graph.nodes)) or collectives:
        from ..compiler.inductor import copy_graph

        gm = copy_graph(gm)
        for n in gm.graph.nodes:
            if n.target is with_effects:
                n.target = effects_called
            elif n.target in collectives:
                n.target = collectives[n.target]
        gm.recompile()
    if not any(n.target in auto for n in gm.graph.nodes):
        return gm
    from torch._inductor.fx_passes.post_grad import decompose_auto_functionalized
    from torch._inductor.virtualized import V

    from ..compiler.inductor import copy_graph

    new = copy_graph(gm)
    for n in new.graph.nodes:
        if n.target in auto and "only_clone_these_tensors" not in n.meta:
            from .rewrite import reinplace_custom_op, reinplace_custom_op_v1

            # no decision is "clone everything" (the functional semantics), whatever the torch version
            (reinplace_custom_op if n.target is auto[1] else reinplace_custom_op_v1)(n, [])
    with V.set_fake_mode(capture_info(gm).fake_mode):
        decompose_auto_functionalized(new.graph)
    new.recompile()
    return new


def run(gm: torch.fx.GraphModule, inputs: tuple | list, order: str = "sequential", seed: int = 0) -> tuple[list[Any], list[torch.Tensor]]:
    """Outputs, and the final contents of the inputs, of one run on copies.

    `inputs` are the captured function's arguments as the user passes them; the final contents
    are those of the tensors inside them, in order, then of the graph inputs found elsewhere
    (module-level tensors, parameters), which are copied too, so nothing outside is changed.
    Copies keep storage sharing. On CUDA tensors the kernels run for real; on the CPU through the
    interpreter in `order`.
    """
    args = copy_args(inputs)
    mine = {id(t) for t in tensors_in(args)}
    values = graph_arguments(gm, args)
    outside = [i for i, v in enumerate(values) if isinstance(v, torch.Tensor) and id(v) not in mine]
    for i, copy in zip(outside, copy_sharing([values[i] for i in outside])):  # module-level tensors, parameters
        values[i] = copy
    tensors = tensors_in(args) + [values[i] for i in outside]
    on_gpu = any(t.is_cuda for t in tensors)
    ctx = contextlib.nullcontext() if on_gpu else interpreted_triton(order, seed)
    gm = _decomposed(gm)
    with ctx, runnable_kernels(gm), torch.no_grad():
        out = gm(*values)
    out = list(out) if isinstance(out, (list, tuple)) else [out]
    return out, tensors


@dataclasses.dataclass
class Difference:
    where: str  # "output 0", "input 1", or "memory" for an access outside every tensor
    index: tuple[int, ...]
    original: float
    rewritten: float
    note: str = ""  # what happened, where no value differs (the rewritten run stopped)

    def __str__(self) -> str:
        if self.note:
            return f"{self.where}: {self.note}"
        return f"{self.where}{list(self.index)}: original {self.original}, rewritten {self.rewritten}"


def _out_of_bounds(e: OutOfBounds) -> Difference:
    """The rewritten graph made a kernel touch memory outside its tensors (the original did not)."""
    return Difference("memory", (), float("nan"), float("nan"), note=f"the rewritten graph stops: {e}")


def _bits(t: torch.Tensor) -> torch.Tensor:
    """The bytes of `t`'s elements, in order (a clone in contiguous format: a view with a
    dimension of size 1 keeps its stride through `reshape` and `contiguous`)."""
    return t.detach().reshape(-1).clone(memory_format=torch.contiguous_format).view(torch.uint8)


def first_difference(a: torch.Tensor, b: torch.Tensor, where: str) -> Difference | None:
    if a.shape != b.shape or a.dtype != b.dtype:
        return Difference(where, (), float("nan"), float("nan"))
    bits_a, bits_b = _bits(a), _bits(b)
    if torch.equal(bits_a, bits_b):
        return None
    diff = (a != b).nonzero()
    idx = tuple(int(i) for i in diff[0]) if len(diff) else ()
    return Difference(where, idx, a[idx].item(), b[idx].item())


# What two programs that compute one function in different kernels may differ by: the rounding of
# fused kernels (a contracted multiply-add, another exp or sigmoid, another order of a sum) and of
# atomic accumulation on a GPU. torch.testing's default tolerances, by dtype (rtol, atol); other
# dtypes compare exactly. A value beyond them is wrong, not rounded.
ROUNDING = {torch.float16: (1e-3, 1e-5), torch.bfloat16: (1.6e-2, 1e-5), torch.float32: (1.3e-6, 1e-5),
            torch.float64: (1e-7, 1e-7), torch.complex64: (1.3e-6, 1e-5), torch.complex128: (1e-7, 1e-7)}


def wrong_elements(expected: torch.Tensor, got: torch.Tensor) -> torch.Tensor:
    """Where `got` differs from `expected` by more than rounding (`ROUNDING`), as a boolean
    tensor of their shape; NaN matches NaN."""
    if expected.dtype in ROUNDING:
        rtol, atol = ROUNDING[expected.dtype]
        return ~torch.isclose(got, expected, rtol=rtol, atol=atol, equal_nan=True)
    return expected != got


def difference_beyond_rounding(a: torch.Tensor, b: torch.Tensor, where: str) -> Difference | None:
    """The first element where `b` differs from `a` by more than rounding, or None."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return Difference(where, (), float("nan"), float("nan"))
    bad = wrong_elements(a, b).nonzero()
    if not len(bad):
        return None
    idx = tuple(int(i) for i in bad[0])
    return Difference(where, idx, a[idx].item(), b[idx].item())


def compare(
    original: torch.fx.GraphModule, rewritten: torch.fx.GraphModule, inputs: tuple | list, order: str = "sequential", seed: int = 0
) -> Difference | None:
    """The first observable difference between the two graphs on these inputs, or None.

    `inputs` are the captured function's arguments (see `run`). The original runs in
    program-instance order; the rewritten one in `order`. Inputs are named by where Dynamo
    found them ("input L['x']").
    """
    out_a, in_a = run(original, inputs)
    try:
        out_b, in_b = run(rewritten, inputs, order, seed)
    except OutOfBounds as e:
        return _out_of_bounds(e)
    mine = {id(t) for t in tensors_in(inputs)}
    names = tensor_names(capture_info(original).fn, inputs)
    names += [src for src, v in graph_inputs(original, inputs) if isinstance(v, torch.Tensor) and id(v) not in mine]
    for i, (a, b) in enumerate(zip(out_a, out_b)):
        if isinstance(a, torch.Tensor):
            d = first_difference(a, b, f"output {i}")
            if d:
                return d
    for name, a, b in zip(names, in_a, in_b):
        d = first_difference(a, b, f"input {name}")
        if d:
            return d
    return None


def eager_against_graph(fn: Any, gm: torch.fx.GraphModule, inputs: tuple | list) -> Difference | None:
    """The first difference between the function run eagerly and its captured (functional) graph,
    on copies of the same inputs: outputs, then the final contents of the inputs. On the CPU both
    run their Triton kernels in the interpreter, instances in order. A difference is one in what
    the graph means, before any rewrite (the audit's findings about the functional graph)."""
    out_g, in_g = run(gm, inputs)
    args = copy_args(inputs)
    on_gpu = any(t.is_cuda for t in tensors_in(args))
    with contextlib.nullcontext() if on_gpu else interpreted_triton("sequential", 0), torch.no_grad():
        out_e = fn(*args)
    out_e = list(out_e) if isinstance(out_e, (list, tuple)) else [out_e]
    names = tensor_names(fn, inputs)
    for i, (e, g) in enumerate(zip(out_e, out_g)):
        if isinstance(e, torch.Tensor) and isinstance(g, torch.Tensor) and (d := first_difference(e, g, f"output {i}")):
            return d
    for name, e, g in zip(names, tensors_in(args), in_g):
        if d := first_difference(e, g, f"input {name}"):
            return d
    return None


def inputs_at_other_sizes(gm: torch.fx.GraphModule, inputs: list[torch.Tensor], count: int = 2) -> list[list[torch.Tensor]]:
    """Inputs at sizes the ShapeEnv allows other than the example's, chosen by Z3.

    Each symbol gets a value within its range and the guards, different from the example's
    and at most twice it plus 8 (small enough for the interpreter). Empty for static graphs,
    and when some guard could not be encoded (the graph might not be valid elsewhere).
    """
    import z3

    from ..memory.symbolic import Symbols
    from ..memory.terms import solver

    info = capture_info(gm)
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    bound = graph_inputs(gm, inputs)
    params = list(bind(info.fn, inputs)[0]) if info.fn is not None else []
    fakes, positions, reals = [], [], []
    for n, (src, real) in zip(placeholders, bound):
        if not isinstance(n.meta.get("val"), torch.Tensor):
            continue
        m = re.fullmatch(r"L\['(\w+)'\]", src or "")
        if m is None or m.group(1) not in params or params.index(m.group(1)) >= len(inputs):
            return []  # an input that is not an argument itself: its size cannot be changed here
        fakes.append(n.meta["val"])
        positions.append(params.index(m.group(1)))
        reals.append(real)
    symbols = Symbols(info.shape_env)
    example: dict[str, int] = {}
    for fake, real in zip(fakes, reals):
        for f, r in zip((*fake.shape, *fake.stride()), (*real.shape, *real.stride())):
            expr = getattr(getattr(f, "node", None), "expr", None)
            if expr is not None and getattr(expr, "is_Symbol", False):
                example[expr.name] = int(r)
                symbols.symbol(expr.name)
    if not example:
        return []
    s = solver(2000)  # each model; sizes through bit operations can be slow to choose
    s.add(*symbols.assumptions())
    if symbols.entangled(set(example)):  # a guard left out constrains these sizes (not one on floats alone)
        return []
    for name, value in example.items():
        s.add(symbols.symbol(name) <= 2 * value + 8)
    s.add(z3.Or(*[symbols.symbol(n) != v for n, v in example.items()]))
    out = []
    while len(out) < count and s.check() == z3.sat:
        model = s.model()
        values = {n: model.eval(symbols.symbol(n), model_completion=True).as_long() for n in example}
        made = [_tensor_like(fake, values, symbols, real) for fake, real in zip(fakes, reals)]
        in_user_order = list(inputs)
        for k, i in enumerate(positions):
            in_user_order[i] = made[k]
        out.append(in_user_order)
        s.add(z3.Or(*[symbols.symbol(n) != v for n, v in values.items()]))
    return out


def _tensor_like(fake: torch.Tensor, values: dict[str, int], symbols, example: torch.Tensor | None = None) -> torch.Tensor:
    """A tensor of `fake`'s dtype at these sizes. Integers (indices, slots) are the example's own,
    repeated as far as needed (an index then stays in the range it had); floats irregular."""
    import z3

    def ev(v):
        term = z3.substitute(symbols.term(v), *[(symbols.symbol(n), z3.IntVal(x)) for n, x in values.items()])
        return z3.simplify(term).as_long()

    shape = [ev(n) for n in fake.shape]
    numel = 1
    for n in shape:
        numel *= n
    if not (fake.dtype.is_floating_point or fake.dtype.is_complex):
        if example is None or example.numel() == 0:
            return torch.zeros(shape, dtype=fake.dtype)
        seen = example.detach().cpu().reshape(-1)
        return seen[torch.arange(numel) % seen.numel()].to(fake.dtype).reshape(shape)
    values_ = torch.arange(float(numel)) * 7 % 13 - 6
    return values_.to(fake.dtype).reshape(shape)


def _concrete_layout(val: torch.Tensor) -> bool:
    """Whether a placeholder's tensor is one whose values can be made: fake or real, of known sizes,
    strides and offset."""
    return type(val).__name__ in ("FakeTensor", "Tensor") and all(
        isinstance(v, int) for v in (*val.shape, *val.stride(), val.storage_offset()))


def _span(val: torch.Tensor) -> int:
    """The elements of its storage a tensor reaches, from the first."""
    if not val.numel():
        return 1
    return val.storage_offset() + sum((k - 1) * st for k, st in zip(val.shape, val.stride())) + 1


def placeholder_values(gm: torch.fx.GraphModule, seed: int = 0) -> list[Any] | None:
    """Values for every placeholder of a graph being compiled, made from its fake tensors: floats
    random, integers and booleans zero (an index then stays in range), each on its device with its
    strides and offset, those whose fake tensors share a storage (inputs AOTAutograd left separate
    though they are views of one tensor) views of one base; sizes from their hints. None when a
    placeholder has no value to make."""
    from torch.multiprocessing.reductions import StorageWeakRef

    gen = torch.Generator().manual_seed(seed)
    members: dict[Any, list[torch.Tensor]] = {}  # a storage: its placeholders' tensors
    for n in gm.graph.nodes:
        if n.op == "placeholder" and isinstance(v := n.meta.get("val"), torch.Tensor) and _concrete_layout(v):
            members.setdefault(StorageWeakRef(v.untyped_storage()), []).append(v)
    shared = {key: max(_span(v) for v in vs) for key, vs in members.items()  # views of one base: of one dtype
              if len(vs) > 1 and len({(v.dtype, v.device) for v in vs}) == 1}
    bases: dict[Any, torch.Tensor] = {}
    out = []
    for n in gm.graph.nodes:
        if n.op != "placeholder":
            continue
        val = n.meta.get("val")
        if isinstance(val, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            hint = getattr(val.node, "hint", None)
            if hint is None:
                return None
            out.append(hint)
        elif isinstance(val, torch.Tensor):
            if not _concrete_layout(val):
                return None
            key = StorageWeakRef(val.untyped_storage())
            if key not in bases:
                span = shared.get(key) or _span(val)
                if val.dtype.is_floating_point or val.dtype.is_complex:
                    base = torch.randn(span, generator=gen).to(val.dtype).to(val.device)
                else:
                    base = torch.zeros(span, dtype=val.dtype, device=val.device)
                if key not in shared:
                    base = base.as_strided(tuple(val.shape), tuple(val.stride()), val.storage_offset())
                    out.append(base.requires_grad_(False))
                    continue
                bases[key] = base
            t = bases[key].as_strided(tuple(val.shape), tuple(val.stride()), val.storage_offset())
            out.append(t.requires_grad_(False))
        elif val is None or isinstance(val, (int, float, bool)):
            out.append(val)
        else:
            return None
    return out


def _run_graph(gm: torch.fx.GraphModule, values: list[Any]) -> tuple[list[Any], list[Any]]:
    args = copy_sharing(values)
    on_gpu = any(isinstance(t, torch.Tensor) and t.is_cuda for t in args)
    ctx = contextlib.nullcontext() if on_gpu else interpreted_triton("sequential", 0)
    with ctx, runnable_kernels(gm), torch.no_grad():
        out = _decomposed(gm)(*args)
    return list(out) if isinstance(out, (list, tuple)) else [out], args


def compare_graphs(original: torch.fx.GraphModule, rewritten: torch.fx.GraphModule, seed: int = 0) -> str | None:
    """Both graphs of one compile run on the same inputs made from the original's fake tensors:
    "" when outputs and final inputs are bit-identical, "differs: ..." with the first difference,
    "not compared: why" when they cannot be run or the original does not repeat itself (a
    nondeterministic kernel would make any difference meaningless)."""
    values = placeholder_values(original, seed)
    if values is None:
        return "not compared: a placeholder's value cannot be made (symbolic or opaque)"
    names = [n.name for n in original.graph.nodes if n.op == "placeholder"]
    try:
        out_a, in_a = _run_graph(original, values)
        out_again, in_again = _run_graph(original, values)
    except Exception as e:
        return f"not compared: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
    try:
        out_b, in_b = _run_graph(rewritten, values)
    except OutOfBounds as e:
        return f"differs: {_out_of_bounds(e)}"
    except Exception as e:
        return f"not compared: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"

    def first(xs, ys, label):
        for i, (a, b) in enumerate(zip(xs, ys)):
            if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
                d = first_difference(a, b, label(i))
                if d:
                    return d
        return None

    output, inp = (lambda i: f"output {i}"), (lambda i: f"input {names[i]}")
    if first(out_a, out_again, output) or first(in_a, in_again, inp):
        return "not compared: the original graph gives different results run twice (nondeterministic)"
    d = first(out_a, out_b, output) or first(in_a, in_b, inp)
    return "" if d is None else f"differs: {d}"

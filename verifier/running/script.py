"""The fixed parts of a counterexample script (`counterexample.py` writes the program-specific
ones between them): the prelude that runs graphs with functional wrappers as the original does,
and the driver that compares the two programs in every program-instance order, with GEMMs
computed element by element where an output overlaps an operand."""

PRELUDE = '''
import contextlib
import itertools
import math
import operator
import random
import sys

import torch
import triton
import triton.language as tl
from torch.utils._python_dispatch import TorchDispatchMode


def clone_preserve_strides(x):
    """A copy with the same strides and offset, as the functional wrapper makes before a kernel."""
    if x.numel() == 0:
        return x.clone()
    needed = x.storage_offset() + sum((n - 1) * s for n, s in zip(x.shape, x.stride())) + 1
    buffer = torch.as_strided(x, (needed,), (1,), 0).clone()
    return torch.as_strided(buffer, x.shape, x.stride(), x.storage_offset())


def run_custom_op(op, bases, kwargs, only_clone, n_out):
    """auto_functionalized_v2: clone the bases (all, or `only_clone`), regenerate the views the op
    mutates from its view metadata, call the op, return its outputs and the bases."""
    bases = [clone_preserve_strides(b) if only_clone is None or i in only_clone else b for i, b in enumerate(bases)]

    def view(p):  # the mutated view whose metadata the keys starting with `p` hold
        i = kwargs[p + "_base_index"]
        if i is None:
            return None
        if p + "_storage_offset" in kwargs:
            return torch.as_strided(bases[i], kwargs[p + "_size"], kwargs[p + "_stride"], kwargs[p + "_storage_offset"])
        if p + "_slice_dim" in kwargs:
            return torch.ops.aten.slice.Tensor(bases[i], kwargs[p + "_slice_dim"], kwargs[p + "_slice_start"], kwargs[p + "_slice_end"])
        return bases[i]

    args = {}
    for a in op._schema.arguments:
        p = f"_{a.name}"
        if p + "_length" in kwargs:  # a Tensor[] argument: one view per element
            args[a.name] = [view(f"{p}_{k}") for k in range(kwargs[p + "_length"])]
        elif p + "_base_index" in kwargs:
            args[a.name] = view(p)
        elif a.name in kwargs:
            args[a.name] = kwargs[a.name]
    out = op(**args)
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    return (outs + [None] * n_out)[:n_out] + bases


def run_custom_op_v1(op, kwargs, mutable, only_clone, n_out):
    """auto_functionalized (v1): clone each mutable argument (all, or `only_clone`) on its own, call
    the op, return its outputs and the mutable arguments (None for one given None)."""
    def cloned(v):
        if v is None:
            return None
        return [clone_preserve_strides(x) for x in v] if isinstance(v, (list, tuple)) else clone_preserve_strides(v)

    args = {k: (cloned(v) if k in mutable and (only_clone is None or k in only_clone) else v)
            for k, v in kwargs.items()}
    out = op(**args)
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    return (outs + [None] * n_out)[:n_out] + [args.get(k) for k in mutable]


def run_kernel(kernel_idx, constant_idx, grid, kwargs, tensors_to_clone):
    """triton_kernel_wrapper_functional: clone what the kernel mutates, launch, return the clones."""
    args = {k: (clone_preserve_strides(v) if k in tensors_to_clone else v) for k, v in kwargs.items()}
    KERNELS[kernel_idx][tuple(grid[0])](**args, **CONSTANT_ARGS.get(constant_idx, {}))
    return {k: args[k] for k in tensors_to_clone}
'''

DRIVER = '''

def make_inputs(specs):
    """Tensors with the graph's layouts: the example's own values where given, else values that
    every op accepts (small non-negative integers for integer tensors, which may index)."""
    out = []
    for i, spec in enumerate(specs):
        if spec[0] != "tensor":
            out.append(spec[2])
            continue
        _, name, shape, dtype, strides, offset, data = spec
        dtype = getattr(torch, dtype)
        needed = offset + sum((n - 1) * s for n, s in zip(shape, strides)) + 1 if all(shape) else 0
        if data is not None and len(data) >= needed:
            buffer = torch.tensor(data, dtype=dtype)
        else:
            n = max(needed, 1)
            raw = torch.arange(float(n)) * 7 + 3 * i
            if dtype.is_floating_point or dtype.is_complex:
                buffer = (raw % 13 - 6).to(dtype)
            elif dtype == torch.bool:
                buffer = (raw % 2) == 1
            else:
                buffer = (raw % 2).to(dtype)
        out.append(torch.as_strided(buffer, shape, strides, offset))
    return out


class ElementwiseGemm(TorchDispatchMode):
    """GEMMs (mm, addmm, bmm, baddbmm; functional, out= and in place) computed one output element
    at a time, each stored as soon as it is computed: one implementation that BLAS allows. Where a
    GEMM's output overlaps an operand its result is undefined (BLAS reads and writes panel by
    panel, and its blocking decides what shows); this implementation shows on any machine what
    the overlap can do. Both programs run under it, so GEMMs without overlap give the same values
    in both. `overlapped`: a GEMM's output overlapped an operand."""

    LIMIT = 1 << 20  # output elements: larger GEMMs run as the library computes them

    def __init__(self):
        super().__init__()
        self.overlapped = False

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = dict(kwargs or {})
        name = func.overloadpacket.__name__
        base = name.rstrip("_")
        if base not in ("mm", "addmm", "bmm", "baddbmm"):
            return func(*args, **kwargs)
        out = kwargs.pop("out", None)
        bias = None if base in ("mm", "bmm") else args[0]
        a, b = args[-2:] if bias is None else args[1:3]
        beta = args[3] if bias is not None and len(args) > 3 else kwargs.get("beta", 1)
        alpha = args[4] if bias is not None and len(args) > 4 else kwargs.get("alpha", 1)
        shape = (*a.shape[:-1], b.shape[-1])
        if math.prod(shape) > self.LIMIT:
            return func(*args, **kwargs, **({"out": out} if out is not None else {}))
        dest = args[0] if name.endswith("_") else out if out is not None else a.new_empty(shape)
        if any(_overlap(dest, t) for t in (a, b, bias) if t is not None):
            self.overlapped = True
        full = bias.expand(shape) if bias is not None else None  # read as it is when each element is made
        for idx in itertools.product(*map(range, shape)):
            row, col = idx[:-1], idx[-1]
            value = torch.dot(a[row], b[idx[:-2] + (slice(None), col)]) * alpha
            dest[idx] = value if full is None else full[idx] * beta + value
        return dest


def _overlap(x, y):
    """The byte ranges of two tensors in one storage intersect (or may: strides may interleave)."""
    if x.untyped_storage().data_ptr() != y.untyped_storage().data_ptr() or not x.numel() or not y.numel():
        return False
    def span(t):
        start = t.storage_offset() * t.element_size()
        return start, start + (sum((n - 1) * s for n, s in zip(t.shape, t.stride())) + 1) * t.element_size()
    (a0, a1), (b0, b1) = span(x), span(y)
    return a0 < b1 and b0 < a1


def run(graph, inputs, device, order, seed, first=(), mode=None):
    inputs = [clone_preserve_strides(t.to(device)) if isinstance(t, torch.Tensor) else t for t in inputs]
    with instance_order(order, seed, device, first), (mode if mode is not None else contextlib.nullcontext()):
        out = graph(*inputs)
    out = out if isinstance(out, (list, tuple)) else (out,)
    return [o.cpu() if isinstance(o, torch.Tensor) else o for o in out], [t.cpu() for t in inputs if isinstance(t, torch.Tensor)]


def instance_order(order, seed, device, first=()):
    """On the CPU, run kernels in Triton's interpreter with program instances in `order` (the
    instances in `first` before all others)."""
    return interpreted_triton(order, seed, first) if device == "cpu" else contextlib.nullcontext()


def first_difference(a_list, b_list, what):
    for i, (a, b) in enumerate(zip(a_list, b_list)):
        if not isinstance(a, torch.Tensor):
            continue
        if a.shape != b.shape or not torch.equal(
                a.reshape(-1).clone(memory_format=torch.contiguous_format).view(torch.uint8),
                b.reshape(-1).clone(memory_format=torch.contiguous_format).view(torch.uint8)):
            idx = tuple(int(j) for j in (a != b).nonzero()[0]) if a.shape == b.shape and (a != b).any() else ()
            return f"{what} {i}", idx, a[idx].item() if idx or a.dim() == 0 else a, b[idx].item() if idx or b.dim() == 0 else b
    return None


def main():
    if COLLECTIVES == "reductions":
        return on_ranks(2)
    try:
        if COLLECTIVES == "in flight":
            import torch.distributed as dist

            dist.init_process_group("gloo", rank=0, world_size=1, store=dist.HashStore())
            with InFlight():
                return compare_all()
        return compare_all()
    except Exception as e:  # the kernels, the graphs or the inputs cannot run here
        print(f"Could not run: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        return 2


class InFlight(TorchDispatchMode):
    """One rank, whose gathers, scatters and exchanges read their input when waited for: the
    latest moment the process group may read it (their shapes depend on the group's size, so two
    ranks would not run the graphs). An out= form writes its destination at its launch too, the
    earliest moment it may."""

    LAUNCHES = ("all_gather_into_tensor", "reduce_scatter_tensor", "all_to_all_single")
    OUT_FORMS = ("all_gather_into_tensor_out", "reduce_scatter_tensor_out")

    def __init__(self):
        super().__init__()
        self.pending = {}

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        name, kwargs = func.overloadpacket.__name__, kwargs or {}
        if func.namespace == "_c10d_functional" and name in self.LAUNCHES + self.OUT_FORMS:
            launched = kwargs["out"].copy_(args[0]) if name in self.OUT_FORMS else torch.empty_like(args[0])
            self.pending[id(launched)] = (launched, args[0])
            return launched
        if func.namespace == "_c10d_functional" and name == "wait_tensor" and id(args[0]) in self.pending:
            launched, sent = self.pending.pop(id(args[0]))
            return launched.copy_(sent)
        return func(*args, **kwargs)


def on_ranks(world):
    """A graph with reductions: each of `world` processes of a gloo group (a file store in a
    temporary folder) runs the comparison on the same inputs, so that a reduction changes the
    values it reduces; rank 0 prints, and its status is the script's."""
    import os
    import tempfile

    import torch.multiprocessing as mp

    with tempfile.TemporaryDirectory() as tmp:
        status = os.path.join(tmp, "status")
        try:
            mp.spawn(_rank, args=(world, tmp), nprocs=world, join=True)
        except Exception as e:
            if not os.path.exists(status):  # rank 0 decided before a rank failed: its status stands
                print(f"Could not run: the ranks failed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
                return 2
        with open(status) as f:
            return int(f.read())


def _rank(rank, world, tmp):
    import os

    import torch.distributed as dist

    dist.init_process_group("gloo", rank=rank, world_size=world, init_method=f"file://{os.path.join(tmp, 'store')}")
    if rank:
        sys.stdout = open(os.devnull, "w")
    try:
        status = compare_all()
    except Exception as e:
        print(f"Could not run: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        status = 2
    if rank == 0:
        with open(os.path.join(tmp, "status"), "w") as f:
            f.write(str(status))
    sys.stdout.flush()
    os._exit(0)  # no teardown of the group: a rank that finished first may abort one still in it


def gemm_overlap(inputs, device, shapes):
    """Where the rewritten program gives a GEMM an output that overlaps its operands, both programs
    with GEMMs computed element by element (ElementwiseGemm): 0 and the difference when it shows,
    None when no GEMM overlaps or it does not show."""
    mode = ElementwiseGemm()
    try:
        out, ins = run(rewritten, inputs, device, "sequential", 0, mode=mode)
        if not mode.overlapped:
            return None
        ref_out, ref_in = run(original, inputs, device, "sequential", 0, mode=ElementwiseGemm())
    except Exception:
        return None
    d = first_difference(ref_out, out, "output") or first_difference(ref_in, ins, "final contents of input")
    if not d:
        return None
    where, idx, a, b = d
    print(f"Reproduced on {device}, GEMMs computed element by element: the rewritten program gives a GEMM an "
          "output that overlaps an operand it reads, which BLAS leaves undefined (the library's own blocking "
          "decides whether it shows on a machine); this is one result it allows.")
    print(f"Example: inputs {shapes}")
    print(f"  {where}{list(idx)}:")
    print(f"    original value  {a}")
    print(f"    rewritten value {b}")
    return 0


def compare_all():
    device = "cuda" if torch.cuda.is_available() else "cpu"
    orders = [("in order", "sequential", 0, ())] if device == "cuda" else [
        ("in order", "sequential", 0, ()), ("reversed", "reversed", 0, ())] + [(f"shuffled (seed {s})", "shuffled", s, ()) for s in range(4)]
    if RACE and device == "cpu":  # the two instances of the Z3 model, writer first
        orders.insert(0, (f"{tuple(RACE[0])} then {tuple(RACE[1])} first (the racing instances of the model)", "sequential", 0, RACE))
    print(f"Conflict: {CONFLICT}")
    ran = []
    sets = list(enumerate(INPUT_SETS))
    if device == "cuda":  # index values may send other accesses out of bounds: on a GPU that ends the process's
        sets = sets[len(LOADED):] + sets[:len(LOADED)]  # CUDA context, so the other sets go first there
    for k, specs in sets:
        inputs = make_inputs(specs)
        shapes = [tuple(t.shape) if isinstance(t, torch.Tensor) else t for t in inputs]
        try:
            ref_out, ref_in = run(original, inputs, device, "sequential", 0)
        except Exception as e:  # a larger size may break the graph's assumptions
            print(f"inputs {shapes}: the original does not run ({type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''})")
            continue
        ran.append(shapes)
        if device == "cpu" and (shown := gemm_overlap(inputs, device, shapes)) is not None:
            return shown
        for label, order, seed, first in orders:
            try:
                out, ins = run(rewritten, inputs, device, order, seed, first)
            except Exception as e:  # the user sees this divergence too: a program that stops
                print(f"Reproduced on {device}: the rewritten program stops where the original runs.")
                print(f"Example: inputs {shapes}" + (f", loading {', '.join(LOADED[k])}" if k < len(LOADED) else ""))
                print(f"  {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
                return 0
            d = first_difference(ref_out, out, "output") or first_difference(ref_in, ins, "final contents of input")
            if d:
                where, idx, a, b = d
                print(f"Reproduced on {device}, program instances {label}.")
                print(f"Example: inputs {shapes}" + (f", loading {', '.join(LOADED[k])}" if k < len(LOADED) else ""))
                print(f"  {where}{list(idx)}:")
                print(f"    original value  {a}")
                print(f"    rewritten value {b}")
                return 0
        print(f"inputs {shapes}: no difference on {device} in {len(orders)} instance orders")
    if not ran:
        print("Could not run: the original program fails on every input set")
        return 2
    print("Not reproduced: the kernel may touch less than its contract allows, or the race needs another order.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
'''

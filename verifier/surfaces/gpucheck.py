"""The GPU check: every program of a table compiled with verified_inductor in each mode, on CUDA.

    reinplace-verify gpu-check [tests/programs.py] [--out FILE]

For each program: eager on CUDA is the reference (the functional graph, where eager does not
define the program); `torch.compile(backend=verified_inductor)` in
each mode must give bit-identical outputs and final input contents; the captured functional
graph and the graph with the proven rewrites applied (real kernels, example sizes and sizes
from the ShapeEnv's ranges) must agree bit for bit. Prints a summary with zero mismatches or
the list of them.
"""

from __future__ import annotations

import io
import platform
import sys
import time
from typing import Any

import torch

from ..compiler.programs import Program
from ..integration.capture import capture_program
from ..integration.modes import Mode


def _on(inputs: tuple | list, device: str) -> list:
    """The arguments with their tensors on `device`, views of one base kept views of one copy."""
    from ..compiler.binding import copy_args

    return copy_args(inputs, device)


def _on_cuda(inputs: tuple) -> list:
    return _on(inputs, "cuda")


def _run_eager_like(fn, inputs: list):
    from ..compiler.binding import copy_args, tensors_in

    args = copy_args(inputs)
    tensors = tensors_in(args)
    with torch.no_grad():
        out = fn(*args)
    torch.cuda.synchronize()
    out = list(out) if isinstance(out, (list, tuple)) else [out]
    return out, tensors


def _same(a: list[Any], b: list[Any], what: str = "output") -> str | None:
    """The first difference between two lists of results (nested tuples and lists flattened)."""
    from torch.utils._pytree import tree_flatten

    from ..running.execution import first_difference

    a, b = tree_flatten(list(a))[0], tree_flatten(list(b))[0]
    if len(a) != len(b):
        return f"{what}s: {len(a)} values against {len(b)}"
    for i, (x, y) in enumerate(zip(a, b)):
        if isinstance(x, torch.Tensor):
            d = first_difference(x.cpu(), y.cpu(), f"{what} {i}")
            if d:
                return f"{d.where}{list(d.index)}: compiled {d.original}, eager {d.rewritten}"
        elif x != y:
            return f"{what} {i}: {x!r} != {y!r}"
    return None


def check_program(prog: Program, modes: tuple[str, ...], log) -> tuple[int, int, list[str], list[str]]:
    """(comparisons, rewrites applied by the backend, mismatches, Inductor's own) for one program.

    Audit mode keeps Inductor's choices: a difference there is Inductor's, reported apart. Every
    compile runs under the program's compile configuration.
    """
    from ..compiler.capture import compile_config

    with compile_config(prog.config):
        return _check_program(prog, modes, log)


def _check_program(prog: Program, modes: tuple[str, ...], log) -> tuple[int, int, list[str], list[str]]:
    from ..running.execution import compare, inputs_at_other_sizes
    from ..running.passes import reinplace
    from . import backend

    inputs = _on_cuda(prog.inputs())
    gm = capture_program(prog, inputs)
    if prog.eager_reference:
        ref_out, ref_in = _run_eager_like(prog.fn, inputs)
    else:  # eager is not this program's meaning (see Program.eager_reference): the functional graph is
        from ..running.execution import run

        ref_out, ref_in = run(gm, inputs)
        log("  reference: the functional graph (eager does not define this program)")
    mismatches, inductors, comparisons, rewrites = [], [], 0, 0
    torch._dynamo.reset()
    plain_out, plain_in = _run_eager_like(torch.compile(prog.fn, backend="inductor", fullgraph=True, dynamic=prog.dynamic), inputs)
    plain = _same(plain_out, ref_out) or _same(plain_in, ref_in, "input")
    log(f"  inductor  (plain backend, reference) vs eager: {'identical' if plain is None else 'DIFFERS ' + plain}")
    if plain:
        inductors.append(f"{prog.name}: plain Inductor differs from eager: {plain}")
    torch._dynamo.reset()  # every clone kept, Inductor's lowering: what a rewrite must not change
    kept = _run_eager_like(torch.compile(prog.fn, backend=backend.make_backend(Mode.CLONES), fullgraph=True,
                                         dynamic=prog.dynamic), inputs)
    for mode in modes:
        torch._dynamo.reset()
        backend.reports.clear()
        backend.failures.clear()
        compiled = torch.compile(prog.fn, backend=backend.make_backend(mode), fullgraph=True, dynamic=prog.dynamic)
        out, ins = _run_eager_like(compiled, inputs)
        applied = sum(c.applied for r in backend.reports for c in r.candidates)
        for f in backend.failures:
            log(f"  {mode:9s} the verifier fell back to cloning: {f}")
        rewrites += applied
        comparisons += 1
        d = _same(out, ref_out) or _same(ins, ref_in, "input")
        if Mode.of(mode) is Mode.AUDIT:
            log(f"  {mode:9s} (Inductor's choices) vs eager: {'identical' if d is None else 'DIFFERS ' + d}")
            if d:
                inductors.append(f"{prog.name} [audit, Inductor's choices]: {d}")
            continue
        if d is not None and d == plain and Mode.of(mode) is Mode.GATE:
            # gate keeps Inductor's clones: the same difference as plain Inductor's is Inductor's own
            log(f"  {mode:9s} rewrites applied: {applied}  vs eager: DIFFERS {d} (as plain Inductor does)")
            inductors.append(f"{prog.name} [gate, Inductor's kept clones]: {d}")
            continue
        if d is not None and _same(out, kept[0]) is None and _same(ins, kept[1], "input") is None:
            # bit for bit what Inductor computes with every clone kept: its lowering, not a rewrite
            log(f"  {mode:9s} rewrites applied: {applied}  vs eager: DIFFERS {d}, as Inductor's lowering with every clone kept")
            inductors.append(f"{prog.name} [{mode}]: Inductor's lowering (the same with every clone kept): {d}")
            continue
        log(f"  {mode:9s} rewrites applied: {applied}  vs eager: {'identical' if d is None else 'MISMATCH ' + d}")
        if d:
            mismatches.append(f"{prog.name} [{mode}] vs eager: {d}")
    new, report = reinplace(gm)
    for sizes in [inputs] + inputs_at_other_sizes(gm, _on(inputs, "cpu"), 2):
        sizes = _on_cuda(sizes)
        if compare(gm, gm, sizes) is not None:  # two runs of the original differ: nothing to compare with
            log(f"  functional graph at {[tuple(t.shape) if isinstance(t, torch.Tensor) else t for t in sizes]}: "
                "not deterministic (two program instances write one byte); not compared")
            continue
        comparisons += 1
        d = compare(gm, new, sizes)
        shape = [tuple(t.shape) if isinstance(t, torch.Tensor) else t for t in sizes]
        log(f"  functional graph vs proven rewrites at {shape}: {'identical' if d is None else 'MISMATCH ' + str(d)}")
        if d:
            mismatches.append(f"{prog.name} functional vs rewritten at {shape}: {d}")
    return comparisons, rewrites, mismatches, inductors


def main(programs: list[Program], out_path: str | None = None, modes=(Mode.VERIFIED, Mode.GATE, Mode.AUDIT)) -> int:
    import warnings

    import triton

    warnings.filterwarnings("ignore")
    if not torch.cuda.is_available():
        print("gpu-check needs a CUDA device", file=sys.stderr)
        return 2
    buf = io.StringIO()

    def log(line: str) -> None:
        print(line, flush=True)
        buf.write(line + "\n")

    log(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  triton {triton.__version__}  "
        f"python {platform.python_version()}")
    log("each program: eager on CUDA is the reference (or the functional graph, where eager does not define it); "
        "'input i' is the final contents of input i")
    start = time.time()
    total, rewrites, mismatches, errors, inductors = 0, 0, [], [], []
    for prog in programs:
        log(f"{prog.name}")
        try:
            n, r, m, i = check_program(prog, modes, log)
        except Exception as e:  # report, and go on with the others
            import traceback

            frames = traceback.extract_tb(e.__traceback__)
            where = f" (at {frames[-1].filename.rsplit('/', 2)[-1]}:{frames[-1].lineno})" if frames else ""
            errors.append(f"{prog.name}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}{where}")
            log(f"  ERROR {errors[-1]}")
            continue
        total, rewrites, mismatches, inductors = total + n, rewrites + r, mismatches + m, inductors + i
    log(f"\nprograms: {len(programs)}  comparisons: {total}  rewrites applied by the backend: {rewrites}  "
        f"mismatches: {len(mismatches)}  errors: {len(errors)}  ({time.time() - start:.0f} s)")
    for m in mismatches + errors:
        log(f"  {m}")
    log(f"differences that Inductor's own lowering makes (plain backend, audit mode, and gate where it keeps "
        f"Inductor's clones): {len(inductors)}")
    for m in inductors:
        log(f"  {m}")
    if out_path:
        with open(out_path, "w") as f:
            f.write(buf.getvalue())
    return 1 if mismatches or errors else 0

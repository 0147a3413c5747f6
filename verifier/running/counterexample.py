"""Counterexamples: a standalone script that shows why an unsafe rewrite changes a result.

`Counterexample.program()` is the text of a Python script holding the kernels' source, the
original graph and the graph with the rewrite applied as plain torch code, inputs built at the
sizes of the Z3 model (and, failing that, at the example's), and a driver that runs both, on
CUDA with the real kernels or on the CPU through Triton's interpreter in several program-instance
orders. It prints the first element where they differ, in the style of Alive2, and exits 0 when
the divergence reproduces, 1 when it does not (the kernel touches less than its contract
allows, or the race needs an order that was not tried).
"""

from __future__ import annotations

import dataclasses
import inspect
import operator
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

import torch
import torch.fx

from ..compiler.capture import capture_info
from ..compiler.ops import outputs_before_bases, v1_mutable_args
from ..proof.report import Candidate, Report


@dataclasses.dataclass
class Reproduction:
    """What running a counterexample showed: one of REPRODUCED, NOT_REPRODUCED, COULD_NOT_RUN."""

    outcome: str
    output: str

    @property
    def reproduced(self) -> bool:
        return self.outcome == REPRODUCED

    def line(self) -> str:
        last = (self.output.strip().splitlines() or ["no output"])[-1]
        if self.outcome == REPRODUCED:
            return next((ln for ln in self.output.splitlines() if ln.startswith("Reproduced")), "reproduced")
        if self.outcome == COULD_NOT_RUN:
            return "the counterexample could not run: " + last
        return "not reproduced by execution: " + last


REPRODUCED, NOT_REPRODUCED, COULD_NOT_RUN = "reproduced", "not reproduced", "could not run"
_EXIT = {0: REPRODUCED, 1: NOT_REPRODUCED}  # the script's exit status; anything else: could not run


class Counterexample:
    """The counterexample of one unsafe candidate of `report` on graph `gm`."""

    def __init__(self, gm: torch.fx.GraphModule, report: Report, candidate: Candidate):
        self.gm = gm
        self.report = report
        self.candidate = candidate
        self.conflict = candidate.conflict
        self.reproduction: Reproduction | None = None

    def _loaded_inputs(self) -> list[list[tuple[str, int, int]]]:
        """For each choice of the values the race's instances load from index arguments (the
        model's, then others'): (graph input, byte offset, value) of each; a choice with an index
        argument that is not a graph input is left out."""
        race = getattr(self.conflict, "race", None) or {}
        node = next((n for n in self.gm.graph.nodes if n.name == self.candidate.node), None)
        if node is None:
            return []
        kwargs = node.kwargs.get("kwargs", {})
        out = []
        for choice in race.get("loaded") or []:
            sources = [kwargs.get(x["arg"]) for x in choice]
            if all(isinstance(n, torch.fx.Node) and n.op == "placeholder" for n in sources):
                out.append([(n.name, x["offset"], x["value"]) for n, x in zip(sources, choice)])
        return out

    # --- the text for people --------------------------------------------------------------
    def text(self) -> str:
        c, k = self.conflict, self.candidate
        lines = [
            f"ERROR: {k.node}.{k.arg} cannot be reinplaced ({c.query})",
            f"  {c.line()}",
            f"Example: {c.example() or 'the example inputs'}",
        ]
        if self.reproduction is not None:
            lines.append(f"  execution: {self.reproduction.line()}")
        return "\n".join(lines)

    # --- the script -----------------------------------------------------------------------
    def rewritten(self) -> torch.fx.GraphModule:
        """The graph with this rewrite forced, after the rewrites proven before it."""
        from .rewrite import force

        return force(self.gm, self.report, self.candidate)

    def program(self) -> str:
        info = capture_info(self.gm)
        kernels = {}
        for n in self.gm.graph.nodes:
            if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional:
                idx = n.kwargs["kernel_idx"]
                kernels[idx] = info.kernels[idx]
        sources, names = _kernel_sources(kernels)
        imports = _custom_op_imports(self.gm)
        table = ", ".join(f"{i}: {names[i]}" for i in kernels)
        constants = repr({i: dict(info.constant_args.get(i, {})) for i in _constant_indices(self.gm)})
        inputs = [_input_specs(self.gm, self.conflict.assignment or self.conflict.sizes, info)]
        example = _input_specs(self.gm, {}, info, _example_values(self.gm, info))
        if [spec[:3] for spec in example] != [spec[:3] for spec in inputs[0]]:
            inputs.append(example)  # the example itself, tried when the model's sizes do not show it
        else:
            inputs = [example]  # the same sizes: the example's own values (valid for every op)
        itemsize = {n.name: n.meta["val"].element_size() for n in self.gm.graph.nodes if n.op == "placeholder"
                    and isinstance(n.meta.get("val"), torch.Tensor)}
        written = []  # first: the example with the indices the race needs (each choice of them)
        for indices in self._loaded_inputs():
            loaded = _with_loaded_values(example, indices)
            if loaded is not None:
                inputs.insert(len(written), loaded)
                written.append([f"{name} element {offset // itemsize[name]} = {value}"
                                for name, offset, value in indices])
        c, k = self.conflict, self.candidate
        header = (
            f'"""Counterexample: reinplacing {k.node}.{k.arg} (kernel {k.kernel}) in {self.report.name}.\n\n'
            f"{c.line()}\n"
            f"Z3 model: {c.example() or 'the example inputs'}\n\n"
            "Runs the original graph and the graph with the rewrite, on CUDA with the real kernels or on\n"
            "the CPU through Triton's interpreter in several program-instance orders, and prints the first\n"
            'element where they differ. Exit status 0: the divergence reproduces; 1: it does not;\n'
            '2: the counterexample could not run (the original itself fails)."""\n'
        )
        return (
            header
            + _PRELUDE
            + "\n# --- Triton's interpreter, made to run real kernels (verifier/interpret.py) -------------\n"
            + _interpreter_source()
            + imports
            + "\n# --- the kernels: imported from their modules, or copied from their JITFunctions --------\n"
            + sources
            + f"\n\nKERNELS = {{{table}}}\nCONSTANT_ARGS = {constants}\n"
            + "\n# --- the original graph, as Inductor's reinplacing receives it ---------------------------\n"
            + _emit(self.gm, "original")
            + "\n# --- the same graph with the rewrite applied ----------------------------------------------\n"
            + _emit(self.rewritten(), "rewritten")
            + f"\n# inputs at the Z3 model's sizes, then at the example's\nINPUT_SETS = {inputs!r}\nCONFLICT = {c.line()!r}\n"
            + f"RACE = {_race_order(c)!r}  # program instances that race: the storing one, then the reading one\n"
            + "# the first input sets hold values the racing instances may load (elements from the first), one set each\n"
            + f"LOADED = {written!r}\n"
            + _DRIVER
        )

    def reproduce(self, timeout: float = 300) -> Reproduction:
        """Run the script in a fresh Python (from a temporary directory, removed afterwards: the
        script itself is `program()`); remember and return what it showed."""
        with tempfile.TemporaryDirectory(prefix="counterexample-") as tmp:
            path = Path(tmp) / "counterexample.py"
            path.write_text(self.program())
            try:
                r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=timeout)
                self.reproduction = Reproduction(_EXIT.get(r.returncode, COULD_NOT_RUN), r.stdout + r.stderr[-2000:])
            except subprocess.TimeoutExpired:
                self.reproduction = Reproduction(COULD_NOT_RUN, f"timed out after {timeout} s")
        return self.reproduction


def attach(gm: torch.fx.GraphModule, report: Report) -> None:
    """Give every unsafe candidate of `report` its counterexample."""
    for c in report.candidates:
        if c.verdict.value == "unsafe" and c.conflict is not None:
            c.counterexample = Counterexample(gm, report, c)


# --- pieces of the script ----------------------------------------------------------------------
def _kernel_fn(kernel: Any):
    return getattr(kernel, "fn", None) if not hasattr(kernel, "base_fn") else kernel.base_fn


def _kernel_source(kernel: Any, done: set | None = None) -> str:
    """The kernel's source, after the globals it uses: constants, modules and imported objects as
    imports or values, @triton.jit helpers of the same file copied the same way."""
    from triton.runtime.jit import JITFunction

    done = set() if done is None else done
    fn = _kernel_fn(kernel)
    py = getattr(fn, "fn", fn)
    done.add(id(py))
    before = []
    for name in py.__code__.co_names:
        if name not in py.__globals__ or name in ("tl", "triton", "torch"):
            continue
        value = py.__globals__[name]
        if isinstance(value, JITFunction):
            if id(value.fn) in done:
                continue
            where = _importable(value)
            before.append(f"from {where[0]} import {where[1]} as {name}" + (f"\n{name} = {name}{where[2]}" if where[2] else "")
                          if where else _kernel_source(value, done))
        elif inspect.ismodule(value):
            before.append(f"import {value.__name__} as {name}")
        elif isinstance(value, (bool, int, float, str)) or type(value).__name__ == "constexpr":
            before.append(f"{name} = {_constant(value)}")
        elif getattr(value, "__module__", None) not in (None, "__main__") and hasattr(value, "__name__"):
            before.append(f"from {value.__module__} import {value.__name__} as {name}")
    src = textwrap.dedent(inspect.getsource(py))
    if "@triton.jit" not in src:
        src = "@triton.jit\n" + src
    return "\n".join(before + [src.strip()])


def _constant(value: Any) -> str:
    if type(value).__name__ == "constexpr":
        return f"tl.constexpr({getattr(value, 'value', value)!r})"
    return repr(value)


def _importable(kernel: Any) -> tuple[str, str, str] | None:
    """(module, name, attribute path) when the kernel object can be imported as it is, with its
    module's globals and its autotuning and heuristics (a kernel of a library): the module's
    object itself (path ""), or the kernel inside a wrapper the module defines (".fn" when Dynamo
    folded a `triton.heuristics` into constant arguments and kept the JITFunction under it).
    None for one in __main__ or a test."""
    import importlib

    fn = _kernel_fn(kernel)
    module = getattr(getattr(fn, "fn", fn), "__module__", None)
    if not module or module == "__main__" or module.startswith("_programs_"):
        return None
    try:
        mod = importlib.import_module(module)
    except Exception:
        return None
    for name, value in vars(mod).items():
        if name.startswith("__"):
            continue
        path = ""
        while value is not kernel and hasattr(value, "fn") and not inspect.isfunction(value):
            value, path = value.fn, path + ".fn"
        if value is kernel:
            return module, name, path
    return None


def _race_order(conflict) -> list[tuple[int, ...]] | None:
    """The instances of an analysed race, the storing one first (None when there is no race)."""
    race = getattr(conflict, "race", None)
    if not race or race["same_instance"]:
        return None
    return [tuple(race["store"]["pid"]), tuple(race["read"]["pid"])]


def _kernel_sources(kernels: dict[int, Any]) -> tuple[str, dict[int, str]]:
    """The script's kernel definitions, and the name each kernel index has in it."""
    parts, names, done = [], {}, {}
    for i, k in kernels.items():
        if id(k) in done:
            names[i] = done[id(k)]
            continue
        where = _importable(k)
        inner = _importable(k.fn) if where is None and _is_autotuner(k) else None
        if where is not None:
            module, name, path = where
            alias = f"{name}_{len(done)}"
            parts.append(_import_path(module) + f"from {module} import {name} as {alias}"
                         + (f"\n{alias} = {alias}{path}" if path else ""))
            names[i] = done[id(k)] = alias
            continue
        if inner is not None:  # an autotuner that torch made around a library's kernel (launch options)
            module, name, path = inner
            alias = f"{name}_{len(done)}"
            parts.append(_import_path(module) + f"from {module} import {name} as _{alias}")
            inner_alias = f"_{alias}{path}"
        else:
            source = _kernel_source(k.fn if _is_autotuner(k) else k)
            parts.append(source)
            alias = _kernel_fn(k).__name__
            inner_alias = alias
            if re.search(r"^@\S*autotune\(", source, re.M):  # the copy makes its own autotuner
                names[i] = done[id(k)] = alias
                continue
        if _is_autotuner(k):  # its configs carry the launch options, and a kernel parameter of the same name
            configs = ", ".join(_render_config(c) for c in k.configs)
            parts.append(f"{alias} = triton.autotune(configs=[{configs}], key=[])({inner_alias})")
        names[i] = done[id(k)] = alias
    return "\n\n".join(parts), names


def _import_path(module: str) -> str:
    """A line that puts the folder the module is imported from on the script's path (a test or
    project folder is not on a fresh interpreter's path); nothing for installed packages."""
    import importlib

    path = getattr(importlib.import_module(module), "__file__", None)
    if not path or "site-packages" in path:
        return ""
    root = Path(path).resolve()
    for _ in module.split("."):
        root = root.parent
    return f"sys.path.insert(0, {str(root)!r})\n"


def _is_autotuner(kernel: Any) -> bool:
    from triton.runtime.autotuner import Autotuner

    return isinstance(kernel, Autotuner)


def _render_config(config: Any) -> str:
    options = {k: getattr(config, k) for k in ("num_warps", "num_stages", "num_ctas") if getattr(config, k, None) is not None}
    return f"triton.Config({dict(config.kwargs)!r}, {', '.join(f'{k}={v!r}' for k, v in options.items())})"


def _interpreter_source() -> str:
    from ..compiler import driver
    from . import interpret

    sources = [inspect.getsource(m).replace("from __future__ import annotations\n", "") for m in (driver, interpret)]
    return re.sub(r"from \.\.compiler\.driver import stand_in_driver.*\n", "", "\n".join(sources))


def _custom_op_imports(gm: torch.fx.GraphModule) -> str:
    """Lines that load the modules defining the graph's custom ops, so the script can call them."""
    from torch._library.custom_ops import OPDEFS

    files = []
    for n in gm.graph.nodes:
        if n.target in (getattr(torch.ops.higher_order, "auto_functionalized_v2", None), torch.ops.higher_order.auto_functionalized):
            opdef = OPDEFS.get(n.args[0]._name)
            fn = getattr(opdef, "_init_fn", None)
            path = inspect.getsourcefile(fn) if fn is not None else None
            module = getattr(fn, "__module__", "")
            if path and (module, path) not in files:
                files.append((module, path))
    if not files:
        return ""
    lines = ["\n# --- the modules that define the custom ops ---------------------------------------------",
             "import importlib", "import importlib.util"]
    for module, path in files:
        load = [f"_spec = importlib.util.spec_from_file_location('custom_ops_module', {path!r})",
                "_spec.loader.exec_module(importlib.util.module_from_spec(_spec))"]
        if module in ("", "__main__") or module.startswith("_programs_"):
            # the user's script (or a programs file): loaded from its file under another name, so its
            # `if __name__ == "__main__":` part does not run; importing "__main__" would import this script
            lines += load
        else:
            lines.append(f"try:\n    importlib.import_module({module!r})\nexcept ImportError:")
            lines += [f"    {line}" for line in load]
    return "\n".join(lines) + "\n"


def _constant_indices(gm: torch.fx.GraphModule) -> list[int]:
    return sorted({
        n.kwargs["constant_args_idx"] for n in gm.graph.nodes
        if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional
    })


def _example_values(gm: torch.fx.GraphModule, info) -> list[Any] | None:
    """Each placeholder's value in the example the graph was captured with (small tensors only),
    so that the script's first input set is one every op of the program accepts."""
    from .execution import graph_arguments

    try:
        values = graph_arguments(gm, info.example_inputs)
    except Exception:
        return None
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            storage = v.untyped_storage().nbytes() // max(v.element_size(), 1)
            if storage > 65536 or v.is_complex():
                out.append(None)
                continue
            flat = torch.empty(0, dtype=v.dtype, device=v.device).set_(v.untyped_storage(), 0, (storage,), (1,))
            out.append(flat.detach().cpu().tolist())
        else:
            out.append(None)
    return out


def _input_specs(gm: torch.fx.GraphModule, sizes: dict[str, int], info, values: list | None = None) -> list[tuple]:
    """Each placeholder: ("tensor", name, shape, dtype, strides, offset, storage values or None)
    at the model's sizes (its layout kept: kernels take strides as constants), or ("size", name,
    value)."""
    from ..memory.symbolic import Symbols

    symbols = Symbols(info.shape_env)
    specs = []
    sizes = dict(sizes)
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    for i, n in enumerate(placeholders):
        val = n.meta.get("val")
        if isinstance(val, torch.Tensor):
            shape = tuple(_eval(x, sizes, symbols, info) for x in val.shape)
            strides = tuple(_eval(x, sizes, symbols, info) for x in val.stride())
            offset = _eval(val.storage_offset(), sizes, symbols, info)
            data = values[i] if values is not None and i < len(values) else None
            specs.append(("tensor", n.name, shape, str(val.dtype).removeprefix("torch."), strides, offset, data))
        else:
            specs.append(("size", n.name, _eval(val, sizes, symbols, info)))
    return specs


def _with_loaded_values(specs: list[tuple], loaded: list[tuple[str, int, int]]) -> list[tuple] | None:
    """`specs` with the loaded values written into their tensors' storage values (the byte
    offset is from the tensor's first element); None when one cannot be placed."""
    if not loaded:
        return None
    out = list(specs)
    for name, offset, value in loaded:
        i = next((i for i, spec in enumerate(out) if spec[0] == "tensor" and spec[1] == name), None)
        if i is None or out[i][6] is None:
            return None
        _, _, shape, dtype, strides, start, data = out[i]
        itemsize = getattr(torch, dtype).itemsize
        element = start + offset // itemsize
        if offset % itemsize or not 0 <= element < len(data):
            return None
        data = list(data)
        data[element] = value
        out[i] = (*out[i][:6], data)
    return out


def _eval(v: Any, values: dict[str, int], symbols, info) -> int:
    import z3

    if isinstance(v, int):
        return v
    term = symbols.term(v)
    subs = [(symbols.symbol(name), z3.IntVal(x)) for name, x in values.items()]
    result = z3.simplify(z3.substitute(term, *subs)) if subs else z3.simplify(term)
    if z3.is_int_value(result):
        return result.as_long()
    hint = getattr(getattr(v, "node", None), "hint", None)  # the example's value
    return int(hint) if hint is not None else int(v)


def _render(a: Any) -> str:
    if isinstance(a, torch.fx.Node):
        return a.name
    if isinstance(a, (list, tuple)):
        inner = ", ".join(_render(x) for x in a)
        return f"[{inner}]" if isinstance(a, list) else f"({inner}{',' if len(a) == 1 else ''})"
    if isinstance(a, dict):
        return "{" + ", ".join(f"{k!r}: {_render(v)}" for k, v in a.items()) + "}"
    if isinstance(a, (torch.dtype, torch.device, torch.layout, torch.memory_format)):
        return f"torch.{str(a).removeprefix('torch.')}" if not isinstance(a, torch.device) else f"torch.device({str(a)!r})"
    return repr(a)


def _call(target: Any) -> str:
    if isinstance(target, torch._ops.OpOverload):
        ns, rest = target.name().split("::", 1)
        name, _, overload = rest.partition(".")
        return f"torch.ops.{ns}.{name}.{overload or 'default'}"
    if getattr(operator, getattr(target, "__name__", ""), None) is target:
        return f"operator.{target.__name__}"
    if getattr(torch, getattr(target, "__name__", ""), None) is target:
        return f"torch.{target.__name__}"
    raise NotImplementedError(f"cannot write {target} as plain torch code")


def _emit(gm: torch.fx.GraphModule, name: str) -> str:
    params, body = [], []
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            params.append(n.name)
        elif n.op == "output":
            body.append(f"return {_render(n.args[0])}")
        elif n.target is torch.ops.higher_order.triton_kernel_wrapper_functional:
            kw = n.kwargs
            body.append(
                f"{n.name} = run_kernel({kw['kernel_idx']}, {kw['constant_args_idx']}, {_render(kw['grid'])}, "
                f"{_render(dict(kw['kwargs']))}, {_render(list(kw['tensors_to_clone']))})"
            )
        elif n.target is getattr(torch.ops.higher_order, "auto_functionalized_v2", None):
            kw = dict(n.kwargs)
            bases = kw.pop("_all_bases")
            n_out = outputs_before_bases(n, len(bases))
            clone = n.meta.get("only_clone_these_tensors")
            body.append(
                f"{n.name} = run_custom_op({_call(n.args[0])}, {_render(list(bases))}, {_render(kw)}, "
                f"{None if clone is None else list(clone)!r}, {n_out})"
            )
        elif n.target is torch.ops.higher_order.auto_functionalized:
            mutable = v1_mutable_args(n)
            n_out = outputs_before_bases(n, len(mutable))
            clone = n.meta.get("only_clone_these_tensors")
            body.append(
                f"{n.name} = run_custom_op_v1({_call(n.args[0])}, {_render(dict(n.kwargs))}, {mutable!r}, "
                f"{None if clone is None else list(clone)!r}, {n_out})"
            )
        elif n.target is operator.getitem:
            body.append(f"{n.name} = {_render(n.args[0])}[{_render(n.args[1])}]")
        else:
            args = [_render(a) for a in n.args] + [f"{k}={_render(v)}" for k, v in n.kwargs.items()]
            body.append(f"{n.name} = {_call(n.target)}({', '.join(args)})")
    return f"def {name}({', '.join(params)}):\n" + "\n".join("    " + line for line in body) + "\n"


_PRELUDE = '''
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
    the op, return its outputs and the mutable arguments."""
    def cloned(v):
        return [clone_preserve_strides(x) for x in v] if isinstance(v, (list, tuple)) else clone_preserve_strides(v)

    args = {k: (cloned(v) if k in mutable and (only_clone is None or k in only_clone) else v)
            for k, v in kwargs.items()}
    out = op(**args)
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    return (outs + [None] * n_out)[:n_out] + [args[k] for k in mutable]


def run_kernel(kernel_idx, constant_idx, grid, kwargs, tensors_to_clone):
    """triton_kernel_wrapper_functional: clone what the kernel mutates, launch, return the clones."""
    args = {k: (clone_preserve_strides(v) if k in tensors_to_clone else v) for k, v in kwargs.items()}
    KERNELS[kernel_idx][tuple(grid[0])](**args, **CONSTANT_ARGS.get(constant_idx, {}))
    return {k: args[k] for k in tensors_to_clone}
'''

_DRIVER = '''

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
    try:
        return compare_all()
    except Exception as e:  # the kernels, the graphs or the inputs cannot run here
        print(f"Could not run: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        return 2


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

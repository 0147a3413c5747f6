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
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import torch
import torch.fx

from ..compiler.capture import capture_info
from ..compiler.ops import as_code, mutable_args, op_as_code, op_name, outputs_before_bases
from ..compiler.sources import where_lines
from ..proof.report import Candidate, Report
from .fresh import run_script
from .kernel_source import interpreter_source, kernel_sources
from .script import DRIVER as _DRIVER, PRELUDE as _PRELUDE


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
        sources, names = kernel_sources(kernels)
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
            + "".join(f"where: {_docstring_safe(w)}\n" for w in where_lines(k.sources))
            + f"Z3 model: {c.example(self.report.size_names) or 'the example inputs'}\n\n"
            "Runs the original graph and the graph with the rewrite, on CUDA with the real kernels or on\n"
            "the CPU through Triton's interpreter in several program-instance orders, and prints the first\n"
            'element where they differ. Exit status 0: the divergence reproduces; 1: it does not;\n'
            '2: the counterexample could not run (the original itself fails)."""\n'
        )
        return (
            header
            + _PRELUDE
            + "\n# --- Triton's interpreter, made to run real kernels (verifier/interpret.py) -------------\n"
            + interpreter_source()
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
            + f"COLLECTIVES = {_collectives(self.gm)!r}  # reductions: on two gloo ranks; in flight: on one\n"
            + _DRIVER
        )

    def reproduce(self, timeout: float = 300) -> Reproduction:
        """Run the script as a fresh Python runs it (`fresh.run_script`; from a temporary directory,
        removed afterwards: the script itself is `program()`); remember and return what it showed."""
        with tempfile.TemporaryDirectory(prefix="counterexample-") as tmp:
            path = Path(tmp) / "counterexample.py"
            path.write_text(self.program())
            try:
                r = run_script(path, timeout=timeout)
                self.reproduction = Reproduction(_EXIT.get(r.returncode, COULD_NOT_RUN), r.stdout + r.stderr[-2000:])
            except subprocess.TimeoutExpired:
                self.reproduction = Reproduction(COULD_NOT_RUN, f"timed out after {timeout} s")
        return self.reproduction


def _collectives(gm: torch.fx.GraphModule) -> str:
    """How the script runs a graph's collectives: "" (none); "reductions" (all-reduces and
    broadcasts: on two gloo ranks with the same inputs, a sum changes the values); "in flight"
    (gathers, scatters, exchanges, whose shapes are the group's: on one rank, each reading its
    input when waited for, `script.InFlight`)."""
    from ..compiler.ops import encodings

    names = {op_name(n.target) for n in gm.graph.nodes if n.op == "call_function"}
    if not any(n.startswith("_c10d_functional.") for n in names):
        return ""
    return "in flight" if names & set(encodings().get("in_flight_inputs", {}).get("ops", [])) else "reductions"


def attach(gm: torch.fx.GraphModule, report: Report) -> None:
    """Give every unsafe candidate of `report` its counterexample."""
    for c in report.candidates:
        if c.verdict.value == "unsafe" and c.conflict is not None:
            c.counterexample = Counterexample(gm, report, c)


# --- pieces of the script ----------------------------------------------------------------------
def _race_order(conflict) -> list[tuple[int, ...]] | None:
    """The instances of an analysed race, the storing one first (None when there is no race)."""
    race = getattr(conflict, "race", None)
    if not race or race["same_instance"]:
        return None
    return [tuple(race["store"]["pid"]), tuple(race["read"]["pid"])]


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


CONSTANT_ELEMENTS = 4096  # a module constant (a lifted `torch.tensor(...)`) written into a script up to this size


def _module_constant(gm: torch.fx.GraphModule, target: str) -> str:
    """A module attribute the graph reads (a constant lifted from the program), as torch code."""
    value = gm
    for part in target.split("."):
        value = getattr(value, part)
    if not isinstance(value, torch.Tensor) or value.numel() > CONSTANT_ELEMENTS:
        raise NotImplementedError(f"cannot write the module attribute {target} as plain torch code")
    return (f"torch.tensor({value.detach().cpu().tolist()!r}, dtype={as_code(value.dtype)}, "
            f"device={as_code(value.device)})")


def _emit(gm: torch.fx.GraphModule, name: str) -> str:
    params, body = [], []
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            params.append(n.name)
        elif n.op == "get_attr":
            body.append(f"{n.name} = {_module_constant(gm, n.target)}")
        elif n.op == "output":
            body.append(f"return {as_code(n.args[0])}")
        elif n.target is torch.ops.higher_order.triton_kernel_wrapper_functional:
            kw = n.kwargs
            body.append(
                f"{n.name} = run_kernel({kw['kernel_idx']}, {kw['constant_args_idx']}, {as_code(kw['grid'])}, "
                f"{as_code(dict(kw['kwargs']))}, {as_code(list(kw['tensors_to_clone']))})"
            )
        elif n.target is getattr(torch.ops.higher_order, "auto_functionalized_v2", None):
            kw = dict(n.kwargs)
            bases = kw.pop("_all_bases")
            n_out = outputs_before_bases(n, len(bases))
            clone = n.meta.get("only_clone_these_tensors")
            body.append(
                f"{n.name} = run_custom_op({op_as_code(n.args[0])}, {as_code(list(bases))}, {as_code(kw)}, "
                f"{None if clone is None else list(clone)!r}, {n_out})"
            )
        elif n.target is torch.ops.higher_order.auto_functionalized:
            mutable = mutable_args(n.args[0])[0]  # v1 returns a result for each, None for one given None
            n_out = outputs_before_bases(n, len(mutable))
            clone = n.meta.get("only_clone_these_tensors")
            body.append(
                f"{n.name} = run_custom_op_v1({op_as_code(n.args[0])}, {as_code(dict(n.kwargs))}, {mutable!r}, "
                f"{None if clone is None else list(clone)!r}, {n_out})"
            )
        elif n.target is getattr(torch.ops.higher_order, "with_effects", None):
            # the wrapped op called, its token passed on (`running.collectives.effects_called`)
            args = [as_code(a) for a in n.args[2:]] + [f"{k}={as_code(v)}" for k, v in n.kwargs.items()]
            body.append(f"{n.name} = ({as_code(n.args[0])}, {as_code(n.args[1])}({', '.join(args)}))")
        elif n.target is operator.getitem:
            body.append(f"{n.name} = {as_code(n.args[0])}[{as_code(n.args[1])}]")
        else:
            args = [as_code(a) for a in n.args] + [f"{k}={as_code(v)}" for k, v in n.kwargs.items()]
            body.append(f"{n.name} = {op_as_code(n.target)}({', '.join(args)})")
    return f"def {name}({', '.join(params)}):\n" + "\n".join("    " + line for line in body) + "\n"


def _docstring_safe(text: str) -> str:
    """`text` as it may stand in the script's docstring (a user's line may hold quotes or backslashes)."""
    return text.replace("\\", "\\\\").replace('"' * 3, "'" * 3)

"""The standalone script of a race left in a lowered program: Inductor's generated code, run.

Where the checks of the lowering leave a conflict (`integration.reproduce`), a script is written that needs nothing but
the torch that compiled it: the program Inductor generated (its output code, as Inductor wrote it,
loaded by Inductor's own `PyCodeCache`), the functional graph it was compiled from (FX's code of
it, ATen op by op), and the inputs the audit ran them on (made as `running.execution.
placeholder_values` makes them). Run, it compares the two up to rounding (`running.execution.
ROUNDING`), prints the first element that differs, and prints the lines of the generated kernels
that load and store the buffers the race is on (each kernel's pointer arguments followed from the
wrapper's calls, through its `# reuse` and `reinterpret_tensor` aliases); it exits 1 when the
values differ.

Not written (`script` says why) for a graph whose functional form calls what torch cannot run
alone (a user's Triton kernel, a custom op's functional wrapper, a module attribute other than a
small constant tensor) or whose inputs have symbolic sizes without hints.
"""

from __future__ import annotations

from typing import Any

import torch

TEMPLATE = '''"""{title}

{races}

Written by reinplace-verify with torch {torch_version}. Run it with that torch:

    python {filename}

It loads the program Inductor generated (GENERATED, as Inductor wrote it), runs it and the
functional graph it was compiled from (`functional`, ATen op by op) on the same inputs, prints the
first element that differs by more than rounding (exit status 1), and prints the lines of the
generated kernels that load and store {buffers}.
"""

import re
import sys
from math import inf, nan  # noqa: F401 (names FX's code may use)

import torch
from torch import device  # noqa: F401

BUFFERS = {buffer_list!r}
ROUNDING = {rounding}  # dtype name -> (rtol, atol); other dtypes compare exactly
INPUTS = {inputs!r}  # ("tensor", shape, stride, offset, dtype, device, elements, shares) or ("value", v)
SEED = {seed}

GENERATED = (
{generated}
)


{functional}

def inputs():
    """The inputs the audit ran the two programs on: floats random, integers zero; an input that
    `shares` the storage of an earlier one is a view of it (inputs that overlap in the call)."""
    gen = torch.Generator().manual_seed(SEED)
    out, bases = [], {{}}
    for i, spec in enumerate(INPUTS):
        if spec[0] == "value":
            out.append(spec[1])
            continue
        _, shape, stride, offset, dtype, where, elements, shares = spec
        dtype = getattr(torch, dtype)
        if shares is None:
            bases[i] = (torch.randn(elements, generator=gen).to(dtype) if dtype.is_floating_point or dtype.is_complex
                        else torch.zeros(elements, dtype=dtype)).to(where)
        out.append(bases[i if shares is None else shares].as_strided(shape, stride, offset))
    return out


def copies(values):
    """Each input copied with its strides and offset, inputs of one storage views of one copy: the
    two runs share no memory."""
    out, storages = [], {{}}
    for v in values:
        if isinstance(v, torch.Tensor):
            key = v.untyped_storage().data_ptr()
            if key not in storages:
                flat = torch.empty(0, dtype=torch.uint8, device=v.device).set_(v.untyped_storage())
                storages[key] = flat.clone().untyped_storage()
            copy = torch.empty(0, dtype=v.dtype, device=v.device)
            out.append(copy.set_(storages[key], v.storage_offset(), v.size(), v.stride()))
        else:
            out.append(v)
    return out


def first_difference(expected, got, where):
    for i, (a, b) in enumerate(zip(expected, got)):
        if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor) or a.shape != b.shape:
            continue
        if str(a.dtype).split(".")[-1] in ROUNDING:
            rtol, atol = ROUNDING[str(a.dtype).split(".")[-1]]
            bad = ~torch.isclose(b, a, rtol=rtol, atol=atol, equal_nan=True)
        else:
            bad = a != b
        if bad.any():
            idx = tuple(int(j) for j in bad.nonzero()[0])
            return (f"{{where}} {{i}}{{list(idx)}}: the functional graph gives {{a[idx].item()}}, the generated "
                    f"program {{b[idx].item()}} ({{int(bad.sum())}} of {{a.numel()}} elements differ)")
    return None


def _split(args):
    """Top-level comma-separated pieces of a call's arguments."""
    out, depth, cur = [], 0, ""
    for ch in args:
        if ch in "([{{":
            depth += 1
        elif ch in ")]}}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + ([cur.strip()] if cur.strip() else [])


def kernel_lines(source, buffers):
    """For each generated kernel the wrapper passes one of `buffers` to: its name, the parameters
    bound to them, and its lines that mention those parameters (line number, load or store, text)."""
    lines = source.splitlines()
    kernels, i = {{}}, 0
    while i < len(lines):  # NAME = async_compile.KIND(..., \'\'\'<source>\'\'\'...)
        m = re.match(r"(\\w+) = async_compile\\.\\w+\\(", lines[i])
        if m:
            j = i + 1
            while j < len(lines) and not lines[j].startswith("\'\'\'"):
                j += 1
            kernels[m.group(1)] = (i + 1, j)
            i = j
        i += 1
    inside = {{k for start, end in kernels.values() for k in range(start, end)}}
    names = set(buffers)
    for line in lines:  # the wrapper's aliases: `b = a; del a  # reuse`, `b = reinterpret_tensor(a, ...)`
        m = re.match(r"\\s*(\\w+) = (?:reinterpret_tensor\\()?(\\w+)\\b", line)
        if m and m.group(2) in names:
            names.add(m.group(1))
    out = []
    for name, (start, end) in kernels.items():
        body = lines[start:end]
        text = "\\n".join(body)
        sig = re.search(r"(?:\\bdef \\w+|\\bkernel)\\((.*?)\\)", text, re.S)
        if sig is None:
            continue
        signature = range(start + text[:sig.start()].count("\\n"), start + text[:sig.end()].count("\\n") + 1)
        params = [re.findall(r"\\w+", p.split(":")[0].split("=")[0])[-1] for p in _split(sig.group(1)) if re.findall(r"\\w+", p)]
        for k, line in enumerate(lines):
            if k in inside:
                continue
            call = re.search(re.escape(name) + r"(?:\\.run)?\\((.*)\\)", line)
            if call is None:
                continue
            bound = {{}}
            positional = [a for a in _split(call.group(1)) if not re.match(r"\\w+\\s*=", a)]
            for param, arg in zip(params, positional):
                hit = [n for n in re.findall(r"\\w+", arg) if n in names]
                if hit:
                    bound[param] = hit[0]
            if not bound:
                continue
            shown = []
            for n, text_line in enumerate(body, start + 1):
                used = [p for p in bound if re.search(r"\\b" + p + r"\\b", text_line)]
                if not used or n - 1 <= signature[-1]:  # the signature, and a Triton kernel's decorators
                    continue
                store = any(re.search(r"(?:store\\(\\s*|\\.store\\()\\s*" + p + r"\\b|\\b" + p + r"\\s*\\[[^\\]]*\\]\\s*=(?!=)"
                                      r"|atomic_\\w+\\(\\s*" + p + r"\\b", text_line) for p in used)
                shown.append((n, "store" if store else "load", text_line.strip()))
            out.append((name, bound, line.strip(), shown))
    return out


def main():
    from torch._inductor.codecache import PyCodeCache

    module = PyCodeCache.load(GENERATED)
    values = inputs()
    expected_inputs = copies(values)
    with torch.no_grad():
        expected = functional(*expected_inputs)
    got_inputs = copies(values)
    with torch.no_grad():
        got = module.call(list(got_inputs))
    expected = list(expected) if isinstance(expected, (list, tuple)) else [expected]
    got = list(got) if isinstance(got, (list, tuple)) else [got]
    d = first_difference(expected, got, "output") or first_difference(expected_inputs, got_inputs, "input")
    print("reproduced: " + d if d else "not reproduced: the generated program equals the functional graph on these inputs")
    for name, bound, call, shown in kernel_lines(GENERATED, BUFFERS):
        print(f"\\nkernel {{name}}, called as {{call}}")
        print("  " + ", ".join(f"{{p}} is {{b}}" for p, b in bound.items()))
        for n, kind, text in shown:
            print(f"  line {{n:>4}} ({{kind}}): {{text}}")
    return 1 if d else 0


if __name__ == "__main__":
    sys.exit(main())
'''


def _not_standalone(graph: torch.fx.GraphModule) -> str:
    """Why FX's code of `graph` would not run alone, or ""."""
    from ..running.counterexample import CONSTANT_ELEMENTS

    for n in graph.graph.nodes:
        if n.op == "get_attr":
            value = getattr(graph, n.target, None) if "." not in n.target else None
            if not isinstance(value, torch.Tensor) or value.numel() > CONSTANT_ELEMENTS:
                return f"the functional graph reads a module attribute that is no small tensor ({n.target})"
        if n.op == "call_function" and isinstance(n.target, torch._ops.HigherOrderOperator):
            return f"the functional graph calls {n.target.name()}, which torch cannot run alone"
    return ""


def _inputs(graph: torch.fx.GraphModule, seed: int) -> list[tuple] | None:
    from ..running.execution import placeholder_values

    values = placeholder_values(graph, seed)
    if values is None:
        return None
    from torch.multiprocessing.reductions import StorageWeakRef

    out, first = [], {}  # a storage: the first input made on it
    for i, v in enumerate(values):
        if isinstance(v, torch.Tensor):
            key = StorageWeakRef(v.untyped_storage())  # the values may be fake (made inside the compile)
            shares = first.setdefault(key, i)
            out.append(("tensor", tuple(v.shape), tuple(v.stride()), v.storage_offset(), str(v.dtype).split(".")[-1],
                        str(v.device), v.untyped_storage().nbytes() // v.element_size(), None if shares == i else shares))
        else:
            out.append(("value", v))
    return out


def _functional(graph: torch.fx.GraphModule) -> str:
    """FX's code of the graph as `_forward(self, ...)`, the module attributes it reads (constants
    lifted from the program) on `MODULE`, and `functional(*args)` calling it."""
    import re

    from ..running.counterexample import _module_constant

    code = re.sub(r"def forward\(self", "def _forward(self", graph.code.strip("\n"), count=1)
    constants = [f"MODULE.{n.target} = {_module_constant(graph, n.target)}" for n in graph.graph.nodes if n.op == "get_attr"]
    return ("class _Module:  # the graph's module attributes: constants lifted from the program\n    pass\n\n\n"
            "MODULE = _Module()\n" + "".join(line + "\n" for line in constants) + "\n\n" + code + "\n\n\n"
            "def functional(*args):\n    return _forward(MODULE, *args)\n")


def script(compiled: Any, graph: torch.fx.GraphModule, races: list[str], buffers: set[str], title: str,
           filename: str, seed: int = 0) -> tuple[str, str]:
    """(the script's text, "") or ("", why it is not written)."""
    from ..running.execution import ROUNDING

    source = getattr(compiled, "source_code", None)
    if not isinstance(source, str) or "def call" not in source:
        return "", "Inductor's generated code is not at hand (a compiled program without its source)"
    why = _not_standalone(graph)
    if why:
        return "", why
    specs = _inputs(graph, seed)
    if specs is None:
        return "", "an input's value cannot be made (symbolic sizes without hints, or an opaque value)"
    generated = "\n".join(f"    {line + chr(10)!r}" for line in source.splitlines())
    rounding = "{" + ", ".join(f"{str(k).split('.')[-1]!r}: {v!r}" for k, v in ROUNDING.items()) + "}"
    text = TEMPLATE.format(
        title=title, races="\n".join(f"- {r}" for r in races), torch_version=torch.__version__, filename=filename,
        buffers=", ".join(sorted(buffers)) or "the buffers the race is on", buffer_list=sorted(buffers),
        rounding=rounding, inputs=specs, seed=seed, generated=generated, functional=_functional(graph),
    )
    return text, ""

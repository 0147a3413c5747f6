"""The Triton kernels of a graph as source a standalone script can hold: each kernel's own source
with its helpers and the module globals it reads (or an import, where its module is importable),
autotuned kernels with their configs, and this project's patched Triton interpreter."""

from __future__ import annotations

import inspect
import re
import textwrap
from pathlib import Path
from typing import Any


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


def kernel_sources(kernels: dict[int, Any]) -> tuple[str, dict[int, str]]:
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


def interpreter_source() -> str:
    from ..compiler import driver
    from . import interpret

    sources = [inspect.getsource(m).replace("from __future__ import annotations\n", "") for m in (driver, interpret)]
    return re.sub(r"from \.\.compiler\.driver import stand_in_driver.*\n", "", "\n".join(sources))

"""Run Triton kernels on the CPU through Triton's interpreter, the way real kernels need it.

`interpreted_triton(order, seed)` routes every launch in its scope to the interpreter, with the
program instances in `order` ("sequential", "reversed", or "shuffled" with `seed`: the
interpreter runs instances one after another, which hides races between them). It also makes
the interpreter run what real libraries write, where Triton's own interpreter does not:
- a Python float argument becomes an fp32 scalar, as the compiler types it (so `eps.to(...)`
  works);
- `libdevice` functions (`tanh`, `rsqrt`, `erf`, ...), which are stubs in the interpreter, run
  as their NumPy equivalents, in the argument's dtype;
- an autotuned kernel with several configs runs its first config (after `prune_configs_by`),
  without a driver to benchmark, and with `cache_results=True` without asking the active driver
  for a disk-cache key; heuristics and `pre_hook`s run as usual;
- the variable of a `for ... in range(...)` loop is an integer tensor, as compiled (`i.to(...)`);
- a scalar used as a Python index works under NumPy 2.5 with Triton 3.6's interpreter too, and a
  tensor descriptor's loads and stores pass their keywords through the bounds check below;
- where Triton has no driver (no GPU), launch code that asks the active driver for the target or
  the device's properties gets a stand-in's (`CpuDriver`: an sm_90 GPU with an H100's properties).
Every load, store and atomic is checked first: an address outside the storages of the launch's
tensor arguments raises `OutOfBounds` instead of reading or writing the process's memory (on a
GPU that is an illegal memory access; here it would corrupt the heap silently).
Everything is patched for the scope only and restored after.

This module imports nothing from the verifier but `compiler/driver.py`: counterexample scripts carry
the source of both.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import math
import random
import unittest.mock

import numpy as np

from ..compiler.driver import stand_in_driver  # scripts carry that module's source before this one

ORDERS = ("sequential", "reversed", "shuffled")

_LIBDEVICE_MODULES = ("triton.language.extra.libdevice", "triton.language.extra.cuda.libdevice",
                      "triton.language.extra.hip.libdevice", "triton.language.math")
_NUMPY_NAMES = {
    "rsqrt": lambda x: np.asarray(1, dtype=np.asarray(x).dtype) / np.sqrt(x),
    "fast_expf": np.exp, "fast_logf": np.log, "fast_powf": np.power, "fast_dividef": np.divide,
    "div_rn": np.divide, "div_rz": np.divide, "div_rd": np.divide, "div_ru": np.divide,
    "fabs": np.abs, "fmax": np.fmax, "fmin": np.fmin, "pow": np.power, "powf": np.power,
    "exp10": lambda x: np.power(np.asarray(10, dtype=np.asarray(x).dtype), x),
    "erf": np.vectorize(math.erf), "erfc": np.vectorize(math.erfc), "rint": np.rint, "round": np.round,
    "isinf": np.isinf, "isnan": np.isnan, "signbit": np.signbit, "cbrt": np.cbrt,
    "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "atan2": np.arctan2,
    "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh, "fma": lambda a, b, c: a * b + c,
}


def _numpy_function(name: str):
    if name in _NUMPY_NAMES:
        return _NUMPY_NAMES[name]
    f = getattr(np, name, None)
    return f if isinstance(f, np.ufunc) else None


def _elementwise(name: str, f):
    """A libdevice function on interpreter tensors: NumPy on the data, the first tensor's dtype."""
    import triton.language as tl
    from triton.runtime.interpreter import TensorHandle

    def impl(*args, **kwargs):
        kwargs.pop("_semantic", None)
        kwargs.pop("_builder", None)
        like = next(a for a in args if isinstance(a, tl.tensor))
        np_dtype = like.handle.data.dtype
        data = [a.handle.data if isinstance(a, tl.tensor) else np.asarray(getattr(a, "value", a), dtype=np_dtype)
                for a in args]
        with np.errstate(all="ignore"):
            out = np.asarray(f(*data))
        if out.dtype == np.bool_:
            scalar = tl.int1
        else:
            out, scalar = out.astype(np_dtype), like.dtype
        ty = tl.block_type(scalar, like.type.shape) if like.type.is_block() else scalar
        return tl.tensor(TensorHandle(out, scalar), ty)

    impl.__name__ = name
    return impl


def _libdevice_patches() -> dict[int, object]:
    """id(stub) -> its implementation, for every libdevice function NumPy can compute."""
    import importlib

    out: dict[int, object] = {}
    for module_name in _LIBDEVICE_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        for name, member in vars(module).items():
            if name.startswith("_") or not callable(member) or isinstance(member, type):
                continue
            if module_name == "triton.language.math" and name not in ("rsqrt", "erf", "tanh"):
                continue  # the interpreter implements the rest of tl.math itself
            f = _numpy_function(name)
            if f is not None:
                out[id(member)] = (name, _elementwise(name, f))
    return out


def _loop_range(*bounds):
    """`range` in a kernel: the compiler makes the loop variable an integer tensor (so a kernel
    may call `i.to(tl.int64)`); the interpreter's is a Python int. Yield tensors instead."""
    import triton.language as tl
    from triton.runtime.interpreter import TensorHandle

    for i in builtins.range(*[int(b) for b in bounds]):  # the builtin: this module's `range` may be patched
        dtype, np_dtype = (tl.int32, np.int32) if -2**31 <= i < 2**31 else (tl.int64, np.int64)
        yield tl.tensor(TensorHandle(np.array([i], dtype=np_dtype), dtype), dtype)


def _is_builtin(value) -> bool:
    import triton.language as tl

    try:
        return bool(tl.core.is_builtin(value))
    except Exception:
        return False


def _interpreted_builtin(member):
    """`member`, a triton.language builtin, called as the interpreter calls its own: with the
    interpreter's semantic (Triton 3.8 on) or builder (before)."""
    from triton.runtime import interpreter

    semantic = getattr(interpreter, "interpreter_semantic", None)
    if semantic is not None:
        return lambda *args, **kw: member(*args, **{k: v for k, v in kw.items() if k != "_semantic"}, _semantic=semantic)
    builder = interpreter.interpreter_builder
    return lambda *args, **kw: member(*args, **{k: v for k, v in kw.items() if k != "_builder"}, _builder=builder)


def _patch_globals(fn, patches: dict, stack: contextlib.ExitStack) -> None:
    """Replace, until `stack` closes, the libdevice stubs that `fn`'s module imported by name or
    reaches through an imported libdevice module, the triton.language builtins it binds to names
    of its own, and `range` (see `_loop_range`)."""
    g = getattr(fn, "__globals__", {})
    if "range" not in g:
        g["range"] = _loop_range
        stack.callback(g.pop, "range", None)
    for key, value in list(g.items()):
        hit = patches.get(id(value))
        if hit is not None:  # only this key is restored: the interpreter adds globals of its own that must stay
            g[key] = hit[1]
            stack.callback(g.__setitem__, key, value)
        elif _is_builtin(value):  # a builtin bound to a name of the module's own (`triton_cast = tl.cast`):
            g[key] = _interpreted_builtin(value)  # the interpreter patches triton.language's attributes only
            stack.callback(g.__setitem__, key, value)
        elif getattr(value, "__name__", None) in _LIBDEVICE_MODULES and value.__name__ != "triton.language.math":
            for name, member in list(vars(value).items()):
                hit = patches.get(id(member))
                if hit is not None:
                    stack.enter_context(unittest.mock.patch.object(value, name, hit[1]))


class OutOfBounds(RuntimeError):
    """A kernel instance accessed memory outside every tensor argument of its launch."""


@dataclasses.dataclass
class Launch:
    """A kernel launch the interpreter is running: its name, tensor arguments by name, and the
    [first, end) bytes of their storages."""

    name: str
    tensors: dict
    spans: list


_OBSERVERS: list = []  # functions (launch, kind, ptrs, mask, instance) told of every access


@contextlib.contextmanager
def observed_accesses(observer):
    """Tell `observer(launch, kind, addresses, mask, instance)` of every load ("load"), store
    ("store") and atomic ("atomic") of the interpreted launches in this scope, before it runs:
    NumPy arrays of byte addresses and of the mask (None: every lane)."""
    _OBSERVERS.append(observer)
    try:
        yield
    finally:
        _OBSERVERS.remove(observer)


def _storages(values) -> list[tuple[int, int]]:
    """[first, end) bytes of the storage of every tensor among `values` (in lists and tuples too)."""
    import torch

    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            st = v.untyped_storage()
            out.append((st.data_ptr(), st.data_ptr() + st.nbytes()))
        elif isinstance(v, (list, tuple)):
            out += _storages(v)
    return out


def _check_inside(launch: Launch, kind: str, ptrs, mask, instance) -> None:
    from triton.runtime.interpreter import _get_np_dtype

    addrs = np.asarray(ptrs.data).astype(np.int64)
    on = np.ones(addrs.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask.data, dtype=bool), addrs.shape)
    addrs = addrs[on]
    if not addrs.size:
        return
    size = np.dtype(_get_np_dtype(ptrs.get_element_ty())).itemsize
    inside = np.zeros(addrs.shape, bool)
    for start, end in launch.spans:
        inside |= (addrs >= start) & (addrs + size <= end)
    if not inside.all():
        addr = int(addrs[~inside][0])
        raise OutOfBounds(f"{launch.name}, instance {tuple(instance)}: {kind} of {size} bytes at address {addr:#x}, "
                          "outside the storage of every tensor argument of the launch")


def _patch_if_present(owner, name: str, value):
    """Patch `owner.name` for the scope where this Triton has it (older ones have no disk cache)."""
    return unittest.mock.patch.object(owner, name, value) if hasattr(owner, name) else contextlib.nullcontext()


@contextlib.contextmanager
def interpreted_triton(order: str = "sequential", seed: int = 0, first: tuple = ()):
    """Route Triton launches to the interpreter, for this scope only (see the module's docstring)."""
    import triton.language as tl
    from triton.runtime import autotuner, interpreter
    from triton.runtime.interpreter import InterpretedFunction, TensorHandle
    from triton.runtime.jit import JITFunction

    if order not in ORDERS:
        raise ValueError(f"order must be one of {ORDERS}, not {order!r}")
    builder = interpreter.interpreter_builder
    set_dim, set_idx = builder.set_grid_dim, builder.set_grid_idx
    implicit_cvt = interpreter._implicit_cvt
    perm: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    rng = random.Random(seed)
    patches = _libdevice_patches()

    def grid_dim(x, y, z):
        ids = [(i, j, k) for i in builtins.range(x) for j in builtins.range(y) for k in builtins.range(z)]
        new = list(ids)
        if order == "reversed":
            new.reverse()
        elif order == "shuffled":
            rng.shuffle(new)
        lead = [tuple(i) for i in first if tuple(i) in new]  # these instances run first, in this order
        new = list(dict.fromkeys(lead)) + [i for i in new if i not in lead]
        perm.clear()
        perm.update(zip(ids, new))
        return set_dim(x, y, z)

    def grid_idx(x, y, z):
        return set_idx(*perm.get((x, y, z), (x, y, z)))

    def cvt(arg):
        if isinstance(arg, float):  # the compiler passes a Python float as fp32
            return tl.tensor(TensorHandle(np.array([arg], dtype=np.float32), tl.float32), tl.float32)
        return implicit_cvt(arg)

    launches: list[Launch] = []  # the launch running

    def run(self, *args, grid, warmup, **kwargs):
        import torch

        bound = dict(zip(self.arg_names, args)) | kwargs
        tensors = {n: v for n, v in bound.items() if isinstance(v, torch.Tensor)}
        launches.append(Launch(getattr(self.fn, "__name__", "kernel"), tensors, _storages(bound.values())))
        try:
            with contextlib.ExitStack() as stack:
                _patch_globals(self.fn, patches, stack)
                return InterpretedFunction(self.fn).run(*args, grid=grid, warmup=warmup, **kwargs)
        except Exception as e:
            if isinstance(e.__cause__, OutOfBounds):  # the interpreter wraps it in an InterpreterError
                raise e.__cause__ from None
            raise
        finally:
            launches.pop()

    load, store = builder.create_masked_load, builder.create_masked_store
    rmw, cas = builder.create_atomic_rmw, builder.create_atomic_cas

    def checked(kind, ptrs, mask):
        if not launches:
            return
        _check_inside(launches[-1], kind, ptrs, mask, builder.grid_idx)
        for observer in _OBSERVERS:
            observer(launches[-1], kind.split()[0], np.asarray(ptrs.data),
                     None if mask is None else np.asarray(mask.data, dtype=bool), tuple(builder.grid_idx))

    def boolean(mask):
        """Triton 3.9's interpreter makes `i1_block & i1_scalar` an int32 block, which its own
        load and store then refuse ("mask has unsupported dtype"); compiled, it is i1."""
        data = None if mask is None else np.asarray(mask.data)
        if data is None or data.dtype == np.bool_:
            return mask
        return TensorHandle(data != 0, tl.int1)

    # the builder's own callers pass the rest positionally or by name (a tensor descriptor's
    # load passes `cache_modifier=`): both are forwarded as given
    def masked_load(ptrs, mask, *a, **kw):
        mask = boolean(mask)
        checked("load", ptrs, mask)
        return load(ptrs, mask, *a, **kw)

    def masked_store(ptrs, value, mask, *a, **kw):
        mask = boolean(mask)
        checked("store", ptrs, mask)
        return store(ptrs, value, mask, *a, **kw)

    def atomic_rmw(op, ptr, val, mask, *a, **kw):
        checked("atomic update", ptr, mask)
        return rmw(op, ptr, val, mask, *a, **kw)

    def atomic_cas(ptr, cmp, val, *a, **kw):
        checked("atomic compare-and-swap", ptr, None)
        return cas(ptr, cmp, val, *a, **kw)

    def call(self, *args, **kwargs):  # a @triton.jit helper (tl.sum, tl.max, ...) called inside a kernel
        # InterpretedFunction.__call__ patches triton.language and never restores it, which would
        # break every later real compile; scope the patch to the call.
        scope = interpreter._patch_lang(self.fn)
        try:
            with contextlib.ExitStack() as stack:
                _patch_globals(self.fn, patches, stack)
                return InterpretedFunction(self.fn).rewrite()(*args, **kwargs)
        finally:
            scope.restore()

    patch_lang = interpreter._patch_lang

    def lang_patched(fn):
        # Triton 3.6's interpreter takes a scalar's index as `int()` of its one-element array,
        # which NumPy 2.5 refuses ("only 0-dimensional arrays can be converted to Python
        # scalars"); Triton 3.8 squeezes the array first, as this does
        scope = patch_lang(fn)
        if hasattr(scope, "set_attr"):
            scope.set_attr(tl.core.tensor, "__index__", lambda self: int(np.asarray(self.handle.data).squeeze()))
        return scope

    def map_elementwise(scalar_fn, *args, pack=1, **_):
        # the scalar function over whole blocks: the same values when it is made of element-wise
        # operations; control flow on a value fails loudly (a block has no single truth value)
        return scalar_fn(*args)

    def bench(self, *args, config, **meta):  # no driver to time configs: every config ties, the first wins
        return [0.0, 0.0, 0.0]

    def check_disk_cache(self, tuning_key, configs, bench_fn):  # `cache_results=True`: its key asks the
        bench_fn()  # active driver for its target; with no driver, nothing is kept on disk
        return False

    with stand_in_driver(), \
            unittest.mock.patch.object(JITFunction, "run", run), \
            unittest.mock.patch.object(JITFunction, "__call__", call), \
            unittest.mock.patch.object(autotuner.Autotuner, "_bench", bench), \
            _patch_if_present(autotuner.Autotuner, "check_disk_cache", check_disk_cache), \
            unittest.mock.patch.object(tl, "map_elementwise", map_elementwise), \
            unittest.mock.patch.object(interpreter, "_implicit_cvt", cvt), \
            unittest.mock.patch.object(interpreter, "_patch_lang", lang_patched), \
            unittest.mock.patch.object(builder, "set_grid_dim", grid_dim), \
            unittest.mock.patch.object(builder, "set_grid_idx", grid_idx), \
            unittest.mock.patch.object(builder, "create_masked_load", masked_load), \
            unittest.mock.patch.object(builder, "create_masked_store", masked_store), \
            unittest.mock.patch.object(builder, "create_atomic_rmw", atomic_rmw), \
            unittest.mock.patch.object(builder, "create_atomic_cas", atomic_cas):
        yield


class _Quoted(str):
    """A string config value that prints as a Python literal in generated code."""

    def __format__(self, spec: str) -> str:
        return repr(str(self))


def _grid_fn_code(original):
    """torch's grid function for a kernel autotuned over several configs writes each config's
    string values unquoted (`meta['PREC'] == ieee`); give it quoted ones."""
    import copy

    def code(name, configs, *args, **kwargs):
        quoted = []
        for c in configs:
            c = copy.copy(c)
            c.kwargs = {k: _Quoted(v) if isinstance(v, str) else v for k, v in c.kwargs.items()}
            quoted.append(c)
        return original(name, quoted, *args, **kwargs)

    return code


def user_kernels_run():
    """torch's grid function code for user kernels autotuned over several configs, made with string
    config values quoted (on the CPU and the GPU alike, while a graph with such kernels runs)."""
    import torch._inductor.codegen.wrapper as wrapper

    return unittest.mock.patch.object(wrapper, "user_defined_kernel_grid_fn_code",
                                      _grid_fn_code(wrapper.user_defined_kernel_grid_fn_code))

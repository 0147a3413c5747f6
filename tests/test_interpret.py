"""Real kernels run in Triton's interpreter: Python floats as fp32 scalars, libdevice functions,
loop variables used as Triton values, autotuned kernels with string-valued configs; and a kernel
copied into a counterexample script brings the globals it uses."""

import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice

import verifier
from verifier.running.execution import ORDERS, compare, run
from verifier.integration.capture import capture_program

@triton.jit
def norm_rows_kernel(x_ptr, n_rows, n_cols, eps, BLOCK: tl.constexpr):
    """x = tanh(x) * rsqrt(mean(x^2) + eps), rows in a loop over the program's share."""
    for r in range(tl.program_id(0), n_rows, tl.num_programs(0)):
        base = r.to(tl.int64) * n_cols
        c = tl.arange(0, BLOCK)
        m = c < n_cols
        v = tl.load(x_ptr + base + c, mask=m, other=0.0)
        ms = tl.sum(v * v, axis=0) / n_cols
        tl.store(x_ptr + base + c, libdevice.tanh(v) * libdevice.rsqrt(ms + eps.to(tl.float32)), mask=m)


@triton.autotune(configs=[triton.Config({"PREC": "ieee"}, num_warps=4), triton.Config({"PREC": "tf32"}, num_warps=8)],
                 key=["n_cols"])
@triton.jit
def tuned_rows_kernel(x_ptr, n_cols, BLOCK: tl.constexpr, PREC: tl.constexpr):
    c = tl.arange(0, BLOCK)
    p = x_ptr + tl.program_id(0) * n_cols + c
    tl.store(p, tl.load(p, mask=c < n_cols) * 2, mask=c < n_cols)


@triton.autotune(configs=[triton.Config({"BLOCK": 4}), triton.Config({"BLOCK": 8})], key=["n"], cache_results=True)
@triton.jit
def cached_tuning_kernel(x_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + i, tl.load(x_ptr + i, mask=i < n) * 2, mask=i < n)


def cached_tuning(x):
    cached_tuning_kernel[lambda meta: (triton.cdiv(x.numel(), meta["BLOCK"]),)](x, x.numel())
    return x


@triton.jit
def scale_rows_persistent_kernel(x_ptr, n_rows, n_cols, rows_per_program, BLOCK: tl.constexpr):
    """A persistent kernel: each program scales the rows of its share (pid, pid + programs, ...)."""
    c = tl.arange(0, BLOCK)
    for k in range(0, rows_per_program):
        r = tl.program_id(0) + k * tl.num_programs(0)
        p = x_ptr + r.to(tl.int64) * n_cols + c
        m = (c < n_cols) & (r < n_rows)
        tl.store(p, tl.load(p, mask=m) * 2, mask=m)


def persistent_scale(x):
    """Launch code that sizes the grid by the device, as libraries do: one program per multiprocessor."""
    programs = min(x.shape[0], triton.runtime.driver.active.utils.get_device_properties(0)["multiprocessor_count"])
    scale_rows_persistent_kernel[(programs,)](x, x.shape[0], x.shape[1], triton.cdiv(x.shape[0], programs), BLOCK=16)
    return x


@torch.library.custom_op("verifier_tests::persistent_scale", mutates_args=("x",))
def persistent_scale_op(x: torch.Tensor) -> None:
    persistent_scale(x)


def persistent_scale_of_sum(x):
    y = x + 1
    persistent_scale_op(y)
    return y


def normalize(x):
    norm_rows_kernel[(2,)](x, x.shape[0], x.shape[1], 1e-6, BLOCK=16)
    return x.t()


def tuned(x):
    tuned_rows_kernel[(x.shape[0],)](x, x.shape[1], BLOCK=16)
    return x


SHIFTED = """
import torch
import triton
import triton.language as tl

SCALE = tl.constexpr(3)
BIAS = tl.constexpr(0.5)


@triton.jit
def _times_scale(v):
    return v * SCALE


@triton.jit
def shifted_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(dst_ptr + i, _times_scale(tl.load(src_ptr + i, mask=m)) + BIAS, mask=m)


def shifted(x):
    shifted_kernel[(4,)](x[0:15], x[1:16], 15, BLOCK=4)
shifted.example_inputs = lambda: (torch.arange(16.0) * 7 % 13,)
"""


def test_float_arguments_libdevice_and_loop_variables_run():
    x = torch.randn(4, 16)
    gm = verifier.capture(normalize, x)
    out, (final,) = run(gm, (x,))
    ms = (x * x).mean(dim=1, keepdim=True)
    assert torch.allclose(final, torch.tanh(x) / torch.sqrt(ms + 1e-6), atol=1e-5)
    new, report = verifier.reinplace(gm)
    assert [c.verdict.value for c in report.candidates] == ["safe"]
    for order in ORDERS:
        assert compare(gm, new, (x,), order) is None


def test_autotuned_kernel_with_string_configs_runs_without_a_driver():
    x = torch.randn(4, 16)
    gm = verifier.capture(tuned, x)
    out, (final,) = run(gm, (x,))
    assert torch.equal(final, 2 * x)
    new, _ = verifier.reinplace(gm)
    assert compare(gm, new, (x,)) is None


def test_copied_kernel_brings_its_globals_and_helpers(tmp_path):
    from verifier.compiler.programs import find

    path = tmp_path / "user_program.py"  # a user's script: its kernels are copied, not imported
    path.write_text(SHIFTED)
    (prog,) = find(str(path))
    gm = capture_program(prog)
    report = verifier.analyze(gm)
    c = next(c for c in report.candidates if c.arg == "dst_ptr")
    assert c.verdict.value == "unsafe"
    text = c.counterexample.program()
    assert "SCALE = tl.constexpr(3)" in text and "def _times_scale" in text and "BIAS = tl.constexpr(0.5)" in text
    assert c.counterexample.reproduce().outcome == "reproduced"



@triton.jit
def rows_into_kernel(src_ptr, dst_ptr, n_cols, BLOCK: tl.constexpr):
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    row = tl.program_id(0) * n_cols
    tl.store(dst_ptr + row + c, tl.load(src_ptr + row + c, mask=m), mask=m)


def test_an_access_outside_the_launchs_tensors_stops_before_it_touches_memory():
    """A rewrite that hands a kernel a smaller buffer than it writes (here: four rows launched on
    a three-row destination) must show as a difference, not write over the process's heap."""
    from verifier.running.interpret import OutOfBounds, interpreted_triton

    src = torch.arange(16.0).reshape(4, 4)
    dst = torch.zeros(3, 4)
    with interpreted_triton():
        rows_into_kernel[(3,)](src, dst, 4, BLOCK=4)  # inside: runs
        assert torch.equal(dst, src[:3])
        try:
            rows_into_kernel[(4,)](src, dst, 4, BLOCK=4)
        except OutOfBounds as e:
            assert "rows_into_kernel, instance (3, 0, 0): store of 4 bytes" in str(e)
        else:
            raise AssertionError("the fourth row's store went outside dst and was not stopped")
    assert torch.equal(dst, src[:3])  # the first three instances ran; nothing else was written


def test_an_autotuner_that_caches_its_results_runs_without_a_driver():
    """`cache_results=True` makes the autotuner ask the active driver for a disk-cache key on its
    first run: with no GPU there is none ("0 active drivers"); the interpreter runs it anyway."""
    x = torch.arange(16.0)
    gm = verifier.capture(cached_tuning, x)
    out, (final,) = run(gm, (x,))
    assert torch.equal(final, 2 * x)
    new, _ = verifier.reinplace(gm)
    assert compare(gm, new, (x,)) is None


def test_launch_code_that_asks_the_driver_for_the_device_runs_without_a_gpu():
    """Launch code that sizes its grid by the device's multiprocessor count asks the active
    driver, which a machine without a GPU does not have: run eagerly inside a custom op's body when
    the graph runs, and traced by Dynamo at capture; both see the stand-in driver, and the
    persistent kernel covers every row with its 132 programs. (With a GPU, Dynamo cannot trace the
    real driver's query: only the custom op's body can ask it.)"""
    x = torch.randn(300, 16)
    programs = [(persistent_scale_of_sum, 2 * (x + 1))]
    if not torch.cuda.is_available():  # a real driver's query is a C function Dynamo cannot trace
        programs.append((persistent_scale, 2 * x))
    for program, expected in programs:
        gm = verifier.capture(program, x)
        out, _ = run(gm, (x.clone(),))
        assert torch.equal(out[0], expected)
        new, report = verifier.reinplace(gm)
        assert any(c.verdict.value == "safe" for c in report.candidates)
        for order in ORDERS:
            assert compare(gm, new, (x,), order) is None


as_float = tl.cast  # a builtin under a name of the module's own, as some libraries write it


@triton.jit
def halve_cast_kernel(x_ptr, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(x_ptr + i, as_float(tl.load(x_ptr + i, mask=m) * 0.5, tl.float32), mask=m)


def halve_cast(x):
    halve_cast_kernel[(triton.cdiv(x.numel(), 16),)](x, x.numel(), BLOCK=16)
    return x


def test_a_builtin_bound_to_a_module_global_runs_in_the_interpreter():
    """Triton's interpreter patches triton.language's attributes, not a module's own alias of one
    ("Did you forget to add @triton.jit?" from `as_float(...)` inside the kernel)."""
    x = torch.randn(40)
    gm = verifier.capture(halve_cast, x)
    out, _ = run(gm, (x.clone(),))
    assert torch.equal(out[0], x * 0.5)


@triton.jit
def doubled_tiles_kernel(x_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    desc = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tile = desc.load([tl.program_id(0) * BM, 0])
    desc.store([tl.program_id(0) * BM, 0], tile * 2)


def doubled_tiles(x):
    doubled_tiles_kernel[(x.shape[0] // 8,)](x, x.shape[0], x.shape[1], BM=8, BN=16)
    return x


def test_a_tensor_descriptor_kernel_runs_in_the_interpreter():
    """A descriptor's load reaches the interpreter's masked load with `cache_modifier=` by name,
    which the bounds-checking wrapper must pass on ("got an unexpected keyword argument")."""
    if not hasattr(tl, "make_tensor_descriptor"):
        import pytest

        pytest.skip(f"Triton {triton.__version__} has no tensor descriptors")
    x = torch.randn(16, 16)
    gm = verifier.capture(doubled_tiles, x)
    out, _ = run(gm, (x.clone(),))
    assert torch.equal(out[0], x * 2)
    new, report = verifier.reinplace(gm)
    for order in ORDERS:
        assert compare(gm, new, (x,), order) is None

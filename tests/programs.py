"""The ground-truth table: programs with the verdict each candidate must get, and why.

One table drives the analysis tests and the golden file (pySMT's habit). A verdict is the
truth under docs/DESIGN.md's contract, argued in `why`, not what the verifier happens to print.
Candidates are listed in program order as (argument, verdict).
"""

from __future__ import annotations

from typing import Optional

import torch
import triton
import triton.language as tl

from verifier.corpus.programs import reverse_op_, scale_op_
from verifier.kernels import add_kernel, reverse_kernel
from verifier.kernels import add_into, copy_plus_one, gather_plus_one, relu_copy, reverse_into, scale_, scale_rows_
from verifier.compiler.programs import Program

SAFE, UNSAFE = "safe", "unsafe"


def m(*shape):
    """Distinct-looking values whose neighbours differ irregularly (arange would hide some races)."""
    n = torch.Size(shape).numel()
    return lambda: ((torch.arange(float(n)) * 7 % 13 - 6).reshape(shape),)


# --- the mutated input itself --------------------------------------------------------------
def inplace_input(x):
    scale_(x)
    return x.sum()


def other_user_before(x):
    s = x.sum()
    scale_(x)
    return s


def view_before_read_after(x):
    v = x[0]
    scale_rows_(x)
    return v + 1


def view_mutated_after(x):
    scale_rows_(x)
    scale_(x[1])
    return None


def two_kernels_same_buffer(x):
    scale_(x)
    scale_(x)
    return x + 1


def result_read_then_overwritten(x, z):
    scale_(x)
    y = x + 1
    x.copy_(z)
    return y


def result_after_overwrite(x, z):
    scale_(x)
    r = x.clone()
    x.copy_(z)
    return r


def partial_overwrite(x, z):
    scale_rows_(x)
    x[0:2].copy_(z)
    return None


# --- views of one input --------------------------------------------------------------------
def disjoint_rows(x):
    scale_(x[2])
    return x[0] + 1


def disjoint_rows_kernel(x):
    copy_plus_one(x[0], x[1])
    return None


def interleaved(x):
    copy_plus_one(x[0::2], x[1::2])
    return None


def interleaved_2d(x):
    scale_rows_(x[:, 1::2])
    return x[:, 0::2] * 3


def fused_qkv_columns(qkv):
    scale_rows_(qkv[:, 0:8])
    scale_rows_(qkv[:, 8:16])
    return qkv[:, 16:24] * 1


def overlapping_shifted(x):
    copy_plus_one(x[0:15], x[1:16])
    return None


def overlapping_shifted_back(x):
    copy_plus_one(x[1:16], x[0:15])
    return None


def clone_removed(x):
    # pytorch#198031: remove_noop_ops drops the user's clone, the kernel gets x twice
    y = x.clone()
    reverse_into(y, x)
    return x * 2.0


def elementwise_clone_removed(x):
    # pytorch#198031's shape with an element-wise kernel: remove_noop_ops drops the clone and the
    # kernel reads and writes x; each instance loads its elements before it stores them
    y = x.clone()
    copy_plus_one(y, x)
    return x * 2.0


def same_tensor_twice(x):
    add_into(x, x, x)
    return None


def gathered_in_place(x, idx):
    gather_plus_one(x, idx, x)
    return None


def load_only_argument_listed(w, out):
    relu_copy(w[4:12], out)
    return w * 2


def column_then_row(x):
    scale_rows_(x[:, 0:4])
    scale_(x[1])
    return None


# --- intermediates --------------------------------------------------------------------------
def intermediate_row(x):
    y = x * 2
    scale_(y[1])
    return y


def user_clone_removed(x):
    y = x.clone()
    scale_(y)
    return y, x


def reordered_intermediate_read(x):
    y = x * 2
    s = y.sum()
    scale_(y)
    return y, s


def stale_intermediate_clone(x):
    y = x * 2
    z = y.clone()
    scale_(y)
    return y, z


def reordered_old_read(x):
    t = x * 3
    scale_(x)
    return x + t


def producer_consumer(x):
    a = torch.empty_like(x)
    copy_plus_one(x, a)
    b = torch.empty_like(x)
    copy_plus_one(a, b)
    return b


def out_into_fresh(x, y):
    out = torch.empty_like(x)
    add_into(x, y, out)
    return out


def input_view_output(x):
    scale_(x[0])
    return x[0]


# --- symbolic sizes -------------------------------------------------------------------------
def symbolic_halves(x):
    h = x.shape[0] // 2
    copy_plus_one(x[:h], x[h : 2 * h])
    return None


def symbolic_overlap_by_one(x):
    h = x.shape[0] // 2
    copy_plus_one(x[: h + 1], x[h : 2 * h + 1])
    return None


def symbolic_rows(x):
    scale_rows_(x[1:])
    return x[0] + 1


# --- mutating custom ops (auto_functionalized_v2); scale_op_ and reverse_op_ are the corpus' ------
@torch.library.custom_op("verifier_table::plus_one_into_", mutates_args=("dst",))
def plus_one_op_(src: torch.Tensor, dst: torch.Tensor) -> None:
    for k in range(dst.shape[0]):  # element by element, as a kernel without a barrier would
        dst[k] = src[k] + 1


@torch.library.custom_op("verifier_table::scale_all_", mutates_args=("xs",))
def scale_all_op_(xs: list[torch.Tensor]) -> None:
    for x in xs:
        x.mul_(2)


@torch.library.custom_op("verifier_table::norm_and_scale_", mutates_args=("result", "scale", "residual"))
def norm_and_scale_op_(result: torch.Tensor, scale: torch.Tensor, x: torch.Tensor, residual: Optional[torch.Tensor]) -> None:
    """vLLM's rms_norm_dynamic_per_token_quant's shape: two outputs written, an optional mutated
    residual (given None, auto_functionalized v1 still returns a None in its place)."""
    if residual is not None:
        residual.add_(x)
    result.copy_(x * 2)
    scale.copy_(x + 100)


@torch.library.custom_op("verifier_table::sine_into_", mutates_args=("out",))
def sine_into_op_(src: torch.Tensor, out: torch.Tensor) -> None:
    out.copy_(src.sin())


@torch.library.custom_op("verifier_table::reverse_sum_into_", mutates_args=("out",))
def reverse_sum_op_(xs: list[torch.Tensor], out: torch.Tensor) -> None:
    n = out.shape[0]
    for k in range(n):
        out[k] = xs[0][n - 1 - k] + xs[1][k]


@torch.library.custom_op("verifier_table::add_kernel_into_", mutates_args=("out",))
def add_kernel_op_(x: torch.Tensor, y: torch.Tensor, out: torch.Tensor) -> None:
    n = out.shape[0]
    torch.library.wrap_triton(add_kernel)[(triton.cdiv(n, 4),)](x, y, out, n, BLOCK=4)


@torch.library.custom_op("verifier_table::reverse_kernel_into_", mutates_args=("out",))
def reverse_kernel_op_(src: torch.Tensor, out: torch.Tensor) -> None:
    n = out.shape[0]
    torch.library.wrap_triton(reverse_kernel)[(triton.cdiv(n, 4),)](src, out, n, BLOCK=4)


def op_kernel_same_tensor_twice(x):
    # the clone is gone after remove_noop_ops: the op gets x as x, y and out
    y = x.clone()
    add_kernel_op_(y, y, x)
    return x * 2.0


def op_kernel_clone_removed(x):
    y = x.clone()
    reverse_kernel_op_(y, x)
    return x * 2.0


def op_list_element_is_target(x):
    # after remove_noop_ops the first list element is x itself: the op reads it while writing x
    y = x.clone()
    reverse_sum_op_([y, x * 2], x)
    return x + 1


def op_sine_clone_removed(x):
    # as pytorch#198031: the clone is gone and the op gets x twice; its body reads src whole first
    y = x.clone()
    sine_into_op_(y, x)
    return x * 2.0


def op_clone_removed(x):
    y = x.clone()
    reverse_op_(y, x)
    return x * 2.0


def op_overlapping_shifted(x):
    plus_one_op_(x[0:15], x[1:16])


def op_disjoint_rows(x):
    plus_one_op_(x[0], x[1])


def op_result_after_overwrite(x, z):
    scale_op_(x)
    r = x.clone()
    x.copy_(z)
    return r


def op_old_value_read_after(x):
    t = x * 3
    scale_op_(x)
    return x + t


def op_intermediate_mutated_then_read(x):
    y = x * 2
    scale_op_(y[1])
    return y + 1


def op_list_args_overlapping(x):
    scale_all_op_([x[0:3], x[1:4]])


def op_list_args_two_inputs(a, b):
    scale_all_op_([a, b])
    return a + b


def op_on_input_view_then_base_read(x):
    scale_op_(x[2])
    return x.sum()


# --- Inductor's inplaceable aten ops -------------------------------------------------------------------
def index_put_on_input_view(x, idx, v):
    x[1].index_put_((idx,), v)
    return x[0] + 1


def index_put_old_input_returned(x, idx, v):
    y = x.index_put((idx,), v)
    return y, x


def index_put_intermediate(x, idx, v):
    y = x * 2
    y.index_put_((idx,), v, accumulate=True)
    return y


def index_put_values_from_target(x, idx):
    x.index_put_((idx,), x[0:2] + 1)
    return None


def foreach_overlapping_views(x):
    torch._foreach_mul_([x[0:3], x[1:4]], 2.0)


def foreach_two_inputs(a, b):
    torch._foreach_mul_([a, b], 2.0)


def foreach_reads_other_list(a, b):
    torch._foreach_add_([a, b], [b, a])


# --- a mutated tensor returned through a view (the write-back becomes a self-copy) ---------------
def returns_view(x):
    scale_rows_(x)
    return x.view(2, 16)


def returns_t(x):
    scale_rows_(x)
    return x.t()


def returns_transpose_of_3d(x):
    scale_rows_(x.view(4, 8))
    return x.transpose(0, 2)


def returns_permute(x):
    scale_rows_(x)
    return x.unsqueeze(0).permute(2, 0, 1)


def returns_select(x):
    scale_rows_(x)
    return x[1], x.select(1, 3)


def row_mutated_returns_t(x):
    scale_(x[1])
    return x.t()


def op_returns_view(x):
    scale_op_(x)
    return x.view(2, 16)


def op_row_mutated_returns_t(x):
    scale_op_(x[1])
    return x.t(), x[1:3].split(1)


def op_v1_optional_left_out(x):
    r, s = torch.empty_like(x), torch.empty_like(x)
    norm_and_scale_op_(r, s, x, None)
    return r + 1, s * 3


def op_list_v1_returns_views(a, b):
    scale_all_op_([a, b[1]])
    return a.view(2, 4), b.t()


@triton.jit
def rows_grad_kernel(x_ptr, grad_ptr, t_ptr, stride, n_cols, scale, BLOCK: tl.constexpr):
    """Each instance writes its row of the gradient, (x - t[row]) * scale, from its row of x
    (a cross-entropy backward's shape); `scale` is a float, symbolic in a dynamic graph."""
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0)
    t = tl.load(t_ptr + row)
    tl.store(grad_ptr + row * stride + cols, (x - t) * scale, mask=mask)


def grad_into_logits_float_scale(logits, target, scale):
    x = logits * 2.0  # an intermediate on every release (2.14's remove_noop_ops drops `* 1.0`)
    n_rows, n_cols = x.shape
    # the gradient written over the logits it is computed from; scale / n_rows is a float
    # computed from a size (sym_float) when the graph is dynamic
    rows_grad_kernel[(n_rows,)](x, x, target, x.stride(0), n_cols, scale / n_rows, BLOCK=16)  # rows of at most 16
    return x


@triton.jit
def recurrent_decode_kernel(q_ptr, k_ptr, v_ptr, o_ptr, h0_ptr, ht_ptr, slots_ptr,
                            K: tl.constexpr, V: tl.constexpr):
    """One decode step of a linear-attention recurrence with continuous batching (the shape of
    vLLM's fused recurrent kernels): sequence n reads its state from slot slots[n] of the pool
    h0 and writes the new state into slot slots[n] of ht (`inplace_final_state`: ht is h0)."""
    n = tl.program_id(0)
    slot = tl.load(slots_ptr + n).to(tl.int64)
    ks = tl.arange(0, K)
    vs = tl.arange(0, V)
    h = tl.load(h0_ptr + slot * K * V + ks[:, None] * V + vs[None, :])
    q = tl.load(q_ptr + n * K + ks)
    k = tl.load(k_ptr + n * K + ks)
    v = tl.load(v_ptr + n * V + vs)
    h = 0.5 * h + k[:, None] * v[None, :]
    tl.store(o_ptr + n * V + vs, tl.sum(q[:, None] * h, axis=0))
    tl.store(ht_ptr + slot * K * V + ks[:, None] * V + vs[None, :], h)


def state_pool_decode(q, k, v, pool, slots):
    o = torch.empty_like(v)
    recurrent_decode_kernel[(q.shape[0],)](q, k, v, o, pool, pool, slots, K=q.shape[1], V=v.shape[1])
    return o


def state_pool_inputs(slots=(5, 0, 2)):
    """Three sequences of a batch, a pool of 8 state slots; the slots the serving engine chose."""
    gen = torch.Generator().manual_seed(0)
    return (torch.randn(3, 4, generator=gen), torch.randn(3, 4, generator=gen), torch.randn(3, 8, generator=gen),
            torch.randn(8, 4, 8, generator=gen), torch.tensor(slots))


def op_list_v1_rows_scattered(x):
    scale_all_op_([x[0], x[1]])  # v1: select_scatter of row 0 reads row 1, which row 1's scatter then replaces
    return x


def index_put_returns_view(x, idx, v):
    x.index_put_((idx,), v)
    return x.view(2, 4)


def foreach_returns_views(a, b):
    torch._foreach_mul_([a, b], 2.0)
    return a.view(2, 4), b[1:]


def _idx():
    return torch.tensor([1, 3]), torch.tensor([9.0, 8.0])


@triton.jit
def merge_kernel(out_ptr, prefix_ptr, suffix_ptr, n_cols, stride_o, stride_p, stride_s, BLOCK: tl.constexpr = 16):
    """vLLM's merge_attn_states reduced: out[row] = prefix[row] * 0.5 + suffix[row]; a constexpr
    with a default defeats torch's mutation analysis, which then lists every argument."""
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = tl.load(prefix_ptr + row * stride_p + c, mask=m)
    s = tl.load(suffix_ptr + row * stride_s + c, mask=m)
    tl.store(out_ptr + row * stride_o + c, p * 0.5 + s, mask=m)


def merge_into_prefix(o, s):
    """MLA's chunked prefill: the output merged into the prefix's own rows (`output=o[2:6]`,
    `prefix_output=o[2:6]`). The kernel never stores through prefix_ptr, but its clone is copied back
    after out_ptr's, over the merged rows: dropping it would leave the merged values where the
    functional graph restores the old ones."""
    out, prefix = o[2:6], o[2:6]
    merge_kernel[(4,)](out, prefix, s, o.shape[1], out.stride(0), prefix.stride(0), s.stride(0))
    return o


def merge_shifted(buf, s):
    """The control: instance t writes the row that instance t + 1 reads as its prefix (eager races)."""
    out, prefix = buf[1:], buf[:-1]
    merge_kernel[(7,)](out, prefix, s, buf.shape[1], out.stride(0), prefix.stride(0), s.stride(0))
    return buf


PROGRAMS: list[Program] = [
    Program("inplace_input", inplace_input, m(16), [("x_ptr", SAFE)],
            "the kernel's result is copied back into x and read; nothing reads x's old value"),
    Program("other_user_before", other_user_before, m(16), [("x_ptr", SAFE)],
            "review: the mutated input has another user, but before the kernel"),
    Program("view_before_read_after", view_before_read_after, m(4, 8), [("x_ptr", SAFE)],
            "review: a view taken before the kernel and read after sees the new values in eager too"),
    Program("view_mutated_after", view_mutated_after, m(4, 8), [("x_ptr", SAFE), ("x_ptr", SAFE)],
            "review: the view is mutated after the kernel; the chain goes through the scatter"),
    Program("two_kernels_same_buffer", two_kernels_same_buffer, m(16), [("x_ptr", SAFE), ("x_ptr", SAFE)],
            "the second kernel works on the first one's result"),
    Program("result_read_then_overwritten", result_read_then_overwritten, lambda: (torch.arange(16.0), torch.ones(16)),
            [("x_ptr", SAFE)], "the result is read before x is overwritten by z"),
    Program("result_after_overwrite", result_after_overwrite, lambda: (torch.arange(16.0), torch.ones(16)),
            [("x_ptr", UNSAFE)], "the kernel's result is returned after x is overwritten by z"),
    Program("partial_overwrite", partial_overwrite, lambda: (torch.arange(32.0).reshape(4, 8), torch.ones(2, 8)),
            [("x_ptr", SAFE)], "rows 0:2 of the result are overwritten, the rest written back"),
    Program("disjoint_rows", disjoint_rows, m(4, 8), [("x_ptr", SAFE)],
            "row 2 is written, row 0 read: disjoint"),
    Program("disjoint_rows_kernel", disjoint_rows_kernel, m(4, 8), [("dst_ptr", SAFE)],
            "the kernel reads row 0 and writes row 1: disjoint"),
    Program("interleaved", interleaved, m(32), [("dst_ptr", SAFE)],
            "reads x[0::2], writes x[1::2]: interleaved but disjoint"),
    Program("interleaved_2d", interleaved_2d, m(4, 16), [("x_ptr", SAFE)],
            "writes the odd columns, reads the even ones after"),
    Program("fused_qkv_columns", fused_qkv_columns, m(4, 24), [("x_ptr", SAFE), ("x_ptr", SAFE)],
            "column slices of one fused buffer mutated one after the other"),
    Program("overlapping_shifted", overlapping_shifted, m(16), [("dst_ptr", UNSAFE)],
            "dst = x[1:16] overlaps src = x[0:15]: an instance may read what another wrote"),
    Program("overlapping_shifted_back", overlapping_shifted_back, m(16), [("dst_ptr", UNSAFE)],
            "dst = x[0:15] overlaps src = x[1:16]"),
    Program("clone_removed", clone_removed, m(16), [("dst_ptr", UNSAFE)],
            "pytorch#198031: the user's clone is gone, the kernel reads the tensor it reverses into"),
    Program("elementwise_clone_removed", elementwise_clone_removed, m(16), [("dst_ptr", SAFE)],
            "pytorch#198031's dropped clone under an element-wise kernel: the TTIR shows each instance loads "
            "x[i] before it stores x[i]"),
    Program("same_tensor_twice", same_tensor_twice, m(16), [("out_ptr", SAFE)],
            "add(x, x, out=x): the TTIR shows each instance loads its elements of x before it stores them"),
    Program("gathered_in_place", gathered_in_place, lambda: (m(16)()[0], torch.arange(16)), [("out_ptr", UNSAFE)],
            "out[i] = x[idx[i]] + 1 into x: where x is read comes from loaded indices, so the analysis keeps the "
            "contract for src_ptr (any element may be read after it is written); with idx = arange execution "
            "shows no difference, with another idx it would"),
    Program("load_only_argument_listed", load_only_argument_listed, lambda: (m(16)()[0], torch.zeros(8)),
            [("src_ptr", SAFE), ("dst_ptr", SAFE)],
            "torch's mutation analysis cannot follow tl.map_elementwise and lists src (a view of w) as mutated; "
            "the TTIR shows no store reaches it, so it needs no clone and no copy back; dst is the mutated input"),
    Program("column_then_row", column_then_row, m(4, 8), [("x_ptr", SAFE), ("x_ptr", SAFE)],
            "a column block then a row that crosses it: the row kernel runs on the first result"),
    Program("intermediate_row", intermediate_row, m(4, 8), [("x_ptr", SAFE)],
            "a mutated row of an intermediate that is scattered back"),
    Program("user_clone_removed", user_clone_removed, m(16), [("x_ptr", UNSAFE)],
            "remove_noop_ops drops y = x.clone(): only the wrapper's clone keeps x intact (no write-back)"),
    Program("reordered_intermediate_read", reordered_intermediate_read, m(16), [("x_ptr", UNSAFE)],
            "y.sum() comes before the kernel, but Inductor's reordering places it after: old value read"),
    Program("stale_intermediate_clone", stale_intermediate_clone, m(16), [("x_ptr", UNSAFE)],
            "z = y.clone() is removed as a no-op, so z is y's old value read after the kernel"),
    Program("reordered_old_read", reordered_old_read, m(16), [("x_ptr", UNSAFE)],
            "x * 3 of the old x: Inductor's reordering places it after the kernel"),
    Program("producer_consumer", producer_consumer, m(16), [("dst_ptr", SAFE), ("dst_ptr", SAFE)],
            "outputs into fresh buffers from empty_like, chained"),
    Program("out_into_fresh", out_into_fresh, lambda: (torch.arange(16.0), torch.ones(16)), [("out_ptr", SAFE)],
            "out is a fresh buffer"),
    Program("input_view_output", input_view_output, m(4, 8), [("x_ptr", SAFE)],
            "the mutated row of the input is returned"),
    Program("symbolic_halves", symbolic_halves, m(16), [("dst_ptr", SAFE)],
            "x[:h] and x[h:2h] are disjoint for every size", dynamic=True),
    Program("symbolic_overlap_by_one", symbolic_overlap_by_one, m(17), [("dst_ptr", UNSAFE)],
            "x[:h+1] and x[h:2h+1] overlap by one element for every size", dynamic=True),
    Program("symbolic_rows", symbolic_rows, m(4, 8), [("x_ptr", SAFE)],
            "rows 1: of an (s0, s1) input are written, row 0 read", dynamic=True),
    # custom ops
    Program("op_clone_removed", op_clone_removed, m(16), [("0", UNSAFE)],
            "pytorch#198031 with a custom op: the user's clone is gone, the op reads what it reverses into"),
    Program("op_list_element_is_target", op_list_element_is_target, m(16), [("0", UNSAFE)],
            "an element of a Tensor[] argument is the tensor the op writes, read in reverse order"),
    Program("op_sine_clone_removed", op_sine_clone_removed, m(16), [("0", SAFE)],
            "sine_into(x, x): the op's traced body computes src.sin() before it writes out"),
    Program("op_kernel_same_tensor_twice", op_kernel_same_tensor_twice, m(16), [("0", SAFE)],
            "a custom op whose body launches add_kernel (wrap_triton) on x, x and out=x: the kernel's TTIR "
            "shows each instance loads its elements before it stores them", eager_reference=False),
    Program("op_kernel_clone_removed", op_kernel_clone_removed, m(16), [("0", UNSAFE)],
            "pytorch#198031 through a custom op whose body launches the reversal kernel: the TTIR shows one "
            "instance storing what another loads", eager_reference=False),
    Program("op_overlapping_shifted", op_overlapping_shifted, m(16), [("0", UNSAFE)],
            "src = x[0:15] and dst = x[1:16] overlap; the op reads src after writing dst", eager_reference=False),
    Program("op_disjoint_rows", op_disjoint_rows, m(4, 8), [("0", SAFE)],
            "the op reads row 0 and writes row 1 of one input"),
    Program("op_result_after_overwrite", op_result_after_overwrite, lambda: (torch.arange(16.0), torch.ones(16)),
            [("0", UNSAFE)], "the op's result is returned after the input is overwritten"),
    Program("op_old_value_read_after", op_old_value_read_after, m(16), [("0", UNSAFE)],
            "x * 3 of the old x is placed after the op by Inductor's reordering"),
    Program("op_intermediate_mutated_then_read", op_intermediate_mutated_then_read, m(4, 8), [("0", SAFE)],
            "a row of an intermediate mutated, the intermediate read after"),
    Program("op_list_args_overlapping", op_list_args_overlapping, m(4, 2), [("0", SAFE)],
            "list elements x[0:3] and x[1:4] share storage: one base in v2, aliasing as in eager"),
    Program("op_list_args_two_inputs", op_list_args_two_inputs, lambda: (torch.arange(8.0), torch.ones(8)),
            [("0", SAFE), ("1", SAFE)], "list elements are two inputs"),
    Program("op_on_input_view_then_base_read", op_on_input_view_then_base_read, m(4, 8), [("0", SAFE)],
            "a row mutated, the whole input read after (it sees the new row in eager too)"),
    # aten ops Inductor reinplaces
    Program("index_put_on_input_view", index_put_on_input_view, lambda: (*m(2, 8)(), *_idx()), [("self", SAFE)],
            "index_put_ on a row of an input, the other row read after"),
    Program("index_put_old_input_returned", index_put_old_input_returned, lambda: (torch.arange(8.0), *_idx()),
            [("self", UNSAFE)], "the functional index_put's input is returned unchanged beside the result"),
    Program("index_put_intermediate", index_put_intermediate, lambda: (torch.arange(8.0), *_idx()), [("self", SAFE)],
            "index_put_ with accumulate on an intermediate"),
    Program("index_put_values_from_target", index_put_values_from_target, lambda: (torch.arange(8.0), torch.tensor([0, 1])),
            [("self", SAFE)], "the values are computed from x before the op (a fresh tensor)"),
    Program("foreach_overlapping_views", foreach_overlapping_views, m(4, 2), [("self[0]", UNSAFE), ("self[1]", UNSAFE)],
            "two list elements overlap: the functional op reads both old values"),
    Program("foreach_two_inputs", foreach_two_inputs, lambda: (torch.arange(8.0), torch.ones(8)),
            [("self[0]", SAFE), ("self[1]", SAFE)], "two inputs scaled in place"),
    # the write-back of a tensor returned through a view stores the bytes already there
    Program("returns_view", returns_view, m(4, 8), [("x_ptr", SAFE)],
            "x is mutated in place and returned as x.view(2, 16): after the rewrite the copy_ back is a self-copy"),
    Program("returns_t", returns_t, m(4, 8), [("x_ptr", SAFE)], "returned as x.t(): the copy_ back is a self-copy"),
    Program("returns_transpose_of_3d", returns_transpose_of_3d, m(2, 2, 8), [("x_ptr", SAFE)],
            "a 2-D view mutated, the 3-D input returned transposed"),
    Program("returns_permute", returns_permute, m(4, 8), [("x_ptr", SAFE)], "returned permuted"),
    Program("returns_select", returns_select, m(4, 8), [("x_ptr", SAFE)], "a row and a column of it returned"),
    Program("row_mutated_returns_t", row_mutated_returns_t, m(4, 8), [("x_ptr", SAFE)],
            "a row mutated, the whole input returned transposed: scatter and copy_ back are self-copies"),
    Program("op_returns_view", op_returns_view, m(4, 8), [("0", SAFE)], "custom op: the result returned through a view"),
    Program("op_row_mutated_returns_t", op_row_mutated_returns_t, m(4, 8), [("0", SAFE)],
            "custom op on a row; the input returned transposed and split"),
    Program("op_list_v1_returns_views", op_list_v1_returns_views, lambda: (torch.arange(8.0), torch.arange(8.0).reshape(2, 4)),
            [("xs[0]", SAFE), ("xs[1]", SAFE)],
            "auto_functionalized v1, a Tensor[] argument: an input and a row of another, both returned as views",
            config={"inductor.enable_auto_functionalized_v2": False}),
    Program("op_v1_optional_left_out", op_v1_optional_left_out, lambda: (torch.arange(8.0),),
            [("result", SAFE), ("scale", SAFE)],
            "auto_functionalized v1 with an optional mutated argument given None: its result keeps its place, "
            "so the scale's result is the third item, not the second (read as the result's, the rewrite "
            "pointed the scale's readers at the result's buffer)", config={"inductor.enable_auto_functionalized_v2": False}),
    Program("float_scale_static", grad_into_logits_float_scale, lambda: (*m(4, 16)(), torch.arange(4.0), 0.5),
            [("grad_ptr", SAFE)], "grad is x: each instance reads its row of x before writing the gradient there"),
    Program("float_scale_dynamic", grad_into_logits_float_scale, lambda: (*m(4, 16)(), torch.arange(4.0), 0.5),
            [("grad_ptr", SAFE)], "the static twin with symbolic sizes and a symbolic float scale: a float never takes part "
            "in an address, and its guards constrain nothing the question asks", dynamic=True),
    Program("state_pool_decode", state_pool_decode, state_pool_inputs, [("o_ptr", SAFE), ("ht_ptr", UNSAFE)],
            "two sequences given one slot would race (one writes the slot another reads): unsafe in general, "
            "proven when the loaded slots are distinct"),
    Program("state_pool_decode_dynamic", state_pool_decode, state_pool_inputs, [("o_ptr", SAFE), ("ht_ptr", UNSAFE)],
            "the same with symbolic batch and pool sizes", dynamic=True),
    Program("op_list_v1_rows_scattered", op_list_v1_rows_scattered, m(2, 4), [("xs[0]", SAFE), ("xs[1]", SAFE)],
            "auto_functionalized v1 on two rows: the first select_scatter reads row 1 stale, and nothing reads "
            "those bytes of its result before the second select_scatter replaces them (PyTorch's own reinplacing tests)",
            config={"inductor.enable_auto_functionalized_v2": False}),
    Program("index_put_returns_view", index_put_returns_view, lambda: (torch.arange(8.0), *_idx()), [("self", SAFE)],
            "index_put_ on an input returned as a view"),
    Program("foreach_returns_views", foreach_returns_views, lambda: (torch.arange(8.0), torch.ones(8)),
            [("self[0]", SAFE), ("self[1]", SAFE)], "two inputs scaled in place, returned as views"),
    Program("foreach_reads_other_list", foreach_reads_other_list, lambda: (torch.arange(4.0), torch.ones(4)),
            [("self[0]", UNSAFE), ("self[1]", UNSAFE)], "a += b and b += a read each other's old values",
            eager_reference=False),
    Program("merge_into_prefix", merge_into_prefix, lambda: (torch.randn(8, 16), torch.randn(4, 16)),
            [("out_ptr", SAFE), ("prefix_ptr", UNSAFE), ("suffix_ptr", SAFE)],
            "the prefix's clone is never stored through, and its copy back restores the old rows over out_ptr's "
            "merged ones: with out_ptr written in place the kernel's own write clobbers what the clone held",
            eager_reference=False),
    Program("merge_shifted", merge_shifted, lambda: (torch.randn(8, 16), torch.randn(7, 16)),
            [("out_ptr", SAFE), ("prefix_ptr", UNSAFE), ("suffix_ptr", SAFE)],
            "the control: out_ptr written in place over rows prefix_ptr's clone held (eager itself races here)",
            eager_reference=False),
]


# Where this torch keeps the user's clone (pytorch#198031 fixed, torch 2.15): the kernel or op reads
# the clone and writes x, which is safe (tests/conftest.py::release_drops_user_clones).
WHERE_THE_CLONE_STAYS = {"clone_removed": [("dst_ptr", SAFE)], "op_clone_removed": [("0", SAFE)],
                         "op_kernel_clone_removed": [("0", SAFE)], "op_list_element_is_target": [("0", SAFE)]}


def expected(prog) -> list:
    """The program's expected verdicts on this torch."""
    from conftest import release_drops_user_clones

    if prog.name in WHERE_THE_CLONE_STAYS and not release_drops_user_clones():
        return WHERE_THE_CLONE_STAYS[prog.name]
    return prog.expect

"""Programs that Inductor compiles wrongly (upstream reports of September 2026 and variants of their
mechanisms): a pass drops a copy that a later write-back changes, a reader of an alias computed
after a write of what it aliases, a foreach op over two lists whose elements read each other, and
the reinplacing pass writing a scatter into an input whose write-back then overwrites it. Each takes float tensors of one shape (an int64 tensor for the dtype
views, made by `inputs`) and mutates its inputs; eager defines every one."""

import torch


def copy_then_source_updated(dst, src):
    """pytorch#198131: remove_noop_ops replaces the copy of src by src, which its write-back updates first."""
    dst[0:, :] = src[0:, :]
    src.add_(1)
    return src


def copy_into_then_source_scaled(dst, src):
    """A variant: the copy as copy_, the source scaled in place."""
    dst.copy_(src)
    src.mul_(2)
    return dst + 0


def times_one_then_source_updated(dst, src):
    """A variant: the copy through `* 1`, a row of the source written."""
    dst[:, :] = src * 1
    src[0] = 5.0
    return src


def dtype_view_read_before_write(x):
    """pytorch#198101: the reader of an int32 view of x computed after x is written."""
    y = x.view(torch.int32) * 2
    y.sub_(-4)
    x[:, 2:5] = 2
    return y.view(torch.int64)


def dtype_view_read_before_add(x):
    """A variant: the whole input updated in place after the read of its view."""
    y = x.view(torch.int32) + 7
    x.add_(3)
    return y


def two_lists_read_each_other(x, y):
    """A variant of pytorch#198033 with two lists: each element reads the other flipped."""
    torch._foreach_add_([x, y], [y.flip(0), x.flip(0)])
    return x, y


def chained_foreach_of_a_flipped_view(x, y):
    """A chain of foreach updates over two lists, each reading a flipped view (each operand a copy
    in eager: an operand that is a list element itself would be read before or after its update
    depending on eager's path, which leaves such a program undefined)."""
    torch._foreach_mul_([x, y], [y.flip(0), x.flip(1)])
    torch._foreach_add_([x, y], [x.flip(0), y.flip(1)])
    return x, y


def written_then_read_in_one_kernel(a):
    """pytorch#93497's shape: an input written by copy_ and read again by the kernel that writes it."""
    b = a + 1
    a.copy_(b)
    c = a + 2
    return a * b / c


def scatter_then_input_zeroed(x, src):
    """PR #198096's shape: the scatter written into the input, whose write-back then zeroes it."""
    y = torch.slice_scatter(x, src[1:3], 0, 1, 3)
    x.zero_()
    return y


def same_diagonal_then_input_filled(x):
    """A variant from the same PR: a scatter of the input's own diagonal, the input then filled."""
    y = torch.diagonal_scatter(x, x.diagonal())
    x.fill_(2)
    return y


PROGRAMS = [copy_then_source_updated, copy_into_then_source_scaled, times_one_then_source_updated,
            dtype_view_read_before_write, dtype_view_read_before_add, two_lists_read_each_other,
            chained_foreach_of_a_flipped_view, written_then_read_in_one_kernel, scatter_then_input_zeroed,
            same_diagonal_then_input_filled]


def inputs(fn, n: int, device: str = "cpu", seed: int = 0) -> list:
    """The program's inputs at size (n, n)."""
    gen = torch.Generator().manual_seed(seed)
    count = fn.__code__.co_argcount
    if fn.__name__.startswith("dtype_view"):
        return [torch.randint(-1000, 1000, (n, n), generator=gen, dtype=torch.int64).to(device)]
    return [torch.randn(n, n, generator=gen).to(device) for _ in range(count)]

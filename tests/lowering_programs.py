"""In-place programs whose lowering Inductor gets wrong (upstream reports and variants of their
mechanisms): a read of a buffer at another index fused into, or inlined in, the loop that writes
it in place; a store through a view of another element type. Each takes a 2-D float tensor and
mutates it; eager defines every one."""

import torch


def mirror_after_row_write(x):
    """The issue's program: an earlier mutation renames x, and the copy back of x + x.flip(0) is
    fused into the loop that reads the mirrored row."""
    x[0] = 1.0
    x.add_(x.flip(0))
    return x


def foreach_add_flip(x):
    """pytorch#198033: the foreach op's in-place lowering loads the mirrored row while it stores."""
    torch._foreach_add_([x], [x.flip(0)])
    return x


def index_put_then_add_flip(x):
    """pytorch#198270: index_put_ then x.add_(x.flip(0))."""
    x.index_put_((torch.tensor([0, 2], device=x.device),), torch.tensor(1.0, device=x.device))
    x.add_(x.flip(0))
    return x


def index_copy_then_add_roll(x):
    """A variant: index_copy_ renames x, then a read rolled by one row."""
    x.index_copy_(0, torch.tensor([1], device=x.device), torch.ones(1, x.shape[1], device=x.device))
    x.add_(x.roll(1, 0))
    return x


def fill_then_copy_flip(x):
    """A variant: a row filled, then x.copy_ of a flipped expression of itself."""
    x[1].fill_(3.0)
    x.copy_(x.flip(0) * 2 + x)
    return x


def bits_of_the_input_updated(x):
    """Rows of x updated as int32 bits: the write-back rewritten into x is a store through an int32
    view of a float buffer, which Inductor's own kernel converts by value (found by the parity
    campaign, random seed 2)."""
    flat = x.view(-1).view(torch.int32)
    flat[2:5].add_(3)
    flat[1:4].add_(7)
    return x


def bits_of_an_intermediate_updated(x):
    """The same through an int32 view of an intermediate (Inductor's lowering of that store fails:
    "make_reindexer NYI on DtypeView")."""
    y = x * 2
    y.view(torch.int32)[1:3].add_(1)
    return y


def slice_then_foreach_on_an_intermediate(x):
    """Found by the lowering fuzz (seed 11): a slice of an intermediate assigned, then a foreach op
    in place on all of it. Inductor lowers the in-place foreach by making its result the buffer,
    which redirects the earlier store into the slice to the result, after it."""
    t = x * 1.5 + 0.25
    t[:, 1:3] = (t * 0.5).flip(0)[:, 1:3] * 2
    torch._foreach_add_([t], [t.flip(0).flip(1)])
    return t


def index_add_then_foreach_on_an_intermediate(x):
    """The same through index_add_ (an index_put_ with accumulation; lowering fuzz, seed 92)."""
    t = x * 1.5 + 0.25
    t.index_add_(0, torch.tensor([1, 0, 1], device=x.device), t.roll(3, 1)[:3])
    torch._foreach_add_([t], [t.flip(0)])
    return t


def transposed_write_back(x):
    """docs/findings/transposed_write_back_reads_itself.md: Inductor lowers the copy into x's
    transpose by inlining its source, a view of a value computed from x, in the kernel that writes
    x (CPU). No rewrite feeds the race: the modes realize the copy's source first."""
    x.t().copy_(x.t().flip(0) + 1)
    return x


PROGRAMS = [mirror_after_row_write, foreach_add_flip, index_put_then_add_flip, index_copy_then_add_roll,
            fill_then_copy_flip, bits_of_the_input_updated, bits_of_an_intermediate_updated,
            slice_then_foreach_on_an_intermediate, index_add_then_foreach_on_an_intermediate, transposed_write_back]


def as_strided_of_an_offset_slice(x):
    """pytorch#192226's mechanism on the CPU: `as_strided` places its result by the storage, here
    all of `x * 2`, but Inductor realizes the slice into a buffer of the slice's size and resolves
    the view against it, so the kernel reads past that buffer. No rewrite feeds it: the modes take
    the `as_strided` from the storage's base before lowering."""
    flat = (x * 2).reshape(-1)
    n = flat.numel()
    return torch.as_strided(flat[n // 2:], (n,), (1,), 0) + 1


def as_strided_inside_a_realized_slice(x, y):
    """The same mechanism inside the buffer (the lowering fuzz's `strided` seed 7): the slice from
    element 1 is realized into a buffer of its own, the `as_strided` at storage offset 89 resolved
    against it reads its elements 89 and 90, the storage's 90 and 91: no read past a buffer."""
    v = (x * 1.5 + y).view(-1)[1:]
    return torch.as_strided(v, (1, 2), (16, 1), 89) * 2.0, v * 3.0


def as_strided_of_views_placed_right(x):
    """`as_strided`s of views that Inductor places on the storage's own elements: of a view of a
    graph input (the caller's storage), of a slice of a matrix product's output and of a transposed
    view of a realized buffer (each its base's buffer, the view unwrapped)."""
    r = x.sum(0, keepdim=True).expand(4, -1).contiguous()
    return (torch.as_strided(x[1:], (2,), (1,), 3) * 2, torch.as_strided((x @ x)[2:], (2, 2), (8, 1), 17) + 1,
            torch.as_strided(r.t(), (3,), (2,), 1) - 1)


def masked_and_offset_reads(x):
    """Reads whose index leaves a buffer only where a mask is false (a cat, a pad), and reads of
    slices at an offset inside their buffer: none past a buffer."""
    r = x.sum(1)  # a buffer of its own
    return torch.cat([r[1:], r[:1]]) + torch.nn.functional.pad(r, (1, 1))[2:] + r.flip(0) + r[2:].sum()

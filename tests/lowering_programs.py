"""In-place programs whose lowering Inductor gets wrong (upstream reports and variants of their
mechanisms): a read of a buffer at another index fused into, or inlined in, the loop that writes
it in place. Each takes a 2-D float tensor and mutates it; eager defines every one."""

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


PROGRAMS = [mirror_after_row_write, foreach_add_flip, index_put_then_add_flip, index_copy_then_add_roll,
            fill_then_copy_flip]

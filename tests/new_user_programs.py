"""Programs for the command line's tests: one that Inductor's pass reinplaces wrongly, one that
cannot be captured, and one whose example inputs stand for a Ctrl-C in the middle of an audit."""

import torch

from verifier.corpus.programs import reverse_op_


def reverse_into_input(x):
    """Inductor drops the clone and reverses x into itself (pytorch#198031's shape, a custom op)."""
    y = x.clone()
    reverse_op_(y, x)
    return x * 2.0


reverse_into_input.example_inputs = lambda: (torch.arange(8.0),)


def doubled(x):
    return x * 2


doubled.example_inputs = lambda: (torch.arange(4.0),)

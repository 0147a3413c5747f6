"""Programs with mutating custom ops that the first compile of a fresh process used to break
(Dynamo's guard building: "sources must not be empty for symbol s75", an IndexError for RoPE):
static graphs whose custom op's body the verifier traced inside the compile. Each is a function
with `example_inputs`, the way a user's programs file gives them."""

import torch


@torch.library.custom_op("first_compile::scale_", mutates_args=("x",))
def scale_(x: torch.Tensor, c: torch.Tensor) -> None:
    x.mul_(2)


@torch.library.custom_op("first_compile::rope_", mutates_args=("q", "k"))
def rope_(q: torch.Tensor, k: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
    for t in (q, k):
        half = t.shape[-1] // 2
        a, b = t[..., :half].clone(), t[..., half:].clone()
        t[..., :half] = a * cos - b * sin
        t[..., half:] = b * cos + a * sin


@torch.library.custom_op("first_compile::cache_write_", mutates_args=("cache",))
def cache_write_(cache: torch.Tensor, slots: torch.Tensor, values: torch.Tensor) -> None:
    cache.index_copy_(0, slots, values)


def slice_of_intermediate(q, c):
    """The issue's program: a custom op on a column slice of an intermediate."""
    y = q * 2  # not `* 1`: a no-op that 2.14's remove_noop_ops drops, leaving q itself
    scale_(y[:, :8], c)
    return y


slice_of_intermediate.example_inputs = lambda: (torch.randn(16, 16), torch.randn(8, 8))


def slice_of_input(x, c):
    scale_(x[2:6], c)
    return x.sum()


slice_of_input.example_inputs = lambda: (torch.randn(8, 4), torch.randn(2))


def two_slices(x, c):
    scale_(x[:, :4], c)
    scale_(x[:, 4:], c)
    return x * 3


two_slices.example_inputs = lambda: (torch.randn(6, 8), torch.randn(2))


def rope_on_fused_qkv(x, w, cos, sin):
    qkv = x @ w
    q, k, v = qkv[:, :8], qkv[:, 8:16], qkv[:, 16:]
    rope_(q, k, cos, sin)
    return qkv.sum(0), v * 2


rope_on_fused_qkv.example_inputs = lambda: (torch.randn(5, 12), torch.randn(12, 24), torch.randn(5, 4),
                                            torch.randn(5, 4))


def kv_cache_write(cache, slots, k):
    cache_write_(cache, slots, k * 2)
    return cache[slots].sum()


kv_cache_write.example_inputs = lambda: (torch.zeros(16, 4), torch.tensor([3, 7, 1]), torch.randn(3, 4))

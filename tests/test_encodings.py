"""Every entry of encodings/ops.toml, checked against execution on real tensors."""

import pytest
import torch

from verifier.compiler.ops import encodings, resolve_op

ENC = encodings()


def _pattern(*shape):
    n = 1
    for s in shape:
        n *= s
    return (torch.arange(float(n)) * 7 % 13 - 6).reshape(shape)


# Arguments for each read-nothing op that takes a tensor: (tensor) -> args
READ_NOTHING_ARGS = {
    "aten.sym_size.int": lambda x: (x, 0),
    "aten.sym_size.default": lambda x: (x,),
    "aten.sym_stride.default": lambda x: (x,),
    "aten.sym_stride.int": lambda x: (x, 0),
    "aten.sym_numel.default": lambda x: (x,),
    "aten.sym_storage_offset.default": lambda x: (x,),
    "aten.empty_like.default": lambda x: (x,),
    "aten.zeros_like.default": lambda x: (x,),
    "aten.ones_like.default": lambda x: (x,),
    "aten.full_like.default": lambda x: (x, 3.0),
    "aten.new_empty.default": lambda x: (x, [2, 3]),
    "aten.new_empty_strided.default": lambda x: (x, [2, 3], [3, 1]),
    "aten.new_zeros.default": lambda x: (x, [2, 3]),
    "aten.new_ones.default": lambda x: (x, [2, 3]),
    "aten.new_full.default": lambda x: (x, [2, 3], 1.5),
}
UNINITIALIZED = {"aten.empty_like.default", "aten.new_empty.default", "aten.new_empty_strided.default"}


def _same(a, b, values=True):
    if isinstance(a, torch.Tensor):
        same_meta = a.shape == b.shape and a.dtype == b.dtype and a.stride() == b.stride()
        return same_meta and (not values or torch.equal(a, b))
    return a == b


@pytest.mark.parametrize("name", ENC["read_nothing"]["ops"])
def test_read_nothing_ops_do_not_read_or_write_their_tensors(name):
    op = resolve_op(name)
    tensor_args = [a for a in op._schema.arguments if a.type.isSubtypeOf(torch._C.TensorType.get())]
    if not tensor_args:
        assert name not in READ_NOTHING_ARGS  # an allocation: nothing to read
        return
    make = READ_NOTHING_ARGS[name]
    x = _pattern(4, 6)
    before = x.clone()
    r1 = op(*make(x))
    assert torch.equal(x, before), f"{name} wrote its argument"
    x.fill_(42.0)  # every byte the op could read changes
    r2 = op(*make(x))
    assert _same(r1, r2, values=name not in UNINITIALIZED), f"{name} read its argument"


# (base shape, view arguments after src)
SCATTER_CASES = {
    "aten.slice_scatter.default": ((6, 5), (0, 1, 4, 2)),
    "aten.select_scatter.default": ((6, 5), (1, 3)),
    "aten.diagonal_scatter.default": ((5, 5), (1, 0, 1)),
    "aten.as_strided_scatter.default": ((6, 5), ([2, 2], [5, 1], 7)),
}


@pytest.mark.parametrize("name", sorted(ENC["scatter"]))
def test_scatter_reads_base_outside_the_region_and_src_only(name):
    op = resolve_op(name)
    view = resolve_op(ENC["scatter"][name]["view"])
    shape, args = SCATTER_CASES[name]
    base = _pattern(*shape)
    src = _pattern(*view(base, *args).shape) + 100
    base_before, src_before = base.clone(), src.clone()
    r1 = op(base, src, *args)
    assert torch.equal(base, base_before) and torch.equal(src, src_before), f"{name} wrote an argument"
    assert torch.equal(view(r1, *args), src), "the region holds src"
    changed = base.clone()
    view(changed, *args).fill_(-99.0)  # change only the region: the result must not see it
    assert torch.equal(op(changed, src, *args), r1), f"{name} read base inside the region"
    outside = base.clone()
    mask = torch.ones_like(outside, dtype=torch.bool)
    view(mask, *args).fill_(False)
    outside[mask] = 55.0  # change only outside the region: the result must see it
    r3 = op(outside, src, *args)
    assert torch.equal(r3[mask], outside[mask]), f"{name} does not read base outside the region"


@pytest.mark.parametrize("name", ENC["copy"]["ops"])
def test_copy_reads_src_and_writes_all_of_dst_only(name):
    op = resolve_op(name)
    buffer = _pattern(8, 4)
    dst = buffer[2:5]
    src = _pattern(3, 4) + 100
    src_before, buffer_before = src.clone(), buffer.clone()
    out = op(dst, src)
    assert out.data_ptr() == dst.data_ptr(), "the result aliases dst"
    assert torch.equal(dst, src) and torch.equal(src, src_before)
    assert torch.equal(buffer[:2], buffer_before[:2]) and torch.equal(buffer[5:], buffer_before[5:])


def _world_name():
    import torch.distributed as dist

    return dist.group.WORLD.group_name


INPLACEABLE_CASES = {
    "_c10d_functional.all_reduce.default": lambda t: (t, "sum", _world_name()),
    "_c10d_functional.all_reduce_coalesced.default": lambda t: ([t, t + 1], "sum", _world_name()),
    "aten.index_put.default": lambda t: (t, [torch.tensor([0, 2])], torch.tensor([7.0, 8.0])),
    "aten._unsafe_index_put.default": lambda t: (t, [torch.tensor([0, 2])], torch.tensor([7.0, 8.0])),
    "aten._foreach_add.List": lambda t: ([t, t + 1], [t * 2, t * 3]),
    "aten._foreach_add.Scalar": lambda t: ([t, t + 1], 2.0),
    "aten._foreach_mul.List": lambda t: ([t, t + 1], [t * 2, t * 3]),
    "aten._foreach_mul.Scalar": lambda t: ([t, t + 1], 2.0),
    "aten._foreach_div.List": lambda t: ([t, t + 1], [t * 0 + 2, t * 0 + 4]),
    "aten._foreach_div.Scalar": lambda t: ([t, t + 1], 2.0),
    "aten._foreach_copy.default": lambda t: ([t, t + 1], [t * 2, t * 3]),
    "aten._foreach_addcmul.Scalar": lambda t: ([t, t + 1], [t * 2, t * 3], [t * 4, t * 5], 0.5),
    "aten._foreach_addcdiv.Scalar": lambda t: ([t, t + 1], [t * 2, t * 3], [t * 0 + 2, t * 0 + 4], 0.5),
}


@pytest.mark.parametrize("name", sorted(ENC["inplaceable"]))
def test_inplace_variant_writes_only_the_mutated_argument_with_the_functional_values(name, request):
    entry = ENC["inplaceable"][name]
    functional, inplace = resolve_op(name), resolve_op(entry["inplace"])
    collective = name.startswith("_c10d_functional.")  # one gloo rank; a result is valid once waited
    if collective:
        request.getfixturevalue("gloo_world")
    wait = (lambda r: [torch.ops._c10d_functional.wait_tensor(t) for t in r] if isinstance(r, list)
            else torch.ops._c10d_functional.wait_tensor(r)) if collective else (lambda r: r)
    buffer = _pattern(3, 4)
    args = list(INPLACEABLE_CASES[name](buffer[1]))  # the mutated tensor is a view of a larger buffer
    before = buffer.clone()
    expected = wait(functional(*args))
    assert torch.equal(buffer, before), f"{name} (functional) wrote its argument"
    wait(inplace(*args))
    mutated = args[entry["mutated"]]
    if isinstance(mutated, list):
        for m, e in zip(mutated, expected):
            assert torch.equal(m, e)
    else:
        assert torch.equal(mutated, expected)
    assert torch.equal(buffer[0], before[0]) and torch.equal(buffer[2], before[2]), "wrote outside the mutated tensor"

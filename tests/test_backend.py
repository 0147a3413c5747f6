"""The verified_inductor backend on the CPU (Inductor's C++ path): equal to eager, never broken by the verifier."""

import pytest
import torch

import verifier.backend


@torch.library.custom_op("verifier_tests::add_one_", mutates_args=("x",))
def add_one_(x: torch.Tensor) -> None:
    x.add_(1)


def program(x):
    add_one_(x[0])
    y = x * 2
    add_one_(y[1])
    return y


def inputs():
    return torch.arange(12.0).reshape(3, 4)


@pytest.mark.parametrize("mode", ["verified", "gate", "audit", "clones"])
def test_custom_op_program_equals_eager(mode):
    torch._dynamo.reset()
    eager_x, compiled_x = inputs(), inputs()
    expected = program(eager_x)
    got = torch.compile(program, backend=verifier.backend.make_backend(mode))(compiled_x)
    assert torch.equal(got, expected)
    assert torch.equal(compiled_x, eager_x)


def test_registered_by_name_through_the_entry_point():
    from torch._dynamo.backends.registry import lookup_backend

    torch._dynamo.reset()
    assert lookup_backend("verified_inductor") is verifier.backend.verified_inductor
    x = inputs()
    assert torch.equal(torch.compile(program, backend="verified_inductor")(x.clone()), program(x.clone()))


def test_a_failing_verifier_keeps_the_clones_and_warns(monkeypatch):
    import verifier.proof.analysis

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(verifier.proof.analysis, "decide", broken)
    torch._dynamo.reset()
    eager_x, compiled_x = inputs(), inputs()
    expected = program(eager_x)
    with pytest.warns(UserWarning, match="verifier failed.*boom"):
        got = torch.compile(program, backend=verifier.backend.make_backend("verified"))(compiled_x)
    assert torch.equal(got, expected) and torch.equal(compiled_x, eager_x)


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="mode must be one of"):
        verifier.backend.make_backend("fast")

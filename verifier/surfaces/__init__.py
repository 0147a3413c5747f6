"""The surfaces people use: the audit of a corpus against Inductor's decisions (`audit`), the
`verified_inductor` torch.compile backend (`backend`) and whole-process sessions (`session`), the
GPU check (`gpucheck`), random programs (`fuzz`) and the command line (`cli`).

A failure of the verifier inside a compile keeps every clone, with a warning: it never fails the
user's compile.
"""

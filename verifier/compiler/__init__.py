"""What the compiler hands over: what travels with a captured graph (`capture`), the
TTIR torch generated for each user Triton kernel (`ttir_source`), a Triton target on a machine
without a GPU (`target`) with a stand-in driver that launch code can ask for the device
(`driver`), Inductor's own reinplacing decisions (`inductor`), those of
torch.fx.passes.reinplace (`fx_reinplace`) and of vLLM's FixFunctionalizationPass, its own code
read from vLLM's wheel (`vllm_pass`), the vocabulary of FX graphs, operator tables and
the in-place and out= forms read from schemas (`ops`), program files (`programs`) and how a
function's arguments bind to graph inputs (`binding`), the user's words for a graph's values
(`sources`: the line that made each, the input each placeholder is, the dimension each size
symbol measures), and the compile's state kept apart from the verifier's own work beside it
(`isolation`).

Decides nothing about safety. Assumes the torch versions the project supports (2.11 to 2.15):
where the compiler stops, what it records in `meta`, and which of its passes have run.
"""

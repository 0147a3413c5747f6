"""What the compiler hands over: the graph Inductor's reinplacing pass receives (`capture`), the
TTIR torch generated for each user Triton kernel (`ttir_source`), a Triton target on a machine
without a GPU (`target`), Inductor's own reinplacing decisions (`inductor`), the vocabulary of FX
graphs and operator tables (`ops`), program files (`programs`) and how a function's arguments
bind to graph inputs (`binding`).

Decides nothing about safety. Assumes the torch versions the project supports (2.11 to 2.14):
where the compiler stops, what it records in `meta`, and which of its passes have run.
"""

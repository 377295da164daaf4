"""The generator of Resources/examples: `tools/make_examples.py` is its entry point.

context     the Context a builder renders for (the UI locale)
shared      builders of the objects many screens share (clocks, articles, Me, sessions, …)
sections/   one module per screen section: its own builders (BUILDERS) and states (STATES)
writer      checks builders against states and writes every locale's files and index.json
tests/      the generator's own tests (python3 -m unittest discover -s tools/examples/tests -t tools)
"""

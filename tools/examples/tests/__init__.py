"""The generator's own tests: python3 -m unittest discover -s tools/examples/tests -t tools"""

import json

from examples import sections, writer
from examples.context import Context


def build(locale):
    """Every file the states read, for one locale, as parsed JSON: file name → value."""
    names = writer.files_used(sections.states())
    texts = writer.render_locale(Context(locale), sections.builders(), names)
    return {name: json.loads(text) for name, text in texts.items()}

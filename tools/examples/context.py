"""The Context a builder renders for: the UI locale, and the strings the server localizes from it.

The generator builds every file once per locale. The locale travels as an argument, not a
module global, so a builder called for one locale cannot see another's."""

from dataclasses import dataclass


LOCALES = ["en", "zh-Hans"]


@dataclass(frozen=True)
class Context:
    """What one locale's run changes. Builders take it instead of reading a global, so that
    building one locale cannot leak into the next."""

    locale: str  # the UI locale: "en" or "zh-Hans"

    def t(self, en, zh):
        """A string the server localizes from Accept-Language."""
        return en if self.locale == "en" else zh

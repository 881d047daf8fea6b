"""The game's variants, each in a module of its own, registered by importing them here.

Importing this module (``nwp/__init__.py`` does, so every ``import nwp...`` does) adds each
variant's rules to :data:`nwp.engine.RULES` and, where computers play it by aims of its own,
its bots' aims to :data:`nwp.bots.VARIANT_PLAY`. The engine and the bots name no variant: a
new one is a module that registers itself, listed here.
"""

from . import solo, solo_bots  # noqa: F401  (solo: the HMS Terror and the original solo rules)
from . import original_solo_bots  # noqa: F401  (the original solo variant's scoring in the bots' evaluation)
from . import terror, terror_bots  # noqa: F401  (the Terror expansion: the Tuunbaq in the standard game)
from . import coop, coop_bots  # noqa: F401  (the HMS Terror co-op mode for two players)

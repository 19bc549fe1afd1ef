"""Fair chance across two machines (6.6): commit, then reveal.

Each side draws a secret and sends its SHA-256 first (the commitment); only when both
commitments are in does either side reveal its secret, and each checks the other's
against its commitment.  The shared seed is the SHA-256 of both secrets, so neither
side can choose it: whoever reveals last already committed.  The seed decides the toss
for the first player and seeds the game's random draws (a Reveal's card, PD.11).
"""

from __future__ import annotations

import hashlib
import secrets

from momon_desktop.engine.official import fair_first_player

SECRET_BYTES = 32


def new_secret() -> str:
    """A fresh secret, in hex."""
    return secrets.token_hex(SECRET_BYTES)


def commitment(secret: str) -> str:
    """The commitment to ``secret``."""
    return hashlib.sha256(b"momon-commit:" + secret.encode()).hexdigest()


def well_formed(value: object, length: int) -> bool:
    """A lowercase hex string of ``length`` characters (a secret or a commitment)."""
    return (isinstance(value, str) and len(value) == length
            and all(ch in "0123456789abcdef" for ch in value))


# A record keeps the engine's seed in 63 bits (docs/records.md): the shared seed's low
# 63 bits are the game's.
RECORD_SEED_MASK = (1 << 63) - 1


def shared_seed(host_secret: str, join_secret: str) -> int:
    """The 64-bit seed both sides derive from the two revealed secrets."""
    digest = hashlib.sha256(f"momon-seed:{host_secret}:{join_secret}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def toss(seed: int) -> int:
    """6.6: who takes the first turn, from the shared seed: 0 the hosting side, 1 the
    joining side. It is the app's verifiable draw (``fair_first_player``) of the
    seed's 63 bits that a record keeps, with the hosting side as its first player, so
    the record's first-player seed shows both sides the same draw."""
    return fair_first_player(seed & RECORD_SEED_MASK)

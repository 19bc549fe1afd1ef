"""A seeded, deterministic generator of bad input: mutated JSON values, JSON text and
bytes, and deck text.

Every case comes from ``Fuzz(seed)``: the same seed gives the same case on every run
and machine, so a failure is reproduced by its target name and case number alone.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

# Placeholders that :meth:`Fuzz.dumps` writes as JSON text that no Python value
# serialises to: numbers with thousands of digits, floats beyond the double range, and
# nesting deeper than Python's own recursion limit.
HUGE_INT = "\x00huge-int\x00"
HUGE_FLOAT = "\x00huge-float\x00"
TINY_FLOAT = "\x00tiny-float\x00"
NESTED = ("\x00nested-lists\x00", "\x00nested-objects\x00")
_NUMBER_TEXT = {
    HUGE_INT: "9" * 5000,
    HUGE_FLOAT: "1e999",
    TINY_FLOAT: "-1e-999",
    NESTED[0]: "[" * 100_000 + "]" * 100_000,
    NESTED[1]: '{"a":' * 3000 + "1" + "}" * 3000,
}

# Byte sequences that are not UTF-8: a stray continuation byte, an overlong "/", an
# encoded surrogate (U+D800), a code point above U+10FFFF, a sequence cut short, and
# bytes never used in UTF-8.
BAD_UTF8 = (b"\x80", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82", b"\xff",
            b"\xfe\xfe", b"\xc3")

STRINGS = (
    "", " ", "a", "F", "FR", "B", "self", "up", "down", "yes", "summoned", "momon", "ward",
    "power", "first", "second", "open", "standard", "easy", "A1", "D4", "E5", "a0", "Z9",
    "-", "x-1", "UPPER", "\ud800", "\udfff", "a\udc80b", "\x00", "\u202e", "\u2028",
    "ม้ามืด", "🐘", "../../etc/passwd", "\\", '"', "\n", "%s%n", "${x}", "<b>",
    "null", "true", "1", "-0", "NaN",
)
KEYS = (
    "id", "name", "en", "th", "type", "power", "sight", "abilities", "text", "when", "do",
    "target", "amount", "duration", "whose", "face", "optional", "continuous", "affects",
    "value", "cards", "format", "decks", "first", "second", "moves", "summon", "to",
    "choose", "yes", "ai", "concede", "format_version", "seed", "state_hash", "result",
    "card_sets", "data", "sha256", "set", "zzz", "",
)


class Fuzz:
    """Random choices from one seed."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ values

    def scalar(self) -> Any:
        r = self.r
        k = r.randrange(12)
        if k == 0:
            return None
        if k == 1:
            return r.random() < 0.5
        if k == 2:
            return r.choice((0, 1, -1, 2, 9, 10, 16, 99, 100, 2**31, -(2**63), 2**64, 10**30))
        if k == 3:
            return r.choice((0.0, -0.0, 0.5, 1.0, 2.0, 1e308, -1e308, 5e-324))
        if k == 4:
            return r.choice((HUGE_INT, HUGE_FLOAT, TINY_FLOAT))
        if k == 5:
            # a long string: some are near the file-size limit
            return r.choice("ab\ud800ก") * r.choice((300, 5000, 70_000))
        return r.choice(STRINGS)

    def value(self, depth: int = 0) -> Any:
        r = self.r
        if depth > 3 or r.random() < 0.5:
            return self.scalar()
        if r.random() < 0.5:
            return [self.value(depth + 1) for _ in range(r.randrange(4))]
        return {r.choice(KEYS): self.value(depth + 1) for _ in range(r.randrange(4))}

    def nested(self) -> Any:
        """Lists or objects nested deep: over the readers' limit (64), and far over it.
        The deepest are placeholders that :meth:`dumps` writes as text."""
        r = self.r
        if r.random() < 0.5:
            return r.choice(NESTED)
        inner: Any = self.scalar() if r.random() < 0.5 else []
        for _ in range(r.choice((65, 150, 400))):
            inner = [inner] if r.random() < 0.7 else {"a": inner}
        return inner

    # ------------------------------------------------------------------ mutating JSON

    def _paths(self, node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        out = [prefix]
        if isinstance(node, dict):
            for key, value in node.items():
                out += self._paths(value, (*prefix, key))
        elif isinstance(node, list):
            for i, value in enumerate(node):
                out += self._paths(value, (*prefix, i))
        return out

    def mutate(self, doc: Any, times: int | None = None) -> Any:
        """A copy of ``doc`` with one to three of its parts changed."""
        doc = copy.deepcopy(doc)
        for _ in range(times or self.r.choice((1, 1, 1, 2, 3))):
            doc = self._mutate_once(doc)
        return doc

    def _mutate_once(self, doc: Any) -> Any:
        r = self.r
        path = r.choice(self._paths(doc))
        if not path:
            return self.value() if r.random() < 0.3 else self._change(doc)
        parent = doc
        for p in path[:-1]:
            parent = parent[p]
        last = path[-1]
        target = parent[last]
        k = r.randrange(10)
        if k == 0 and isinstance(parent, dict):
            del parent[last]
        elif k == 0:
            parent.pop(last)
        elif k == 1 and isinstance(parent, dict):
            parent[r.choice(KEYS)] = self.value()
        elif k == 2 and isinstance(parent, list):
            # the same item many times: long lists of moves, abilities, cards
            parent[last:last] = [copy.deepcopy(target)] * r.choice((2, 17, 200))
        elif k == 3:
            parent[last] = self.nested()
        else:
            parent[last] = self._change(target)
        return doc

    def _change(self, value: Any) -> Any:
        """A different value, often of another type."""
        r = self.r
        if isinstance(value, bool) or r.random() < 0.4:
            return self.value()
        if isinstance(value, int):
            return r.choice((value + 1, value - 1, -value, value * 1000, float(value), str(value),
                             HUGE_INT, True, [value]))
        if isinstance(value, str):
            return r.choice((value.upper(), value + "x", value[:-1], value * 300, value + "\ud800",
                             " " + value, value.replace("-", "_"), [value], {"en": value}, 0))
        if isinstance(value, list):
            if value and r.random() < 0.5:
                items = list(value)
                r.shuffle(items)
                return items[: r.randrange(len(items) + 1)]
            return r.choice(({}, "", [], None, [value]))
        if isinstance(value, dict):
            return r.choice(([], {}, list(value), None, {"zzz": value}))
        return self.value()

    def realise(self, doc: Any) -> Any:
        """``doc`` as the value a JSON reader would give for :meth:`dumps`' text, for the
        readers that take parsed values: huge numbers as such, the deepest nesting cut
        to what Python can hold."""
        if isinstance(doc, dict):
            return {k: self.realise(v) for k, v in doc.items()}
        if isinstance(doc, list):
            return [self.realise(v) for v in doc]
        if doc == HUGE_INT:
            return 10**4000
        if doc == HUGE_FLOAT:
            return float("inf")
        if doc == TINY_FLOAT:
            return -0.0
        if doc in NESTED:
            inner: Any = 1
            for _ in range(500):
                inner = [inner] if doc == NESTED[0] else {"a": inner}
            return inner
        return doc

    # ------------------------------------------------------------------ text and bytes

    def dumps(self, doc: Any) -> bytes:
        """``doc`` as JSON bytes, formatted in one of several ways; lone surrogates are
        written as ``\\uXXXX`` escapes, or sometimes as the bytes UTF-8 forbids."""
        r = self.r
        ascii_only = r.random() < 0.5
        text = json.dumps(doc, ensure_ascii=ascii_only, indent=r.choice((None, 1)))
        for placeholder, number in _NUMBER_TEXT.items():
            text = text.replace(json.dumps(placeholder), number)
        if ascii_only or r.random() < 0.5:
            # json escapes surrogates only with ensure_ascii; write them as escapes
            return text.encode("utf-8", "backslashreplace")
        return text.encode("utf-8", "surrogatepass")

    def mutate_bytes(self, raw: bytes) -> bytes:
        """``raw`` with bytes cut, changed, repeated or made invalid as UTF-8."""
        r = self.r
        data = bytearray(raw)
        for _ in range(r.choice((1, 1, 2, 3))):
            n = len(data)
            at = r.randrange(n + 1)
            k = r.randrange(9)
            if k == 0:
                del data[at:]  # cut short
            elif k == 1 and n:
                data[min(at, n - 1)] ^= 1 << r.randrange(8)
            elif k == 2:
                data[at:at] = r.choice(BAD_UTF8)
            elif k == 3:
                end = min(n, at + r.randrange(1, 200))
                data[at:at] = data[at:end] * r.choice((2, 50))
            elif k == 4:
                del data[at:at + r.randrange(1, 50)]
            elif k == 5:
                data[at:at] = r.choice((b"\x00", b"\xef\xbb\xbf", b"\r", b"\\", b'"', b"{", b"]"))
            elif k == 6:
                data[at:at] = r.choice((b"9" * 5000, b"1e999", b"-", b"NaN", b"Infinity"))
            elif k == 7:
                data[at:at] = b"[" * r.choice((100, 5000)) + b"]" * r.choice((0, 100, 5000))
            else:
                data = bytearray(raw.decode("utf-8", "replace").encode(
                    r.choice(("utf-16", "utf-32", "latin-1", "utf-8-sig")), "replace"))
        return bytes(data)

    def mutate_lines(self, text: str) -> str:
        """Line-level changes to a text (deck text)."""
        r = self.r
        lines = text.splitlines()
        for _ in range(r.choice((1, 1, 2, 3))):
            at = r.randrange(len(lines) + 1)
            k = r.randrange(8)
            if k == 0 and lines:
                del lines[min(at, len(lines) - 1)]
            elif k == 1 and lines:
                lines.insert(at, lines[r.randrange(len(lines))])
            elif k == 2:
                lines.insert(at, self.deck_line())
            elif k == 3 and lines:
                i = min(at, len(lines) - 1)
                lines[i] = self._change_line(lines[i])
            elif k == 4:
                r.shuffle(lines)
            elif k == 5:
                lines.insert(at, r.choice(STRINGS) * r.choice((1, 100, 25_000)))
            else:
                lines.insert(at, self.deck_line())
        sep = r.choice(("\n", "\r\n", "\r", "\u2028", "\x85", "\n\n"))
        out = sep.join(lines)
        if r.random() < 0.1:
            out = "\ufeff" + out
        return out

    def deck_line(self) -> str:
        r = self.r
        count = r.choice(("1", "2", "0", "00", "099", "100", "99", "-1", "1.5", "1e3", "9" * 4301,
                          "0" * 5000 + "2", "٣", "３", "²", "𝟐", "", "x", " 2"))
        card = r.choice(("paddy-buffalo", "naga-hatchling", "Paddy-Buffalo", "a" * 70,
                         "x--y", "-x", "ก", "\ud800", "", "paddy-buffalo extra", "a_b"))
        sep = r.choice((" ", "x ", " x ", "× ", "\t", "  ", "X", "\u00a0"))
        field = r.choice(("name: ", "name.th: ", "format: ", "Format: ", "NAME:", "format: open",
                          "format: standard", "format: wild", "name: " + "n" * 90))
        return field + r.choice(("", "x", "ชุด")) if r.random() < 0.3 else count + sep + card

    def _change_line(self, line: str) -> str:
        r = self.r
        return r.choice((line.upper(), line + " x", line[: len(line) // 2], "  " + line + "  ",
                         line.replace(" ", "\t"), line.replace("-", "\u2010"), "#" + line,
                         line + "\x00", line * 200, "9" * 4301 + line))

"""The game's terms, with a short plain explanation in English and in Thai.

Every Thai text of the app writes the game's terms in English, as the official Thai
rules do: "Summon การ์ดลงบน Arena", "Void ของคุณ". A term is never spelt out in Thai
letters (no อารีนา, วอยด์, สแนทช์ไซต์). Each term below lists the Thai spellings to
avoid; ``tests/engine/test_thai_terms.py`` checks the engine's Thai texts (the rules
log, the rulebook, the Format names) and ``tests/gui/text/test_glossary.py`` checks
``resources/translations/momon_th.ts`` against this list. The explanations are the
app's own short words, not the rules'. Pure Python: the engine and the interface
share it (``momon_desktop.ui.text.glossary`` is the interface's name for it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Term:
    """A game term as both languages write it, where the rules define it, and what it
    means in plain words."""

    english: str
    rule: str
    en: str
    th: str
    # Thai spellings of the term that no Thai text of the app uses.
    transliterations: tuple[str, ...] = ()
    # True when every string that names the term keeps it in its Thai translation;
    # False for a word with an everyday sense too ("Open game") or one the Thai
    # sentences may say in plain Thai as a verb ("snatches" as แย่ง).
    kept_in_every_string: bool = True

    def explanation(self, lang: str) -> str:
        """The explanation in ``lang`` (``en`` or ``th``), English otherwise."""
        return self.th if lang == "th" else self.en


TERMS: tuple[Term, ...] = (
    Term("Momon", "P5.2",
         "A creature card. When the game ends, each player counts the Momon they control "
         "on the Arena.",
         "การ์ดสิ่งมีชีวิต เมื่อเกมจบ ผู้เล่นแต่ละคนนับ Momon บน Arena ที่ตนควบคุม",
         ("โมมอน", "โมม่อน")),
    Term("Arena", "4.2",
         "The shared board of 4 × 4 squares between the players; every card on it is "
         "face up.",
         "กระดานกลาง 4 × 4 ช่องระหว่างผู้เล่นทั้งสอง การ์ดทุกใบบนนี้หงายหน้า",
         ("อารีนา", "อารีน่า", "อรีนา")),
    Term("Hand", "4.4",
         "A player's cards not yet played. Only their owner sees them and may put them "
         "in another order.",
         "การ์ดที่ผู้เล่นยังไม่ได้ลงเล่น มีเพียงเจ้าของที่เห็นและสลับลำดับได้",
         ("แฮนด์",)),
    Term("Void", "4.5",
         "Where a card goes when it leaves the Arena: its owner's pile, face down unless "
         "an effect says face up.",
         "ที่ที่การ์ดไปเมื่อออกจาก Arena เป็นกองของเจ้าของการ์ด คว่ำหน้าไว้ "
         "เว้นแต่เอฟเฟกต์บอกให้หงาย",
         ("วอยด์", "วอยด")),
    Term("Summon", "P9.1",
         "To put a card from your Hand onto an empty square of the Arena, with your "
         "Marking Token on it.",
         "การนำการ์ดจาก Hand ลงช่องว่างบน Arena พร้อมวาง Marking Token ของคุณไว้บนการ์ด",
         ("ซัมมอน", "ซัมม่อน", "ซัมมอล")),
    Term("Snatch", "P10.5",
         "To take an opponent's card: its Marking Token is turned over to your side. The "
         "card itself does not turn.",
         "การแย่งการ์ดของคู่แข่ง: พลิก Marking Token ของการ์ดนั้นมาเป็นฝั่งคุณ "
         "ตัวการ์ดไม่หมุน",
         ("สแนทช์", "สแนตช์", "สแน็ตช์", "สแนตซ์"),
         kept_in_every_string=False),
    Term("Snatch-Sight", "P5.3",
         "The directions a Momon looks in, read from its owner's seat; it can snatch "
         "only what it sees.",
         "ทิศที่ Momon มองไป อ่านจากฝั่งเจ้าของการ์ด การ์ดจะ Snatch ได้เฉพาะสิ่งที่มองเห็น",
         ("สแนทช์ไซต์", "สแนตช์ไซต์", "สแนทช์ไซท์")),
    Term("Snatch Check", "P10.2",
         "After a Summon, the new card looks at the opponent's cards in its Snatch-Sight "
         "and tries to snatch each of them in turn.",
         "หลัง Summon การ์ดใบใหม่ดูการ์ดของคู่แข่งในทิศ Snatch-Sight "
         "แล้วพยายาม Snatch ทีละใบ",
         ("สแนทช์เช็ค", "สแนทช์เช็ก")),
    Term("Snatch Resolution", "P10.3",
         "Working through the targets of a Snatch Check one by one. Nothing interrupts "
         "it; abilities it triggers wait until it is over.",
         "การไล่ดำเนินผลกับเป้าหมายของ Snatch Check ทีละใบ ไม่มีสิ่งใดขัดจังหวะได้ "
         "ความสามารถที่ Trigger ระหว่างนั้นต้องรอจนจบ",
         ("รีโซลูชัน", "รีโซลูชั่น")),
    Term("Face-off", "P10.3",
         "When a target sees the summoned card too, the two compare current power: the "
         "stronger one snatches the other; equal power changes nothing.",
         "เมื่อเป้าหมายมองเห็นการ์ดที่เพิ่ง Summon ด้วย การ์ดทั้งสองเทียบพลังปัจจุบัน "
         "ใบที่พลังสูงกว่าได้ Snatch อีกใบ ถ้าพลังเท่ากันก็ไม่มีอะไรเปลี่ยน",
         ("เฟซออฟ", "เฟสออฟ")),
    Term("Marking Token", "4.2.1",
         "The two-sided token on each card on the Arena that shows who controls the card.",
         "Token สองหน้าบนการ์ดทุกใบบน Arena ที่บอกว่าใครควบคุมการ์ดใบนั้น",
         ("มาร์กกิ้ง", "มาร์คกิ้ง", "มาร์กิ้ง")),
    Term("Ward Token", "P10.4",
         "A token that protects a card: when the card would be snatched, one Ward Token "
         "is taken off instead.",
         "Token ที่ปกป้องการ์ด เมื่อการ์ดจะถูก Snatch ให้นำ Ward Token ออกหนึ่งอันแทน",
         ("วอร์ดโทเคน", "วอร์ดโทเค็น")),
    Term("First Player Token", "6.7",
         "The token of the player who takes the first turn; if the Momon counts are "
         "equal at the end, its holder wins.",
         "Token ของผู้เล่นที่ได้เล่นเทิร์นแรก ถ้านับ Momon ได้เท่ากันตอนจบเกม "
         "ผู้ถือ Token นี้ชนะ",
         ("เฟิร์สเพลเยอร์",)),
    Term("Token", "6.5",
         "A marker put on the table or on a card: a Marking Token, a Ward Token or the "
         "First Player Token.",
         "เครื่องหมายที่วางบนโต๊ะหรือบนการ์ด ได้แก่ Marking Token, Ward Token "
         "และ First Player Token",
         ("โทเคน", "โทเค็น", "โทเคิน")),
    Term("Trigger", "P11.2",
         "An ability that starts by itself when its event happens, such as a Summon or "
         "the end of a turn.",
         "ความสามารถที่เริ่มทำงานเองเมื่อเหตุการณ์ของมันเกิดขึ้น เช่น การ Summon "
         "หรือการจบเทิร์น",
         ("ทริกเกอร์", "ทริกเกอ")),
    Term("Trigger Queue", "P11.3",
         "The line of triggered abilities waiting to happen; they happen one at a time, "
         "front first.",
         "แถวของความสามารถที่ Trigger แล้วและรอทำงาน ทำงานทีละอันจากหัวแถว",
         ("ทริกเกอร์คิว", "คิว")),
    Term("State-Based Conditions", "P11.6",
         "What the game checks by itself between events: a Momon with power 0 or less "
         "goes to its owner's Void.",
         "สิ่งที่เกมตรวจเองระหว่างเหตุการณ์: Momon ที่มีพลัง 0 หรือน้อยกว่าไปยัง Void "
         "ของเจ้าของการ์ด",
         ("สเตตเบส", "สเตทเบส")),
    Term("Step", "P8.2",
         "One of the three parts of a turn: Step 1 the Summon, Step 2 the Snatch Check, "
         "Step 3 the End Step.",
         "หนึ่งในสามช่วงของเทิร์น: Step 1 การ Summon, Step 2 Snatch Check "
         "และ Step 3 End Step",
         ("สเต็ป", "สเตป")),
    Term("End Step", "P8.4",
         "The last step of a turn, when end-of-turn abilities happen and effects "
         "\u201cuntil end of turn\u201d end.",
         "Step สุดท้ายของเทิร์น ความสามารถ End-of-Turn ทำงาน และเอฟเฟกต์ "
         "\u201cจนจบเทิร์น\u201d สิ้นสุดลง",
         ("เอนด์สเต็ป", "เอ็นด์สเต็ป")),
    Term("End-of-Turn", "P8.4",
         "Said of an ability that happens in the End Step of a turn.",
         "ใช้เรียกความสามารถที่ทำงานใน End Step ของเทิร์น",
         ("เอนด์ออฟเทิร์น",)),
    Term("Reveal", "4.7",
         "To show a card from a Hand to both players for as long as the instruction "
         "lasts.",
         "การแสดงการ์ดจาก Hand ให้ผู้เล่นทั้งสองเห็นตลอดคำสั่งนั้น",
         ("รีวีล",)),
    Term("Format", "6.1",
         "The rules a deck is built for: which cards it may use and how many copies of "
         "each.",
         "กติกาการสร้างเด็ค: ใช้การ์ดใดได้บ้าง และใส่ซ้ำได้กี่ใบ",
         ("ฟอร์แมต", "ฟอร์แมท", "ฟอร์แม็ต")),
    Term("Standard", "PF.1",
         "The Format of exactly 10 cards, at most 2 copies of a card, from the sets it "
         "names.",
         "Format ที่ใช้การ์ด 10 ใบพอดี ซ้ำได้ไม่เกิน 2 ใบ จากชุดการ์ดที่ Format กำหนด",
         ("สแตนดาร์ด", "สแตนดาร์ท", "แสตนดาร์ด")),
    Term("Open", "PF.2",
         "The Format of exactly 10 cards from any loaded set, any number of copies.",
         "Format ที่ใช้การ์ด 10 ใบพอดีจากชุดใดก็ได้ ซ้ำได้ไม่จำกัด",
         ("โอเพน", "โอเพ่น"),
         kept_in_every_string=False),
)


def term(english: str) -> Term:
    """The term written ``english``; raises ``KeyError``."""
    for t in TERMS:
        if t.english == english:
            return t
    raise KeyError(english)

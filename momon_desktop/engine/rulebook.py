"""Every rule the engine follows, by number, with a short explanation in our own words.

Official numbers (sections 4, 6 and 7 of the Comprehensive Rules) are cited exactly;
``P…`` numbers are the provisional rules, ``PD…`` the project's own rules for gaps the
P-rules leave (``docs/rules/project-rules.md``).  The rules log shows these texts when
the player hovers a number.  ``play`` marks the rules that govern a game in progress
(and so must each be named by a test); match and tournament rules are kept for the
match screen.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: its number, where it comes from, and a short explanation."""

    number: str
    source: str  # "CR" (official), "P" (provisional) or "PD" (project)
    en: str
    th: str
    play: bool = True

    def text(self, lang: str) -> str:
        """The explanation in ``lang`` ("en" or "th")."""
        return self.th if lang == "th" else self.en


def _r(number: str, en: str, th: str, play: bool = True) -> Rule:
    source = "PD" if number.startswith("PD") else "P" if number.startswith("P") else "CR"
    return Rule(number, source, en, th, play)


_RULES: tuple[Rule, ...] = (
    # Section 4: zones, information and geometry.
    _r("4.1.1", "There are three zones: the Arena, each Hand and each Void.",
       "เกมมีสามโซน ได้แก่ Arena, Hand และ Void"),
    _r("4.1.2", "The Arena is one shared, public 4 × 4 grid of 16 squares.",
       "Arena เป็นตาราง 4 × 4 จำนวน 16 ช่อง ที่ผู้เล่นใช้ร่วมกันและเป็นโซนสาธารณะ"),
    _r("4.1.3", "Each player has a Hand and a Void of their own.",
       "ผู้เล่นแต่ละคนมี Hand และ Void ของตัวเอง"),
    _r("4.1.4", "A card is always in exactly one zone, and on the Arena in exactly one square.",
       "การ์ดอยู่ได้เพียงโซนเดียว และบน Arena อยู่ได้เพียงช่องเดียว"),
    _r("4.2.1", "Arena cards are face up, each with one Marking Token showing who controls it.",
       "การ์ดบน Arena หงายหน้า และมี Marking Token หนึ่งชิ้นบอกผู้ควบคุม"),
    _r("4.2.2", "A card keeps facing its owner; it is never turned to show a new controller.",
       "การ์ดหันหาเจ้าของเสมอ ไม่หมุนการ์ดเมื่อผู้ควบคุมเปลี่ยน"),
    _r("4.2.3", "Everything about Arena cards, current values included, is public.",
       "ข้อมูลของการ์ดบน Arena รวมถึงค่าปัจจุบันเป็นข้อมูลสาธารณะ"),
    _r("4.3.1", "Coordinates printed on the Arena are the reference; the app prints A-D and 1-4.",
       "พิกัดที่พิมพ์บน Arena คือพิกัดอ้างอิง แอปแสดง A-D และ 1-4"),
    _r("4.3.2", "Coordinates are read from the first player's seat: A-D left to right, 1-4 near to far.",
       "พิกัดอ่านจากฝั่งผู้เล่นคนแรก: A-D ซ้ายไปขวา 1-4 ใกล้ไปไกล"),
    _r("4.3.3", "Coordinates never change; Snatch-Sight is always read from the card owner's seat.",
       "พิกัดไม่เปลี่ยน และ Snatch-Sight อ่านจากฝั่งเจ้าของการ์ดเสมอ"),
    _r("4.3.4", "Distance is the larger of the column and row differences; diagonals are distance 1.",
       "ระยะคือค่าที่มากกว่าระหว่างผลต่างคอลัมน์กับแถว ช่องทแยงมีระยะ 1"),
    _r("4.4.1", "A Hand is private: its owner may look at it and reorder it.",
       "Hand เป็นข้อมูลส่วนตัว เจ้าของดูและจัดเรียงได้"),
    _r("4.4.2", "A Hand may hold any number of cards.",
       "Hand ไม่มีจำนวนการ์ดสูงสุด"),
    _r("4.5.1", "Cards enter the Void face down unless the effect says face up.",
       "การ์ดเข้าสู่ Void แบบคว่ำหน้า เว้นแต่เอฟเฟกต์บอกให้หงายหน้า"),
    _r("4.5.2", "Face-down Void cards are seen by their owner only.",
       "การ์ดคว่ำหน้าใน Void เจ้าของเท่านั้นที่ดูได้"),
    _r("4.5.3", "Face-up Void cards are public.",
       "การ์ดหงายหน้าใน Void เป็นข้อมูลสาธารณะ"),
    _r("4.5.4", "A Void may hold any number of cards.",
       "Void ไม่มีจำนวนการ์ดสูงสุด"),
    _r("4.5.5", "A card leaving the Arena goes face down to its owner's Void unless told otherwise.",
       "การ์ดที่ออกจาก Arena ไปยัง Void ของเจ้าของแบบคว่ำหน้า เว้นแต่ระบุเป็นอื่น"),
    _r("4.6.1", "Public values, controllers and modifiers are always shown accurately.",
       "ค่าสาธารณะ ผู้ควบคุม และตัวปรับค่าต้องแสดงอย่างถูกต้องเสมอ"),
    _r("4.6.2", "Public information is never hidden or misrepresented.",
       "ห้ามซ่อนหรือบิดเบือนข้อมูลสาธารณะ"),
    _r("4.7.1", "A Revealed card is shown to both players while the instruction lasts.",
       "การ์ดที่ถูก Reveal จะแสดงให้ทั้งสองฝ่ายเห็นระหว่างคำสั่งนั้น"),
    _r("4.7.2", "After a Reveal, a card still in a private zone becomes private again.",
       "หลังการ Reveal การ์ดที่ยังอยู่ในโซนส่วนตัวกลับเป็นข้อมูลส่วนตัว"),
    # Section 6: setup.
    _r("6.1", "Each player brings a 10-card deck legal in the chosen Format.",
       "ผู้เล่นแต่ละคนใช้เด็ค 10 ใบที่ถูกต้องตาม Format ที่เลือก"),
    _r("6.2", "All 10 cards start in their owner's Hand.",
       "การ์ดทั้ง 10 ใบเริ่มใน Hand ของเจ้าของ"),
    _r("6.3", "The game starts with an empty 4 × 4 Arena.",
       "เริ่มเกมด้วย Arena 4 × 4 ที่ว่างเปล่า"),
    _r("6.4", "Each player has a separate, empty Void.",
       "ผู้เล่นแต่ละคนมี Void ของตัวเองที่ว่างเปล่า"),
    _r("6.5", "Tokens are never limited by how many physical ones exist.",
       "จำนวน Token จริงไม่จำกัดการกระทำในเกม"),
    _r("6.6", "The first player is chosen fairly, in a way both players can check.",
       "เลือกผู้เล่นคนแรกอย่างยุติธรรมและตรวจสอบได้ทั้งสองฝ่าย"),
    _r("6.7", "The first player takes the First Player Token and the first turn.",
       "ผู้เล่นคนแรกได้รับ First Player Token และเล่นเทิร์นแรก"),
    _r("6.8", "Moving the First Player Token changes only who wins a tie.",
       "การย้าย First Player Token เปลี่ยนเพียงผู้ชนะเมื่อเสมอ"),
    _r("6.9.1", "Setup ends when the First Player Token is given; the game-start procedure follows.",
       "การเตรียมเกมจบเมื่อมอบ First Player Token แล้วเริ่มขั้นตอนเริ่มเกม"),
    _r("6.9.2", "The game-start event happens once, before the first turn; it has no Summon.",
       "เหตุการณ์เริ่มเกมเกิดครั้งเดียวก่อนเทิร์นแรก และไม่มีการ Summon"),
    _r("6.9.3", "Game-start abilities wait, then SBC, then they are queued and resolved.",
       "ความสามารถเริ่มเกมรอ ตรวจ State-Based Conditions แล้วเข้า Trigger Queue และทำงานจนหมด"),
    _r("6.9.4", "A game-start effect on the First Player Token does not change who starts.",
       "เอฟเฟกต์เริ่มเกมที่ย้าย First Player Token ไม่เปลี่ยนผู้เริ่มเทิร์นแรก"),
    _r("6.10.1", "When the game-start queue is empty, the first player's first turn begins.",
       "เมื่อ Trigger Queue ของการเริ่มเกมว่าง เทิร์นแรกของผู้เล่นคนแรกเริ่มขึ้น"),
    _r("6.10.2", "The first turn start works like every other turn start.",
       "การเริ่มเทิร์นแรกเหมือนการเริ่มเทิร์นอื่นทุกประการ"),
    _r("6.10.3", "The first turn then has Steps 1, 2 and 3 with nothing in between.",
       "จากนั้นเทิร์นแรกดำเนิน Step 1, Step 2 และ Step 3 โดยไม่มีสิ่งอื่นแทรก"),
    # Section 7: game end.
    _r("7.1.1", "Each player takes at most 8 turns; a turn counts even without a Summon.",
       "ผู้เล่นแต่ละคนเล่นได้ไม่เกิน 8 เทิร์น เทิร์นที่ไม่ได้ Summon ก็นับ"),
    _r("7.1.2", "After the second player's 8th turn and its End-of-Turn abilities, the game ends.",
       "หลังเทิร์นที่ 8 ของผู้เล่นคนที่สองและความสามารถ End-of-Turn เกมจบ"),
    _r("7.2.1", "If no square is empty when a Summon Step begins, the Arena-full end is recorded.",
       "ถ้าไม่มีช่องว่างเมื่อเริ่ม Step การ Summon จะบันทึกว่า Arena เต็ม"),
    _r("7.2.2", "With a full Arena the Summon is skipped, the End Step resolves, then the game ends.",
       "เมื่อ Arena เต็มจะข้ามการ Summon ดำเนิน End Step แล้วเกมจบ"),
    _r("7.2.3", "Filling the Arena never interrupts an ability or a Snatch Resolution.",
       "การที่ Arena เต็มไม่ขัดจังหวะความสามารถหรือ Snatch Resolution"),
    _r("7.3.1", "At the end each player counts the Momon they control on the Arena.",
       "เมื่อจบเกม ผู้เล่นนับ Momon บน Arena ที่ตนควบคุม"),
    _r("7.3.2", "Whoever controls more Momon wins.",
       "ผู้ที่ควบคุม Momon มากกว่าเป็นผู้ชนะ"),
    _r("7.3.3", "On equal counts, the holder of the First Player Token wins.",
       "ถ้าจำนวนเท่ากัน ผู้ถือ First Player Token ชนะ"),
    _r("7.3.4", "The Game Result is a win for one player, or a draw.",
       "ผลเกมคือชนะของผู้เล่นหนึ่งคน หรือเสมอ"),
    _r("7.3.5", "Game Results come from the count, the tie-break, concession or a forced-loop draw.",
       "ผลเกมมาจากการนับ การตัดสินเสมอ การยอมแพ้ หรือเสมอจากลูปบังคับ"),
    _r("7.4.1", "A Match Result comes from a match's Game Results under its structure.",
       "ผลแมตช์มาจากผลเกมต่าง ๆ ตามโครงสร้างของแมตช์", play=False),
    _r("7.4.2", "With a clock, a win counts only once the winner presses the clock.",
       "เมื่อใช้นาฬิกา ชัยชนะนับเมื่อผู้ชนะกดนาฬิกาแล้ว", play=False),
    _r("7.4.3", "A drawn game stays a draw; it does not decide the match by itself.",
       "เกมที่เสมอยังคงเป็นผลเสมอ ไม่ตัดสินแมตช์โดยตัวเอง", play=False),
    _r("7.4.4", "Penalties and corrections do not change a Game Result unless allowed.",
       "บทลงโทษไม่เปลี่ยนผลเกม เว้นแต่ได้รับอนุญาต", play=False),
    _r("7.5.1", "Event standings are separate from game and match results.",
       "อันดับในงานแข่งแยกจากผลเกมและผลแมตช์", play=False),
    _r("7.5.2", "Tournament documents, not these rules, decide event outcomes.",
       "เอกสารการแข่งขันเป็นผู้ตัดสินผลของงาน", play=False),
    _r("7.5.3", "Results are never replaced by agreement, prediction or chance.",
       "ห้ามแทนผลด้วยการตกลง การทำนาย หรือการสุ่ม", play=False),
    _r("7.6.1", "A player may concede at any time; the opponent wins at once.",
       "ผู้เล่นยอมแพ้ได้ทุกเมื่อ และฝ่ายตรงข้ามชนะทันที"),
    _r("7.6.2", "A concession cannot be taken back.",
       "การยอมแพ้ถอนคืนไม่ได้"),
    _r("7.6.3", "Even where conceding is penalised, a concession still ends the game.",
       "แม้การยอมแพ้จะถูกลงโทษ การยอมแพ้ยังทำให้เกมจบ", play=False),
    # P5: cards and attributes.
    _r("P5.1", "The owner is who brought the card; the controller is shown by its Marking Token.",
       "เจ้าของคือผู้นำการ์ดมา ผู้ควบคุมดูจาก Marking Token"),
    _r("P5.2", "Card types are data; only Momon are counted at the end.",
       "ประเภทการ์ดเป็นข้อมูล และนับเฉพาะ Momon ตอนจบเกม"),
    _r("P5.3", "A Momon has a power and a Snatch-Sight of up to 8 directions.",
       "Momon มีพลังและ Snatch-Sight ได้ถึง 8 ทิศ"),
    _r("P5.4", "Current power is printed power changed by continuous effects, always shown.",
       "พลังปัจจุบันคือพลังที่พิมพ์ปรับด้วยเอฟเฟกต์ต่อเนื่อง และแสดงเสมอ"),
    _r("P5.5", "The first player sits at row 1, the other at row 4; Forward points away from the owner.",
       "ผู้เล่นคนแรกนั่งฝั่งแถว 1 อีกคนนั่งฝั่งแถว 4 ด้านหน้าคือทิศที่ชี้ออกจากเจ้าของ"),
    # P8: turn structure.
    _r("P8.1", "Turn start: effects end, SBC, then turn-start abilities resolve.",
       "เริ่มเทิร์น: เอฟเฟกต์หมดอายุ ตรวจ State-Based Conditions แล้วความสามารถเริ่มเทิร์นทำงาน"),
    _r("P8.2", "Step 1: the turn player must Summon one card from Hand onto an empty square.",
       "Step 1: ผู้เล่นต้อง Summon การ์ดหนึ่งใบจาก Hand ลงช่องว่าง"),
    _r("P8.3", "Step 2: the summoned card makes its Snatch Check.",
       "Step 2: การ์ดที่ถูก Summon ทำ Snatch Check"),
    _r("P8.4", "Step 3: End-of-Turn abilities, then 'until end of turn' effects end.",
       "Step 3: ความสามารถ End-of-Turn ทำงาน แล้วเอฟเฟกต์ 'จนจบเทิร์น' หมดอายุ"),
    _r("P8.5", "Either player may concede at any moment.",
       "ผู้เล่นทั้งสองยอมแพ้ได้ทุกขณะ"),
    # P9: Summon.
    _r("P9.1", "Summon: move a card from Hand to an empty square with your Marking Token on it.",
       "Summon: ย้ายการ์ดจาก Hand ลงช่องว่างพร้อม Marking Token ของคุณ"),
    _r("P9.2", "Every Summon makes one Snatch Check; an effect's Summon checks at once.",
       "การ Summon ทุกครั้งทำให้เกิด Snatch Check หนึ่งครั้ง การ Summon จากเอฟเฟกต์ทำ Snatch Check ทันที"),
    # P10: Snatch.
    _r("P10.1", "A card sees the neighbouring square in each direction of its Snatch-Sight.",
       "การ์ดมองเห็นช่องข้างเคียงตามทิศของ Snatch-Sight"),
    _r("P10.2", "Snatch targets: opponent cards in sight, taken clockwise from Forward.",
       "เป้าหมายของการแย่ง: การ์ดฝ่ายตรงข้ามที่มองเห็น เรียงตามเข็มนาฬิกาจากด้านหน้า"),
    _r("P10.3", "Each target is snatched; if it sees back, higher power wins the face-off.",
       "เป้าหมายแต่ละใบถูกแย่ง ถ้ามันมองกลับ พลังที่สูงกว่าชนะ Face-off"),
    _r("P10.4", "A Ward Token is removed instead of the card being snatched.",
       "นำ Ward Token ออกหนึ่งชิ้นแทนการที่การ์ดถูกแย่ง"),
    _r("P10.5", "Snatching turns the Marking Token over; the card does not rotate.",
       "การแย่งคือการพลิก Marking Token การ์ดไม่หมุน"),
    _r("P10.6", "A snatched card does not make a Snatch Check of its own.",
       "การ์ดที่ถูกแย่งไม่ทำ Snatch Check ของตัวเอง"),
    _r("P10.7", "Abilities triggered during a Snatch Resolution wait until it is over.",
       "ความสามารถที่ Trigger ระหว่าง Snatch Resolution รอจน Snatch Resolution จบ"),
    # P11: abilities.
    _r("P11.1", "Abilities are triggered or continuous.",
       "ความสามารถมีแบบ Trigger และแบบต่อเนื่อง"),
    _r("P11.2", "Abilities work on the Arena, except game-start (Hand) and leaves-the-Arena.",
       "ความสามารถทำงานบน Arena ยกเว้นแบบเริ่มเกม (จาก Hand) และแบบออกจาก Arena"),
    _r("P11.3", "Triggered abilities join the Trigger Queue in a fixed order and resolve one by one.",
       "ความสามารถที่ Trigger เข้า Trigger Queue ตามลำดับที่กำหนดและทำงานทีละอัน"),
    _r("P11.4", "Power: set values first (highest), then additions; effects last as stated.",
       "พลัง: ค่าที่กำหนดก่อน (สูงสุด) แล้วบวกลบ เอฟเฟกต์อยู่ตามระยะที่ระบุ"),
    _r("P11.5", "The controller chooses on resolution; with no legal target nothing happens.",
       "ผู้ควบคุมเลือกเมื่อทำงาน ถ้าไม่มีเป้าหมายที่ถูกต้องก็ไม่เกิดอะไร"),
    _r("P11.6", "A Momon with power 0 or less goes to its owner's Void face down.",
       "Momon ที่มีพลัง 0 หรือน้อยกว่าไปยัง Void ของเจ้าของแบบคว่ำหน้า"),
    _r("P11.7", "A queue that repeats the same state without a choice ends the game as a draw.",
       "Trigger Queue ที่วนกลับสถานะเดิมโดยไม่มีการเลือก ทำให้เกมจบแบบเสมอ"),
    # PF: Formats.
    _r("PF.1", "Standard: exactly 10 cards, at most 2 copies each, from the Format's sets.",
       "Standard: 10 ใบพอดี ซ้ำได้ไม่เกิน 2 ใบ จากชุดการ์ดของ Format"),
    _r("PF.2", "Open: exactly 10 cards from any loaded set, any number of copies.",
       "Open: 10 ใบพอดีจากชุดใดก็ได้ ซ้ำได้ไม่จำกัด"),
    # PM: match procedure.
    _r("PM.1", "A match is best of three; a drawn game is recorded and play continues.",
       "แมตช์แบบชนะ 2 ใน 3 เกมที่เสมอถูกบันทึกและเล่นต่อ", play=False),
    _r("PM.2", "A recorded die roll decides who chooses the first player; the choice alternates.",
       "ทอยลูกเต๋าที่บันทึกไว้ตัดสินผู้เลือกผู้เล่นคนแรก และสลับกันเลือก", play=False),
    _r("PM.3", "With a clock, running out of time loses; a win counts after the clock press.",
       "เมื่อใช้นาฬิกา หมดเวลาคือแพ้ และชัยชนะนับหลังกดนาฬิกา", play=False),
    _r("PM.4", "Match results are kept apart from Game Results and never decided by chance.",
       "ผลแมตช์แยกจากผลเกม และไม่ตัดสินด้วยการสุ่ม", play=False),
    # PD: the project's rules for gaps (docs/rules/project-rules.md).
    _r("PD.1", "Game-start abilities from the Hand: first player's first, then in Hand order.",
       "ความสามารถเริ่มเกมจาก Hand: ของผู้เล่นคนแรกก่อน แล้วเรียงตามลำดับใน Hand"),
    _r("PD.2", "A triggered ability is controlled by its card's controller when it triggered.",
       "ผู้ควบคุมความสามารถที่ Trigger คือผู้ควบคุมการ์ดขณะที่ Trigger"),
    _r("PD.3", "A queued ability still resolves after its card left; 'self' then has no target.",
       "ความสามารถใน Trigger Queue ยังทำงานแม้การ์ดออกไปแล้ว แต่ 'ตัวเอง' จะไม่มีเป้าหมาย"),
    _r("PD.4", "A counter-snatch ends the summoned card's resolution, even if a Ward stops it.",
       "การแย่งกลับทำให้ Snatch Resolution ของการ์ดที่ถูก Summon จบลง แม้ Ward Token จะกันไว้"),
    _r("PD.5", "'When this snatches' covers its Snatch Check, a counter-snatch and its own effects.",
       "'เมื่อการ์ดนี้แย่ง' รวมถึง Snatch Check การแย่งกลับ และเอฟเฟกต์ของตัวเอง"),
    _r("PD.6", "A card leaving the Arena loses Ward Tokens and power changes; 'permanent' lasts until then.",
       "การ์ดที่ออกจาก Arena เสีย Ward Token และการปรับพลัง 'ถาวร' อยู่จนถึงตอนนั้น"),
    _r("PD.7", "From 999 abilities in a row a repeated state is a forced loop, and so is a chain "
       "still going on at its 100,000th.",
       "ตั้งแต่ความสามารถทำงานติดกัน 999 ครั้ง สถานะที่ซ้ำถือเป็นลูปบังคับ "
       "และครบ 100,000 ครั้งแล้วยังไม่หยุดก็เช่นกัน"),
    _r("PD.8", "A turn-start or end-of-turn ability with no 'whose' works on every turn.",
       "ความสามารถเริ่มหรือท้ายเทิร์นที่ไม่ระบุ 'ของใคร' ทำงานทุกเทิร์น"),
    _r("PD.9", "A choice is asked even when only one answer is legal.",
       "ยังคงถามให้เลือกแม้จะมีตัวเลือกที่ถูกต้องเพียงตัวเดียว"),
    _r("PD.10", "An effect Summon must be made when possible, unless the ability says 'may'.",
       "การ Summon จากเอฟเฟกต์ต้องทำถ้าทำได้ เว้นแต่ความสามารถบอกว่า 'อาจ'"),
    _r("PD.11", "A card returned to the Hand goes to the end of it; the random Reveal uses the game's seed.",
       "การ์ดที่กลับไปยัง Hand ไปอยู่ท้าย Hand และการ Reveal แบบสุ่มใช้ซีดของเกม"),
    _r("PD.12", "A card holds at most 99 Ward Tokens; more are not placed.",
       "การ์ดหนึ่งใบมี Ward Token ได้ไม่เกิน 99 ชิ้น ส่วนที่เกินจะไม่ถูกวาง"),
    _r("PD.13", "A card's power changes add up to at most 999 either way.",
       "การปรับพลังของการ์ดหนึ่งใบรวมกันได้ไม่เกิน 999 ทั้งบวกและลบ"),
    _r("PD.14", "From 999 abilities in a row, an ability already in the Trigger Queue does not trigger again.",
       "ตั้งแต่ความสามารถทำงานติดกัน 999 ครั้ง ความสามารถที่รออยู่ใน Trigger Queue แล้วจะไม่ Trigger ซ้ำ"),
    _r("PD.15", "A card on the screen faces its owner; only its name and power read upright for the person at the screen.",
       "การ์ดบนหน้าจอหันไปทางเจ้าของ มีเพียงชื่อและพลังที่แสดงตั้งตรงให้ผู้ที่อยู่หน้าจออ่าน",
       play=False),
    _r("PD.16", "Across two computers, the whole record of a game is shared only once it is over, "
       "and kept only if it is the game each side was shown.",
       "เมื่อเล่นข้ามสองเครื่อง บันทึกเกมทั้งหมดจะส่งให้กันหลังเกมจบเท่านั้น "
       "และเก็บไว้เมื่อตรงกับเกมที่แต่ละฝ่ายเห็นเท่านั้น",
       play=False),
    _r("PD.17", "Across two computers, a move is taken back only when both players agree.",
       "เมื่อเล่นข้ามสองเครื่อง จะย้อนการเดินได้ก็ต่อเมื่อผู้เล่นทั้งสองตกลงกัน"),
    _r("PD.18", "A player whose line stays down past the grace period keeps the seat until the "
       "other claims the game (as a concession) or lets the computer play it.",
       "ผู้เล่นที่การเชื่อมต่อขาดเกินเวลาผ่อนผันยังคงมีที่นั่ง จนกว่าอีกฝ่ายจะขอชนะเกม "
       "(ถือเป็นการยอมแพ้) หรือให้คอมพิวเตอร์เล่นแทน"),
    _r("PD.19", "In a clocked match across two computers the host keeps both banks; a "
       "player's bank does not run while their line is down.",
       "ในแมตช์ที่จับเวลาข้ามสองเครื่อง เครื่องที่เปิดโต๊ะเป็นผู้เดินเวลาทั้งสองฝ่าย "
       "และเวลาของผู้เล่นที่การเชื่อมต่อขาดจะหยุดเดินจนกว่าจะกลับมา"),
    _r("PD.20", "Between games of a match across two computers, an absent player's choice can "
       "be claimed as the concession of the next game, or made by the computer.",
       "ระหว่างเกมของแมตช์ข้ามสองเครื่อง ถ้าผู้เล่นที่ต้องเลือกไม่อยู่ อีกฝ่ายขอชนะเกมถัดไป"
       "ได้ (ถือเป็นการยอมแพ้) หรือให้คอมพิวเตอร์เลือกแทน"),
)

RULES: dict[str, Rule] = {r.number: r for r in _RULES}


def explain(number: str, lang: str = "en") -> str:
    """The short explanation of a rule number, or an empty string if unknown."""
    rule = RULES.get(number)
    return rule.text(lang) if rule else ""


def play_rules() -> list[str]:
    """Every rule number that governs a game in progress (each must be tested)."""
    return [r.number for r in _RULES if r.play]

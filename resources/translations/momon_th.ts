<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>CardPainter</name>
    <message>
        <source>First player</source>
        <translation>ผู้เล่นคนแรก</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>ผู้เล่นคนที่สอง</translation>
    </message>
    <message>
        <source>blue, ringed</source>
        <translation>สีน้ำเงิน มีวงแหวนสีขาว</translation>
    </message>
    <message>
        <source>orange, striped</source>
        <translation>สีส้ม มีลายทางสีดำ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ด้านหน้า</translation>
    </message>
    <message>
        <source>Forward-Right</source>
        <translation>หน้าขวา</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ด้านขวา</translation>
    </message>
    <message>
        <source>Back-Right</source>
        <translation>หลังขวา</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ด้านหลัง</translation>
    </message>
    <message>
        <source>Back-Left</source>
        <translation>หลังซ้าย</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>ด้านซ้าย</translation>
    </message>
    <message>
        <source>Forward-Left</source>
        <translation>หน้าซ้าย</translation>
    </message>
    <message>
        <source>Power %1</source>
        <translation>พลัง %1</translation>
    </message>
    <message>
        <source>Power %1 (printed %2)</source>
        <translation>พลัง %1 (ค่าที่พิมพ์บนการ์ด %2)</translation>
    </message>
    <message>
        <source>Snatch-Sight: %1</source>
        <translation>Snatch-Sight: %1</translation>
    </message>
    <message>
        <source>Snatch-Sight: none</source>
        <translation>Snatch-Sight: ไม่มี</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>เจ้าของ: %1</translation>
    </message>
    <message>
        <source>Controller: %1 (Marking Token %2)</source>
        <translation>ผู้ควบคุม: %1 (Marking Token %2)</translation>
    </message>
    <message>
        <source>Ward Tokens: %1</source>
        <translation>Ward Token: %1 ชิ้น</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>การ์ดที่คว่ำหน้าอยู่</translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message>
        <source>&amp;Open…</source>
        <translation>เ&amp;ปิด…</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>เกมล่าสุ&amp;ด</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;บันทึก</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>บันทึกเ&amp;ป็น…</translation>
    </message>
    <message>
        <source>&amp;Watch the replay of this game</source>
        <translation>&amp;ดูรีเพลย์ของเกมนี้</translation>
    </message>
    <message>
        <source>Watch a saved &amp;replay…</source>
        <translation>ดู&amp;รีเพลย์ที่บันทึกไว้…</translation>
    </message>
    <message>
        <source>Open the &amp;data folder</source>
        <translation>เปิดโฟลเดอร์&amp;ข้อมูล</translation>
    </message>
    <message>
        <source>Saved games are kept in %1</source>
        <translation>เกมที่บันทึกไว้อยู่ใน %1</translation>
    </message>
    <message>
        <source>%1[*] – %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>บันทึกอัตโนมัติไม่สำเร็จ: %1</translation>
    </message>
    <message>
        <source>The finished game is kept in %1</source>
        <translation>เก็บเกมที่จบแล้วไว้ใน %1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>บันทึกเกมไม่ได้</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 พบ %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>บันทึกไว้ที่ %1</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>บันทึกเกม</translation>
    </message>
    <message>
        <source>Momon Desktop games (*%1)</source>
        <translation>เกม Momon Desktop (*%1)</translation>
    </message>
    <message>
        <source>Momon Desktop games (*%1);;All files (*)</source>
        <translation>เกม Momon Desktop (*%1);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>เปิดเกมไม่ได้</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>เปิดเกม</translation>
    </message>
    <message>
        <source>Save the current game?</source>
        <translation>บันทึกเกมปัจจุบันหรือไม่?</translation>
    </message>
    <message>
        <source>The game on the table is not finished and has changed since it was last saved. Save it before opening another?</source>
        <translation>เกมบนโต๊ะยังไม่จบและมีการเปลี่ยนแปลงหลังจากบันทึกครั้งล่าสุด จะบันทึกก่อนเปิดเกมอื่นหรือไม่?</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>ยังไม่มีเกมล่าสุด</translation>
    </message>
    <message>
        <source>Your games are kept in %1</source>
        <translation>เกมของคุณเก็บอยู่ใน %1</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>เล่นเกมที่ค้างไว้ต่อไม่ได้</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>เก็บไฟล์ไว้เป็น %1</translation>
    </message>
    <message>
        <source>The unfinished game is kept in %1</source>
        <translation>เก็บเกมที่ยังไม่จบไว้ใน %1</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>เล่นรีเพลย์ของเกมนี้ไม่ได้</translation>
    </message>
    <message>
        <source>Watch a saved replay</source>
        <translation>ดูรีเพลย์ที่บันทึกไว้</translation>
    </message>
    <message>
        <source>This game cannot be saved: its decks use cards that are not in a card set installed with the app, or decks that no Format allows.</source>
        <translation>บันทึกเกมนี้ไม่ได้: เด็คใช้การ์ดที่ไม่อยู่ในชุดการ์ดที่ติดตั้งมากับแอป หรือเป็นเด็คที่ไม่มี Format ใดอนุญาต</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 against %2</source>
        <translation>รีเพลย์: %1 พบ %2</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;รีเพลย์</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;มุมมอง</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>ไปที่&amp;เริ่มต้น</translation>
    </message>
    <message>
        <source>&amp;Back one decision</source>
        <translation>&amp;ย้อนกลับหนึ่งการตัดสินใจ</translation>
    </message>
    <message>
        <source>&amp;Forward one decision</source>
        <translation>&amp;ไปข้างหน้าหนึ่งการตัดสินใจ</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>ไปที่&amp;ท้ายเกม</translation>
    </message>
    <message>
        <source>&amp;Previous turn</source>
        <translation>เทิร์นก่อ&amp;นหน้า</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>เทิร์นถั&amp;ดไป</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>การตัดสินใจ</translation>
    </message>
    <message>
        <source>Drag to any decision of the game</source>
        <translation>ลากไปยังการตัดสินใจใดก็ได้ของเกม</translation>
    </message>
    <message>
        <source>&amp;Hands shown:</source>
        <translation>แสดง &amp;Hand:</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>เทิร์น</translation>
    </message>
    <message>
        <source>Only once the game is over: every Hand is private until then (4.4.1).</source>
        <translation>ได้เมื่อเกมจบแล้วเท่านั้น: ก่อนหน้านั้น Hand ของทุกคนเป็นความลับ (4.4.1)</translation>
    </message>
    <message>
        <source>Everything (game over)</source>
        <translation>ทั้งหมด (เกมจบแล้ว)</translation>
    </message>
    <message>
        <source>%1&apos;s view (first player)</source>
        <translation>มุมมองของ %1 (ผู้เล่นคนแรก)</translation>
    </message>
    <message>
        <source>%1&apos;s view (second player)</source>
        <translation>มุมมองของ %1 (ผู้เล่นคนที่สอง)</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand ของ %1</translation>
    </message>
    <message>
        <source>Turn %1 of 16 · %2 (turn %3 of 8)</source>
        <translation>เทิร์นที่ %1 จาก 16 · %2 (เทิร์นที่ %3 จาก 8)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>จบเกม</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>การตัดสินใจที่ %1 จาก %2</translation>
    </message>
    <message>
        <source>%1 Summoned %2 onto %3.</source>
        <translation>%1 Summon %2 ลงช่อง %3</translation>
    </message>
    <message>
        <source>%1 chose %2.</source>
        <translation>%1 เลือก %2</translation>
    </message>
    <message>
        <source>%1 used the ability.</source>
        <translation>%1 ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>%1 declined the ability.</source>
        <translation>%1 ไม่ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1).</source>
        <translation>%1 ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>Game start (6.9)</source>
        <translation>เริ่มเกม (6.9)</translation>
    </message>
    <message>
        <source>Turn start (P8.1)</source>
        <translation>เริ่มเทิร์น (P8.1)</translation>
    </message>
    <message>
        <source>Step 1: Summon (P8.2)</source>
        <translation>ขั้นที่ 1: Summon (P8.2)</translation>
    </message>
    <message>
        <source>Step 2: Snatch Check (P8.3)</source>
        <translation>ขั้นที่ 2: Snatch Check (P8.3)</translation>
    </message>
    <message>
        <source>Step 3: End Step (P8.4)</source>
        <translation>ขั้นที่ 3: End Step (P8.4)</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>A draw: %1.</source>
        <translation>เสมอ: %1</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 ชนะ: %2</translation>
    </message>
    <message>
        <source>Next: %1 to decide.</source>
        <translation>ถัดไป: %1 ตัดสินใจ</translation>
    </message>
    <message>
        <source>The record ends here: the game was not finished.</source>
        <translation>บันทึกจบที่นี่: เกมยังเล่นไม่จบ</translation>
    </message>
    <message>
        <source>Turn %1 of 8</source>
        <translation>เทิร์นที่ %1 จาก 8</translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>เล่นเกมที่ค้างไว้ต่อหรือไม่?</translation>
    </message>
    <message>
        <source>The last game did not finish: %1 against %2, turn %3 of 16.</source>
        <translation>เกมครั้งก่อนยังไม่จบ: %1 พบ %2 เทิร์นที่ %3 จาก 16</translation>
    </message>
    <message>
        <source>Play on exactly where it stopped, keep it as a saved game for later, or discard it.</source>
        <translation>เล่นต่อจากจุดที่หยุดไว้พอดี เก็บไว้เป็นเกมที่บันทึกเพื่อเล่นภายหลัง หรือทิ้งไป</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>เล่น&amp;ต่อ</translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation>เ&amp;ก็บไว้ภายหลัง</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;ทิ้ง</translation>
    </message>
</context>
<context>
    <name>UndoManager</name>
    <message>
        <source>Summon %1 onto %2</source>
        <translation>Summon %1 ลงช่อง %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>เลือก %1</translation>
    </message>
    <message>
        <source>Use the ability</source>
        <translation>ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>Decline the ability</source>
        <translation>ไม่ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>ยอมแพ้</translation>
    </message>
</context>
</TS>

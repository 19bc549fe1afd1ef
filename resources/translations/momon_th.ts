<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>AlreadyOpenDialog</name>
    <message>
        <source>Momon Desktop</source>
        <translation>Momon Desktop</translation>
    </message>
    <message>
        <source>Show the open window</source>
        <translation>แสดงหน้าต่างที่เปิดอยู่</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Another Momon Desktop is already using the data folder %1.</source>
        <translation>มี Momon Desktop อีกโปรแกรมหนึ่งใช้โฟลเดอร์ข้อมูล %1 อยู่แล้ว</translation>
    </message>
    <message>
        <source>Momon Desktop is already open on the computer %1 with the data folder %2 (since %3).</source>
        <translation>Momon Desktop เปิดอยู่แล้วบนคอมพิวเตอร์ %1 โดยใช้โฟลเดอร์ข้อมูล %2 (ตั้งแต่ %3)</translation>
    </message>
    <message>
        <source>Momon Desktop is already open on the computer %1 with the data folder %2.</source>
        <translation>Momon Desktop เปิดอยู่แล้วบนคอมพิวเตอร์ %1 โดยใช้โฟลเดอร์ข้อมูล %2</translation>
    </message>
    <message>
        <source>Momon Desktop is already open with the data folder %1 (process %2, since %3).</source>
        <translation>Momon Desktop เปิดอยู่แล้วโดยใช้โฟลเดอร์ข้อมูล %1 (โปรเซส %2 ตั้งแต่ %3)</translation>
    </message>
    <message>
        <source>Momon Desktop is already open with the data folder %1 (process %2).</source>
        <translation>Momon Desktop เปิดอยู่แล้วโดยใช้โฟลเดอร์ข้อมูล %1 (โปรเซส %2)</translation>
    </message>
    <message>
        <source>Only one window can use a data folder at a time, so that one window&apos;s unfinished game is never overwritten by the other&apos;s.</source>
        <translation>โฟลเดอร์ข้อมูลหนึ่งใช้ได้ทีละหนึ่งหน้าต่างเท่านั้น เพื่อไม่ให้เกมที่ยังเล่นไม่จบของหน้าต่างหนึ่งถูกอีกหน้าต่างเขียนทับ</translation>
    </message>
    <message>
        <source>Switch to the open window to play on.</source>
        <translation>สลับไปที่หน้าต่างที่เปิดอยู่เพื่อเล่นต่อ</translation>
    </message>
    <message>
        <source>Close Momon Desktop on that computer, then start it again here.</source>
        <translation>ปิด Momon Desktop บนคอมพิวเตอร์เครื่องนั้น แล้วเปิดใหม่ที่เครื่องนี้</translation>
    </message>
    <message>
        <source>Switch to it from the taskbar or the window list, or close it and start Momon Desktop again.</source>
        <translation>สลับไปที่หน้าต่างนั้นจากแถบงานหรือรายการหน้าต่าง หรือปิดหน้าต่างนั้นแล้วเปิด Momon Desktop ใหม่</translation>
    </message>
    <message>
        <source>The open window did not answer.</source>
        <translation>หน้าต่างที่เปิดอยู่ไม่ตอบ</translation>
    </message>
</context>
<context>
    <name>ArenaView</name>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Set: %1 · id: %2</source>
        <translation>ชุด: %1 · รหัส: %2</translation>
    </message>
    <message>
        <source>Card browser</source>
        <translation>คลังการ์ด</translation>
    </message>
    <message>
        <source>Every card</source>
        <translation>การ์ดทั้งหมด</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>ขนาดการ์ด</translation>
    </message>
    <message>
        <source>Card size (Ctrl + mouse wheel)</source>
        <translation>ขนาดการ์ด (Ctrl + ลูกกลิ้งเมาส์)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>การ์ด</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message>
        <source>face up</source>
        <translation>หงายหน้า</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>คว่ำหน้า</translation>
    </message>
</context>
<context>
    <name>CardFilterPanel</name>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>English or Thai name…</source>
        <translation>ชื่อภาษาอังกฤษหรือภาษาไทย…</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>พลัง</translation>
    </message>
    <message>
        <source>Lowest printed power</source>
        <translation>พลังที่พิมพ์บนการ์ดต่ำสุด</translation>
    </message>
    <message>
        <source>Highest printed power</source>
        <translation>พลังที่พิมพ์บนการ์ดสูงสุด</translation>
    </message>
    <message>
        <source>Snatch-Sight</source>
        <translation>Snatch-Sight</translation>
    </message>
    <message>
        <source>Cards that see every selected direction.</source>
        <translation>การ์ดที่มองเห็นทุกทิศที่เลือก</translation>
    </message>
    <message>
        <source>Clear the directions</source>
        <translation>ล้างทิศที่เลือก</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>ความสามารถ</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>ชุดการ์ด</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>เรียงตาม</translation>
    </message>
    <message>
        <source>Snatch-Sight directions</source>
        <translation>จำนวนทิศ Snatch-Sight</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>แสดงการ์ดทั้งหมด</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>ทั้งหมด</translation>
    </message>
    <message>
        <source>No ability</source>
        <translation>ไม่มีความสามารถ</translation>
    </message>
    <message>
        <source>Has an ability</source>
        <translation>มีความสามารถ</translation>
    </message>
    <message>
        <source>Continuous ability</source>
        <translation>ความสามารถต่อเนื่อง</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>จากมากไปน้อย</translation>
    </message>
    <message>
        <source>Ascending</source>
        <translation>จากน้อยไปมาก</translation>
    </message>
    <message>
        <source>%1 of %2 cards</source>
        <translation>%1 จาก %2 ใบ</translation>
    </message>
    <message>
        <source>Every set</source>
        <translation>ทุกชุด</translation>
    </message>
</context>
<context>
    <name>CardModels</name>
    <message>
        <source>At game start</source>
        <translation>เมื่อเริ่มเกม</translation>
    </message>
    <message>
        <source>At the start of a turn</source>
        <translation>เมื่อเริ่มเทิร์น</translation>
    </message>
    <message>
        <source>When summoned</source>
        <translation>เมื่อถูก Summon</translation>
    </message>
    <message>
        <source>When snatched</source>
        <translation>เมื่อถูก Snatch</translation>
    </message>
    <message>
        <source>When it snatches</source>
        <translation>เมื่อ Snatch การ์ดอื่น</translation>
    </message>
    <message>
        <source>When it leaves the Arena</source>
        <translation>เมื่อออกจาก Arena</translation>
    </message>
    <message>
        <source>At the end of a turn</source>
        <translation>เมื่อจบเทิร์น</translation>
    </message>
    <message>
        <source>Unknown card “%1”: no loaded card set has it.</source>
        <translation>ไม่รู้จักการ์ด “%1”: ไม่มีชุดการ์ดที่โหลดไว้ชุดใดมีการ์ดนี้</translation>
    </message>
    <message>
        <source>Legal in its Format.</source>
        <translation>ถูกกติกาตาม Format ของเด็ค</translation>
    </message>
</context>
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
    <name>CardSetsDialog</name>
    <message>
        <source>Card sets</source>
        <translation>ชุดการ์ด</translation>
    </message>
    <message>
        <source>Sets you import can be used in the Open Format (PF.2). Removing a set keeps your decks; decks that use its cards are shown as not legal.</source>
        <translation>ชุดการ์ดที่นำเข้าใช้ได้ใน Format Open (PF.2) การลบชุดการ์ดจะไม่ลบเด็คของคุณ แต่เด็คที่ใช้การ์ดจากชุดนั้นจะแสดงว่าไม่ถูกกติกา</translation>
    </message>
    <message>
        <source>&amp;Import card set…</source>
        <translation>&amp;นำเข้าชุดการ์ด…</translation>
    </message>
    <message>
        <source>&amp;Remove set</source>
        <translation>&amp;ลบชุดการ์ด</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>⚠ Unreadable files…</source>
        <translation>⚠ ไฟล์ที่อ่านไม่ได้…</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>นำเข้าเอง</translation>
    </message>
    <message>
        <source>comes with the app</source>
        <translation>มากับแอป</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n card(s), %2</source>
        <translation>
            <numerusform>%1 — %n ใบ, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Import card set</source>
        <translation>นำเข้าชุดการ์ด</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>ชุดการ์ด (*.json);;ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>Remove set</source>
        <translation>ลบชุดการ์ด</translation>
    </message>
    <message>
        <source>Remove the card set %1? Decks that use its cards stay saved but are no longer legal.</source>
        <translation>ลบชุดการ์ด %1 หรือไม่? เด็คที่ใช้การ์ดจากชุดนี้ยังบันทึกไว้ แต่จะไม่ถูกกติกาอีกต่อไป</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>เก็บไว้</translation>
    </message>
    <message>
        <source>The set could not be removed: %1</source>
        <translation>ลบชุดการ์ดไม่ได้: %1</translation>
    </message>
</context>
<context>
    <name>CardWindow</name>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
</context>
<context>
    <name>CardWindows</name>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;การ์ด</translation>
    </message>
    <message>
        <source>&amp;Browse cards…</source>
        <translation>ดู&amp;การ์ดทั้งหมด…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;สร้างเด็ค…</translation>
    </message>
    <message>
        <source>&amp;Import card set…</source>
        <translation>&amp;นำเข้าชุดการ์ด…</translation>
    </message>
    <message>
        <source>Import card set</source>
        <translation>นำเข้าชุดการ์ด</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>ชุดการ์ด (*.json);;ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>Card set imported</source>
        <translation>นำเข้าชุดการ์ดแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) added, to use in the Open Format (PF.2).</source>
        <translation>
            <numerusform>%1: เพิ่มการ์ด %n ใบแล้ว ใช้ได้ใน Format Open (PF.2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatWindow</name>
    <message>
        <source>Chat with %1</source>
        <translation>แชตกับ %1</translation>
    </message>
    <message>
        <source>Write a line, then press Enter</source>
        <translation>พิมพ์ข้อความ แล้วกด Enter</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>ส่ง (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Mute %1</source>
        <translation>ซ่อนข้อความจาก %1 (&amp;M)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The other computer is not at the table.</source>
        <translation>อีกเครื่องไม่ได้อยู่ที่โต๊ะ</translation>
    </message>
</context>
<context>
    <name>ConcedeDialog</name>
    <message>
        <source>Concede</source>
        <translation>ยอมแพ้</translation>
    </message>
    <message>
        <source>%1, do you concede this game?</source>
        <translation>%1 ต้องการยอมแพ้เกมนี้หรือไม่?</translation>
    </message>
    <message>
        <source>Your opponent wins at once (7.6.1). A concession cannot be taken back (7.6.2).</source>
        <translation>คู่แข่งของคุณชนะทันที (7.6.1) และการยอมแพ้ไม่สามารถถอนคืนได้ (7.6.2)</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>เล่นต่อ</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>A deck needs exactly %1 cards (6.1, %2); this one has %3.</source>
        <translation>เด็คต้องมีการ์ด %1 ใบพอดี (6.1, %2) เด็คนี้มี %3 ใบ</translation>
    </message>
    <message>
        <source>Unknown card “%1”: no loaded card set has it.</source>
        <translation>ไม่รู้จักการ์ด “%1”: ไม่มีชุดการ์ดที่โหลดไว้ชุดใดมีการ์ดนี้</translation>
    </message>
    <message>
        <source>“%1” is from the set “%2”; %3 allows only cards from %4 (%5).</source>
        <translation>“%1” มาจากชุด “%2” แต่ %3 อนุญาตเฉพาะการ์ดจาก %4 (%5)</translation>
    </message>
    <message>
        <source>“%1” appears %2 times; %3 allows at most %4 copies of a card (%5).</source>
        <translation>“%1” มี %2 ใบ แต่ %3 อนุญาตการ์ดใบเดียวกันได้ไม่เกิน %4 ใบ (%5)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Standard (PF.1)</source>
        <translation>Standard (PF.1)</translation>
    </message>
    <message>
        <source>Open (PF.2)</source>
        <translation>Open (PF.2)</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>ตัวสร้างเด็ค</translation>
    </message>
    <message>
        <source>My decks</source>
        <translation>เด็คของฉัน</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>เด็ค&amp;ใหม่</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;ทำสำเนา</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;ลบ…</translation>
    </message>
    <message>
        <source>Card &amp;sets…</source>
        <translation>ชุด&amp;การ์ด…</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>การ์ด</translation>
    </message>
    <message>
        <source>Double-click or Enter: add to the deck</source>
        <translation>ดับเบิลคลิกหรือกด Enter: ใส่ลงในเด็ค</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>ชื่อเด็ค</translation>
    </message>
    <message>
        <source>Name your deck</source>
        <translation>ตั้งชื่อเด็คของคุณ</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Add a copy (+)</source>
        <translation>เพิ่มอีก 1 ใบ (+)</translation>
    </message>
    <message>
        <source>Add a copy</source>
        <translation>เพิ่มอีก 1 ใบ</translation>
    </message>
    <message>
        <source>Take a copy out (Delete)</source>
        <translation>เอาออก 1 ใบ (Delete)</translation>
    </message>
    <message>
        <source>Take a copy out</source>
        <translation>เอาออก 1 ใบ</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>ล้าง</translation>
    </message>
    <message>
        <source>Take every card out</source>
        <translation>เอาการ์ดออกทั้งหมด</translation>
    </message>
    <message>
        <source>Cards in the deck</source>
        <translation>การ์ดในเด็ค</translation>
    </message>
    <message>
        <source>Power curve</source>
        <translation>กราฟพลัง</translation>
    </message>
    <message>
        <source>Snatch-Sight coverage</source>
        <translation>ทิศ Snatch-Sight</translation>
    </message>
    <message>
        <source>How many cards of the deck see each direction (Forward is up).</source>
        <translation>จำนวนการ์ดในเด็คที่มองเห็นแต่ละทิศ (ด้านหน้าอยู่ด้านบน)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;บันทึก</translation>
    </message>
    <message>
        <source>S&amp;hare</source>
        <translation>&amp;แชร์</translation>
    </message>
    <message>
        <source>&amp;Copy deck as text</source>
        <translation>&amp;คัดลอกเด็คเป็นข้อความ</translation>
    </message>
    <message>
        <source>&amp;Export to a text file…</source>
        <translation>&amp;ส่งออกเป็นไฟล์ข้อความ…</translation>
    </message>
    <message>
        <source>&amp;Paste deck from text</source>
        <translation>&amp;วางเด็คจากข้อความ</translation>
    </message>
    <message>
        <source>&amp;Import from a text file…</source>
        <translation>&amp;นำเข้าจากไฟล์ข้อความ…</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n file problem(s)…</source>
        <translation>
            <numerusform>⚠ ไฟล์มีปัญหา %n รายการ…</numerusform>
        </translation>
    </message>
    <message>
        <source>Files in the data folder that could not be read; they are left as they are.</source>
        <translation>ไฟล์ในโฟลเดอร์ข้อมูลที่อ่านไม่ได้ ถูกเก็บไว้ตามเดิม</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>เด็คใหม่</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (สำเนา)</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>ลบเด็ค</translation>
    </message>
    <message>
        <source>Delete the deck %1? This cannot be undone.</source>
        <translation>ลบเด็ค %1 หรือไม่? ย้อนกลับไม่ได้</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>เก็บไว้</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>เด็คยังไม่ได้บันทึก</translation>
    </message>
    <message>
        <source>The deck %1 has changes that are not saved. Save them?</source>
        <translation>เด็ค %1 มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก บันทึกหรือไม่?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>ไม่บันทึก</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>%1 of %2 cards</source>
        <translation>%1 จาก %2 ใบ</translation>
    </message>
    <message>
        <source>In the deck: %1</source>
        <translation>ในเด็ค: %1</translation>
    </message>
    <message>
        <source>Not legal in %1:</source>
        <translation>ไม่ถูกกติกาใน %1:</translation>
    </message>
    <message>
        <source>Legal in %1.</source>
        <translation>ถูกกติกาใน %1</translation>
    </message>
    <message>
        <source>%1[*] – %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>บันทึกแล้ว</translation>
    </message>
    <message>
        <source>The deck could not be written: %1</source>
        <translation>บันทึกเด็คไม่ได้: %1</translation>
    </message>
    <message>
        <source>The deck is on the clipboard as text.</source>
        <translation>คัดลอกเด็คเป็นข้อความไว้ในคลิปบอร์ดแล้ว</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>ส่งออกเด็ค</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>ไฟล์ข้อความ (*.txt);;ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>ส่งออกไปที่ %1 แล้ว</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>คลิปบอร์ด</translation>
    </message>
    <message>
        <source>Import deck</source>
        <translation>นำเข้าเด็ค</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation type="vanished">ไม่ใช่ข้อความ UTF-8</translation>
    </message>
    <message>
        <source>Deck read from %1; save it to keep it.</source>
        <translation>อ่านเด็คจาก %1 แล้ว บันทึกไว้เพื่อเก็บเด็คนี้</translation>
    </message>
    <message>
        <source>Deck not read</source>
        <translation>อ่านเด็คไม่ได้</translation>
    </message>
    <message>
        <source>The text from %1 is not a shared deck. Nothing was changed.</source>
        <translation>ข้อความจาก %1 ไม่ใช่เด็คที่แชร์ ไม่มีอะไรเปลี่ยนแปลง</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>Die showing %1</source>
        <translation>ลูกเต๋าออก %1</translation>
    </message>
</context>
<context>
    <name>DieRollDialog</name>
    <message>
        <source>Die roll</source>
        <translation>ทอยลูกเต๋า</translation>
    </message>
    <message>
        <source>Who chooses the first player?</source>
        <translation>ใครได้เลือกผู้เล่นคนแรก?</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;ข้าม</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>ไ&amp;ปต่อ</translation>
    </message>
    <message>
        <source>&amp;Leave the match</source>
        <translation>&amp;ออกจากแมตช์</translation>
    </message>
    <message>
        <source>Seed of the roll: %1. The same seed always gives the same throws, so either player can check them later (the seed is kept with the match). Equal faces throw again.</source>
        <translation>ซีดของการทอย: %1 ซีดเดิมให้ผลการทอยเดิมเสมอ ผู้เล่นทั้งสองจึงตรวจภายหลังได้ (ซีดเก็บไว้กับแมตช์) หน้าเท่ากันให้ทอยใหม่</translation>
    </message>
    <message>
        <source>Seed %1. To check throw k (0, 1, …): take SHA-256 of the text “%1:k” as one big-endian number N; the die of %2 is 1 + N mod 6 and that of %3 is 1 + (N div 6) mod 6. Equal faces throw again.</source>
        <translation type="vanished">ซีด %1 วิธีตรวจการทอยครั้งที่ k (0, 1, …): นำ SHA-256 ของข้อความ “%1:k” มาอ่านเป็นจำนวนเต็ม N แบบ big-endian ลูกเต๋าของ %2 คือ 1 + N mod 6 และของ %3 คือ 1 + (N div 6) mod 6 ถ้าออกเท่ากันให้ทอยใหม่</translation>
    </message>
    <message>
        <source>Throw %1: %3 for %2, %5 for %4.</source>
        <translation>ทอยครั้งที่ %1: %2 ได้ %3, %4 ได้ %5</translation>
    </message>
    <message>
        <source>Equal: both throw again.</source>
        <translation>เท่ากัน: ทอยใหม่ทั้งคู่</translation>
    </message>
    <message>
        <source>The roll goes to %1: who takes the first turn is up to %1 in games 1 and 3, to %2 in game 2.</source>
        <translation>%1 ชนะการทอย: %1 เลือกผู้เล่นเทิร์นแรกในเกมที่ 1 และ 3 ส่วน %2 เลือกในเกมที่ 2</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>กำลังทอย…</translation>
    </message>
</context>
<context>
    <name>EndMatchQuestion</name>
    <message>
        <source>Match in progress</source>
        <translation>แมตช์ที่กำลังเล่นอยู่</translation>
    </message>
    <message>
        <source>A match is in progress: %1.</source>
        <translation>มีแมตช์ที่กำลังเล่นอยู่: %1</translation>
    </message>
    <message>
        <source>A new match ends it: it will not be kept or offered again. Cancel keeps it (Game ▸ Resume the match).</source>
        <translation>แมตช์ใหม่จะจบแมตช์นี้: จะไม่ถูกเก็บไว้และไม่ถูกเสนอให้เล่นต่ออีก ยกเลิกเพื่อเก็บแมตช์นี้ไว้ (เกม ▸ เล่นแมตช์ต่อ)</translation>
    </message>
    <message>
        <source>&amp;End it and start the new match</source>
        <translation>จบแมตช์นี้แล้วเริ่มแมตช์ใหม่ (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
</context>
<context>
    <name>FairDrawDialog</name>
    <message>
        <source>How is this fair?</source>
        <translation>ยุติธรรมอย่างไร?</translation>
    </message>
    <message>
        <source>The rules ask for a way of choosing the first player that is fair and that both players can check (6.6).</source>
        <translation>กติกากำหนดให้เลือกผู้เล่นคนแรกด้วยวิธีที่ยุติธรรมและผู้เล่นทั้งสองตรวจสอบได้ (6.6)</translation>
    </message>
    <message>
        <source>The app takes the seed, written as an ordinary decimal number, and computes its SHA-256 hash, a public and well-known fingerprint of text. If the lowest bit of that hash is 0, Player A goes first; if it is 1, Player B does.</source>
        <translation>แอปนำซีดซึ่งเขียนเป็นเลขฐานสิบธรรมดา ไปคำนวณค่าแฮช SHA-256 ซึ่งเป็นลายนิ้วมือของข้อความที่เป็นที่รู้จักและเปิดเผยทั่วไป ถ้าบิตต่ำสุดของค่าแฮชเป็น 0 ผู้เล่น A ได้เล่นก่อน ถ้าเป็น 1 ผู้เล่น B ได้เล่นก่อน</translation>
    </message>
    <message>
        <source>Nobody can tell in advance which seed gives which player, and the same seed always gives the same answer, so anyone may check the draw with any SHA-256 tool. The seed is shown on the table and kept in the game record.</source>
        <translation>ไม่มีใครรู้ล่วงหน้าว่าซีดใดให้ผลเป็นผู้เล่นคนไหน และซีดเดิมให้ผลเดิมเสมอ ทุกคนจึงตรวจผลการสุ่มได้ด้วยเครื่องมือ SHA-256 ใดก็ได้ ซีดแสดงอยู่บนโต๊ะและเก็บไว้ในบันทึกเกม</translation>
    </message>
    <message>
        <source>The seed is a new random number each time. If one of you would rather not trust it, let the other type a seed of their own before the game starts.</source>
        <translation>ซีดเป็นตัวเลขสุ่มใหม่ทุกครั้ง ถ้าผู้เล่นคนใดไม่อยากเชื่อตัวเลขนี้ ให้อีกฝ่ายพิมพ์ซีดของตัวเองก่อนเริ่มเกม</translation>
    </message>
</context>
<context>
    <name>FirstTurnDialog</name>
    <message>
        <source>First player</source>
        <translation>ผู้เล่นคนแรก</translation>
    </message>
    <message>
        <source>Game %1: %2 to choose</source>
        <translation>เกมที่ %1: %2 เป็นผู้เลือก</translation>
    </message>
    <message>
        <source>&amp;Take the first turn</source>
        <translation>&amp;เล่นเทิร์นแรกเอง</translation>
    </message>
    <message>
        <source>&amp;Give it to %1</source>
        <translation>&amp;ให้ %1 เล่นก่อน</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>ไ&amp;ปต่อ</translation>
    </message>
    <message>
        <source>&amp;Leave the match</source>
        <translation>&amp;ออกจากแมตช์</translation>
    </message>
    <message>
        <source>%1, do you take the first turn or give it to %2?</source>
        <translation>%1 จะเล่นเทิร์นแรกเอง หรือให้ %2 เล่นก่อน?</translation>
    </message>
    <message>
        <source>Moving first, you hold the First Player Token, which wins equal counts (7.3.3). Moving second, you Summon last and so snatch last.</source>
        <translation>ถ้าเล่นก่อน คุณถือ First Player Token ซึ่งชนะเมื่อนับได้เท่ากัน (7.3.3) ถ้าเล่นทีหลัง คุณ Summon เป็นคนสุดท้ายจึงได้แย่งชิงเป็นคนสุดท้าย</translation>
    </message>
    <message>
        <source>In %1 quick games each way between the two decks, your deck won %2% moving first and %3% moving second.</source>
        <translation>จากการลองเล่นเร็ว %1 เกมในแต่ละแบบระหว่างสองเด็ค เด็คของคุณชนะ %2% เมื่อเล่นก่อน และ %3% เมื่อเล่นทีหลัง</translation>
    </message>
    <message>
        <source>On these figures, taking the first turn looks better.</source>
        <translation>ตามตัวเลขนี้ การเล่นเทิร์นแรกเองดูดีกว่า</translation>
    </message>
    <message>
        <source>On these figures, giving the first turn looks better.</source>
        <translation>ตามตัวเลขนี้ การให้อีกฝ่ายเล่นเทิร์นแรกดูดีกว่า</translation>
    </message>
    <message>
        <source>These figures favour neither seat.</source>
        <translation>ตัวเลขนี้ไม่ได้เอื้อฝั่งใดเป็นพิเศษ</translation>
    </message>
    <message>
        <source>The first turn goes to %1.</source>
        <translation>%1 เล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>The first turn goes to %2, as %1 chose.</source>
        <translation>%1 ให้ %2 เล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>The computer played %1 quick games each way between the two decks: its deck won %2% of them moving first and %3% moving second.</source>
        <translation>คอมพิวเตอร์ลองเล่นเร็ว %1 เกมในแต่ละแบบระหว่างสองเด็ค: เด็คของมันชนะ %2% เมื่อเล่นก่อน และ %3% เมื่อเล่นทีหลัง</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>First player</source>
        <translation>ผู้เล่นคนแรก</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>ผู้เล่นคนที่สอง</translation>
    </message>
    <message>
        <source>The other computer sent a move this table does not allow.</source>
        <translation>อีกเครื่องส่งการเดินที่โต๊ะนี้ไม่อนุญาตมา</translation>
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
        <translation>ดู&amp;รีเพลย์ของเกมนี้</translation>
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
        <source>The finished game is kept in %1, but the autosave %2 could not be removed.</source>
        <translation>เก็บเกมที่จบแล้วไว้ใน %1 แต่ลบไฟล์บันทึกอัตโนมัติ %2 ไม่ได้</translation>
    </message>
    <message>
        <source>The autosave %1 could not be removed.</source>
        <translation>ลบไฟล์บันทึกอัตโนมัติ %1 ไม่ได้</translation>
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
        <source>Unsaved game</source>
        <translation type="vanished">เกมที่ยังไม่ได้บันทึก</translation>
    </message>
    <message>
        <source>The game on the table is not finished and has changed since it was last saved. Save it before opening another?</source>
        <translation type="vanished">เกมบนโต๊ะยังไม่จบและมีการเปลี่ยนแปลงหลังจากบันทึกครั้งล่าสุด จะบันทึกก่อนเปิดเกมอื่นหรือไม่?</translation>
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
        <source>Your data folder</source>
        <translation>โฟลเดอร์ข้อมูลของคุณ</translation>
    </message>
    <message>
        <source>No file manager could be opened. Your games, decks and card sets are kept in this folder:</source>
        <translation>เปิดโปรแกรมจัดการไฟล์ไม่ได้ เกม เด็ค และชุดการ์ดของคุณเก็บอยู่ในโฟลเดอร์นี้:</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>Cannot discard the game</source>
        <translation>ทิ้งเกมไม่ได้</translation>
    </message>
    <message>
        <source>The autosave could not be removed.</source>
        <translation>ลบไฟล์บันทึกอัตโนมัติไม่ได้</translation>
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
    <name>GameReview</name>
    <message>
        <source>best</source>
        <comment>review mark</comment>
        <translation>ดีที่สุด</translation>
    </message>
    <message>
        <source>good</source>
        <comment>review mark</comment>
        <translation>ดี</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <comment>review mark</comment>
        <translation>คลาดเคลื่อน</translation>
    </message>
    <message>
        <source>mistake</source>
        <comment>review mark</comment>
        <translation>ผิดพลาด</translation>
    </message>
    <message>
        <source>blunder</source>
        <comment>review mark</comment>
        <translation>พลาดร้ายแรง</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>ประมาณ %1</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>ทบทว&amp;นเกมนี้</translation>
    </message>
    <message>
        <source>The computer weighs every decision of the finished game</source>
        <translation>คอมพิวเตอร์ประเมินทุกการตัดสินใจของเกมที่จบแล้ว</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>ทบทวนเกม</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>Playing on from decision %1 of the reviewed game; this practice game is not saved.</source>
        <translation>เล่นต่อจากการตัดสินใจที่ %1 ของเกมที่ทบทวน เกมฝึกนี้จะไม่ถูกบันทึก</translation>
    </message>
    <message>
        <source>A draw: %1.</source>
        <translation>เสมอ: %1</translation>
    </message>
    <message>
        <source>Won by %1: %2.</source>
        <translation>%1 ชนะ: %2</translation>
    </message>
    <message>
        <source>Tried from here</source>
        <translation>ลองเล่นจากตรงนี้</translation>
    </message>
    <message>
        <source>The game was played on from decision %1 of the reviewed game.</source>
        <translation>เกมนี้เล่นต่อจากการตัดสินใจที่ %1 ของเกมที่ทบทวน</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>More in How to play: %1</source>
        <translation>อ่านเพิ่มใน วิธีเล่น: %1</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>กติกา:</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>อภิธานศัพท์</translation>
    </message>
</context>
<context>
    <name>HandBacks</name>
    <message>
        <source>Cards in Hand: %1</source>
        <translation>การ์ดใน Hand: %1 ใบ</translation>
    </message>
    <message>
        <source>Hand empty</source>
        <translation>Hand ว่าง</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your Hand</source>
        <translation>Hand ของคุณ</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;เล่นตานี้</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>&amp;แนะนำการเดิน</translation>
    </message>
    <message>
        <source>The computer (%1) suggests a move for you (%2).</source>
        <translation>คอมพิวเตอร์ (%1) แนะนำการเดินให้คุณ (%2)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>แนะนำการเดิน</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>กำลังคิด…</translation>
    </message>
    <message>
        <source>The computer (%1) is looking for a good move for you.</source>
        <translation>คอมพิวเตอร์ (%1) กำลังหาการเดินที่ดีให้คุณ</translation>
    </message>
    <message>
        <source>No suggestion</source>
        <translation>ไม่มีคำแนะนำ</translation>
    </message>
    <message>
        <source>The computer could not suggest a move: %1</source>
        <translation>คอมพิวเตอร์แนะนำการเดินไม่ได้: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>คำแนะนำ: %1</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>แย่ง</translation>
    </message>
    <message>
        <source>Safe</source>
        <translation>ปลอดภัย</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>กันไว้</translation>
    </message>
    <message>
        <source>Use the ability of %1.</source>
        <translation>ใช้ความสามารถของ %1</translation>
    </message>
    <message>
        <source>Do not use the ability of %1.</source>
        <translation>ไม่ใช้ความสามารถของ %1</translation>
    </message>
    <message>
        <source>Summon %1 onto %2</source>
        <translation type="vanished">Summon %1 ลงช่อง %2</translation>
    </message>
    <message>
        <source>choose %1 (%2)</source>
        <translation type="vanished">เลือก %1 (%2)</translation>
    </message>
    <message>
        <source>choose %1</source>
        <translation type="vanished">เลือก %1</translation>
    </message>
    <message>
        <source>answer Yes</source>
        <translation type="vanished">ตอบ ใช่</translation>
    </message>
    <message>
        <source>answer No</source>
        <translation type="vanished">ตอบ ไม่</translation>
    </message>
    <message>
        <source>, </source>
        <translation type="vanished">, </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
        <source>It snatches %1 at once (P10.3).</source>
        <translation type="vanished">Snatch %1 ได้ทันที (P10.3)</translation>
    </message>
    <message>
        <source>It snatches nothing at once, but it takes a square the opponent wants.</source>
        <translation type="vanished">ยังไม่ได้ Snatch อะไรทันที แต่ได้ยึดช่องที่คู่แข่งต้องการ</translation>
    </message>
    <message>
        <source>It snatches nothing at once: it takes a good square for the turns to come.</source>
        <translation type="vanished">ยังไม่ได้ Snatch อะไรทันที แต่ได้ช่องที่ดีสำหรับเทิร์นต่อ ๆ ไป</translation>
    </message>
    <message>
        <source>Use the ability of %1 (P11.5).</source>
        <translation type="vanished">ใช้ความสามารถของ %1 (P11.5)</translation>
    </message>
    <message>
        <source>Do not use the ability of %1 (P11.5).</source>
        <translation type="vanished">ไม่ใช้ความสามารถของ %1 (P11.5)</translation>
    </message>
    <message>
        <source>It keeps the puzzle&apos;s goal within reach, whatever the opponent does.</source>
        <translation>การเดินนี้ยังทำเป้าหมายของโจทย์ได้ ไม่ว่าคู่แข่งจะเล่นอย่างไร</translation>
    </message>
    <message>
        <source>The puzzle&apos;s goal can no longer be reached; this is the best move the computer finds. Retry to start again.</source>
        <translation>ทำเป้าหมายของโจทย์ไม่ได้แล้ว นี่คือการเดินที่ดีที่สุดที่คอมพิวเตอร์หาได้ กด ลองใหม่ เพื่อเริ่มอีกครั้ง</translation>
    </message>
    <message>
        <source>The computer has worked it out to the end: this wins.</source>
        <translation type="vanished">คอมพิวเตอร์คำนวณจนจบเกมแล้ว: ทางนี้ชนะ</translation>
    </message>
    <message>
        <source>Against the best replies the game is lost; this holds out best.</source>
        <translation type="vanished">ถ้าคู่แข่งเล่นดีที่สุด เกมนี้แพ้แล้ว ทางนี้ยื้อได้ดีที่สุด</translation>
    </message>
    <message>
        <source>The computer has worked it out to the end: a draw at best.</source>
        <translation type="vanished">คอมพิวเตอร์คำนวณจนจบเกมแล้ว: ดีที่สุดคือเสมอ</translation>
    </message>
    <message>
        <source>It expects you to be ahead (looked %1 decisions deep).</source>
        <translation type="vanished">คาดว่าคุณจะนำอยู่ (มองล่วงหน้า %1 การตัดสินใจ)</translation>
    </message>
    <message>
        <source>It expects you to be behind; this is the best it found (looked %1 decisions deep).</source>
        <translation type="vanished">คาดว่าคุณจะตามอยู่ นี่คือทางที่ดีที่สุดที่หาได้ (มองล่วงหน้า %1 การตัดสินใจ)</translation>
    </message>
    <message>
        <source>It expects a close game (looked %1 decisions deep).</source>
        <translation type="vanished">คาดว่าเกมจะสูสี (มองล่วงหน้า %1 การตัดสินใจ)</translation>
    </message>
    <message>
        <source>Suggested by the puzzle solver.</source>
        <translation type="vanished">แนะนำโดยตัวแก้โจทย์</translation>
    </message>
    <message>
        <source>Suggested by the %1 computer player.</source>
        <translation type="vanished">แนะนำโดยคอมพิวเตอร์ระดับ %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>เปิดโต๊ะให้เพื่อน</translation>
    </message>
    <message>
        <source>A friend on the same network plays this game from their own computer. Choose the decks, open the table, then give your friend the address, port and join code shown here. You take the first turn; the game is played on this computer, which checks every move.</source>
        <translation type="vanished">เพื่อนที่อยู่ในเครือข่ายเดียวกันเล่นเกมนี้จากคอมพิวเตอร์ของตัวเอง เลือกเด็คแล้วเปิดโต๊ะ จากนั้นบอกที่อยู่ พอร์ต และรหัสเข้าร่วมที่แสดงตรงนี้ให้เพื่อน คุณได้เล่นเทิร์นแรก เกมเล่นบนคอมพิวเตอร์เครื่องนี้ ซึ่งตรวจทุกการเดิน</translation>
    </message>
    <message>
        <source>A friend on the same network plays this game from their own computer. Choose the decks, open the table, then give your friend the address, port and join code shown here. A toss both computers check decides who takes the first turn; the game is played on this computer, which checks every move.</source>
        <translation type="vanished">เพื่อนที่อยู่ในเครือข่ายเดียวกันเล่นเกมนี้จากคอมพิวเตอร์ของตัวเอง เลือกเด็คแล้วเปิดโต๊ะ จากนั้นบอกที่อยู่ พอร์ต และรหัสเข้าร่วมที่แสดงตรงนี้ให้เพื่อน การเสี่ยงที่คอมพิวเตอร์ทั้งสองเครื่องตรวจได้จะตัดสินว่าใครได้เล่นเทิร์นแรก เกมเล่นบนคอมพิวเตอร์เครื่องนี้ ซึ่งตรวจทุกการเดิน</translation>
    </message>
    <message>
        <source>A friend on the same network plays this game from their own computer. Choose the decks, open the table, then give your friend the address, port and join code shown here. A toss both computers check decides who takes the first turn (in a match, a die roll gives the first choice); the game is played on this computer, which checks every move.</source>
        <translation>เพื่อนที่อยู่ในเครือข่ายเดียวกันเล่นเกมนี้จากคอมพิวเตอร์ของตัวเอง เลือกเด็คแล้วเปิดโต๊ะ จากนั้นบอกที่อยู่ พอร์ต และรหัสเข้าร่วมที่แสดงตรงนี้ให้เพื่อน การเสี่ยงที่คอมพิวเตอร์ทั้งสองเครื่องตรวจได้จะตัดสินว่าใครได้เล่นเทิร์นแรก (ในแมตช์ การทอยลูกเต๋าจะตัดสินว่าใครได้เลือกก่อน) เกมเล่นบนคอมพิวเตอร์เครื่องนี้ ซึ่งตรวจทุกการเดิน</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ชื่อของคุณ: (&amp;N)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <source>Your &amp;deck:</source>
        <translation>เด็คของคุณ: (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Friend&apos;s name:</source>
        <translation>ชื่อเพื่อน: (&amp;F)</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>เพื่อน</translation>
    </message>
    <message>
        <source>Friend&apos;s d&amp;eck:</source>
        <translation>เด็คของเพื่อน: (&amp;E)</translation>
    </message>
    <message>
        <source>P&amp;lay:</source>
        <translation>เล่น: (&amp;L)</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>เกมเดียว</translation>
    </message>
    <message>
        <source>A match, best of three</source>
        <translation>แมตช์ ชนะสองในสาม</translation>
    </message>
    <message>
        <source>C&amp;lock for each game:</source>
        <translation>นาฬิกาต่อเกม: (&amp;C)</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ไม่จับเวลา</translation>
    </message>
    <message>
        <source> min</source>
        <translation> นาที</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>พอร์ต: (&amp;P)</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>พอร์ตใดก็ได้ที่ว่าง</translation>
    </message>
    <message>
        <source>Their own, chosen at their computer</source>
        <translation>เด็คของเพื่อนเอง เลือกที่เครื่องของเพื่อน</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>เปิดโต๊ะ (&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>ปิดโต๊ะ (&amp;C)</translation>
    </message>
    <message>
        <source>Address: %1
Port: %2
Join code: %3

Waiting for your friend…</source>
        <translation>ที่อยู่: %1
พอร์ต: %2
รหัสเข้าร่วม: %3

กำลังรอเพื่อน…</translation>
    </message>
</context>
<context>
    <name>HostedGame</name>
    <message>
        <source>Take back a move?</source>
        <translation>ย้อนการเดินหรือไม่?</translation>
    </message>
    <message>
        <source>From %1: a request to take back their last move (and what followed it). Allow it?</source>
        <translation>คำขอจาก %1: ขอย้อนการเดินครั้งล่าสุดของตน (และสิ่งที่ตามมาหลังจากนั้น) อนุญาตหรือไม่?</translation>
    </message>
    <message>
        <source>&amp;Allow</source>
        <translation>อนุญาต (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>ไม่อนุญาต (&amp;R)</translation>
    </message>
    <message>
        <source>The toss both computers checked gives the first turn to %1 (draw %2).</source>
        <translation>ผลการเสี่ยงที่คอมพิวเตอร์ทั้งสองเครื่องตรวจแล้ว: %1 ได้เล่นเทิร์นแรก (ค่าสุ่ม %2)</translation>
    </message>
    <message>
        <source>The table refused that: %1</source>
        <translation>โต๊ะไม่รับ: %1</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation>ขอให้ %1 ยอมให้ย้อนการเดินครั้งล่าสุดของคุณแล้ว…</translation>
    </message>
    <message>
        <source>%1 agreed: your last move is taken back.</source>
        <translation>%1 ตกลงแล้ว: ย้อนการเดินครั้งล่าสุดของคุณแล้ว</translation>
    </message>
    <message>
        <source>No take-back: %1 did not agree.</source>
        <translation>ไม่ได้ย้อนการเดิน: %1 ไม่ตกลง</translation>
    </message>
    <message>
        <source>The line to %1 has been down for %2 seconds, and the next game&apos;s first turn is theirs to choose (PM.2). You may claim that game (it begins with them taking the first turn and ends as their concession, PD.20), let the computer choose and play for them, or keep waiting.</source>
        <translation>การเชื่อมต่อกับ %1 ขาดไป %2 วินาทีแล้ว และเป็นตาของเพื่อนที่จะเลือกผู้เริ่มเทิร์นแรกของเกมถัดไป (PM.2) คุณจะขอชนะเกมนั้น (เกมเริ่มโดยให้เพื่อนเริ่มเทิร์นแรก แล้วจบโดยถือว่าเพื่อนยอมแพ้ PD.20) ให้คอมพิวเตอร์เลือกและเล่นแทนเพื่อน หรือรอต่อก็ได้</translation>
    </message>
    <message>
        <source>The line to %1 has been down for %2 seconds, and their win waits for them to press the clock (7.4.2). You may let the computer press it and play for them, or keep waiting: a game they won at the table is not claimed (PD.20).</source>
        <translation>การเชื่อมต่อกับ %1 ขาดไป %2 วินาทีแล้ว และชัยชนะของเพื่อนยังรอให้เพื่อนกดนาฬิกา (7.4.2) คุณจะให้คอมพิวเตอร์กดนาฬิกาและเล่นแทนเพื่อน หรือรอต่อก็ได้ เกมที่เพื่อนชนะมาแล้วจะขอชนะแทนไม่ได้ (PD.20)</translation>
    </message>
    <message>
        <source>Your friend is away</source>
        <translation>เพื่อนไม่อยู่ที่โต๊ะ</translation>
    </message>
    <message>
        <source>The line to %1 has been down for %2 seconds. Their seat is kept: you may claim the game (it ends as their concession), let the computer play for them, or keep waiting.</source>
        <translation>การเชื่อมต่อกับ %1 ขาดไป %2 วินาทีแล้ว ที่นั่งยังเก็บไว้ให้ คุณจะขอชนะเกมนี้ (เกมจบโดยถือว่าเพื่อนยอมแพ้) ให้คอมพิวเตอร์เล่นแทนเพื่อน หรือรอต่อก็ได้</translation>
    </message>
    <message>
        <source>&amp;Claim the game</source>
        <translation>ขอชนะเกมนี้ (&amp;C)</translation>
    </message>
    <message>
        <source>Let the com&amp;puter play for %1</source>
        <translation>ให้คอมพิวเตอร์เล่นแทน %1 (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keep waiting</source>
        <translation>รอต่อ (&amp;K)</translation>
    </message>
    <message>
        <source>The two computers no longer agree on the game: the table has stopped it.</source>
        <translation>คอมพิวเตอร์สองเครื่องเห็นเกมไม่ตรงกันแล้ว โต๊ะจึงหยุดเกมไว้</translation>
    </message>
</context>
<context>
    <name>HostedMatchQuestion</name>
    <message>
        <source>Unfinished match</source>
        <translation>แมตช์ที่ยังไม่จบ</translation>
    </message>
    <message>
        <source>Your match against %1, hosted at this computer, stopped after game %2: you %3, %1 %4.</source>
        <translation>แมตช์ของคุณกับ %1 ที่เปิดโต๊ะที่เครื่องนี้ หยุดลงหลังเกมที่ %2 (คุณชนะ %3 เกม %1 ชนะ %4 เกม)</translation>
    </message>
    <message>
        <source>Resume opens the table again with the same join code, and %1 comes back to it from their table; leaving the match gives it up (the games played are kept as finished games).</source>
        <translation>เล่นต่อจะเปิดโต๊ะอีกครั้งด้วยรหัสเข้าร่วมเดิม แล้ว %1 กลับเข้ามาจากโต๊ะของเขาได้ การออกจากแมตช์คือการเลิกแมตช์นี้ (เกมที่เล่นไปแล้วยังเก็บไว้เป็นเกมที่จบแล้ว)</translation>
    </message>
    <message>
        <source>&amp;Resume the match</source>
        <translation>&amp;เล่นแมตช์ต่อ</translation>
    </message>
    <message>
        <source>&amp;Leave the match</source>
        <translation>&amp;ออกจากแมตช์</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;วิธีเล่น</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;อภิธานศัพท์</translation>
    </message>
</context>
<context>
    <name>HowToWindow</name>
    <message>
        <source>Rules:</source>
        <translation>กติกา:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>วิธีเล่น</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>เข้าร่วมโต๊ะ</translation>
    </message>
    <message>
        <source>Join a friend&apos;s table on the same network: type the address, port and join code their Host a table window shows. Your friend takes the first turn; their computer checks every move.</source>
        <translation type="vanished">เข้าร่วมโต๊ะของเพื่อนในเครือข่ายเดียวกัน: พิมพ์ที่อยู่ พอร์ต และรหัสเข้าร่วมที่หน้าต่างเปิดโต๊ะของเพื่อนแสดง เพื่อนได้เล่นเทิร์นแรก และคอมพิวเตอร์ของเพื่อนตรวจทุกการเดิน</translation>
    </message>
    <message>
        <source>Join a friend&apos;s table on the same network: type the address, port and join code their Host a table window shows. A toss both computers check decides who takes the first turn; your friend&apos;s computer checks every move.</source>
        <translation>เข้าร่วมโต๊ะของเพื่อนในเครือข่ายเดียวกัน: พิมพ์ที่อยู่ พอร์ต และรหัสเข้าร่วมที่หน้าต่างเปิดโต๊ะของเพื่อนแสดง การเสี่ยงที่คอมพิวเตอร์ทั้งสองเครื่องตรวจได้จะตัดสินว่าใครได้เล่นเทิร์นแรก และคอมพิวเตอร์ของเพื่อนตรวจทุกการเดิน</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ชื่อของคุณ: (&amp;N)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <source>Your &amp;deck:</source>
        <translation>เด็คของคุณ: (&amp;D)</translation>
    </message>
    <message>
        <source>Played if the table asks you to bring your deck; otherwise the host chose one for you.</source>
        <translation>ใช้เล่นเมื่อโต๊ะให้นำเด็คของคุณมาเอง ถ้าไม่ใช่ เจ้าของโต๊ะเลือกเด็คให้คุณแล้ว</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>ที่อยู่: (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>พอร์ต: (&amp;P)</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>รหัสเข้าร่วม: (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>เข้าร่วม (&amp;J)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>%1 — %2, port %3</source>
        <translation>%1 — %2 พอร์ต %3</translation>
    </message>
    <message>
        <source>%1 (another version of Momon Desktop)</source>
        <translation>%1 (Momon Desktop คนละรุ่น)</translation>
    </message>
    <message>
        <source>Looking for tables on this network is off.</source>
        <translation>ปิดการค้นหาโต๊ะในเครือข่ายนี้อยู่</translation>
    </message>
    <message>
        <source>Tables on this network (click one, then type its join code):</source>
        <translation>โต๊ะในเครือข่ายนี้ (คลิกเลือกโต๊ะ แล้วพิมพ์รหัสเข้าร่วม):</translation>
    </message>
    <message>
        <source>Looking for tables on this network… none yet. You can also type the address.</source>
        <translation>กำลังค้นหาโต๊ะในเครือข่ายนี้… ยังไม่พบ พิมพ์ที่อยู่เองก็ได้</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>กำลังเข้าร่วมโต๊ะ…</translation>
    </message>
    <message>
        <source>Could not join the table: %1</source>
        <translation type="vanished">เข้าร่วมโต๊ะไม่ได้: %1</translation>
    </message>
</context>
<context>
    <name>JoinedGame</name>
    <message>
        <source>No table answers at %1, port %2. Check the address and the port, and that your friend&apos;s table is open.</source>
        <translation>ไม่มีโต๊ะตอบที่ %1 พอร์ต %2 ตรวจที่อยู่และพอร์ต และดูว่าเพื่อนเปิดโต๊ะไว้แล้ว</translation>
    </message>
    <message>
        <source>The program at %1, port %2 is not a Momon Desktop table.</source>
        <translation>โปรแกรมที่ %1 พอร์ต %2 ไม่ใช่โต๊ะของ Momon Desktop</translation>
    </message>
    <message>
        <source>The table does not know this join code: check it with your friend.</source>
        <translation>โต๊ะไม่รู้จักรหัสเข้าร่วมนี้ ลองตรวจกับเพื่อนอีกครั้ง</translation>
    </message>
    <message>
        <source>Your friend&apos;s Momon Desktop is another version than this one: both need the same version to play together.</source>
        <translation>Momon Desktop ของเพื่อนเป็นคนละรุ่นกับเครื่องนี้ ต้องใช้รุ่นเดียวกันจึงจะเล่นด้วยกันได้</translation>
    </message>
    <message>
        <source>The table did not take your deck: %1</source>
        <translation>โต๊ะไม่รับเด็คของคุณ: %1</translation>
    </message>
    <message>
        <source>The game at this table is over, and the host has not opened the next one.</source>
        <translation>เกมที่โต๊ะนี้จบแล้ว และเจ้าของโต๊ะยังไม่เปิดเกมต่อไป</translation>
    </message>
    <message>
        <source>The table closed the line.</source>
        <translation>โต๊ะปิดการเชื่อมต่อแล้ว</translation>
    </message>
    <message>
        <source>The table showed this seat a game other than the one it played, so the game was left: the table is not playing fair.</source>
        <translation>โต๊ะแสดงเกมให้ฝั่งนี้เห็นไม่ตรงกับเกมที่เล่นจริง จึงออกจากเกมแล้ว โต๊ะนี้เล่นไม่ซื่อ</translation>
    </message>
    <message>
        <source>The line to the table could not be kept.</source>
        <translation>รักษาการเชื่อมต่อกับโต๊ะไว้ไม่ได้</translation>
    </message>
    <message>
        <source>the table asks each player to bring their own deck</source>
        <translation>โต๊ะนี้ให้ผู้เล่นแต่ละคนนำเด็คของตนมาเอง</translation>
    </message>
    <message>
        <source>what was sent is not a deck</source>
        <translation>สิ่งที่ส่งไปไม่ใช่เด็ค</translation>
    </message>
    <message>
        <source>the table does not have the cards %1</source>
        <translation>โต๊ะนี้ไม่มีการ์ด %1</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>เจ้าของโต๊ะ</translation>
    </message>
    <message>
        <source>The line to %1 dropped: trying again. Your seat is kept, and the game goes on when the table is back.</source>
        <translation>การเชื่อมต่อกับ %1 หลุด กำลังเชื่อมต่อใหม่ ที่นั่งของคุณยังเก็บไว้ และเกมจะเล่นต่อเมื่อโต๊ะกลับมา</translation>
    </message>
    <message>
        <source>Back at the table: %1.</source>
        <translation>กลับมาที่โต๊ะแล้ว: %1</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation>ขอให้ %1 ยอมให้ย้อนการเดินครั้งล่าสุดของคุณแล้ว…</translation>
    </message>
    <message>
        <source>%1 agreed: your last move is taken back.</source>
        <translation>%1 ตกลงแล้ว: ย้อนการเดินครั้งล่าสุดของคุณแล้ว</translation>
    </message>
    <message>
        <source>No take-back: %1 did not agree.</source>
        <translation>ไม่ได้ย้อนการเดิน: %1 ไม่ตกลง</translation>
    </message>
    <message>
        <source>The table refused that move: %1</source>
        <translation>โต๊ะไม่รับการเดินนั้น: %1</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Learn to play</source>
        <translation>เรียนวิธีเล่น</translation>
    </message>
    <message>
        <source>&amp;Start lesson</source>
        <translation>&amp;เริ่มบทเรียน</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>บทเรียน</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>เรียนแล้ว</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>ยังไม่ได้เรียน</translation>
    </message>
    <message>
        <source>No lessons</source>
        <translation>ไม่มีบทเรียน</translation>
    </message>
    <message>
        <source>Rules taught: %1</source>
        <translation>กติกาที่สอน: %1</translation>
    </message>
    <message>
        <source>Done. You can play it again any time.</source>
        <translation>เรียนแล้ว เล่นซ้ำได้ทุกเมื่อ</translation>
    </message>
    <message>
        <source>Not done yet.</source>
        <translation>ยังไม่ได้เรียน</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Momon Desktop</source>
        <translation>Momon Desktop</translation>
    </message>
    <message>
        <source>%1 vs %2 – Momon Desktop</source>
        <translation type="vanished">%1 พบ %2 – Momon Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>เกม (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>เกมใหม่… (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>ถอนการเดิน (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Concede…</source>
        <translation>ยอมแพ้… (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>เล่น (&amp;P)</translation>
    </message>
    <message>
        <source>Go to your &amp;Hand</source>
        <translation>ไปที่ Hand ของคุณ (&amp;H)</translation>
    </message>
    <message>
        <source>Go to the &amp;Arena</source>
        <translation>ไปที่ Arena (&amp;A)</translation>
    </message>
    <message>
        <source>Go to the rules &amp;log</source>
        <translation>ไปที่บันทึกกติกา (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Cancel selection</source>
        <translation>ยกเลิกการเลือก (&amp;C)</translation>
    </message>
    <message>
        <source>Answer &amp;yes</source>
        <translation>ตอบ ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>Answer &amp;no</source>
        <translation>ตอบ ไม่ (&amp;N)</translation>
    </message>
    <message>
        <source>Your &amp;Void</source>
        <translation>Void ของคุณ (&amp;V)</translation>
    </message>
    <message>
        <source>Opponent&apos;s V&amp;oid</source>
        <translation>Void ของคู่แข่ง (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>มุมมอง (&amp;V)</translation>
    </message>
    <message>
        <source>Draw the far player&apos;s whole cards &amp;upright</source>
        <translation>แสดงการ์ดของผู้เล่นฝั่งตรงข้ามแบบตั้งตรงทั้งใบ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>เต็มจอ (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ภาษา (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ช่วยเหลือ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Momon Desktop</source>
        <translation>เกี่ยวกับ Momon Desktop (&amp;A)</translation>
    </message>
    <message>
        <source>Your Hand</source>
        <translation>Hand ของคุณ</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Revealed from the Hand of %1 (4.7.1).</source>
        <translation>เปิดเผยจาก Hand ของ %1 (4.7.1)</translation>
    </message>
    <message>
        <source>Pass the computer to %1</source>
        <translation>ส่งเครื่องให้ %1</translation>
    </message>
    <message>
        <source>%1 moved. %2, press Ready when only you can see the screen.</source>
        <translation>%1 เดินแล้ว · %2 กดปุ่มพร้อมเมื่อมีเพียงคุณที่มองเห็นหน้าจอ</translation>
    </message>
    <message>
        <source>Take back the move by %1</source>
        <translation>ถอนการเดินของ %1</translation>
    </message>
    <message>
        <source>First turn: %1</source>
        <translation>เล่นก่อน: %1</translation>
    </message>
    <message>
        <source>%1, press Ready when only you can see the screen.</source>
        <translation>%1 กดปุ่มพร้อมเมื่อมีเพียงคุณที่มองเห็นหน้าจอ</translation>
    </message>
    <message>
        <source>I am %1: ready</source>
        <translation>ฉันคือ %1: พร้อมแล้ว</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>คู่แข่งคอมพิวเตอร์</translation>
    </message>
    <message>
        <source>The computer opponent could not move: %1</source>
        <translation>คู่แข่งคอมพิวเตอร์เดินไม่ได้: %1</translation>
    </message>
    <message>
        <source>Ability of %1: %2 Choose one of the lit cards (P11.5): click it, or move with the arrow keys and press Enter.</source>
        <translation type="vanished">ความสามารถของ %1: %2 เลือกการ์ดหนึ่งใบที่สว่างอยู่ (P11.5): คลิกที่การ์ด หรือเลื่อนด้วยปุ่มลูกศรแล้วกด Enter</translation>
    </message>
    <message>
        <source>Game start (6.9)</source>
        <translation>เริ่มเกม (6.9)</translation>
    </message>
    <message>
        <source>Turn start</source>
        <translation>เริ่มเทิร์น</translation>
    </message>
    <message>
        <source>Step 1: Summon</source>
        <translation>Step 1: Summon</translation>
    </message>
    <message>
        <source>Step 2: Snatch Check</source>
        <translation>Step 2: Snatch Check</translation>
    </message>
    <message>
        <source>Step 3: End Step</source>
        <translation>Step 3: End Step</translation>
    </message>
    <message>
        <source>Turn start (P8.1)</source>
        <translation type="vanished">เริ่มเทิร์น (P8.1)</translation>
    </message>
    <message>
        <source>Step 1: Summon (P8.2)</source>
        <translation type="vanished">Step 1: Summon (P8.2)</translation>
    </message>
    <message>
        <source>Step 2: Snatch Check (P8.3)</source>
        <translation type="vanished">Step 2: Snatch Check (P8.3)</translation>
    </message>
    <message>
        <source>Step 3: End Step (P8.4)</source>
        <translation type="vanished">Step 3: End Step (P8.4)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>จบเกม</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ยินดีต้อนรับ</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (%1).</source>
        <translation>เริ่มเกมใหม่จากเมนูเกม (%1)</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>เป้าหมาย: %1</translation>
    </message>
    <message>
        <source>Turn %1 of 8</source>
        <translation>เทิร์นที่ %1 จาก 8</translation>
    </message>
    <message>
        <source>Play has stopped here.</source>
        <translation>การเล่นหยุดที่ตรงนี้</translation>
    </message>
    <message>
        <source>Waiting for %1, who plays at the other computer.</source>
        <translation>กำลังรอ %1 ซึ่งเล่นอยู่ที่อีกเครื่อง</translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation>%1: กำลังคิด…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>รอ %1</translation>
    </message>
    <message>
        <source>Summon %1: choose a lit empty square (Esc picks another card).</source>
        <translation>Summon %1: เลือกช่องว่างที่สว่างอยู่ (กด Esc เพื่อเลือกการ์ดใบอื่น)</translation>
    </message>
    <message>
        <source>Ability of %1: Summon a card from your Hand (P9.2). Pick a card, then an empty square.</source>
        <translation type="vanished">ความสามารถของ %1: Summon การ์ดจาก Hand ของคุณ (P9.2) เลือกการ์ด แล้วเลือกช่องว่าง</translation>
    </message>
    <message>
        <source>Summon a card (P8.2): pick it in your Hand, then an empty square. Drag it, click, or use the arrow keys and Enter.</source>
        <translation type="vanished">Summon การ์ด (P8.2): เลือกการ์ดใน Hand แล้วเลือกช่องว่าง ลากการ์ด คลิก หรือใช้ปุ่มลูกศรกับ Enter ก็ได้</translation>
    </message>
    <message>
        <source>%1&apos;s ability: %2 Choose one of the lit cards (P11.5).</source>
        <translation type="vanished">ความสามารถของ %1: %2 เลือกการ์ดหนึ่งใบที่สว่างอยู่ (P11.5)</translation>
    </message>
    <message>
        <source>Ability of %1: %2 Use it? (P11.5)</source>
        <translation type="vanished">ความสามารถของ %1: %2 จะใช้หรือไม่? (P11.5)</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>A draw. %1</source>
        <translation>เสมอ %1</translation>
    </message>
    <message>
        <source>Won by %1. %2</source>
        <translation>%1 ชนะ %2</translation>
    </message>
    <message>
        <source>Summon onto %1 (P10.3):</source>
        <translation type="vanished">Summon ลงช่อง %1 (P10.3):</translation>
    </message>
    <message>
        <source>Ability of %1: Summon a card from your Hand. Pick a card, then an empty square.</source>
        <translation>ความสามารถของ %1: Summon การ์ดจาก Hand ของคุณ เลือกการ์ด แล้วเลือกช่องว่าง</translation>
    </message>
    <message>
        <source>Summon a card: pick it in your Hand, then an empty square. Drag it, click, or use the arrow keys and Enter.</source>
        <translation>Summon การ์ด: เลือกการ์ดใน Hand แล้วเลือกช่องว่าง ลากการ์ด คลิก หรือใช้ปุ่มลูกศรกับ Enter ก็ได้</translation>
    </message>
    <message>
        <source>Ability of %1: %2 Choose one of the lit cards: click it, or move with the arrow keys and press Enter.</source>
        <translation>ความสามารถของ %1: %2 เลือกการ์ดหนึ่งใบที่สว่างอยู่: คลิกที่การ์ด หรือเลื่อนด้วยปุ่มลูกศรแล้วกด Enter</translation>
    </message>
    <message>
        <source>Ability of %1: %2 Use it?</source>
        <translation>ความสามารถของ %1: %2 จะใช้หรือไม่?</translation>
    </message>
    <message>
        <source>Summon onto %1:</source>
        <translation>Summon ลงช่อง %1:</translation>
    </message>
    <message>
        <source>• snatches nothing</source>
        <translation>• ไม่ได้แย่งการ์ดใด</translation>
    </message>
    <message>
        <source>• snatches %1 (%2)</source>
        <translation>• แย่ง %1 (%2)</translation>
    </message>
    <message>
        <source>• Ward Token blocks: %1 (%2)</source>
        <translation>• Ward Token กันไว้: %1 (%2)</translation>
    </message>
    <message>
        <source>• equal power, no snatch: %1 (%2)</source>
        <translation>• พลังเท่ากัน ไม่มีการแย่ง: %1 (%2)</translation>
    </message>
    <message>
        <source>• %1 (%2) is stronger and snatches it back</source>
        <translation>• %1 (%2) แข็งแกร่งกว่าและแย่งกลับ</translation>
    </message>
    <message>
        <source>• then %1 changes sides</source>
        <translation>• จากนั้น %1 เปลี่ยนฝั่ง</translation>
    </message>
    <message>
        <source>• then %1 goes back to its owner&apos;s Hand</source>
        <translation>• จากนั้น %1 กลับไปที่ Hand ของเจ้าของ</translation>
    </message>
    <message>
        <source>• then %1 leaves for its owner&apos;s Void</source>
        <translation>• จากนั้น %1 ไปที่ Void ของเจ้าของ</translation>
    </message>
    <message>
        <source>About Momon Desktop</source>
        <translation>เกี่ยวกับ Momon Desktop</translation>
    </message>
    <message>
        <source>Momon Desktop: a tabletop for Momon Wonder, the two-player card game from Thailand. Free software under the GNU GPL, version 3 or later.</source>
        <translation>Momon Desktop: โต๊ะเล่น Momon Wonder เกมการ์ดสองผู้เล่นจากประเทศไทย เป็นซอฟต์แวร์เสรีภายใต้สัญญาอนุญาต GNU GPL รุ่น 3 หรือใหม่กว่า</translation>
    </message>
</context>
<context>
    <name>MatchBarPainter</name>
    <message>
        <source>Match over</source>
        <translation>จบแมตช์</translation>
    </message>
    <message>
        <source>Game %1 · best of three (PM.1)</source>
        <translation>เกมที่ %1 · ชนะ 2 ใน 3 (PM.1)</translation>
    </message>
    <message>
        <source>Best of three (PM.1)</source>
        <translation>ชนะ 2 ใน 3 (PM.1)</translation>
    </message>
    <message>
        <source>%1: waiting for the clock press</source>
        <translation>%1: รอการกดนาฬิกา</translation>
    </message>
    <message>
        <source>%1: playing</source>
        <translation>%1: กำลังเล่น</translation>
    </message>
    <message>
        <source>%1: draw</source>
        <translation>%1: เสมอ</translation>
    </message>
    <message>
        <source>%1 won the game: it counts once the clock is pressed by %1 (7.4.2).</source>
        <translation>%1 ชนะเกมแล้ว: จะนับเมื่อ %1 กดนาฬิกา (7.4.2)</translation>
    </message>
    <message>
        <source>Press clock: %1 (Ctrl+Space)</source>
        <translation>กดนาฬิกา: %1 (Ctrl+Space)</translation>
    </message>
    <message>
        <source>%1 took the first turn (chosen by %2).</source>
        <translation>%1 เล่นเทิร์นแรก (%2 เป็นผู้เลือก)</translation>
    </message>
    <message>
        <source>Game %1 is next: who takes the first turn is up to %2.</source>
        <translation>เกมถัดไปคือเกมที่ %1: %2 เลือกว่าใครเล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>The roll goes to %1 (PM.2).</source>
        <translation>%1 ชนะการทอยลูกเต๋า (PM.2)</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation>หมดเวลา</translation>
    </message>
    <message>
        <source>Time is up for %1: the game is lost (PM.3).</source>
        <translation>%1 หมดเวลาและแพ้เกมนี้ (PM.3)</translation>
    </message>
    <message>
        <source>stopped: the line is down</source>
        <translation>หยุด: การเชื่อมต่อขาด</translation>
    </message>
    <message>
        <source>must press the clock</source>
        <translation>ต้องกดนาฬิกา</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>กำลังตัดสินใจ…</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>รอ</translation>
    </message>
</context>
<context>
    <name>MatchDesk</name>
    <message>
        <source>New &amp;match…</source>
        <translation>แมตช์ใ&amp;หม่…</translation>
    </message>
    <message>
        <source>Match &amp;history…</source>
        <translation>&amp;ประวัติแมตช์…</translation>
    </message>
    <message>
        <source>&amp;Resume the match</source>
        <translation>เ&amp;ล่นแมตช์ต่อ</translation>
    </message>
    <message>
        <source>The match is resumed where it stopped.</source>
        <translation>เล่นแมตช์ต่อจากจุดที่หยุดไว้แล้ว</translation>
    </message>
    <message>
        <source>No match to resume</source>
        <translation>ไม่มีแมตช์ให้เล่นต่อ</translation>
    </message>
    <message>
        <source>The match in progress cannot be resumed: %1</source>
        <translation>เล่นแมตช์ที่ค้างไว้ต่อไม่ได้: %1</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>เก็บไฟล์ไว้เป็น %1</translation>
    </message>
</context>
<context>
    <name>MatchDialogs</name>
    <message>
        <source>%1 %2 – %3 %4, game %5 under way</source>
        <translation>%1 %2 – %3 %4 กำลังเล่นเกมที่ %5</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4, game %5 is next</source>
        <translation>%1 %2 – %3 %4 เกมถัดไปคือเกมที่ %5</translation>
    </message>
    <message>
        <source>(drawn games: %1)</source>
        <translation>(เกมเสมอ: %1)</translation>
    </message>
    <message>
        <source>Time left: %1 %2, %3 %4.</source>
        <translation>เวลาที่เหลือ: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>MatchHistoryWindow</name>
    <message>
        <source>Match history</source>
        <translation>ประวัติแมตช์</translation>
    </message>
    <message>
        <source>Finished matches, newest first. Each game opens in the replay viewer (double-click it).</source>
        <translation>แมตช์ที่จบแล้ว ล่าสุดอยู่บน ดับเบิลคลิกเกมเพื่อเปิดดูรีเพลย์</translation>
    </message>
    <message>
        <source>Match / game</source>
        <translation>แมตช์ / เกม</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>จบอย่างไร</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>รายละเอียด</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>ดู&amp;รีเพลย์</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>No finished match yet.</source>
        <translation>ยังไม่มีแมตช์ที่จบ</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 พบ %2 · %3</translation>
    </message>
    <message>
        <source>roll seed %1</source>
        <translation>ซีดการทอย %1</translation>
    </message>
    <message>
        <source>clock %1 per game</source>
        <translation>นาฬิกา %1 ต่อเกม</translation>
    </message>
    <message>
        <source>%1 chose, %2 went first · Momon %3–%4</source>
        <translation>%1 เลือก, %2 เล่นก่อน · Momon %3–%4</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>เกมที่ %1</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>เปิดเกมที่ %1 ไม่ได้: %2</translation>
    </message>
</context>
<context>
    <name>MatchResumeQuestion</name>
    <message>
        <source>Unfinished match</source>
        <translation>แมตช์ที่ยังไม่จบ</translation>
    </message>
    <message>
        <source>The last match did not finish: %1.</source>
        <translation>แมตช์ล่าสุดยังไม่จบ: %1</translation>
    </message>
    <message>
        <source>Play on where it stopped, with the score, whose choice of the first turn it is and both clocks as they were. Leaving the match gives it up: it is not kept in the match history.</source>
        <translation>เล่นต่อจากจุดที่หยุดไว้ โดยคะแนน ผู้มีสิทธิ์เลือกตาแรก และนาฬิกาของทั้งสองฝ่ายเป็นเหมือนเดิม ถ้าออกจากแมตช์ แมตช์นี้จะถูกยกเลิกและไม่เก็บไว้ในประวัติแมตช์</translation>
    </message>
    <message>
        <source>&amp;Resume the match</source>
        <translation>&amp;เล่นแมตช์ต่อ</translation>
    </message>
    <message>
        <source>&amp;Leave the match</source>
        <translation>&amp;ออกจากแมตช์</translation>
    </message>
</context>
<context>
    <name>MatchScreen</name>
    <message>
        <source>8 turns each (7.1.2)</source>
        <translation>ครบคนละ 8 เทิร์น (7.1.2)</translation>
    </message>
    <message>
        <source>Arena full (7.2.1)</source>
        <translation>Arena เต็ม (7.2.1)</translation>
    </message>
    <message>
        <source>Concession (7.6.1)</source>
        <translation>ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>Forced loop (7.3.5)</source>
        <translation>ลูปบังคับ (7.3.5)</translation>
    </message>
    <message>
        <source>Out of time (PM.3)</source>
        <translation>หมดเวลา (PM.3)</translation>
    </message>
    <message>
        <source>Draw (7.4.3)</source>
        <translation>เสมอ (7.4.3)</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>%1 ชนะ</translation>
    </message>
    <message>
        <source>The match is a draw, %1–%2</source>
        <translation>แมตช์เสมอ %1–%2</translation>
    </message>
    <message>
        <source>The match goes to %3, %1–%2</source>
        <translation>%3 ชนะแมตช์ %1–%2</translation>
    </message>
    <message>
        <source>(drawn games: %1)</source>
        <translation>(เกมเสมอ: %1)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>แมตช์</translation>
    </message>
    <message>
        <source>%1 vs %2: best of three (PM.1)</source>
        <translation>%1 พบ %2: ชนะ 2 ใน 3 (PM.1)</translation>
    </message>
    <message>
        <source>Die roll (PM.2), seed %1: %2 (%3 – %4). The first player is chosen by %5 in games 1, 3 and 5, by %6 in games 2 and 4.</source>
        <translation>ทอยลูกเต๋า (PM.2) ซีด %1: %2 (%3 – %4) %5 เลือกผู้เล่นคนแรกในเกมที่ 1, 3 และ 5 ส่วน %6 เลือกในเกมที่ 2 และ 4</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <source>Chose</source>
        <translation>ผู้เลือก</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>เล่นก่อน</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>จบอย่างไร</translation>
    </message>
    <message>
        <source>Momon (first–second)</source>
        <translation>Momon (คนแรก–คนที่สอง)</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>เวลาที่เหลือ</translation>
    </message>
    <message>
        <source>The Match Result (7.4.1) is kept apart from the Game Results (PM.4). Saved in the match history.</source>
        <translation>ผลแมตช์ (7.4.1) บันทึกแยกจากผลเกม (PM.4) และเก็บไว้ในประวัติแมตช์แล้ว</translation>
    </message>
    <message>
        <source>The Match Result (7.4.1) is kept apart from the Game Results (PM.4).</source>
        <translation>ผลแมตช์ (7.4.1) บันทึกแยกจากผลเกม (PM.4)</translation>
    </message>
    <message>
        <source>Game %1 is next: who takes the first turn is up to %2.</source>
        <translation>เกมถัดไปคือเกมที่ %1: %2 เลือกว่าใครเล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>A drawn game counts for neither player; the match goes on until a player has two wins or five games were played (PM.1, 7.4.3).</source>
        <translation>เกมที่เสมอไม่นับให้ใคร แมตช์เล่นต่อจนมีผู้ชนะ 2 เกม หรือเล่นครบ 5 เกม (PM.1, 7.4.3)</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>เกม&amp;ถัดไป</translation>
    </message>
    <message>
        <source>Match &amp;history…</source>
        <translation>&amp;ประวัติแมตช์…</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation>ดูโ&amp;ต๊ะ</translation>
    </message>
    <message>
        <source>playing…</source>
        <translation>กำลังเล่น…</translation>
    </message>
    <message>
        <source>waiting for the clock press</source>
        <translation>รอการกดนาฬิกา</translation>
    </message>
    <message>
        <source>First Player Token (7.3.3)</source>
        <translation>First Player Token (7.3.3)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>Game %1 of the match starts again from its first turn: the unfinished game was not found in %2.</source>
        <translation>เกมที่ %1 ของแมตช์เริ่มใหม่ตั้งแต่เทิร์นแรก เพราะไม่พบเกมที่ค้างไว้ใน %2</translation>
    </message>
    <message>
        <source>The match is set aside: Game ▸ Resume the match goes back to it.</source>
        <translation>พักแมตช์ไว้แล้ว: เกม ▸ เล่นแมตช์ต่อ เพื่อกลับไปเล่น</translation>
    </message>
    <message>
        <source>The match in progress could not be kept: %1</source>
        <translation>เก็บแมตช์ที่กำลังเล่นไว้ไม่ได้: %1</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>ออก</translation>
    </message>
    <message>
        <source>The match could not be kept (%1). Quit anyway? The match would be lost.</source>
        <translation>เก็บแมตช์ไว้ไม่ได้ (%1) ออกเลยไหม? แมตช์นี้จะหายไป</translation>
    </message>
    <message>
        <source>The record of game %1 could not be saved: %2</source>
        <translation>บันทึกเกมที่ %1 ไม่ได้: %2</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation type="vanished">หมดเวลา</translation>
    </message>
    <message>
        <source>Time is up for %1: the game is lost (PM.3).</source>
        <translation type="vanished">%1 หมดเวลาและแพ้เกมนี้ (PM.3)</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>ประวัติแมตช์</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>บันทึกแมตช์ไม่ได้: %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="vanished">จบแมตช์</translation>
    </message>
    <message>
        <source>Game %1 · best of three (PM.1)</source>
        <translation type="vanished">เกมที่ %1 · ชนะ 2 ใน 3 (PM.1)</translation>
    </message>
    <message>
        <source>Best of three (PM.1)</source>
        <translation type="vanished">ชนะ 2 ใน 3 (PM.1)</translation>
    </message>
    <message>
        <source>%1: waiting for the clock press</source>
        <translation type="vanished">%1: รอการกดนาฬิกา</translation>
    </message>
    <message>
        <source>%1: playing</source>
        <translation type="vanished">%1: กำลังเล่น</translation>
    </message>
    <message>
        <source>%1: draw</source>
        <translation type="vanished">%1: เสมอ</translation>
    </message>
    <message>
        <source>%1 won the game: it counts once the clock is pressed by %1 (7.4.2).</source>
        <translation type="vanished">%1 ชนะเกมแล้ว: จะนับเมื่อ %1 กดนาฬิกา (7.4.2)</translation>
    </message>
    <message>
        <source>Press clock: %1 (Ctrl+Space)</source>
        <translation type="vanished">กดนาฬิกา: %1 (Ctrl+Space)</translation>
    </message>
    <message>
        <source>%1 took the first turn (chosen by %2).</source>
        <translation type="vanished">%1 เล่นเทิร์นแรก (%2 เป็นผู้เลือก)</translation>
    </message>
    <message>
        <source>Game %1 is next: who takes the first turn is up to %2.</source>
        <translation type="vanished">เกมถัดไปคือเกมที่ %1: %2 เลือกว่าใครเล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>The roll goes to %1 (PM.2).</source>
        <translation type="vanished">%1 ชนะการทอยลูกเต๋า (PM.2)</translation>
    </message>
    <message>
        <source>Show the &amp;match screen</source>
        <translation>แสดงหน้า&amp;แมตช์</translation>
    </message>
    <message>
        <source>must press the clock</source>
        <translation type="vanished">ต้องกดนาฬิกา</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation type="vanished">กำลังตัดสินใจ…</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="vanished">รอ</translation>
    </message>
</context>
<context>
    <name>MatchSetupDialog</name>
    <message>
        <source>New match</source>
        <translation>แมตช์ใหม่</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="vanished">ผู้เล่น A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="vanished">ผู้เล่น B</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">&amp;ชื่อ</translation>
    </message>
    <message>
        <source>&amp;Played by</source>
        <translation type="vanished">ผู้เ&amp;ล่น</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation type="vanished">เ&amp;ด็ค</translation>
    </message>
    <message>
        <source>Clock (PM.3)</source>
        <translation>นาฬิกา (PM.3)</translation>
    </message>
    <message>
        <source>Play with a &amp;clock</source>
        <translation>เล่นโดยใช้&amp;นาฬิกา</translation>
    </message>
    <message>
        <source>&amp;Minutes per player, each game:</source>
        <translation>จำนวน&amp;นาทีต่อผู้เล่น ในแต่ละเกม:</translation>
    </message>
    <message>
        <source>A player&apos;s time runs only while that player must decide, the computer too. Running out of time loses the game. A win counts once the winner presses the clock (7.4.2).</source>
        <translation>เวลาของผู้เล่นเดินเฉพาะตอนที่ผู้เล่นนั้นต้องตัดสินใจ รวมถึงคอมพิวเตอร์ด้วย ผู้ที่หมดเวลาแพ้เกมนั้น ชัยชนะนับเมื่อผู้ชนะกดนาฬิกาแล้ว (7.4.2)</translation>
    </message>
    <message>
        <source>Die roll (PM.2)</source>
        <translation>ทอยลูกเต๋า (PM.2)</translation>
    </message>
    <message>
        <source>Roll &amp;seed:</source>
        <translation>&amp;ซีดการทอย:</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>ซีดใหม่</translation>
    </message>
    <message>
        <source>Before game 1 both players roll a die; the higher roll chooses who takes the first turn in games 1 and 3, the other player in game 2. The seed is shown and kept with the match so that anyone can check the roll.</source>
        <translation>ก่อนเกมแรก ผู้เล่นทั้งสองทอยลูกเต๋า ผู้ที่ได้แต้มสูงกว่าเลือกว่าใครเล่นเทิร์นแรกในเกมที่ 1 และ 3 อีกฝ่ายเลือกในเกมที่ 2 ซีดจะแสดงและเก็บไว้กับแมตช์ เพื่อให้ทุกคนตรวจผลการทอยได้</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person at this computer</source>
        <translation>คนที่เครื่องนี้</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation type="vanished">คอมพิวเตอร์: easy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation type="vanished">คอมพิวเตอร์: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation type="vanished">คอมพิวเตอร์: hard</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>คอมพิวเตอร์: %1</translation>
    </message>
    <message>
        <source>Person at the other computer</source>
        <translation>คนที่อีกเครื่อง</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · เรตติ้ง %2</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Decks of exactly 10 cards from the starter set, no card more than twice (PF.1).</source>
        <translation>เด็ค 10 ใบพอดีจากชุดเริ่มต้น ไม่มีการ์ดใดเกินสองใบ (PF.1)</translation>
    </message>
    <message>
        <source>Decks of exactly 10 cards from any card set you have, your imported ones too, as many copies as you like (PF.2).</source>
        <translation>เด็ค 10 ใบพอดีจากชุดการ์ดใดก็ได้ที่คุณมี รวมถึงชุดที่นำเข้าเอง ซ้ำได้ไม่จำกัด (PF.2)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>ผู้เล่น A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>ผู้เล่น B</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>ชื่อ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>เด็ค (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Played by</source>
        <translation>ผู้เล่น (&amp;P)</translation>
    </message>
    <message>
        <source>Who goes first (6.6)</source>
        <translation>ใครเล่นก่อน (6.6)</translation>
    </message>
    <message>
        <source>Let the computer &amp;draw, fairly</source>
        <translation>ให้คอมพิวเตอร์สุ่&amp;มอย่างยุติธรรม</translation>
    </message>
    <message>
        <source>Nobody picks the result: it follows from the seed, which you both see and may change.</source>
        <translation>ไม่มีใครเลือกผลได้ ผลมาจากซีดที่คุณทั้งสองเห็นและเปลี่ยนได้</translation>
    </message>
    <message>
        <source>How is this fair?</source>
        <translation>ยุติธรรมอย่างไร?</translation>
    </message>
    <message>
        <source>A fair random &amp;draw both players can check</source>
        <translation type="vanished">สุ่มอย่างยุติธรรมที่ผู้เล่นทั้งสองตรวจสอบได้ (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>เลือกเอง (&amp;C)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>ซีด:</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>ซีดใหม่</translation>
    </message>
    <message>
        <source>The seed is shown to both players: the first player is the lowest bit of SHA-256 of the seed written in decimal, so anyone can check the draw.</source>
        <translation type="vanished">ผู้เล่นทั้งสองเห็นซีดนี้: ผู้เล่นคนแรกคือบิตต่ำสุดของ SHA-256 ของซีดที่เขียนเป็นเลขฐานสิบ ทุกคนจึงตรวจสอบผลการสุ่มได้</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Standard (PF.1)</source>
        <translation type="vanished">Standard (PF.1)</translation>
    </message>
    <message>
        <source>Open (PF.2): every loaded card set</source>
        <translation type="vanished">Open (PF.2): ทุกชุดการ์ดที่โหลดไว้</translation>
    </message>
    <message>
        <source>%1 (my deck)</source>
        <translation>%1 (เด็คของฉัน)</translation>
    </message>
    <message>
        <source>Seed %1: the first turn goes to %2.</source>
        <translation>ซีด %1: %2 เล่นก่อน</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>aggressive</source>
        <translation>ดุดัน</translation>
    </message>
    <message>
        <source>defensive</source>
        <translation>ตั้งรับ</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>สมดุล</translation>
    </message>
    <message>
        <source>Deck of %1</source>
        <translation>เด็คของ %1</translation>
    </message>
    <message>
        <source>Opponent for Player B</source>
        <translation>คู่แข่งของผู้เล่น B</translation>
    </message>
    <message>
        <source>Free choice</source>
        <translation>เลือกเอง</translation>
    </message>
    <message>
        <source>Choose Player B&apos;s name, deck and strength above.</source>
        <translation>เลือกชื่อ เด็ค และระดับของผู้เล่น B ด้านบน</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Rated %1</source>
        <translation>เรตติ้ง %1</translation>
    </message>
    <message>
        <source>Suggested for you next</source>
        <translation>แนะนำให้คุณเล่นเป็นคนต่อไป</translation>
    </message>
    <message>
        <source>Player B is played as chosen above: a person, or the computer at any level with any deck. Pick a portrait to meet one of the regulars of the temple fair instead, with their own deck and style of play.</source>
        <translation>ผู้เล่น B เล่นตามที่เลือกไว้ด้านบน: คน หรือคอมพิวเตอร์ระดับใดก็ได้กับเด็คใดก็ได้ เลือกภาพเหมือนเพื่อพบขาประจำคนหนึ่งของงานวัดแทน พร้อมเด็คและสไตล์การเล่นของเขาเอง</translation>
    </message>
    <message>
        <source>Player B is played as chosen above: a person, or the computer at easy, normal or hard with any deck. Pick a portrait to meet one of the regulars of the temple fair instead, with their own deck and style of play.</source>
        <translation type="vanished">ผู้เล่น B เป็นไปตามที่เลือกไว้ด้านบน: คน หรือคอมพิวเตอร์ระดับ easy, normal หรือ hard กับเด็คใดก็ได้ หรือเลือกภาพเหมือนเพื่อพบขาประจำงานวัด ที่มีเด็คและสไตล์การเล่นของตัวเอง</translation>
    </message>
    <message>
        <source>Strength: %1 · Style: %2</source>
        <translation>ระดับ: %1 · สไตล์: %2</translation>
    </message>
    <message>
        <source>%1 · Rated %2 with this deck and style (the level alone: %3)</source>
        <translation>%1 · เรตติ้ง %2 กับเด็คและสไตล์นี้ (ระดับนี้อย่างเดียว: %3)</translation>
    </message>
    <message>
        <source>%1 · Rated %2</source>
        <translation>%1 · เรตติ้ง %2</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>เด็ค: %1</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>OverlayItem</name>
    <message>
        <source>Summoned</source>
        <translation>เพิ่ง Summon</translation>
    </message>
    <message>
        <source>Snatched</source>
        <translation>ถูกแย่ง</translation>
    </message>
    <message>
        <source>Snatch</source>
        <translation>แย่ง</translation>
    </message>
    <message>
        <source>Ward blocks</source>
        <translation>Ward Token กันไว้</translation>
    </message>
    <message>
        <source>Tie: no snatch</source>
        <translation>เสมอ: ไม่แย่ง</translation>
    </message>
    <message>
        <source>Counter-snatch!</source>
        <translation>ถูกแย่งกลับ!</translation>
    </message>
</context>
<context>
    <name>Pacing</name>
    <message>
        <source>%1 Summoned %2 onto %3.</source>
        <translation>%1 Summon %2 ลงช่อง %3</translation>
    </message>
    <message>
        <source>%1 changed sides: %2 took it for %3.</source>
        <translation>%1 เปลี่ยนฝั่ง: %2 แย่งมาให้ %3</translation>
    </message>
    <message>
        <source>%1 changed sides to %3.</source>
        <translation>%1 เปลี่ยนไปอยู่ฝั่งของ %3</translation>
    </message>
    <message>
        <source>%1 was not taken: a Ward Token was used up instead.</source>
        <translation>%1 ไม่ถูกแย่ง: ใช้ Ward Token ไปหนึ่งชิ้นแทน</translation>
    </message>
    <message>
        <source>%1 left for its owner&apos;s Void: its power fell to 0.</source>
        <translation>%1 ไปยัง Void ของเจ้าของ: พลังลดลงเหลือ 0</translation>
    </message>
    <message>
        <source>%1 went back to its owner&apos;s Hand (ability of %2).</source>
        <translation>%1 กลับไปยัง Hand ของเจ้าของ (ความสามารถของ %2)</translation>
    </message>
    <message>
        <source>%1 left for its owner&apos;s Void (ability of %2).</source>
        <translation>%1 ไปยัง Void ของเจ้าของ (ความสามารถของ %2)</translation>
    </message>
    <message>
        <source>%1 Summoned %2 onto %3 and snatched one card.</source>
        <translation type="vanished">%1 Summon %2 ลงช่อง %3 และแย่งการ์ดได้ 1 ใบ</translation>
    </message>
    <message>
        <source>%1 Summoned %2 onto %3 and snatched %4 cards.</source>
        <translation type="vanished">%1 Summon %2 ลงช่อง %3 และแย่งการ์ดได้ %4 ใบ</translation>
    </message>
    <message>
        <source>%1 snatched one card back.</source>
        <translation type="vanished">%1 แย่งการ์ดกลับคืนได้ 1 ใบ</translation>
    </message>
    <message>
        <source>%1 snatched %2 cards back.</source>
        <translation type="vanished">%1 แย่งการ์ดกลับคืนได้ %2 ใบ</translation>
    </message>
    <message>
        <source>While you were away: %1</source>
        <translation>ระหว่างที่คุณไม่อยู่: %1</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>ความเร็วแอนิเมชัน (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>ปกติ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>เร็ว (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off (show every change at once)</source>
        <translation>ปิด: แสดงทุกการเปลี่ยนแปลงทันที (&amp;O)</translation>
    </message>
</context>
<context>
    <name>PlayAgain</name>
    <message>
        <source>The last game&apos;s decks are no longer available: choose a new game.</source>
        <translation>เด็คของเกมครั้งก่อนไม่มีให้ใช้แล้ว: โปรดเลือกเกมใหม่</translation>
    </message>
    <message>
        <source>Seed %1 of the fair draw: the first turn goes to %2 (6.6).</source>
        <translation>การสุ่มอย่างยุติธรรม ซีด %1: %2 ได้เล่นเทิร์นแรก (6.6)</translation>
    </message>
</context>
<context>
    <name>PlayAgainWindow</name>
    <message>
        <source>Play again</source>
        <translation>เล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation>ยินดีต้อนรับกลับมา</translation>
    </message>
    <message>
        <source>The same two players and decks; a new fair draw decides who takes the first turn.</source>
        <translation>ผู้เล่นสองคนและเด็คเดิม สุ่มใหม่อย่างยุติธรรมว่าใครได้เล่นเทิร์นแรก</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;เล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>เ&amp;กมใหม่…</translation>
    </message>
    <message>
        <source>Choose the players, the decks and who goes first.</source>
        <translation>เลือกผู้เล่น เด็ค และผู้ที่ได้เล่นก่อน</translation>
    </message>
    <message>
        <source>&amp;Welcome screen…</source>
        <translation>หน้า&amp;ต้อนรับ…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 ใช้เด็ค %2</translation>
    </message>
    <message>
        <source>Last time: %1 against %2, both at this computer.</source>
        <translation>ครั้งก่อน: %1 พบ %2 เล่นกันที่คอมพิวเตอร์เครื่องนี้</translation>
    </message>
    <message>
        <source>Last time: %1 against %2.</source>
        <translation>ครั้งก่อน: %1 พบ %2</translation>
    </message>
</context>
<context>
    <name>PlayerLadder</name>
    <message>
        <source>the computer at %1</source>
        <translation>คอมพิวเตอร์ระดับ %1</translation>
    </message>
    <message>
        <source>Your rating could not be read (%1), so it starts again; the old file was kept as %2.</source>
        <translation>อ่านเรตติ้งของคุณไม่ได้ (%1) จึงเริ่มนับใหม่ ไฟล์เดิมเก็บไว้เป็น %2</translation>
    </message>
    <message>
        <source>Your rating could not be saved: the data folder cannot be written.</source>
        <translation>บันทึกเรตติ้งของคุณไม่ได้: เขียนโฟลเดอร์ข้อมูลไม่ได้</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Marking Token: %1</source>
        <translation>Marking Token: %1</translation>
    </message>
    <message>
        <source>First Player Token</source>
        <translation>First Player Token</translation>
    </message>
    <message>
        <source>Its holder wins if the Momon counts are equal (7.3.3).</source>
        <translation>ผู้ถือ Token นี้ชนะเมื่อจำนวน Momon เท่ากัน (7.3.3)</translation>
    </message>
    <message>
        <source>Momon controlled</source>
        <translation>Momon ที่ควบคุม</translation>
    </message>
    <message>
        <source>Momon on the Arena with this player&apos;s Marking Token (7.3.1).</source>
        <translation>Momon บน Arena ที่มี Marking Token ของผู้เล่นคนนี้ (7.3.1)</translation>
    </message>
    <message>
        <source>Turns: %1 of 8 · Hand: %2</source>
        <translation>เทิร์น: %1 จาก 8 · Hand: %2</translation>
    </message>
    <message>
        <source>Each player takes at most 8 turns (7.1.1).</source>
        <translation>ผู้เล่นแต่ละคนเล่นได้ไม่เกิน 8 เทิร์น (7.1.1)</translation>
    </message>
    <message>
        <source>Void: %1</source>
        <translation>Void: %1</translation>
    </message>
    <message>
        <source>Open the Void viewer</source>
        <translation>เปิดหน้าต่างดู Void</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>กำลังคิด…</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>ตาเล่น</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Card preview</source>
        <translation>ภาพการ์ดขนาดใหญ่</translation>
    </message>
    <message>
        <source>Point at a card to see it large, with its full text.</source>
        <translation>ชี้ที่การ์ดเพื่อดูภาพขนาดใหญ่พร้อมข้อความทั้งหมด</translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s).</source>
        <translation>
            <numerusform>%n ปัญหา</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Copy the list</source>
        <translation>&amp;คัดลอกรายการ</translation>
    </message>
    <message>
        <source>Card set not imported</source>
        <translation>ไม่ได้นำเข้าชุดการ์ด</translation>
    </message>
    <message>
        <source>%1 was not imported: nothing of it was added, and your cards and decks are unchanged. Each line names the file, the card and the field.</source>
        <translation>ไม่ได้นำเข้า %1: ไม่มีส่วนใดถูกเพิ่ม การ์ดและเด็คของคุณไม่เปลี่ยนแปลง แต่ละบรรทัดระบุไฟล์ การ์ด และฟิลด์ที่มีปัญหา</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>ไฟล์ที่อ่านไม่ได้</translation>
    </message>
    <message>
        <source>These files in %1 were left as they are and are not used. Each line names the file, the card and the field.</source>
        <translation>ไฟล์เหล่านี้ใน %1 ถูกเก็บไว้ตามเดิมและไม่ได้ใช้ แต่ละบรรทัดระบุไฟล์ การ์ด และฟิลด์ที่มีปัญหา</translation>
    </message>
</context>
<context>
    <name>PuzzleDesk</name>
    <message>
        <source>Practice &amp;puzzles…</source>
        <translation>โจทย์&amp;ฝึกเล่น…</translation>
    </message>
    <message>
        <source>Positions with a goal to reach, against the computer.</source>
        <translation>สถานการณ์ที่มีเป้าหมายให้ทำ โดยเล่นกับคอมพิวเตอร์</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Practice puzzles</source>
        <translation>โจทย์ฝึกเล่น</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;เล่น</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>คำ&amp;ใบ้</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;ลองใหม่</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>โจทย์</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>แก้ได้แล้ว</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>ยังแก้ไม่ได้</translation>
    </message>
    <message>
        <source>Snatch %1 in one turn</source>
        <translation>Snatch %1 ตัวในเทิร์นเดียว</translation>
    </message>
    <message>
        <source>Win by %1 or more</source>
        <translation>ชนะห่าง %1 ขึ้นไป</translation>
    </message>
    <message>
        <source>Win from here</source>
        <translation>ชนะจากตรงนี้</translation>
    </message>
    <message>
        <source>No puzzles</source>
        <translation>ไม่มีโจทย์</translation>
    </message>
    <message>
        <source>The Arena at the start, from your side.</source>
        <translation>Arena ตอนเริ่ม มองจากฝั่งของคุณ</translation>
    </message>
    <message>
        <source>You are the player to move. The computer (%1) plays the other side and defends as well as it can.</source>
        <translation>คุณเป็นฝ่ายเดิน คอมพิวเตอร์ (%1) เล่นอีกฝั่งและป้องกันเต็มที่</translation>
    </message>
    <message>
        <source>Solved! The goal is met.</source>
        <translation>แก้ได้แล้ว! ทำเป้าหมายสำเร็จ</translation>
    </message>
    <message>
        <source>Not this time: the goal was missed. Retry sets the position up again to try another move.</source>
        <translation>ยังไม่สำเร็จ: พลาดเป้าหมาย กด ลองใหม่ เพื่อตั้งสถานการณ์อีกครั้งแล้วลองเดินแบบอื่น</translation>
    </message>
    <message>
        <source>On the table: your move. Hint shows a good move.</source>
        <translation>อยู่บนโต๊ะแล้ว: ตาคุณ กด คำใบ้ เพื่อดูการเดินที่ดี</translation>
    </message>
    <message>
        <source>You have solved this puzzle. Play it again any time.</source>
        <translation>คุณแก้โจทย์นี้ได้แล้ว เล่นซ้ำได้ทุกเมื่อ</translation>
    </message>
    <message>
        <source>Not solved yet. Play sets the position up on the table.</source>
        <translation>ยังแก้ไม่ได้ กด เล่น เพื่อตั้งสถานการณ์บนโต๊ะ</translation>
    </message>
    <message>
        <source>This puzzle cannot be set up: %1</source>
        <translation>ตั้งโจทย์นี้ไม่ได้: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>แก้โจทย์ได้แล้ว!</translation>
    </message>
    <message>
        <source>Puzzle goal missed.</source>
        <translation>พลาดเป้าหมายของโจทย์</translation>
    </message>
    <message>
        <source>%1: the goal is met.</source>
        <translation>%1: ทำเป้าหมายสำเร็จ</translation>
    </message>
    <message>
        <source>Every puzzle is solved. Well played!</source>
        <translation>แก้โจทย์ได้ครบทุกข้อแล้ว เก่งมาก!</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>โจทย์&amp;ถัดไป</translation>
    </message>
    <message>
        <source>%1: %2 Retry sets the position up again.</source>
        <translation>%1: %2 กด ลองใหม่ เพื่อตั้งสถานการณ์อีกครั้ง</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;เลือกทั้งหมด</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>เพิ่&amp;มขึ้นหนึ่งขั้น</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ลดลงหนึ่งขั้&amp;น</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ดูใ&amp;น:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;ชื่อไฟล์:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;ชนิดไฟล์:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;เปิด</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;บันทึก</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;เลือก</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>บันทึกเป็น</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>เลือกโฟลเดอร์</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์แม่</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ไปยังโฟลเดอร์แม่</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>มุมมองรายการ</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>มุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายการ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและที่คั่นไว้</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>แถบด้านข้าง</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์&amp;ใหม่</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>เปลี่ยน&amp;ชื่อ</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;ลบ</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>นำออก</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่&amp;ซ่อนไว้</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>มี %1 อยู่แล้ว
ต้องการแทนที่ไหม?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ไม่พบไฟล์
โปรดตรวจสอบว่าใส่ชื่อไฟล์ถูกต้อง</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ไม่พบโฟลเดอร์
โปรดตรวจสอบว่าใส่ชื่อโฟลเดอร์ถูกต้อง</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; ถูกป้องกันการเขียน
ยังต้องการลบอยู่ไหม?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>แน่ใจไหมว่าต้องการลบ &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ลบโฟลเดอร์ไม่ได้</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;ตกลง</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;บันทึก</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>ปิดโดยไม่บันทึก</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เ&amp;ลิกทำ</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำ&amp;ซ้ำ</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;ตัด</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;คัดลอก</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;วาง</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>แสดงรายละเอียด...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>ซ่อนรายละเอียด...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>บันทึกทั้งหมด</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>ใช่ทั้ง&amp;หมด</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>ไม่ทั้งหมด (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>ยุติ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ลองอีกครั้ง</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>ข้าม</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ทิ้ง</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ความช่วยเหลือ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ตั้งค่าใหม่</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เ&amp;ลิกทำ</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำ&amp;ซ้ำ</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;ตัด</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;คัดลอก</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>คัดลอกที่อยู่&amp;ลิงก์</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;วาง</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QuitGameQuestion</name>
    <message>
        <source>Quit</source>
        <translation>ออก</translation>
    </message>
    <message>
        <source>The game of %1 against %2 is not finished.</source>
        <translation>เกมระหว่าง %1 กับ %2 ยังไม่จบ</translation>
    </message>
    <message>
        <source>Save and quit keeps it in %1 and offers it when you start Momon Desktop again. Quit without saving gives it up: it is not offered again.</source>
        <translation>บันทึกแล้วออก: เกมจะถูกเก็บไว้ใน %1 และจะถามให้เล่นต่อเมื่อเปิด Momon Desktop ครั้งหน้า ออกโดยไม่บันทึก: เกมนี้จะถูกทิ้งและจะไม่ถามอีก</translation>
    </message>
    <message>
        <source>This game cannot be saved (its decks use cards that are not in an installed card set): quitting gives it up.</source>
        <translation>บันทึกเกมนี้ไม่ได้ (เด็คใช้การ์ดที่ไม่อยู่ในชุดการ์ดที่ติดตั้งไว้) ถ้าออก เกมนี้จะถูกทิ้ง</translation>
    </message>
    <message>
        <source>&amp;Save and quit</source>
        <translation>&amp;บันทึกแล้วออก</translation>
    </message>
    <message>
        <source>Quit &amp;without saving</source>
        <translation>ออกโดยไม่&amp;บันทึก</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
</context>
<context>
    <name>QuitMatchQuestion</name>
    <message>
        <source>Quit</source>
        <translation>ออก</translation>
    </message>
    <message>
        <source>The match is not finished: %1.</source>
        <translation>แมตช์ยังไม่จบ: %1</translation>
    </message>
    <message>
        <source>It is kept as it stands, both clocks stopped, and offered when you start Momon Desktop again.</source>
        <translation>แมตช์จะถูกเก็บไว้ตามที่เป็นอยู่ นาฬิกาทั้งสองหยุดเดิน และจะถามให้เล่นต่อเมื่อเปิด Momon Desktop ครั้งหน้า</translation>
    </message>
    <message>
        <source>&amp;Quit (the match is kept, resume it next time)</source>
        <translation>&amp;ออก (เก็บแมตช์ไว้ เล่นต่อครั้งหน้า)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
</context>
<context>
    <name>RatingBar</name>
    <message numerus="yes">
        <source>Your rating: %1, from %n game(s) against the computer.</source>
        <translation>
            <numerusform>เรตติ้งของคุณ: %1 จาก %n เกมที่เล่นกับคอมพิวเตอร์</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating: %1 to start with. Each game you finish against the computer moves it.</source>
        <translation>เรตติ้งเริ่มต้นของคุณ: %1 ทุกเกมที่คุณเล่นจบกับคอมพิวเตอร์จะทำให้ค่านี้เปลี่ยน</translation>
    </message>
    <message>
        <source>The computer&apos;s ratings are not available.</source>
        <translation>ไม่มีข้อมูลเรตติ้งของคอมพิวเตอร์</translation>
    </message>
    <message>
        <source>Suggested next: %1, rated %2.</source>
        <translation>แนะนำต่อไป: %1 เรตติ้ง %2</translation>
    </message>
    <message>
        <source>Pla&amp;y this opponent</source>
        <translation>เล่นกับคู่แข่งคนนี้ (&amp;Y)</translation>
    </message>
    <message>
        <source>Make the suggested opponent Player B, with you as Player A.</source>
        <translation>ให้คู่แข่งที่แนะนำเป็นผู้เล่น B และคุณเป็นผู้เล่น A</translation>
    </message>
</context>
<context>
    <name>RatingLine</name>
    <message>
        <source>Your rating: %1 (%2).</source>
        <translation>เรตติ้งของคุณ: %1 (%2)</translation>
    </message>
    <message>
        <source>Next, try %1 again.</source>
        <translation>ต่อไปลองเล่นกับ %1 อีกครั้ง</translation>
    </message>
    <message>
        <source>Next, try %1.</source>
        <translation>ต่อไปลองเล่นกับ %1</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 ที่ช่อง %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 และ %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>It takes %1 from %2 by its ability.</source>
        <translation>มันแย่ง %1 จาก %2 ด้วยความสามารถของมัน</translation>
    </message>
    <message>
        <source>It takes %1 from %2: it wins the face-off, %3 to %4.</source>
        <translation>มันแย่ง %1 จาก %2: ชนะ Face-off ด้วยพลัง %3 ต่อ %4</translation>
    </message>
    <message>
        <source>It takes %1 from %2: it does not look back.</source>
        <translation>มันแย่ง %1 จาก %2: การ์ดใบนั้นไม่ได้มองกลับมา</translation>
    </message>
    <message>
        <source>It takes %1 from %2.</source>
        <translation>มันแย่ง %1 จาก %2</translation>
    </message>
    <message>
        <source>It costs %1: the face-off goes to %2, which snatches it back.</source>
        <translation>ต้องเสีย %1: %2 ชนะ Face-off และแย่งกลับไป</translation>
    </message>
    <message>
        <source>It keeps %1 safe: %2 would have snatched it, and %3 is now taken.</source>
        <translation>มันปกป้อง %1: ไม่เช่นนั้น %2 จะแย่งไป และตอนนี้ช่อง %3 ไม่ว่างแล้ว</translation>
    </message>
    <message>
        <source>It keeps %1 safe with a Ward Token: %2 would have snatched it.</source>
        <translation>มันปกป้อง %1 ด้วย Ward Token: ไม่เช่นนั้น %2 จะแย่งไป</translation>
    </message>
    <message>
        <source>It keeps %1 safe: %2 would have snatched it, and now loses the face-off.</source>
        <translation>มันปกป้อง %1: ไม่เช่นนั้น %2 จะแย่งไป แต่ตอนนี้จะแพ้ Face-off</translation>
    </message>
    <message>
        <source>It stops a reply: after “%1”, %2 could Summon %3 onto %4 and take %5.</source>
        <translation>มันกันการตอบโต้: ถ้า “%1” %2 จะ Summon %3 ลงช่อง %4 และแย่ง %5 ได้</translation>
    </message>
    <message>
        <source>“%1” would lose %2 at once: the face-off goes to %3.</source>
        <translation>ถ้า “%1” จะเสีย %2 ทันที: %3 ชนะ Face-off</translation>
    </message>
    <message>
        <source>It stops a reply: after %1, %2 could Summon %3 and take %4.</source>
        <translation type="vanished">มันกันการตอบโต้: ถ้า%1 %2 จะ Summon %3 และแย่ง %4 ได้</translation>
    </message>
    <message>
        <source>%1 would lose %2 at once: the face-off goes to %3.</source>
        <translation type="vanished">ถ้า%1 จะเสีย %2 ทันที: %3 ชนะ Face-off</translation>
    </message>
    <message>
        <source>It removes a Ward Token from %1 (%2 left).</source>
        <translation>มันนำ Ward Token ออกจาก %1 (เหลือ %2)</translation>
    </message>
    <message>
        <source>The ability of %1 triggers.</source>
        <translation>ความสามารถของ %1 ทำงาน</translation>
    </message>
    <message>
        <source>The abilities of %1 trigger.</source>
        <translation>ความสามารถของ %1 ทำงาน</translation>
    </message>
    <message>
        <source>Ability of %1 triggers.</source>
        <translation type="vanished">ความสามารถของ %1 ทำงาน</translation>
    </message>
    <message>
        <source>It wins the game under best play, by %1 Momon.</source>
        <translation>ถ้าทั้งสองฝ่ายเล่นดีที่สุด ตานี้ชนะ โดยมี Momon มากกว่า %1 ใบ</translation>
    </message>
    <message>
        <source>It wins the game under best play, on the First Player Token.</source>
        <translation>ถ้าทั้งสองฝ่ายเล่นดีที่สุด ตานี้ชนะด้วย First Player Token</translation>
    </message>
    <message>
        <source>It saves a draw under best play; the other move loses.</source>
        <translation>ถ้าทั้งสองฝ่ายเล่นดีที่สุด ตานี้ได้เสมอ ส่วนอีกตาหนึ่งแพ้</translation>
    </message>
    <message>
        <source>Worked out to the end: you win by %1 Momon.</source>
        <translation>คำนวณจนจบเกมแล้ว: คุณชนะ โดยมี Momon มากกว่า %1 ใบ</translation>
    </message>
    <message>
        <source>Worked out to the end: you win on the First Player Token.</source>
        <translation>คำนวณจนจบเกมแล้ว: คุณชนะด้วย First Player Token</translation>
    </message>
    <message>
        <source>Against the best replies the game is lost; this holds out best.</source>
        <translation>ถ้าอีกฝ่ายตอบโต้ดีที่สุด เกมนี้แพ้ ตานี้ยื้อได้ดีที่สุด</translation>
    </message>
    <message>
        <source>Worked out to the end: a draw.</source>
        <translation>คำนวณจนจบเกมแล้ว: เสมอ</translation>
    </message>
    <message>
        <source>You should come out ahead.</source>
        <translation>คุณน่าจะได้เปรียบ</translation>
    </message>
    <message>
        <source>You are behind; this is the best defence found.</source>
        <translation>คุณเสียเปรียบ ตานี้เป็นการป้องกันที่ดีที่สุดที่หาได้</translation>
    </message>
    <message>
        <source>A close game.</source>
        <translation>เกมสูสี</translation>
    </message>
    <message>
        <source>It takes nothing at once: it holds a good square for the turns to come.</source>
        <translation>ยังไม่แย่งอะไรในทันที แต่ได้ช่องที่ดีสำหรับเทิร์นต่อไป</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <source>Found: %1</source>
        <translation>พบ: %1</translation>
    </message>
    <message>
        <source>Nothing matches “%1”.</source>
        <translation>ไม่พบ “%1”</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>กติกา %1: %2</translation>
    </message>
    <message>
        <source>Search, in English or Thai</source>
        <translation>ค้นหา เป็นภาษาอังกฤษหรือภาษาไทย</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 against %2</source>
        <translation type="vanished">รีเพลย์: %1 พบ %2</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 พบ %2</translation>
    </message>
    <message>
        <source>%1 – Replay</source>
        <translation>%1 – รีเพลย์</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;รีเพลย์</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>มุม&amp;มอง</translation>
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
        <source>&amp;Play by itself</source>
        <translation>เล่นต่อเอง (&amp;P)</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>ทบทว&amp;น</translation>
    </message>
    <message>
        <source>The computer weighs every decision of this game and shows the better moves.</source>
        <translation>คอมพิวเตอร์ประเมินทุกการตัดสินใจของเกมนี้และแสดงตาที่ดีกว่า</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>ทบทว&amp;นเกมนี้</translation>
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
        <source>Checked by its final position only</source>
        <translation>ตรวจสอบเฉพาะตำแหน่งสุดท้าย</translation>
    </message>
    <message>
        <source>This game was saved by an older version of Momon Desktop, which kept no check of each decision: only its result and final position were compared, so its moves may have been changed.</source>
        <translation>เกมนี้บันทึกโดย Momon Desktop รุ่นเก่า ซึ่งไม่ได้เก็บข้อมูลตรวจสอบของแต่ละการตัดสินใจ จึงเทียบได้เพียงผลและตำแหน่งสุดท้ายของเกม การเดินในเกมนี้จึงอาจถูกแก้ไขมาแล้ว</translation>
    </message>
    <message>
        <source>Checked at every decision</source>
        <translation>ตรวจสอบแล้วทุกการตัดสินใจ</translation>
    </message>
    <message>
        <source>Every decision of this game was played again and led to the position the saved game holds for it.</source>
        <translation>เล่นซ้ำทุกการตัดสินใจของเกมนี้แล้ว และแต่ละครั้งได้ตำแหน่งตรงกับที่เกมที่บันทึกไว้ระบุ</translation>
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
        <source>Seen by %1 (first player)</source>
        <translation>มุมมองของ %1 (ผู้เล่นคนแรก)</translation>
    </message>
    <message>
        <source>Seen by %1 (second player)</source>
        <translation>มุมมองของ %1 (ผู้เล่นคนที่สอง)</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand ของ %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>หยุดชั่วคราว</translation>
    </message>
    <message>
        <source>Play by itself</source>
        <translation>เล่นต่อเอง</translation>
    </message>
    <message>
        <source>Turn %1 of 8 · %2</source>
        <translation>เทิร์นที่ %1 จาก 8 · %2</translation>
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
        <translation type="vanished">%1 Summon %2 ลงช่อง %3</translation>
    </message>
    <message>
        <source>%1 chose %2.</source>
        <translation type="vanished">%1 เลือก %2</translation>
    </message>
    <message>
        <source>%1 used the ability.</source>
        <translation type="vanished">%1 ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>%1 declined the ability.</source>
        <translation type="vanished">%1 ไม่ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1).</source>
        <translation type="vanished">%1 ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>Game start (6.9)</source>
        <translation type="vanished">เริ่มเกม (6.9)</translation>
    </message>
    <message>
        <source>Turn start (P8.1)</source>
        <translation type="vanished">เริ่มเทิร์น (P8.1)</translation>
    </message>
    <message>
        <source>Step 1: Summon (P8.2)</source>
        <translation type="vanished">ขั้นที่ 1: Summon (P8.2)</translation>
    </message>
    <message>
        <source>Step 2: Snatch Check (P8.3)</source>
        <translation type="vanished">ขั้นที่ 2: Snatch Check (P8.3)</translation>
    </message>
    <message>
        <source>Step 3: End Step (P8.4)</source>
        <translation type="vanished">ขั้นที่ 3: End Step (P8.4)</translation>
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
        <source>Won by %1: %2.</source>
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
    <name>ResultDialog</name>
    <message>
        <source>Both players have taken 8 turns (7.1.2).</source>
        <translation type="vanished">ผู้เล่นทั้งสองเล่นครบ 8 เทิร์นแล้ว (7.1.2)</translation>
    </message>
    <message>
        <source>The Arena was full at the start of a Summon Step (7.2.1, 7.2.2).</source>
        <translation type="vanished">Arena เต็มเมื่อเริ่ม Summon Step (7.2.1, 7.2.2)</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1).</source>
        <translation type="vanished">%1 ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>A forced loop: the game is a draw (7.3.5).</source>
        <translation type="vanished">เกิดลูปบังคับ: เกมเสมอ (7.3.5)</translation>
    </message>
    <message>
        <source>Both players have taken their 8 turns, so the game is over (7.1.1, 7.1.2).</source>
        <translation>ผู้เล่นทั้งสองเล่นครบคนละ 8 เทิร์นแล้ว เกมจึงจบ (7.1.1, 7.1.2)</translation>
    </message>
    <message>
        <source>The Arena was full when a Summon Step began, so the game is over (7.2.1, 7.2.2).</source>
        <translation>Arena เต็มเมื่อเริ่ม Summon Step เกมจึงจบ (7.2.1, 7.2.2)</translation>
    </message>
    <message>
        <source>The game ended by a concession (7.6.1).</source>
        <translation>เกมจบเพราะมีผู้ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1): the game ended at once and %2 wins.</source>
        <translation type="vanished">%1 ยอมแพ้ (7.6.1): เกมจบทันทีและ %2 ชนะ</translation>
    </message>
    <message>
        <source>Abilities went on with no decision in between until the same position came back, or 100,000 of them had resolved: a forced loop, so the game is a draw (P11.7, PD.7, 7.3.5).</source>
        <translation>ความสามารถทำงานต่อกันโดยไม่มีผู้เล่นคนใดตัดสินใจคั่น จนสถานะเดิมวนกลับมาซ้ำ หรือทำงานครบ 100,000 ครั้ง: เกิดลูปบังคับ เกมจึงเสมอ (P11.7, PD.7, 7.3.5)</translation>
    </message>
    <message>
        <source>After a concession the Momon on the Arena are not counted (7.6.1).</source>
        <translation>เมื่อมีผู้ยอมแพ้ จะไม่นับ Momon บน Arena (7.6.1)</translation>
    </message>
    <message>
        <source>A forced loop is a draw whatever the counts (7.3.5).</source>
        <translation>ลูปบังคับทำให้เกมเสมอไม่ว่าจำนวน Momon จะเป็นเท่าใด (7.3.5)</translation>
    </message>
    <message>
        <source>Each player counts the Momon they control on the Arena (7.3.1).</source>
        <translation>ผู้เล่นแต่ละคนนับ Momon ที่ตนควบคุมบน Arena (7.3.1)</translation>
    </message>
    <message>
        <source>%1 controls %2 Momon and %3 controls %4: more Momon wins (7.3.1, 7.3.2).</source>
        <translation type="vanished">%1 ควบคุม Momon %2 ตัว และ %3 ควบคุม %4 ตัว: ผู้ที่ควบคุม Momon มากกว่าชนะ (7.3.1, 7.3.2)</translation>
    </message>
    <message>
        <source>Both players control %1 Momon, a tie. A tie goes to the holder of the First Player Token: %2 holds it, so %2 wins (7.3.3).</source>
        <translation type="vanished">ผู้เล่นทั้งสองควบคุม Momon คนละ %1 ตัว เท่ากัน เมื่อเท่ากัน ผู้ถือ First Player Token เป็นผู้ชนะ: %2 ถืออยู่ %2 จึงชนะ (7.3.3)</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1): the game ended at once, a victory for %2.</source>
        <translation>%1 ยอมแพ้ (7.6.1): เกมจบทันที %2 เป็นฝ่ายชนะ</translation>
    </message>
    <message>
        <source>Momon controlled: %2 for %1, %4 for %3. More Momon wins (7.3.1, 7.3.2).</source>
        <translation>Momon ที่ควบคุม: %1 มี %2 ตัว, %3 มี %4 ตัว ฝ่ายที่มี Momon มากกว่าชนะ (7.3.1, 7.3.2)</translation>
    </message>
    <message>
        <source>Both players control %1 Momon, a tie. A tie goes to the holder of the First Player Token, held by %2: a victory for %2 (7.3.3).</source>
        <translation>ผู้เล่นทั้งสองควบคุม Momon ฝ่ายละ %1 ตัว เท่ากัน เมื่อเท่ากัน ผู้ถือ First Player Token เป็นฝ่ายชนะ: ผู้ถือคือ %2 จึงเป็นชัยชนะของ %2 (7.3.3)</translation>
    </message>
    <message>
        <source>Rematch: seed %1 of the fair draw, %2 goes first (6.6).</source>
        <translation type="vanished">เล่นอีกครั้ง: ซีดของการสุ่มที่ยุติธรรมคือ %1 %2 ได้เล่นก่อน (6.6)</translation>
    </message>
    <message>
        <source>Rematch: seed %1 of the fair draw; first turn: %2 (6.6).</source>
        <translation>เล่นอีกครั้ง: ซีดของการสุ่มที่ยุติธรรมคือ %1 ตาแรก: %2 (6.6)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>จบเกม</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>เสมอ</translation>
    </message>
    <message>
        <source>Victory for %1!</source>
        <translation>%1 ชนะ!</translation>
    </message>
    <message>
        <source>Momon controlled · %1 Marking Token · holds the First Player Token</source>
        <translation>Momon ที่ควบคุม · Marking Token %1 · ถือ First Player Token</translation>
    </message>
    <message>
        <source>Momon controlled · %1 Marking Token</source>
        <translation>Momon ที่ควบคุม · Marking Token %1</translation>
    </message>
    <message>
        <source>%1: %2 Momon</source>
        <translation>%1: Momon %2 ตัว</translation>
    </message>
    <message>
        <source>The final position, seen from the side of %1</source>
        <translation>สถานะสุดท้ายของเกม มองจากฝั่งของ %1</translation>
    </message>
    <message>
        <source>The computer weighs every decision of this game and shows the better moves.</source>
        <translation>คอมพิวเตอร์ประเมินทุกการตัดสินใจของเกมนี้และแสดงตาที่ดีกว่า</translation>
    </message>
    <message>
        <source>The final position, seen from %1&apos;s side</source>
        <translation type="vanished">สถานะสุดท้ายของเกม มองจากฝั่งของ %1</translation>
    </message>
    <message>
        <source>The final position</source>
        <translation>สถานะสุดท้ายของเกม</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>เล่นอีกครั้ง (&amp;R)</translation>
    </message>
    <message>
        <source>Play again: the same players, decks and computer opponents; a new fair draw decides who goes first (6.6).</source>
        <translation>เล่นอีกครั้งด้วยผู้เล่น เด็ค และคู่แข่งคอมพิวเตอร์ชุดเดิม โดยสุ่มใหม่อย่างยุติธรรมว่าใครได้เล่นก่อน (6.6)</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>รีเพลย์ (&amp;P)</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>ทบทวนเกม (&amp;V)</translation>
    </message>
    <message>
        <source>Watch this game again: the replay viewer plays it from its first decision.</source>
        <translation>ดูเกมนี้อีกครั้ง: หน้าต่างรีเพลย์จะเล่นเกมให้ดูตั้งแต่การตัดสินใจแรก</translation>
    </message>
    <message>
        <source>Watch this game again in the replay viewer, from its first decision.</source>
        <translation type="vanished">ดูเกมนี้อีกครั้งในหน้าต่างรีเพลย์ ตั้งแต่การตัดสินใจแรก</translation>
    </message>
    <message>
        <source>There is no game review yet: this opens the replay viewer at the first decision, to go through the game move by move.</source>
        <translation type="vanished">ยังไม่มีการทบทวนเกม: ปุ่มนี้เปิดหน้าต่างรีเพลย์ที่การตัดสินใจแรก เพื่อไล่ดูเกมทีละตา</translation>
    </message>
    <message>
        <source>This game cannot be watched again: it was not recorded.</source>
        <translation>ดูเกมนี้อีกครั้งไม่ได้ เพราะเกมนี้ไม่ได้ถูกบันทึกไว้</translation>
    </message>
    <message>
        <source>Choose players and decks for another game.</source>
        <translation>เลือกผู้เล่นและเด็คสำหรับเกมใหม่</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>Look at the table as the game ended.</source>
        <translation>ดูโต๊ะตามที่เกมจบ</translation>
    </message>
    <message>
        <source>Momon controlled</source>
        <translation type="vanished">Momon ที่ควบคุม</translation>
    </message>
    <message>
        <source>Each player counts the Momon they control on the Arena (7.3.1); more wins (7.3.2).</source>
        <translation type="vanished">ผู้เล่นแต่ละคนนับ Momon ที่ตนควบคุมบน Arena (7.3.1) ผู้ที่มีมากกว่าชนะ (7.3.2)</translation>
    </message>
    <message>
        <source>The counts are equal: the win goes to the holder of the First Player Token, %1 (7.3.3).</source>
        <translation type="vanished">จำนวนเท่ากัน: ผู้ถือ First Player Token คือ %1 จึงชนะ (7.3.3)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>เกมใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation type="vanished">ดูโต๊ะ (&amp;L)</translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message>
        <source>Unfinished game</source>
        <translation>เกมที่ยังไม่จบ</translation>
    </message>
    <message>
        <source>Your game saved when you quit: %1 against %2, turn %3 of 8 for %4.</source>
        <translation>เกมที่คุณบันทึกไว้ตอนออก: %1 พบ %2 เทิร์นที่ %3 จาก 8 ของ %4</translation>
    </message>
    <message>
        <source>The last game did not finish: %1 against %2, turn %3 of 8 for %4.</source>
        <translation>เกมครั้งก่อนยังไม่จบ: %1 พบ %2 เทิร์นที่ %3 จาก 8 ของ %4</translation>
    </message>
    <message>
        <source>You hosted this game for %1 at another computer. Resume opens the table again with the same join code, and %1 comes back to it from their table; or keep it as a saved game for later, or discard it.</source>
        <translation>เกมนี้คุณเปิดโต๊ะให้ %1 เล่นจากคอมพิวเตอร์อีกเครื่อง เล่นต่อจะเปิดโต๊ะอีกครั้งด้วยรหัสเข้าร่วมเดิม และ %1 กลับมาได้จากโต๊ะของตน หรือเก็บเกมไว้เล่นภายหลัง หรือทิ้งไป</translation>
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
    <name>ReviewWindow</name>
    <message>
        <source>Cancelled.</source>
        <translation>ยกเลิกแล้ว</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>การตัดสินใจที่ %1 จาก %2</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>การทบทวนล้มเหลว: %1</translation>
    </message>
    <message>
        <source>%1. %2: %3 — %4</source>
        <translation>%1. %2: %3 — %4</translation>
    </message>
    <message>
        <source>Decision %1 · %2 · %3</source>
        <translation>การตัดสินใจที่ %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The position before the decision, from the side of %1: the gold square is the better answer, the dashed one the answer given.</source>
        <translation>ตำแหน่งก่อนการตัดสินใจ มองจากฝั่งของ %1: ช่องสีทองคือคำตอบที่ดีกว่า ช่องเส้นประคือคำตอบที่เลือกไป</translation>
    </message>
    <message>
        <source>Play on from this position against the computer (%1), as %2.</source>
        <translation>เล่นต่อจากตำแหน่งนี้กับคอมพิวเตอร์ (%1) ในฐานะ %2</translation>
    </message>
    <message>
        <source>Played: %1, leading to %2 Momon for %3 at the end.</source>
        <translation>ที่เล่นไป: %1 นำไปสู่ผลต่าง Momon %2 สำหรับ %3 เมื่อจบเกม</translation>
    </message>
    <message>
        <source>The only legal answer.</source>
        <translation>เป็นคำตอบเดียวที่ถูกกติกา</translation>
    </message>
    <message>
        <source>The best answer the computer found.</source>
        <translation>เป็นคำตอบที่ดีที่สุดที่คอมพิวเตอร์หาได้</translation>
    </message>
    <message>
        <source>playing on without conceding</source>
        <translation>เล่นต่อไปโดยไม่ยอมแพ้</translation>
    </message>
    <message>
        <source>Better: %1, leading to %2 Momon (%3 lost).</source>
        <translation>ที่ดีกว่า: %1 นำไปสู่ผลต่าง Momon %2 (เสียไป %3)</translation>
    </message>
    <message>
        <source>It snatches at once: %1.</source>
        <translation type="vanished">Snatch ได้ทันที: %1</translation>
    </message>
    <message>
        <source>The answer given loses the game against best play.</source>
        <translation>คำตอบที่เลือกไปทำให้แพ้เกมเมื่ออีกฝ่ายเล่นดีที่สุด</translation>
    </message>
    <message>
        <source>Exact: the rest of the game was solved.</source>
        <translation>แม่นยำ: คำนวณส่วนที่เหลือของเกมได้ครบทั้งหมด</translation>
    </message>
    <message>
        <source>An estimate: the search looked ahead as far as its budget allows.</source>
        <translation>ค่าประมาณ: การค้นหามองล่วงหน้าได้ไกลเท่าที่งบการค้นหาอนุญาต</translation>
    </message>
    <message>
        <source>%1 against %2 – Game review</source>
        <translation>%1 พบ %2 – ทบทวนเกม</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>ทบทวนเกม</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Weighing every decision…</source>
        <translation>กำลังประเมินทุกการตัดสินใจ…</translation>
    </message>
    <message>
        <source>Every decision weighed: %1.</source>
        <translation>ประเมินทุกการตัดสินใจแล้ว: %1 ครั้ง</translation>
    </message>
    <message>
        <source>&amp;Start again</source>
        <translation>เ&amp;ริ่มใหม่</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>กราฟการประเมิน</translation>
    </message>
    <message>
        <source>Click a point to go to that decision.</source>
        <translation>คลิกจุดเพื่อไปยังการตัดสินใจนั้น</translation>
    </message>
    <message>
        <source>Momon difference at the end under best play, before each decision: above the line %1 stands better, below it %2.</source>
        <translation>ผลต่าง Momon เมื่อจบเกมหากเล่นดีที่สุด ก่อนการตัดสินใจแต่ละครั้ง: เหนือเส้น %1 ได้เปรียบ ใต้เส้น %2 ได้เปรียบ</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>ข้อผิดพลาดก่อ&amp;นหน้า</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>ข้อผิดพลาด&amp;ถัดไป</translation>
    </message>
    <message>
        <source>&amp;Try from here</source>
        <translation>&amp;ลองเล่นจากตรงนี้</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
</context>
<context>
    <name>RulesLog</name>
    <message>
        <source>Rule</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>สิ่งที่เกิดขึ้น</translation>
    </message>
    <message>
        <source>Point at a rule number for what the rule says</source>
        <translation>ชี้ที่หมายเลขกติกาเพื่อดูว่ากติกาข้อนั้นว่าอย่างไร</translation>
    </message>
    <message>
        <source>Rules log</source>
        <translation>บันทึกกติกา</translation>
    </message>
</context>
<context>
    <name>SetAsideMatchQuestion</name>
    <message>
        <source>Match in progress</source>
        <translation>แมตช์ที่กำลังเล่นอยู่</translation>
    </message>
    <message>
        <source>A match is in progress: %1.</source>
        <translation>มีแมตช์ที่กำลังเล่นอยู่: %1</translation>
    </message>
    <message>
        <source>Playing something else sets it aside: it is kept as it stands, both clocks stopped. Game ▸ Resume the match goes back to it, and it is offered when you start Momon Desktop again.</source>
        <translation>การเล่นอย่างอื่นจะพักแมตช์นี้ไว้: เก็บไว้ตามที่เป็นอยู่ นาฬิกาทั้งสองหยุดเดิน เกม ▸ เล่นแมตช์ต่อ เพื่อกลับไปเล่น และจะถูกเสนอให้เล่นต่อเมื่อเปิด Momon Desktop ครั้งถัดไป</translation>
    </message>
    <message>
        <source>&amp;Set the match aside</source>
        <translation>&amp;พักแมตช์ไว้</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <source>C&amp;hat…</source>
        <translation>แชต… (&amp;H)</translation>
    </message>
    <message>
        <source>Write to the friend at the other computer.</source>
        <translation>ส่งข้อความถึงเพื่อนที่อีกเครื่อง</translation>
    </message>
    <message>
        <source>From %1: %2 (Play ▸ Chat… to answer)</source>
        <translation>จาก %1: %2 (ตอบได้ที่ เล่น ▸ แชต…)</translation>
    </message>
</context>
<context>
    <name>TableHosting</name>
    <message>
        <source>&amp;Host a table…</source>
        <translation>เปิดโต๊ะให้เพื่อน… (&amp;H)</translation>
    </message>
    <message>
        <source>Play a friend at another computer on this network.</source>
        <translation>เล่นกับเพื่อนที่ใช้อีกเครื่องในเครือข่ายนี้</translation>
    </message>
    <message>
        <source>The same decks at the same table, a new toss for the first turn; your friend joins it from their result screen.</source>
        <translation>เด็คเดิมที่โต๊ะเดิม เสี่ยงใหม่ว่าใครได้เล่นเทิร์นแรก เพื่อนเข้าร่วมได้จากหน้าผลเกมของเพื่อน</translation>
    </message>
    <message>
        <source>Waiting for %1 to join the rematch…</source>
        <translation>กำลังรอ %1 เข้าร่วมเกมใหม่…</translation>
    </message>
    <message>
        <source>The table cannot listen on port %1 (%2). Choose another port, or &apos;any free port&apos;.</source>
        <translation>โต๊ะรอรับการเชื่อมต่อที่พอร์ต %1 ไม่ได้ (%2) เลือกพอร์ตอื่น หรือ &quot;พอร์ตใดก็ได้ที่ว่าง&quot;</translation>
    </message>
    <message>
        <source>The table could not be opened again: the game goes on at this computer.</source>
        <translation>เปิดโต๊ะอีกครั้งไม่ได้ เกมจะเล่นต่อที่คอมพิวเตอร์เครื่องนี้</translation>
    </message>
    <message>
        <source>The table could not be opened again for the match.</source>
        <translation>เปิดโต๊ะของแมตช์นี้อีกครั้งไม่ได้</translation>
    </message>
    <message>
        <source>The table is open again on port %1 with the join code %2: waiting for %3 to come back.</source>
        <translation>เปิดโต๊ะอีกครั้งแล้วที่พอร์ต %1 รหัสเข้าร่วม %2 กำลังรอ %3 กลับมา</translation>
    </message>
    <message>
        <source>The line to %1 dropped: the seat is kept and the game waits.</source>
        <translation>การเชื่อมต่อกับ %1 หลุด ที่นั่งยังเก็บไว้ให้ และเกมรอจนกว่าจะกลับมา</translation>
    </message>
    <message>
        <source>Back at the table: %1.</source>
        <translation>กลับมาที่โต๊ะแล้ว: %1</translation>
    </message>
</context>
<context>
    <name>TableJoining</name>
    <message>
        <source>&amp;Join a table…</source>
        <translation>เข้าร่วมโต๊ะ… (&amp;J)</translation>
    </message>
    <message>
        <source>Play at a friend&apos;s table on this network.</source>
        <translation>เล่นที่โต๊ะของเพื่อนในเครือข่ายนี้</translation>
    </message>
    <message>
        <source>Join the next game at the same table, once the host opens it from their result screen.</source>
        <translation>เข้าร่วมเกมต่อไปที่โต๊ะเดิม เมื่อเจ้าของโต๊ะเปิดจากหน้าผลเกมของเขา</translation>
    </message>
    <message>
        <source>Waiting for the host to open the rematch…</source>
        <translation>กำลังรอเจ้าของโต๊ะเปิดเกมใหม่…</translation>
    </message>
    <message>
        <source>The table&apos;s line is lost: %1</source>
        <translation>การเชื่อมต่อกับโต๊ะขาดไป: %1</translation>
    </message>
</context>
<context>
    <name>TableMatchView</name>
    <message>
        <source>Game %1: who takes the first turn is up to %2 (PM.2), at their computer.</source>
        <translation>เกม %1: %2 เป็นผู้เลือกว่าใครได้เล่นเทิร์นแรก (PM.2) ที่คอมพิวเตอร์ของตน</translation>
    </message>
    <message>
        <source>Your choice: take the first turn of game 1, or give it to your friend (PM.2).</source>
        <translation>คุณเป็นผู้เลือก: จะเล่นเทิร์นแรกของเกม 1 เอง หรือให้เพื่อนเล่นก่อน (PM.2)</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>ชนะสองในสาม</translation>
    </message>
    <message>
        <source>Another &amp;match</source>
        <translation>เล่นแมตช์ใหม่ (&amp;M)</translation>
    </message>
    <message>
        <source>A new match at the same table, with a new die roll (PM.2): the host opens it, the friend joins it.</source>
        <translation>แมตช์ใหม่ที่โต๊ะเดิม ทอยลูกเต๋าใหม่ (PM.2): ฝ่ายที่เปิดโต๊ะเป็นผู้เปิด เพื่อนเข้าร่วม</translation>
    </message>
    <message>
        <source>&amp;Choose the first turn…</source>
        <translation>เลือกเทิร์นแรก… (&amp;C)</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation type="vanished">หมดเวลา</translation>
    </message>
    <message>
        <source>Time is up for %1: the game is lost (PM.3).</source>
        <translation type="vanished">%1 หมดเวลาและแพ้เกมนี้ (PM.3)</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;เรียนวิธีเล่น…</translation>
    </message>
    <message>
        <source>Short lessons on the table that teach the game.</source>
        <translation>บทเรียนสั้นๆ บนโต๊ะที่สอนวิธีเล่นเกม</translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>อ่านบทเรียนไม่ได้: %1</translation>
    </message>
    <message>
        <source>Your tutorial progress could not be read (%1), so it starts afresh. The file was kept as %2.</source>
        <translation>อ่านความคืบหน้าของบทเรียนไม่ได้ (%1) จึงเริ่มใหม่ ไฟล์เดิมเก็บไว้ที่ %2</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>เรียนวิธีเล่น</translation>
    </message>
    <message>
        <source>You</source>
        <translation type="vanished">คุณ</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>ผู้สอน</translation>
    </message>
    <message>
        <source>&amp;Skip lesson</source>
        <translation>&amp;ข้ามบทเรียน</translation>
    </message>
    <message>
        <source>&amp;Quit tutorial</source>
        <translation>&amp;ออกจากบทเรียน</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>บทเรียน</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>บทเรียนที่ %1 จาก %2</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>ยังไม่ใช่</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;ลองอีกครั้ง</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>บทเรียน&amp;ถัดไป</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;จบ</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;ถัดไป</translation>
    </message>
    <message>
        <source>Lesson complete!</source>
        <translation>จบบทเรียนแล้ว!</translation>
    </message>
    <message>
        <source>Tutorial closed. Help ▸ Learn to play picks any lesson.</source>
        <translation>ปิดบทเรียนแล้ว เลือกบทเรียนใดก็ได้ที่ ช่วยเหลือ ▸ เรียนวิธีเล่น</translation>
    </message>
</context>
<context>
    <name>UndoManager</name>
    <message>
        <source>Summon %1 onto %2</source>
        <translation type="vanished">Summon %1 ลงช่อง %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation type="vanished">เลือก %1</translation>
    </message>
    <message>
        <source>Use the ability</source>
        <translation type="vanished">ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>Decline the ability</source>
        <translation type="vanished">ไม่ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation type="vanished">ยอมแพ้</translation>
    </message>
    <message>
        <source>Take back: %1</source>
        <translation>ย้อนกลับ: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>ทำใหม่: %1</translation>
    </message>
</context>
<context>
    <name>UnsavedGameQuestion</name>
    <message>
        <source>Unfinished game</source>
        <translation>เกมที่ยังไม่จบ</translation>
    </message>
    <message>
        <source>The game of %1 against %2 is not finished.</source>
        <translation>เกมระหว่าง %1 กับ %2 ยังไม่จบ</translation>
    </message>
    <message>
        <source>Keep it to play on later from Game ▸ Recent games (it is saved in %1), or let it go.</source>
        <translation>เก็บไว้เล่นต่อภายหลังจาก เกม ▸ เกมล่าสุด (บันทึกไว้ที่ %1) หรือปล่อยไป</translation>
    </message>
    <message>
        <source>This game cannot be saved (its decks use cards that are not in an installed card set): playing something else gives it up.</source>
        <translation>บันทึกเกมนี้ไม่ได้ (เด็คใช้การ์ดที่ไม่อยู่ในชุดการ์ดที่ติดตั้งไว้): การเล่นอย่างอื่นจะทิ้งเกมนี้ไป</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>เ&amp;ก็บไว้</translation>
    </message>
    <message>
        <source>&amp;Let it go</source>
        <translation>ปล่อยไป (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
</context>
<context>
    <name>VoidModel</name>
    <message>
        <source>Face down: only its owner may look at it (4.5.2).</source>
        <translation>คว่ำหน้า: มีเพียงเจ้าของที่ดูได้ (4.5.2)</translation>
    </message>
    <message>
        <source>Face up: public (4.5.3).</source>
        <translation>หงายหน้า: เปิดเผยต่อทุกคน (4.5.3)</translation>
    </message>
    <message>
        <source>Face down: you own it (4.5.2).</source>
        <translation>คว่ำหน้า: คุณเป็นเจ้าของ (4.5.2)</translation>
    </message>
</context>
<context>
    <name>VoidWindow</name>
    <message>
        <source>Void of %1</source>
        <translation>Void ของ %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิ&amp;ด</translation>
    </message>
    <message>
        <source>You own this Void: you see every card in it (4.5.2).</source>
        <translation>คุณเป็นเจ้าของ Void นี้: คุณเห็นการ์ดทุกใบ (4.5.2)</translation>
    </message>
    <message>
        <source>Face-down cards are private to %1 (4.5.2); face-up cards are public (4.5.3).</source>
        <translation>การ์ดที่คว่ำหน้าเป็นข้อมูลส่วนตัวของ %1 (4.5.2) การ์ดที่หงายหน้าเปิดเผยต่อทุกคน (4.5.3)</translation>
    </message>
    <message>
        <source>Only face-up cards are shown (4.5.3).</source>
        <translation>แสดงเฉพาะการ์ดที่หงายหน้า (4.5.3)</translation>
    </message>
    <message>
        <source>Cards: %1.</source>
        <translation>การ์ด: %1 ใบ</translation>
    </message>
    <message>
        <source>The Void is empty.</source>
        <translation>Void ว่างเปล่า</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>&amp;Welcome screen…</source>
        <translation>หน้า&amp;ต้อนรับ…</translation>
    </message>
    <message>
        <source>The three ways to start: learn, play the computer, play a friend.</source>
        <translation>สามทางเริ่มต้น: เรียนวิธีเล่น เล่นกับคอมพิวเตอร์ เล่นกับเพื่อน</translation>
    </message>
</context>
<context>
    <name>WelcomeWindow</name>
    <message>
        <source>Welcome to Momon Desktop</source>
        <translation>ยินดีต้อนรับสู่ Momon Desktop</translation>
    </message>
    <message>
        <source>Welcome!</source>
        <translation type="vanished">ยินดีต้อนรับ!</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ยินดีต้อนรับ</translation>
    </message>
    <message>
        <source>Momon Wonder is a card game for two from Thailand: take turns placing Momon on a 4 × 4 Arena and snatch your opponent&apos;s. How would you like to start?</source>
        <translation>Momon Wonder เป็นเกมการ์ดสำหรับสองคนจากประเทศไทย ผลัดกันวาง Momon บน Arena ขนาด 4 × 4 และ Snatch การ์ดของคู่แข่ง คุณอยากเริ่มอย่างไร?</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;เรียนวิธีเล่น</translation>
    </message>
    <message>
        <source>Eight short lessons on the table, a few minutes each.</source>
        <translation>บทเรียนสั้นๆ แปดบทบนโต๊ะ บทละไม่กี่นาที</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>เล่นกับ&amp;คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>A game against the computer opponent.</source>
        <translation>เล่นหนึ่งเกมกับคู่แข่งที่เป็นคอมพิวเตอร์</translation>
    </message>
    <message>
        <source>Play with a &amp;friend on this computer</source>
        <translation>เล่นกับ&amp;เพื่อนบนคอมพิวเตอร์เครื่องนี้</translation>
    </message>
    <message>
        <source>Two people take turns at this screen.</source>
        <translation>สองคนผลัดกันเล่นที่หน้าจอนี้</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>beginner</source>
        <comment>computer level</comment>
        <translation>มือใหม่</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>ง่าย</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>computer level</comment>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>ยาก</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>เชี่ยวชาญ</translation>
    </message>
    <message>
        <source>Plays almost any card anywhere, and only sometimes sees a Snatch.</source>
        <translation>วางการ์ดใบไหนก็ได้ตรงไหนก็ได้ และมองเห็นการ Snatch แค่บางครั้ง</translation>
    </message>
    <message>
        <source>Takes the biggest Snatch it sees now, never thinks about your reply, and often slips.</source>
        <translation>เลือก Snatch ที่ได้มากที่สุดที่เห็นตอนนี้ ไม่คิดถึงการตอบโต้ของคุณ และพลาดบ่อย</translation>
    </message>
    <message>
        <source>Looks at your best reply before it plays; steady but short-sighted.</source>
        <translation>ดูการตอบโต้ที่ดีที่สุดของคุณก่อนเล่น มั่นคงแต่มองไม่ไกล</translation>
    </message>
    <message>
        <source>Reads several moves ahead and plays the last turns perfectly.</source>
        <translation>อ่านเกมล่วงหน้าหลายตา และเล่นเทิร์นท้าย ๆ ได้สมบูรณ์แบบ</translation>
    </message>
    <message>
        <source>Searches deeper than hard and, once no card with an ability is left, plays the last ten Summons almost perfectly; the strongest level.</source>
        <translation>ค้นหาลึกกว่าระดับ ยาก และเมื่อไม่มีการ์ดที่มีความสามารถเหลืออยู่ จะเล่น Summon สิบครั้งสุดท้ายได้เกือบสมบูรณ์แบบ เป็นระดับที่เก่งที่สุด</translation>
    </message>
    <message>
        <source>%1 Summoned %2 onto %3.</source>
        <translation>%1 Summon %2 ลงช่อง %3</translation>
    </message>
    <message>
        <source>Summon %1 onto %2</source>
        <translation>Summon %1 ลงช่อง %2</translation>
    </message>
    <message>
        <source>%1 chose %2 (%3).</source>
        <translation>%1 เลือก %2 (%3)</translation>
    </message>
    <message>
        <source>Choose %1 (%2)</source>
        <translation>เลือก %1 (%2)</translation>
    </message>
    <message>
        <source>%1 chose %2.</source>
        <translation>%1 เลือก %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>เลือก %1</translation>
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
        <source>Use the ability</source>
        <translation>ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>Decline the ability</source>
        <translation>ไม่ใช้ความสามารถ</translation>
    </message>
    <message>
        <source>%1 conceded (7.6.1).</source>
        <translation>%1 ยอมแพ้ (7.6.1)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>ยอมแพ้</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a file in a folder</comment>
        <translation>%1 ใน %2</translation>
    </message>
</context>
<context>
    <name>YesNoBar</name>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ (&amp;N)</translation>
    </message>
</context>
</TS>

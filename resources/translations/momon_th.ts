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
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CardSetsDialog</name>
    <message numerus="yes">
        <source>%1 — %n card(s), %2</source>
        <translation>
            <numerusform>%1 — %n card, %2</numerusform>
            <numerusform>%1 — %n cards, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardWindows</name>
    <message numerus="yes">
        <source>%1: %n card(s) added. Use them in the Open Format (PF.2).</source>
        <translation type="vanished">
            <numerusform>%1: %n card added. Use them in the Open Format (PF.2).</numerusform>
            <numerusform>%1: %n cards added. Use them in the Open Format (PF.2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) added, to use in the Open Format (PF.2).</source>
        <translation>
            <numerusform>%1: %n card added, to use in the Open Format (PF.2).</numerusform>
            <numerusform>%1: %n cards added, to use in the Open Format (PF.2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message numerus="yes">
        <source>⚠ %n file problem(s)…</source>
        <translation>
            <numerusform>⚠ %n file problem…</numerusform>
            <numerusform>⚠ %n file problems…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message numerus="yes">
        <source>%n problem(s).</source>
        <translation>
            <numerusform>%n problem.</numerusform>
            <numerusform>%n problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingBar</name>
    <message numerus="yes">
        <source>Your rating: %1, from %n game(s) against the computer.</source>
        <translation>
            <numerusform>Your rating: %1, from %n game against the computer.</numerusform>
            <numerusform>Your rating: %1, from %n games against the computer.</numerusform>
        </translation>
    </message>
</context>
</TS>

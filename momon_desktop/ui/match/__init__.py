"""Matches at the table: the match screen, its dialogs, widgets and history."""

"""Features plugged into the table through its host interface: saving, hints, practice puzzles, computer opponents' styles."""

"""Features plugged into the table through its host interface: saving and replays,
suggestions, practice puzzles, the Cards menu, scripted opponents in the New Game
dialog."""
